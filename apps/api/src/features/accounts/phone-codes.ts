// One-time codes that prove a phone number (decision 042). A code is 6 random digits, sent by SMS
// through the outbox in the same transaction as its row; the row keeps only an HMAC of it under
// the server's link secret (a million candidates are no search without the secret). It works for
// 10 minutes and 5 tries, once; a new one for the same number and purpose may be asked for after
// 60 seconds and closes the earlier one.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable, Row } from '@aangan/db';
import { linkSecrets } from '../../shared/links.ts';

export type CodePurpose = Row<'phone_codes'>['purpose'];
export const CODE_TTL_S = 600;
export const CODE_TRIES = 5;
export const RESEND_AFTER_S = 60;

export type CodeRow = Pick<Row<'phone_codes'>, 'id' | 'phone' | 'purpose' | 'user_id' | 'pending'>;

/** What checking a code found: the row it proved, or why not (and the tries left after a wrong one). */
export type CodeCheck =
  | { ok: true; row: CodeRow }
  | { ok: false; reason: 'CODE_EXPIRED' | 'CODE_TOO_MANY_TRIES' }
  | { ok: false; reason: 'CODE_WRONG'; left: number };

export interface NewCode {
  phone: string;
  purpose: CodePurpose;
  userId?: number | null;
  /** A sign-up's details, kept until the code proves the number. */
  pending?: Record<string, unknown> | null;
  /** False for a row that only throttles (no code was sent: the number already has an account). */
  usable?: boolean;
  /** The address range that asked. */
  range: string;
}

const mac = (secret: string, purpose: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${phone}\n${code}`).digest('hex');

export function createPhoneCodes(database: Database) {
  const secret = linkSecrets(database);
  return {
    /**
     * Seconds until this address range may have another code sent to this number for this purpose
     * (0: now). Another range is not held up: someone asking for a code to a number that is not
     * theirs must not make its owner wait.
     */
    async resendWait(phone: string, purpose: CodePurpose, range: string): Promise<number> {
      const r = await database.query<{ wait: number | null }>(
        `SELECT ceil(extract(epoch FROM max(created_at) + $3 * interval '1 second' - now()))::int AS wait
           FROM phone_codes WHERE phone = $1 AND purpose = $2 AND requested_from = $4
            AND created_at > now() - $3 * interval '1 second'`,
        [phone, purpose, RESEND_AFTER_S, range],
      );
      return Math.max(0, r.rows[0]?.wait ?? 0);
    },

    /**
     * Stores a new code (closing earlier open ones for the number and purpose) and hands it to
     * `send`, which queues its SMS on the same transaction.
     */
    async issue(c: NewCode, send: (tx: Queryable, code: string) => Promise<unknown>): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // A throttling row gets a hash no code has: nothing can ever match it.
      const hash = c.usable === false ? 'none' : mac(await secret(), c.purpose, c.phone, code);
      await database.transaction(async (tx) => {
        await tx.query(
          `UPDATE phone_codes SET used_at = now() WHERE phone = $1 AND purpose = $2 AND used_at IS NULL
              AND user_id IS NOT DISTINCT FROM $3`,
          [c.phone, c.purpose, c.userId ?? null],
        );
        await tx.query(
          `INSERT INTO phone_codes (phone, purpose, user_id, code_hash, pending, requested_from, expires_at)
              VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 second')`,
          [
            c.phone,
            c.purpose,
            c.userId ?? null,
            hash,
            c.pending ? JSON.stringify(c.pending) : null,
            c.range,
            CODE_TTL_S,
          ],
        );
        await send(tx, code);
      });
    },

    /**
     * Checks a code for the number and purpose (and account, for a signed-in person's codes). A
     * right code is used up and `then` runs on the same transaction (making the account, changing
     * the number); a wrong one counts a try, kept even though the caller then refuses.
     */
    check: async <T>(
      phone: string,
      purpose: CodePurpose,
      code: string,
      userId: number | null,
      then: (tx: Queryable, row: CodeRow) => Promise<T>,
    ) => checkCode(database, mac.bind(null, await secret()), { phone, purpose, code, userId }, then),
  };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;

type Checked<T> = { ok: true; value: T } | Exclude<CodeCheck, { ok: true }>;

/** checkCode's work, on one transaction holding the latest open code's row. */
async function checkCode<T>(
  database: Database,
  hashOf: (purpose: string, phone: string, code: string) => string,
  c: { phone: string; purpose: CodePurpose; code: string; userId: number | null },
  then: (tx: Queryable, row: CodeRow) => Promise<T>,
): Promise<Checked<T>> {
  return database.transaction(async (tx): Promise<Checked<T>> => {
    const r = await tx.query<CodeRow & Pick<Row<'phone_codes'>, 'code_hash' | 'attempts'>>(
      `SELECT id, phone, purpose, user_id, pending, code_hash, attempts FROM phone_codes
          WHERE phone = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND used_at IS NULL
            AND expires_at > now() AND code_hash <> 'none'
          ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [c.phone, c.purpose, c.userId],
    );
    const row = r.rows[0];
    if (!row) return { ok: false, reason: 'CODE_EXPIRED' };
    if (row.attempts >= CODE_TRIES) return { ok: false, reason: 'CODE_TOO_MANY_TRIES' };
    const want = Buffer.from(row.code_hash);
    const got = Buffer.from(hashOf(c.purpose, c.phone, c.code));
    if (want.length !== got.length || !timingSafeEqual(want, got)) {
      await tx.query('UPDATE phone_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return { ok: false, reason: 'CODE_WRONG', left: CODE_TRIES - row.attempts - 1 };
    }
    await tx.query('UPDATE phone_codes SET used_at = now(), pending = NULL WHERE id = $1', [row.id]);
    const { code_hash: _h, attempts: _a, ...proved } = row;
    return { ok: true, value: await then(tx, proved) };
  });
}
