// Similar listings nearby (GET /properties/{id}/similar) on a real database: a hand-made set of
// listings around one point whose expected answer is known in advance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { SIMILAR_LIMIT } from '@aangan/contracts';
import { buildApp } from '../../app.ts';
import { SIMILAR_SCAN } from './similar.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const C = { lat: 28.4595, lng: 77.0266 };
/** A point `km` north of C. */
const north = (km: number) => C.lat + km / 111.195;
const ids: Record<string, number> = {};

interface L {
  key: string;
  purpose: string;
  type: string;
  status?: string;
  km: number;
  [col: string]: unknown;
}
const LISTINGS: L[] = [
  // The listing whose page asks, at C.
  { key: 'src', purpose: 'buy', type: 'apartment', bedrooms: 3, base_price: 20_000_000, km: 0 },
  // Live, to buy, 3 bedrooms: inserted out of order, expected nearest first.
  { key: 'b3_far', purpose: 'buy', type: 'apartment', bedrooms: 3, base_price: 19_000_000, km: 6 },
  { key: 'b3_near', purpose: 'buy', type: 'house', bedrooms: 3, base_price: 21_000_000, km: 1 },
  { key: 'b3_mid', purpose: 'buy', type: 'builder_floor', bedrooms: 3, base_price: 18_000_000, km: 3 },
  // Nearer, but not like it: other bedrooms, other purposes.
  { key: 'b2', purpose: 'buy', type: 'apartment', bedrooms: 2, base_price: 12_000_000, km: 0.2 },
  { key: 'b4', purpose: 'buy', type: 'apartment', bedrooms: 4, base_price: 32_000_000, km: 0.3 },
  { key: 'r3', purpose: 'rent', type: 'apartment', bedrooms: 3, monthly_rent: 60_000, km: 0.4 },
  { key: 's3', purpose: 'short_stay', type: 'apartment', bedrooms: 3, daily_rate: 6000, km: 0.5 },
  // Like it and nearer, but not live.
  { key: 'draft', purpose: 'buy', type: 'apartment', bedrooms: 3, status: 'draft', km: 0.1 },
  { key: 'pending', purpose: 'buy', type: 'apartment', bedrooms: 3, status: 'pending_review', km: 0.1 },
  { key: 'expired', purpose: 'buy', type: 'apartment', bedrooms: 3, status: 'expired', km: 0.15 },
  { key: 'paused', purpose: 'buy', type: 'apartment', bedrooms: 3, status: 'paused', km: 0.15 },
  { key: 'rejected', purpose: 'buy', type: 'apartment', bedrooms: 3, status: 'rejected', km: 0.15 },
  // Like it but with no location: never "nearby".
  { key: 'nowhere', purpose: 'buy', type: 'apartment', bedrooms: 3, km: Number.NaN },
  // Commercial space has no bedrooms: like means the same type and the same deal.
  { key: 'office_sale', purpose: 'commercial', type: 'office', price_type: 'sale', base_price: 50_000_000, km: 0 },
  { key: 'office_sale2', purpose: 'commercial', type: 'office', price_type: 'sale', base_price: 40_000_000, km: 2 },
  { key: 'office_lease', purpose: 'commercial', type: 'office', price_type: 'rent', monthly_rent: 150_000, km: 0.5 },
  { key: 'shop_sale', purpose: 'commercial', type: 'shop', price_type: 'sale', base_price: 9_000_000, km: 0.6 },
];

