// Erasing a person, inside one transaction (the caller's). What goes and what stays follows the
// privacy policy: the profile, listings, saved swipes and searches, sessions, enquiries and newsletter
// sign-ups go; visit records are kept 12 months after their last activity ("Enquiry and visit
// data"), so recent ones stay with the visitor erased and their free text cleared; the deletion
// request itself is a grievance record (kept 3 years); audit entries stay with the personal data
// taken out. Each step returns how many rows it touched, never what was in them.
import type { Queryable } from '@aangan/db';
import { SITE, type ErasableField } from '@aangan/contracts';
import { RETENTION } from '../../../shared/retention-periods.ts';

export type Counts = Record<string, number>;
const n = async (q: Queryable, sql: string, params: unknown[]) => (await q.query(sql, params)).rows.length;

/** Likes and dislikes, taking each like off its listing's counter. */
async function swipes(tx: Queryable, uid: number): Promise<number> {
  await tx.query(
    `UPDATE properties p SET like_count = greatest(0, p.like_count - s.n)
    FROM (SELECT property_id, count(*)::int AS n FROM swipes WHERE user_id = $1 AND is_liked GROUP BY property_id) s WHERE p.id = s.property_id`,
    [uid],
  );
  return n(tx, 'DELETE FROM swipes WHERE user_id = $1 RETURNING id', [uid]);
}

/** Their listings, with photos, tours and the visits booked on them (files are removed by the caller). */
const listings = (tx: Queryable, uid: number) =>
  n(tx, 'DELETE FROM properties WHERE owner_id = $1 RETURNING id', [uid]);

/** What they wrote on their visits, and what was noted on them. */
async function visitNotes(tx: Queryable, uid: number): Promise<number> {
  await tx.query(
    'UPDATE visit_events SET note = NULL WHERE visit_id IN (SELECT id FROM visits WHERE user_id = $1) AND note IS NOT NULL',
    [uid],
  );
  return n(
    tx,
    `UPDATE visits SET special_requirements = NULL, cancel_reason = NULL, updated_at = now()
    WHERE user_id = $1 AND (special_requirements IS NOT NULL OR cancel_reason IS NOT NULL) RETURNING id`,
    [uid],
  );
}

/** Enquiries they sent (by account or address); the deletion requests stay as grievance records. */
const enquiries = (tx: Queryable, uid: number | null, email: string | null, forms: 'all' | 'newsletter' | 'other') =>
  n(
    tx,
    `DELETE FROM form_submissions WHERE (user_id = $1 OR lower(email) = $2) AND form_id <> 'deletion-request'
     AND ($3 = 'all' OR ($3 = 'newsletter') = (form_id = 'newsletter')) RETURNING id`,
    [uid, email, forms],
  );

/** E-mail to them or about them, and SMS to their number, sent or not. */
const messages = (tx: Queryable, uid: number | null, email: string | null) =>
  n(
    tx,
    `DELETE FROM outbox WHERE lower(to_address) = $2 OR payload->>'about_email' = $2 OR payload->>'user_id' = $1::text
        OR (channel = 'sms' AND to_address = (SELECT phone FROM users WHERE id = $3::int)) RETURNING id`,
    [uid, email, uid],
  );

/** Audit entries about them keep what happened, not the values; their address goes from what they did. */
async function auditTrail(tx: Queryable, uid: number): Promise<number> {
  await tx.query('UPDATE audit_log SET ip_address = NULL WHERE actor_id = $1', [uid]);
  return n(
    tx,
    `UPDATE audit_log SET before = CASE WHEN before = 'null'::jsonb THEN before ELSE '{"erased": true}'::jsonb END,
    after = CASE WHEN after = 'null'::jsonb THEN after ELSE '{"erased": true}'::jsonb END WHERE entity = 'user' AND entity_id = $1::text RETURNING id`,
    [uid],
  );
}

/** The profile emptied: nothing identifies the person, and nobody can sign in as them. */
async function profile(tx: Queryable, uid: number, deleted: boolean): Promise<void> {
  await tx.query(
    `UPDATE users SET full_name = 'Deleted user', email = NULL, phone = 'deleted-' || id, password_hash = '!',
      date_of_birth = NULL, profile_image_url = NULL, full_address = NULL, locality = NULL, city = NULL, state = NULL, pincode = NULL,
      latitude = NULL, longitude = NULL, location_updated_at = NULL, preferences = '{}'::jsonb, token_version = token_version + 1,
      updated_at = now()${deleted ? `, role = 'user', agent_id = NULL, is_blocked = TRUE, deleted_at = now()` : ''} WHERE id = $1`,
    [uid],
  );
}

