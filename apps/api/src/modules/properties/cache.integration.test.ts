// The in-memory answers of search and listing pages (cache.ts) on a real database: kept while
// nothing changes, dropped the moment a listing, its photos, tour or availability change —
// including writes that do not pass through this process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { insertListing } from '../../testing/listings.ts';
import { createListingCache } from './cache.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const generation = async () =>
  Number((await db.query<{ n: string }>('SELECT n::text AS n FROM listing_generation')).rows[0]!.n);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    config: { MEDIA_DIR: '/tmp/aangan-test-media', RATE_LIMIT_SEARCH: { max: 1_000_000, windowMs: 60_000 } },
    database: db,
  });
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('the listing generation', () => {
  it('moves once per committed write to any table a listing is shown from, at commit', async () => {
    const id = await insertListing(db, { title: 'Generation test flat' });
    let before = await generation();
    await db.query('UPDATE properties SET title = title || $2 WHERE id = $1', [id, '!']);
    expect(await generation()).toBe(before + 1);

    // Many rows in one transaction: one step, and none until the commit.
    before = await generation();
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE properties SET view_count = view_count + 1 WHERE status = 'active'`);
      await tx.query(
        'INSERT INTO property_images (property_id, url, is_main, position, variants) VALUES ($1, $2, true, 0, $3)',
        [id, '/media/g.jpg', '{}'],
      );
      const inside = Number((await tx.query<{ n: string }>('SELECT n::text AS n FROM listing_generation')).rows[0]!.n);
      expect(inside).toBe(before);
    });
    expect(await generation()).toBe(before + 1);

    // A write that is rolled back changes nothing.
    before = await generation();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'never seen']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await generation()).toBe(before);

    for (const sql of [
      [
        "INSERT INTO availability_blocks (property_id, start_date, end_date) VALUES ($1, '2027-01-01', '2027-01-05')",
        [id],
      ],
      [
        "INSERT INTO virtual_tours (property_id, kind, external_url) VALUES ($1, 'external', 'https://my.matterport.com/show/?m=abc')",
        [id],
      ],
      ['DELETE FROM property_images WHERE property_id = $1', [id]],
    ] as const) {
      before = await generation();
      await db.query(sql[0], [...sql[1]]);
      expect(await generation(), sql[0]).toBe(before + 1);
    }
  });
});

describe('the cache', () => {
  it('answers from memory until the generation moves, then reads again', async () => {
    const cache = createListingCache(db);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    await insertListing(db, { title: 'Something changed' });
    expect(await cache.get('k', load)).toBe(3);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3 });
  });

  it('forgets answers past their time, the least used beyond its size, and failed reads', async () => {
    let t = 0;
    const cache = createListingCache(db, { ttlMs: 1000, maxEntries: 2, now: () => t });
    let reads = 0;
    const load = async () => ++reads;
    await cache.get('a', load);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
    await cache.get('b', load); // 3
    await cache.get('a', load); // used: b is now the least recent
    await cache.get('c', load); // 4, b goes
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(5);
    await expect(
      cache.get('bad', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.get('bad', async () => 'fine now')).toBe('fine now');
  });

  it('shares one read between callers asking at once', async () => {
    const cache = createListingCache(db);
    let reads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 20));
    expect(await Promise.all([cache.get('same', load), cache.get('same', load), cache.get('same', load)])).toEqual([
      1, 1, 1,
    ]);
  });
});

describe('search and listing pages', () => {
  it('show a change made by another process at once, not a kept answer', async () => {
    const id = await insertListing(db, { title: 'Cachetest penthouse with terrace', locality: 'Sector 54' });
    const search = async () =>
      (await app.inject('/api/v1/properties/?q=cachetest')).json().items as {
        id: number;
        title: string;
        thumbnail: string | null;
      }[];
    const detail = async () =>
      (await app.inject(`/api/v1/properties/${id}`)).json() as { title: string; images: unknown[]; status: string };
    expect((await search()).map((p) => p.title)).toEqual(['Cachetest penthouse with terrace']);
    expect((await detail()).title).toBe('Cachetest penthouse with terrace');

    // Straight into the database, as another server process or a script would.
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'Cachetest penthouse, price reduced']);
    expect((await search()).map((p) => p.title)).toEqual(['Cachetest penthouse, price reduced']);
    expect((await detail()).title).toBe('Cachetest penthouse, price reduced');

    await db.query(
      'INSERT INTO property_images (property_id, url, is_main, position, variants) VALUES ($1, $2, true, 0, $3)',
      [id, '/media/p.jpg', JSON.stringify({ 480: '/media/p-480.webp' })],
    );
    expect((await search())[0]!.thumbnail).toBe('/media/p-480.webp');
    expect((await detail()).images).toHaveLength(1);

    await db.query(`UPDATE properties SET status = 'taken_down' WHERE id = $1`, [id]);
    expect(await search()).toEqual([]);
    expect((await app.inject(`/api/v1/properties/${id}`)).statusCode).toBe(404);
  });
});
