import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { titleSlug } from '@aangan/contracts';
import { buildApp } from '../../../app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const id: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: number }>(`${sql} RETURNING id`, params)).rows[0]!.id;
  for (const [slug, name] of [
    ['renting', 'Renting'],
    ['legal-and-rera', 'Legal & RERA'],
    ['zoning', 'Zoning'],
  ] as const) {
    id[slug] = await one('INSERT INTO blog_categories (slug, name, description) VALUES ($1, $2, $3)', [
      slug,
      name,
      `About ${name}`,
    ]);
  }
  for (const [slug, name] of [
    ['pg-living', 'PG Living'],
    ['cyber-city', 'Cyber City'],
    ['hrera', 'HRERA'],
  ] as const) {
    id[slug] = await one('INSERT INTO blog_tags (slug, name) VALUES ($1, $2)', [slug, name]);
  }
  const post = async (
    key: string,
    title: string,
    o: { status?: string; published?: string | null; category?: string; tags?: string[]; content?: string },
  ) => {
    id[key] = await one(
      `INSERT INTO blog_posts (slug, title, excerpt, content, cover_image_url, author_name, category_id, status, published_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, 'Ananya Mehra', $6, $7, ${o.published === null ? 'NULL' : (o.published ?? 'now()')}, '2026-03-01T10:00:00Z')`,
      [
        key,
        title,
        `Excerpt of ${key}`,
        o.content ?? `Body of ${key}`,
        `/media/blog/${key}.webp`,
        o.category ? id[o.category] : null,
        o.status ?? 'published',
      ],
    );
    for (const t of o.tags ?? [])
      await db.query('INSERT INTO blog_post_tags (post_id, tag_id) VALUES ($1, $2)', [id[key], id[t]]);
  };
  await post('pg-near-cyber-city', 'PG & co-living near Cyber City?', {
    published: `'2026-01-10T05:00:00Z'`,
    category: 'renting',
    tags: ['pg-living', 'cyber-city'],
    content: 'Keep 100% of the safe_deposit receipt.',
  });
  await post('check-hrera', 'How to check a project on HRERA: a guide', {
    published: `'2026-02-01T05:00:00Z'`,
    category: 'legal-and-rera',
    tags: ['hrera'],
    content: 'A project of 1000 units needs a safe deposit box.',
  });
  await post('stamp-duty', 'Stamp  duty\tin Haryana', { published: `'2026-02-01T05:00:00Z'` });
  await post('draft-post', 'A draft about Cyber City', {
    status: 'draft',
    published: `'2026-01-01T00:00:00Z'`,
    category: 'renting',
    tags: ['cyber-city'],
    content: 'secret words',
  });
  await post('future-post', 'Scheduled for tomorrow', {
    published: `now() + interval '1 day'`,
    category: 'renting',
    tags: ['cyber-city'],
    content: 'secret words',
  });
  await post('undated-post', 'Published without a date', { published: null });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const get = (url: string) => app.inject(`/api/v1${url}`);
