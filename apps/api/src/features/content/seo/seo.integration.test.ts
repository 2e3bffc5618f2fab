import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { STATIC_PATHS } from './routes.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let small: FastifyInstance;
const listing: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  // Behind a proxy on this machine (TRUST_PROXY): only its X-Forwarded-* headers are believed.
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media', TRUST_PROXY: ['127.0.0.1'] }, database: db });
  // Configured origin, a small chunk size, and a catch-all standing in for the web app's.
  small = await buildApp({
    config: { MEDIA_DIR: '/tmp/aangan-test-media', PUBLIC_URL: 'https://www.aangan.example/' },
    database: db,
    sitemapChunkSize: 6,
  });
  small.get('/*', async () => 'web page');
  for (const status of ['active', 'draft', 'pending_review', 'expired', 'taken_down']) {
    listing[status] = (
      await db.query<Pick<Row<'properties'>, 'id'>>(
        `INSERT INTO properties (title, purpose, property_type, status, base_price, updated_at)
      VALUES ($1, 'buy', 'apartment', $2, 9000000, '2026-10-05T06:07:08Z') RETURNING id`,
        [`${status} flat`, status],
      )
    ).rows[0]!.id;
  }
  await db.query(
    `INSERT INTO projects (slug, name, builder_name, rera_number, status, updated_at) VALUES ('aravali-heights', 'Aravali Heights', 'Kesar', 'RC/1', 'new_launch', '2026-09-01T00:00:00Z')`,
  );
  await db.query(`INSERT INTO blog_posts (slug, title, content, status, published_at) VALUES
    ('rent-o''clock', 'Rent o''clock', 'x', 'published', '2026-01-01T00:00:00Z'),
    ('draft-post', 'Draft', 'x', 'draft', '2026-01-01T00:00:00Z'),
    ('future-post', 'Future', 'x', 'published', now() + interval '1 day')`);
  await db.query(`INSERT INTO pages (unique_name, title, content, is_published, updated_at) VALUES
    ('privacy-policy', 'Privacy Policy', 'x', true, '2026-11-01T00:00:00Z'), ('hidden-policy', 'Hidden', 'x', false, now())`);
});
afterAll(async () => {
  await app?.close();
  await small?.close();
  await db?.drop();
});

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

/** Well-formed XML (declaration, balanced tags, quoted attributes, only predefined entities): the root element and each <url>. */
function parseXml(text: string) {
  const decl = '<?xml version="1.0" encoding="UTF-8"?>\n';
  expect(text.startsWith(decl)).toBe(true);
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let root = '';
  let end = decl.length;
  token.lastIndex = end;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    end = token.lastIndex;
    const [, close, name, attrs, selfClose, chars] = m;
    const escaped = chars ?? attrs ?? '';
    expect(escaped.replace(/&(amp|lt|gt|quot|apos);/g, ''), 'raw & or >').not.toMatch(/[&>]/);
    if (chars !== undefined) {
      expect(stack.length > 0 || !chars.trim()).toBe(true);
      continue;
    }
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) {
      if (!stack.length) {
        expect(root).toBe('');
        root = name!;
      }
      stack.push(name!);
    }
  }
  expect(end, 'stray markup').toBe(text.length);
  expect(stack).toEqual([]);
  const urls = [...text.matchAll(/<url>(.*?)<\/url>/g)].map(([, u]) => ({
    loc: unescape(/<loc>(.*?)<\/loc>/.exec(u!)![1]!),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(u!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...u!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
        l,
        unescape(h!),
      ]),
    ),
  }));
  const sitemaps = [...text.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, l]) => unescape(l!));
  return { root, urls, sitemaps };
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private pages and points at the sitemap of the host asked', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'aangan.test:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/account',
      '/api/',
      '/login',
      '/register',
      '/hi/account',
      '/cart',
      '/checkout',
      '/add-new-listing',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://aangan.test:8080/sitemap.xml');
    // Behind a proxy the public scheme and host count.
    const proxied = await app.inject({
      url: '/robots.txt',
      headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'aangan.in' },
    });
    expect(proxied.body).toContain('Sitemap: https://aangan.in/sitemap.xml');
    // The same headers from anyone else are the client's word only.
    const forged = await app.inject({
      url: '/robots.txt',
      remoteAddress: '203.0.113.9',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'aangan.in' },
    });
    expect(forged.body).toContain('Sitemap: http://internal:3000/sitemap.xml');
    // A configured PUBLIC_URL wins; a web catch-all does not take the file.
    expect((await small.inject('/robots.txt')).body).toContain('Sitemap: https://www.aangan.example/sitemap.xml');
    expect((await small.inject('/about-us')).body).toBe('web page');
  });
});

