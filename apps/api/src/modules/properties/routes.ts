import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, PROPERTY_TYPES, PURPOSES, RECOMMENDATIONS_LIMIT, errorSchema, propertyListSchema, propertySchema } from '@aangan/contracts';
import { HttpError } from '../../plugins/errors.ts';
import { toProperty } from './mapper.ts';
import type { PropertyRepository } from './repository.ts';

// Empty query values are ignored (spec section 5), repeated parameters arrive as arrays.
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const arr = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);
    return arr.length ? arr : undefined;
  }, z.array(item).optional());

export const listQuery = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page must be 1 or more').max(10000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).default(PAGE_SIZE)),
  purpose: z.preprocess((v) => (v === 'sale' ? 'buy' : emptyToUndefined(v)), z.enum(PURPOSES).optional()),
  property_type: list(z.enum(PROPERTY_TYPES)),
  sort_by: z.preprocess(emptyToUndefined, z.enum(['newest', 'price_low', 'price_high', 'popular']).default('newest')),
});

export function propertyRoutes(repo: PropertyRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/properties/', {
      schema: {
        tags: ['properties'], summary: 'Search active listings', querystring: listQuery,
        response: { 200: propertyListSchema, 422: errorSchema },
      },
    }, async (req) => {
      const q = req.query;
      const { rows, total } = await repo.list({
        purpose: q.purpose, propertyTypes: q.property_type, sort: q.sort_by, limit: q.limit, offset: (q.page - 1) * q.limit,
      });
      const properties = rows.map((r) => toProperty(r));
      return { properties, items: properties, page: q.page, limit: q.limit, total, total_pages: Math.ceil(total / q.limit) };
    });

    app.get('/properties/recommendations/', {
      schema: {
        tags: ['properties'], summary: 'Recommended listings (newest verified for visitors)',
        querystring: z.object({ limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(RECOMMENDATIONS_LIMIT)) }),
        response: { 200: propertyListSchema },
      },
    }, async (req) => {
      const { rows, total } = await repo.list({ sort: 'newest', limit: req.query.limit, offset: 0 });
      const properties = rows.map((r) => toProperty(r));
      return { properties, items: properties, page: 1, limit: req.query.limit, total, total_pages: Math.ceil(total / req.query.limit) };
    });

    app.get('/properties/:id', {
      schema: {
        tags: ['properties'], summary: 'Public detail of an active listing',
        params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
        response: { 200: propertySchema, 404: errorSchema, 422: errorSchema },
      },
    }, async (req) => {
      const row = await repo.findActive(req.params.id);
      if (!row) throw new HttpError(404, 'Property not found');
      return toProperty(row, await repo.images(row.id));
    });
  };
}
