import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  formatIndiaDateTime,
  idParamsSchema as idParams,
  visitCancelSchema,
  visitCreateSchema,
  visitListSchema,
  visitRescheduleSchema,
  visitSchema,
  visitSlotsSchema,
  visitUpdateSchema,
  VISIT_SLOT_DAYS,
  VISIT_SLOT_MINUTES,
  VISIT_TIME_ZONE,
} from '@aangan/contracts';
import { HttpError, fieldError, errorAnswers } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import type { SessionUser } from '../../shared/sessions.ts';
import type { VisitMove, VisitRepository, VisitRow, VisitScope } from './repository.ts';
import { toVisit } from './mapper.ts';
import { freeSlots, moveError, offeredSlotError, projectClosedCode, type VisitAction } from './rules.ts';
import { access } from '../../shared/access.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
const denied = errorAnswers(401, 404, 409, 422);

export function visitRoutes(visits: VisitRepository): FastifyPluginAsyncZod {
  /** Someone else's visit reads as not found before the body is validated (an invalid id is left to validation). */
  const yours = async (req: FastifyRequest) => {
    const id = idParams.safeParse(req.params);
    if (id.success) await own(visits, requireUser(req), id.data.id);
  };
  const mine = { config: access('self'), preValidation: yours };
  return async (app) => {
    app.get('/properties/:id/visit-slots', { config: access('public'), schema: slotsSchema }, (req) =>
      offeredSlots(visits, req.params.id),
    );
    app.post('/visits', { config: access('signed-in'), schema: bookSchema }, (req, reply) =>
      bookVisit(visits, req, reply),
    );
    for (const [url, scope, summary] of lists) {
      app.get(url, { config: access('signed-in'), schema: listSchema(summary) }, (req) =>
        listVisits(visits, scope, req),
      );
    }
    app.get('/visits/:id', { ...mine, schema: oneSchema }, async (req) =>
      toVisit(await own(visits, requireUser(req), req.params.id)),
    );
    app.put('/visits/:id', { ...mine, schema: updateSchema }, (req) => updateVisit(visits, req));
    app.post('/visits/:id/reschedule', { ...mine, schema: rescheduleSchema }, (req) => rescheduleVisit(visits, req));
    app.post('/visits/:id/cancel', { ...mine, schema: cancelSchema }, (req) => cancelVisit(visits, req));
  };
}

type IdRequest = FastifyRequest & { params: { id: number } };

/** The caller's own visit (anyone else's reads as not found: ids are not secrets, visits are). */
async function own(visits: VisitRepository, me: SessionUser, id: number) {
  const v = await visits.find(id);
  if (!v || v.user_id !== me.userId) throw new HttpError('VISIT_NOT_FOUND');
  return v;
}

async function move(
  visits: VisitRepository,
  me: SessionUser,
  id: number,
  action: VisitAction,
  change: (v: VisitRow) => Promise<VisitMove>,
) {
  const v = await own(visits, me, id);
  const why = moveError(action, v.status, 'visitor', new Date(v.scheduled_date));
  if (why) throw why;
  const done = await visits.change(await change(v));
  if (!done) throw new HttpError('VISIT_CHANGED');
  if (typeof done === 'string') throw fieldError(['body', 'scheduled_date'], done);
  return toVisit(done);
}

const slotsSchema = {
  tags: ['visits'],
  summary: "A listing's free visit slots",
  description: `The slots (${VISIT_SLOT_MINUTES} minutes each) of the listing's visiting hours and days for the next ${VISIT_SLOT_DAYS} days, India time, that can still be booked: past slots, slots less than an hour ahead, slots booked at the listing and slots in which the agent showing it has another visit are left out. 404 when the listing is not live.`,
  params: idParams,
  response: { 200: visitSlotsSchema, 404: errorSchema, 422: errorSchema },
};

/** The free slots of a live listing (a project closed to visits offers none). */
async function offeredSlots(visits: VisitRepository, id: number) {
  const b = await visits.bookable(id);
  if (!b) throw new HttpError('PROPERTY_NOT_FOUND');
  const now = new Date();
  const busy = b.closed
    ? []
    : await visits.busy(
        { propertyId: id, agent: b.agent },
        now,
        new Date(now.getTime() + (VISIT_SLOT_DAYS + 1) * 86_400_000),
      );
  const days = freeSlots(
    b,
    busy.map((x) => x.at),
    now,
  ).map((d) => (b.closed ? { ...d, slots: [] } : d));
  return {
    time_zone: VISIT_TIME_ZONE,
    slot_minutes: VISIT_SLOT_MINUTES,
    start_hour: b.start,
    end_hour: b.end,
    visit_days: b.days,
    days,
  };
}

