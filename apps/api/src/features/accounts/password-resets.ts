// SQL for password reset links (decision 025). A link names one row of password_resets; the row
// says whose password it may set, the account's token_version when it was mailed, and whether it
// has been used.
import type { Queryable, Row } from '@aangan/db';

/** The account a reset is asked for: who to write to, in which language, and whether we may. */
export type ResetAccount = Pick<Row<'users'>, 'id' | 'full_name' | 'email' | 'locale' | 'token_version' | 'is_blocked'>;

/** A reset link's row, with the account's state now. */
export type ResetRow = Pick<Row<'password_resets'>, 'id' | 'user_id' | 'used_at' | 'expires_at'> &
  Pick<Row<'users'>, 'token_version' | 'is_blocked'> & {
    /** The account's token version when the link was made. */
    issued_version: Row<'password_resets'>['token_version'];
    erased: boolean;
  };

/** The account behind a mobile number (E.164), unless it has been erased. */
export async function accountByPhone(q: Queryable, phone: string): Promise<ResetAccount | null> {
  const r = await q.query<ResetAccount>(
    'SELECT id, full_name, email, locale, token_version, is_blocked FROM users WHERE phone = $1 AND deleted_at IS NULL',
    [phone],
  );
  return r.rows[0] ?? null;
}

/**
 * Records a new link for the account and forgets its links that have expired (their tokens say
 * so themselves; the rows are no longer needed to refuse them). `userId` null does the same
 * reads and writes nothing, so an unknown number costs about what a known one does.
 */
export async function createReset(
  q: Queryable,
  userId: number | null,
  tokenVersion: number,
  expiresAt: Date,
): Promise<number | null> {
  await q.query('DELETE FROM password_resets WHERE user_id = $1 AND expires_at < now()', [userId ?? -1]);
  if (userId === null) return null;
  const r = await q.query<Pick<Row<'password_resets'>, 'id'>>(
    'INSERT INTO password_resets (user_id, token_version, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, tokenVersion, expiresAt],
  );
  return r.rows[0]!.id;
}

/** A link's row and its account; `lock` holds both until the transaction ends (one use at a time). */
export async function resetRow(q: Queryable, id: number, lock = false): Promise<ResetRow | null> {
  const r = await q.query<ResetRow>(
    `SELECT r.id, r.user_id, r.token_version AS issued_version, r.used_at, r.expires_at, u.token_version, u.is_blocked,
            u.deleted_at IS NOT NULL AS erased
       FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = $1${lock ? ' FOR UPDATE OF r, u' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/**
 * Sets the new password through a link: the link is used up, the account's token_version moves
 * (as on any password change) and every session of the account ends. Returns how many ended.
 */
export async function completeReset(
  q: Queryable,
  row: { id: number; user_id: number },
  passwordHash: string,
): Promise<number> {
  await q.query(
    'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
    [row.user_id, passwordHash],
  );
  await q.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [row.id]);
  const ended = await q.query<Pick<Row<'sessions'>, 'id'>>('DELETE FROM sessions WHERE user_id = $1 RETURNING id', [
    row.user_id,
  ]);
  return ended.rows.length;
}
