// Sessions: a random 256-bit token goes to the client; the table keeps only its SHA-256, so the
// database alone signs nobody in, and deleting a row ends that session everywhere at once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Row } from '@aangan/db';

/** A session lasts this long after its last use (sliding), then the user signs in again. */
export const SESSION_DAYS = 30;
/** last_used_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface SessionUser {
  sessionId: number;
  token: string;
  userId: number;
  role: Row<'users'>['role'];
  fullName: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The CSRF token of a cookie session: derived from its secret token, so nothing is stored. */
export function csrfFor(token: string): string {
  return createHash('sha256').update(`csrf:${token}`).digest('base64url');
}
export function csrfMatches(token: string, given: string): boolean {
  const want = Buffer.from(csrfFor(token));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}

export function createSessionStore(database: Database) {
  return {
    async create(
      userId: number,
      meta: { userAgent?: string; ip?: string },
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await database.query(
        'INSERT INTO sessions (token_hash, user_id, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [sha256(token), userId, meta.userAgent?.slice(0, 300) ?? null, meta.ip ?? null, expiresAt],
      );
      return { token, expiresAt };
    },

    /** The signed-in user behind a token, or null when it is unknown, expired or the account is blocked. */
    async resolve(token: string): Promise<SessionUser | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const r = await database.query<
        Pick<Row<'sessions'>, 'id' | 'user_id' | 'last_used_at'> & Pick<Row<'users'>, 'role' | 'full_name'>
      >(
        `SELECT s.id, s.user_id, u.role, u.full_name, s.last_used_at FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.expires_at > now() AND NOT u.is_blocked`,
        [sha256(token)],
      );
      const row = r.rows[0];
      if (!row) return null;
      if (Date.now() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
        await database.query(
          `UPDATE sessions SET last_used_at = now(), expires_at = now() + interval '${SESSION_DAYS} days' WHERE id = $1`,
          [row.id],
        );
      }
      return { sessionId: row.id, token, userId: row.user_id, role: row.role, fullName: row.full_name };
    },

    async end(sessionId: number): Promise<void> {
      await database.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
    },

    /** Ends every session of a user except one (after a password change). */
    async endOthers(userId: number, keepSessionId: number): Promise<number> {
      const r = await database.query<Pick<Row<'sessions'>, 'id'>>(
        'DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id',
        [userId, keepSessionId],
      );
      return r.rows.length;
    },

    async purgeExpired(): Promise<void> {
      await database.query('DELETE FROM sessions WHERE expires_at <= now()');
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** A new session for a person who just proved who they are (password or code), as the login answer gives it. */
export async function signedInAnswer<U extends { id: number }>(
  sessions: SessionStore,
  req: { headers: { 'user-agent'?: string }; ip: string },
  user: U,
) {
  const { token, expiresAt } = await sessions.create(user.id, { userAgent: req.headers['user-agent'], ip: req.ip });
  return { access_token: token, token_type: 'bearer' as const, expires_at: expiresAt.toISOString(), user };
}
