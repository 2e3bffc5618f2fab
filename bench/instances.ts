// Several instances of the whole product (API + web build) on one PostgreSQL and Redis, each a
// child process on its own loopback port (bench/instance.ts → apps/api/src/server.ts), for the
// traffic benchmark and a multi-instance test. Waits for every /api/v1/ready, reads the cache
// counters of each over IPC, and stops them all at the end, on an error or on Ctrl-C.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configSchema } from '../apps/api/src/config.ts';

export interface CacheCounters {
  hits: number;
  misses: number;
  /** Answers dropped one by one because a change touched them (apps that invalidate by target). */
  dropped?: number;
  cleared: number;
  entries: number;
}
const COUNTERS = ['hits', 'misses', 'dropped', 'cleared', 'entries'] as const;
export interface CacheStats {
  listings: CacheCounters;
  pages: CacheCounters | null;
}

export interface InstanceOptions {
  count: number;
  /** First port; instance i listens on basePort + i. */
  basePort: number;
  databaseUrl: string;
  redisUrl?: string;
  /** Extra environment for every instance (overrides the defaults below). */
  env?: Record<string, string>;
  /** Where each instance's output goes (instance-<port>.log). */
  logDir?: string;
}

export interface Instances {
  bases: string[];
  /** The next instance's base URL, round robin. */
  next(): string;
  /** Every instance's cache counters (null for one that did not answer). */
  cacheStats(): Promise<(CacheStats | null)[]>;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./instance.ts', import.meta.url));
const webBuild = `${root}apps/web/build/server/index.js`;

/** Every RATE_LIMIT_* setting the server knows, lifted: a load test is a few addresses asking very fast. */
export function liftedRateLimits(): Record<string, string> {
  const shape = (configSchema as { shape?: Record<string, unknown> }).shape ?? {};
  const names = Object.keys(shape).filter((k) => k.startsWith('RATE_LIMIT_'));
  return Object.fromEntries(names.map((k) => [k, '9999999/1m']));
}

function instanceEnv(opts: InstanceOptions, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl ?? 'redis://127.0.0.1:6379',
    // The benchmark's own keys, apart from anything else using the same Redis.
    REDIS_KEY_PREFIX: `aangan-traffic-bench-${process.pid}:`,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    // Media and mail folders derive from DATA_DIR; the database itself is DATABASE_URL.
    DATA_DIR: `/tmp/aangan-traffic-${port}`,
    ...liftedRateLimits(),
    ...opts.env,
  };
}

function spawnInstance(opts: InstanceOptions, port: number, logDir: string): ChildProcess {
  const log = openSync(`${logDir}/instance-${port}.log`, 'w');
  return fork(entry, [], { cwd: root, env: instanceEnv(opts, port), stdio: ['ignore', log, log, 'ipc'] });
}

async function waitReady(base: string, child: ChildProcess, logFile: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`the instance on ${base} stopped while starting:\n${tail}`);
    }
    const ok = await fetch(`${base}/api/v1/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the instance on ${base} was not ready after ${timeoutMs / 1000} s (log: ${logFile})`);
}

function askStats(child: ChildProcess, timeoutMs = 5000): Promise<CacheStats | null> {
  if (!child.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), timeoutMs);
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && 'stats' in m) done((m as { stats: CacheStats | null }).stats);
    };
    function done(stats: CacheStats | null) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(stats);
    }
    child.on('message', onMessage);
    child.send('stats');
  });
}

function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops the children when this process is interrupted or ends, however it ends. */
function stopOnExit(children: ChildProcess[]): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    void Promise.all(children.map((c) => stopChild(c))).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const onExit = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', onExit);
  return () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', onExit);
  };
}

export async function startInstances(opts: InstanceOptions): Promise<Instances> {
  if (!existsSync(webBuild)) throw new Error('no web build: run `npm run build` first');
  const logDir = opts.logDir ?? '/tmp/aangan-traffic-logs';
  mkdirSync(logDir, { recursive: true });
  const ports = Array.from({ length: opts.count }, (_, i) => opts.basePort + i);
  const children = ports.map((port) => spawnInstance(opts, port, logDir));
  const release = stopOnExit(children);
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
    release();
  };
  try {
    await Promise.all(bases.map((b, i) => waitReady(b, children[i]!, `${logDir}/instance-${ports[i]}.log`)));
  } catch (err) {
    await stop();
    throw err;
  }
  let turn = 0;
  return {
    bases,
    next: () => bases[turn++ % bases.length]!,
    cacheStats: () => Promise.all(children.map((c) => askStats(c))),
    stop,
  };
}

/** The instances' counters added up. */
export function sumStats(all: (CacheStats | null)[]): CacheStats {
  const zero = (): CacheCounters => ({ hits: 0, misses: 0, dropped: 0, cleared: 0, entries: 0 });
  // A counter an app version does not report counts as 0 rather than turning the sum into NaN.
  const add = (a: CacheCounters, b: CacheCounters) => {
    for (const k of COUNTERS) a[k] = (a[k] ?? 0) + (b[k] ?? 0);
  };
  const out: CacheStats = { listings: zero(), pages: null };
  for (const s of all) {
    if (!s) continue;
    add(out.listings, s.listings);
    if (s.pages) add((out.pages ??= zero()), s.pages);
  }
  return out;
}

/** Counters gathered between two readings (entries: the later reading's). */
export function statsDelta(before: CacheStats, after: CacheStats): CacheStats {
  const diff = (a: CacheCounters, b: CacheCounters): CacheCounters => ({
    hits: b.hits - a.hits,
    misses: b.misses - a.misses,
    dropped: (b.dropped ?? 0) - (a.dropped ?? 0),
    cleared: b.cleared - a.cleared,
    entries: b.entries,
  });
  const pages = after.pages && before.pages ? diff(before.pages, after.pages) : after.pages;
  return { listings: diff(before.listings, after.listings), pages };
}
