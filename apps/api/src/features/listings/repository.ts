// SQL for owners' listings (any status). Public reads stay in properties/repository.ts.
// Every write to the properties table is in the listings feature (here, properties/,
// availability.ts, swipes/), including the ones other features cause: a visit counted (visits), a
// listing paused, restored or taken down over reports (contact) are the statements at the end of
// this file, which those features call on their own transaction. Other features may read-join
// properties in their own SQL (search, projects, SEO, visits, contact, the back office). Two
// erasures write it where they are, because each is one statement over every table that holds a
// person's data: account deletion (accounts/deletion/erase.ts) and the retention job
// (back-office/retention/repository.ts). Decision 049.
import type { Database, Queryable, Row } from '@aangan/db';
import { RECONFIRM_DAYS, type ListingStatus, type RejectionReason } from '@aangan/contracts';
import { PUBLIC_COLUMNS, type PropertyRow } from './properties/repository.ts';
import { REQUEST_ANSWER_HOURS, reconfirmDays, type ReconfirmPeriods } from './lifecycle.ts';
import type { ListingNotice } from './hooks.ts';

export const WRITABLE = [
  'title',
  'description',
  'purpose',
  'price_type',
  'property_type',
  'base_price',
  'monthly_rent',
  'daily_rate',
  'security_deposit',
  'maintenance_charges',
  'minimum_stay_days',
  'max_occupancy',
  'bedrooms',
  'bhk',
  'bathrooms',
  'balconies',
  'area_sqft',
  'area_type',
  'floor_number',
  'total_floors',
  'parking_spaces',
  'age_of_property',
  'furnishing',
  'pg_sharing',
  'pg_food_included',
  'pg_gender',
  'preferred_tenants',
  'pets_allowed',
  'amenities',
  'features',
  'full_address',
  'landmark',
  'sub_locality',
  'locality',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'available_from',
  'owner_contact',
  'owner_name',
  'contact_email',
  'visit_start_hour',
  'visit_end_hour',
  'visit_days',
] as const;
export type Writable = Partial<Record<(typeof WRITABLE)[number], unknown>>;

/** A listing as its owner and the team see it (OWNED_COLUMNS): with how many visits were asked for. */
export type OwnedRow = PropertyRow &
  Pick<
    Row<'properties'>,
    | 'owner_id'
    | 'rejection_code'
    | 'rejection_reason'
    | 'submitted_at'
    | 'expires_at'
    | 'visit_start_hour'
    | 'visit_end_hour'
    | 'visit_days'
    | 'owner_contact'
    | 'contact_email'
    | 'duplicate_of'
    | 'paused_reason'
    | 'reconfirm_requested_at'
    | 'pending_changes'
    | 'changes_submitted_at'
  > & { visit_requests: number; [k: string]: unknown };

export const OWNED_COLUMNS = `${PUBLIC_COLUMNS}, p.owner_id, p.owner_contact, p.contact_email, p.rejection_code, p.rejection_reason, p.submitted_at, p.expires_at, p.duplicate_of, p.paused_reason, p.reconfirm_requested_at,
  p.pending_changes, p.changes_submitted_at,
  p.visit_start_hour, p.visit_end_hour, p.visit_days, (SELECT count(*)::int FROM visits v WHERE v.property_id = p.id) AS visit_requests`;

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity?: string;
  entityId: number;
  before: unknown;
  after: unknown;
  ip?: string;
  requestId?: string;
}

/** One audit-log row; inside a caller's transaction when given one. */
export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip_address, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      e.actorId,
      e.action,
      e.entity ?? 'property',
      String(e.entityId),
      JSON.stringify(e.before ?? null),
      JSON.stringify(e.after ?? null),
      e.ip ?? null,
      e.requestId ?? null,
    ],
  );
}

