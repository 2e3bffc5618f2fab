// SQL for deletion requests: the form submissions of 'deletion-request', the account using the
// address, and how each was verified and carried out (deletion_requests).
import type { Database, OuterJoined, Queryable, Row } from '@aangan/db';
import type { NoteRow } from '../../content/index.ts';

/**
 * A deletion request: its submission (locale: the language of the page it was sent from), the
 * account it concerns with its number of listings, and how it was verified and carried out
 * (null until it was).
 */
export type DeletionRow = Pick<
  Row<'form_submissions'>,
  'id' | 'email' | 'payload' | 'status' | 'created_at' | 'locale'
> &
  OuterJoined<
    Pick<
      Row<'deletion_requests'>,
      'verify_method' | 'verify_note' | 'verified_by' | 'verified_at' | 'executed_at' | 'executed_by' | 'result'
    > & { verified_user_id: Row<'deletion_requests'>['user_id'] }
  > & {
    user: (Pick<Row<'users'>, 'id' | 'full_name' | 'phone' | 'role'> & { listings: number }) | null;
    notes: NoteRow[];
  };

// The account shown is the one verified once there is one, else whoever now uses the address.
const SELECT = `SELECT s.id, s.email, s.payload, s.status, s.created_at, s.locale,
    d.verify_method, d.verify_note, d.verified_by, d.verified_at, d.user_id AS verified_user_id, d.executed_at, d.executed_by, d.result,
    (SELECT json_build_object('id', u.id, 'full_name', u.full_name, 'phone', u.phone, 'role', u.role,
        'listings', (SELECT count(*)::int FROM properties p WHERE p.owner_id = u.id))
      FROM users u WHERE (d.user_id IS NOT NULL AND u.id = d.user_id) OR (d.user_id IS NULL AND u.deleted_at IS NULL AND lower(u.email) = s.email)
      ORDER BY u.id LIMIT 1) AS "user",
    coalesce((SELECT json_agg(json_build_object('id', n.id, 'author_id', n.author_id, 'author_name', a.full_name, 'text', n.text, 'at', n.created_at) ORDER BY n.id)
      FROM form_notes n LEFT JOIN users a ON a.id = n.author_id WHERE n.submission_id = s.id), '[]'::json) AS notes
  FROM form_submissions s LEFT JOIN deletion_requests d ON d.submission_id = s.id`;

export function createDeletionRepository(db: Database) {
  return {
    get: (id: number) => get(db, id),
    list: (q: ListQuery) => list(db, q),
    verify: (id: number, v: Verification, audit: (q: Queryable) => Promise<void>) => verify(db, id, v, audit),
    execute: (id: number, by: number, erase: Erase, after: AfterErase) => execute(db, id, by, erase, after),
    listingIds: (uid: number) => listingIds(db, uid),
    userExists: (uid: number) => userExists(db, uid),
  };
}

type ListQuery = { open?: boolean; limit: number; offset: number };
type Verification = { method: string; note: string | null; by: number; userId: number | null };
type Erase = (tx: Queryable) => Promise<Record<string, unknown>>;
type AfterErase = (tx: Queryable, result: Record<string, unknown>) => Promise<void>;

async function get(q: Queryable, id: number): Promise<DeletionRow | null> {
  return (
    (await q.query<DeletionRow>(`${SELECT} WHERE s.id = $1 AND s.form_id = 'deletion-request'`, [id])).rows[0] ?? null
  );
}

/** Oldest first among those still open (they are due first), then the done ones, newest first; spam left out. */
async function list(db: Database, q: ListQuery): Promise<{ rows: DeletionRow[]; total: number }> {
  const where = `s.form_id = 'deletion-request' AND s.status <> 'spam' AND ($1::boolean IS NULL OR (d.executed_at IS NULL) = $1)`;
  const params = [q.open ?? null];
  const [rows, count] = await Promise.all([
    db.query<DeletionRow>(
      `${SELECT} WHERE ${where}
          ORDER BY (d.executed_at IS NULL) DESC, CASE WHEN d.executed_at IS NULL THEN s.created_at END ASC, s.created_at DESC, s.id LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM form_submissions s LEFT JOIN deletion_requests d ON d.submission_id = s.id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** Records (or corrects) how the requester's identity was checked; the request is then in progress. */
async function verify(
  db: Database,
  id: number,
  v: Verification,
  audit: (q: Queryable) => Promise<void>,
): Promise<DeletionRow | null> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO deletion_requests (submission_id, user_id, verify_method, verify_note, verified_by, verified_at)
          VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (submission_id) DO UPDATE SET user_id = excluded.user_id,
          verify_method = excluded.verify_method, verify_note = excluded.verify_note, verified_by = excluded.verified_by, verified_at = now()`,
      [id, v.userId, v.method, v.note, v.by],
    );
    await tx.query(
      `UPDATE form_submissions SET status = 'in_progress', handled_by = $2, handled_at = now() WHERE id = $1`,
      [id, v.by],
    );
    await audit(tx);
    return get(tx, id);
  });
}

/**
 * Carries the request out in one transaction: `erase` does the erasing, then the request is
 * closed with its result. Null when another admin carried it out meanwhile.
 */
async function execute(
  db: Database,
  id: number,
  by: number,
  erase: Erase,
  after: AfterErase,
): Promise<DeletionRow | null> {
  return db.transaction(async (tx) => {
    const open = await tx.query(
      'SELECT 1 FROM deletion_requests WHERE submission_id = $1 AND executed_at IS NULL FOR UPDATE',
      [id],
    );
    if (!open.rows.length) return null;
    const result = await erase(tx);
    await tx.query(
      'UPDATE deletion_requests SET executed_at = now(), executed_by = $2, result = $3 WHERE submission_id = $1',
      [id, by, JSON.stringify(result)],
    );
    await tx.query(`UPDATE form_submissions SET status = 'closed', handled_by = $2, handled_at = now() WHERE id = $1`, [
      id,
      by,
    ]);
    await after(tx, result);
    return get(tx, id);
  });
}

/** The account's listings, to find their stored files before they go. */
async function listingIds(db: Database, uid: number): Promise<number[]> {
  return (
    await db.query<Pick<Row<'properties'>, 'id'>>('SELECT id FROM properties WHERE owner_id = $1', [uid])
  ).rows.map((r) => r.id);
}

async function userExists(db: Database, uid: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [uid])).rows.length > 0;
}
export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
