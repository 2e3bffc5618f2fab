// Loads N synthetic listings (default 1,000,000) spread over the real Gurugram gazetteer into a
// PostgreSQL database for the search benchmark. Prices follow each place's reference band.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/aangan_bench node bench/generate.ts [N]
import { migrate, openDatabase } from '@aangan/db';
import { seed } from '@aangan/demo/seed/index';
import { AMENITIES, FEATURES } from '@aangan/contracts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench';
const total = Number(process.argv[2] ?? 1_000_000);
const BATCH = 50_000;

const admin = await openDatabase({ url: url.replace(/\/[^/]*$/, '/postgres'), poolSize: 1 });
const name = new URL(url).pathname.slice(1);
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.close();

const db = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 0 }); // bulk loads run for minutes
const t0 = Date.now();
await migrate(db);
await seed(db); // gazetteer, accounts, projects, content and the 460 demo listings
await db.query(`CREATE TEMP TABLE bench_places AS
  SELECT row_number() OVER (ORDER BY id)::int AS rn, name, coalesce('Sector ' || sector, name) AS locality, latitude, longitude,
         coalesce(price_per_sqft_min, 8000) AS pmin, coalesce(price_per_sqft_max, 12000) AS pmax
    FROM localities WHERE kind IN ('sector', 'locality', 'society')`);
const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_places')).rows[0]!.n;
await db.query('SELECT setseed(0.42)');