const NOTICE_COLUMNS = `p.id, p.owner_id, p.title, p.purpose, p.price_type, p.status, p.expires_at, p.rejection_reason AS reason`;
type NoticeRow = Omit<ListingNotice, 'expires_at'> & Pick<Row<'properties'>, 'expires_at'>;
const notice = (r: NoticeRow): ListingNotice => ({
  ...r,
  expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
});

export function createListingRepository(db: Database, periods: ReconfirmPeriods = RECONFIRM_DAYS) {
  return {
    get: (id: number) => get(db, id),
    create: (ownerId: number | null, fields: Writable, status: ListingStatus, q: Queryable | null = null) =>
      create(db, ownerId, fields, status, q),
    claim,
    update: (id: number, changes: Writable, pending?: Writable | null) => update(db, id, changes, pending),
    settleChanges: (cur: OwnedRow, approve: boolean, by: number) => settleChanges(db, cur, approve, by),
    reviewIfLive: (row: { id: number; status: string }) => reviewIfLive(db, periods, row),
    move: (cur: OwnedRow, to: ListingStatus, opts: MoveOptions = {}) => move(db, periods, cur, to, opts),
    remove: (id: number) => remove(db, id),
    mine: (ownerId: number) => mine(db, ownerId),
    // The scheduled jobs pass their transaction, so the e-mail a change causes commits with it.
    expireDue: (q: Queryable = db) => expireDue(q),
    pauseUnconfirmed: (q: Queryable = db) => pauseUnconfirmed(q),
    markExpiring: (days: number, q: Queryable = db) => markExpiring(q, days),
    notice: ownedNotice,
    audit: (e: AuditEntry) => writeAudit(db, e),
  };
}

interface MoveOptions {
  by?: number;
  /** A rejection's common reason; `reason` is then the reviewer's own words, if any. */
  reasonCode?: RejectionReason;
  reason?: string;
  duplicateOf?: number;
  pausedReason?: 'reports' | 'unconfirmed';
  tx?: Queryable;
}

/** SET clauses that start a fresh live period: verified or reconfirmed now (days are integers from config). */
const goLive = (periods: ReconfirmPeriods, purpose: string, priceType: string | null) =>
  `last_confirmed_at = now(), expires_at = now() + interval '${Math.trunc(reconfirmDays(purpose, priceType, periods))} days'`;

async function get(db: Database, id: number): Promise<OwnedRow | null> {
  return (await db.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [id])).rows[0] ?? null;
}

/**
 * A new listing. Without an owner (a visitor's draft, listings/drafts.ts) it waits for the
 * account that claims it; with one, the owner's name and phone are its contact unless the
 * listing names others.
 */
