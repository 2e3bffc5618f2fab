// Saved searches' matcher at scale (issue 35, decision 055): S saved searches (default 100,000,
// 20 per person) over the real gazetteer, then L listings (default 2,000) going live. Times the
// matching of each listing alone (p50, p95, max: the target is p95 ≤ 50 ms at 100,000 saved
// searches on PostgreSQL), then writes the alerts that are due and counts the e-mails.
//   node bench/saved-searches.ts [S] [L]   (PostgreSQL at BENCH_DATABASE_URL; the database
//   named there is dropped and made again, default postgres://postgres@127.0.0.1:5432/aangan_bench_saved)
// PLACELESS: the share of searches that name no place (default 0.15: "2 BHK to rent under
// ₹40,000" anywhere in the city), which match a large part of all new listings. ALERTS=0 skips
// writing the alerts.
import { migrate, openDatabase } from '@aangan/db';
import { seed } from '@aangan/demo/seed/index';
import { savedSearchQuery, searchQuerySchema } from '@aangan/contracts';
import { createLocationRepository, createSearch, narrowingOf } from '../apps/api/src/features/search/index.ts';
import { sendDueAlerts } from '../apps/api/src/features/search/saved/alerts.ts';
import { NARROWING_COLUMNS, matchListing } from '../apps/api/src/features/search/saved/matcher.ts';
import { linkSecrets } from '../apps/api/src/shared/links.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench_saved';
const searches = Number(process.argv[2] ?? 100_000);
const listings = Number(process.argv[3] ?? 2_000);
const PER_PERSON = 20;
const PLACELESS = Number(process.env.PLACELESS ?? 0.15);

const admin = await openDatabase({ url: url.replace(/\/[^/]*$/, '/postgres'), poolSize: 1 });
const name = new URL(url).pathname.slice(1);
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.close();
const db = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 0 });
await migrate(db);
await seed(db);
await db.query('DELETE FROM listings_to_match'); // the demo listings are not news
const places = (
  await db.query<{ name: string; lat: number; lng: number }>(
    `SELECT name, latitude AS lat, longitude AS lng FROM localities WHERE kind IN ('sector', 'locality', 'society') ORDER BY id`,
  )
).rows;

