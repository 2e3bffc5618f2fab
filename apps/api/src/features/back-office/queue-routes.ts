// The review queue (listings waiting, oldest first, with what a reviewer weighs) and every
// listing in any state for admins.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_STATUSES, adminListingListSchema, queueSchema, type QueueItem } from '@aangan/contracts';
import { iso } from '../../shared/dates.ts';
import type { ModerationRepository } from './repository.ts';
import type { QueueRepository } from './queue-repository.ts';
import { toAdminListing } from './decision-routes.ts';
import { pageQuery } from './finding-routes.ts';
import { access } from '../../shared/access.ts';
import { pageOf, rowsOf } from '../../shared/paging.ts';
import { errorAnswers } from '../../shared/errors.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.every((x) => x === ''));
const one = (v: unknown) => (Array.isArray(v) ? v.at(-1) : v);
const allQuery = z.object({
  // Repeated (status=active&status=expired) or comma-separated.
  status: z.preprocess(
    (v) =>
      blank(v)
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => String(x).split(','))
            .map((x) => x.trim())
            .filter(Boolean),
    z.array(z.enum(LISTING_STATUSES)).max(LISTING_STATUSES.length).optional(),
  ),
  q: z.preprocess((v) => (blank(v) ? undefined : String(one(v)).trim() || undefined), z.string().max(200).optional()),
  owner_id: z.preprocess(
    (v) => (blank(v) ? undefined : one(v)),
    z.coerce.number().int().min(1).max(2147483647).optional(),
  ),
  locality: z.preprocess(
    (v) => (blank(v) ? undefined : String(one(v)).trim() || undefined),
    z.string().max(120).optional(),
  ),
  has_findings: z.preprocess((v) => {
    const s = blank(v) ? undefined : String(one(v)).toLowerCase();
    return s === undefined ? undefined : s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : s;
  }, z.boolean().optional()),
  ...pageQuery,
});
const denied = errorAnswers(401, 403, 422);

export function queueRoutes(queue: QueueRepository, repo: ModerationRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/queue', { config: ADMIN, schema: reviewQueueSchema }, (req) => reviewQueue(queue, repo, req));
    app.get('/properties/all', { config: ADMIN, schema: allSchema }, (req) => allListings(queue, req));
  };
}

const queueQuery = z.object(pageQuery);

const reviewQueueSchema = {
  tags: ['moderation'],
  summary: 'Listings waiting for review, oldest first, with photos, owner, history and open findings (admin)',
  querystring: queueQuery,
  response: { 200: queueSchema, ...denied },
};

async function reviewQueue(
  queue: QueueRepository,
  repo: ModerationRepository,
  req: FastifyRequest & { query: z.output<typeof queueQuery> },
) {
  const { limit, offset } = rowsOf(req.query);
  const { rows, total } = await queue.queue(limit, offset);
  const ids = rows.map((r) => r.id);
  const [photos, owners, history, findings] = await Promise.all([
    queue.photos(ids),
    queue.owners([...new Set(rows.map((r) => r.owner_id).filter((o) => o !== null))]),
    queue.history(ids),
    repo.openFor(ids),
  ]);
  const items: QueueItem[] = rows.map((r) => ({
    listing: toAdminListing(r),
    lat: r.latitude,
    lng: r.longitude,
    photos: photos.filter((p) => p.property_id === r.id).map(({ property_id: _, ...p }) => p),
    owner: ownerOf(owners.find((x) => x.id === r.owner_id)),
    history: history
      .filter((h) => h.entity_id === String(r.id))
      .map(({ entity_id: _, ...h }) => ({ ...h, created_at: iso(h.created_at) })),
    findings: findings.filter((f) => f.property_id === r.id),
  }));
  return pageOf(req.query, total, items);
}

/** A listing's owner as the queue shows them, with how many listings they have in each state. */
function ownerOf(o: Awaited<ReturnType<QueueRepository['owners']>>[number] | undefined): QueueItem['owner'] {
  return o
    ? {
        id: o.id,
        full_name: o.full_name,
        phone: o.phone,
        email: o.email,
        role: o.role,
        listings: {
          total: o.total,
          active: o.active,
          pending_review: o.pending_review,
          rejected: o.rejected,
          taken_down: o.taken_down,
        },
      }
    : null;
}

const allSchema = {
  tags: ['moderation'],
  summary:
    'Every listing in any state, newest first, filtered by status (repeatable), title words, owner, locality, open findings (admin)',
  querystring: allQuery,
  response: { 200: adminListingListSchema, ...denied },
};

async function allListings(queue: QueueRepository, req: FastifyRequest & { query: z.output<typeof allQuery> }) {
  const q = req.query;
  const { rows, total } = await queue.all({
    status: q.status,
    q: q.q,
    ownerId: q.owner_id,
    locality: q.locality,
    hasFindings: q.has_findings,
    ...rowsOf(q),
  });
  const items = rows.map(toAdminListing);
  return { ...pageOf(q, total, items), properties: items };
}
