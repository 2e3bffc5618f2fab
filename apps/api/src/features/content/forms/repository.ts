// SQL for form submissions (form_submissions): what people sent, for the back office.
import type { Database, Queryable, Row } from '@aangan/db';
import { recordAudit, type AuditEntry } from '../../../shared/audit.ts';
import type { StoredForm } from './notify.ts';
import type { MailLocale } from '../../../shared/notifications/recipient.ts';

export interface Submission {
  formId: string;
  values: Record<string, unknown>;
  userId: number | null;
  spam: boolean;
  ip: string | null;
  userAgent: string | null;
  /** The language of the page it was sent from: the sender's receipt is written in it. */
  locale: MailLocale;
}

/** Runs with each stored submission (not spam), in the same transaction: notifications. */
export interface FormHooks {
  stored?(tx: Queryable, s: StoredForm): Promise<void>;
}

export function createFormRepository(db: Database, hooks: FormHooks = {}) {
  return {
    store: (s: Submission, oncePerEmail = false) => store(db, hooks, s, oncePerEmail),
    list: (q: ListQuery) => list(db, q),
    get: (id: number) => get(db, id),
    setStatus: (id: number, status: string, handledBy: number, audit: Audit) =>
      setStatus(db, id, status, handledBy, audit),
    addNote: (id: number, authorId: number, text: string, audit: Audit) => addNote(db, id, authorId, text, audit),
    subscribers: () => subscribers(db),
    audit: (e: AuditEntry) => recordAudit(db, e),
  };
}

type ListQuery = { formId?: string; status?: string; limit: number; offset: number };

/** Stores a submission; with `oncePerEmail`, an address already on file is not stored again (null then). */
async function store(db: Database, hooks: FormHooks, s: Submission, oncePerEmail: boolean): Promise<number | null> {
  // The deletion request form names its address user_email.
  const given = s.values.email ?? s.values.user_email;
  const email = typeof given === 'string' ? given.toLowerCase() : null;
  if (oncePerEmail && email) {
    const seen = await db.query(
      'SELECT 1 FROM form_submissions WHERE form_id = $1 AND email = $2 AND status <> $3 LIMIT 1',
      [s.formId, email, 'spam'],
    );
    if (seen.rows.length) return null;
  }
  return db.transaction(async (tx) => {
    const r = await tx.query<Pick<Row<'form_submissions'>, 'id'>>(
      `INSERT INTO form_submissions (form_id, email, user_id, payload, status, ip_address, user_agent, locale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      // Spam is kept, marked, so a wrongly caught person can still be found.
      [s.formId, email, s.userId, JSON.stringify(s.values), s.spam ? 'spam' : 'new', s.ip, s.userAgent, s.locale],
    );
    const id = r.rows[0]!.id;
    if (!s.spam) await hooks.stored?.(tx, { id, formId: s.formId, email, values: s.values, locale: s.locale });
    return id;
  });
}

/** Newest first, optionally one form ('valuation': post-property enquiries asking for one) or one status. */
async function list(db: Database, q: ListQuery): Promise<{ rows: SubmissionRow[]; total: number }> {
  const valuation = q.formId === 'valuation';
  const where = `($1::text IS NULL OR form_id = $1) AND ($2::text IS NULL OR status = $2) AND (NOT $3 OR payload->>'enquiry' = 'valuation')`;
  const params = [valuation ? 'post-property' : (q.formId ?? null), q.status ?? null, valuation];
  const [rows, count] = await Promise.all([
    db.query<SubmissionRow>(
      `SELECT ${COLUMNS} FROM form_submissions s WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM form_submissions WHERE ${where}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

async function get(db: Database, id: number): Promise<SubmissionRow | null> {
  return (
    (await db.query<SubmissionRow>(`SELECT ${COLUMNS} FROM form_submissions s WHERE id = $1`, [id])).rows[0] ?? null
  );
}

/** Moves a submission on, noting who handled it and when; null when there is no such submission. */
async function setStatus(
  db: Database,
  id: number,
  status: string,
  handledBy: number,
  audit: Audit,
): Promise<SubmissionRow | null> {
  return db.transaction(async (tx) => {
    const before = (
      await tx.query<Pick<Row<'form_submissions'>, 'status'>>(
        'SELECT status FROM form_submissions WHERE id = $1 FOR UPDATE',
        [id],
      )
    ).rows[0];
    if (!before) return null;
    await tx.query('UPDATE form_submissions SET status = $2, handled_by = $3, handled_at = now() WHERE id = $1', [
      id,
      status,
      handledBy,
    ]);
    await audit(tx, { status: before.status }, { status });
    return (await tx.query<SubmissionRow>(`SELECT ${COLUMNS} FROM form_submissions s WHERE id = $1`, [id])).rows[0]!;
  });
}

/** Adds a team note; a new submission counts as in progress from then on. */
async function addNote(
  db: Database,
  id: number,
  authorId: number,
  text: string,
  audit: Audit,
): Promise<SubmissionRow | null> {
  return db.transaction(async (tx) => {
    const r = await tx.query('SELECT 1 FROM form_submissions WHERE id = $1 FOR UPDATE', [id]);
    if (!r.rows.length) return null;
    const note = await tx.query<Pick<Row<'form_notes'>, 'id'>>(
      'INSERT INTO form_notes (submission_id, author_id, text) VALUES ($1, $2, $3) RETURNING id',
      [id, authorId, text],
    );
    await tx.query(
      `UPDATE form_submissions SET status = 'in_progress', handled_by = $2, handled_at = now() WHERE id = $1 AND status = 'new'`,
      [id, authorId],
    );
    // The note's text stays in form_notes, not in the audit trail: it may name the person.
    await audit(tx, null, { note_id: note.rows[0]!.id });
    return (await tx.query<SubmissionRow>(`SELECT ${COLUMNS} FROM form_submissions s WHERE id = $1`, [id])).rows[0]!;
  });
}

/** Newsletter subscribers: each address once, with the date it first signed up (spam left out). */
async function subscribers(db: Database): Promise<Subscriber[]> {
  const r = await db.query<Subscriber>(`SELECT lower(email) AS email, min(created_at) AS subscribed_at
        FROM form_submissions WHERE form_id = 'newsletter' AND status <> 'spam' AND email IS NOT NULL GROUP BY lower(email) ORDER BY 2, 1`);
  return r.rows;
}

type Audit = (q: Queryable, before: unknown, after: unknown) => Promise<void>;

/** A newsletter address (lower case) and when it first signed up. */
type Subscriber = {
  email: NonNullable<Row<'form_submissions'>['email']>;
  subscribed_at: Row<'form_submissions'>['created_at'];
};

/** A note on a submission, with its author's name (read inside JSON: `at` is ISO text). */
export type NoteRow = Pick<Row<'form_notes'>, 'id' | 'author_id' | 'text'> & {
  author_name: Row<'users'>['full_name'] | null;
  at: string;
};
export type SubmissionRow = Pick<
  Row<'form_submissions'>,
  'id' | 'form_id' | 'email' | 'payload' | 'status' | 'created_at' | 'handled_by' | 'handled_at'
> & { notes: NoteRow[] };
const COLUMNS = `id, form_id, email, payload, status, created_at, handled_by, handled_at,
  coalesce((SELECT json_agg(json_build_object('id', n.id, 'author_id', n.author_id, 'author_name', a.full_name, 'text', n.text, 'at', n.created_at) ORDER BY n.id)
    FROM form_notes n LEFT JOIN users a ON a.id = n.author_id WHERE n.submission_id = s.id), '[]'::json) AS notes`;
export type FormRepository = ReturnType<typeof createFormRepository>;
