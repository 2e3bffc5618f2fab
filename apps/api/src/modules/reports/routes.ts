// Reports of listings. Any signed-in person reports a live listing once; when open reports from
// enough different accounts (weighted: reports/weight.ts) add up to REPORTS_TO_PAUSE, the
// listing leaves search at once until the team decides, and its owner is told why. The team
// dismisses (the listing returns) or acts (it is taken down with a reason), and every reporter
// hears the outcome.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '@aangan/db';
import {
  errorSchema,
  idParamsSchema as idParams,
  reportCreateSchema,
  reportedListSchema,
  reportResolveSchema,
} from '@aangan/contracts';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { access } from '../../plugins/access.ts';
import { iso } from '../properties/mapper.ts';
import type { ReportRepository } from './repository.ts';
import { reachesThreshold } from './weight.ts';
import { notifyOwnerPaused, notifyReportsResolved } from './notify.ts';

interface Deps {
  reports: ReportRepository;
  /** Open reports from this many accounts (weighted) pause a listing. */
  threshold: number;
  origin: string;
  /** An "already rented / sold" report asks the owner to reconfirm (in the report's transaction). */
  onUnavailableReport?: (tx: Queryable, propertyId: number) => Promise<void>;
}

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const reportAnswer = z.object({ id: z.number(), paused: z.boolean() });

export function reportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/properties/:id/reports', { config: access('signed-in'), schema: reportSchema }, (req, reply) =>
      reportListing(deps, req, reply),
    );
    app.get('/admin/reports', { config: access('admin'), schema: queueSchema }, () => reportedListings(deps));
    app.post('/admin/reports/:id/resolve', { config: access('admin'), schema: resolveSchema }, (req) =>
      resolveReports(deps, req),
    );
  };
}

const reportSchema = {
  tags: ['reports'],
  summary: 'Report a live listing (once per person and listing)',
  description:
    "Reasons: unavailable (already rented or sold), wrong_price, wrong_photos, broker_as_owner, fake, other (details required). When open reports from REPORTS_TO_PAUSE accounts (weighted by how often each reporter's reports were upheld) are reached, the listing is paused pending review. 409 when you already reported it.",
  params: idParams,
  body: reportCreateSchema,
  response: { 201: reportAnswer, ...errors },
};

type IdRequest = FastifyRequest & { params: { id: number } };

async function reportListing(
  { reports, threshold, origin, onUnavailableReport }: Deps,
  req: IdRequest & { body: z.output<typeof reportCreateSchema> },
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const listing = await reports.reportable(req.params.id);
  if (!listing) throw new HttpError('PROPERTY_NOT_FOUND');
  if (listing.owner_id === me.userId) throw new HttpError('OWN_LISTING');
  const made = await reports.create(
    { propertyId: listing.id, reporterId: me.userId, reason: req.body.reason, details: req.body.details || null },
    async (tx, open) => {
      if (req.body.reason === 'unavailable' && onUnavailableReport) await onUnavailableReport(tx, listing.id);
      const weights = open.map((r) => r.weight);
      if (!reachesThreshold(weights, threshold)) return false;
      const paused = await reports.pauseForReports(
        tx,
        listing.id,
        weights.reduce((a, b) => a + b, 0),
      );
      if (paused) await notifyOwnerPaused(tx, origin, listing);
      return paused;
    },
  );
  if (!made) throw new HttpError('ALREADY_REPORTED');
  return reply.code(201).send({ id: made.id, paused: made.outcome });
}

const queueSchema = {
  tags: ['admin'],
  summary: 'Reported listings with their open reports, grouped and counted',
  response: { 200: reportedListSchema, 401: errorSchema, 403: errorSchema },
};

async function reportedListings({ reports, threshold }: Deps) {
  const queue = await reports.queue();
  return {
    threshold,
    items: queue.map(({ listing: l, reports: rs }) => ({
      property_id: l.property_id,
      title: l.title,
      status: l.status,
      paused_reason: l.paused_reason,
      owner: l.owner_id === null ? null : { id: l.owner_id, name: l.owner_name ?? '' },
      open_reports: rs.length,
      weight: rs.reduce((n, r) => n + r.weight, 0),
      by_reason: rs.reduce<Record<string, number>>((m, r) => ({ ...m, [r.reason]: (m[r.reason] ?? 0) + 1 }), {}),
      reports: rs.map((r) => ({
        id: r.id,
        reason: r.reason,
        details: r.details,
        reporter: r.reporter,
        reporter_id: r.reporter_id,
        reporter_weight: r.weight,
        created_at: iso(r.created_at),
      })),
      first_reported_at: iso(rs[0]!.created_at),
    })),
  };
}

const resolveSchema = {
  tags: ['admin'],
  summary:
    "Decide a listing's open reports: dismiss (it returns to search) or act (it is taken down, with a reason to its owner)",
  params: idParams,
  body: reportResolveSchema,
  response: { 200: z.object({ resolved: z.number(), status: z.string() }), ...errors },
};

async function resolveReports(
  { reports, origin }: Deps,
  req: IdRequest & { body: z.output<typeof reportResolveSchema> },
) {
  const me = requireUser(req);
  const { action, reason } = req.body;
  const done = await reports.resolve(req.params.id, me.userId, action, reason ?? null, async (tx, f) => {
    await notifyReportsResolved(tx, origin, { id: req.params.id, ...f, action, reason: reason ?? null });
    return {
      resolved: f.reporters.length,
      status: action === 'act' ? 'taken_down' : f.restored ? 'active' : 'unchanged',
    };
  });
  if (!done) throw new HttpError('NO_OPEN_REPORTS');
  return done;
}