async function insert(l: L): Promise<number> {
  const { key: _key, type, status, km, ...cols } = l;
  const all: Record<string, unknown> = {
    ...cols,
    title: `${_key} listing`,
    property_type: type,
    status: status ?? 'active',
    city: 'Gurugram',
    latitude: Number.isNaN(km) ? null : north(km),
    longitude: Number.isNaN(km) ? null : C.lng,
  };
  const names = Object.keys(all);
  const r = await db.query<Pick<Row<'properties'>, 'id'>>(
    `INSERT INTO properties (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    names.map((n) => all[n]),
  );
  return r.rows[0]!.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  for (const l of LISTINGS) ids[l.key] = await insert(l);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const keyOf = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `#${id}`;
async function similar(key: string) {
  const res = await app.inject(`/api/v1/properties/${ids[key]}/similar`);
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as {
    id: number;
    distance_km: number;
    status: string;
    purpose: string;
    bedrooms: number | null;
  }[];
  return { items, keys: items.map((p) => keyOf(p.id)) };
}

describe('similar listings nearby', () => {
  it('are live listings of the same purpose and bedrooms, nearest first, each with its distance, never the listing itself', async () => {
    const { items, keys } = await similar('src');
    expect(keys).toEqual(['b3_near', 'b3_mid', 'b3_far']);
    expect(items.map((p) => Math.round(p.distance_km * 10) / 10)).toEqual([1, 3, 6]);
    expect(items.every((p) => p.status === 'active' && p.purpose === 'buy' && p.bedrooms === 3)).toBe(true);
  });

  it('for commercial space are of the same type and the same deal', async () => {
    expect((await similar('office_sale')).keys).toEqual(['office_sale2']);
  });

  it('are at most six, the nearest six', async () => {
    const added: string[] = [];
    for (let i = 0; i < SIMILAR_LIMIT + 2; i++) {
      const key = `more${i}`;
      ids[key] = await insert({
        key,
        purpose: 'buy',
        type: 'apartment',
        bedrooms: 3,
        base_price: 20_000_000,
        km: 7 + i,
      });
      added.push(key);
    }
    try {
      const { keys } = await similar('src');
      expect(keys).toEqual(['b3_near', 'b3_mid', 'b3_far', ...added.slice(0, SIMILAR_LIMIT - 3)]);
    } finally {
      await db.query('DELETE FROM properties WHERE id = ANY($1::int[])', [added.map((k) => ids[k])]);
    }
  });

  it('follow a listing going live or leaving at once (the answer is not kept past a change)', async () => {
    expect((await similar('src')).keys[0]).toBe('b3_near');
    await db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [ids.draft]);
    expect((await similar('src')).keys).toEqual(['draft', 'b3_near', 'b3_mid', 'b3_far']);
    await db.query(`UPDATE properties SET status = 'draft' WHERE id = $1`, [ids.draft]);
    expect((await similar('src')).keys).toEqual(['b3_near', 'b3_mid', 'b3_far']);
  });

  it('are looked for among the listing\'s nearest neighbours only: a like beyond them is not "nearby"', async () => {
    // SIMILAR_SCAN two-bedroom homes to buy, all nearer than the six-kilometre one.
    const r = await db.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (title, purpose, property_type, status, city, bedrooms, base_price, latitude, longitude)
       SELECT 'crowd ' || g, 'buy', 'apartment', 'active', 'Gurugram', 2, 10000000, $1 + g * 0.000001, $2 FROM generate_series(1, $3::int) g RETURNING id`,
      [north(4), C.lng, SIMILAR_SCAN],
    );
    try {
      expect((await similar('src')).keys).toEqual(['b3_near', 'b3_mid']);
    } finally {
      await db.query('DELETE FROM properties WHERE id = ANY($1::int[])', [r.rows.map((x) => x.id)]);
    }
    expect((await similar('src')).keys).toEqual(['b3_near', 'b3_mid', 'b3_far']);
  });

  it('are none for a listing without a location', async () => {
    expect((await similar('nowhere')).items).toEqual([]);
  });

  it('are asked for a live listing only: 404 for one that is not live or does not exist, 422 for an id that is not one', async () => {
    for (const id of [ids.draft, ids.pending, ids.expired, ids.rejected, 999_999]) {
      const res = await app.inject(`/api/v1/properties/${id}/similar`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ code: 'PROPERTY_NOT_FOUND', detail: 'Property not found' });
    }
    const bad = await app.inject('/api/v1/properties/abc/similar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['path', 'id']);
  });

  it('are in the OpenAPI document as a public operation', async () => {
    const doc = (await app.inject('/api/v1/openapi.json')).json();
    const op = doc.paths['/api/v1/properties/{id}/similar'].get;
    expect(op['x-access']).toBe('public');
    expect(op.responses['200']).toBeDefined();
  });
});
