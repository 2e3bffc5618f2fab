// Starts the whole product (`node scripts/start.ts`: web build + API + embedded database) on a
// free port for a benchmark and stops it afterwards. BENCH_DATA_DIR picks the database folder
// (default: a fresh seeded one in /tmp); BENCH_DATABASE_URL a PostgreSQL server instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Product {
  base: string;
  pid: number;
  stop(): Promise<void>;
  rssMb(): number;
}

export async function startProduct(port = 3950 + Math.floor(Math.random() * 40)): Promise<Product> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = process.env.BENCH_DATA_DIR ?? `/tmp/aangan-bench-${process.pid}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // A load test is one address asking very fast: the per-address search and sign-up limits are lifted.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SEARCH: '1000000/1m',
      RATE_LIMIT_REGISTER: '100000/1m',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/v1/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error('the product stopped while starting');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    /** Resident memory of the server process, from /proc. */
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  };
}

export function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}
