// robots.txt and the sitemap at the site root (not under /api/v1), registered before the web
// app so its catch-all does not answer them, and present with or without a web build.
// Past the protocol's 50,000 URLs per file, /sitemap.xml becomes an index of /sitemaps/{n}.xml.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { blogPostPath } from '@aangan/contracts';
import { HttpError } from '../../../shared/errors.ts';
import type { SitemapRepository, SitemapRow } from './repository.ts';
import { access } from '../../../shared/access.ts';

export const SITEMAP_MAX_URLS = 50_000;

/** The site's fixed pages every visitor can open: the ones that come from no table. */
export const STATIC_PATHS = [
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
];
const DISALLOW = ['/account', '/api/', '/login', '/register', '/hi/account', '/cart', '/checkout', '/add-new-listing'];
const CACHE = 'public, max-age=3600';

export interface SeoOptions {
  /** PUBLIC_URL when configured; else the request's own protocol and host (as the web app does). */
  publicUrl?: string;
  /** URLs per sitemap file; tests pass a small one. */
  chunkSize?: number;
}

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

function pathOf(r: SitemapRow): string {
  switch (r.kind) {
    case 'property':
      return `/property/${r.id}`;
    case 'project':
      return `/project/${encodeURIComponent(r.slug!)}`;
    case 'post':
      return blogPostPath({ slug: r.slug, title: '' });
    case 'policy':
      return `/policies/${encodeURIComponent(r.slug!)}`;
  }
}

/**
 * A page's English and Hindi URLs, each its own <url> carrying the full set of alternates, as
 * search engines ask for language versions.
 */
function urlEntry(origin: string, path: string, lastmod: Date | string | null): string {
  const en = xml(origin + path);
  const hi = xml(origin + hindi(path));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en-in" href="${en}"/><xhtml:link rel="alternate" hreflang="hi-in" href="${hi}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const mod = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
  return `<url><loc>${en}</loc>${mod}${alternates}</url>\n<url><loc>${hi}</loc>${mod}${alternates}</url>\n`;
}

/** The XML, written out a few hundred URLs at a time rather than as one large string. */
function* urlset(origin: string, fixed: string[], rows: SitemapRow[]): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const p of fixed) yield urlEntry(origin, p, null);
  for (let i = 0; i < rows.length; i += 500)
    yield rows
      .slice(i, i + 500)
      .map((r) => urlEntry(origin, pathOf(r), r.lastmod))
      .join('');
  yield '</urlset>\n';
}

export function seoRoutes(sitemap: SitemapRepository, opts: SeoOptions = {}): FastifyPluginAsync {
  // Each page is two URLs (English and Hindi), so a file holds half as many pages.
  const size = Math.max(1, Math.floor((opts.chunkSize ?? SITEMAP_MAX_URLS) / 2));
  const originOf = (req: FastifyRequest) => opts.publicUrl?.replace(/\/$/, '') || `${req.protocol}://${req.host}`;

  /** Chunk n (from 1), `size` pages: the static pages come first, then the tables' rows. Read whole before sending, so a failure is a clean error. */
  async function chunk(origin: string, n: number): Promise<Readable> {
    const offset = (n - 1) * size;
    const fixed = STATIC_PATHS.slice(offset, offset + size);
    const rows = await sitemap.rows(size - fixed.length, Math.max(0, offset - STATIC_PATHS.length));
    return Readable.from(urlset(origin, fixed, rows));
  }

  return async (app) => {
    app.get('/robots.txt', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...DISALLOW.map((d) => `Disallow: ${d}`),
        '',
        `Sitemap: ${originOf(req)}/sitemap.xml`,
        '',
      ];
      return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(lines.join('\n'));
    });

    app.get('/sitemap.xml', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const origin = originOf(req);
      const total = STATIC_PATHS.length + (await sitemap.count());
      reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);
      if (total <= size) return reply.send(await chunk(origin, 1));
      const files = Array.from(
        { length: Math.ceil(total / size) },
        (_, i) => `<sitemap><loc>${xml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>\n`,
      );
      return reply.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('')}</sitemapindex>\n`,
      );
    });

    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      { config: access('public'), schema: { hide: true } },
      async (req, reply) => {
        const n = Number(/^([1-9]\d{0,5})\.xml$/.exec(req.params.file)?.[1]);
        const total = STATIC_PATHS.length + (await sitemap.count());
        if (!n || n > Math.ceil(total / size)) throw new HttpError('SITEMAP_NOT_FOUND');
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', CACHE)
          .send(await chunk(originOf(req), n));
      },
    );
  };
}
