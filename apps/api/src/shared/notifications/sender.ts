// Sends what the outbox holds. A failed attempt is retried later and later (1, 5, 30 minutes,
// 2 hours, then every 12 hours); after 8 attempts the message is marked failed and kept for a
// person to look at, never deleted.
import type { Database } from '@aangan/db';
import { createOutbox, type Channel } from './outbox.ts';
import type { MailTransport } from './transport.ts';
import type { SmsTransport } from './sms.ts';

export const BACKOFF_MINUTES = [1, 5, 30, 120, 720] as const;
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is left alone by other senders while this one sends it. */
const LEASE_MS = 10 * 60 * 1000;

/** Wait before the next try after `attempts` failed ones, or null when it is time to give up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1]! * 60_000;
}

export interface Delivery {
  sent: number;
  failed: number;
}

/** One run: sends the e-mail that is due (background.ts runs it every 30 s; tests call it directly). */
export function deliverDue(database: Database, transport: MailTransport, limit = 50): Promise<Delivery> {
  return deliver(database, 'email', limit, (m) =>
    transport.send({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.body_text,
      html: m.body_html,
      headers: headersOf(m.payload),
    }),
  );
}

/** The headers a message's payload asks for (`payload.headers`, names and texts only). */
function headersOf(payload: Record<string, unknown>): Record<string, string> | undefined {
  const h = payload.headers;
  if (!h || typeof h !== 'object') return undefined;
  return Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The same for SMS (every 5 s, and at once after a code is queued). */
export function deliverDueSms(database: Database, transport: SmsTransport, limit = 50): Promise<Delivery> {
  return deliver(database, 'sms', limit, (m) => transport.send({ id: m.id, to: m.to_address, text: m.body_text }));
}

async function deliver(
  database: Database,
  channel: Channel,
  limit: number,
  send: (m: {
    id: number;
    to_address: string;
    subject: string;
    body_text: string;
    body_html: string | null;
    payload: Record<string, unknown>;
  }) => Promise<void>,
): Promise<Delivery> {
  const outbox = createOutbox(database);
  const due = await outbox.claimDue(limit, LEASE_MS, channel);
  const out: Delivery = { sent: 0, failed: 0 };
  for (const m of due) {
    try {
      await send(m);
      await outbox.markSent(m.id);
      out.sent += 1;
    } catch (err) {
      await outbox.markFailed(m.id, err instanceof Error ? err.message : String(err), retryDelayMs(m.attempts + 1));
      out.failed += 1;
    }
  }
  return out;
}