const slugs = async (q: string) => {
  const res = await get(`/blog/posts?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { slug: string }[]).map((p) => p.slug);
};

describe('the blog list', () => {
  it('shows published posts only, newest first (id breaks ties), without their text', async () => {
    const res = await get('/blog/posts');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 10, total: 3, total_pages: 1 });
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual([
      'stamp-duty',
      'check-hrera',
      'pg-near-cyber-city',
    ]);
    expect(body.items[2]).toEqual({
      id: id['pg-near-cyber-city'],
      slug: 'pg-near-cyber-city',
      title: 'PG & co-living near Cyber City?',
      excerpt: 'Excerpt of pg-near-cyber-city',
      cover_image_url: '/media/blog/pg-near-cyber-city.webp',
      thumbnail_url: '/media/blog/pg-near-cyber-city.webp',
      author_name: 'Ananya Mehra',
      published_at: '2026-01-10T05:00:00.000Z',
      updated_at: '2026-03-01T10:00:00.000Z',
      category: { id: id.renting, slug: 'renting', name: 'Renting' },
      // Sorted by name, whatever order they were attached in.
      tags: [
        { id: id['cyber-city'], slug: 'cyber-city', name: 'Cyber City' },
        { id: id['pg-living'], slug: 'pg-living', name: 'PG Living' },
      ],
    });
    expect(body.items[0]).toMatchObject({ category: null, tags: [] });
  });

  it('pages', async () => {
    const body = (await get('/blog/posts/?limit=2&page=2')).json();
    expect(body).toMatchObject({ page: 2, limit: 2, total: 3, total_pages: 2 });
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(['pg-near-cyber-city']);
    expect(await slugs('page=5')).toEqual([]);
  });

  it('filters by category or tag, given as a slug or an id; unknown ones give an empty list', async () => {
    expect(await slugs('category=renting')).toEqual(['pg-near-cyber-city']);
    expect(await slugs(`category=${id['legal-and-rera']}`)).toEqual(['check-hrera']);
    expect(await slugs('tag=cyber-city')).toEqual(['pg-near-cyber-city']);
    expect(await slugs(`tag=${id.hrera}`)).toEqual(['check-hrera']);
    expect(await slugs('category=renting&tag=hrera')).toEqual([]);
    for (const q of ['category=no-such-thing', 'tag=nope', 'category=99999999999', 'tag=0', 'category=zoning']) {
      const res = await get(`/blog/posts?${q}`);
      expect([res.statusCode, res.json().total, res.json().items]).toEqual([200, 0, []]);
    }
  });

  it('searches titles, excerpts and text case-insensitively, taking % and _ literally', async () => {
    expect(await slugs('search=hrera')).toEqual(['check-hrera']);
    expect(await slugs('search=EXCERPT%20OF%20STAMP')).toEqual(['stamp-duty']);
    expect(await slugs(`search=${encodeURIComponent('100%')}`)).toEqual(['pg-near-cyber-city']);
    expect(await slugs('search=safe_deposit')).toEqual(['pg-near-cyber-city']);
    expect(await slugs('search=secret')).toEqual([]);
    expect(await slugs('search=')).toHaveLength(3);
  });

  it('rejects bad paging and overlong filters with 422 naming the field', async () => {
    const cases: [string, string, object][] = [
      ['page=0', 'page', { code: 'TOO_SMALL', params: { min: 1 }, msg: 'Must be at least 1' }],
      ['page=abc', 'page', { code: 'NOT_NUMBER', msg: 'Must be a number' }],
      ['limit=51', 'limit', { code: 'TOO_BIG', params: { max: 50 }, msg: 'Must be at most 50' }],
      ['limit=0', 'limit', { code: 'TOO_SMALL', params: { min: 1 } }],
      ['limit=2.5', 'limit', { code: 'NOT_WHOLE', msg: 'Must be a whole number' }],
      [`search=${'x'.repeat(101)}`, 'search', { code: 'TOO_LONG', params: { max: 100 } }],
      [`tag=${'x'.repeat(101)}`, 'tag', { code: 'TOO_LONG', msg: 'Must be at most 100 characters' }],
      // A NUL byte cannot reach the database (it would fail the query).
      ['search=a%00b', 'search', { code: 'CHARACTER_NOT_ALLOWED' }],
      ['category=%00', 'category', { code: 'CHARACTER_NOT_ALLOWED', params: { name: 'category' } }],
    ];
    for (const [q, field, error] of cases) {
      const res = await get(`/blog/posts?${q}`);
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { code: 'VALIDATION', detail: [expect.objectContaining({ loc: ['query', field], ...error })] },
      ]);
    }
    expect(await slugs('limit=50')).toHaveLength(3);
  });
});

describe('one blog post', () => {
  it('is found by id, slug or title slug, with its text', async () => {
    const byId = await get(`/blog/posts/${id['check-hrera']}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['cache-control']).toBe('public, max-age=300');
    expect(byId.json()).toMatchObject({
      slug: 'check-hrera',
      content: 'A project of 1000 units needs a safe deposit box.',
      tags: [{ slug: 'hrera' }],
    });
    expect((await get('/blog/posts/check-hrera/')).json().id).toBe(id['check-hrera']);
    // The title slug, URL-encoded as the web app builds it.
    for (const title of [
      'How to check a project on HRERA: a guide',
      'PG & co-living near Cyber City?',
      'Stamp  duty\tin Haryana',
    ]) {
      const res = await get(`/blog/posts/${titleSlug(title)}`);
      expect([res.statusCode, res.json().title]).toEqual([200, title]);
    }
    expect(titleSlug('Stamp  duty\tin Haryana')).toBe('stamp-duty-in-haryana');
  });

  it('is not found while a draft, scheduled, undated or unknown', async () => {
    for (const path of [
      String(id['draft-post']),
      'draft-post',
      titleSlug('A draft about Cyber City'),
      'future-post',
      String(id['future-post']),
      'undated-post',
      'no-such-post',
      '99999999999',
      '0',
    ]) {
      const res = await get(`/blog/posts/${path}`);
      expect([res.statusCode, res.json()], path).toEqual([404, { code: 'POST_NOT_FOUND', detail: 'Post not found' }]);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    for (const path of ['/blog/posts/a%00b', '/blog/categories/%00', '/blog/tags/x%00'])
      expect((await get(path)).statusCode, path).toBe(422);
  });
});

