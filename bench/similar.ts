// Similar listings nearby (apps/api/src/features/search/similar.ts) against the bench database:
// the SQL alone for N live listings drawn at random, one at a time, then the plan of the slowest.
//   U=postgres://postgres@127.0.0.1:5432/aangan_bench node bench/similar.ts [N]
//   BENCH_DATA_DIR=./data node bench/similar.ts        (the embedded PGlite database)
import { openDatabase } from '@aangan/db';
import { createSimilar, type SimilarTo } from '../apps/api/src/features/search/similar.ts';

const n = Number(process.argv[2] ?? 400);
const db = await openDatabase({
  url: process.env.BENCH_DATA_DIR ? undefined : (process.env.U ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench'),
  dataDir: process.env.BENCH_DATA_DIR,
  poolSize: 1,
});
const pick = await db.query<SimilarTo>(
  `SELECT id, purpose, property_type, bedrooms, price_type, latitude, longitude FROM properties TABLESAMPLE SYSTEM (1)
    WHERE status = 'active' AND latitude IS NOT NULL ORDER BY random() LIMIT $1`,
  [n],
);
const similar = createSimilar(db);
const orig = db.query.bind(db);
let last: [string, unknown[]] = ['', []];
db.query = (async (t: string, p?: unknown[]) => {
  last = [t, p ?? []];
  return orig(t, p);
}) as typeof db.query;
await similar.find(pick.rows[0]!); // connect and warm

const runs: { ms: number; found: number; to: SimilarTo; sql: [string, unknown[]] }[] = [];
for (const to of pick.rows) {
  const t0 = performance.now();
  const rows = await similar.find(to);
  runs.push({ ms: performance.now() - t0, found: rows.length, to, sql: last });
}
const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
const total = (await orig<{ n: number }>('SELECT count(*)::int AS n FROM properties')).rows[0]!.n;
console.log(
  `${runs.length} listings of ${total}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${ms.at(-1)!.toFixed(1)} ms`,
);
console.log(
  `fewer than 6 found: ${runs.filter((r) => r.found < 6).length}; none: ${runs.filter((r) => r.found === 0).length}`,
);
// The worst case: a listing of the rarest purpose and bedroom count, whose like is rarely near.
const rare = (
  await orig<SimilarTo>(`SELECT id, purpose, property_type, bedrooms, price_type, latitude, longitude FROM properties
   WHERE status = 'active' AND latitude IS NOT NULL AND (purpose, bedrooms) = (SELECT purpose, bedrooms FROM properties
     WHERE status = 'active' AND bedrooms IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) LIMIT 1) LIMIT 1`)
).rows[0]!;
const rareMs: number[] = [];
let rareFound = 0;
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  rareFound = (await similar.find(rare)).length;
  rareMs.push(performance.now() - t0);
}
rareMs.sort((a, b) => a - b);
console.log(
  `rarest (${rare.purpose}, ${rare.bedrooms} bedrooms): median of 20 ${rareMs[10]!.toFixed(1)} ms, ${rareFound} found`,
);
const slow = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(
  `slowest: ${slow.to.purpose} ${slow.to.property_type} ${slow.to.bedrooms ?? '-'} bedrooms, ${slow.found} found`,
);
const plan = await orig(`EXPLAIN (ANALYZE, BUFFERS) ${slow.sql[0]}`, slow.sql[1]);
console.log(plan.rows.map((x) => (x as Record<string, string>)['QUERY PLAN']).join('\n'));
await db.close();
