// SQL for site visits. Every change writes a visit_events row in the same transaction, so the
// history is complete by construction.
import type { Database, Queryable, Row, ViaJson } from '@aangan/db';
import { VISIT_SLOT_MINUTES, type VisitStatus } from '@aangan/contracts';
import { contactClosureSql, type ContactClosure } from '../projects/index.ts';
import { countVisit } from '../listings/index.ts';

export const VISIT_SELECT = `
  SELECT v.id, v.user_id, v.property_id, v.scheduled_date, v.status, v.special_requirements, v.cancel_reason, v.created_at, v.updated_at,
    CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'title', p.title, 'locality', p.locality, 'city', p.city,
      'purpose', p.purpose,
      'main_image', (SELECT json_build_object('url', i.url, 'variants', i.variants) FROM property_images i
                      WHERE i.property_id = p.id ORDER BY i.is_main DESC, i.position LIMIT 1)) END AS property,
    CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'full_name', a.full_name, 'phone', a.phone) END AS agent,
    coalesce((SELECT json_agg(json_build_object('from_status', e.from_status, 'to_status', e.to_status, 'scheduled_date', e.scheduled_date,
                'note', e.note, 'by', u.full_name, 'at', e.created_at) ORDER BY e.id)
              FROM visit_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.visit_id = v.id), '[]'::json) AS history
  FROM visits v LEFT JOIN properties p ON p.id = v.property_id LEFT JOIN users a ON a.id = v.agent_id`;

/** A visit as VISIT_SELECT reads it: with its listing, agent and history (built as JSON). */
export type VisitRow = Pick<
  Row<'visits'>,
  | 'id'
  | 'user_id'
  | 'property_id'
  | 'scheduled_date'
  | 'status'
  | 'special_requirements'
  | 'cancel_reason'
  | 'created_at'
  | 'updated_at'
> & {
  property:
    | (Pick<Row<'properties'>, 'id' | 'title' | 'locality' | 'city' | 'purpose'> & {
        main_image: Pick<Row<'property_images'>, 'url' | 'variants'> | null;
      })
    | null;
  agent: Pick<Row<'users'>, 'id' | 'full_name' | 'phone'> | null;
  history: (ViaJson<Pick<Row<'visit_events'>, 'from_status' | 'to_status' | 'scheduled_date' | 'note'>> & {
    by: Row<'users'>['full_name'] | null;
    at: string;
  })[];
};

export type VisitScope = 'all' | 'upcoming' | 'past';
export const OPEN = `v.status IN ('requested', 'confirmed', 'rescheduled')`;
const SCOPES: Record<VisitScope, { where: string; order: string }> = {
  all: { where: 'TRUE', order: 'v.created_at DESC, v.id DESC' },
  upcoming: { where: `${OPEN} AND v.scheduled_date >= now()`, order: 'v.scheduled_date ASC, v.id ASC' },
  past: { where: `NOT (${OPEN} AND v.scheduled_date >= now())`, order: 'v.scheduled_date DESC, v.id DESC' },
};

async function event(
  tx: Queryable,
  e: {
    visitId: number;
    actorId: number;
    from: VisitStatus | null;
    to: VisitStatus;
    at: Date | null;
    note: string | null;
  },
) {
  await tx.query(
    'INSERT INTO visit_events (visit_id, actor_id, from_status, to_status, scheduled_date, note) VALUES ($1, $2, $3, $4, $5, $6)',
    [e.visitId, e.actorId, e.from, e.to, e.at, e.note],
  );
}

/** What happened to a visit, for whoever must be told (notifications), inside the same transaction. */
export interface VisitChange {
  visitId: number;
  from: VisitStatus | null;
  to: VisitStatus;
  rescheduled: boolean;
  note: string | null;
}
export interface VisitHooks {
  changed?(tx: Queryable, change: VisitChange): Promise<void>;
}

export interface NewVisit {
  userId: number;
  propertyId: number;
  /** The listing's agent, whose calendar the slot must be free in too. */
  agent: number | null;
  at: Date;
  requirements: string | null;
}

export type SlotClash = 'VISIT_SLOT_TAKEN' | 'VISIT_AGENT_BUSY';

