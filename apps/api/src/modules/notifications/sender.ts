// Sends what the outbox holds. A failed attempt is retried later and later (1, 5, 30 minutes,
// 2 hours, then every 12 hours); after 8 attempts the message is marked failed and kept for a
// person to look at, never deleted.
import type { Database } from '@aangan/db';
import { createOutbox } from './outbox.ts';
import type { MailTransport } from './transport.ts';

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

export async function deliverDue(database: Database, transport: MailTransport, limit = 50): Promise<Delivery> {
  const outbox = createOutbox(database);
  const due = await outbox.claimDue(limit, LEASE_MS);
  const out: Delivery = { sent: 0, failed: 0 };
  for (const m of due) {
    try {
      await transport.send({ id: m.id, to: m.to_address, subject: m.subject, text: m.body_text, html: m.body_html });
      await outbox.markSent(m.id);
      out.sent += 1;
    } catch (err) {
      await outbox.markFailed(m.id, err instanceof Error ? err.message : String(err), retryDelayMs(m.attempts + 1));
      out.failed += 1;
    }
  }
  return out;
}

/** Runs deliverDue every `everyMs` (the server starts it; tests call deliverDue themselves). */
export function startDelivery(o: {
  database: Database;
  transport: MailTransport;
  everyMs?: number;
  onError(err: unknown): void;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    // A slow batch is not doubled up on: the next tick finds it still running and waits its turn.
    if (stopped || running) return;
    running = deliverDue(o.database, o.transport)
      .catch(o.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, o.everyMs ?? 30_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running; // let a batch in flight finish before the database closes
      o.transport.close?.();
    },
  };
}
