// The in-memory answers of search and listing pages (cache.ts) on a real database: kept while
// nothing they show changes, dropped when a change to a live listing touches them — as the
// database reports it, also for writes that do not pass through this process — and all dropped
// when a report was missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@aangan/db';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import { createListingCache } from './cache.ts';
import { createListingChanges, LISTING_CHANGES } from './listing-changes.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const generation = async () =>
  Number((await db.query<{ n: string }>('SELECT n::text AS n FROM listing_generation')).rows[0]!.n);

/** The messages the database sends about listings, as a listener hears them. */
async function hearing(database: Database) {
  const heard: Record<string, unknown>[] = [];
  const stop = await database.listen(LISTING_CHANGES, {
    message: (p) => heard.push(JSON.parse(p) as Record<string, unknown>),
    state: () => {},
  });
  return { heard, stop };
}

/** Waits (polling, up to 2 s) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met within 2 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function startedCache(database: Database = db, opts = {}) {
  const changes = createListingChanges(database);
  await changes.start();
  return { changes, cache: createListingCache(changes, opts) };
}

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

describe('what the database reports', () => {
  it('moves the generation once per committed change to a live listing, at commit, and says which', async () => {
    const id = await insertListing(db, { title: 'Generation test flat' });
    const { heard, stop } = await hearing(db);
    let before = await generation();
    await db.query('UPDATE properties SET title = title || $2 WHERE id = $1', [id, '!']);
    expect(await generation()).toBe(before + 1);
    await until(() => heard.length === 1);
    expect(heard[0]).toMatchObject({
      g: String(before + 1),
      id,
      b: { status: 'active', purpose: 'rent', locality: 'Sector 56' },
      a: { status: 'active', purpose: 'rent' },
    });

    // Several parts of one listing in one transaction: one step, and none until the commit.
    before = await generation();
    await db.transaction(async (tx) => {
      await tx.query('UPDATE properties SET bedrooms = 3 WHERE id = $1', [id]);
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
      "INSERT INTO availability_blocks (property_id, start_date, end_date) VALUES ($1, '2027-01-01', '2027-01-05')",
      "INSERT INTO virtual_tours (property_id, kind, external_url) VALUES ($1, 'external', 'https://my.matterport.com/show/?m=abc')",
      'DELETE FROM property_images WHERE property_id = $1',
    ]) {
      before = await generation();
      await db.query(sql, [id]);
      expect(await generation(), sql).toBe(before + 1);
    }
    await stop();
  });

  it('says nothing of counters, nor of listings nobody can see', async () => {
    const id = await insertListing(db, { title: 'Counted flat' });
    const draft = await insertListing(db, { title: 'A draft', status: 'draft' });
    const { heard, stop } = await hearing(db);
    const before = await generation();
    await db.query(
      'UPDATE properties SET view_count = view_count + 5, like_count = like_count + 1, interest_count = interest_count + 1, visit_count = visit_count + 1 WHERE id = $1',
      [id],
    );
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [draft, 'Still a draft']);
    expect(await generation()).toBe(before);
    // The draft going live is news.
    await db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [draft]);
    await until(() => heard.length === 1);
    expect(heard[0]).toMatchObject({ id: draft, b: { status: 'draft' }, a: { status: 'active' } });
    await stop();
  });

  it('sends one "anything changed" for a transaction touching more than a hundred listings', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 102; i++) ids.push(await insertListing(db, { title: `Bulk ${i}` }));
    const { heard, stop } = await hearing(db);
    await db.query(`UPDATE properties SET title = title || ' (bulk)' WHERE id = ANY($1::int[])`, [ids]);
    await until(() => heard.some((m) => m.all === true));
    expect(heard.filter((m) => m.id !== undefined)).toHaveLength(100);
    await stop();
  });
});

describe('the cache', () => {
  it('drops what a change touches and keeps the rest', async () => {
    const rent = await insertListing(db, { title: 'Rented flat', purpose: 'rent' });
    const { cache, changes } = await startedCache();
    let reads = 0;
    const load = async () => ++reads;
    const rentSearch = { tags: () => ({ ids: [], scope: (f: { purpose: string }) => f.purpose === 'rent' }) };
    const buySearch = { tags: () => ({ ids: [], scope: (f: { purpose: string }) => f.purpose === 'buy' }) };
    const detail = { tags: () => ({ ids: [rent], scope: () => false }) };
    expect(await cache.get('rent', load, rentSearch)).toBe(1);
    expect(await cache.get('buy', load, buySearch)).toBe(2);
    expect(await cache.get('detail', load, detail)).toBe(3);
    expect(await cache.get('anything', load)).toBe(4);
    expect(await cache.get('rent', load, rentSearch)).toBe(1);

    await db.query('UPDATE properties SET monthly_rent = 32000 WHERE id = $1', [rent]);
    expect(await cache.get('buy', load, buySearch)).toBe(2); // no sale listing changed
    expect(await cache.get('rent', load, rentSearch)).toBe(5);
    expect(await cache.get('detail', load, detail)).toBe(6);
    expect(await cache.get('anything', load)).toBe(7);

    // A new sale listing could enter sale searches only.
    await insertListing(db, { title: 'For sale', purpose: 'buy', base_price: 9_000_000 });
    expect(await cache.get('rent', load, rentSearch)).toBe(5);
    expect(await cache.get('detail', load, detail)).toBe(6);
    expect(await cache.get('buy', load, buySearch)).toBe(8);
    expect(cache.stats()).toMatchObject({ hits: 4, misses: 8, dropped: 5, cleared: 0 });
    await changes.stop();
  });

  it('keeps searches a listing cannot enter by its new words or photos, unless they match words', async () => {
    const id = await insertListing(db, { title: 'Described flat', purpose: 'rent' });
    const { cache, changes } = await startedCache();
    let reads = 0;
    const load = async () => ++reads;
    const rentSearch = { tags: () => ({ ids: [], scope: (f: { purpose: string }) => f.purpose === 'rent' }) };
    const keywordSearch = { tags: () => ({ ids: [], scope: () => true, words: true }) };
    const detail = { tags: () => ({ ids: [id], scope: () => false }) };
    const ask = async () => [
      await cache.get('rent', load, rentSearch),
      await cache.get('words', load, keywordSearch),
      await cache.get('detail', load, detail),
    ];
    expect(await ask()).toEqual([1, 2, 3]);
    await db.query('UPDATE properties SET description = $2 WHERE id = $1', [id, 'Now with a lift and a view']);
    expect(await ask()).toEqual([1, 4, 5]);
    await db.query(
      'INSERT INTO property_images (property_id, url, is_main, position, variants) VALUES ($1, $2, true, 0, $3)',
      [id, '/media/desc.jpg', '{}'],
    );
    expect(await ask()).toEqual([1, 6, 7]);
    // An amenity, or dates blocked, can move it into searches filtered by them.
    await db.query(`UPDATE properties SET amenities = array_append(amenities, 'Gym') WHERE id = $1`, [id]);
    expect(await ask()).toEqual([8, 9, 10]);
    await db.query(
      "INSERT INTO availability_blocks (property_id, start_date, end_date) VALUES ($1, '2027-02-01', '2027-02-05')",
      [id],
    );
    expect(await ask()).toEqual([11, 12, 13]);
    await changes.stop();
  });

  it('drops everything when the generation moved without a message', async () => {
    const { cache, changes } = await startedCache();
    let reads = 0;
    const load = async () => ++reads;
    const none = { tags: () => ({ ids: [], scope: () => false }) };
    expect(await cache.get('k', load, none)).toBe(1);
    expect(await cache.get('k', load, none)).toBe(1);
    // As if a message had been lost on the way.
    await db.query('UPDATE listing_generation SET n = n + 1');
    expect(await cache.get('k', load, none)).toBe(2);
    expect(cache.stats()).toMatchObject({ cleared: 1 });
    await changes.stop();
  });

  it('checks the generation on every read while not listening', async () => {
    const changes = createListingChanges(db); // never started
    const cache = createListingCache(changes);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await insertListing(db, { title: 'Something changed' });
    expect(await cache.get('k', load)).toBe(2);
  });

  it("sees another process's change within a second", async () => {
    // On PostgreSQL, a second connection pool, as another server process would have.
    const other = db.kind === 'postgres' ? await openDatabase({ url: db.url, poolSize: 1 }) : db;
    const id = await insertListing(db, { title: 'Watched flat' });
    const { cache, changes } = await startedCache();
    let reads = 0;
    const load = async () => ++reads;
    const detail = { tags: () => ({ ids: [id], scope: () => false }) };
    expect(await cache.get('detail', load, detail)).toBe(1);
    await other.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'Watched flat, sold out']);
    const t0 = Date.now();
    await until(async () => (await cache.get('detail', load, detail)) === 2);
    expect(Date.now() - t0).toBeLessThan(1000);
    await changes.stop();
    if (other !== db) await other.close();
  });

  it('forgets answers past their time, the least used beyond its size, and failed reads', async () => {
    let t = 0;
    const { cache, changes } = await startedCache(db, { ttlMs: 1000, maxEntries: 2, now: () => t });
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
    await changes.stop();
  });

  it('shares one read between callers asking at once, and does not keep one a change overtook', async () => {
    const id = await insertListing(db, { title: 'Raced flat' });
    const { cache, changes } = await startedCache();
    let reads = 0;
    let release = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        release = () => resolve(++reads);
      });
    const detail = { tags: () => ({ ids: [id], scope: () => false }) };
    const asked = Promise.all([cache.get('same', slow, detail), cache.get('same', slow, detail)]);
    await until(() => cache.stats().misses === 1 && cache.stats().hits === 1);
    // The listing changes while its answer is being read: that answer is given, not kept.
    let told = 0;
    changes.subscribe(() => told++); // after the cache, which subscribed first
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'Raced flat, changed']);
    await until(() => told === 1);
    release();
    expect(await asked).toEqual([1, 1]);
    expect(await cache.get('same', async () => ++reads, detail)).toBe(2);
    await changes.stop();
  });
});

describe('search answers and pages through the API', () => {
  it('a change to a listing shows at once in its detail and in searches, and a sale listing leaves rent searches kept', async () => {
    const id = await insertListing(db, { title: 'Before the change', locality: 'Sector 57' });
    const detail = () => app.inject({ method: 'GET', url: `/api/v1/properties/${id}` });
    const rentSearch = () => app.inject({ method: 'GET', url: '/api/v1/properties?purpose=rent&locality=sector%2057' });
    expect((await detail()).json().title).toBe('Before the change');
    expect((await rentSearch()).json().items.map((r: { id: number }) => r.id)).toContain(id);
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'After the change']);
    expect((await detail()).json().title).toBe('After the change');
    const found = (await rentSearch()).json().items.find((r: { id: number }) => r.id === id);
    expect(found.title).toBe('After the change');

    const { misses } = app.cacheStats().listings;
    await insertListing(db, { title: 'A sale far away', purpose: 'buy', base_price: 5_000_000 });
    await rentSearch();
    expect(app.cacheStats().listings.misses).toBe(misses);
  });
});
