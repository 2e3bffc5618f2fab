import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PURPOSES,
  errorSchema,
  idParamsSchema,
  propertyListSchema,
  swipeInputSchema,
  swipeResultSchema,
  swipeStatsSchema,
} from '@aangan/contracts';
import { HttpError, errorAnswers } from '../../../shared/errors.ts';
import { requireUser } from '../../../shared/auth.ts';
import { toProperty } from '../properties/mapper.ts';
import { iso } from '../../../shared/dates.ts';
import type { SwipeChange, SwipeRepository } from './repository.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

const denied = errorAnswers(401, 422);

function result(c: SwipeChange) {
  return {
    swipe: c.swipe && { ...c.swipe, created_at: iso(c.swipe.created_at), updated_at: iso(c.swipe.updated_at) },
    property_id: c.propertyId,
    liked: c.liked,
    like_count: c.likeCount,
  };
}

const listQuery = z.object({
  is_liked: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

export function swipeRoutes(swipes: SwipeRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const mine = { config: access('signed-in') };
    app.post('/swipes', { ...mine, schema: swipeSchema }, (req) => swipe(swipes, req));
    app.get('/swipes', { ...mine, schema: listSchema }, (req) => swipedListings(swipes, req));
    app.delete('/swipes/undo', { ...mine, schema: undoSchema }, (req) => undoSwipe(swipes, req));
    app.put('/swipes/:id/toggle', { ...mine, schema: toggleSchema }, (req) => toggleLike(swipes, req));
    app.get('/swipes/stats', { ...mine, schema: statsSchema }, (req) => swipeStats(swipes, req));
  };
}

const notFound = () => new HttpError('PROPERTY_NOT_FOUND');

const swipeSchema = {
  tags: ['likes'],
  summary: 'Like or dislike a listing (again: changes the answer)',
  body: swipeInputSchema,
  response: { 200: swipeResultSchema, 404: errorSchema, ...denied },
};

async function swipe(swipes: SwipeRepository, req: FastifyRequest & { body: z.output<typeof swipeInputSchema> }) {
  const c = await swipes.swipe(requireUser(req).userId, req.body.property_id, req.body.is_liked);
  if (!c) throw notFound();
  return result(c);
}

const listSchema = {
  tags: ['likes'],
  summary: 'Listings I swiped on, latest first (`is_liked=true`: my favourites)',
  querystring: listQuery,
  response: { 200: propertyListSchema, ...denied },
};

async function swipedListings(swipes: SwipeRepository, req: FastifyRequest & { query: z.output<typeof listQuery> }) {
  const me = requireUser(req);
  const q = req.query;
  const r = await swipes.list(me.userId, { isLiked: q.is_liked, ...rowsOf(q) });
  const properties = r.rows.map((row) => ({
    ...toProperty(row),
    liked: (row as { swipe_liked?: boolean }).swipe_liked === true,
  }));
  return { ...pageOf(q, r.total, properties), properties, total_exact: true };
}

const undoSchema = {
  tags: ['likes'],
  summary: 'Take back my most recent swipe',
  response: { 200: swipeResultSchema, 404: errorSchema, ...denied },
};

async function undoSwipe(swipes: SwipeRepository, req: FastifyRequest) {
  const c = await swipes.undo(requireUser(req).userId);
  if (!c) throw new HttpError('NOTHING_TO_UNDO');
  return result(c);
}

const toggleSchema = {
  tags: ['likes'],
  summary: 'Toggle my like of a listing',
  description:
    "`id` is the listing's id: a card knows its listing, not a swipe (docs/decisions/007-accounts-and-sessions.md).",
  params: idParamsSchema,
  response: { 200: swipeResultSchema, 404: errorSchema, ...denied },
};

async function toggleLike(swipes: SwipeRepository, req: FastifyRequest & { params: { id: number } }) {
  const c = await swipes.toggle(requireUser(req).userId, req.params.id);
  if (!c) throw notFound();
  return result(c);
}

const statsSchema = {
  tags: ['likes'],
  summary: 'How many listings I liked and disliked, in all and by purpose',
  response: { 200: swipeStatsSchema, ...denied },
};

async function swipeStats(swipes: SwipeRepository, req: FastifyRequest) {
  const rows = await swipes.stats(requireUser(req).userId);
  const by_purpose = Object.fromEntries(
    PURPOSES.map((p) => {
      const r = rows.find((x) => x.purpose === p);
      return [p, { liked: r?.liked ?? 0, disliked: r?.disliked ?? 0 }];
    }),
  ) as Record<(typeof PURPOSES)[number], { liked: number; disliked: number }>;
  const liked = rows.reduce((n, r) => n + r.liked, 0);
  const disliked = rows.reduce((n, r) => n + r.disliked, 0);
  return { liked, disliked, total: liked + disliked, by_purpose };
}
