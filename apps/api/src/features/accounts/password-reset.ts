// Forgotten passwords (decision 025). Asking mails a link to the account's e-mail address, in
// its language; the link sets a new password once, within RESET_LINK_MINUTES, and only while the
// password is still the one it was sent for. Setting it ends every session of the account.
//
// The link is `/reset-password?token=<row id>.<expiry>.<signature>`, signed like the reconfirm
// links (listings/links.ts: the random secret kept in the database, shared by every process)
// under its own purpose, so neither kind of link opens the other.
import { hash } from '@node-rs/argon2';
import type { Database } from '@aangan/db';
import { ARGON2_OPTIONS } from '@aangan/db/password-hash';
import { recordAudit } from '../../shared/audit.ts';
import { readLink, signLink } from '../../shared/links.ts';
import { pageUrl } from '../../shared/notifications/recipient.ts';
import { accountByPhone, completeReset, createReset, resetRow, type ResetRow } from './password-resets.ts';
import { enqueueResetMail } from './reset-mail.ts';

export const RESET_PURPOSE = 'account.password-reset';
export const RESET_LINK_MINUTES = 30;

/** The page a reset link opens (under /hi for Hindi). The token is URL-safe as it is. */
export const resetPath = (token: string): string => `/reset-password?token=${token}`;

/**
 * Why a link sets nothing: not one of ours (made up, altered, cut short), past its time, already
 * used, or superseded (the password changed, or the account was blocked or erased, since it was
 * sent; the message does not say which).
 */
export type ResetRefusal = { refused: 'invalid' | 'expired' | 'used' | 'superseded' };

interface Meta {
  ip: string;
  requestId: string;
}

function refusal(row: ResetRow | null): ResetRefusal | null {
  if (!row) return { refused: 'invalid' };
  if (row.used_at) return { refused: 'used' };
  if (row.issued_version !== row.token_version || row.is_blocked || row.erased) return { refused: 'superseded' };
  return null;
}

export function createPasswordReset(database: Database, secret: () => Promise<string>, origin: string) {
  return {
    /**
     * Mails a link when the number belongs to an account with an e-mail address that is not
     * blocked; otherwise nothing. The caller answers the same either way, and the work is the
     * same but for the two inserts, so the time does not tell either.
     */
    async request(phone: string, meta: Meta): Promise<void> {
      const key = await secret();
      // Whole seconds: the token carries the expiry in seconds, and the row keeps the same instant.
      const expiresAt = new Date(Math.floor((Date.now() + RESET_LINK_MINUTES * 60_000) / 1000) * 1000);
      await database.transaction(async (tx) => {
        const account = await accountByPhone(tx, phone);
        const to = account?.email && !account.is_blocked ? { ...account, email: account.email } : null;
        const id = await createReset(tx, to?.id ?? null, to?.token_version ?? 0, expiresAt);
        if (to && id !== null) {
          const locale = to.locale === 'hi-IN' ? 'hi-IN' : 'en-IN';
          await enqueueResetMail(tx, {
            userId: to.id,
            to: to.email,
            name: to.full_name,
            locale,
            phone,
            expiresAt,
            minutes: RESET_LINK_MINUTES,
            url: pageUrl(origin, locale, resetPath(signLink(key, id, expiresAt, RESET_PURPOSE))),
          });
        }
        await recordAudit(tx, {
          actorId: null,
          action: 'password_reset.requested',
          entity: 'user',
          entityId: account?.id ?? null,
          after: { mailed: id !== null },
          ip: meta.ip,
          requestId: meta.requestId,
        });
      });
    },

    /** Sets the new password through a link and ends every session of the account. */
    async confirm(token: string, newPassword: string, meta: Meta): Promise<{ sessionsEnded: number } | ResetRefusal> {
      const claim = readLink(await secret(), token, RESET_PURPOSE);
      if (!claim) return { refused: 'invalid' };
      if (claim.expiresAt.getTime() <= Date.now()) return { refused: 'expired' };
      const id = claim.listingId; // readLink names the signed id so; here it is the password_resets row
      // Refused before the (slow, memory-hungry) hash when it can be; checked again under lock.
      const early = refusal(await resetRow(database, id));
      if (early) return early;
      const passwordHash = await hash(newPassword, ARGON2_OPTIONS);
      return database.transaction(async (tx) => {
        const row = await resetRow(tx, id, true);
        const no = refusal(row);
        if (no || !row) return no ?? { refused: 'invalid' };
        const ended = await completeReset(tx, row, passwordHash);
        await recordAudit(tx, {
          actorId: row.user_id,
          action: 'password_reset.completed',
          entity: 'user',
          entityId: row.user_id,
          after: { sessions_ended: ended },
          ip: meta.ip,
          requestId: meta.requestId,
        });
        return { sessionsEnded: ended };
      });
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