/** A visit's move from the status it was read in (`expect`) to `to`, with what changes alongside. */
export interface VisitMove {
  id: number;
  actorId: number;
  expect: VisitStatus;
  to: VisitStatus;
  at?: Date;
  requirements?: string | null;
  cancelReason?: string | null;
  note: string | null;
  agentId?: number;
  /** A new time that must be a free slot of this listing and its agent (a seeker's reschedule); else the move is refused. */
  slot?: SlotOwner;
  /** Written in the same transaction (a staff move's audit entry): the move and its record stand or fall together. */
  audit?: (tx: Queryable, after: VisitRow) => Promise<void>;
}

export function createVisitRepository(database: Database, hooks: VisitHooks = {}) {
  return {
    bookable: (propertyId: number) => bookable(database, propertyId),
    busy: (o: SlotOwner, from: Date, to: Date) => busy(database, o, from, to),
    create: (v: NewVisit) => create(database, hooks, v),
    list: (userId: number, scope: VisitScope, limit: number) => list(database, userId, scope, limit),
    find: (id: number) => find(database, id),
    change: (c: VisitMove) => change(database, hooks, c),
  };
}

/** What booking a listing needs to know: its visiting hours and days, the agent who shows it, why its project is closed. */
export interface Bookable {
  start: number;
  end: number;
  days: number[];
  /** The agent who shows the listing (its owner, when the owner's account is an agent's); their calendar counts too. */
  agent: number | null;
  closed: ContactClosure | null;
}

/** Bookable as selected: the days may arrive as text (hence the map to numbers). */
type BookableRow = {
  start: Row<'properties'>['visit_start_hour'];
  end: Row<'properties'>['visit_end_hour'];
  days: (Row<'properties'>['visit_days'][number] | string)[];
  agent: Row<'users'>['id'] | null;
  closed: ContactClosure | null;
};

/**
 * The listing's visiting hours and days, its agent, and why its project takes no visits when it
 * does not (projects/repository.ts: unpublished, or its registration lapsed or revoked); null when
 * the listing is not public.
 */
async function bookable(database: Queryable, propertyId: number): Promise<Bookable | null> {
  const r = await database.query<BookableRow>(
    `SELECT p.visit_start_hour AS start, p.visit_end_hour AS "end", p.visit_days AS days,
            CASE WHEN o.role = 'agent' THEN o.id END AS agent, ${contactClosureSql('pr')} AS closed
           FROM properties p LEFT JOIN projects pr ON pr.id = p.project_id LEFT JOIN users o ON o.id = p.owner_id
          WHERE p.id = $1 AND p.status = 'active'`,
    [propertyId],
  );
  const row = r.rows[0];
  return row ? { ...row, days: row.days.map(Number) } : null;
}

/** Whose calendar a slot is checked against: the listing's, and its agent's when it has one. */
export interface SlotOwner {
  propertyId: number;
  agent: number | null;
}

/**
 * The times of open visits to the listing, or in its agent's calendar (visits to the agent's own
 * listings and visits they handle), from `from` until `to`; `except` leaves out a visit being moved.
 * `here`: the visit is to this listing.
 */
async function busy(
  q: Queryable,
  o: SlotOwner,
  from: Date,
  to: Date,
  except: number | null = null,
): Promise<{ at: Date; here: boolean }[]> {
  const r = await q.query<{ at: Row<'visits'>['scheduled_date']; here: boolean }>(
    `SELECT v.scheduled_date AS at, v.property_id = $1 AS here FROM visits v
      WHERE ${OPEN} AND v.scheduled_date >= $3 AND v.scheduled_date < $4 AND v.id IS DISTINCT FROM $5::int
        AND (v.property_id = $1 OR ($2::int IS NOT NULL
             AND (v.agent_id = $2 OR v.property_id IN (SELECT x.id FROM properties x WHERE x.owner_id = $2))))`,
    [o.propertyId, o.agent, from, to, except],
  );
  return r.rows.map((b) => ({ at: new Date(b.at), here: b.here }));
}

/**
 * Within a transaction: waits for anyone else booking this listing or its agent's calendar (so two
 * people sending the same slot at once are settled one after the other), then says whether the
 * slot from `at` is taken at the listing or in the agent's calendar.
 */
