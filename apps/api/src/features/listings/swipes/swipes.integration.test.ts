import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let ids: { flat: number; villa: number; stay: number; draft: number };
let neha: Person;
let arjun: Person;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  const ins = async (title: string, purpose: string, status = 'active', lat = 28.44, lng = 77.06, extra = '') =>
    (
      await db.query<Pick<Row<'properties'>, 'id'>>(
        `INSERT INTO properties (title, purpose, property_type, status, monthly_rent, base_price, daily_rate, bedrooms, bhk, latitude, longitude, locality, view_count ${extra ? ', like_count' : ''})
     VALUES ($1, $2, 'apartment', $3, 30000, 15000000, 3000, 2, 2, $4, $5, 'Sector 56', 0 ${extra}) RETURNING id`,
        [title, purpose, status, lat, lng],
      )
    ).rows[0]!.id;
  ids = {
    flat: await ins('2 BHK flat in Sector 56', 'rent'),
    villa: await ins('Villa on Golf Course Road', 'buy', 'active', 28.45, 77.1, ', 50'),
    stay: await ins('Studio for short stays', 'short_stay'),
    draft: await ins('Unpublished draft', 'rent', 'draft'),
  };
  neha = await signUp(app, { full_name: 'Neha Verma' });
  arjun = await signUp(app, { full_name: 'Arjun Malik' });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const likeCount = async (id: number) =>
  (await db.query<Pick<Row<'properties'>, 'like_count'>>('SELECT like_count FROM properties WHERE id = $1', [id]))
    .rows[0]!.like_count;

describe('likes', () => {
  it('records a like once, counts it on the listing, and shows it as liked in search and detail', async () => {
    const call = as(app, neha);
    const r = await call('POST', '/swipes/', { property_id: ids.flat, is_liked: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ property_id: ids.flat, liked: true, like_count: 1, swipe: { is_liked: true } });
    // Liking again changes nothing.
    expect((await call('POST', '/swipes/', { property_id: ids.flat, is_liked: true })).json().like_count).toBe(1);
    expect(await likeCount(ids.flat)).toBe(1);

    const search = (await call('GET', '/properties/?purpose=rent')).json().items as { id: number; liked?: boolean }[];
    expect(search.find((p) => p.id === ids.flat)?.liked).toBe(true);
    expect((await call('GET', `/properties/${ids.flat}`)).json().liked).toBe(true);
    expect((await as(app, arjun)('GET', `/properties/${ids.flat}`)).json().liked).toBe(false);
    // Visitors get no flag at all.
    expect((await as(app, null)('GET', `/properties/${ids.flat}`)).json()).not.toHaveProperty('liked');
  });

  it('toggles by listing id, keeping the count true', async () => {
    const call = as(app, arjun);
    const on = await call('PUT', `/swipes/${ids.villa}/toggle/`);
    expect(on.json()).toMatchObject({ liked: true, like_count: 51 });
    const off = await call('PUT', `/swipes/${ids.villa}/toggle/`);
    expect(off.json()).toMatchObject({ liked: false, like_count: 50 });
    expect(await likeCount(ids.villa)).toBe(50);
  });

  it('concurrent toggles by two people and repeated likes never lose or double a count', async () => {
    await Promise.all([
      ...Array.from({ length: 5 }, () => as(app, neha)('POST', '/swipes/', { property_id: ids.stay, is_liked: true })),
      ...Array.from({ length: 5 }, () => as(app, arjun)('POST', '/swipes/', { property_id: ids.stay, is_liked: true })),
    ]);
    expect(await likeCount(ids.stay)).toBe(2);
  });

  it('lists favourites newest first with only public listings, and undoes the last swipe', async () => {
    const p = await signUp(app);
    const call = as(app, p);
    await call('POST', '/swipes/', { property_id: ids.flat, is_liked: true });
    await call('POST', '/swipes/', { property_id: ids.villa, is_liked: false });
    await call('POST', '/swipes/', { property_id: ids.stay, is_liked: true });
    expect((await call('POST', '/swipes/', { property_id: ids.draft, is_liked: true })).statusCode).toBe(404);

    const fav = (await call('GET', '/swipes/?is_liked=true')).json();
    expect(fav.items.map((x: { id: number }) => x.id)).toEqual([ids.stay, ids.flat]);
    expect(fav.items.every((x: { liked: boolean }) => x.liked)).toBe(true);
    expect(fav.total).toBe(2);
    expect((await call('GET', '/swipes/')).json().total).toBe(3);

    const stats = (await call('GET', '/swipes/stats/')).json();
    expect(stats).toMatchObject({ liked: 2, disliked: 1, total: 3 });
    expect(stats.by_purpose).toMatchObject({
      rent: { liked: 1, disliked: 0 },
      buy: { liked: 0, disliked: 1 },
      short_stay: { liked: 1, disliked: 0 },
      pg: { liked: 0, disliked: 0 },
    });

    const before = await likeCount(ids.stay);
    const undo = await call('DELETE', '/swipes/undo/');
    expect(undo.json()).toMatchObject({ property_id: ids.stay, liked: false });
    expect(await likeCount(ids.stay)).toBe(before - 1);
    expect((await call('GET', '/swipes/?is_liked=true')).json().total).toBe(1);
    await call('DELETE', '/swipes/undo/');
    await call('DELETE', '/swipes/undo/');
    const none = await call('DELETE', '/swipes/undo/');
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('Nothing to undo');
  });

  it('needs sign-in, and checks its input', async () => {
    expect((await as(app, null)('POST', '/swipes/', { property_id: ids.flat, is_liked: true })).statusCode).toBe(401);
    expect((await as(app, null)('GET', '/swipes/')).statusCode).toBe(401);
    const bad = await as(app, neha)('POST', '/swipes/', { property_id: 'x', is_liked: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect((await as(app, neha)('GET', '/swipes/?is_liked=perhaps')).statusCode).toBe(422);
  });
});

describe('recommendations', () => {
  it('put what a person prefers first and leave out what they disliked', async () => {
    const p = await signUp(app);
    const call = as(app, p);
    await call('PUT', '/users/preferences/', {
      purposes: ['short_stay'],
      property_types: [],
      budget_min: null,
      budget_max: null,
      localities: [],
      bhk: [],
    });
    await call('POST', '/swipes/', { property_id: ids.villa, is_liked: false });
    const mine = (await call('GET', '/properties/recommendations/?limit=6')).json().items as { id: number }[];
    expect(mine[0]!.id).toBe(ids.stay);
    expect(mine.map((x) => x.id)).not.toContain(ids.villa);
    expect(mine.map((x) => x.id)).not.toContain(ids.draft);
    // A visitor gets the popular ones (the villa has the most likes).
    const anyone = (await as(app, null)('GET', '/properties/recommendations/?limit=6')).json().items as {
      id: number;
    }[];
    expect(anyone[0]!.id).toBe(ids.villa);
  });
});