describe('the sitemap', () => {
  it('lists every public page once, with Hindi and default alternates, and nothing private', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'aangan.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { root, urls } = parseXml(res.body);
    expect(root).toBe('urlset');
    const o = 'http://aangan.test';
    // Each page in English and then in Hindi, each its own entry.
    const pages = [
      ...STATIC_PATHS,
      `/property/${listing.active}`,
      '/project/aravali-heights',
      "/blog/rent-o'clock",
      '/policies/privacy-policy',
    ];
    expect(urls.map((u) => u.loc)).toEqual(pages.flatMap((p) => [o + p, o + (p === '/' ? '/hi' : `/hi${p}`)]));
    for (const p of [
      '/',
      '/properties',
      '/project',
      '/map-location',
      '/blog',
      '/about-us',
      '/faq',
      '/contact',
      '/emi-calculator',
      '/policies',
      '/post-property',
      '/delete-account',
    ]) {
      expect(STATIC_PATHS).toContain(p);
    }
    const property = urls.find((u) => u.loc.endsWith(`/property/${listing.active}`))!;
    expect(property).toEqual({
      loc: `${o}/property/${listing.active}`,
      lastmod: '2026-10-05T06:07:08.000Z',
      alternates: {
        'en-in': `${o}/property/${listing.active}`,
        'hi-in': `${o}/hi/property/${listing.active}`,
        'x-default': `${o}/property/${listing.active}`,
      },
    });
    expect(urls[0]!.alternates).toEqual({ 'en-in': `${o}/`, 'hi-in': `${o}/hi`, 'x-default': `${o}/` });
    expect(urls.find((u) => u.loc.endsWith('/policies/privacy-policy'))!.lastmod).toBe('2026-11-01T00:00:00.000Z');
    expect(urls.every((u) => Object.keys(u.alternates).length === 3)).toBe(true);
    // The apostrophe in the post's slug is escaped in the XML.
    expect(res.body).toContain('/blog/rent-o&apos;clock</loc>');
  });

  it('becomes an index of chunk files past the chunk size, together holding the same URLs', async () => {
    const full = parseXml(
      (await app.inject({ url: '/sitemap.xml', headers: { host: 'www.aangan.example' } })).body,
    ).urls.map((u) => u.loc.replace('http:', 'https:'));
    const index = await small.inject('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const { root, sitemaps } = parseXml(index.body);
    expect(root).toBe('sitemapindex');
    const count = Math.ceil(full.length / 6);
    expect(sitemaps).toEqual(
      Array.from({ length: count }, (_, i) => `https://www.aangan.example/sitemaps/${i + 1}.xml`),
    );
    const chunks: string[][] = [];
    for (const url of sitemaps) {
      const res = await small.inject(new URL(url).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const parsed = parseXml(res.body);
      expect(parsed.root).toBe('urlset');
      chunks.push(parsed.urls.map((u) => u.loc));
    }
    expect(chunks.slice(0, -1).every((c) => c.length === 6)).toBe(true);
    expect(chunks.flat()).toEqual(full);
    for (const path of ['/sitemaps/0.xml', `/sitemaps/${count + 1}.xml`, '/sitemaps/one.xml', '/sitemaps/1.txt']) {
      expect((await small.inject(path)).statusCode, path).toBe(404);
    }
  });
});
