// Search and listing pages kept for visitors without cookies (page-cache.ts, decision 018), on
// the real web build (npm test builds it first) and a real database: a kept page carries its own
// nonce, shows a change to a listing on it at once, stays kept through changes to others and
// through counted views, still counts the listing's views, and is never what a signed-in person gets.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@aangan/contracts';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from './app.ts';
import { signUp } from './testing/accounts.ts';
import { insertListing } from './testing/listings.ts';

const webBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let id: number;

const open = () =>
  buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db, web: { buildDir: webBuild } });
const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
const titles = (html: string) => [...html.matchAll(/<h3 class="card-title"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

beforeAll(async () => {
  if (!existsSync(`${webBuild}/server/index.js`))
    throw new Error('No web build: run npm run build first (npm test does)');
  db = await createTestDatabase();
  id = await insertListing(db, { title: 'Pagecache terrace flat in Sector 54', locality: 'Sector 54' });
  app = await open();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('a kept page', () => {
  it('gets a nonce of its own each time, the one its CSP header names', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => app.inject('/properties?q=pagecache')));
    const nonces = pages.map((p) => nonceOf(p.body)!);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, p] of pages.entries()) {
      expect(p.statusCode).toBe(200);
      expect(p.headers['content-security-policy']).toContain(`'nonce-${nonces[i]}'`);
      expect(p.body.split(nonces[i]!).length).toBeGreaterThan(2); // every script carries it
      expect(p.body.replaceAll(nonces[i]!, 'N')).toBe(pages[0]!.body.replaceAll(nonces[0]!, 'N'));
    }
  });

  it('shows a listing change at once, made here or by another process', async () => {
    expect(titles((await app.inject('/properties?q=pagecache')).body)).toEqual(['Pagecache terrace flat in Sector 54']);
    expect((await app.inject(`/property/${id}`)).body).toContain('Pagecache terrace flat in Sector 54');
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [id, 'Pagecache terrace flat, now with parking']);
    expect(titles((await app.inject('/properties?q=pagecache')).body)).toEqual([
      'Pagecache terrace flat, now with parking',
    ]);
    expect((await app.inject(`/property/${id}`)).body).toContain('Pagecache terrace flat, now with parking');
    await db.query(`UPDATE properties SET status = 'taken_down' WHERE id = $1`, [id]);
    expect((await app.inject(`/property/${id}`)).statusCode).toBe(404);
    expect(titles((await app.inject('/properties?q=pagecache')).body)).toEqual([]);
    await db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [id]);
  });

  it('stays kept when a listing it does not show changes, or when views and likes are counted', async () => {
    const other = await insertListing(db, { title: 'A sale flat elsewhere', purpose: 'buy', base_price: 8_000_000 });
    // A rent search: a sale listing could not enter it.
    const shown = titles((await app.inject('/properties?purpose=rent&q=pagecache')).body);
    expect(shown).toHaveLength(1);
    await app.inject(`/property/${id}`);
    const { hits, misses } = app.cacheStats().pages!;
    await db.query('UPDATE properties SET title = $2 WHERE id = $1', [other, 'A sale flat elsewhere, repainted']);
    await db.query('UPDATE properties SET view_count = view_count + 10, like_count = like_count + 1 WHERE id = $1', [
      id,
    ]);
    expect(titles((await app.inject('/properties?purpose=rent&q=pagecache')).body)).toEqual(shown);
    expect((await app.inject(`/property/${id}`)).statusCode).toBe(200);
    expect(app.cacheStats().pages).toMatchObject({ hits: hits + 2, misses });
  });

  it('is not what a signed-in person sees', async () => {
    const visitor = (await app.inject(`/property/${id}`)).body;
    expect(visitor).toContain('Login to like this property');
    const person = await signUp(app, { full_name: 'Meera Signed' });
    const own = await app.inject({ url: `/property/${id}`, headers: { cookie: `${SESSION_COOKIE}=${person.token}` } });
    expect(own.body).not.toContain('Login to like this property');
    expect(own.body).toContain('Meera');
  });

  it("still counts the listing's views", async () => {
    const before = (await db.query<{ view_count: number }>('SELECT view_count FROM properties WHERE id = $1', [id]))
      .rows[0]!.view_count;
    const counting = await open();
    for (let i = 0; i < 4; i++) expect((await counting.inject(`/property/${id}`)).statusCode).toBe(200);
    await counting.close(); // writes the views it tallied
    const after = (await db.query<{ view_count: number }>('SELECT view_count FROM properties WHERE id = $1', [id]))
      .rows[0]!.view_count;
    expect(after - before).toBe(4);
  });
});