const bookSchema = {
  tags: ['visits'],
  summary: 'Book a site visit',
  description:
    "One of the listing's free slots (GET /properties/{id}/visit-slots): at least an hour ahead, at most 90 days, on the listing's visiting days, at the start of a slot in its visiting hours (India time). A slot booked at the listing meanwhile, or in which its agent has another visit, is refused (409 with a field error). One open visit per person and listing: reschedule it instead (409). A listing in a project that is unpublished, or whose HRERA registration lapsed or was revoked, takes no visits (409).",
  body: visitCreateSchema,
  response: { 201: visitSchema, ...denied },
};

async function bookVisit(
  visits: VisitRepository,
  req: FastifyRequest & { body: z.output<typeof visitCreateSchema> },
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const b = req.body;
  const hours = await visits.bookable(b.property_id);
  if (!hours) throw new HttpError('PROPERTY_NOT_FOUND');
  if (hours.closed) throw new HttpError(projectClosedCode(hours.closed));
  const at = new Date(b.scheduled_date);
  const why = offeredSlotError(at, hours);
  if (why) throw fieldError(['body', 'scheduled_date'], why.code, why.params);
  const r = await visits.create({
    userId: me.userId,
    propertyId: b.property_id,
    agent: hours.agent,
    at,
    requirements: b.special_requirements ?? null,
  });
  if ('clash' in r) {
    throw new HttpError('VISIT_CLASH', { params: { when: formatIndiaDateTime(r.clash) } });
  }
  if ('taken' in r) throw fieldError(['body', 'scheduled_date'], r.taken);
  return reply.code(201).send(toVisit(r.visit));
}

const lists: [string, VisitScope, string][] = [
  ['/visits', 'all', 'My visits, latest booked first'],
  ['/visits/upcoming', 'upcoming', 'My visits still to come, soonest first'],
  ['/visits/past', 'past', 'My visits that took place or were called off, latest first'],
];

const listSchema = (summary: string) => ({
  tags: ['visits'],
  summary,
  querystring: listQuery,
  response: { 200: visitListSchema, ...denied },
});

async function listVisits(
  visits: VisitRepository,
  scope: VisitScope,
  req: FastifyRequest & { query: z.output<typeof listQuery> },
) {
  const r = await visits.list(requireUser(req).userId, scope, req.query.limit);
  return { visits: r.rows.map(toVisit), total: r.total };
}

const oneSchema = {
  tags: ['visits'],
  summary: 'One of my visits with its history',
  params: idParams,
  response: { 200: visitSchema, ...denied },
};

const updateSchema = {
  tags: ['visits'],
  summary: 'Change the notes of an open visit',
  params: idParams,
  body: visitUpdateSchema,
  response: { 200: visitSchema, ...denied },
};

async function updateVisit(visits: VisitRepository, req: IdRequest & { body: z.output<typeof visitUpdateSchema> }) {
  const me = requireUser(req);
  return move(visits, me, req.params.id, 'update', async (v) => ({
    id: v.id,
    actorId: me.userId,
    expect: v.status,
    to: v.status,
    requirements: req.body.special_requirements ?? null,
    note: 'Special requirements changed',
  }));
}

const rescheduleSchema = {
  tags: ['visits'],
  summary: 'Move an open visit to another time',
  params: idParams,
  body: visitRescheduleSchema,
  response: { 200: visitSchema, ...denied },
};

async function rescheduleVisit(
  visits: VisitRepository,
  req: IdRequest & { body: z.output<typeof visitRescheduleSchema> },
) {
  const me = requireUser(req);
  const at = new Date(req.body.scheduled_date);
  return move(visits, me, req.params.id, 'reschedule', async (v) => {
    const hours = await visits.bookable(v.property_id);
    if (!hours) throw new HttpError('VISITS_CLOSED');
    if (hours.closed) throw new HttpError(projectClosedCode(hours.closed));
    const why = offeredSlotError(at, hours);
    if (why) throw fieldError(['body', 'scheduled_date'], why.code, why.params);
    return {
      id: v.id,
      actorId: me.userId,
      expect: v.status,
      to: 'rescheduled',
      at,
      slot: { propertyId: v.property_id, agent: hours.agent },
      note: req.body.reason ?? null,
    };
  });
}

const cancelBody = z.preprocess((v) => v ?? {}, visitCancelSchema);

const cancelSchema = {
  tags: ['visits'],
  summary: 'Call off an open visit',
  params: idParams,
  body: cancelBody,
  response: { 200: visitSchema, ...denied },
};

async function cancelVisit(visits: VisitRepository, req: IdRequest & { body: z.output<typeof cancelBody> }) {
  const me = requireUser(req);
  const reason = req.body.reason || null;
  return move(visits, me, req.params.id, 'cancel', async (v) => ({
    id: v.id,
    actorId: me.userId,
    expect: v.status,
    to: 'cancelled',
    cancelReason: reason,
    note: reason,
  }));
}
