import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LOCATION,
  RECOMMENDATIONS_LIMIT,
  SIMILAR_LIMIT,
  errorSchema,
  idParamsSchema,
  normaliseSearchParams,
  propertyListSchema,
  propertySchema,
  searchQuerySchema,
  similarListSchema,
  type Preferences,
  type Property,
  type SearchQuery,
  type User,
} from '@aangan/contracts';
import { iso } from '../../shared/dates.ts';
import { HttpError } from '../../shared/errors.ts';
import { limitRequests, type Limiter } from '../../shared/limiter.ts';
import type { LocationRepository } from './locations/repository.ts';
import type { RecentRepository, SwipeRepository } from '../listings/index.ts';
import { toProperty } from '../listings/index.ts';
import type { Row } from '@aangan/db';
import type { PropertyRepository, PropertyRow } from '../listings/index.ts';
import type { Search, SearchResult } from './search.ts';
import type { Similar } from './similar.ts';
import type { ViewCounter } from '../listings/index.ts';
import type { ListingCache } from './cache.ts';
import { searchScope } from './search-scope.ts';
import { readSearch } from './search-text.ts';
import { access } from '../../shared/access.ts';
import { pageOf as pageOfList } from '../../shared/paging.ts';

// Aliases (latitude, min_price, ...) are folded into the canonical names before validation.
const searchQuery = z.preprocess((v) => normaliseSearchParams((v ?? {}) as Record<string, unknown>), searchQuerySchema);

type PointQuery = { lat?: number; lng?: number; latitude?: number; longitude?: number };

export function preferenceFilters(p: Preferences): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  if (p.purposes.length === 1) f.purpose = p.purposes[0];
  if (p.property_types.length) f.property_type = p.property_types;
  if (p.budget_min !== null) f.price_min = String(p.budget_min);
  if (p.budget_max !== null) f.price_max = String(p.budget_max);
  if (p.bhk.length) {
    f.bedrooms_min = String(Math.min(...p.bhk));
    f.bedrooms_max = String(Math.max(...p.bhk));
  }
  return f;
}

const LIST_HEAD = Buffer.from('{"properties":');
const LIST_MIDDLE = Buffer.from(',"items":');

/**
 * Clients read either `properties` or `items` (both names are in the contract), so a list carries
 * the same array under both names. Serialised once and written twice, it costs half (bench/README.md); the objects come
 * from toProperty, which builds exactly the contract's fields.
 */
