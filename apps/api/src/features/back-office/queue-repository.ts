// SQL of the back office's listing views: the review queue (oldest first, with everything a
// reviewer needs about each listing) and every listing in any state, filtered.
import type { Database, Row } from '@aangan/db';
import type { ListingStatus } from '@aangan/contracts';
import { OWNED_COLUMNS, type OwnedRow } from '../listings/index.ts';

export type AdminRow = OwnedRow & { open_findings: number };
const ADMIN_COLUMNS = `${OWNED_COLUMNS},
  (SELECT count(*)::int FROM listing_findings f WHERE f.property_id = p.id AND f.status = 'open') AS open_findings`;

export interface AllFilter {
  status?: ListingStatus[];
  q?: string;
  ownerId?: number;
  locality?: string;
  hasFindings?: boolean;
  limit: number;
  offset: number;
}

/** An owner with the count of their listings, in all and per state a reviewer weighs. */
export type OwnerRow = Pick<Row<'users'>, 'id' | 'full_name' | 'phone' | 'email' | 'role'> & {
  total: number;
  active: number;
  pending_review: number;
  rejected: number;
  taken_down: number;
};
export type PhotoRow = Pick<
  Row<'property_images'>,
  'property_id' | 'id' | 'url' | 'phash' | 'position' | 'width' | 'height'
>;
/** An audit-log row about a listing (whose id is entity_id), with the name of who acted. */
export type HistoryRow = Pick<Row<'audit_log'>, 'id' | 'action' | 'actor_id' | 'before' | 'after' | 'created_at'> & {
  entity_id: NonNullable<Row<'audit_log'>['entity_id']>;
  actor_name: Row<'users'>['full_name'] | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createQueueRepository(database: Database) {
  return {
    queue: (limit: number, offset: number) => queue(database, limit, offset),
    one: (id: number) => one(database, id),
    all: (f: AllFilter) => all(database, f),
    photos: (ids: number[]) => photos(database, ids),
    owners: (ids: number[]) => owners(database, ids),
    history: (ids: number[]) => history(database, ids),
  };
}

/** What waits for the team: listings sent for review, and changes waiting on live ones (decision 043). */
const WAITING = `(p.status = 'pending_review' OR (p.pending_changes IS NOT NULL AND p.status IN ('active', 'paused', 'expired')))`;

async function queue(database: Database, limit: number, offset: number): Promise<{ rows: AdminRow[]; total: number }> {
  const total = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties p WHERE ${WAITING}`))
    .rows[0]!.n;
  const rows = await database.query<AdminRow>(
    `SELECT ${ADMIN_COLUMNS} FROM properties p WHERE ${WAITING}
        ORDER BY CASE WHEN p.status = 'pending_review' THEN p.submitted_at ELSE p.changes_submitted_at END NULLS LAST, p.id
        LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return { rows: rows.rows, total };
}

async function one(database: Database, id: number): Promise<AdminRow | null> {
  return (
    (await database.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM properties p WHERE p.id = $1`, [id])).rows[0] ?? null
  );
}

async function all(database: Database, f: AllFilter): Promise<{ rows: AdminRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.status?.length) where.push(`p.status = ANY(${p(f.status)}::listing_status[])`);
  if (f.q) where.push(`p.title ILIKE ${p(`%${escapeLike(f.q)}%`)}`);
  if (f.ownerId !== undefined) where.push(`p.owner_id = ${p(f.ownerId)}`);
  if (f.locality) where.push(`lower(p.locality) = lower(${p(f.locality)})`);
  if (f.hasFindings !== undefined) {
    where.push(
      `${f.hasFindings ? '' : 'NOT '}EXISTS (SELECT 1 FROM listing_findings f WHERE f.property_id = p.id AND f.status = 'open')`,
    );
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties p ${clause}`, params))
    .rows[0]!.n;
  const rows = await database.query<AdminRow>(
    `SELECT ${ADMIN_COLUMNS} FROM properties p ${clause}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${p(f.limit)} OFFSET ${p(f.offset)}`,
    params,
  );
  return { rows: rows.rows, total };
}

async function photos(database: Database, ids: number[]): Promise<PhotoRow[]> {
  return (
    await database.query<PhotoRow>(
      `SELECT property_id, id, url, phash, position, width, height FROM property_images
        WHERE property_id = ANY($1::int[]) ORDER BY property_id, position`,
      [ids],
    )
  ).rows;
}

/** The owners, with how many listings each has in the states a reviewer weighs. */
async function owners(database: Database, ids: number[]): Promise<OwnerRow[]> {
  return (
    await database.query<OwnerRow>(
      `SELECT u.id, u.full_name, u.phone, u.email, u.role::text AS role,
          count(p.id)::int AS total,
          count(p.id) FILTER (WHERE p.status = 'active')::int AS active,
          count(p.id) FILTER (WHERE p.status = 'pending_review')::int AS pending_review,
          count(p.id) FILTER (WHERE p.status = 'rejected')::int AS rejected,
          count(p.id) FILTER (WHERE p.status = 'taken_down')::int AS taken_down
        FROM users u LEFT JOIN properties p ON p.owner_id = u.id WHERE u.id = ANY($1::int[]) GROUP BY u.id`,
      [ids],
    )
  ).rows;
}

/** The listings' audit-log rows, newest first, with who acted (null: the system). */
async function history(database: Database, ids: number[]): Promise<HistoryRow[]> {
  return (
    await database.query<HistoryRow>(
      `SELECT a.entity_id, a.id, a.action, a.actor_id, u.full_name AS actor_name, a.before, a.after, a.created_at
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.entity = 'property' AND a.entity_id = ANY($1::text[]) ORDER BY a.created_at DESC, a.id DESC`,
      [ids.map(String)],
    )
  ).rows;
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
