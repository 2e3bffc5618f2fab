// Where the long tail's search time goes: N distinct searches of the traffic benchmark's portal
// mix (bench/traffic-mix.ts), each run once through the search module on the benchmark database
// (no HTTP, no answer cache; planner estimates are kept as the server keeps them), timed, and
// grouped by shape (purpose, near a place, bedrooms, price band, order, page), costliest first.
//   BENCH_DATABASE_URL=… node bench/search-tail.ts [N=300] [SEED=42]
import { openDatabase } from '@aangan/db';
import { createSearch } from '../apps/api/src/features/search/search.ts';
import { readSearch } from './search-query.ts';
import { portalTail } from './traffic-mix.ts';
import { readBenchData } from './traffic-setup.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench';
const n = Number(process.argv[2] ?? 300);
const seed = Number(process.argv[3] ?? 42);
const { places, liveIds } = await readBenchData(url);
const tail = portalTail(places, liveIds, seed);
const db = await openDatabase({ url, poolSize: 1 });
const search = createSearch(db);

interface Shape {
  n: number;
  ms: number;
  max: number;
  worst: string;
}
const shapes = new Map<string, Shape>();
const seen = new Set<string>();
let total = 0;
while (seen.size < n) {
  const qs = tail.search();
  if (seen.has(qs)) continue;
  seen.add(qs);
  const u = new URLSearchParams(qs);
  const { query } = readSearch(qs);
  const t0 = performance.now();
  await search.search(query, null);
  const ms = performance.now() - t0;
  total += ms;
  const shape = [
    u.get('purpose') ?? 'any',
    u.has('lat') ? 'near' : '-',
    u.has('bedrooms_min') ? `${u.get('bedrooms_min')}+bed` : '-',
    u.has('price_max') ? 'band' : '-',
    u.get('sort_by') ?? 'newest',
    u.has('page') ? 'page>1' : 'page 1',
  ].join(' ');
  const s = shapes.get(shape) ?? { n: 0, ms: 0, max: 0, worst: '' };
  s.n++;
  s.ms += ms;
  if (ms > s.max) [s.max, s.worst] = [ms, qs];
  shapes.set(shape, s);
}
await db.close();

console.log(`${n} distinct searches (seed ${seed}), ${total.toFixed(0)} ms in all, ${(total / n).toFixed(1)} ms each`);
console.log(
  'share  searches × mean (slowest)  shape: purpose, place, bedrooms, band, order, page — its slowest search',
);
for (const [shape, s] of [...shapes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  console.log(
    `${((100 * s.ms) / total).toFixed(1).padStart(5)} %  ${String(s.n).padStart(4)} × ${(s.ms / s.n).toFixed(0).padStart(4)} ms (${s.max.toFixed(0).padStart(4)})  ${shape.padEnd(38)} ${s.worst}`,
  );
