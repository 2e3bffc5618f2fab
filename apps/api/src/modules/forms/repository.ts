// SQL for form submissions (form_submissions): what people sent, for the back office.
import type { Database } from '@aangan/db';

export interface Submission {
  formId: string; values: Record<string, unknown>; userId: number | null; spam: boolean; ip: string | null; userAgent: string | null;
}

export function createFormRepository(database: Database) {
  return {
    async store(s: Submission): Promise<number> {
      const email = typeof s.values.email === 'string' ? s.values.email : null;
      const r = await database.query<{ id: number }>(
        `INSERT INTO form_submissions (form_id, email, user_id, payload, status, ip_address, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        // Spam is kept, marked, so a wrongly caught person can still be found.
        [s.formId, email, s.userId, JSON.stringify(s.values), s.spam ? 'spam' : 'new', s.ip, s.userAgent]);
      return r.rows[0]!.id;
    },
  };
}
export type FormRepository = ReturnType<typeof createFormRepository>;
