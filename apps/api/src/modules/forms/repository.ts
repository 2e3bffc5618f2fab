// SQL for form submissions (form_submissions): what people sent, for the back office.
import type { Database } from '@aangan/db';

export interface Submission {
  formId: string; values: Record<string, unknown>; userId: number | null; spam: boolean; ip: string | null; userAgent: string | null;
}

export function createFormRepository(database: Database) {
  return {
    /** Stores a submission; with `oncePerEmail`, an address already on file is not stored again (null then). */
    async store(s: Submission, oncePerEmail = false): Promise<number | null> {
      const email = typeof s.values.email === 'string' ? s.values.email.toLowerCase() : null;
      if (oncePerEmail && email) {
        const seen = await database.query('SELECT 1 FROM form_submissions WHERE form_id = $1 AND email = $2 AND status <> $3 LIMIT 1', [s.formId, email, 'spam']);
        if (seen.rows.length) return null;
      }
      const r = await database.query<{ id: number }>(
        `INSERT INTO form_submissions (form_id, email, user_id, payload, status, ip_address, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        // Spam is kept, marked, so a wrongly caught person can still be found.
        [s.formId, email, s.userId, JSON.stringify(s.values), s.spam ? 'spam' : 'new', s.ip, s.userAgent]);
      return r.rows[0]!.id;
    },
  };
}
export type FormRepository = ReturnType<typeof createFormRepository>;