// Places are tagged in one set-based pass after the load, not row by row (migration 0007).
await db.query('ALTER TABLE properties DISABLE TRIGGER properties_place_ids_trg');
// A generated city is not a million listings going live: no saved search is waiting for them
// (migration 0033's queue for the saved searches' matcher stays empty).
await db.query('ALTER TABLE properties DISABLE TRIGGER properties_added_live');
for (let start = 0; start < total; start += BATCH) {
  const end = Math.min(total, start + BATCH) - 1;
  await db.query(
    `
    INSERT INTO properties (external_ref, title, description, purpose, property_type, status, price_type, base_price, monthly_rent,
      daily_rate, bedrooms, bhk, bathrooms, area_sqft, locality, sub_locality, full_address, city, latitude, longitude, amenities,
      features, parking_spaces, floor_number, total_floors, age_of_property, max_occupancy, minimum_stay_days, pg_sharing,
      pg_food_included, pg_gender, preferred_tenants, pets_allowed, created_at, verified_at, like_count, view_count, visit_count)
    SELECT 'bench:' || g, t.title, t.title || '. Close to ' || bp.name || ', Gurugram.', t.purpose::property_purpose, t.ptype::property_type,
      CASE WHEN r6 < 0.95 THEN 'active' ELSE 'pending_review' END::listing_status,
      CASE WHEN t.purpose IN ('buy') THEN 'sale' ELSE 'rent' END,
      CASE WHEN t.purpose = 'buy' THEN round(t.area * (bp.pmin + r5 * (bp.pmax - bp.pmin)) / 50000) * 50000 END,
      CASE WHEN t.purpose = 'rent' THEN round(t.area * (bp.pmin + r5 * (bp.pmax - bp.pmin)) * 0.03 / 12 / 500) * 500
           WHEN t.purpose = 'pg' THEN 7000 + round(r5 * 30) * 500
           WHEN t.purpose = 'commercial' THEN round(t.area * (60 + r5 * 90) / 1000) * 1000 END,
      CASE WHEN t.purpose = 'short_stay' THEN 1500 + t.beds * 1200 + round(r5 * 20) * 100 END,
      t.beds, t.beds, greatest(1, t.beds - (r4 < 0.4)::int), t.area, bp.locality, bp.name, bp.name || ', ' || bp.locality || ', Gurugram',
      'Gurugram', bp.latitude + (r7 - 0.5) * 0.008, bp.longitude + (r8 - 0.5) * 0.009,
      ARRAY(SELECT a FROM unnest($3::text[]) a WHERE random() < 0.45 + 0 * g),
      ARRAY(SELECT f FROM unnest($4::text[]) f WHERE random() < 0.2 + 0 * g),
      floor(r4 * 3)::int, floor(r9 * 20)::int, 20, floor(r3 * 15)::int,
      CASE WHEN t.purpose = 'short_stay' THEN t.beds * 2 END, CASE WHEN t.purpose = 'short_stay' THEN 1 + floor(r9 * 3)::int END,
      CASE WHEN t.purpose = 'pg' THEN (ARRAY['single', 'double', 'triple'])[1 + floor(r9 * 3)::int] END,
      CASE WHEN t.purpose = 'pg' THEN r4 < 0.6 END,
      CASE WHEN t.purpose = 'pg' THEN (ARRAY['male', 'female', 'any'])[1 + floor(r3 * 3)::int] END,
      -- Whom a rental is let to, as owners on the portals answer (decision 044): a third anyone,
      -- families most often otherwise, company leases rarely; pets in a third of rentals, few PGs.
      CASE WHEN t.purpose = 'rent' THEN CASE WHEN r10 < 0.35 THEN ARRAY['any'] WHEN r10 < 0.65 THEN ARRAY['family']
        WHEN r10 < 0.75 THEN ARRAY['company', 'family'] WHEN r10 < 0.85 THEN ARRAY['bachelors']
        WHEN r10 < 0.9 THEN ARRAY['bachelors', 'company'] WHEN r10 < 0.95 THEN ARRAY['bachelors', 'family'] ELSE ARRAY['company'] END END,
      CASE WHEN t.purpose = 'rent' THEN r11 < 0.35 WHEN t.purpose = 'pg' THEN r11 < 0.15 END,
      now() - r2 * interval '365 days', now() - r2 * interval '364 days',
      floor(r3 ^ 3 * 120)::int, floor(r7 * 2000)::int, floor(r8 ^ 4 * 30)::int
    FROM (SELECT g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9, random() r10, random() r11,
                 1 + floor(random() * $5)::int AS pr FROM generate_series($1::int, $2::int) g) s
    JOIN bench_places bp ON bp.rn = s.pr
    CROSS JOIN LATERAL (
      SELECT purpose, ptype, beds, (CASE WHEN ptype IN ('office', 'shop') THEN 300 + r4 * 3000 ELSE 450 + beds * 420 + r4 * 400 END)::int AS area,
             CASE WHEN ptype IN ('office', 'shop') THEN initcap(ptype) || ' for lease in ' || bp.name
                  ELSE beds || ' BHK ' || replace(initcap(ptype), '_', ' ') || ' for ' || replace(purpose, '_', ' ') || ' in ' || bp.name END AS title
        FROM (SELECT CASE WHEN r1 < 0.35 THEN 'buy' WHEN r1 < 0.65 THEN 'rent' WHEN r1 < 0.75 THEN 'short_stay' WHEN r1 < 0.87 THEN 'pg' ELSE 'commercial' END AS purpose) p1
        CROSS JOIN LATERAL (SELECT CASE
            WHEN p1.purpose = 'pg' THEN 'room'
            WHEN p1.purpose = 'commercial' THEN CASE WHEN r9 < 0.6 THEN 'office' ELSE 'shop' END
            WHEN r9 < 0.6 THEN 'apartment' WHEN r9 < 0.85 THEN 'builder_floor' ELSE 'house' END AS ptype) p2
        CROSS JOIN LATERAL (SELECT CASE WHEN p1.purpose = 'pg' THEN 1 WHEN p2.ptype IN ('office', 'shop') THEN 0 ELSE 1 + floor(r3 * 4)::int END AS beds) p3
    ) t`,
    [start, end, [...AMENITIES], [...FEATURES], n],
  );
  process.stdout.write(`\r${end + 1} listings (${Math.round((Date.now() - t0) / 1000)} s)`);
}
await db.query(`INSERT INTO availability_blocks (property_id, start_date, end_date, reason)
  SELECT id, current_date + (id % 60), current_date + (id % 60) + 2 + (id % 4), 'booked' FROM properties
   WHERE purpose = 'short_stay' AND id % 3 = 0`);
await db.query('ALTER TABLE properties ENABLE TRIGGER properties_place_ids_trg');
await db.query('ALTER TABLE properties ENABLE TRIGGER properties_added_live');
await db.query('SELECT tag_all_properties()');
await db.query('VACUUM ANALYZE');
console.log(`\nloaded ${total} listings into ${name} in ${Math.round((Date.now() - t0) / 1000)} s`);
await db.close();
