// SQL for the back office's account management. Password hashes never leave this module.
import type { Database, Queryable, Row } from '@aangan/db';
import type { AdminUser, Role } from '@aangan/contracts';
import { iso } from '../../../shared/dates.ts';
import { USER_COLUMNS, rethrowTaken, toUser, type UserRow } from '../../accounts/index.ts';

const ADMIN_COLUMNS = `${USER_COLUMNS}, is_blocked, deleted_at, updated_at`;
export type AdminUserRow = UserRow & Pick<Row<'users'>, 'is_blocked' | 'deleted_at' | 'updated_at'>;

export const toAdminUser = (r: AdminUserRow): AdminUser => ({
  ...toUser(r),
  is_blocked: r.is_blocked,
  deleted_at: iso(r.deleted_at),
  updated_at: iso(r.updated_at),
});

/** Fields an admin may change directly; role, blocking and the agent have their own rules. */
export const DETAIL_FIELDS = [
  'full_name',
  'email',
  'phone',
  'date_of_birth',
  'profile_image_url',
  'full_address',
  'locality',
  'city',
  'state',
  'pincode',
] as const;
export type AdminChanges = Partial<Record<(typeof DETAIL_FIELDS)[number], string | null>> &
  Partial<Pick<Row<'users'>, 'role' | 'is_blocked' | 'agent_id'>>;

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function createAdminUserRepository(database: Database) {
  return {
    get: (id: number) => get(database, id),
    list: (f: { q?: string; role?: Role; blocked?: boolean; limit: number; offset: number }) => list(database, f),
    counts: (id: number) => counts(database, id),
    isActiveAgent: (id: number) => isActiveAgent(database, id),
    create: (
      u: { phone: string; full_name: string; email: string; passwordHash: string; role: Role },
      audit: (q: Queryable, row: AdminUserRow) => Promise<void>,
    ) => create(database, u, audit),
    update: (
      id: number,
      c: AdminChanges,
      audit: (q: Queryable, before: AdminUserRow, after: AdminUserRow) => Promise<void>,
    ) => update(database, id, c, audit),
  };
}

async function list(
  database: Database,
  f: { q?: string; role?: Role; blocked?: boolean; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['TRUE'];
  if (f.q) {
    const text = p(likePattern(f.q));
    // Phones are stored +91XXXXXXXXXX: match the digits typed, however they were spaced.
    const digits = f.q.replace(/\D/g, '');
    where.push(
      `(full_name ILIKE ${text} OR email ILIKE ${text}${digits.length >= 3 ? ` OR phone LIKE ${p(likePattern(digits))}` : ''})`,
    );
  }
  if (f.role) where.push(`role = ${p(f.role)}`);
  if (f.blocked !== undefined) where.push(`is_blocked = ${p(f.blocked)}`);
  const w = where.join(' AND ');
  const [rows, count] = await Promise.all([
    database.query<AdminUserRow>(
      `SELECT ${ADMIN_COLUMNS} FROM users WHERE ${w} ORDER BY created_at DESC, id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
      params,
    ),
    database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${w}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

async function counts(database: Database, id: number): Promise<{ listings: number; visits: number }> {
  const r = await database.query<{ listings: number; visits: number }>(
    `SELECT
        (SELECT count(*)::int FROM properties WHERE owner_id = $1) AS listings, (SELECT count(*)::int FROM visits WHERE user_id = $1) AS visits`,
    [id],
  );
  return r.rows[0]!;
}

/** An agent who can take people on: the role, not blocked, not erased. */
async function isActiveAgent(database: Database, id: number): Promise<boolean> {
  const r = await database.query(
    `SELECT 1 FROM users WHERE id = $1 AND role = 'agent' AND NOT is_blocked AND deleted_at IS NULL`,
    [id],
  );
  return r.rows.length > 0;
}

async function create(
  database: Database,
  u: { phone: string; full_name: string; email: string; passwordHash: string; role: Role },
  audit: (q: Queryable, row: AdminUserRow) => Promise<void>,
): Promise<AdminUserRow> {
  try {
    return await database.transaction(async (tx) => {
      const r = await tx.query<AdminUserRow>(
        `INSERT INTO users (phone, full_name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5) RETURNING ${ADMIN_COLUMNS}`,
        [u.phone, u.full_name, u.email, u.passwordHash, u.role],
      );
      await audit(tx, r.rows[0]!);
      return r.rows[0]!;
    });
  } catch (err) {
    return rethrowTaken(err);
  }
}

/**
 * Applies an admin's changes in one transaction. Blocking ends every session at once; an agent
 * who stops being one hands their people back (unassigned); a newly assigned agent takes over
 * the person's visits still to come. `audit` runs inside the transaction.
 */
async function update(
  database: Database,
  id: number,
  c: AdminChanges,
  audit: (q: Queryable, before: AdminUserRow, after: AdminUserRow) => Promise<void>,
): Promise<AdminUserRow | null> {
  try {
    return await database.transaction(async (tx) => {
      const before = (await tx.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]))
        .rows[0];
      if (!before) return null;
      const keys = Object.keys(c) as (keyof AdminChanges)[];
      const sets = keys.map((k, i) => `${k} = $${i + 2}`);
      if (c.is_blocked === true && !before.is_blocked) sets.push('token_version = token_version + 1');
      if (sets.length)
        await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
          id,
          ...keys.map((k) => c[k] ?? null),
        ]);
      if (c.is_blocked === true) await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
      if (c.role !== undefined && c.role !== 'agent' && before.role === 'agent') {
        await tx.query('UPDATE users SET agent_id = NULL, updated_at = now() WHERE agent_id = $1', [id]);
      }
      if (c.agent_id !== undefined && c.agent_id !== before.agent_id) {
        await tx.query(
          `UPDATE visits SET agent_id = $2, updated_at = now() WHERE user_id = $1
              AND status IN ('requested', 'confirmed', 'rescheduled') AND scheduled_date >= now()`,
          [id, c.agent_id],
        );
      }
      const after = (await get(tx, id))!;
      await audit(tx, before, after);
      return after;
    });
  } catch (err) {
    return rethrowTaken(err);
  }
}

const get = async (q: Queryable, id: number): Promise<AdminUserRow | null> =>
  (await q.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users WHERE id = $1`, [id])).rows[0] ?? null;

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
