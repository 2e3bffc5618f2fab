// Search benchmark: a mix of realistic searches against the API at 8 connections (autocannon),
// then the same searches straight through the search module (SQL + driver, no HTTP), and the
// ratio of the two. Run bench/generate.ts first.
//   node bench/search.ts [seconds per kind]          (PostgreSQL, BENCH_DATABASE_URL)
//   BENCH_DATA_DIR=./data node bench/search.ts       (the embedded PGlite database)
import { fork } from 'node:child_process';
import type autocannon from 'autocannon';
import { startCannon } from './cannon.ts';
import { openDatabase } from '@aangan/db';
import { createSearch } from '../apps/api/src/features/search/search.ts';
import { readSearch } from './search-query.ts';
import { createLocationRepository } from '../apps/api/src/features/search/locations/repository.ts';

const url = process.env.BENCH_DATA_DIR
  ? undefined
  : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench');
const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const port = 3900 + Math.floor(Math.random() * 50);

const db = await openDatabase({ url, dataDir: process.env.BENCH_DATA_DIR, poolSize: 10 });
const points = (
  await db.query<{ name: string; lat: number; lng: number }>(
    `SELECT name, latitude AS lat, longitude AS lng FROM localities WHERE kind IN ('sector', 'locality', 'road', 'metro_station')`,
  )
).rows;
const words = (
  await db.query<{ name: string }>(
    `SELECT name FROM localities WHERE kind IN ('locality', 'road', 'society') ORDER BY id LIMIT 200`,
  )
).rows.map((r) => r.name);
let seed = 7;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
const day = (n: number) => new Date(Date.now() + n * 86400e3).toISOString().slice(0, 10);
const near = () => {
  const p = pick(points);
  return `lat=${p.lat.toFixed(5)}&lng=${p.lng.toFixed(5)}`;
};

const KINDS: Record<string, () => string> = {
  radius_distance: () => `${near()}&radius=5&purpose=rent&bedrooms_min=2&sort_by=distance`,
  radius_newest: () => `${near()}&radius=5&purpose=buy&price_max=${pick([8, 15, 30])}0000000&sort_by=newest`,
  radius_price: () => `${near()}&radius=10&purpose=rent&sort_by=price_low`,
  types_amenities: () =>
    `purpose=buy&property_type=apartment&property_type=builder_floor&amenities=Gym&amenities=Parking&sort_by=newest`,
  keyword: () => `q=${encodeURIComponent(`${pick(['2', '3'])} bhk ${pick(words)}`)}&sort_by=newest`,
  short_stay: () => {
    const d = Math.floor(rnd() * 60);
    return `check_in=${day(d)}&check_out=${day(d + 2)}&guests=2&sort_by=price_low`;
  },
  page_50: () => `purpose=rent&sort_by=newest&page=50`,
  // Who may rent and pets (decision 044): the seeker's kind matches its own and "anyone" listings.
  tenants_newest: () =>
    `purpose=rent&preferred_tenants=${pick(['family', 'bachelors', 'company'])}&pets_allowed=true&sort_by=newest`,
  tenants_near: () => `${near()}&radius=5&purpose=rent&preferred_tenants=bachelors&pets_allowed=true&sort_by=distance`,
  tenants_budget: () =>
    `purpose=rent&preferred_tenants=company&bedrooms_min=3&price_max=${pick([40, 60, 80])}000&sort_by=price_low`,
};

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

