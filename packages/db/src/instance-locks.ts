// Locks an instance of the app holds against the other instances on the same PostgreSQL database:
// session-level advisory locks, taken on one connection of the instance's own. Not on a pooled
// one: such a lock belongs to the connection that took it, and the pool hands connections to other
// queries. The server drops the locks when that connection closes, so an instance that crashes
// releases them by itself. Advisory locks are per database: two sites on one server never meet.
// PGlite is one process's own data folder, which no other instance can open: nothing to lock.
import pg from 'pg';
import type { Database } from './client.ts';

/** What each lock stands for (the second half of the two-key lock; the first names the app). */
export const LOCKS = {
  /** The scheduled jobs: one instance runs a tick at a time. */
  scheduledJobs: 1,
  /** Held for its lifetime by each instance that keeps uploads in a local folder. */
  localMedia: 2,
  /** Saved searches' matching and alerts: one instance runs a round at a time. */
  alerts: 3,
} as const;
export type LockName = keyof typeof LOCKS;

/** "AANG": the first key of every lock this app takes, so the second can stay small. */
const APP_KEY = 0x41414e47;

export interface InstanceLocks {
  /** Runs fn holding the lock; when another instance holds it, fn does not run and the answer is false. */
  whileHeld(name: LockName, fn: () => Promise<void>): Promise<boolean>;
  /** Takes the lock until close(); false when another instance holds it. */
  hold(name: LockName): Promise<boolean>;
  /** Releases every lock (closes the connection). */
  close(): Promise<void>;
}

export function instanceLocks(database: Pick<Database, 'kind' | 'url'>): InstanceLocks {
  if (database.kind !== 'postgres' || !database.url) return aloneLocks();
  return serverLocks(database.url);
}

function aloneLocks(): InstanceLocks {
  return {
    whileHeld: async (_name, fn) => {
      await fn();
      return true;
    },
    hold: async () => true,
    close: async () => {},
  };
}

const tryLock = async (c: pg.Client, name: LockName) =>
  (await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [APP_KEY, LOCKS[name]])).rows[0]!.ok;

function serverLocks(url: string): InstanceLocks {
  // Locks kept for the instance's lifetime, taken again on a new connection if the first is lost.
  const held = new Set<LockName>();
  const connection = lockConnection(url, async (c) => {
    for (const name of held) await tryLock(c, name);
  });
  return {
    async whileHeld(name, fn) {
      const c = await connection.get();
      if (!(await tryLock(c, name))) return false;
      try {
        await fn();
      } finally {
        // A lost connection has released it already.
        await c.query('SELECT pg_advisory_unlock($1, $2)', [APP_KEY, LOCKS[name]]).catch(() => {});
      }
      return true;
    },
    async hold(name) {
      const ok = await tryLock(await connection.get(), name);
      if (ok) held.add(name);
      return ok;
    },
    async close() {
      held.clear();
      await connection.close();
    },
  };
}

/** One connection, opened when first needed and again after it is lost (`opened` runs on each new one). */
function lockConnection(url: string, opened: (c: pg.Client) => Promise<void>) {
  let current: Promise<pg.Client> | null = null;
  let closed = false;
  const open = () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: 'aangan instance locks',
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
      keepAlive: true,
    });
    const made = c
      .connect()
      .then(() => opened(c))
      .then(
        () => c,
        async (err: unknown) => {
          await c.end().catch(() => {});
          throw err;
        },
      );
    const lost = () => {
      if (current === made) current = null;
    };
    // An 'error' without a listener would crash the process; the locks went with the connection.
    c.on('error', lost);
    c.on('end', lost);
    made.catch(lost);
    current = made;
    return made;
  };
  return {
    get: (): Promise<pg.Client> => {
      if (closed) return Promise.reject(new Error('instance locks are closed'));
      return current ?? open();
    },
    async close() {
      closed = true;
      const c = await current?.catch(() => null);
      current = null;
      await c?.end().catch(() => {});
    },
  };
}
