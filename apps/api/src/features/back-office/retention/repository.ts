// SQL for the retention job (retention.ts): personal data past its period goes, or loses what
// identifies someone. Each kind is one statement over at most `limit` matching rows, taken with
// FOR UPDATE SKIP LOCKED: two processes running it at once take different rows instead of
// waiting for each other, a row someone is changing right now is left for the next run, and a
// row already removed or emptied no longer matches, so running again changes nothing. No ORDER
// BY: which rows of a backlog go first does not matter, and without one the planner may use any
// index that fits the condition. Cut-offs are the caller's (periods.ts), given as moments, so the
// database's clock and time zone play no part.
import type { Database, Row } from '@aangan/db';

/** A visitor's expired draft listing, removed, with the addresses of its photo files. */
type DraftFiles = Pick<Row<'properties'>, 'id'> & { urls: Row<'property_images'>['url'][] };

/** At most $1 rows of `table` matching `where` ($2 onwards are the where's). */
const batch = (table: string, where: string) =>
  `SELECT id FROM ${table} WHERE ${where} LIMIT $1 FOR UPDATE SKIP LOCKED`;

/**
 * When a submission was last touched: sent, moved on by the team (handled_at), or written on
 * (its latest note). The policy counts enquiry periods from the last activity.
 */
const LAST_ACTIVITY = `greatest(s.created_at, s.handled_at,
  (SELECT max(n.created_at) FROM form_notes n WHERE n.submission_id = s.id))`;

/**
 * People erased at their request: whole accounts (users.deleted_at) and those whose personal
 * information alone was erased, whose account row stays and is named by the carried-out request.
 */
const ERASED = `SELECT id FROM users WHERE deleted_at IS NOT NULL
  UNION SELECT (result ->> 'user_id')::int FROM deletion_requests
   WHERE executed_at IS NOT NULL AND result ->> 'type' IN ('account', 'personal') AND jsonb_typeof(result -> 'user_id') = 'number'`;

/** An audit value that still says something: not absent, not JSON null, not yet replaced. */
const holdsValues = (col: string) =>
  `(${col} IS NOT NULL AND ${col} NOT IN ('null'::jsonb, '{"erased": true}'::jsonb))`;
const scrubbed = (col: string) => `CASE WHEN ${holdsValues(col)} THEN '{"erased": true}'::jsonb ELSE ${col} END`;

export function createRetentionRepository(database: Database) {
  return {
    sentMail: (before: Date, limit: number) => sentMail(database, before, limit),
    expiredSessions: (now: Date, limit: number) => expiredSessions(database, now, limit),
    phoneCodes: (before: Date, limit: number) => phoneCodes(database, before, limit),
    listingDrafts: (before: Date, limit: number) => listingDrafts(database, before, limit),
    enquiries: (before: Date, limit: number) => enquiries(database, before, limit),
    grievances: (before: Date, limit: number) => grievances(database, before, limit),
    visits: (before: Date, limit: number) => visits(database, before, limit),
    conversations: (before: Date, limit: number) => conversations(database, before, limit),
    contactReveals: (before: Date, limit: number) => contactReveals(database, before, limit),
    listingReports: (before: Date, limit: number) => listingReports(database, before, limit),
    auditAboutErased: (limit: number) => auditAboutErased(database, limit),
    auditByErased: (limit: number) => auditByErased(database, limit),
    auditAddresses: (before: Date, limit: number) => auditAddresses(database, before, limit),
    formAddresses: (before: Date, limit: number) => formAddresses(database, before, limit),
  };
}

/** E-mail sent before `before`. Pending ones are still to go out; failed ones wait for a person. */
async function sentMail(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM outbox WHERE id IN (
      ${batch('outbox', `status = 'sent' AND sent_at < $2`)}) RETURNING 1`,
    [limit, before],
  );
}

/** Sessions that ended (expired at `now`): they sign nobody in, and hold an address and a browser. */
async function expiredSessions(database: Database, now: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM sessions WHERE id IN (
      ${batch('sessions', 'expires_at <= $2')}) RETURNING 1`,
    [limit, now],
  );
}

