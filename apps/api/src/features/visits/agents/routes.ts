// The agent's desk: the people assigned to them and their visits, and the staff moves on a visit
// (confirm, reschedule, complete, no-show) through the same rules and history as the visitor's.
// An agent acts only on visits of people assigned to them; an admin may act on any visit.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PAGE_SIZE,
  VISIT_STATUSES,
  agentClientListSchema,
  agentRescheduleSchema,
  agentVisitListSchema,
  agentVisitNoteSchema,
  agentVisitSchema,
  idParamsSchema,
  preferencesSchema,
} from '@aangan/contracts';
import { HttpError, fieldError, errorAnswers } from '../../../shared/errors.ts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import type { VisitRepository } from '../repository.ts';
import { toVisit } from '../mapper.ts';
import { moveError, projectClosedCode, slotError, type VisitAction } from '../rules.ts';
import type { AgentRepository, StaffVisitRow } from './repository.ts';
import type { SessionUser } from '../../../shared/sessions.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

const blank = (v: unknown) => (v === '' ? undefined : v);
const listQuery = z.object({
  status: z.preprocess(blank, z.enum(VISIT_STATUSES).optional()),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
});
const denied = errorAnswers(401, 403, 404, 409, 422);
/** An agent for the people assigned to them, or an admin for anyone (checked before the request is read). */
const STAFF_ONLY = access('agent-or-admin');

const toStaffVisit = (r: StaffVisitRow) => ({ ...toVisit(r), visitor: r.visitor });

interface Deps {
  agents: AgentRepository;
  visits: VisitRepository;
}

export function agentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/agent/users', { config: access('agent'), schema: clientsSchema }, (req) => myClients(deps, req));
    await app.register(staffRoutes(deps));
  };
}

/** The staff moves on a visit, in their own scope. */
function staffRoutes(deps: Deps): FastifyPluginAsyncZod {
  const yours = handledOnly(deps);
  return async (staff) => {
    staff.get('/agent/visits', { config: STAFF_ONLY, schema: visitsSchema }, (req) => staffVisits(deps, req));
    for (const [path, action, summary] of MOVES) {
      staff.post(
        `/agent/visits/:id/${path}`,
        { config: STAFF_ONLY, preValidation: yours, schema: moveSchema(summary) },
        (req) => act(deps, req, req.params.id, action, { note: req.body.note || null }),
      );
    }
    staff.post(
      '/agent/visits/:id/reschedule',
      { config: STAFF_ONLY, preValidation: yours, schema: rescheduleSchema },
      (req) =>
        act(deps, req, req.params.id, 'reschedule', { at: new Date(req.body.scheduled_date), note: req.body.reason }),
    );
  };
}

const clientsSchema = {
  tags: ['agents'],
  summary: 'The people assigned to me, with their preferences and visits still to come (agent)',
  response: { 200: agentClientListSchema, ...denied },
};

async function myClients({ agents }: Deps, req: FastifyRequest) {
  const rows = await agents.clients(req.auth!.userId);
  const users = rows.map(({ client, upcoming }) => {
    const prefs = preferencesSchema.safeParse(client.preferences ?? {});
    return {
      ...client,
      preferences: prefs.success ? prefs.data : preferencesSchema.parse({}),
      upcoming_visits: upcoming.map(toVisit),
    };
  });
  return { users, total: users.length };
}

const visitsSchema = {
  tags: ['agents'],
  summary: 'Visits of the people assigned to me, latest booked first (agent); every visit (admin)',
  querystring: listQuery,
  response: { 200: agentVisitListSchema, ...denied },
};

async function staffVisits({ agents }: Deps, req: FastifyRequest<{ Querystring: z.infer<typeof listQuery> }>) {
  const q = req.query;
  const me = req.auth!;
  const { rows, total } = await agents.visits({
    agentId: me.role === 'admin' ? null : me.userId,
    status: q.status,
    ...rowsOf(q),
  });
  const { items: visits, ...page } = pageOf(q, total, rows.map(toStaffVisit));
  return { visits, ...page };
}

const MOVES: [string, VisitAction, string][] = [
  ['confirm', 'confirm', 'Confirm a requested or rescheduled visit'],
  ['complete', 'complete', 'Mark a visit that has taken place as completed'],
  ['no_show', 'no_show', 'Mark a visit the visitor did not come to'],
];

const moveSchema = (summary: string) => ({
  tags: ['agents'],
  summary: `${summary} (the visitor's agent, or an admin)`,
  params: idParamsSchema,
  body: z.preprocess((v) => v ?? {}, agentVisitNoteSchema),
  response: { 200: agentVisitSchema, ...denied },
});

const rescheduleSchema = {
  tags: ['agents'],
  summary: "Move a visit to a new time, with the reason the visitor is told (the visitor's agent, or an admin)",
  params: idParamsSchema,
  body: agentRescheduleSchema,
  response: { 200: agentVisitSchema, ...denied },
};

/** A visit the caller may handle: an agent's own people's, or any for an admin. */
async function handled({ agents }: Deps, me: SessionUser, id: number) {
  const v = await agents.visit(id);
  if (!v) throw new HttpError('VISIT_NOT_FOUND');
  if (me.role !== 'admin' && v.visitor_agent_id !== me.userId) throw new HttpError('NOT_YOUR_VISIT');
  return v;
}

/** The same, before the body is validated: another agent learns nothing about a valid request. */
const handledOnly = (deps: Deps) => async (req: FastifyRequest) => {
  const id = idParamsSchema.safeParse(req.params);
  if (id.success) await handled(deps, req.auth!, id.data.id);
};

/** Where a staff move takes a visit. */
const statusAfter = (action: VisitAction) =>
  action === 'reschedule'
    ? 'rescheduled'
    : action === 'confirm'
      ? 'confirmed'
      : action === 'complete'
        ? 'completed'
        : 'no_show';

/** Applies a staff move to a visit the caller may handle. */
async function act(
  deps: Deps,
  req: FastifyRequest,
  id: number,
  action: VisitAction,
  extra: { at?: Date; note: string | null },
) {
  const { agents, visits } = deps;
  const me = req.auth!;
  const v = await handled(deps, me, id);
  const why = moveError(action, v.status, 'staff', new Date(v.scheduled_date));
  if (why) throw why;
  if (extra.at) await checkSlot(visits, v.property_id, extra.at);
  const done = await visits.change({
    id: v.id,
    actorId: me.userId,
    expect: v.status,
    to: statusAfter(action),
    at: extra.at,
    note: extra.note,
    agentId: me.role === 'agent' ? me.userId : undefined,
    audit: (tx, after) =>
      recordAudit(
        tx,
        auditOf(
          req,
          `visit.${action}`,
          'visit',
          v.id,
          { status: v.status, scheduled_date: v.scheduled_date },
          { status: after.status, scheduled_date: after.scheduled_date },
        ),
      ),
  });
  if (!done) throw new HttpError('VISIT_CHANGED');
  return toStaffVisit((await agents.visit(v.id))!);
}

/** A new time must be one the listing takes visits at. */
async function checkSlot(visits: VisitRepository, propertyId: number, at: Date) {
  const hours = await visits.bookable(propertyId);
  if (!hours) throw new HttpError('VISITS_CLOSED');
  if (hours.closed) throw new HttpError(projectClosedCode(hours.closed));
  const slot = slotError(at, hours);
  if (slot) throw fieldError(['body', 'scheduled_date'], slot.code, slot.params);
}
