// The figures search.ts plans by (the planner's estimates, a few counts), kept per statement.
import type { Database } from '@aangan/db';

/** How long and how many planner estimates are kept. */
const ESTIMATE_TTL_MS = 10 * 60_000;
const ESTIMATE_ENTRIES = 5000;
const TABLE_ROWS_TTL_MS = 60_000;

/**
 * The planner's estimate depends only on the filter and the table's statistics, which change when
 * the table is analysed, not with each write; asking again for a search someone made minutes ago
 * costs a round trip and a planning (1-2 ms of a 6 ms keyword search). Results are never cached.
 */
export type EstimateCache = ReturnType<typeof estimateCache>;

export function estimateCache(database: Database) {
  const cache = new Map<string, { n: number; at: number }>();
  let hits = 0,
    misses = 0;
  let table: { n: number; at: number } | null = null;
  /** A number for the statement, kept for ESTIMATE_TTL_MS: estimates move slowly, and so do the counts of a price band. */
  async function kept(sql: string, params: unknown[], read: () => Promise<number>): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ESTIMATE_TTL_MS) {
      hits++;
      return hit.n;
    }
    misses++;
    const n = await read();
    // A Map keeps insertion order: dropping the first key drops the oldest.
    if (cache.size >= ESTIMATE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { n, at: now });
    return n;
  }
  return {
    /** The planner's estimate of the rows the statement returns. */
    get: (sql: string, params: unknown[]) => kept(sql, params, () => estimateRows(database, sql, params)),
    /** A statement's own count (`SELECT count(*)::int AS n …`). */
    count: (sql: string, params: unknown[]) =>
      kept(sql, params, async () => (await database.query<{ n: number }>(sql, params)).rows[0]!.n),
    stats: () => ({ hits, misses }),
    /** The table's row count as of its last ANALYZE (-1 before any), re-read once a minute. */
    async tableRows(): Promise<number> {
      if (!table || Date.now() - table.at > TABLE_ROWS_TTL_MS) {
        const at = Date.now();
        const r = await database.query<{ n: number }>(
          `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'properties'::regclass`,
        );
        table = { n: Number(r.rows[0]?.n ?? -1), at };
      }
      return table.n;
    },
  };
}

async function estimateRows(database: Database, sql: string, params: unknown[]): Promise<number> {
  const r = await database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = r.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}