async function create(
  db: Database,
  ownerId: number | null,
  fields: Writable,
  status: ListingStatus,
  q: Queryable | null,
): Promise<OwnedRow> {
  const run = async (tx: Queryable) => {
    const owner =
      ownerId === null
        ? null
        : (
            await tx.query<Pick<Row<'users'>, 'full_name' | 'phone'>>(
              'SELECT full_name, phone FROM users WHERE id = $1',
              [ownerId],
            )
          ).rows[0]!;
    const values: Writable = {
      ...fields,
      owner_contact: fields.owner_contact ?? owner?.phone ?? null,
      owner_name: fields.owner_name ?? owner?.full_name ?? null,
    };
    const cols = Object.keys(values).filter((k) => (WRITABLE as readonly string[]).includes(k));
    const r = await tx.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (owner_id, status, submitted_at${cols.map((c) => `, ${c}`).join('')})
           VALUES ($1, $2::listing_status, CASE WHEN $3::boolean THEN now() END${cols.map((_, i) => `, $${i + 4}`).join('')}) RETURNING id`,
      [ownerId, status, status === 'pending_review', ...cols.map((k) => values[k as keyof Writable] ?? null)],
    );
    // Someone who lists a property is an owner from now on (agents and admins keep their role).
    if (ownerId !== null) await tx.query(`UPDATE users SET role = 'owner' WHERE id = $1 AND role = 'user'`, [ownerId]);
    return (await tx.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [r.rows[0]!.id]))
      .rows[0]!;
  };
  return q ? run(q) : db.transaction(run);
}

/**
 * A visitor's draft becomes the account's: its owner, with the account's name and phone as
 * the contact where the visitor left them empty. Only a listing that has no owner yet.
 */
async function claim(tx: Queryable, id: number, ownerId: number): Promise<OwnedRow | null> {
  const r = await tx.query(
    `UPDATE properties p SET owner_id = u.id, owner_name = coalesce(p.owner_name, u.full_name),
          owner_contact = coalesce(p.owner_contact, u.phone), updated_at = now()
        FROM users u WHERE p.id = $1 AND p.owner_id IS NULL AND u.id = $2 RETURNING p.id`,
    [id, ownerId],
  );
  if (!r.rows.length) return null;
  await tx.query(`UPDATE users SET role = 'owner' WHERE id = $1 AND role = 'user'`, [ownerId]);
  return (await tx.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [id])).rows[0]!;
}

/** `col = $n` for each writable column of `values`, numbered on from the `params` already given. */
function writableSets(values: Writable, params: unknown[]): string[] {
  return Object.keys(values)
    .filter((k) => (WRITABLE as readonly string[]).includes(k))
    .map((k) => {
      params.push(values[k as keyof Writable] ?? null);
      return `${k} = $${params.length}`;
    });
}

/**
 * Writes changes into the listing; `pending`, when given, replaces the changes waiting for review
 * (null: none wait any more). The time they were first sent is kept while some still wait.
 */
async function update(db: Database, id: number, changes: Writable, pending?: Writable | null): Promise<OwnedRow> {
  const params: unknown[] = [id];
  const sets = writableSets(changes, params);
  if (pending !== undefined) {
    params.push(pending && Object.keys(pending).length ? JSON.stringify(pending) : null);
    sets.push(
      `pending_changes = $${params.length}::jsonb`,
      `changes_submitted_at = CASE WHEN $${params.length}::jsonb IS NULL THEN NULL ELSE coalesce(changes_submitted_at, now()) END`,
    );
  }
  if (sets.length) await db.query(`UPDATE properties SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  return (await get(db, id))!;
}

/**
 * The team's decision on the changes waiting on a listing, as they were read (null when they
 * changed meanwhile): approved, they are written into it and it counts as verified now; rejected,
 * they are dropped and it stays as it was.
 */
async function settleChanges(db: Database, cur: OwnedRow, approve: boolean, by: number): Promise<OwnedRow | null> {
  const params: unknown[] = [cur.id, JSON.stringify(cur.pending_changes)];
  const sets = approve ? writableSets(cur.pending_changes as Writable, params) : [];
  if (approve) {
    params.push(by);
    sets.push('verified_at = now()', `verified_by = $${params.length}`);
  }
  const r = await db.query(
    `UPDATE properties SET ${[...sets, 'pending_changes = NULL', 'changes_submitted_at = NULL'].join(', ')}, updated_at = now()
      WHERE id = $1 AND pending_changes = $2::jsonb RETURNING id`,
    params,
  );
  return r.rows.length ? (await get(db, cur.id))! : null;
}

/** New or removed photos or tour views change what was verified: a live listing goes back to review. */
async function reviewIfLive(
  db: Database,
  periods: ReconfirmPeriods,
  row: { id: number; status: string },
): Promise<void> {
  if (row.status !== 'active') return;
  const cur = await get(db, row.id);
  if (cur) await move(db, periods, cur, 'pending_review', {});
}

/**
 * Moves a listing on from the status it was read in (a concurrent move wins; null then). The
 * reason of a rejection or take-down is what the owner reads (rejection_code, worded in their
 * language, and rejection_reason, as written); a merged
 * duplicate also records the listing it repeats. Any move but a pause answers an open request
 * to reconfirm. `tx`: the caller's transaction, when the move is part of one.
 */
async function move(
  db: Database,
  periods: ReconfirmPeriods,
  cur: OwnedRow,
  to: ListingStatus,
  opts: MoveOptions,
): Promise<OwnedRow | null> {
  const q = opts.tx ?? db;
  const params: unknown[] = [cur.id, cur.status, to];
  const sets = ['status = $3', 'updated_at = now()'];
  if (to === 'pending_review') sets.push('submitted_at = now()', 'rejection_code = NULL', 'rejection_reason = NULL');
  // Back to a draft or to review, the listing is reviewed whole again: what waited is written in.
  if ((to === 'draft' || to === 'pending_review') && cur.pending_changes) {
    sets.push(
      ...writableSets(cur.pending_changes as Writable, params),
      'pending_changes = NULL',
      'changes_submitted_at = NULL',
    );
  }
  if (to === 'active') sets.push(goLive(periods, cur.purpose, cur.price_type));
  sets.push(
    to === 'paused'
      ? `paused_reason = ${opts.pausedReason === 'reports' ? "'reports'" : "'unconfirmed'"}`
      : 'paused_reason = NULL',
  );
  if (to !== 'paused') sets.push('reconfirm_requested_at = NULL');
  if (to === 'active' && cur.status === 'pending_review') {
    params.push(opts.by ?? null);
    sets.push('verified_at = now()', 'published_at = coalesce(published_at, now())', `verified_by = $${params.length}`);
  }
  if (to === 'rejected' || to === 'taken_down') {
    params.push(opts.reasonCode ?? null, opts.reason ?? null);
    sets.push(`rejection_code = $${params.length - 1}`, `rejection_reason = $${params.length}`);
  }
  if (to === 'taken_down' && opts.duplicateOf !== undefined) {
    params.push(opts.duplicateOf);
    sets.push(`duplicate_of = $${params.length}`);
  }
  const r = await q.query(
    `UPDATE properties SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING id`,
    params,
  );
  if (!r.rows.length) return null;
  return (
    (await q.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [cur.id])).rows[0] ?? null
  );
}

