// U=url node bench/explain.ts "query string" : prints each SQL the search runs with EXPLAIN ANALYZE
import { openDatabase } from '@aangan/db';
import { createSearch } from '../apps/api/src/features/search/search.ts';
import { readSearch } from './search-query.ts';
import { createLocationRepository } from '../apps/api/src/features/search/locations/repository.ts';
const db = await openDatabase({
  url: process.env.BENCH_DATA_DIR ? undefined : (process.env.U ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench'),
  dataDir: process.env.BENCH_DATA_DIR,
  poolSize: 1,
});
const orig = db.query.bind(db);
const logged: [string, unknown[]][] = [];
const times: string[] = [];
db.query = (async (t: string, p?: unknown[]) => {
  logged.push([t, p ?? []]);
  const t0 = performance.now();
  try {
    return await orig(t, p);
  } finally {
    times.push(`${(performance.now() - t0).toFixed(1)} ms  ${t.replace(/\s+/g, ' ').slice(0, 60)}`);
  }
}) as typeof db.query;
await orig('SELECT 1'); // connect before timing
const { query: q, text } = readSearch(process.argv[2]!);
// As the route reads text: a place named in it becomes a tag lookup.
const place = text ? await createLocationRepository(db).resolvePlace(text) : null;
const match = !text
  ? null
  : place && place.similarity >= 0.9
    ? { words: place.rest || null, place: place.place, placeIds: place.placeIds }
    : { words: text, place: null };
await createSearch(db).search(q, match); // warm: the timings below are of a second run
logged.length = 0;
times.length = 0;
const t0 = performance.now();
const r = await createSearch(db).search(q, match);
console.log(times.join('\n'));
console.log(
  `rows ${r.rows.length} total ${r.total} exact ${r.totalExact} in ${(performance.now() - t0).toFixed(1)} ms`,
);
for (const [t, p] of logged.filter(([t]) => !t.startsWith('EXPLAIN'))) {
  const e = await orig(`EXPLAIN (ANALYZE, BUFFERS) ${t}`, p);
  console.log('----\n' + e.rows.map((x) => (x as Record<string, string>)['QUERY PLAN']).join('\n'));
}
await db.close();
