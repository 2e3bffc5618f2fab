// What hit rates the traffic benchmark's portal mix allows at all: the same draws as
// bench/traffic.ts (portalTail, its rates at --scale 1, times a scale) fed to a simulated cache
// of each instance's kind (least recently used first out, a time limit), without a server. A
// cache can only answer what was asked before within its limit, so this is the ceiling a real
// run can come near, cold (from start) or warm (after ten minutes of the same traffic).
//   BENCH_DATABASE_URL=… node bench/cache-bound.ts
import { openDatabase } from '@aangan/db';
import { portalTail } from './traffic-mix.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench';
const db = await openDatabase({ url, poolSize: 1 });
const places = (
  await db.query<{ lat: number; lng: number }>(
    `SELECT latitude AS lat, longitude AS lng FROM localities WHERE kind IN ('sector', 'locality') ORDER BY id`,
  )
).rows;
const live = (await db.query<{ id: number }>(`SELECT id FROM properties WHERE status = 'active' ORDER BY id`)).rows.map(
  (r) => r.id,
);
await db.close();

/** bench/traffic.ts's reading kinds at --scale 1, per second (its RATES). */
const RATES = { search_api: 6, detail_api: 10, list_page: 4, listing_page: 10, list_page_signed_in: 1 };

/** A cache of `max` entries kept `ttl` seconds: get() says whether `key` was a hit at time `t`, and keeps it. */
function lru(max: number, ttl: number) {
  const at = new Map<string, number>();
  return (key: string, t: number) => {
    const since = at.get(key);
    const hit = since !== undefined && t - since < ttl;
    at.delete(key);
    at.set(key, hit ? since : t);
    if (at.size > max) at.delete(at.keys().next().value!);
    return hit;
  };
}

function run(scale: number, warmSeconds: number, entries: number, ttl: number, pageEntries = 500) {
  const tail = portalTail(places, live, 42);
  const answers = lru(entries, ttl);
  const pages = lru(pageEntries, ttl);
  const count = { answers: [0, 0], pages: [0, 0] };
  const note = (which: 'answers' | 'pages', hit: boolean, t: number) => {
    if (t >= warmSeconds) count[which][hit ? 0 : 1]!++;
  };
  // Kinds in turn, in proportion to their rates (the order does not matter to these counts).
  const turns = Object.entries(RATES).flatMap(([kind, n]) => Array<string>(n).fill(kind));
  const step = 1 / (turns.length * scale);
  let i = 0;
  for (let t = 0; t < warmSeconds + 60; t += step) {
    const kind = turns[i++ % turns.length]!;
    if (kind === 'search_api') note('answers', answers(`s?${tail.search()}`, t), t);
    else if (kind === 'detail_api') note('answers', answers(`d${tail.listing()}`, t), t);
    else {
      // A page kept answers itself; one rendered asks the API, whose answer may be kept.
      const [page, answer] = kind === 'listing_page' ? ['l', `d${tail.listing()}`] : ['p', `s?${tail.search()}`];
      const hit = pages(page + answer, t);
      note('pages', hit, t);
      if (!hit) note('answers', answers(answer, t), t);
    }
  }
  const rate = ([h, m]: number[]) => `${((100 * h!) / (h! + m!)).toFixed(1)} %`;
  console.log(
    `×${String(scale).padEnd(3)} ${warmSeconds ? 'warm' : 'cold'}  answers ${String(entries).padStart(8)}, pages ${String(pageEntries).padStart(8)} kept ${ttl} s: ` +
      `listing cache ${rate(count.answers)}, page cache ${rate(count.pages)}`,
  );
}

console.log(`${live.length} live listings, ${places.length} places; one minute counted\n`);
for (const [scale, warm, entries, ttl] of [
  [1, 0, 2000, 300],
  [1, 600, 2000, 300],
  [10, 600, 2000, 300],
  [30, 600, 2000, 300],
  [30, 600, 20_000, 300],
  [30, 600, 20_000, 1800],
] as const)
  run(scale, warm, entries, ttl);

// One cache in front of every instance that keeps every answer and page for the whole time limit
// (a shared proxy or CDN with room to spare): what the mix itself allows, whatever the cache.
console.log('\nno limit on entries, after an hour of the same traffic:');
for (const scale of [1, 3, 30]) run(scale, 3600, Infinity, 3600, Infinity);
