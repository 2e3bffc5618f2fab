// One database interface over two drivers: embedded PGlite (default, data in a folder) and a
// PostgreSQL server (DATABASE_URL). Both get the same schema, migrations and queries.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { preparedQueries } from './pglite-prepared.ts';
import { assertChannel, listenOnServer, type ListenHandlers, type Unlisten } from './listen.ts';

export type { ListenHandlers, Unlisten } from './listen.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters; both drivers answer `{ rows }`. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Calls `handlers.message` with each notification on `channel` (NOTIFY) until the answer is
   * called; `handlers.state` says when listening starts and stops (a lost server connection is
   * made again). Closed with the database.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /**
   * How many statements and transactions that may have written this process has completed: a
   * reader that saw it change knows that something it keeps may be out of date.
   */
  writes(): number;
  /** Refreshes the planner's statistics (ANALYZE) and, on PGlite, the plan mode that follows from them. */
  analyze(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the driver itself (tests dump and load data folders through it). */
  pglite?: PGlite;
  /** Only for PostgreSQL: the connection string. */
  url?: string;
}

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used. */
  url?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL: how long one statement may run before the server cancels it (statement_timeout;
   * 0 = no limit, for bulk loads). The client also gives up on an answer this long plus 2 s.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: how long to wait for a connection (a new one, or a free one of the pool). */
  connectionTimeoutMs?: number;
}

/** Defaults for serving requests: a database that does not answer fails fast (503), never hangs. */
export const DB_TIMEOUTS = { connectionMs: 5_000, statementMs: 15_000 } as const;

// Errors that say the database cannot be reached or is going away, not that the query was wrong:
// connection refused or reset, the server shutting down or starting up (57P01-57P03), connection
// exceptions (class 08), too many connections (53300), a statement cancelled by its timeout
// (57014), and node-postgres's own messages for a lost or never-made connection.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|Connection ended|Cannot use a pool after calling end/i;

/** True when err (or an error it wraps) means the database is unavailable for now; a retry later may succeed. */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (e instanceof Error && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    return openPostgres(
      opts.url,
      opts.poolSize ?? 10,
      opts.connectionTimeoutMs ?? DB_TIMEOUTS.connectionMs,
      opts.statementTimeoutMs ?? DB_TIMEOUTS.statementMs,
    );
  }
  return openPglite(opts.dataDir ?? './data', opts.loadDataDir);
}

/** A statement that cannot write (a plain SELECT; a WITH may hold an UPDATE). */
const readOnly = /^\s*select\b/i;

