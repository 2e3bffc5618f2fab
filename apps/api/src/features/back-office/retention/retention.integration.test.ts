import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { insertListing } from '../../../shared/testing/listings.ts';
import { createRetentionRepository } from './repository.ts';
import { runRetention, type RetentionCounts } from './retention.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

// The injected clock: noon in India on 15 June 2026. Every row below is dated from it, so the
// real date and the machine's time zone play no part.
const NOW = new Date('2026-06-15T06:30:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** The policy's long periods end at the same time of day on the India calendar. */
const TWELVE_MONTHS_AGO = new Date('2025-06-15T06:30:00Z');
const THIRTY_SIX_MONTHS_AGO = new Date('2023-06-15T06:30:00Z');
/** A row a minute past its period, and one a minute short of it. */
const pastIt = (edge: Date) => new Date(edge.getTime() - MINUTE);
const insideIt = (edge: Date) => new Date(edge.getTime() + MINUTE);

/** The photo files of expired drafts the runs asked to delete. */
const droppedFiles: { id: number; urls: string[] }[] = [];
const run = (limit?: number) =>
  runRetention({
    retention: createRetentionRepository(db),
    now: NOW,
    limit,
    dropDraftFiles: async (gone) => {
      droppedFiles.push(...gone);
    },
  });
const NOTHING: RetentionCounts = {
  sent_mail: 0,
  expired_sessions: 0,
  phone_codes: 0,
  listing_drafts: 0,
  enquiries: 0,
  grievances: 0,
  visits: 0,
  conversations: 0,
  contact_reveals: 0,
  listing_reports: 0,
  audit_about_erased: 0,
  audit_by_erased: 0,
  audit_addresses: 0,
  form_addresses: 0,
};
const added = (a: RetentionCounts, b: RetentionCounts) =>
  Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof RetentionCounts] + b[k as keyof RetentionCounts]]));

async function one(sql: string, params: unknown[] = []): Promise<number> {
  return (await db.query<{ id: number }>(sql, params)).rows[0]!.id;
}
const ids = async (table: string, where = 'TRUE') =>
  (await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`)).rows.map((r) => r.id);

let person = 0;
const user = (name: string, deletedAt: Date | null = null) =>
  one(
    `INSERT INTO users (phone, full_name, password_hash, deleted_at)
  VALUES ($1, $2, 'x', $3) RETURNING id`,
    [`+9198100${String(++person).padStart(5, '0')}`, name, deletedAt],
  );

const mail = (status: string, sentAt: Date | null, createdAt = ago(2 * 365 * DAY)) =>
  one(
    `INSERT INTO outbox (kind, to_address, subject, body_text, status, sent_at, created_at)
  VALUES ('visit.booked', 'asha@example.in', 'Your visit', 'Hello Asha', $1, $2, $3) RETURNING id`,
    [status, sentAt, createdAt],
  );

const submission = (form: string, createdAt: Date, o: { status?: string; handledAt?: Date } = {}) =>
  one(
    `INSERT INTO form_submissions
  (form_id, email, payload, status, handled_at, ip_address, user_agent, created_at)
  VALUES ($1, 'asha@example.in', '{"name": "Asha"}', $2, $3, '203.0.113.7', 'Firefox', $4) RETURNING id`,
    [form, o.status ?? 'new', o.handledAt ?? null, createdAt],
  );

let request = 0;
const entry = (o: {
  actor: number | null;
  action: string;
  entity: string;
  entityId: number;
  before: unknown;
  after: unknown;
  at: Date;
}) =>
  one(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip_address, request_id, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, '198.51.100.9', $7, $8) RETURNING id`,
    [
      o.actor,
      o.action,
      o.entity,
      String(o.entityId),
      JSON.stringify(o.before),
      JSON.stringify(o.after),
      `req-${++request}`,
      o.at,
    ],
  );
