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
import { signUp } from './shared/testing/accounts.ts';
import { insertListing } from './shared/testing/listings.ts';
import type { Row } from '@aangan/db';

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
    const before = (
      await db.query<Pick<Row<'properties'>, 'view_count'>>('SELECT view_count FROM properties WHERE id = $1', [id])
    ).rows[0]!.view_count;
    const counting = await open();
    for (let i = 0; i < 4; i++) expect((await counting.inject(`/property/${id}`)).statusCode).toBe(200);
    await counting.close(); // writes the views it tallied
    const after = (
      await db.query<Pick<Row<'properties'>, 'view_count'>>('SELECT view_count FROM properties WHERE id = $1', [id])
    ).rows[0]!.view_count;
    expect(after - before).toBe(4);
  });
});

// A signed-in person's search page is built once for every viewer of their kind and filled in
// (personal-pages.ts, decision 040): what they see must be what rendering it for them alone gives.
describe('a signed-in search page', () => {
  const search = '/properties?q=pagecache';
  const as = (token: string, extra = '') =>
    app.inject({ url: search, headers: { cookie: `${SESSION_COOKIE}=${token}${extra}` } });
  // What a person sees: the page without its scripts (the data they carry differs by design), nonces aside.
  const visible = (html: string) =>
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replaceAll(nonceOf(html)!, 'N')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const byItself = (token: string) => as(token, '; aangan_other=1'); // another cookie: rendered for this request alone

  it('shows what rendering it for that person alone shows, whatever their name, picture and role', async () => {
    const people = [
      await signUp(app, { full_name: `Rohan "Ro" D'Souza & Co` }),
      await signUp(app, { full_name: 'मीरा शर्मा' }),
      await signUp(app, { full_name: 'Admin Person' }),
    ];
    await db.query(`UPDATE users SET full_name = $2 WHERE id = $1`, [
      people[0]!.id,
      `</script><b>"x"</b> D'Souza & Co`,
    ]);
    await db.query(`UPDATE users SET profile_image_url = '/media/avatars/a&b.webp' WHERE id = $1`, [people[1]!.id]);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [people[2]!.id]);
    for (const p of people) {
      const filled = await as(p.token);
      const alone = await byItself(p.token);
      expect(filled.statusCode).toBe(200);
      expect(visible(filled.body)).toBe(visible(alone.body));
    }
    expect((await as(people[0]!.token)).body).toContain(
      '&lt;/script&gt;&lt;b&gt;&quot;x&quot;&lt;/b&gt; D&#x27;Souza &amp; Co',
    );
    expect((await as(people[2]!.token)).body).toContain('href="/admin"');
  });

  it('is built once for people of a kind, each getting their own name and form token', async () => {
    const a = await signUp(app, { full_name: 'Kabir First' });
    const b = await signUp(app, { full_name: 'Zoya Second' });
    await as(a.token);
    const { hits, misses } = app.cacheStats().pages!;
    const [pageA, pageB] = [(await as(a.token)).body, (await as(b.token)).body];
    expect(app.cacheStats().pages).toMatchObject({ hits: hits + 2, misses });
    expect(pageA).toContain('Kabir First');
    expect(pageA).not.toContain('Zoya');
    expect(pageB).toContain('Zoya Second');
    const tokenOf = (html: string) => [...new Set([...html.matchAll(/name="csrf" value="([^"]+)"/g)].map((m) => m[1]))];
    expect(tokenOf(pageA)).toHaveLength(1);
    expect(tokenOf(pageB)).toHaveLength(1);
    expect(tokenOf(pageA)).not.toEqual(tokenOf(pageB));
  });

  it('shows the listings the person likes as liked, to them only, and a like at once', async () => {
    const fan = await signUp(app, { full_name: 'Liking Person' });
    const other = await signUp(app, { full_name: 'Other Person' });
    const likedOnPage = (html: string) => (html.match(/aria-pressed="true"/g) ?? []).length;
    expect(likedOnPage((await as(fan.token)).body)).toBe(0);
    const session = (
      await app.inject({ url: '/api/v1/auth/session', headers: { cookie: `${SESSION_COOKIE}=${fan.token}` } })
    ).json();
    const like = await app.inject({
      method: 'PUT',
      url: `/api/v1/swipes/${id}/toggle`,
      headers: { cookie: `${SESSION_COOKIE}=${fan.token}`, 'x-csrf-token': session.csrf_token },
    });
    expect(like.statusCode, like.body).toBe(200);
    const fans = await as(fan.token);
    expect(likedOnPage(fans.body)).toBe(1);
    expect(visible(fans.body)).toBe(visible((await byItself(fan.token)).body));
    expect(likedOnPage((await as(other.token)).body)).toBe(0);
  });

  it('carries the person for the browser as the session answer gives them', async () => {
    const p = await signUp(app, { full_name: 'Carried Person' });
    const cookie = `${SESSION_COOKIE}=${p.token}`;
    const session = (await app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json();
    const json = /<script type="application\/json" id="aangan-viewer" nonce="[^"]+">(.*?)<\/script>/.exec(
      (await as(p.token)).body,
    )?.[1];
    expect(JSON.parse(json!)).toEqual({ user: session.user, csrf: session.csrf_token, unread: 0 });
  });

  it("shows each person's own unread count on the bell, and the same page as one rendered for them alone", async () => {
    const p = await signUp(app, { full_name: 'Belled Person' });
    const other = await signUp(app, { full_name: 'Quiet Person' });
    const bell = (html: string) => /class="bell-count"[^>]*>(\d\+?)</.exec(html)?.[1] ?? null;
    expect(bell((await as(p.token)).body)).toBeNull();
    await db.query(
      `INSERT INTO notifications (user_id, kind, data, link) VALUES ($1, 'saved_search', '{}', '/'), ($1, 'saved_search', '{}', '/')`,
      [p.id],
    );
    const page = (await as(p.token)).body;
    expect(bell(page)).toBe('2');
    expect(page).toContain('"unread":2');
    expect(visible(page)).toBe(visible((await byItself(p.token)).body));
    expect(bell((await as(other.token)).body)).toBeNull();
  });

  it('is rendered as usual for an ended session (which signs out) and with a flash message', async () => {
    const gone = await as('A'.repeat(43));
    expect(gone.body).toContain('Login to like this property');
    expect(gone.headers['set-cookie']).toBeDefined();
    const p = await signUp(app, { full_name: 'Flash Person' });
    const flash = encodeURIComponent(JSON.stringify({ id: 'f1', kind: 'success', message: 'Login successful!' }));
    const withFlash = await as(p.token, `; aangan_flash=${flash}`);
    expect(withFlash.body).toContain('Login successful!');
    expect(withFlash.body).not.toContain('id="aangan-viewer"');
  });
});
