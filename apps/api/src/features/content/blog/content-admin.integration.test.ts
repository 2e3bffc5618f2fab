import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let admin: Person;
let agent: Person;
let owner: Person;
let user: Person;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  agent = await signUp(app, { full_name: 'Vikram Agent' });
  owner = await signUp(app, { full_name: 'Owner Person' });
  user = await signUp(app, { full_name: 'Plain User' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [agent.id]);
  await db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [owner.id]);
  await db.query(
    `INSERT INTO pages (unique_name, title, content, updated_at) VALUES ('privacy-policy', 'Privacy Policy', '# Privacy Policy', '2026-01-01T00:00:00Z')`,
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** The refused fields of an answer as `field: CODE`. */
const msgs = (res: { json(): unknown }) => {
  const d = (res.json() as { detail: string | { loc: (string | number)[]; code: string }[] }).detail;
  return typeof d === 'string' ? [d] : d.map((x) => `${x.loc.slice(1).join('.')}: ${x.code}`);
};
const reader = (url: string) => app.inject(`/api/v1${url}`);

describe('content editing is for admins only', () => {
  it('refuses visitors (401) and users, owners and agents (403), before validation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/blog/posts'],
      ['GET', '/admin/blog/posts/1'],
      ['POST', '/admin/blog/posts', {}],
      ['PUT', '/admin/blog/posts/1', { slug: 'BAD' }],
      ['DELETE', '/admin/blog/posts/1'],
      ['GET', '/admin/blog/categories'],
      ['POST', '/admin/blog/categories', {}],
      ['PUT', '/admin/blog/categories/1', {}],
      ['DELETE', '/admin/blog/categories/1'],
      ['GET', '/admin/blog/tags'],
      ['POST', '/admin/blog/tags', {}],
      ['PUT', '/admin/blog/tags/1', {}],
      ['DELETE', '/admin/blog/tags/1'],
      ['GET', '/admin/pages'],
      ['PUT', '/admin/pages/privacy-policy', {}],
      ['PUT', '/admin/pages/BAD NAME', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(app, null)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(app, owner)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(app, user)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(app, agent)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the blog', () => {
  it('categories and tags: slugs made from names, unique, refused when malformed', async () => {
    const call = as(app, admin);
    const cat = await call('POST', '/admin/blog/categories', {
      name: 'Buying Guides',
      description: 'How to buy in Gurugram',
    });
    expect(cat.statusCode, cat.body).toBe(201);
    expect(cat.json()).toEqual({
      id: expect.any(Number),
      slug: 'buying-guides',
      name: 'Buying Guides',
      description: 'How to buy in Gurugram',
      posts: 0,
    });
    expect((await call('POST', '/admin/blog/categories', { name: 'Buying guides!' })).json().slug).toBe(
      'buying-guides-2',
    );
    const clash = await call('POST', '/admin/blog/categories', { name: 'Other', slug: 'buying-guides' });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      {
        code: 'SLUG_TAKEN',
        detail: [
          { loc: ['body', 'slug'], code: 'SLUG_TAKEN', msg: 'This slug is already in use', type: 'value_error' },
        ],
      },
    ]);
    expect(msgs(await call('POST', '/admin/blog/tags', { name: 'RERA', slug: 'Has Spaces' }))).toEqual([
      'slug: SLUG_FORMAT',
    ]);
    expect(msgs(await call('POST', '/admin/blog/tags', {}))).toEqual(['name: REQUIRED']);
    expect((await call('POST', '/admin/blog/tags', { name: 'RERA' })).json()).toMatchObject({ slug: 'rera', posts: 0 });
    const renamed = await call('PUT', `/admin/blog/categories/${cat.json().id}`, { name: 'Buyer Guides' });
    expect(renamed.json()).toMatchObject({ name: 'Buyer Guides', slug: 'buying-guides' });
    expect((await call('PUT', '/admin/blog/tags/999999', { name: 'Nope' })).json()).toEqual({
      code: 'TAG_NOT_FOUND',
      detail: 'Tag not found',
    });
  });

  it('writes a draft, hidden from readers but listed for admins; publishing shows it', async () => {
    const call = as(app, admin);
    const [cat] = (await call('GET', '/admin/blog/categories')).json().items;
    const [tag] = (await call('GET', '/admin/blog/tags')).json().items;
    const bad = await call('POST', '/admin/blog/posts', {
      title: 'Hi',
      content: '',
      slug: 'Not_OK',
      cover_image_url: 'http://x.example/a.jpg',
      status: 'live',
      tag_ids: [999999],
    });
    expect(msgs(bad)).toEqual([
      'title: TOO_SHORT',
      'slug: SLUG_FORMAT',
      'content: REQUIRED',
      'cover_image_url: IMAGE_URL_INVALID',
      'status: NOT_ONE_OF',
    ]);
    expect(bad.json().detail[0]).toMatchObject({ params: { min: 3 }, msg: 'Must be at least 3 characters' });
    expect(
      msgs(
        await call('POST', '/admin/blog/posts', { title: 'Stamp duty in Haryana', content: 'x', tag_ids: [999999] }),
      ),
    ).toEqual(['tag_ids: TAG_UNKNOWN']);
    expect(
      msgs(
        await call('POST', '/admin/blog/posts', { title: 'Stamp duty in Haryana', content: 'x', category_id: 999999 }),
      ),
    ).toEqual(['category_id: CATEGORY_UNKNOWN']);

    const created = await call('POST', '/admin/blog/posts', {
      title: 'Stamp Duty in Haryana: 2026 Rates',
      content: '## Rates\n\nWomen pay 2% less.',
      excerpt: 'What buyers pay',
      author_name: 'Aangan Desk',
      category_id: cat.id,
      tag_ids: [tag.id],
      cover_image_url: '/media/demo/blog/stamp.webp',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({
      slug: 'stamp-duty-in-haryana-2026-rates',
      status: 'draft',
      published_at: null,
      author_name: 'Aangan Desk',
      content: '## Rates\n\nWomen pay 2% less.',
      category: { id: cat.id, slug: 'buying-guides' },
      tags: [{ id: tag.id, slug: 'rera', name: 'RERA' }],
    });
    expect((await reader(`/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect((await reader('/blog/posts')).json().total).toBe(0);
    expect(
      (await call('GET', '/admin/blog/posts'))
        .json()
        .items.map((p: { id: number; status: string }) => [p.id, p.status]),
    ).toEqual([[post.id, 'draft']]);
    expect((await call('GET', '/admin/blog/posts?status=published')).json().total).toBe(0);
    // Same title again: the slug gets a number.
    expect(
      (await call('POST', '/admin/blog/posts', { title: 'Stamp duty in Haryana — 2026 rates', content: 'Copy' })).json()
        .slug,
    ).toBe('stamp-duty-in-haryana-2026-rates-2');

    const published = (await call('PUT', `/admin/blog/posts/${post.id}`, { status: 'published' })).json();
    expect(published.status).toBe('published');
    expect(Date.now() - new Date(published.published_at).getTime()).toBeLessThan(60_000);
    expect((await reader(`/blog/posts/${post.slug}`)).json()).toMatchObject({
      id: post.id,
      title: 'Stamp Duty in Haryana: 2026 Rates',
    });
    expect((await reader('/blog/categories')).json().items[0]).toMatchObject({ slug: 'buying-guides', count: 1 });

    // Editing keeps the slug unless one is given; a taken one is refused.
    const edited = (
      await call('PUT', `/admin/blog/posts/${post.id}`, { title: 'Stamp duty in Haryana, explained', tag_ids: [] })
    ).json();
    expect(edited).toMatchObject({ title: 'Stamp duty in Haryana, explained', slug: post.slug, tags: [] });
    const taken = await call('PUT', `/admin/blog/posts/${post.id}`, { slug: 'stamp-duty-in-haryana-2026-rates-2' });
    expect([taken.statusCode, msgs(taken)]).toEqual([409, ['slug: SLUG_TAKEN']]);
    // Scheduling: a future date hides it again.
    await call('PUT', `/admin/blog/posts/${post.id}`, { published_at: '2099-01-01T00:00:00+05:30' });
    expect((await reader(`/blog/posts/${post.slug}`)).statusCode).toBe(404);

    expect((await call('DELETE', `/admin/blog/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/admin/blog/posts/${post.id}`)).json()).toEqual({
      code: 'POST_NOT_FOUND',
      detail: 'Post not found',
    });
    expect((await call('DELETE', `/admin/blog/posts/${post.id}`)).statusCode).toBe(404);
    const audit = await db.query(
      `SELECT action FROM audit_log WHERE entity = 'blog_post' AND entity_id = $1 ORDER BY id`,
      [String(post.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'blog_post.create',
      'blog_post.update',
      'blog_post.update',
      'blog_post.update',
      'blog_post.delete',
    ]);
  });

  it('deleting a category keeps its posts; deleting a tag takes it off posts', async () => {
    const call = as(app, admin);
    const cat = (await call('POST', '/admin/blog/categories', { name: 'Renting' })).json();
    const tag = (await call('POST', '/admin/blog/tags', { name: 'Deposits' })).json();
    const post = (
      await call('POST', '/admin/blog/posts', {
        title: 'Security deposits explained',
        content: 'Two months is usual.',
        category_id: cat.id,
        tag_ids: [tag.id],
        status: 'published',
      })
    ).json();
    expect((await call('DELETE', `/admin/blog/categories/${cat.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/blog/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/admin/blog/posts/${post.id}`)).json()).toMatchObject({ category: null, tags: [] });
  });
});

describe('policy pages', () => {
  it('are listed for admins, published or not, and saved with a fresh date', async () => {
    const call = as(app, admin);
    expect((await call('GET', '/admin/pages')).json().items.map((p: { unique_name: string }) => p.unique_name)).toEqual(
      ['privacy-policy'],
    );
    const bad = await call('PUT', '/admin/pages/privacy-policy', { title: '', content: '' });
    expect(msgs(bad)).toEqual(['title: REQUIRED', 'content: REQUIRED']);
    expect(msgs(await call('PUT', '/admin/pages/Bad_Name', { title: 'Terms', content: 'x' }))).toEqual([
      'uniqueName: PAGE_NAME_FORMAT',
    ]);
    const saved = await call('PUT', '/admin/pages/privacy-policy', {
      title: 'Privacy Policy',
      summary: 'What we keep and why.',
      content: '# Privacy Policy\n\nUpdated.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      unique_name: 'privacy-policy',
      summary: 'What we keep and why.',
      is_published: true,
    });
    expect(new Date(saved.json().updated_at).getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect((await reader('/pages/privacy-policy/public')).json().page.content).toBe('# Privacy Policy\n\nUpdated.');
    // Unpublishing hides it from readers; a new name makes a new page.
    await call('PUT', '/admin/pages/privacy-policy', {
      title: 'Privacy Policy',
      content: 'Draft',
      is_published: false,
    });
    expect((await reader('/pages/privacy-policy/public')).statusCode).toBe(404);
    const created = await call('PUT', '/admin/pages/refund-policy', { title: 'Refund Policy', content: '# Refunds' });
    expect([created.statusCode, created.json().unique_name]).toEqual([201, 'refund-policy']);
    const audit = await db.query(`SELECT action, entity_id FROM audit_log WHERE entity = 'page' ORDER BY id`);
    expect(audit.rows).toEqual([
      { action: 'page.update', entity_id: 'privacy-policy' },
      { action: 'page.update', entity_id: 'privacy-policy' },
      { action: 'page.create', entity_id: 'refund-policy' },
    ]);
  });

  it('get a Hindi version (?locale=hi-IN): written, listed, published on its own, audited like the English', async () => {
    const call = as(app, admin);
    await call('PUT', '/admin/pages/privacy-policy', {
      title: 'Privacy Policy',
      content: '# Privacy Policy\n\nWhat we keep.',
    });
    const first = Date.now();
    const hindi = {
      title: 'गोपनीयता नीति',
      summary: 'हम क्या रखते हैं और क्यों।',
      content: '# गोपनीयता नीति\n\nडिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत।',
    };
    const created = await call('PUT', '/admin/pages/privacy-policy?locale=hi-IN', hindi);
    expect(created.statusCode, created.body).toBe(201);
    // The answer is the page as the back office sees it: the English original, and now its Hindi version.
    expect(created.json()).toMatchObject({
      unique_name: 'privacy-policy',
      title: 'Privacy Policy',
      locale: 'en-IN',
      content: '# Privacy Policy\n\nWhat we keep.',
    });
    expect(created.json().translations).toEqual([
      { locale: 'hi-IN', ...hindi, is_published: true, created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    expect(new Date(created.json().translations[0].updated_at).getTime()).toBeGreaterThanOrEqual(first - 1000);
    const page = (await reader('/pages/privacy-policy/public?locale=hi-IN')).json().page;
    expect([page.title, page.content, page.locale]).toEqual([hindi.title, hindi.content, 'hi-IN']);
    expect((await reader('/pages/privacy-policy/public')).json().page.title).toBe('Privacy Policy');

    // Saving again updates it; hidden, Hindi readers get the English page again. The English stays as it was.
    const hidden = await call('PUT', '/admin/pages/privacy-policy?locale=hi-IN', {
      ...hindi,
      content: 'मसौदा',
      is_published: false,
    });
    expect([hidden.statusCode, hidden.json().translations[0].is_published, hidden.json().content]).toEqual([
      200,
      false,
      '# Privacy Policy\n\nWhat we keep.',
    ]);
    expect(new Date(hidden.json().translations[0].updated_at).getTime()).toBeGreaterThan(
      new Date(created.json().translations[0].updated_at).getTime(),
    );
    expect((await reader('/pages/privacy-policy/public?locale=hi-IN')).json().page.locale).toBe('en-IN');
    expect(
      (await call('GET', '/admin/pages'))
        .json()
        .items.find((p: { unique_name: string }) => p.unique_name === 'privacy-policy').translations,
    ).toEqual([expect.objectContaining({ locale: 'hi-IN', content: 'मसौदा', is_published: false })]);

    // Checked as the English is; a Hindi version needs its English page; the language must be one we know.
    expect(msgs(await call('PUT', '/admin/pages/privacy-policy?locale=hi-IN', { title: '', content: '' }))).toEqual([
      'title: REQUIRED',
      'content: REQUIRED',
    ]);
    const orphan = await call('PUT', '/admin/pages/no-such-page?locale=hi-IN', hindi);
    expect([orphan.statusCode, orphan.json()]).toEqual([
      404,
      { code: 'PAGE_NEEDS_ENGLISH', detail: 'Page not found: write its English version first' },
    ]);
    expect(
      (await call('GET', '/admin/pages')).json().items.map((p: { unique_name: string }) => p.unique_name),
    ).not.toContain('no-such-page');
    expect(msgs(await call('PUT', '/admin/pages/privacy-policy?locale=ta-IN', hindi))).toEqual(['locale: NOT_ONE_OF']);
    // Only admins, as for the English (checked before anything is read).
    for (const who of [null, user, agent])
      expect((await as(app, who)('PUT', '/admin/pages/privacy-policy?locale=hi-IN', hindi)).statusCode).toBe(
        who ? 403 : 401,
      );

    const audit = await db.query<Pick<Row<'audit_log'>, 'action' | 'entity_id' | 'before' | 'after' | 'actor_id'>>(
      `SELECT action, entity_id, before, after, actor_id FROM audit_log WHERE entity = 'page' AND action LIKE 'page.translation%' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'page.translation_create',
        entity_id: 'privacy-policy',
        actor_id: admin.id,
        before: null,
        after: { locale: 'hi-IN', title: hindi.title, is_published: true, length: hindi.content.length },
      },
      {
        action: 'page.translation_update',
        entity_id: 'privacy-policy',
        actor_id: admin.id,
        before: { locale: 'hi-IN', title: hindi.title, is_published: true },
        after: { locale: 'hi-IN', title: hindi.title, is_published: false, length: 'मसौदा'.length },
      },
    ]);
  });
});
