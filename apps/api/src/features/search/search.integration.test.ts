// Public search on a real database, with a small hand-made set of listings whose expected
// answers are known in advance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import type { Row } from '@aangan/db';

// These tests search far faster than a person (security.integration.test.ts tests the limit).
const MANY = { max: 1_000_000, windowMs: 60_000 };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const C = { lat: 28.4595, lng: 77.0266 };
/** A point `km` north of C. */
const north = (km: number) => C.lat + km / 111.195;
const ids: Record<string, number> = {};

interface L {
  key: string;
  title: string;
  purpose: string;
  type: string;
  status?: string;
  [col: string]: unknown;
}
const LISTINGS: L[] = [
  {
    key: 'rent3',
    title: '3 BHK Apartment for Rent in Sector 54',
    purpose: 'rent',
    type: 'apartment',
    monthly_rent: 60000,
    bedrooms: 3,
    bathrooms: 3,
    area_sqft: 1800,
    locality: 'Sector 54',
    landmark: 'Near Golf Course Road',
    city: 'Gurugram',
    pincode: '122002',
    amenities: ['Gym', 'Parking', 'Swimming Pool'],
    features: ['Furnished'],
    parking_spaces: 2,
    floor_number: 7,
    age_of_property: 3,
    latitude: north(1),
    longitude: C.lng,
    like_count: 10,
    created_at: '2026-11-10',
  },
  {
    key: 'rent2',
    title: '2 BHK Builder Floor for Rent in DLF Phase 2',
    purpose: 'rent',
    type: 'builder_floor',
    monthly_rent: 35000,
    bedrooms: 2,
    bathrooms: 2,
    area_sqft: 1100,
    locality: 'DLF Phase 2',
    city: 'Gurgaon',
    amenities: ['Parking'],
    features: ['Semi-Furnished'],
    parking_spaces: 1,
    floor_number: 2,
    age_of_property: 12,
    latitude: north(4),
    longitude: C.lng,
    like_count: 50,
    created_at: '2026-11-09',
  },
  {
    key: 'buy4',
    title: '4 BHK Apartment for Sale in Sohna Road',
    purpose: 'buy',
    type: 'apartment',
    base_price: 32000000,
    bedrooms: 4,
    bathrooms: 4,
    area_sqft: 2600,
    locality: 'Sector 49',
    landmark: 'Near Sohna Road',
    amenities: ['Gym', 'Parking', 'Security'],
    features: ['Park Facing'],
    parking_spaces: 2,
    floor_number: 12,
    age_of_property: 1,
    latitude: north(8),
    longitude: C.lng,
    created_at: '2026-11-08',
  },
  {
    key: 'house',
    title: '5 BHK Independent House for Sale in Sector 15',
    purpose: 'buy',
    type: 'house',
    base_price: 55000000,
    bedrooms: 5,
    bathrooms: 5,
    area_sqft: 4000,
    locality: 'Sector 15',
    pincode: '122001',
    amenities: ['Garden', 'Parking'],
    features: ['Corner Property'],
    parking_spaces: 3,
    floor_number: 0,
    age_of_property: 20,
    latitude: north(30),
    longitude: C.lng,
    created_at: '2026-11-07',
  },
  {
    key: 'stay',
    title: '2 BHK Short Stay in Cyber City',
    purpose: 'short_stay',
    type: 'apartment',
    daily_rate: 4500,
    bedrooms: 2,
    bathrooms: 2,
    max_occupancy: 4,
    minimum_stay_days: 2,
    locality: 'DLF Phase 3',
    amenities: ['WiFi'],
    features: ['Furnished'],
    latitude: north(2),
    longitude: C.lng,
    created_at: '2026-11-06',
  },
  {
    key: 'stay_small',
    title: 'Studio Short Stay near MG Road',
    purpose: 'short_stay',
    type: 'room',
    daily_rate: 2000,
    bedrooms: 1,
    bathrooms: 1,
    max_occupancy: 2,
    minimum_stay_days: 1,
    locality: 'MG Road',
    amenities: ['WiFi'],
    latitude: north(3),
    longitude: C.lng,
    created_at: '2026-11-05',
  },
  {
    key: 'pg_f',
    title: 'PG for Women in Sector 40',
    purpose: 'pg',
    type: 'room',
    monthly_rent: 12000,
    pg_sharing: 'double',
    pg_food_included: true,
    pg_gender: 'female',
    locality: 'Sector 40',
    latitude: north(4.9),
    longitude: C.lng,
    created_at: '2026-11-04',
  },
  {
    key: 'pg_any',
    title: 'Co-living PG in Sector 45',
    purpose: 'pg',
    type: 'room',
    monthly_rent: 9000,
    pg_sharing: 'triple',
    pg_food_included: false,
    pg_gender: 'any',
    locality: 'Sector 45',
    latitude: north(6),
    longitude: C.lng,
    created_at: '2026-11-03',
  },
  {
    key: 'office',
    title: 'Office Space for Lease in Udyog Vihar',
    purpose: 'commercial',
    type: 'office',
    price_type: 'rent',
    monthly_rent: 150000,
    area_sqft: 2000,
    locality: 'Udyog Vihar',
    latitude: north(7),
    longitude: C.lng,
    created_at: '2026-11-02',
  },
  {
    key: 'noprice',
    title: '3 BHK Apartment, price on request',
    purpose: 'buy',
    type: 'apartment',
    bedrooms: 3,
    locality: 'Sector 65',
    latitude: north(9),
    longitude: C.lng,
    created_at: '2026-11-01',
  },
  {
    key: 'draft',
    title: 'Hidden draft 3 BHK',
    purpose: 'rent',
    type: 'apartment',
    status: 'draft',
    monthly_rent: 1000,
    bedrooms: 3,
    locality: 'Sector 54',
    latitude: north(1),
    longitude: C.lng,
    created_at: '2026-11-11',
  },
  {
    key: 'pending',
    title: 'Hidden pending 3 BHK',
    purpose: 'rent',
    type: 'apartment',
    status: 'pending_review',
    monthly_rent: 1000,
    locality: 'Sector 54',
    latitude: north(1),
    longitude: C.lng,
    created_at: '2026-11-11',
  },
  {
    key: 'expired',
    title: 'Hidden expired 3 BHK',
    purpose: 'rent',
    type: 'apartment',
    status: 'expired',
    monthly_rent: 1000,
    locality: 'Sector 54',
    latitude: north(1),
    longitude: C.lng,
    created_at: '2026-11-11',
  },
  {
    key: 'rejected',
    title: 'Hidden rejected 3 BHK',
    purpose: 'rent',
    type: 'apartment',
    status: 'rejected',
    monthly_rent: 1000,
    locality: 'Sector 54',
    latitude: north(1),
    longitude: C.lng,
    created_at: '2026-11-11',
  },
];
const PUBLIC = LISTINGS.filter((l) => !l.status).length;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media', RATE_LIMIT_SEARCH: MANY }, database: db });
  for (const l of LISTINGS) {
    const { key, type, status, ...cols } = l;
    const all: Record<string, unknown> = { ...cols, property_type: type, status: status ?? 'active' };
    const names = Object.keys(all);
    const r = await db.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      names.map((n) => all[n]),
    );
    ids[key] = r.rows[0]!.id;
  }
  // The short stay is booked for the nights of 20 and 21 December.
  await db.query(
    `INSERT INTO availability_blocks (property_id, start_date, end_date, reason) VALUES ($1, '2026-12-20', '2026-12-22', 'booked')`,
    [ids.stay],
  );
  await db.query(
    `INSERT INTO localities (slug, name, kind, latitude, longitude) VALUES ('sohna-road', 'Sohna Road', 'road', 28.42, 77.04), ('sector-54', 'Sector 54', 'sector', 28.43, 77.11)`,
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function search(query: string) {
  const res = await app.inject(`/api/v1/properties/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    ...body,
    keys: (body.properties as { id: number }[]).map((p) => Object.entries(ids).find(([, v]) => v === p.id)?.[0]),
  } as {
    keys: string[];
    total: number;
    total_pages: number;
    next_cursor: string | null;
    q_corrected?: string;
    properties: Record<string, unknown>[];
  };
}
async function invalid(query: string) {
  const res = await app.inject(`/api/v1/properties/?${query}`);
  expect(res.statusCode, res.body).toBe(422);
  return res.json().detail as { loc: string[]; msg: string; code: string; params?: object }[];
}
const sorted = (keys: string[]) => [...keys].sort();

describe('filters and their aliases', () => {
  it('shows every public listing, newest first, and never a non-public one', async () => {
    const r = await search('limit=50');
    expect(r.total).toBe(PUBLIC);
    expect(r.keys).toEqual([
      'rent3',
      'rent2',
      'buy4',
      'house',
      'stay',
      'stay_small',
      'pg_f',
      'pg_any',
      'office',
      'noprice',
    ]);
  });
  it('filters by purpose, with sale read as buy', async () => {
    expect(sorted((await search('purpose=buy')).keys)).toEqual(['buy4', 'house', 'noprice']);
    expect(sorted((await search('purpose=sale')).keys)).toEqual(['buy4', 'house', 'noprice']);
    expect((await search('purpose=commercial')).keys).toEqual(['office']);
  });
  it('filters by repeated property types and the property_types alias', async () => {
    expect(sorted((await search('property_type=house&property_type=builder_floor')).keys)).toEqual(['house', 'rent2']);
    expect(sorted((await search('property_types=house&property_types=builder_floor')).keys)).toEqual([
      'house',
      'rent2',
    ]);
    expect(sorted((await search('property_type=house,office')).keys)).toEqual(['house', 'office']);
  });
  it('filters price on the price that fits the purpose, with min_price / max_price aliases', async () => {
    expect(sorted((await search('price_min=30000&price_max=70000')).keys)).toEqual(['rent2', 'rent3']);
    expect(sorted((await search('min_price=30000&max_price=70000')).keys)).toEqual(['rent2', 'rent3']);
    expect((await search('purpose=short_stay&price_max=3000')).keys).toEqual(['stay_small']);
  });
  it('filters bedrooms, bathrooms and area, with their aliases', async () => {
    expect(sorted((await search('bedrooms_min=4')).keys)).toEqual(['buy4', 'house']);
    expect(sorted((await search('bedrooms=4')).keys)).toEqual(['buy4', 'house']);
    expect(sorted((await search('bedrooms_min=2&bedrooms_max=2')).keys)).toEqual(['rent2', 'stay']);
    expect(sorted((await search('bathrooms=4')).keys)).toEqual(['buy4', 'house']);
    expect(sorted((await search('bathrooms_max=1')).keys)).toEqual(['stay_small']);
    expect(sorted((await search('min_area=2000&max_area=3000')).keys)).toEqual(['buy4', 'office']);
    expect(sorted((await search('area_min=3000')).keys)).toEqual(['house']);
  });
  it('filters city (Gurgaon and Gurugram are one city), locality and PIN code with zip_code', async () => {
    expect((await search('city=Gurgaon&purpose=rent')).keys).toEqual(['rent3', 'rent2']);
    expect((await search('locality=dlf phase 2')).keys).toEqual(['rent2']);
    expect((await search('pincode=122001')).keys).toEqual(['house']);
    expect((await search('zip_code=122002')).keys).toEqual(['rent3']);
  });
  it('requires every amenity and feature asked for', async () => {
    expect(sorted((await search('amenities=Gym&amenities=Parking')).keys)).toEqual(['buy4', 'rent3']);
    expect((await search('amenities=Gym&amenities=Swimming Pool')).keys).toEqual(['rent3']);
    expect(sorted((await search('features=Furnished')).keys)).toEqual(['rent3', 'stay']);
  });
  it('filters parking, floors and age', async () => {
    expect(sorted((await search('parking_spaces_min=2')).keys)).toEqual(['buy4', 'house', 'rent3']);
    expect(sorted((await search('floor_number_min=5&floor_number_max=10')).keys)).toEqual(['rent3']);
    expect(sorted((await search('age_max=5')).keys)).toEqual(['buy4', 'rent3']);
  });
  it('filters PG sharing, food and gender (an any-gender PG suits everyone)', async () => {
    expect((await search('purpose=pg&pg_food_included=true')).keys).toEqual(['pg_f']);
    expect((await search('purpose=pg&pg_sharing=triple')).keys).toEqual(['pg_any']);
    expect((await search('purpose=pg&pg_gender=female')).keys).toEqual(['pg_f', 'pg_any']);
    expect((await search('purpose=pg&pg_gender=male')).keys).toEqual(['pg_any']);
  });
  it('ignores empty values', async () => {
    expect((await search('purpose=&price_min=&property_type=&q=&lat=&lng=&sort_by=')).total).toBe(PUBLIC);
  });
});

describe('short-stay availability', () => {
  it('excludes stays booked on any of the nights, too small for the guests, or with a longer minimum stay', async () => {
    // Nights of 21 and 22 December overlap the booking of 20-21.
    expect((await search('check_in=2026-12-21&check_out=2026-12-23')).keys).toEqual(['stay_small']);
    // Check-in on the day the booking ends is free.
    expect((await search('check_in=2026-12-22&check_out=2026-12-24')).keys).toEqual(['stay', 'stay_small']);
    // Check-out on the day the booking starts is free; one night is below the 2-night minimum.
    expect((await search('check_in=2026-12-19&check_out=2026-12-20')).keys).toEqual(['stay_small']);
    expect((await search('check_in=2026-12-17&check_out=2026-12-20&guests=3')).keys).toEqual(['stay']);
    expect((await search('purpose=short_stay&guests=5')).keys).toEqual([]);
  });
  it('rejects check-out before check-in and impossible dates', async () => {
    expect((await invalid('check_in=2026-12-22&check_out=2026-12-20'))[0]!.msg).toBe(
      'Check-out must be after check-in',
    );
    expect((await invalid('check_in=2026-02-30&check_out=2026-03-02'))[0]).toMatchObject({
      loc: ['query', 'check_in'],
      code: 'DATE_NOT_REAL',
      msg: 'Enter a date that exists on the calendar',
    });
    expect((await invalid('check_in=2026-12-22'))[0]!.msg).toBe('Give both check-in and check-out dates, or neither');
  });
});

describe('radius', () => {
  it('keeps exactly the listings within the radius and reports their distance', async () => {
    const r = await search('lat=28.4595&lng=77.0266&radius=5&limit=50');
    expect(sorted(r.keys)).toEqual(['pg_f', 'rent2', 'rent3', 'stay', 'stay_small']);
    for (const p of r.properties) {
      // Independently: haversine on the listing's own coordinates.
      const lat = p.latitude as number;
      const R = 6371.0088;
      const expected = 2 * R * Math.asin(Math.sqrt(Math.sin(((lat - C.lat) * Math.PI) / 360) ** 2));
      expect(Math.abs((p.distance_km as number) - expected)).toBeLessThan(0.02);
    }
  });
  it('accepts latitude, longitude and radius_km, and defaults the radius to 20 km', async () => {
    expect(sorted((await search('latitude=28.4595&longitude=77.0266&radius_km=2.5&limit=50')).keys)).toEqual([
      'rent3',
      'stay',
    ]);
    expect((await search('lat=28.4595&lng=77.0266&limit=50')).keys).not.toContain('house');
    expect((await search('lat=28.4595&lng=77.0266&limit=50')).total).toBe(PUBLIC - 1);
  });
});

describe('sorts', () => {
  it('sorts by distance nearest first, and says a point is needed', async () => {
    const r = await search('lat=28.4595&lng=77.0266&radius=100&sort_by=distance&limit=50');
    expect(r.keys).toEqual([
      'rent3',
      'stay',
      'stay_small',
      'rent2',
      'pg_f',
      'pg_any',
      'office',
      'buy4',
      'noprice',
      'house',
    ]);
    expect((await invalid('sort_by=distance'))[0]!.msg).toMatch(/needs a point: send lat and lng/);
  });
  it('sorts by price both ways with price on request last', async () => {
    expect((await search('purpose=buy&sort_by=price_low')).keys).toEqual(['buy4', 'house', 'noprice']);
    expect((await search('purpose=buy&sort_by=price_high')).keys).toEqual(['house', 'buy4', 'noprice']);
    expect((await search('purpose=rent&sort_by=price_low')).keys).toEqual(['rent2', 'rent3']);
    // A ceiling or a floor is where the walk down (or up) the prices starts.
    expect((await search('purpose=buy&sort_by=price_high&price_max=55000000')).keys).toEqual(['house', 'buy4']);
    expect((await search('purpose=buy&sort_by=price_high&price_max=54999999')).keys).toEqual(['buy4']);
    expect((await search('purpose=buy&sort_by=price_low&price_min=32000001')).keys).toEqual(['house']);
    expect((await search('purpose=buy&sort_by=price_low&price_min=32000000')).keys).toEqual(['buy4', 'house']);
  });
  it('sorts by popularity', async () => {
    expect((await search('purpose=rent&sort_by=popular')).keys).toEqual(['rent2', 'rent3']);
  });
  it('ranks text matches for relevance, and falls back to distance or newest without text', async () => {
    const r = await search('q=golf course road&sort_by=relevance');
    expect(r.keys[0]).toBe('rent3');
    expect((await search('lat=28.4595&lng=77.0266&radius=100&sort_by=relevance&limit=3')).keys).toEqual([
      'rent3',
      'stay',
      'stay_small',
    ]);
    expect((await search('sort_by=relevance&limit=2')).keys).toEqual(['rent3', 'rent2']);
  });
});

describe('text', () => {
  it('finds 3 BHK listings on Golf Course Road', async () => {
    expect((await search('q=3 bhk golf course road')).keys).toEqual(['rent3']);
    expect((await search('searchKeyword=3 bhk golf course road')).keys).toEqual(['rent3']);
  });
  it('forgives a misspelt place name and says how it read it', async () => {
    const r = await search('q=4 bhk sohna raod');
    expect(r.keys).toEqual(['buy4']);
    expect(r.q_corrected).toBe('4 bhk Sohna Road');
  });
  it('tags listings with the gazetteer places they are in, also for places added later', async () => {
    const tags = async (key: string) =>
      (
        await db.query<{ names: Row<'localities'>['name'][] }>(
          "SELECT coalesce(array_agg(l.name ORDER BY l.name) FILTER (WHERE l.id IS NOT NULL), '{}') AS names FROM properties p LEFT JOIN localities l ON l.id = ANY(p.place_ids) WHERE p.id = $1",
          [ids[key]],
        )
      ).rows[0]!.names;
    // Locality equal to a place; landmark "Near Sohna Road" without its "Near".
    expect(await tags('rent3')).toEqual(['Sector 54']);
    expect(await tags('buy4')).toEqual(['Sohna Road']);
    expect(await tags('house')).toEqual([]);
    await db.query(
      `INSERT INTO localities (slug, name, kind, latitude, longitude) VALUES ('sector-15', 'Sector 15', 'sector', 28.46, 77.03)`,
    );
    expect(await tags('house')).toEqual(['Sector 15']);
    expect((await search('q=5 bhk sector 15')).keys).toEqual(['house']);
    // A listing whose address changes is re-tagged.
    await db.query(`UPDATE properties SET landmark = NULL WHERE id = $1`, [ids.buy4]);
    expect(await tags('buy4')).toEqual([]);
    await db.query(`UPDATE properties SET landmark = 'Near Sohna Road' WHERE id = $1`, [ids.buy4]);
  });
  it('finds nothing for nonsense rather than everything', async () => {
    expect((await search('q=zzqxv')).total).toBe(0);
  });
});

describe('paging', () => {
  it('pages by number and by cursor without repeats', async () => {
    const p1 = await search('limit=4');
    const p2 = await search('limit=4&page=2');
    const p3 = await search('limit=4&page=3');
    expect(p1.total_pages).toBe(3);
    expect([...p1.keys, ...p2.keys, ...p3.keys]).toEqual((await search('limit=50')).keys);
    expect((await search('limit=4&page=4')).keys).toEqual([]);
    const c2 = await search(`limit=4&cursor=${p1.next_cursor}`);
    expect(c2.keys).toEqual(p2.keys);
    const c3 = await search(`limit=4&cursor=${c2.next_cursor}`);
    expect(c3.keys).toEqual(p3.keys);
    expect(c3.next_cursor).toBeNull();
  });
  it('pages by cursor in price and distance order', async () => {
    const all = (await search('sort_by=price_high&limit=50')).keys;
    const a = await search('sort_by=price_high&limit=6');
    const b = await search(`sort_by=price_high&limit=6&cursor=${a.next_cursor}`);
    expect([...a.keys, ...b.keys]).toEqual(all);
    const near = (await search('lat=28.4595&lng=77.0266&radius=100&sort_by=distance&limit=50')).keys;
    const d1 = await search('lat=28.4595&lng=77.0266&radius=100&sort_by=distance&limit=5');
    const d2 = await search(`lat=28.4595&lng=77.0266&radius=100&sort_by=distance&limit=5&cursor=${d1.next_cursor}`);
    expect([...d1.keys, ...d2.keys]).toEqual(near);
  });
});

describe('validation', () => {
  it('names the field that is out of range', async () => {
    const cases: [string, string, string][] = [
      ['bedrooms_min=21', 'bedrooms_min', 'Must be a whole number between 0 and 20'],
      ['bathrooms_max=11', 'bathrooms_max', 'Must be a whole number between 0 and 10'],
      ['floor_number_min=-1', 'floor_number_min', 'Must be a whole number between 0 and 100'],
      ['guests=0', 'guests', 'Must be a whole number between 1 and 20'],
      ['price_min=-5', 'price_min', 'Must be a number between 0 and 10000000000'],
      ['limit=101', 'limit', 'Must be a whole number between 1 and 100'],
      ['lat=91&lng=77', 'lat', 'Must be a number between -90 and 90'],
      ['price_min=5000&price_max=100', 'price_max', 'Must not be less than the minimum'],
      ['lat=28.4', 'lng', 'Give both latitude and longitude, or neither'],
      ['purpose=castle', 'purpose', 'Must be one of: buy, rent, short_stay, pg, commercial'],
      ['pincode=12345', 'pincode', 'PIN code must be 6 digits'],
      ['cursor=garbage', 'cursor', 'cursor is not valid; use next_cursor from a previous page'],
    ];
    for (const [query, field, msg] of cases)
      expect(
        (await invalid(query)).map((d) => [d.loc.at(-1), d.msg]),
        query,
      ).toContainEqual([field, msg]);
    expect((await invalid('bedrooms_min=21'))[0]).toMatchObject({
      code: 'WHOLE_NUMBER_RANGE',
      params: { min: 0, max: 20 },
    });
    expect((await invalid('bedrooms_min=abc'))[0]).toMatchObject({
      loc: ['query', 'bedrooms_min'],
      code: 'WHOLE_NUMBER_RANGE',
      msg: 'Must be a whole number between 0 and 20',
    });
  });
});

describe('detail and recommendations', () => {
  it('shows detail of public listings only, and counts views off the read path', async () => {
    for (const hidden of ['draft', 'pending', 'expired', 'rejected']) {
      const res = await app.inject(`/api/v1/properties/${ids[hidden]}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Property not found');
    }
    const res = await app.inject(`/api/v1/properties/${ids.rent3}`);
    expect(res.json()).toMatchObject({
      title: '3 BHK Apartment for Rent in Sector 54',
      monthly_rent: 60000,
      view_count: 0,
    });
    await app.inject(`/api/v1/properties/${ids.rent3}`);
    // The tally is written on the next flush (here: the app closing), not during the read.
    await app.close();
    const r = await db.query<Pick<Row<'properties'>, 'view_count'>>('SELECT view_count FROM properties WHERE id = $1', [
      ids.rent3,
    ]);
    expect(r.rows[0]!.view_count).toBe(2);
    app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media', RATE_LIMIT_SEARCH: MANY }, database: db });
  });
  it('recommends popular public listings near a point', async () => {
    const r = (await app.inject('/api/v1/properties/recommendations/?limit=3&lat=28.4595&lng=77.0266')).json();
    expect(r.properties).toHaveLength(3);
    const titles = r.properties.map((p: { title: string }) => p.title);
    expect(titles[0]).toBe('2 BHK Builder Floor for Rent in DLF Phase 2');
    expect(titles.join()).not.toMatch(/Hidden/);
  });
});

