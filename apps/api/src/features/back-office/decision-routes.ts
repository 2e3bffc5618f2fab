// The team's decisions over HTTP: verify, reject (also many at once), expire, reactivate, take
// down, merge a duplicate, and run the automatic checks again. Admins only.
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminListingSchema,
  bulkDecisionSchema,
  bulkResultSchema,
  findingListSchema,
  idParamsSchema,
  listingMergeSchema,
  listingRejectSchema,
  listingTakeDownSchema,
  myListingSchema,
  type AdminListing,
} from '@aangan/contracts';
import { HttpError, errorAnswers } from '../../shared/errors.ts';
import { requireAdmin } from '../../shared/auth.ts';
import { toMyListing } from '../listings/index.ts';
import type { AdminAction } from '../listings/index.ts';
import type { ListingRepository } from '../listings/index.ts';
import type { Moderator, Outcome, DecisionInput } from './decisions.ts';
import type { Checker } from './detect.ts';
import type { ModerationRepository } from './repository.ts';
import type { AdminRow, QueueRepository } from './queue-repository.ts';
import { access } from '../../shared/access.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const denied = errorAnswers(401, 403, 404, 409, 422);

export const toAdminListing = (r: AdminRow): AdminListing => ({
  ...toMyListing(r),
  owner_id: r.owner_id,
  duplicate_of: r.duplicate_of,
  open_findings: r.open_findings,
});

interface Deps {
  moderator: Moderator;
  checker: Checker;
  repo: ModerationRepository;
  queue: QueueRepository;
  listings: ListingRepository;
}

export function decisionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/properties/:id/verify', { config: ADMIN, schema: verifySchema }, async (req) =>
      toMyListing(await decided(deps, req, req.params.id, 'verify')),
    );
    app.post('/properties/:id/reject', { config: ADMIN, schema: rejectSchema }, async (req) =>
      toMyListing(
        await decided(deps, req, req.params.id, 'reject', {
          reasonCode: req.body.reason_code,
          reason: req.body.reason,
        }),
      ),
    );
    app.post('/admin/properties/bulk', { config: ADMIN, schema: bulkSchema }, (req) => decideMany(deps, req));
    app.post('/admin/properties/:id/expire', { config: ADMIN, schema: expireSchema }, async (req) =>
      adminView(deps, await decided(deps, req, req.params.id, 'expire')),
    );
    app.post('/admin/properties/:id/reactivate', { config: ADMIN, schema: reactivateSchema }, async (req) =>
      adminView(deps, await decided(deps, req, req.params.id, 'reactivate')),
    );
    app.post('/admin/properties/:id/take-down', { config: ADMIN, schema: takeDownSchema }, async (req) =>
      adminView(deps, await decided(deps, req, req.params.id, 'take_down', req.body)),
    );
    app.post('/admin/properties/:id/merge', { config: ADMIN, schema: mergeSchema }, async (req) =>
      adminView(deps, await decided(deps, req, req.params.id, 'merge', { into: req.body.into })),
    );
    app.post('/admin/properties/:id/findings/refresh', { config: ADMIN, schema: refreshSchema }, (req) =>
      refreshFindings(deps, req),
    );
  };
}

const actor = (req: FastifyRequest) => ({ userId: requireAdmin(req).userId, ip: req.ip, requestId: req.id });

/** One decision, or the error it met as an HTTP answer. */
async function decided(deps: Deps, req: FastifyRequest, id: number, action: AdminAction, input?: DecisionInput) {
  const out: Outcome = await deps.moderator.decide(actor(req), id, action, input);
  if (!out.ok) throw out.error;
  return out.listing;
}

/** The listing as the back office lists it. */
const adminView = async (deps: Deps, l: { id: number }) => toAdminListing((await deps.queue.one(l.id))!);

const verifySchema = {
  tags: ['moderation'],
  summary: 'Verify a listing waiting for review: it goes live (admin)',
  params: idParamsSchema,
  response: { 200: myListingSchema, ...denied },
};

const rejectSchema = {
  tags: ['moderation'],
  summary: 'Reject a listing with a reason the owner sees: a common one by code, own words, or both (admin)',
  params: idParamsSchema,
  body: listingRejectSchema,
  response: { 200: myListingSchema, ...denied },
};

const bulkSchema = {
  tags: ['moderation'],
  summary: 'Verify or reject up to 100 listings waiting for review; each gets its own result',
  body: bulkDecisionSchema,
  response: { 200: bulkResultSchema, ...denied },
};

async function decideMany(deps: Deps, req: FastifyRequest & { body: z.output<typeof bulkDecisionSchema> }) {
  const results = [];
  for (const id of [...new Set(req.body.ids)]) {
    const out = await deps.moderator.decide(actor(req), id, req.body.action, {
      reasonCode: req.body.reason_code,
      reason: req.body.reason,
    });
    results.push(
      out.ok
        ? { id, ok: true, status: out.listing.status }
        : { id, ok: false, code: out.error.code, error: out.error.message },
    );
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

const expireSchema = {
  tags: ['moderation'],
  summary: 'Expire a live listing now (admin)',
  params: idParamsSchema,
  response: { 200: adminListingSchema, ...denied },
};

const reactivateSchema = {
  tags: ['moderation'],
  summary: 'Bring an expired listing back with a fresh reconfirmation period (admin)',
  params: idParamsSchema,
  response: { 200: adminListingSchema, ...denied },
};

const takeDownSchema = {
  tags: ['moderation'],
  summary: 'Take a listing down with a reason and the policy it breaks; the owner sees both (admin)',
  params: idParamsSchema,
  body: listingTakeDownSchema,
  response: { 200: adminListingSchema, ...denied },
};

const mergeSchema = {
  tags: ['moderation'],
  summary:
    'Merge a duplicate into the listing it repeats: it leaves search and its page, its findings are resolved (admin)',
  params: idParamsSchema,
  body: listingMergeSchema,
  response: { 200: adminListingSchema, ...denied },
};

const refreshSchema = {
  tags: ['moderation'],
  summary: 'Run the automatic checks of a listing again; answers its open findings (admin)',
  params: idParamsSchema,
  response: { 200: findingListSchema, ...denied },
};

async function refreshFindings({ listings, checker, repo }: Deps, req: FastifyRequest & { params: { id: number } }) {
  const me = requireAdmin(req);
  if (!(await listings.get(req.params.id))) throw new HttpError('PROPERTY_NOT_FOUND');
  await checker.check(req.params.id);
  const items = await repo.openFor([req.params.id]);
  await listings.audit({
    actorId: me.userId,
    action: 'property.findings_refresh',
    entityId: req.params.id,
    before: null,
    after: { open: items.map((f) => f.kind) },
    ip: req.ip,
    requestId: req.id,
  });
  return { items, page: 1, limit: items.length, total: items.length, total_pages: 1 };
}
