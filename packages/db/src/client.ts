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
}

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? './data', opts.loadDataDir);
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
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: async (text, params) => {
      const r = prepared && params?.length ? await prepared(text, params) : await client.query(text, params as unknown[] | undefined);
      return { rows: r.rows as never[] };
    },
    // PGlite queues every other query behind an open transaction.
    transaction: (fn) => client.transaction((tx) => fn({
      query: async (text, params) => ({ rows: (await tx.query(text, params as unknown[] | undefined)).rows as never[] }),
    })),
    ping: async () => { await client.query('SELECT 1'); },
    analyze: async () => { await client.exec('ANALYZE'); await choosePlanMode(client); },
    close: async () => { if (!client.closed) await client.close(); },
  };
}

/**
 * PGlite plans a prepared statement once (a generic plan) while every table is at most this big,
 * and plans each run for its values beyond it. In WebAssembly planning a search costs 1-5 ms, as
 * much as running it over the demo data, and on tables this small no plan can go badly wrong; on
 * big ones a generic plan can (250 ms instead of 1 ms, STACK-NOTES.md), as on the server.
 */
export const GENERIC_PLANS_UP_TO_ROWS = 5000;

async function choosePlanMode(client: PGlite): Promise<void> {
  const r = await client.query<{ n: number }>(
    `SELECT coalesce(max(reltuples), 0)::float8 AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`);
  // 'auto' would still plan each run whenever the generic plan's estimate looks dearer (radius
  // searches, whose box the planner can only fold with the values at hand), which measured as slow
  // as planning every time; on tables this small no generic plan is worth planning again.
  const mode = Number(r.rows[0]?.n ?? 0) <= GENERIC_PLANS_UP_TO_ROWS ? 'force_generic_plan' : 'force_custom_plan';
  await client.exec(`SET plan_cache_mode = ${mode}`);
}

const MAX_NAMED = 500;

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    // Settings measured to matter for LIMIT-12 searches (STACK-NOTES.md): no JIT, no parallel
    // workers, custom plans for prepared statements.
    options: '-c jit=off -c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_custom_plan',
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Parameterised statements run as named (prepared) ones: each connection parses a text once
  // and then only binds values, which measured 13-16 % more searches a second (bench/README.md).
  // Plans stay custom (plan_cache_mode below). The first MAX_NAMED texts get names, so a stream
  // of one-off texts cannot grow every connection's statement cache without bound.
  const names = new Map<string, string>();
  const statementName = (text: string, params: unknown): string | undefined => {
    if (!Array.isArray(params) || params.length === 0) return undefined;
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    query: async (text, params) => {
      const r = await pool.query({ text, values: params as unknown[] | undefined, name: statementName(text, params) });
      return { rows: r.rows };
    },
    transaction: async (fn) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const out = await fn({ query: async (text, params) => ({ rows: (await c.query(text, params as unknown[] | undefined)).rows }) });
        await c.query('COMMIT');
        return out;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    ping: async () => { await pool.query('SELECT 1'); },
    analyze: async () => { await pool.query('ANALYZE'); },
    close: async () => { await pool.end(); },
  };
}

export { sql };