describe('what a card shows', () => {
  it('answers each listing with its photo count and the facts people compare, in one query per page', async () => {
    // Three photos for the 4 BHK (the second is the main one), none for the others.
    await db.query(
      `INSERT INTO property_images (property_id, position, is_main, url) SELECT $1, g, g = 1, '/media/demo/photo/1-exterior-960.webp' FROM generate_series(0, 2) g`,
      [ids.buy4],
    );
    await db.query(
      `UPDATE properties SET price_per_sqft = 12308, furnishing = 'semi_furnished', area_type = 'carpet', bhk = 4 WHERE id = $1`,
      [ids.buy4],
    );
    await db.query(`UPDATE properties SET security_deposit = 120000 WHERE id = $1`, [ids.rent3]);
    const r = await search('limit=50');
    const byKey = Object.fromEntries(r.keys.map((k, i) => [k, r.properties[i]!]));
    expect(byKey.buy4).toMatchObject({
      photo_count: 3,
      price_per_sqft: 12308,
      furnishing: 'semi_furnished',
      area_type: 'carpet',
      area_sqft: 2600,
      bhk: 4,
      posted_by: 'owner',
    });
    expect(byKey.buy4!.main_image_url).toBe('/media/demo/photo/1-exterior-960.webp');
    expect(byKey.rent3).toMatchObject({
      photo_count: 0,
      security_deposit: 120000,
      monthly_rent: 60000,
      thumbnail: null,
    });
    expect(r.properties.every((p) => typeof p.photo_count === 'number')).toBe(true);
    // The listing's page counts the same photos.
    expect((await app.inject(`/api/v1/properties/${ids.buy4}`)).json()).toMatchObject({ photo_count: 3 });
    // A page of 50 takes no more statements than a page of 1: nothing is looked up row by row.
    const statements = async (query: string) => {
      const query0 = db.query.bind(db);
      let n = 0;
      db.query = ((text: string, params?: unknown[]) => {
        n++;
        return query0(text, params);
      }) as typeof db.query;
      try {
        await search(query);
      } finally {
        db.query = query0;
      }
      return n;
    };
    const one = await statements('limit=1&sort_by=price_low');
    expect(one).toBeGreaterThan(0);
    expect(await statements('limit=50&sort_by=price_low')).toBeLessThanOrEqual(one);
  });
});