async function remove(db: Database, id: number): Promise<void> {
  await db.query('DELETE FROM properties WHERE id = $1', [id]);
}

async function mine(db: Database, ownerId: number): Promise<OwnedRow[]> {
  return (
    await db.query<OwnedRow>(
      `SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.owner_id = $1 ORDER BY p.updated_at DESC, p.id DESC`,
      [ownerId],
    )
  ).rows;
}

/**
 * Live listings whose owners did not reconfirm in time go offline (schedule.ts). One
 * statement moves them and writes their audit rows (actor null: the system), and a row
 * another process expired first is no longer active here: each is expired and logged once.
 */
async function expireDue(db: Queryable): Promise<ListingNotice[]> {
  const r = await db.query<NoticeRow>(`WITH due AS (
          UPDATE properties p SET status = 'expired', updated_at = now() WHERE p.status = 'active' AND p.expires_at < now()
          RETURNING ${NOTICE_COLUMNS}),
        logged AS (INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
          SELECT NULL, 'property.expire', 'property', id::text, jsonb_build_object('status', 'active', 'expires_at', expires_at),
                 jsonb_build_object('status', 'expired', 'by', 'system') FROM due)
        SELECT * FROM due ORDER BY id`);
  return r.rows.map(notice);
}

/**
 * Live listings whose owner has not answered a request to reconfirm for REQUEST_ANSWER_HOURS
 * are paused until they do (paused_reason 'unconfirmed'): one statement that also writes the
 * audit rows, and a listing already paused is no longer active, so each is paused once.
 */