describe('blog categories and tags', () => {
  it('list by name with counts of published posts only', async () => {
    const cats = await get('/blog/categories/');
    expect(cats.headers['cache-control']).toBe('public, max-age=300');
    expect(cats.json()).toEqual({
      items: [
        {
          id: id['legal-and-rera'],
          slug: 'legal-and-rera',
          name: 'Legal & RERA',
          description: 'About Legal & RERA',
          count: 1,
        },
        { id: id.renting, slug: 'renting', name: 'Renting', description: 'About Renting', count: 1 },
        { id: id.zoning, slug: 'zoning', name: 'Zoning', description: 'About Zoning', count: 0 },
      ],
    });
    expect((await get('/blog/tags')).json()).toEqual({
      items: [
        { id: id['cyber-city'], slug: 'cyber-city', name: 'Cyber City', count: 1 },
        { id: id.hrera, slug: 'hrera', name: 'HRERA', count: 1 },
        { id: id['pg-living'], slug: 'pg-living', name: 'PG Living', count: 1 },
      ],
    });
  });

  it('are found one at a time by id or slug', async () => {
    expect((await get('/blog/categories/renting')).json()).toMatchObject({ id: id.renting, count: 1 });
    expect((await get(`/blog/categories/${id.zoning}`)).json()).toMatchObject({ slug: 'zoning', count: 0 });
    expect((await get('/blog/tags/cyber-city')).json()).toEqual({
      id: id['cyber-city'],
      slug: 'cyber-city',
      name: 'Cyber City',
      count: 1,
    });
    expect((await get(`/blog/tags/${id.hrera}/`)).json()).toMatchObject({ slug: 'hrera' });
    for (const x of ['nope', '99999999999', '0']) {
      expect((await get(`/blog/categories/${x}`)).json()).toEqual({
        code: 'CATEGORY_NOT_FOUND',
        detail: 'Category not found',
      });
      expect((await get(`/blog/tags/${x}`)).json()).toEqual({ code: 'TAG_NOT_FOUND', detail: 'Tag not found' });
    }
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of [
      '/api/v1/blog/posts',
      '/api/v1/blog/posts/{identifier}',
      '/api/v1/blog/categories',
      '/api/v1/blog/tags/{identifier}',
    ]) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['blog']);
    }
  });
});