/** Their conversations on either side (messages go with them), the numbers they revealed, their reports. */
async function contactTrail(tx: Queryable, uid: number, c: Counts): Promise<void> {
  c.conversations_deleted = await n(
    tx,
    'DELETE FROM enquiries WHERE seeker_id = $1 OR advertiser_id = $1 RETURNING id',
    [uid],
  );
  c.reveals_deleted = await n(tx, 'DELETE FROM contact_reveals WHERE user_id = $1 RETURNING id', [uid]);
  c.reports_deleted = await n(tx, 'DELETE FROM listing_reports WHERE reporter_id = $1 RETURNING id', [uid]);
  c.contact_numbers_deleted = await n(tx, 'DELETE FROM user_phones WHERE user_id = $1 RETURNING phone', [uid]);
  await tx.query('DELETE FROM phone_codes WHERE user_id = $1 OR phone = (SELECT phone FROM users WHERE id = $1)', [
    uid,
  ]);
}

const sessions = (tx: Queryable, uid: number) => n(tx, 'DELETE FROM sessions WHERE user_id = $1 RETURNING id', [uid]);
/** Saved searches say where and what the person looks for: personal, so they go with the person. */
const savedSearches = (tx: Queryable, uid: number) =>
  n(tx, 'DELETE FROM saved_searches WHERE user_id = $1 RETURNING id', [uid]);

/** Full account deletion. */
export async function eraseAccount(tx: Queryable, uid: number, email: string | null): Promise<Counts> {
  const c: Counts = {};
  c.listings_deleted = await listings(tx, uid);
  c.swipes_deleted = await swipes(tx, uid);
  c.saved_searches_deleted = await savedSearches(tx, uid);
  c.sessions_ended = await sessions(tx, uid);
  c.visits_deleted = await n(
    tx,
    `DELETE FROM visits WHERE user_id = $1 AND updated_at < now() - interval '${RETENTION.visits.months} months' RETURNING id`,
    [uid],
  );
  c.visits_kept_anonymised = (
    await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM visits WHERE user_id = $1', [uid])
  ).rows[0]!.n;
  await visitNotes(tx, uid);
  c.submissions_deleted = await enquiries(tx, uid, email, 'all');
  c.messages_deleted = await messages(tx, uid, email);
  await contactTrail(tx, uid, c);
  c.audit_entries_scrubbed = await auditTrail(tx, uid);
  // An agent's people and visits go back to the team.
  c.clients_unassigned = await n(tx, 'UPDATE users SET agent_id = NULL WHERE agent_id = $1 RETURNING id', [uid]);
  await tx.query('UPDATE visits SET agent_id = NULL WHERE agent_id = $1', [uid]);
  await profile(tx, uid, true);
  return c;
}

/** Personal information only: the person is erased, their listings stay up with our team as the contact. */
export async function erasePersonal(tx: Queryable, uid: number, email: string | null): Promise<Counts> {
  const c: Counts = {};
  c.listings_kept = await n(
    tx,
    `UPDATE properties SET owner_name = $2, owner_contact = $3, contact_email = NULL, updated_at = now() WHERE owner_id = $1 RETURNING id`,
    [uid, SITE.name, SITE.phone],
  );
  c.sessions_ended = await sessions(tx, uid);
  c.saved_searches_deleted = await savedSearches(tx, uid);
  c.visits_anonymised = await visitNotes(tx, uid);
  c.submissions_deleted = await enquiries(tx, uid, email, 'all');
  c.messages_deleted = await messages(tx, uid, email);
  await contactTrail(tx, uid, c);
  c.audit_entries_scrubbed = await auditTrail(tx, uid);
  await profile(tx, uid, false);
  return c;
}

/** Property listings only. */
export async function eraseProperties(tx: Queryable, uid: number): Promise<Counts> {
  return { listings_deleted: await listings(tx, uid) };
}

/** Chosen kinds of data; the account stays. */
export async function eraseFields(
  tx: Queryable,
  uid: number | null,
  email: string | null,
  fields: ErasableField[],
): Promise<Counts> {
  const c: Counts = {};
  const set = async (field: ErasableField, sql: string) => {
    c[field] = await n(tx, `UPDATE users SET ${sql}, updated_at = now() WHERE id = $1 RETURNING id`, [uid]);
  };
  for (const f of fields) {
    if (f === 'newsletter') c.newsletter = await enquiries(tx, null, email, 'newsletter');
    else if (f === 'enquiries') c.enquiries = await enquiries(tx, uid, email, 'other');
    else if (uid === null) continue;
    else if (f === 'email') await set(f, 'email = NULL');
    else if (f === 'date_of_birth') await set(f, 'date_of_birth = NULL');
    else if (f === 'profile_image') await set(f, 'profile_image_url = NULL');
    else if (f === 'address')
      await set(f, 'full_address = NULL, locality = NULL, city = NULL, state = NULL, pincode = NULL');
    else if (f === 'location') await set(f, 'latitude = NULL, longitude = NULL, location_updated_at = NULL');
    else if (f === 'preferences') await set(f, `preferences = '{}'::jsonb`);
    else if (f === 'swipes') c.swipes = await swipes(tx, uid);
    else c.visit_notes = await visitNotes(tx, uid);
  }
  return c;
}

/** Only what an address alone reaches, when no account uses it. */
export async function eraseByEmail(tx: Queryable, email: string): Promise<Counts> {
  return {
    submissions_deleted: await enquiries(tx, null, email, 'all'),
    messages_deleted: await messages(tx, null, email),
  };
}