/** Counts completed statements and transactions that may have written (Database.writes). */
function writeCounter() {
  let n = 0;
  return {
    writes: () => n,
    after<T>(text: string | null, done: Promise<T>): Promise<T> {
      return done.then((out) => {
        if (text === null || !readOnly.test(text)) n++;
        return out;
      });
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : dataDir,
    extensions: pgliteExtensions,
    loadDataDir,
  });
  await client.exec('SET jit = off');
  await choosePlanMode(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const prepared = preparedQueries(client);
  const written = writeCounter();
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: async (text, params) => {
      const r = await written.after(
        text,
        prepared && params?.length ? prepared(text, params) : client.query(text, params as unknown[] | undefined),
      );
      return { rows: r.rows as never[] };
    },
    // PGlite queues every other query behind an open transaction.
    transaction: (fn) =>
      written.after(
        null,
        client.transaction((tx) =>
          fn({
            query: async (text, params) => ({
              rows: (await tx.query(text, params as unknown[] | undefined)).rows as never[],
            }),
          }),
        ),
      ),
    ping: async () => {
      await client.query('SELECT 1');
    },
    // One process, one connection: every message reaches it, and listening never stops.
    listen: async (channel, handlers) => {
      assertChannel(channel);
      const stop = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.state(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    writes: written.writes,
    analyze: async () => {
      await client.exec('ANALYZE');
      await choosePlanMode(client);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite plans a prepared statement once (a generic plan) while every table is at most this big,
 * and plans each run for its values beyond it. In WebAssembly planning a search costs 1-5 ms, as
 * much as running it over the demo data, and on tables this small no plan can go badly wrong; on
 * big ones a generic plan can (250 ms instead of 1 ms, measured at a million listings), as on the server.
 */
export const GENERIC_PLANS_UP_TO_ROWS = 5000;

async function choosePlanMode(client: PGlite): Promise<void> {
  const r = await client.query<{ n: number }>(
    `SELECT coalesce(max(reltuples), 0)::float8 AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  // 'auto' would still plan each run whenever the generic plan's estimate looks dearer (radius
  // searches, whose box the planner can only fold with the values at hand), which measured as slow
  // as planning every time; on tables this small no generic plan is worth planning again.
  const mode = Number(r.rows[0]?.n ?? 0) <= GENERIC_PLANS_UP_TO_ROWS ? 'force_generic_plan' : 'force_custom_plan';
  await client.exec(`SET plan_cache_mode = ${mode}`);
}

const MAX_NAMED = 500;

async function openPostgres(
  url: string,
  max: number,
  connectionTimeoutMs: number,
  statementTimeoutMs: number,
): Promise<Database> {
  const pool = createPool(url, max, connectionTimeoutMs, statementTimeoutMs);
  const statementName = statementNames();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const written = writeCounter();
  const listeners = new Set<Unlisten>();
  return {
    db,
    kind: 'postgres',
    url,
    query: async (text, params) => {
      const r = await written.after(
        text,
        pool.query({ text, values: params as unknown[] | undefined, name: statementName(text, params) }),
      );
      return { rows: r.rows };
    },
    transaction: (fn) => written.after(null, inTransaction(pool, statementName, fn)),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    listen: async (channel, handlers) => {
      const stop = await listenOnServer(url, channel, handlers, connectionTimeoutMs);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    writes: written.writes,
    analyze: async () => {
      await pool.query('ANALYZE');
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

function createPool(url: string, max: number, connectionTimeoutMs: number, statementTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A server that is down refuses at once; one that does not answer (or a pool with no free
    // connection) fails after this, and the API answers 503 instead of hanging.
    connectionTimeoutMillis: connectionTimeoutMs,
    // The server cancels a statement that runs too long, and the client stops waiting for an
    // answer that never comes (a host that vanished without closing the connection).
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2000 }
      : {}),
    keepAlive: true,
    // Settings measured to matter for LIMIT-12 searches (JIT and parallel plans cost more than the
    // query itself at that size): no JIT, no parallel workers, custom plans for prepared statements.
    options: '-c jit=off -c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_custom_plan',
  });
  // A connection that loses its server must not crash the process (an 'error' event without a
  // listener throws): idle ones are dropped by the pool, which reports them here; one in use
  // reports it to its running query, and is dropped when it is released. New connections are
  // made on demand, so the pool recovers by itself when the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Parameterised statements run as named (prepared) ones: each connection parses a text once
 * and then only binds values, which measured 13-16 % more searches a second (bench/README.md).
 * Plans stay custom (plan_cache_mode in the pool's options). The first MAX_NAMED texts get
 * names, so a stream of one-off texts cannot grow every connection's statement cache without bound.
 */
function statementNames(): (text: string, params: unknown) => string | undefined {
  const names = new Map<string, string>();
  return (text, params) => {
    if (!Array.isArray(params) || params.length === 0) return undefined;
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Runs fn in one transaction on a connection of the pool: committed when it resolves, rolled back when it throws. */
async function inTransaction<T>(
  pool: pg.Pool,
  statementName: (text: string, params: unknown) => string | undefined,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const c = await pool.connect();
  // A connection that failed (or could not roll back) is closed, not handed out again.
  let broken: Error | undefined;
  try {
    await c.query('BEGIN');
    const out = await fn({
      query: async (text, params) => ({
        rows: (await c.query({ text, values: params as unknown[] | undefined, name: statementName(text, params) }))
          .rows,
      }),
    });
    await c.query('COMMIT');
    return out;
  } catch (err) {
    if (isConnectionError(err)) broken = err as Error;
    else
      await c.query('ROLLBACK').catch((e: unknown) => {
        broken = e as Error;
      });
    throw err;
  } finally {
    c.release(broken);
  }
}

export { sql };