function sendList(reply: FastifyReply, body: { properties: unknown[]; items: unknown[] } & Record<string, unknown>) {
  let bytes = encoded.get(body);
  if (!bytes) {
    const { properties, items: _same, ...rest } = body;
    // Encoded to UTF-8 once and the bytes reused: the socket would otherwise encode the list twice.
    const list = Buffer.from(JSON.stringify(properties));
    bytes = Buffer.concat([LIST_HEAD, list, LIST_MIDDLE, list, Buffer.from(`,${JSON.stringify(rest).slice(1)}`)]);
    encoded.set(body, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}

/** The bytes of a list answer, by the answer: a visitor's answer to a kept search is one object (visitorBody). */
const encoded = new WeakMap<object, Buffer>();

interface Deps {
  repo: PropertyRepository;
  search: Search;
  similar: Similar;
  places: LocationRepository;
  views: ViewCounter;
  /** Answers kept until a listing changes (cache.ts). */
  cache: ListingCache;
  swipes: SwipeRepository;
  /** A signed-in person's recently viewed listings: opening a live one records it. */
  recent: Pick<RecentRepository, 'add'>;
  /** The caller's account, for their saved preferences (accounts' user repository). */
  users: { get(id: number): Promise<User | null> };
  /** Searches and recommendations per client address. */
  searchLimit: Limiter;
}

/** What the handlers use: the dependencies, with searches answered from the cache. */
type Listings = Omit<Deps, 'search' | 'searchLimit'> & { search: Pick<Search, 'search'> };

export function propertyRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { search: uncached, cache } = deps;
  const listings: Listings = {
    ...deps,
    search: {
      search: (q, text) =>
        cache.get(JSON.stringify(['search', q, text]), () => uncached.search(q, text), {
          tags: (r) => ({
            ids: r.rows.map((row) => row.id),
            scope: searchScope(q, text),
            // Matched by words (the description's too), or by a place name without gazetteer ids.
            words: Boolean(text?.words || (text?.place && !text.placeIds?.length)),
          }),
        }),
    },
  };
  const searches = limitRequests(deps.searchLimit, (req) => req.ip);
  return async (app) => {
    app.get('/properties', { onRequest: searches, config: access('public'), schema: searchSchema }, (req, reply) =>
      searchProperties(listings, req, reply),
    );
    app.get(
      '/properties/recommendations',
      { onRequest: searches, config: access('public'), schema: recommendationsSchema },
      (req, reply) => recommendProperties(listings, req, reply),
    );
    app.get('/properties/:id', { config: access('public'), schema: detailSchema }, (req) =>
      propertyDetail(listings, req),
    );
    app.get('/properties/:id/similar', { config: access('public'), schema: similarSchema }, (req) =>
      similarProperties(listings, req),
    );
  };
}

const searchSchema = {
  tags: ['properties'],
  summary: 'Search active listings',
  description:
    'Every search filter, with the older parameter names still accepted as aliases. `sort_by=distance` needs lat and lng (422 otherwise); `relevance` ranks text matches, then closeness when a point is given. Totals are exact up to 1000 matches (`total_exact: false` beyond); follow `next_cursor` for deep pages.',
  querystring: searchQuery,
  response: { 200: propertyListSchema, 422: errorSchema, 429: errorSchema },
};

async function searchProperties(l: Listings, req: FastifyRequest & { query: SearchQuery }, reply: FastifyReply) {
  return sendList(reply, await searchBody(l, req, req.query));
}

async function searchBody(l: Listings, req: FastifyRequest, query: SearchQuery) {
  const read = await readSearch(l, query);
  const result = read.result ?? (await l.search.search(read.query, read.text));
  return listBody(l, req, read.query, result, read.corrected ? { q_corrected: read.corrected } : {});
}

async function listBody(
  l: Listings,
  req: FastifyRequest,
  q: Pick<SearchQuery, 'page' | 'limit'>,
  r: SearchResult,
  extra: { q_corrected?: string } = {},
  known?: Map<number, boolean>,
) {
  if (!req.auth) return visitorBody(q, r, extra);
  const liked = await likedFlags(
    l,
    req,
    r.rows.map((row) => row.id),
    known,
  );
  return bodyOf(
    q,
    r,
    extra,
    contractRows(r).map((p) => ({ ...p, liked: liked(p.id) })),
  );
}

function bodyOf<P>(
  q: Pick<SearchQuery, 'page' | 'limit'>,
  r: SearchResult,
  extra: { q_corrected?: string },
  properties: P[],
) {
  return {
    ...pageOfList(q, r.total, properties),
    properties,
    total_exact: r.totalExact,
    next_cursor: r.nextCursor,
    ...extra,
  };
}

// A kept search result is the same object on every hit (cache.ts): what is made from it for
// every caller alike is made once. Visitors get no liked flags, so their whole answer (and its
// bytes, in sendList) is one object per result; signed-in callers share the rows in the contract's shape.
const mappedRows = new WeakMap<SearchResult, Property[]>();
const visitorAnswers = new WeakMap<SearchResult, Map<string, ReturnType<typeof bodyOf<Property>>>>();

function contractRows(r: SearchResult): Property[] {
  let rows = mappedRows.get(r);
  if (!rows) mappedRows.set(r, (rows = r.rows.map((row) => toProperty(row))));
  return rows;
}

function visitorBody(q: Pick<SearchQuery, 'page' | 'limit'>, r: SearchResult, extra: { q_corrected?: string }) {
  const key = `${q.page}/${q.limit}/${extra.q_corrected ?? ''}`;
  let answers = visitorAnswers.get(r);
  if (!answers) visitorAnswers.set(r, (answers = new Map()));
  let body = answers.get(key);
  if (!body) answers.set(key, (body = bodyOf(q, r, extra, contractRows(r))));
  return body;
}

/**
 * Signed-in callers see which listings they like; visitors get no flag at all. `known` holds
 * swipes already read for these rows.
 */
async function likedFlags(
  l: Listings,
  req: FastifyRequest,
  ids: number[],
  known?: Map<number, boolean>,
): Promise<(id: number) => boolean | undefined> {
  if (!req.auth) return () => undefined;
  const mine = known ?? (await l.swipes.among(req.auth.userId, ids));
  return (id) => mine.get(id) === true;
}

const recommendationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(RECOMMENDATIONS_LIMIT),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

const recommendationsSchema = {
  tags: ['properties'],
  summary:
    'Recommended listings: for a signed-in person, matching their preferences near them first; popular nearby after that',
  querystring: recommendationsQuery,
  response: { 200: propertyListSchema, 422: errorSchema, 429: errorSchema },
};

async function recommendProperties(
  l: Listings,
  req: FastifyRequest & { query: z.output<typeof recommendationsQuery> },
  reply: FastifyReply,
) {
  const { limit } = req.query;
  const me = req.auth ? await l.users.get(req.auth.userId) : null;
  const point = await recommendationPoint(l, req.query, me);
  const near = {
    lat: String(point.lat),
    lng: String(point.lng),
    radius: '25',
    sort_by: 'popular',
    limit: String(Math.min(100, limit * 2)),
  };
  // Best first: what matches the person's preferences near them, then what is popular near
  // them, then what is popular anywhere; never a listing they disliked, never one twice.
  const tiers: Record<string, unknown>[] = [];
  if (me) tiers.push({ ...near, ...preferenceFilters(me.preferences) });
  tiers.push(near, { sort_by: 'popular', limit: near.limit });
  const { rows, mine } = await recommendedRows(l, tiers, limit, me);
  const page = { rows, total: rows.length, totalExact: true, nextCursor: null };
  return sendList(reply, {
    ...(await listBody(l, req, { page: 1, limit }, page, {}, me ? mine : undefined)),
    next_cursor: null,
  });
}

/** Up to `limit` rows from the tiers in order, skipping repeats and what `me` disliked; with `me`'s swipes on every row read. */
async function recommendedRows(l: Listings, tiers: Record<string, unknown>[], limit: number, me: User | null) {
  const rows: SearchResult['rows'] = [];
  const seen = new Set<number>();
  const mine = new Map<number, boolean>(); // the person's swipes on every row read
  for (const tier of tiers) {
    if (rows.length >= limit) break;
    const r = await l.search.search(searchQuerySchema.parse(tier), null);
    if (me)
      for (const [id, liked] of await l.swipes.among(
        me.id,
        r.rows.map((x) => x.id),
      ))
        mine.set(id, liked);
    for (const row of r.rows) {
      if (rows.length >= limit || seen.has(row.id) || mine.get(row.id) === false) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return { rows, mine };
}

/** Where to recommend around: the point asked for, the person's saved place or preferred locality, else the city centre. */
async function recommendationPoint(l: Listings, q: PointQuery, me: User | null): Promise<{ lat: number; lng: number }> {
  const lat = q.lat ?? q.latitude;
  const lng = q.lng ?? q.longitude;
  if (lat !== undefined && lng !== undefined) return { lat, lng };
  if (me?.latitude != null && me.longitude != null) return { lat: me.latitude, lng: me.longitude };
  const [place] = me?.preferences.localities.length ? await l.places.suggest(me.preferences.localities[0]!, 1) : [];
  return place ? { lat: place.lat, lng: place.lng } : { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng };
}

const detailSchema = {
  tags: ['properties'],
  summary: 'Detail of an active listing (its owner or an admin also sees it in other states)',
  params: idParamsSchema,
  response: { 200: propertySchema, 404: errorSchema, 422: errorSchema },
};

type IdRequest = FastifyRequest & { params: { id: number } };

async function propertyDetail(l: Listings, req: IdRequest) {
  const { repo } = l;
  // Owners (and admins) also see their drafts and listings under review, with their status.
  const live = await publicListing(l, req.params.id);
  const owned =
    !live && req.auth ? await repo.findForOwner(req.params.id, req.auth.userId, req.auth.role === 'admin') : null;
  const page = live ?? (owned ? await pageOf(l, owned) : null);
  if (!page) throw new HttpError('PROPERTY_NOT_FOUND');
  const { row, images, tour, price_history } = page;
  if (row.status === 'active') {
    l.views.add(row.id);
    if (req.auth) await l.recent.add(req.auth.userId, [row.id]);
  }
  const liked = await likedFlags(l, req, [row.id]);
  // A preview tells its owner why a listing is not live.
  const { rejection_code: code, rejection_reason: why } = row as Partial<
    Pick<Row<'properties'>, 'rejection_code' | 'rejection_reason'>
  >;
  const reason = { ...(code ? { rejection_code: code } : {}), ...(why ? { rejection_reason: why } : {}) };
  // The contact number is never in this answer: seekers reveal it through POST
  // /properties/{id}/contact (recorded, capped). Its owner (or an admin) sees it here.
  const mine =
    req.auth && (owned !== null || (await repo.ownerOf(row.id)) === req.auth.userId || req.auth.role === 'admin');
  const contact = mine ? { owner_contact: await repo.contact(row.id) } : {};
  return { ...toProperty(row, images), ...reason, ...contact, tour, price_history, liked: liked(row.id) };
}

/** A live listing's page as anyone sees it (no liked flag), or null. */
function publicListing(l: Listings, id: number) {
  return l.cache.get(
    `listing:${id}`,
    async () => {
      const row = await l.repo.findActive(id);
      return row ? pageOf(l, row) : null;
    },
    // Only a change to this listing alters its page.
    { tags: () => ({ ids: [id], scope: () => false }) },
  );
}

/** What a listing page shows besides the listing's own row. */
async function pageOf<R extends PropertyRow>(l: Listings, row: R) {
  const [images, tour, prices] = await Promise.all([
    l.repo.images(row.id),
    l.repo.tour(row.id),
    l.repo.priceHistory(row.id),
  ]);
  const price_history = prices.map((p) => ({
    old_price: Number(p.old_price),
    new_price: Number(p.new_price),
    changed_at: iso(p.changed_at),
  }));
  return { row, images, tour, price_history };
}

const similarSchema = {
  tags: ['properties'],
  summary: 'Live listings like this one, nearest to it first',
  description: `Up to ${SIMILAR_LIMIT} live listings of the same purpose and bedroom count (the same property type where the listing has no bedroom count; for commercial space also the same deal, sale or lease), nearest first, each with \`distance_km\` from this listing; never the listing itself. Found among the listing's nearest neighbours of its purpose, so the answer stays fast at any size; empty when the listing has no location. 404 unless the listing is live.`,
  params: idParamsSchema,
  response: { 200: similarListSchema, 404: errorSchema, 422: errorSchema },
};

async function similarProperties(l: Listings, req: IdRequest) {
  const page = await publicListing(l, req.params.id);
  if (!page) throw new HttpError('PROPERTY_NOT_FOUND');
  const { id, purpose } = page.row;
  // Similar listings are found among those of the same purpose.
  const rows = await l.cache.get(`similar:${id}`, () => l.similar.find(page.row), {
    tags: (found) => ({ ids: [id, ...found.map((r) => r.id)], scope: (f) => f.purpose === purpose }),
  });
  const liked = await likedFlags(
    l,
    req,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => ({ ...toProperty(row), liked: liked(row.id) })) };
}