async function pauseUnconfirmed(db: Queryable): Promise<ListingNotice[]> {
  const r = await db.query<NoticeRow>(
    `WITH due AS (
          UPDATE properties p SET status = 'paused', paused_reason = 'unconfirmed', updated_at = now()
           WHERE p.status = 'active' AND p.reconfirm_requested_at IS NOT NULL
             AND p.reconfirm_requested_at < now() - make_interval(hours => $1::int)
          RETURNING ${NOTICE_COLUMNS}, p.reconfirm_requested_at),
        logged AS (INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
          SELECT NULL, 'property.pause', 'property', id::text, jsonb_build_object('status', 'active', 'reconfirm_requested_at', reconfirm_requested_at),
                 jsonb_build_object('status', 'paused', 'paused_reason', 'unconfirmed', 'by', 'system') FROM due)
        SELECT id, owner_id, title, purpose, price_type, status, expires_at, reason FROM due ORDER BY id`,
    [REQUEST_ANSWER_HOURS],
  );
  return r.rows.map(notice);
}

/**
 * Records 'about to expire' for live listings expiring within `days`, once per listing and
 * expiry date (India): the unique index of migration 0010 turns a repeat into nothing.
 * Returns the listings recorded now, for notifications.
 */
async function markExpiring(db: Queryable, days: number): Promise<ListingNotice[]> {
  const r = await db.query<{ id: NonNullable<Row<'audit_log'>['entity_id']> }>(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
        SELECT NULL, 'listing.expiring', 'property', p.id::text, NULL,
               jsonb_build_object('expires_at', p.expires_at, 'expires_on', to_char(p.expires_at AT TIME ZONE INTERVAL '05:30', 'YYYY-MM-DD'), 'by', 'system')
          FROM properties p WHERE p.status = 'active' AND p.expires_at >= now() AND p.expires_at < now() + make_interval(days => $1::int)
        ON CONFLICT (entity_id, (after ->> 'expires_on')) WHERE action = 'listing.expiring' DO NOTHING
        RETURNING entity_id AS id`,
    [Math.trunc(days)],
  );
  if (!r.rows.length) return [];
  const rows = await db.query<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM properties p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
    [r.rows.map((x) => Number(x.id))],
  );
  return rows.rows.map(notice);
}

/** What a notification about this listing needs. */
function ownedNotice(r: OwnedRow): ListingNotice {
  return notice({
    id: r.id,
    owner_id: r.owner_id,
    title: r.title,
    purpose: r.purpose,
    price_type: r.price_type,
    status: r.status,
    expires_at: r.expires_at,
    reason: r.rejection_reason,
    ...(r.rejection_code ? { rejection: { code: r.rejection_code, own: r.rejection_reason } } : {}),
  });
}
export type ListingRepository = ReturnType<typeof createListingRepository>;

/** A visit was booked on the listing (visits): counted in the same transaction. */
export async function countVisit(q: Queryable, propertyId: number): Promise<void> {
  await q.query('UPDATE properties SET visit_count = visit_count + 1 WHERE id = $1', [propertyId]);
}

/** Reports took a live listing out of search for review (contact); false if it was no longer live. */
export async function pauseForReports(q: Queryable, propertyId: number): Promise<boolean> {
  const r = await q.query(
    `UPDATE properties SET status = 'paused', paused_reason = 'reports', updated_at = now()
        WHERE id = $1 AND status = 'active' RETURNING id`,
    [propertyId],
  );
  return r.rows.length > 0;
}

/** The team dismissed the reports that paused a listing: it is live again. */
export async function restoreAfterReports(q: Queryable, propertyId: number): Promise<void> {
  await q.query(`UPDATE properties SET status = 'active', paused_reason = NULL, updated_at = now() WHERE id = $1`, [
    propertyId,
  ]);
}

/** The team acted on reports: the listing is taken down, with their reason. */
export async function takeDownForReports(q: Queryable, propertyId: number, reason: string | null): Promise<void> {
  await q.query(
    `UPDATE properties SET status = 'taken_down', paused_reason = NULL, rejection_code = NULL, rejection_reason = $2, updated_at = now() WHERE id = $1`,
    [propertyId, reason],
  );
}
