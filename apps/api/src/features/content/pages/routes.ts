// Public pages: one policy by uniqueName, many at once for the policies
// index (POST, or GET so it can be cached), and editable site content by key. No sign-in. Each
// takes the language asked for (?locale=, or `locale` in the batch body) and answers that version
// where there is one, else the English original, saying which it is (decision 030).
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_KEYS,
  CONTENT_LOCALES,
  MAX_BATCH_PAGES,
  contentResponseSchema,
  errorSchema,
  localeQuerySchema,
  pageBatchResponseSchema,
  publicPageResponseSchema,
  siteFiguresSchema,
  type ContentLocale,
  type PageBatchResponse,
  type PublicPage,
  errorEnglish,
} from '@aangan/contracts';
import { HttpError } from '../../../shared/errors.ts';
import { iso } from '../../../shared/dates.ts';
import type { ListingCache } from '../../search/index.ts';
import type { PageRepository, PageRow } from './repository.ts';
import { access } from '../../../shared/access.ts';

const NAME = /^[a-z0-9-]{1,80}$/;
/** A batch names each page it could not answer with a code and its English text, beside the pages it found. */
const missing = (code: 'PAGE_NOT_FOUND' | 'PAGE_NAME_FORMAT') => ({ error: errorEnglish(code), code });

const names = z
  .array(z.string({ error: 'PAGE_NAME_REQUIRED' }).trim().min(1, 'PAGE_NAME_REQUIRED'), { error: 'PAGE_NAMES_LIST' })
  .max(MAX_BATCH_PAGES, 'TOO_MANY_PAGES');
const batchBody = z.object(
  { uniqueNames: names, locale: localeQuerySchema.shape.locale },
  { error: 'PAGE_NAMES_LIST' },
);
/** Repeated (?uniqueNames=a&uniqueNames=b) or comma-separated (?uniqueNames=a,b), or both. */
const batchQuery = localeQuerySchema.extend({
  uniqueNames: z.preprocess(
    (v) => (v === undefined ? v : [v].flat().flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))),
    names,
  ),
});

const toPage = (r: PageRow): PublicPage => ({
  unique_name: r.unique_name,
  title: r.title,
  summary: r.summary,
  content: r.content,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  locale: r.locale,
});
const LOCALE_NOTE = `In the language asked for (locale: ${CONTENT_LOCALES.join(' or ')}, English when not given, anything else 422) where there is a version in it, else in English; the answer's \`locale\` says which.`;

// The figures count every live listing: they are kept with the search answers and counted again
// only once a listing changed (or the cache's time limit passed).
export function pageRoutes(pages: PageRepository, cache: ListingCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (req, reply) => {
      if (req.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
    });
    app.get('/pages/:uniqueName/public', { config: access('public'), schema: pageSchema }, (req, reply) =>
      publicPage(pages, req, reply),
    );
    app.post('/pages/public/batch', { config: access('public'), schema: batchSchema }, (req) =>
      batch(pages, req.body.uniqueNames, req.body.locale),
    );
    app.get('/pages/public', { config: access('public'), schema: batchGetSchema }, (req) =>
      batch(pages, req.query.uniqueNames, req.query.locale),
    );
    app.get('/site/figures', { config: access('public'), schema: figuresSchema }, () =>
      cache.get('site-figures', () => pages.figures()),
    );
    app.get('/content/:key', { config: access('public'), schema: contentSchema }, (req, reply) =>
      siteContent(pages, req, reply),
    );
  };
}

const pageParams = z.object({ uniqueName: z.string().regex(NAME, 'PAGE_NAME_FORMAT') });

const pageSchema = {
  tags: ['pages'],
  summary: 'One published public page (a policy) by its uniqueName',
  description: LOCALE_NOTE,
  params: pageParams,
  querystring: localeQuerySchema,
  response: { 200: publicPageResponseSchema, 404: errorSchema, 422: errorSchema },
};

type LocaleQuery = { query: z.output<typeof localeQuerySchema> };

async function publicPage(
  pages: PageRepository,
  req: FastifyRequest & LocaleQuery & { params: z.output<typeof pageParams> },
  reply: FastifyReply,
) {
  const [row] = await pages.published([req.params.uniqueName], req.query.locale);
  if (!row) throw new HttpError('PAGE_NOT_FOUND');
  reply.header('content-language', row.locale);
  return { page: toPage(row) };
}

const batchSchema = {
  tags: ['pages'],
  summary: `Many public pages at once (at most ${MAX_BATCH_PAGES}): each name maps to {page} or {error}`,
  description: `Each page: ${LOCALE_NOTE}`,
  body: batchBody,
  response: { 200: pageBatchResponseSchema, 422: errorSchema },
};

const batchGetSchema = {
  tags: ['pages'],
  summary: 'The batch as a cacheable GET: ?uniqueNames=a&uniqueNames=b or ?uniqueNames=a,b',
  description: `Each page: ${LOCALE_NOTE}`,
  querystring: batchQuery,
  response: { 200: pageBatchResponseSchema, 422: errorSchema },
};

/** Each asked name once, mapped to its page or to why there is none. A malformed name costs only its own entry. */
async function batch(pages: PageRepository, asked: string[], locale: ContentLocale): Promise<PageBatchResponse> {
  const unique = [...new Set(asked)];
  const found = new Map(
    (
      await pages.published(
        unique.filter((n) => NAME.test(n)),
        locale,
      )
    ).map((r) => [r.unique_name, toPage(r)]),
  );
  return {
    pages: Object.fromEntries(
      unique.map((n) => [
        n,
        found.has(n) ? { page: found.get(n)! } : missing(NAME.test(n) ? 'PAGE_NOT_FOUND' : 'PAGE_NAME_FORMAT'),
      ]),
    ),
  };
}

const figuresSchema = {
  tags: ['pages'],
  summary: 'The site in numbers, counted from its data (live listings, recently verified, localities, projects)',
  response: { 200: siteFiguresSchema },
};

const contentParams = z.object({ key: z.enum(CONTENT_KEYS) });

const contentSchema = {
  tags: ['pages'],
  summary: `Editable site content: ${CONTENT_KEYS.join(', ')}`,
  description: LOCALE_NOTE,
  params: contentParams,
  querystring: localeQuerySchema,
  response: { 200: contentResponseSchema, 404: errorSchema, 422: errorSchema },
};

async function siteContent(
  pages: PageRepository,
  req: FastifyRequest & LocaleQuery & { params: z.output<typeof contentParams> },
  reply: FastifyReply,
) {
  const block = await pages.content(req.params.key, req.query.locale);
  if (block === undefined) throw new HttpError('CONTENT_NOT_FOUND');
  reply.header('content-language', block.locale);
  return { key: req.params.key, locale: block.locale, data: block.data };
}