async function claimSlot(tx: Queryable, o: SlotOwner, at: Date, except: number | null = null) {
  if (o.agent !== null) await tx.query(`SELECT pg_advisory_xact_lock(hashtext('visit-agent:' || $1))`, [o.agent]);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('visit-listing:' || $1))`, [o.propertyId]);
  const clash = await busy(tx, o, at, new Date(at.getTime() + VISIT_SLOT_MINUTES * 60_000), except);
  if (!clash.length) return null;
  return clash.some((c) => c.here) ? 'VISIT_SLOT_TAKEN' : 'VISIT_AGENT_BUSY';
}

/**
 * Books a visit unless the person already holds an open, future one for the listing; then
 * the clashing visit's time is returned instead. A lock per person and listing settles races.
 */
async function create(
  database: Database,
  hooks: VisitHooks,
  v: NewVisit,
): Promise<{ visit: VisitRow } | { clash: Date } | { taken: SlotClash }> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [-v.userId, v.propertyId]);
    const open = await tx.query<Pick<Row<'visits'>, 'scheduled_date'>>(
      `SELECT scheduled_date FROM visits v WHERE v.user_id = $1 AND v.property_id = $2 AND ${OPEN} AND v.scheduled_date >= now() LIMIT 1`,
      [v.userId, v.propertyId],
    );
    if (open.rows[0]) return { clash: new Date(open.rows[0].scheduled_date) };
    const taken = await claimSlot(tx, { propertyId: v.propertyId, agent: v.agent }, v.at);
    if (taken) return { taken };
    const r = await tx.query<Pick<Row<'visits'>, 'id'>>(
      `INSERT INTO visits (user_id, property_id, agent_id, scheduled_date, special_requirements)
           SELECT $1, $2, u.agent_id, $3, $4 FROM users u WHERE u.id = $1 RETURNING id`,
      [v.userId, v.propertyId, v.at, v.requirements],
    );
    const id = r.rows[0]!.id;
    await event(tx, { visitId: id, actorId: v.userId, from: null, to: 'requested', at: v.at, note: null });
    await countVisit(tx, v.propertyId);
    await hooks.changed?.(tx, { visitId: id, from: null, to: 'requested', rescheduled: false, note: null });
    return { visit: (await one(tx, id))! };
  });
}

async function list(
  database: Database,
  userId: number,
  scope: VisitScope,
  limit: number,
): Promise<{ rows: VisitRow[]; total: number }> {
  const s = SCOPES[scope];
  const [rows, count] = await Promise.all([
    database.query<VisitRow>(`${VISIT_SELECT} WHERE v.user_id = $1 AND ${s.where} ORDER BY ${s.order} LIMIT ${limit}`, [
      userId,
    ]),
    database.query<{ n: number }>(`SELECT count(*)::int AS n FROM visits v WHERE v.user_id = $1 AND ${s.where}`, [
      userId,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** A visit with its owner's id, for the permission check. */
async function find(database: Database, id: number): Promise<VisitRow | null> {
  return one(database, id);
}

/**
 * Applies a change if the visit is still in the status it was read in (a concurrent change
 * wins, and this one reports null so the caller can say so).
 */
async function change(database: Database, hooks: VisitHooks, c: VisitMove): Promise<VisitRow | SlotClash | null> {
  return database.transaction(async (tx) => {
    const taken = c.slot && c.at ? await claimSlot(tx, c.slot, c.at, c.id) : null;
    if (taken) return taken;
    const sets = ['status = $3', 'updated_at = now()'];
    const params: unknown[] = [c.id, c.expect, c.to];
    if (c.at) {
      params.push(c.at);
      sets.push(`scheduled_date = $${params.length}`);
    }
    if (c.requirements !== undefined) {
      params.push(c.requirements);
      sets.push(`special_requirements = $${params.length}`);
    }
    if (c.cancelReason !== undefined) {
      params.push(c.cancelReason);
      sets.push(`cancel_reason = $${params.length}`);
    }
    // The agent who acts on a visit is the one the visitor sees handling it.
    if (c.agentId !== undefined) {
      params.push(c.agentId);
      sets.push(`agent_id = $${params.length}`);
    }
    const r = await tx.query(`UPDATE visits SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING id`, params);
    if (!r.rows.length) return null;
    await event(tx, {
      visitId: c.id,
      actorId: c.actorId,
      from: c.expect,
      to: c.to,
      at: c.at ?? null,
      note: c.note,
    });
    await hooks.changed?.(tx, {
      visitId: c.id,
      from: c.expect,
      to: c.to,
      rescheduled: c.at !== undefined,
      note: c.note,
    });
    const after = await one(tx, c.id);
    if (after && c.audit) await c.audit(tx, after);
    return after;
  });
}

async function one(q: Queryable, id: number): Promise<VisitRow | null> {
  const r = await q.query<VisitRow>(`${VISIT_SELECT} WHERE v.id = $1`, [id]);
  return r.rows[0] ?? null;
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
