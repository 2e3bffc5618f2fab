import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LOCATION, RECOMMENDATIONS_LIMIT, errorSchema, normaliseSearchParams, propertyListSchema, propertySchema,
  searchQuerySchema, type SearchQuery,
} from '@aangan/contracts';
import { HttpError } from '../../plugins/errors.ts';
import type { LocationRepository } from '../locations/repository.ts';
import { toProperty } from './mapper.ts';
import type { PropertyRepository } from './repository.ts';
import type { Search, SearchResult } from './search.ts';
import type { ViewCounter } from './views.ts';

// Aliases (latitude, min_price, ...) are folded into the canonical names before validation.
const searchQuery = z.preprocess((v) => normaliseSearchParams((v ?? {}) as Record<string, unknown>), searchQuerySchema);
const idParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').min(1, 'id must be positive').max(2147483647, 'id is too large') });

/** "3 bhk", "3bhk", "3 BHK": a bedroom count, not two loose words. */
const BHK = /\b(\d{1,2})\s*bhk\b/i;
/** Similarity at which a run of words is taken to name a gazetteer place as typed. */
const EXACT_PLACE = 0.9;

function readBhk(q: SearchQuery): { query: SearchQuery; text: string | undefined } {
  const m = q.q?.match(BHK);
  if (!m || q.bedrooms_min !== undefined || q.bedrooms_max !== undefined) return { query: q, text: q.q };
  const n = Number(m[1]);
  const text = q.q!.replace(BHK, ' ').replace(/\s+/g, ' ').trim() || undefined;
  return { query: { ...q, bedrooms_min: n, bedrooms_max: n }, text };
}

interface Deps { repo: PropertyRepository; search: Search; places: LocationRepository; views: ViewCounter }

export function propertyRoutes({ repo, search, places, views }: Deps): FastifyPluginAsyncZod {
  function listBody(q: Pick<SearchQuery, 'page' | 'limit'>, r: SearchResult, extra: { q_corrected?: string } = {}) {
    const properties = r.rows.map((row) => toProperty(row));
    return {
      properties, items: properties, page: q.page, limit: q.limit, total: r.total,
      total_pages: Math.ceil(r.total / q.limit), total_exact: r.totalExact, next_cursor: r.nextCursor, ...extra,
    };
  }

  return async (app) => {
    app.get('/properties/', {
      schema: {
        tags: ['properties'],
        summary: 'Search active listings',
        description: 'Every filter of the spec with its aliases. `sort_by=distance` needs lat and lng (422 otherwise); `relevance` ranks text matches, then closeness when a point is given. Totals are exact up to 1000 matches (`total_exact: false` beyond); follow `next_cursor` for deep pages.',
        querystring: searchQuery,
        response: { 200: propertyListSchema, 422: errorSchema },
      },
    }, async (req) => {
      const { query: q, text } = readBhk(req.query);
      if (!text) return listBody(q, await search.search(q, null));
      // A place named in the text ("dlf phase 2") is matched as a phrase, not as loose words.
      const place = await places.resolvePlace(text);
      if (place && place.similarity >= EXACT_PLACE) {
        return listBody(q, await search.search(q, { words: place.rest || null, place: place.place }));
      }
      const first = await search.search(q, { words: text, place: null });
      if (first.total > 0 || q.cursor || !place) return listBody(q, first);
      // Nothing matched the words as typed: read them as a misspelt place name.
      const second = await search.search(q, { words: place.rest || null, place: place.place });
      return listBody(q, second, { q_corrected: [q.q?.match(BHK)?.[0], place.rest, place.place].filter(Boolean).join(' ') });
    });

    app.get('/properties/recommendations/', {
      schema: {
        tags: ['properties'],
        summary: 'Recommended listings: popular near the given point (or the centre of Gurugram)',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(RECOMMENDATIONS_LIMIT),
          lat: z.coerce.number().min(-90).max(90).optional(),
          lng: z.coerce.number().min(-180).max(180).optional(),
          latitude: z.coerce.number().min(-90).max(90).optional(),
          longitude: z.coerce.number().min(-180).max(180).optional(),
        }),
        response: { 200: propertyListSchema, 422: errorSchema },
      },
    }, async (req) => {
      const { limit } = req.query;
      const lat = req.query.lat ?? req.query.latitude ?? DEFAULT_LOCATION.lat;
      const lng = req.query.lng ?? req.query.longitude ?? DEFAULT_LOCATION.lng;
      const q = searchQuerySchema.parse({ lat: String(lat), lng: String(lng), radius: '25', sort_by: 'popular', limit: String(limit) });
      const near = await search.search(q, null);
      // Far from any listing: fall back to what is popular anywhere.
      const r = near.rows.length ? near : await search.search(searchQuerySchema.parse({ sort_by: 'popular', limit: String(limit) }), null);
      return { ...listBody({ page: 1, limit }, r), next_cursor: null };
    });

    app.get('/properties/:id', {
      schema: {
        tags: ['properties'], summary: 'Public detail of an active listing',
        params: idParams,
        response: { 200: propertySchema, 404: errorSchema, 422: errorSchema },
      },
    }, async (req) => {
      const row = await repo.findActive(req.params.id);
      if (!row) throw new HttpError(404, 'Property not found');
      const [images, tour, contact] = await Promise.all([repo.images(row.id), repo.tour(row.id), repo.contact(row.id)]);
      views.add(row.id);
      return { ...toProperty(row, images), owner_contact: contact, tour };
    });
  };
}
