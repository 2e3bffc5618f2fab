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
import { HttpError } from '../../../shared/errors.ts';
import type { Limiter } from '../../../shared/limiter.ts';
import { addressRange } from '../../../shared/address-range.ts';
import { requireUser } from '../../../shared/auth.ts';
import { access } from '../../../shared/access.ts';
import { iso } from '../../../shared/dates.ts';
import type { ReportRepository } from './repository.ts';
import { reachesThreshold } from './weight.ts';
import { writeAudit } from '../../listings/index.ts';
import { notifyOwnerPaused, notifyReportsResolved } from './notify.ts';

interface Deps {
  reports: ReportRepository;
  /** Reports filed per account and per address range (every report counts). */
  perAccount: Limiter;
  perRange: Limiter;
  /** Open reports from this many accounts (weighted) pause a listing. */
  threshold: number;
  origin: string;
  /** An "already rented / sold" report asks the owner to reconfirm (in the report's transaction). */
  onUnavailableReport?: (tx: Queryable, propertyId: number) => Promise<void>;
}

const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
};
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
    'Reasons: unavailable (already rented or sold), wrong_price, wrong_photos, broker_as_owner, fake, other (details required). Only accounts with a verified number report (403 PHONE_NOT_VERIFIED); reports are limited per account and per address range (RATE_LIMIT_REPORTS, RATE_LIMIT_REPORTS_RANGE), and "unavailable" ones to UNAVAILABLE_REPORTS_PER_DAY advertisers a day (429). When open reports from REPORTS_TO_PAUSE accounts (weighted: an account younger than REPORTER_MIN_AGE_DAYS without an upheld report weighs nothing; then by how often each reporter\'s reports were upheld) are reached, the listing is paused pending review, unless reports hit many of the advertiser\'s listings within a day: then the team decides. 409 when you already reported it.',
  params: idParams,
  body: reportCreateSchema,
  response: { 201: reportAnswer, ...errors },
};

type IdRequest = FastifyRequest & { params: { id: number } };

async function reportListing(
  { reports, threshold, origin, onUnavailableReport, perAccount, perRange }: Deps,
  req: IdRequest & { body: z.output<typeof reportCreateSchema> },
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const listing = await reports.reportable(req.params.id);
  if (!listing) throw new HttpError('PROPERTY_NOT_FOUND');
  if (listing.owner_id === me.userId) throw new HttpError('OWN_LISTING');
  if (!(await reports.verifiedReporter(me.userId))) throw new HttpError('PHONE_NOT_VERIFIED');
  const unavailable = req.body.reason === 'unavailable';
  // One account telling many advertisers their homes are gone is a campaign, not a seeker.
  if (unavailable && !(await reports.unavailableAllowed(me.userId, listing.owner_id)))
    throw new HttpError('UNAVAILABLE_REPORT_CAP');
  await perAccount.consume(`user:${me.userId}`);
  await perRange.consume(addressRange(req.ip));
  const made = await reports.create(
    { propertyId: listing.id, reporterId: me.userId, reason: req.body.reason, details: req.body.details || null },
    async (tx, open) => {
      const mine = open.find((r) => r.reporter_id === me.userId);
      // Only a reporter of standing asks the owner to reconfirm (unanswered, that pauses the listing too).
      if (unavailable && onUnavailableReport && mine && mine.weight > 0) await onUnavailableReport(tx, listing.id);
      const weights = open.map((r) => r.weight);
      if (!reachesThreshold(weights, threshold)) return false;
      // Reports on many of one advertiser's listings at once go to the team instead of pausing.
      if (await reports.inBurst(tx, listing.owner_id)) {
        await holdForBurst(tx, listing.id, listing.owner_id);
        return false;
      }
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

/** The audit says why a listing that reached the threshold stayed live: the team decides it. */
const holdForBurst = (tx: Queryable, id: number, ownerId: number | null) =>
  writeAudit(tx, {
    actorId: null,
    action: 'reports.burst',
    entityId: id,
    before: null,
    after: { owner_id: ownerId, by: 'system' },
  });

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
