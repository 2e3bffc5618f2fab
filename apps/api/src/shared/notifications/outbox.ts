// SQL for the e-mail outbox. Messages are written with whatever caused them (same transaction),
// so a booked visit always has its e-mail and a rolled-back one never does; a loop sends them.
import type { Database, Queryable, Row } from '@aangan/db';

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * Ids the message is about ({visit_id, user_id, submission_id, ...}). `about_email` names the
   * person a message concerns when it goes to someone else (the team), so erasing that person
   * finds it too.
   */
  payload?: Record<string, unknown>;
}

export type OutboxRow = Row<'outbox'>;
export type Channel = OutboxRow['channel'];

export async function enqueueMail(q: Queryable, m: NewMail): Promise<number> {
  const r = await q.query<Pick<Row<'outbox'>, 'id'>>(
    'INSERT INTO outbox (kind, to_address, subject, body_text, body_html, payload) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [m.kind, m.to.trim(), m.subject, m.text, m.html ?? null, JSON.stringify(m.payload ?? {})],
  );
  return r.rows[0]!.id;
}

export function createOutbox(database: Database) {
  return {
    /**
     * Takes up to `limit` due messages for this process: their next attempt is pushed `leaseMs`
     * ahead in the same statement, and rows another process has locked are skipped, so two
     * senders never take the same message. A sender that dies mid-send leaves it to be retried
     * when the lease runs out.
     */
    async claimDue(limit: number, leaseMs: number, channel: Channel = 'email'): Promise<OutboxRow[]> {
      const r = await database.query<OutboxRow>(
        `UPDATE outbox SET next_attempt_at = now() + $2 * interval '1 millisecond'
        WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND channel = $3 AND next_attempt_at <= now()
                     ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
        [limit, leaseMs, channel],
      );
      return r.rows.sort((a, b) => a.id - b.id);
    },

    /** An SMS is emptied once sent: a one-time code has no use after it, and should not sit in a table. */
    async markSent(id: number): Promise<void> {
      await database.query(
        `UPDATE outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL,
            body_text = CASE WHEN channel = 'sms' THEN '' ELSE body_text END WHERE id = $1`,
        [id],
      );
    },

    /** Records a failed attempt: tried again after `retryInMs`, or given up (kept, status failed) when null. */
    async markFailed(id: number, error: string, retryInMs: number | null): Promise<void> {
      await database.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
          status = CASE WHEN $3::bigint IS NULL THEN 'failed' ELSE 'pending' END,
          next_attempt_at = CASE WHEN $3::bigint IS NULL THEN next_attempt_at ELSE now() + $3::bigint * interval '1 millisecond' END
        WHERE id = $1`,
        [id, error.slice(0, 1000), retryInMs],
      );
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