async function http(gen: () => string, duration: number) {
  const times: number[] = [];
  let errors = 0;
  const inst = startCannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/v1/properties/?${gen()}` }) }],
  });
  inst.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    times.push(ms);
    if (status !== 200) errors++;
  });
  const r = await inst;
  return {
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    rps: r.requests.average,
    errors: errors + r.errors,
  };
}

// One search module for the whole run, as in the server: its planner-estimate cache fills the same way.
const search = createSearch(db);
const places = createLocationRepository(db);

async function direct(gen: () => string, count: number) {
  const before = search.estimateStats();
  const times: number[] = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (i++ < count) {
        // Read the query as the route does ("3 bhk" is a bedroom count, a named place a tag), and time it.
        const { query: q, text } = readSearch(gen());
        const t = performance.now();
        const place = text ? await places.resolvePlace(text) : null;
        await search.search(
          q,
          !text
            ? null
            : place && place.similarity >= 0.9
              ? { words: place.rest || null, place: place.place, placeIds: place.placeIds }
              : { words: text, place: null },
        );
        times.push(performance.now() - t);
      }
    }),
  );
  const after = search.estimateStats();
  const hits = after.hits - before.hits;
  return { p50: pct(times, 50), p95: pct(times, 95), cached: hits / (hits + after.misses - before.misses) };
}

/** The server's listing-cache counters (bench/serve.ts answers over IPC). */
function cacheStats(): Promise<{ hits: number; misses: number }> {
  return new Promise((resolve) => {
    const answer = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !('stats' in m)) return;
      server.off('message', answer);
      resolve((m as { stats: { hits: number; misses: number } }).stats);
    };
    server.on('message', answer);
    server.send('stats');
  });
}

// The server must open the same database as this script (its own default would be ./data).
const server = fork(new URL('./serve.ts', import.meta.url), {
  env: { ...process.env, BENCH_PORT: String(port), ...(url ? { BENCH_DATABASE_URL: url } : {}) },
});
await new Promise((resolve) => server.once('message', resolve));
const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties`)).rows[0]!.n;
console.log(
  `${new Date().toISOString()} — ${total} listings on ${db.kind}; ${CONNECTIONS} connections, ${seconds} s per kind\n`,
);
console.log(
  'kind              API p50   p95   p99 (ms)   req/s  errors | SQL p50   p95 (ms) | API/SQL p50 | estimates cached',
);
const rows: Record<string, unknown>[] = [];
// KINDS=keyword,page_50 runs only those (and skips the mixed run); KINDS=mixed only the mixed run.
const only = process.env.KINDS?.split(',');
for (const [kind, gen] of Object.entries(KINDS).filter(([k]) => !only || only.includes(k))) {
  await http(gen, 2); // warm caches
  const a = await http(gen, seconds);
  const s = await direct(gen, 400);
  rows.push({ kind, ...a, sql_p50: s.p50, sql_p95: s.p95 });
  console.log(
    `${kind.padEnd(16)} ${a.p50.toFixed(1).padStart(7)} ${a.p95.toFixed(1).padStart(5)} ${a.p99.toFixed(1).padStart(5)}       ${a.rps.toFixed(0).padStart(6)} ${String(a.errors).padStart(6)} | ${s.p50.toFixed(1).padStart(7)} ${s.p95.toFixed(1).padStart(5)}      | ${(a.p50 / s.p50).toFixed(2).padStart(11)} | ${Number.isNaN(s.cached) ? '-' : `${(s.cached * 100).toFixed(0)} %`}`,
  );
}
const kinds = Object.values(KINDS);
if (only && !only.includes('mixed')) {
  server.kill('SIGTERM');
  await db.close();
  process.exit(0);
}
const before = await cacheStats();
const mixed = await http(() => pick(kinds)(), seconds * 2);
const after = await cacheStats();
const hits = after.hits - before.hits;
const misses = after.misses - before.misses;
console.log(
  `\nmixed            ${mixed.p50.toFixed(1).padStart(7)} ${mixed.p95.toFixed(1).padStart(5)} ${mixed.p99.toFixed(1).padStart(5)}       ${mixed.rps.toFixed(0).padStart(6)} ${String(mixed.errors).padStart(6)}` +
    ` | listing cache ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)} % of ${hits + misses} answers`,
);
server.kill('SIGTERM');
await db.close();