describe('totals at scale', () => {
  it('counts exactly when the matches are few, estimates and says so when they are many, and pages on by cursor', async () => {
    await db.query(`INSERT INTO properties (title, purpose, property_type, status, monthly_rent, created_at)
      SELECT 'Bulk rental ' || g, 'rent', 'apartment', 'active', 20000 + g, '2026-01-01'::timestamptz + g * interval '1 minute' FROM generate_series(1, 3000) g`);
    await db.query('ANALYZE properties');
    const actual = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM properties WHERE status = 'active' AND purpose = 'rent'`,
      )
    ).rows[0]!.n;
    const r = (await app.inject('/api/v1/properties/?purpose=rent&limit=100')).json();
    expect(r.total_exact).toBe(false);
    expect(r.total).toBeGreaterThan(actual * 0.8);
    expect(r.total).toBeLessThan(actual * 1.2);
    expect(r.total_pages).toBe(Math.ceil(r.total / 100));
    // A few hundred matches over several pages: counted exactly.
    const some = (await app.inject('/api/v1/properties/?purpose=rent&price_min=22800&price_max=23000')).json();
    expect(some).toMatchObject({ total: 201, total_exact: true, total_pages: 17 });
    // Collected through the price index and sorted: the same order as any other search.
    const first = async (sort: string) =>
      (await app.inject(`/api/v1/properties/?purpose=rent&price_min=22800&price_max=23000&sort_by=${sort}`)).json()
        .items[0].title;
    expect(await first('newest')).toBe('Bulk rental 3000');
    expect(await first('price_low')).toBe('Bulk rental 2800');
    expect(await first('price_high')).toBe('Bulk rental 3000');
    // One short page: its length is the total.
    expect((await app.inject('/api/v1/properties/?purpose=buy')).json()).toMatchObject({ total: 3, total_exact: true });
    // The cursor walks every row, far past any counted page.
    let cursor = r.next_cursor as string;
    let seen = 100;
    while (cursor) {
      const page = (await app.inject(`/api/v1/properties/?purpose=rent&limit=100&cursor=${cursor}`)).json();
      seen += page.properties.length;
      cursor = page.next_cursor;
    }
    expect(seen).toBe(actual);
  });
});

describe('a circle at scale', () => {
  it('answers the same listings as the plain query in every order, with or without a price band, with an honest total', async () => {
    // 2,000 rentals on a grid around C (its corners beyond 5 km; no two at one distance) and
    // 4,500 older and dearer ones far away, so that the search weighs its ways as it does at a
    // million listings: walking an order's index (the dearest first finds none near C in its
    // first 4,000 and collects instead), or collecting the price band or the box around C.
    await db.query(`INSERT INTO properties (title, purpose, property_type, status, monthly_rent, latitude, longitude, like_count, created_at)
      SELECT 'Grid rental ' || g, 'rent', 'apartment', 'active',
             CASE WHEN g > 2000 THEN 60000 ELSE 10000 END + (g * 7919) % 40000,
             ${C.lat} + (g % 50 - 25) * 0.0015 + g * 0.0000013 + CASE WHEN g > 2000 THEN 0.3 ELSE 0 END,
             ${C.lng} + (g / 50 % 40 - 20) * 0.0017, g % 37,
             '2025-01-01'::timestamptz + CASE WHEN g > 2000 THEN -g ELSE g END * interval '1 hour'
      FROM generate_series(1, 6500) g`);
    await db.query('ANALYZE properties');
    const near = `status = 'active' AND purpose = 'rent'
      AND earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${C.lat}, ${C.lng})) <= 5000`;
    const orders: Record<string, string> = {
      newest: 'created_at DESC, id DESC',
      price_low: 'price_value, id',
      price_high: 'price_value DESC, id DESC',
      popular: 'popularity DESC, id DESC',
      distance: `earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${C.lat}, ${C.lng})), id`,
    };
    for (const band of ['', '&price_max=25000']) {
      const circle = band ? `${near} AND price_value <= 25000` : near;
      const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties WHERE ${circle}`))
        .rows[0]!.n;
      expect(count).toBeGreaterThan(500);
      for (const [sort, order] of Object.entries(orders)) {
        for (const page of [1, 3]) {
          const r = (
            await app.inject(
              `/api/v1/properties/?purpose=rent&lat=${C.lat}&lng=${C.lng}&radius=5${band}&sort_by=${sort}&limit=20&page=${page}`,
            )
          ).json();
          const expected = await db.query<Pick<Row<'properties'>, 'id'>>(
            `SELECT id FROM properties WHERE ${circle} ORDER BY ${order} LIMIT 20 OFFSET ${(page - 1) * 20}`,
          );
          const what = `${sort}${band}, page ${page}`;
          expect(
            r.properties.map((p: { id: number }) => p.id),
            what,
          ).toEqual(expected.rows.map((e) => e.id));
          // Exact when it says so; an estimate otherwise, and a close one.
          if (r.total_exact) expect(r.total, what).toBe(count);
          else {
            expect(r.total, what).toBeGreaterThan(count / 2);
            expect(r.total, what).toBeLessThan(count * 2);
          }
        }
      }
    }
  });
});