/** A seeded generator, so two runs save the same searches. */
let seedState = 35;
function rnd(): number {
  seedState = (seedState + 0x6d2b79f5) | 0;
  let x = Math.imul(seedState ^ (seedState >>> 15), 1 | seedState);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

/** What people save, roughly as they search: a purpose, a budget, bedrooms, and a place by name or around a point. */
function query(): string {
  const f = new URLSearchParams();
  const purpose = pick(['rent', 'rent', 'rent', 'buy', 'buy', 'pg', 'short_stay']);
  f.set('purpose', purpose);
  const budget = { rent: [20000, 150000], buy: [5e6, 5e7], pg: [6000, 20000], short_stay: [2000, 9000] }[purpose]!;
  if (rnd() < 0.8)
    f.set('price_max', String(Math.round((budget[0]! + rnd() * (budget[1]! - budget[0]!)) / 1000) * 1000));
  if (purpose !== 'pg' && rnd() < 0.7) f.set('bedrooms_min', String(1 + Math.floor(rnd() * 4)));
  const place = pick(places);
  // Of the searches that name a place, 55 in 85 name it and 30 in 85 draw a circle around it.
  const where = rnd();
  if (where < PLACELESS) {
    // anywhere in the city
  } else if (where < PLACELESS + ((1 - PLACELESS) * 55) / 85) f.set('q', place.name);
  else {
    f.set('lat', place.lat.toFixed(4));
    f.set('lng', place.lng.toFixed(4));
    f.set('radius', pick(['2', '3', '5']));
  }
  if (rnd() < 0.15) f.set('amenities', pick(['Parking', 'Gym', 'Power Backup', 'Lift']));
  return savedSearchQuery(searchQuerySchema.parse(Object.fromEntries(f)));
}

async function saveSearches(): Promise<void> {
  const t0 = Date.now();
  const people = Math.ceil(searches / PER_PERSON);
  await db.query(
    `INSERT INTO users (phone, full_name, email, password_hash)
     SELECT '+9170' || lpad(g::text, 8, '0'), 'Seeker ' || g, 'seeker' || g || '@bench.example', 'x' FROM generate_series(1, $1) g`,
    [people],
  );
  const firstUser = (
    await db.query<{ id: number }>(`SELECT min(id) AS id FROM users WHERE email LIKE '%@bench.example'`)
  ).rows[0]!.id;
  const readers = { search: createSearch(db), places: createLocationRepository(db) };
  const cols = ['user_id', 'name', 'query', 'frequency', ...NARROWING_COLUMNS];
  const kept = new Set<string>();
  for (let start = 0; start < searches; start += 1000) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(searches, start + 1000); i++) {
      if (i % PER_PERSON === 0) kept.clear();
      let q = query();
      while (kept.has(q)) q = query(); // one person saves a search once
      kept.add(q);
      const n = await narrowingOf(readers, q);
      rows.push([
        firstUser + Math.floor(i / PER_PERSON),
        `Search ${i}`,
        q,
        pick(['instant', 'daily', 'daily', 'weekly', 'off']),
        ...NARROWING_COLUMNS.map((c) => (c === 'text_match' && n[c] ? JSON.stringify(n[c]) : n[c])),
      ]);
    }
    const values = rows.map((r, i) => `(${r.map((_, j) => `$${i * cols.length + j + 1}`).join(', ')})`).join(', ');
    await db.query(`INSERT INTO saved_searches (${cols.join(', ')}) VALUES ${values}`, rows.flat());
  }
  await db.query(`UPDATE saved_searches SET created_at = now() - interval '8 days'`);
  await db.query('ANALYZE saved_searches');
  console.log(`saved ${searches} searches for ${people} people in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** L listings like the generated city's, waiting for review, then approved one by one. */
async function listingsGoLive(): Promise<number[]> {
  // The same listings in every run (setseed on the statement's own connection), so runs compare.
  const r = await db.transaction(async (tx) => {
    await tx.query('SELECT setseed(0.35)');
    return tx.query<{ id: number }>(
      `INSERT INTO properties (title, purpose, property_type, status, price_type, monthly_rent, base_price, daily_rate, bedrooms,
       locality, city, latitude, longitude, amenities, verified_at, expires_at)
     SELECT 'Bench listing ' || g, x.purpose::property_purpose, 'apartment', 'pending_review', CASE WHEN x.purpose = 'buy' THEN 'sale' ELSE 'rent' END,
       CASE WHEN x.purpose IN ('rent', 'pg') THEN 8000 + floor(random() * 120000) END,
       CASE WHEN x.purpose = 'buy' THEN 4e6 + floor(random() * 4e7) END,
       CASE WHEN x.purpose = 'short_stay' THEN 1500 + floor(random() * 7000) END,
       1 + floor(random() * 4)::int, l.name, 'Gurugram', l.latitude + (random() - 0.5) * 0.008, l.longitude + (random() - 0.5) * 0.009,
       ARRAY['Parking', 'Lift'], now(), now() + interval '60 days'
     FROM generate_series(1, $1) g
     CROSS JOIN LATERAL (SELECT (ARRAY['rent', 'rent', 'rent', 'buy', 'buy', 'pg', 'short_stay'])[1 + floor(random() * 7 + g * 0)::int] AS purpose) x
     CROSS JOIN LATERAL (SELECT name, latitude, longitude FROM localities WHERE kind IN ('sector', 'locality', 'society')
                         ORDER BY random() + g * 0 LIMIT 1) l
     RETURNING id`,
      [listings],
    );
  });
  await db.query(`UPDATE properties SET status = 'active' WHERE id = ANY($1)`, [r.rows.map((x) => x.id)]);
  return r.rows.map((x) => x.id);
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

await saveSearches();
const ids = await listingsGoLive();
const times: number[] = [];
let matches = 0;
const t0 = Date.now();
for (const id of ids) {
  const started = performance.now();
  matches += await db.transaction(async (tx) => {
    await tx.query('DELETE FROM listings_to_match WHERE property_id = $1', [id]);
    return matchListing(tx, id, null);
  });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `matched ${ids.length} listings against ${searches} saved searches in ${((Date.now() - t0) / 1000).toFixed(1)} s: ` +
    `${matches} matches; per listing p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
);
if (process.env.ALERTS === '0') process.exit(0);
const a0 = Date.now();
const mail = await sendDueAlerts(db, {
  origin: 'https://aangan.example',
  secret: linkSecrets(db),
  perDay: 10,
  now: () => new Date(Date.now() + 86_400_000),
});
const people = (
  await db.query<{ n: number }>(
    `SELECT count(DISTINCT to_address)::int AS n FROM outbox WHERE kind = 'saved_search.alert'`,
  )
).rows[0]!.n;
console.log(
  `alerts: ${mail.sent} e-mails to ${people} people (${mail.capped} held by the daily cap), written in ${((Date.now() - a0) / 1000).toFixed(1)} s`,
);
await db.close();
