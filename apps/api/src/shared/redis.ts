// One Redis connection per app, for what several instances of the server must share (rate limits
// first). Redis is optional: the embedded single-process setup runs without it. When it is down
// every user of it falls back to something this process can do alone, so the connection is set
// up to fail fast rather than to wait: no queue of commands while disconnected, short connect and
// command timeouts, and reconnecting for ever in the background.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a request may wait for Redis before its user falls back (milliseconds). */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

export interface SharedRedis {
  client: Redis;
  /** Put before every key, so that several deployments (and test runs) can share one Redis. */
  prefix: string;
  /** A user of the connection did without it; the first time in an outage this is logged. */
  fellBack(err?: unknown): void;
  /** Closes the connection (the app does on close); no reconnecting after it. */
  close(): Promise<void>;
}

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Tries again quickly at first, then every two seconds, for as long as the app runs.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  const outage = outageReport(log, redactedUrl(url));
  // Without a listener ioredis prints every failed reconnect to stderr.
  client.on('error', (err) => outage.down(err));
  client.on('ready', () => outage.up());
  return {
    client,
    prefix,
    fellBack: (err) => outage.down(err),
    close: async () => {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** One warning when Redis goes away and one note when it is back, however many requests notice. */
function outageReport(log: FastifyBaseLogger, where: string) {
  let down = false;
  return {
    down(err?: unknown) {
      if (down) return;
      down = true;
      log.warn(
        { err, redis: where },
        'Redis unreachable: rate limits count in this process only until it is back (each instance allows the full limit)',
      );
    },
    up() {
      if (!down) return;
      down = false;
      log.info({ redis: where }, 'Redis reachable again: rate limits are shared again');
    },
  };
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis';
  }
}

/** Resolves when the client is connected, or has failed or timed out trying (it goes on trying). */
export async function redisReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', done).once('error', done);
  });
}
