import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@aangan/contracts';
import { HttpError } from '../../../shared/errors.ts';
import type { LocationRepository } from './repository.ts';
import { access } from '../../../shared/access.ts';

const place = z.object({
  name: z.string(),
  kind: z.string(),
  sector: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});

export function locationRoutes(repo: LocationRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/locations/suggest',
      {
        config: access('public'),
        schema: {
          tags: ['locations'],
          summary: 'Gurugram places for a typed text (prefix first, then fuzzy), best first',
          querystring: z.object({
            q: z.string().trim().min(1).max(100),
            limit: z.coerce.number().int().min(1).max(20).default(8),
          }),
          response: { 200: z.object({ items: z.array(place), attribution: z.string() }), 422: errorSchema },
        },
      },
      async (req) => ({
        items: (await repo.suggest(req.query.q, req.query.limit)).map(({ name, kind, sector, lat, lng }) => ({
          name,
          kind,
          sector,
          lat,
          lng,
        })),
        attribution: '© OpenStreetMap contributors (ODbL)',
      }),
    );

    app.get(
      '/locations/nearest',
      {
        config: access('public'),
        schema: {
          tags: ['locations'],
          summary: 'The nearest sector or locality to a point',
          querystring: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
          response: { 200: place.extend({ distance_km: z.number() }), 404: errorSchema, 422: errorSchema },
        },
      },
      async (req) => {
        const p = await repo.nearest(req.query.lat, req.query.lng, ['sector', 'locality']);
        if (!p) throw new HttpError('PLACE_NOT_FOUND');
        return {
          name: p.name,
          kind: p.kind,
          sector: p.sector,
          lat: p.lat,
          lng: p.lng,
          distance_km: p.distance_km ?? 0,
        };
      },
    );
  };
}