const auditRow = async (id: number) =>
  (
    await db.query(
      `SELECT actor_id, action, entity, entity_id, before, after, ip_address, request_id, created_at
  FROM audit_log WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

describe('the retention job', () => {
  it('removes or anonymises what is past its period, keeps what is not, and a second run changes nothing', async () => {
    const admin = await user('Aarti Admin');
    const asha = await user('Asha Kept');
    const erased = await user('Deleted user', ago(45 * DAY));
    const personal = await user('Deleted user'); // personal information erased; the account row stays

    // E-mail: sent ones go 90 days after sending; pending and failed ones stay, however old.
    await mail('sent', pastIt(ago(90 * DAY)));
    const sentRecently = await mail('sent', insideIt(ago(90 * DAY)));
    const pending = await mail('pending', null);
    const failed = await mail('failed', null);

    // Sessions: ended ones go at once; a running one stays.
    const session = (expiresAt: Date) =>
      one(
        `INSERT INTO sessions (token_hash, user_id, ip, user_agent, created_at, last_used_at, expires_at)
      VALUES (md5(random()::text), $1, '203.0.113.7', 'Firefox', $2, $2, $3) RETURNING id`,
        [asha, ago(40 * DAY), expiresAt],
      );
    await session(ago(MINUTE)); // ended a minute ago
    const running = await session(new Date(NOW.getTime() + MINUTE));

    // One-time codes, with the sign-up details waiting on them: a day.
    const code = (createdAt: Date) =>
      one(
        `INSERT INTO phone_codes (phone, purpose, code_hash, pending, expires_at, created_at)
      VALUES ('+919800000077', 'sign_up', 'x', '{"full_name":"Asha"}', $1::timestamptz + interval '10 minutes', $1) RETURNING id`,
        [createdAt],
      );
    await code(pastIt(ago(DAY)));
    const freshCode = await code(insideIt(ago(DAY)));

    // Visitors' add-listing drafts: a day, with their listing and its photo.
    const draft = async (token: string, createdAt: Date) => {
      const id = await insertListing(db, { owner_id: null, status: 'draft', title: `Draft ${token}` });
      await db.query(
        `INSERT INTO property_images (property_id, position, is_main, url, variants) VALUES ($1, 0, true, $2, $3)`,
        [
          id,
          `/media/u/${id}/abc-960.webp`,
          JSON.stringify({ 480: `/media/u/${id}/abc-480.webp`, 'avif:480': `/media/u/${id}/abc-480.avif` }),
        ],
      );
      await db.query('INSERT INTO listing_drafts (token_hash, property_id, created_at) VALUES ($1, $2, $3)', [
        token,
        id,
        createdAt,
      ]);
      return id;
    };
    const staleDraft = await draft('stale', pastIt(ago(DAY)));
    const freshDraft = await draft('fresh', insideIt(ago(DAY)));

    // Enquiries: 12 months after the last activity (sent, handled, or noted).
    await submission('contact', pastIt(TWELVE_MONTHS_AGO)); // goes
    const newEnquiry = await submission('contact', insideIt(TWELVE_MONTHS_AGO));
    const notedEnquiry = await submission('contact', ago(2 * 365 * DAY), { status: 'in_progress' });
    await db.query('INSERT INTO form_notes (submission_id, author_id, text, created_at) VALUES ($1, $2, $3, $4)', [
      notedEnquiry,
      admin,
      'Called Asha back',
      insideIt(TWELVE_MONTHS_AGO),
    ]);
    const handledEnquiry = await submission('post-property', ago(2 * 365 * DAY), {
      status: 'closed',
      handledAt: insideIt(TWELVE_MONTHS_AGO),
    });
    await submission('owner-onboarding', ago(2 * 365 * DAY), {
      status: 'closed',
      handledAt: pastIt(TWELVE_MONTHS_AGO),
    }); // goes
    // Newsletter sign-ups stay while subscribed; spam of any form goes like an enquiry.
    const subscriber = await submission('newsletter', pastIt(TWELVE_MONTHS_AGO));
    await submission('newsletter', pastIt(TWELVE_MONTHS_AGO), { status: 'spam' }); // goes

    // Deletion requests are grievance records: 3 years after they were closed; open ones stay.
    const deletionRequest = async (
      createdAt: Date,
      closedAt: Date | null,
      result: Record<string, unknown> | null = null,
    ) => {
      const id = await submission(
        'deletion-request',
        createdAt,
        closedAt ? { status: 'closed', handledAt: closedAt } : { status: 'in_progress' },
      );
      await db.query(
        `INSERT INTO deletion_requests (submission_id, user_id, verify_method, verified_by, verified_at, executed_by, executed_at, result)
        VALUES ($1, $2, 'otp', $3, $4, $5, $6, $7)`,
        [
          id,
          result?.user_id ?? null,
          admin,
          createdAt,
          closedAt ? admin : null,
          closedAt,
          result && JSON.stringify(result),
        ],
      );
      return id;
    };
    const oldGrievance = await deletionRequest(ago(4 * 365 * DAY), pastIt(THIRTY_SIX_MONTHS_AGO));
    await db.query('INSERT INTO form_notes (submission_id, author_id, text, created_at) VALUES ($1, $2, $3, $4)', [
      oldGrievance,
      admin,
      'Verified by OTP',
      ago(4 * 365 * DAY),
    ]);
    const keptGrievance = await deletionRequest(ago(4 * 365 * DAY), insideIt(THIRTY_SIX_MONTHS_AGO));
    const openGrievance = await deletionRequest(ago(5 * 365 * DAY), null);
    const personalErasure = await deletionRequest(ago(60 * DAY), ago(50 * DAY), {
      type: 'personal',
      user_id: personal,
    });

    // Visits: 12 months after the last activity, which includes the visit's own date.
    const flat = await insertListing(db, { owner_id: asha, title: 'Flat with visits' });
    const visit = (updatedAt: Date, scheduled: Date) =>
      one(
        `INSERT INTO visits (user_id, property_id, scheduled_date, status, special_requirements, created_at, updated_at)
      VALUES ($1, $2, $3, 'completed', 'Call before', $4, $4) RETURNING id`,
        [asha, flat, scheduled, updatedAt],
      );
    const oldVisit = await visit(pastIt(TWELVE_MONTHS_AGO), ago(400 * DAY));
    await db.query(
      `INSERT INTO visit_events (visit_id, actor_id, to_status, note, created_at) VALUES ($1, $2, 'completed', 'Came on time', $3)`,
      [oldVisit, asha, ago(400 * DAY)],
    );
    const recentVisit = await visit(insideIt(TWELVE_MONTHS_AGO), ago(300 * DAY));
    const bookedAhead = await visit(ago(370 * DAY), ago(360 * DAY));

    // Conversations, reveals of a number and decided reports: 12 months after their last activity.
    const seeker = await user('Neha Seeker');
    const thread = (lastAt: Date, status: string) =>
      one(
        `INSERT INTO enquiries (seeker_id, property_id, advertiser_id, want, status, created_at, updated_at, last_message_at, seeker_read_at)
      VALUES ($1, $2, $3, 'visit', $5, $4, $4, $4, $4) RETURNING id`,
        [seeker, flat, asha, lastAt, status],
      );
    const oldThread = await thread(pastIt(TWELVE_MONTHS_AGO), 'closed');
    await db.query(
      `INSERT INTO enquiry_messages (enquiry_id, author_id, from_seeker, body, created_at) VALUES ($1, $2, true, 'Is it available?', $3)`,
      [oldThread, seeker, pastIt(TWELVE_MONTHS_AGO)],
    );
    const liveThread = await thread(insideIt(TWELVE_MONTHS_AGO), 'replied');
    const reveal = (at: Date) =>
      one('INSERT INTO contact_reveals (user_id, property_id, created_at) VALUES ($1, $2, $3) RETURNING id', [
        seeker,
        flat,
        at,
      ]);
    await reveal(pastIt(TWELVE_MONTHS_AGO));
    const recentReveal = await reveal(insideIt(TWELVE_MONTHS_AGO));
    const report = (status: string, resolvedAt: Date | null, reporter: number) =>
      one(
        `INSERT INTO listing_reports (property_id, reporter_id, reason, status, resolved_at, created_at)
      VALUES ($1, $2, 'fake', $3, $4, $5) RETURNING id`,
        [flat, reporter, status, resolvedAt, ago(2 * 365 * DAY)],
      );
    await report('dismissed', pastIt(TWELVE_MONTHS_AGO), seeker);
    const openReport = await report('open', null, admin);
    const recentReport = await report('upheld', insideIt(TWELVE_MONTHS_AGO), asha);

    // Audit entries about an erased person lose the values; by one, where it came from; and every
    // entry loses its address after 12 months.
    const aboutErased = await entry({
      actor: admin,
      action: 'user.update',
      entity: 'user',
      entityId: erased,
      before: { full_address: '12 Rose Lane' },
      after: { full_address: '14 Rose Lane' },
      at: ago(DAY),
    });
    const createdErased = await entry({
      actor: admin,
      action: 'user.create',
      entity: 'user',
      entityId: erased,
      before: null,
      after: { role: 'owner' },
      at: ago(DAY),
    });
    const aboutPersonal = await entry({
      actor: admin,
      action: 'user.update',
      entity: 'user',
      entityId: personal,
      before: { email: 'p@example.in' },
      after: { email: 'q@example.in' },
      at: ago(DAY),
    });
    const byErased = await entry({
      actor: erased,
      action: 'property.delete',
      entity: 'property',
      entityId: 99,
      before: { status: 'active' },
      after: null,
      at: ago(DAY),
    });
    const aboutAsha = await entry({
      actor: admin,
      action: 'user.update',
      entity: 'user',
      entityId: asha,
      before: { full_address: 'Sector 56' },
      after: { full_address: 'Sector 57' },
      at: ago(DAY),
    });
    const oldEntry = await entry({
      actor: admin,
      action: 'property.verify',
      entity: 'property',
      entityId: flat,
      before: { status: 'pending_review' },
      after: { status: 'active' },
      at: pastIt(TWELVE_MONTHS_AGO),
    });
    const youngEntry = await entry({
      actor: admin,
      action: 'property.verify',
      entity: 'property',
      entityId: flat,
      before: { status: 'pending_review' },
      after: { status: 'active' },
      at: insideIt(TWELVE_MONTHS_AGO),
    });
    const untouched = await Promise.all([aboutAsha, youngEntry].map(auditRow));
    const aboutErasedBefore = await auditRow(aboutErased);

    // Two processes at the same moment: between them every row is handled once.
    const [first, second] = await Promise.all([run(), run()]);
    expect(added(first, second)).toEqual({
      sent_mail: 1,
      expired_sessions: 1,
      phone_codes: 1,
      listing_drafts: 1,
      enquiries: 3, // the contact and onboarding forms past 12 months, the spam
      grievances: 1,
      visits: 1,
      conversations: 1,
      contact_reveals: 1,
      listing_reports: 1,
      audit_about_erased: 3,
      audit_by_erased: 1,
      audit_addresses: 1,
      form_addresses: 5, // kept and older than 12 months: notedEnquiry, handledEnquiry, subscriber, keptGrievance, openGrievance
    });
    expect(await run()).toEqual(NOTHING);
    expect(await ids('enquiries')).toEqual([liveThread]);
    expect(await ids('enquiry_messages')).toEqual([]);
    expect(await ids('contact_reveals')).toEqual([recentReveal]);
    expect(await ids('listing_reports')).toEqual([openReport, recentReport]);

    expect(await ids('outbox')).toEqual([sentRecently, pending, failed]);
    expect(await ids('sessions')).toEqual([running]);
    expect(await ids('phone_codes')).toEqual([freshCode]);
    expect((await db.query('SELECT token_hash FROM listing_drafts')).rows).toEqual([{ token_hash: 'fresh' }]);
    expect(await ids('properties', `id IN (${staleDraft}, ${freshDraft})`)).toEqual([freshDraft]);
    expect(droppedFiles.map((g) => ({ ...g, urls: [...g.urls].sort() }))).toEqual([
      { id: staleDraft, urls: [`/media/u/${staleDraft}/abc-480.avif`, `/media/u/${staleDraft}/abc-480.webp`] },
    ]);
    expect(await ids('form_submissions')).toEqual(
      [newEnquiry, notedEnquiry, handledEnquiry, subscriber, keptGrievance, openGrievance, personalErasure].sort(
        (a, b) => a - b,
      ),
    );
    // The removed request took its verification record and its notes with it.
    expect(
      (await db.query('SELECT submission_id FROM deletion_requests ORDER BY 1')).rows.map((r) => r.submission_id),
    ).toEqual([keptGrievance, openGrievance, personalErasure]);
    expect((await db.query('SELECT submission_id FROM form_notes')).rows).toEqual([{ submission_id: notedEnquiry }]);
    // Addresses and browsers of kept submissions go after 12 months, not before.
    const addresses = (
      await db.query<Pick<Row<'form_submissions'>, 'id' | 'ip_address' | 'user_agent'>>(
        'SELECT id, ip_address, user_agent FROM form_submissions ORDER BY id',
      )
    ).rows;
    for (const r of addresses) {
      const recent = r.id === newEnquiry || r.id === personalErasure;
      expect([r.ip_address, r.user_agent], `submission ${r.id}`).toEqual(
        recent ? ['203.0.113.7', 'Firefox'] : [null, null],
      );
    }
    expect(await ids('visits')).toEqual([recentVisit, bookedAhead]);
    expect(await ids('visit_events')).toEqual([]);

    // What was done, to what, by whom and when stays; the personal values do not.
    const { before: _b, after: _a, ...kept } = aboutErasedBefore;
    expect(await auditRow(aboutErased)).toEqual({ ...kept, before: { erased: true }, after: { erased: true } });
    expect(await auditRow(createdErased)).toMatchObject({
      action: 'user.create',
      entity_id: String(erased),
      before: null,
      after: { erased: true },
    });
    expect(await auditRow(aboutPersonal)).toMatchObject({
      action: 'user.update',
      entity_id: String(personal),
      before: { erased: true },
      after: { erased: true },
    });
    expect(await auditRow(byErased)).toMatchObject({
      actor_id: erased,
      action: 'property.delete',
      entity: 'property',
      entity_id: '99',
      before: { status: 'active' },
      after: null,
      ip_address: null,
      request_id: null,
    });
    expect(await auditRow(oldEntry)).toMatchObject({
      action: 'property.verify',
      after: { status: 'active' },
      ip_address: null,
      request_id: null,
    });
    expect(await Promise.all([aboutAsha, youngEntry].map(auditRow))).toEqual(untouched);
  });

  it('handles at most `limit` rows of a kind per run, and the next run carries on', async () => {
    for (let i = 0; i < 5; i++) await mail('sent', ago(100 * DAY));
    const before = (await ids('outbox', `status = 'sent'`)).length;
    expect((await run(2)).sent_mail).toBe(2);
    const [a, b] = await Promise.all([run(2), run(2)]);
    expect(a.sent_mail + b.sent_mail).toBe(3);
    expect((await run(2)).sent_mail).toBe(0);
    expect((await ids('outbox', `status = 'sent'`)).length).toBe(before - 5);
  });
});