/** One-time codes sent before `before`, with any sign-up details that waited on them. */
async function phoneCodes(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM phone_codes WHERE id IN (
      ${batch('phone_codes', 'created_at < $2')}) RETURNING 1`,
    [limit, before],
  );
}

/**
 * Visitors' add-listing drafts started before `before` and never claimed, with their listing
 * (the drafts table is keyed by token hash, not id). Returns each listing removed with the
 * addresses of its photo files, for the caller to delete: the statement's snapshot still
 * shows the photo rows its cascade removes.
 */
async function listingDrafts(database: Database, before: Date, limit: number): Promise<DraftFiles[]> {
  const r = await database.query<DraftFiles>(
    `WITH gone AS (
          DELETE FROM listing_drafts WHERE token_hash IN (
            SELECT token_hash FROM listing_drafts WHERE created_at < $2 LIMIT $1 FOR UPDATE SKIP LOCKED) RETURNING property_id),
        dropped AS (DELETE FROM properties p USING gone WHERE p.id = gone.property_id AND p.owner_id IS NULL RETURNING p.id)
        SELECT d.id, coalesce(array_agg(v.url) FILTER (WHERE v.url IS NOT NULL), '{}') AS urls
          FROM dropped d LEFT JOIN property_images i ON i.property_id = d.id LEFT JOIN LATERAL jsonb_each_text(i.variants) v(size, url) ON true
         GROUP BY d.id`,
    [limit, before],
  );
  return r.rows;
}

/**
 * Enquiries (contact, owner and post-property forms) last active before `before`, with the
 * team's notes. Newsletter sign-ups stay while the person is subscribed, deletion requests are
 * grievance records (below); spam of any form goes like an enquiry.
 */
async function enquiries(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM form_submissions WHERE id IN (
      ${batch('form_submissions s', `(s.status = 'spam' OR s.form_id NOT IN ('newsletter', 'deletion-request')) AND ${LAST_ACTIVITY} < $2`)}) RETURNING 1`,
    [limit, before],
  );
}

/** Closed deletion requests last touched before `before`, with how they were verified and carried out. */
async function grievances(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM form_submissions WHERE id IN (
      ${batch('form_submissions s', `s.form_id = 'deletion-request' AND s.status = 'closed' AND ${LAST_ACTIVITY} < $2`)}) RETURNING 1`,
    [limit, before],
  );
}

/** Visits whose last activity (booked or changed, or the visit itself) is before `before`, with their history. */
async function visits(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM visits WHERE id IN (
      ${batch('visits', 'greatest(updated_at, scheduled_date) < $2')}) RETURNING 1`,
    [limit, before],
  );
}

/** Enquiry threads (with their messages) whose last message or change is before `before`. */
async function conversations(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM enquiries WHERE id IN (
      ${batch('enquiries', 'greatest(last_message_at, updated_at) < $2')}) RETURNING 1`,
    [limit, before],
  );
}

/** Records of who revealed a number, older than `before`. */
async function contactReveals(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM contact_reveals WHERE id IN (
      ${batch('contact_reveals', 'created_at < $2')}) RETURNING 1`,
    [limit, before],
  );
}

/** Reports the team decided before `before` (open ones wait for a decision). */
async function listingReports(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `DELETE FROM listing_reports WHERE id IN (
      ${batch('listing_reports', `status <> 'open' AND resolved_at < $2`)}) RETURNING 1`,
    [limit, before],
  );
}

/**
 * Audit entries about an erased person keep what was done to which record and when; the old
 * and new values become {"erased": true}, as erasing does (accounts/deletion/erase.ts). This also
 * reaches entries the erasure could not: ones written after it by a request that had read
 * the account before.
 */
async function auditAboutErased(database: Database, limit: number): Promise<number> {
  return count(
    database,
    `UPDATE audit_log SET before = ${scrubbed('before')}, after = ${scrubbed('after')} WHERE id IN (
      ${batch('audit_log', `entity = 'user' AND entity_id IN (SELECT id::text FROM (${ERASED}) e) AND (${holdsValues('before')} OR ${holdsValues('after')})`)})
      RETURNING 1`,
    [limit],
  );
}

/** What an erased person did stays on record without where they did it from (address, request id). */
async function auditByErased(database: Database, limit: number): Promise<number> {
  return count(
    database,
    `UPDATE audit_log SET ip_address = NULL, request_id = NULL WHERE id IN (
      ${batch('audit_log', `actor_id IN (${ERASED}) AND (ip_address IS NOT NULL OR request_id IS NOT NULL)`)}) RETURNING 1`,
    [limit],
  );
}

/** Audit entries older than `before` lose the address and the request id (which finds it in the server's log). */
async function auditAddresses(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `UPDATE audit_log SET ip_address = NULL, request_id = NULL WHERE id IN (
      ${batch('audit_log', 'created_at < $2 AND (ip_address IS NOT NULL OR request_id IS NOT NULL)')}) RETURNING 1`,
    [limit, before],
  );
}

/** Form submissions kept longer (newsletter sign-ups, grievance records) lose the sender's address and browser. */
async function formAddresses(database: Database, before: Date, limit: number): Promise<number> {
  return count(
    database,
    `UPDATE form_submissions SET ip_address = NULL, user_agent = NULL WHERE id IN (
      ${batch('form_submissions', 'created_at < $2 AND (ip_address IS NOT NULL OR user_agent IS NOT NULL)')}) RETURNING 1`,
    [limit, before],
  );
}

/** Runs one statement that ends in RETURNING 1, and counts its rows. */
async function count(database: Database, sql: string, params: unknown[]): Promise<number> {
  return (await database.query<{ n: number }>(`WITH done AS (${sql}) SELECT count(*)::int AS n FROM done`, params))
    .rows[0]!.n;
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
