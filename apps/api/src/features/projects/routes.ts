import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, projectListQuerySchema, projectListSchema, projectSchema } from '@aangan/contracts';
import { HttpError, fieldError } from '../../shared/errors.ts';
import { toProperty } from '../listings/index.ts';
import { closedToContact, type ProjectRepository, type ProjectRow } from './repository.ts';
import { access } from '../../shared/access.ts';
import { pageOf, rowsOf } from '../../shared/paging.ts';

const query = projectListQuerySchema;

const num = (v: string | number | null) => (v === null ? null : Number(v));
function toProject(r: ProjectRow) {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    builder_name: r.builder_name,
    rera_number: r.rera_number,
    hrera_status: r.hrera_status,
    hrera_valid_until: r.hrera_valid_until,
    accepts_enquiries: closedToContact(r) === null,
    description: r.description,
    status: r.status,
    locality: r.locality,
    sector: r.sector,
    city: r.city,
    latitude: r.latitude,
    longitude: r.longitude,
    configurations: r.configurations,
    price_min: num(r.price_min),
    price_max: num(r.price_max),
    possession_date: r.possession_date,
    total_units: r.total_units,
    total_towers: r.total_towers,
    land_acres: r.land_acres,
    amenities: r.amenities,
    cover_image_url: r.cover_image_url,
    listed_units: r.listed_units,
  };
}

export function projectRoutes(repo: ProjectRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/projects',
      {
        config: access('public'),
        schema: {
          tags: ['projects'],
          summary: 'New-build projects',
          querystring: query,
          response: { 200: projectListSchema, 422: errorSchema },
        },
      },
      async (req) => {
        const q = req.query;
        if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
          throw fieldError(['query', 'price_max'], 'MIN_ABOVE_MAX');
        }
        // Prices are whole rupees (bigint): at least 1.5 means at least 2, and a fraction is no bigint parameter.
        const prices = {
          price_min: q.price_min === undefined ? undefined : Math.ceil(q.price_min),
          price_max: q.price_max === undefined ? undefined : Math.floor(q.price_max),
        };
        const { rows, total } = await repo.list({ ...q, ...prices, sort: q.sort_by, ...rowsOf(q) });
        const items = rows.map(toProject);
        return { ...pageOf(q, total, items), projects: items };
      },
    );

    app.get(
      '/projects/:slug',
      {
        config: access('public'),
        schema: {
          tags: ['projects'],
          summary: 'One project by slug, with its listed units',
          params: z.object({
            slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'SLUG_FORMAT'),
          }),
          response: { 200: projectSchema, 404: errorSchema, 422: errorSchema },
        },
      },
      async (req) => {
        const row = await repo.bySlug(req.params.slug);
        if (!row) throw new HttpError('PROJECT_NOT_FOUND');
        return {
          ...toProject(row),
          specifications: row.specifications,
          units: (await repo.units(row.id)).map((u) => toProperty(u)),
        };
      },
    );
  };
}
