// The process itself: configuration errors, start-up on an empty embedded database, and a
// clean exit on SIGTERM. (Runs on PGlite only: it exercises the process, not SQL.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('./server.ts', import.meta.url));
const reportDemoLoads = fileURLToPath(new URL('./shared/testing/report-demo-loads.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'aangan-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses a bad configuration with one line naming the value', () => {
    const r = spawnSync(process.execPath, [server], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Invalid configuration: PORT/);
  });

  it('refuses a public address over plain http at start (https except localhost)', () => {
    const r = spawnSync(process.execPath, [server], {
      env: { ...process.env, PUBLIC_URL: 'http://aangan.in', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      'Invalid configuration: PUBLIC_URL: must use https:// (plain http:// only for localhost, 127.0.0.1 or ::1)',
    );
  });

  it('starts on an empty data folder without loading the demo data, answers, and exits cleanly on SIGTERM', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['--import', reportDemoLoads, server], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'db'),
        DATABASE_URL: '',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let ready: Response | undefined;
    for (let i = 0; i < 250 && !ready?.ok; i++) {
      await new Promise((r) => setTimeout(r, 300));
      ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).catch(() => undefined);
    }
    expect(ready?.ok).toBe(true);
    expect(await ready!.json()).toEqual({ status: 'ready', database: 'pglite' });
    // Logs are JSON lines carrying the request id (the line may reach the pipe after the answer).
    const requestLine = () => out.split('\n').find((l) => l.includes('"request_id"'));
    await expect.poll(requestLine).toBeDefined();
    expect(JSON.parse(requestLine()!).request_id).toMatch(/\w/);
    // SEED_ON_START=false (a production database): a demo image address is not found, and
    // neither the seed nor the image generators were ever loaded.
    expect((await fetch(`http://127.0.0.1:${port}/media/demo/photo/10-exterior-480.webp`)).status).toBe(404);
    expect(err).not.toContain('demo module loaded');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('shutting down');
  }, 90_000); // a fresh embedded database (initdb + migrations) in a new process
});
