// Contact by consent, through the real API on a real database: numbers stay private until a
// signed-in seeker reveals one (recorded, capped), enquiries reach one advertiser, threads are
// readable only by their two sides (and admins), and a seeker can take their number back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SITE } from '@aangan/contracts';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let agent: Person;
let admin: Person;
const OWNER_PHONE = '+919876500011';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    config: {
      MEDIA_DIR: '/tmp/aangan-test-media',
      CONTACT_REVEALS_PER_DAY: 2,
      CONTACT_REVEALS_PER_30_DAYS: 3,
      ENQUIRIES_PER_DAY: 3,
      PUBLIC_URL: 'https://aangan.example',
    },
    database: db,
  });
  owner = await signUp(app, { full_name: 'Sunil Khatana', email: 'sunil@example.in' });
  agent = await signUp(app, { full_name: 'Rohit Agent', email: 'rohit@example.in' });
  admin = await signUp(app, { full_name: 'Aarti Admin', email: 'aarti@example.in' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(`UPDATE users SET role = 'owner', locale = 'hi-IN' WHERE id = $1`, [owner.id]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const listing = (over: Record<string, unknown> = {}) =>
  insertListing(db, {
    owner_id: owner.id,
    owner_name: 'Sunil Khatana',
    owner_contact: OWNER_PHONE,
    title: 'Flat in Sector 56',
    ...over,
  });
const mailsTo = async (to: string) =>
  (
    await db.query<Pick<Row<'outbox'>, 'kind' | 'subject' | 'body_text'>>(
      `SELECT kind, subject, body_text FROM outbox WHERE to_address = $1 ORDER BY id`,
      [to],
    )
  ).rows;
const seeker = (name = 'Neha Verma') => signUp(app, { full_name: name });

describe('numbers are private', () => {
  it('the anonymous listing answer has no phone number; its owner and admins see it', async () => {
    const id = await listing();
    const anon = await as(app, null)('GET', `/properties/${id}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.body).not.toContain('9876500011');
    expect(anon.json()).not.toHaveProperty('owner_contact');
    const someone = await seeker();
    expect((await as(app, someone)('GET', `/properties/${id}`)).json()).not.toHaveProperty('owner_contact');
    expect((await as(app, owner)('GET', `/properties/${id}`)).json().owner_contact).toBe(OWNER_PHONE);
    expect((await as(app, admin)('GET', `/properties/${id}`)).json().owner_contact).toBe(OWNER_PHONE);
  });

  it('a signed-in seeker reveals it; the reveal is recorded and the owner sees who looked', async () => {
    const id = await listing();
    expect((await as(app, null)('POST', `/properties/${id}/contact`)).statusCode).toBe(401);
    const neha = await seeker('Neha Reveal');
    const res = await as(app, neha)('POST', `/properties/${id}/contact`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone: OWNER_PHONE, name: 'Sunil Khatana' });
    const seen = await as(app, owner)('GET', `/properties/${id}/contact-reveals`);
    expect(seen.json().items.map((r: { name: string }) => r.name)).toEqual(['Neha Reveal']);
    // Another seeker may not read who looked.
    expect((await as(app, neha)('GET', `/properties/${id}/contact-reveals`)).statusCode).toBe(403);
  });

  it('past the daily cap a seeker gets 429 with Retry-After; a number already seen stays free', async () => {
    const [a, b, c] = [await listing(), await listing(), await listing()];
    const neha = await seeker();
    expect((await as(app, neha)('POST', `/properties/${a}/contact`)).statusCode).toBe(200);
    expect((await as(app, neha)('POST', `/properties/${b}/contact`)).statusCode).toBe(200);
    const third = await as(app, neha)('POST', `/properties/${c}/contact`);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/send an enquiry instead/);
    const retry = Number(third.headers['retry-after']);
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect((await as(app, neha)('POST', `/properties/${a}/contact`)).statusCode).toBe(200);
    // Only two reveals of distinct listings were counted... and recorded: the refused one was not.
    const rows = await db.query<Pick<Row<'contact_reveals'>, 'property_id'>>(
      'SELECT property_id FROM contact_reveals WHERE user_id = $1',
      [neha.id],
    );
    expect(rows.rows.map((r) => r.property_id).sort()).toEqual([a, b, a].sort());
  });

  it('the 30-day cap counts distinct listings over 30 days', async () => {
    const neha = await seeker();
    const old = [await listing(), await listing(), await listing()];
    for (const id of old)
      await db.query(
        `INSERT INTO contact_reveals (user_id, property_id, phone, created_at) VALUES ($1, $2, $3, now() - interval '5 days')`,
        [neha.id, id, `+91${neha.phone}`],
      );
    const fresh = await listing();
    const res = await as(app, neha)('POST', `/properties/${fresh}/contact`);
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(24 * 86400);
    expect(retry).toBeLessThanOrEqual(25 * 86400);
    // Revealed 31 days ago no longer counts.
    await db.query(
      `UPDATE contact_reveals SET created_at = now() - interval '31 days' WHERE user_id = $1 AND property_id = $2`,
      [neha.id, old[0]],
    );
    expect((await as(app, neha)('POST', `/properties/${fresh}/contact`)).statusCode).toBe(200);
  });

  it('needs a verified number (to reveal or enquire), and counts per number: a new account on the same number starts where the old one stopped', async () => {
    const neha = await seeker();
    const id = await listing();
    await db.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [neha.id]);
    const refused = await as(app, neha)('POST', `/properties/${id}/contact`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PHONE_NOT_VERIFIED');
    const enquiry = await as(app, neha)('POST', `/properties/${id}/enquiries`, {
      want: 'visit',
      message: 'Is the flat still available for a visit this week?',
    });
    expect(enquiry.statusCode).toBe(403);
    expect(enquiry.json().code).toBe('PHONE_NOT_VERIFIED');
    await db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [neha.id]);
    for (let i = 0; i < 2; i += 1)
      expect((await as(app, neha)('POST', `/properties/${await listing()}/contact`)).statusCode).toBe(200);
    // The account goes (its row renamed away, as an erasure frees the number) and comes back on the same number.
    await db.query(`UPDATE users SET phone = '+910000000000' || id, email = NULL WHERE id = $1`, [neha.id]);
    await db.query(`UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [
      `+91${neha.phone}`,
    ]);
    const again = await signUp(app, { phone: neha.phone });
    const res = await as(app, again)('POST', `/properties/${id}/contact`);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('REVEAL_CAP');
  });

  it('a listing that is not live reveals nothing', async () => {
    const id = await listing({ status: 'rented' });
    expect((await as(app, await seeker())('POST', `/properties/${id}/contact`)).statusCode).toBe(404);
  });
});

describe('enquiries', () => {
  const ask = { message: 'Is the flat still available for March?', want: 'availability' };

  it("goes to the listing's owner only, in their language, with a link to the thread", async () => {
    const id = await listing({ title: 'Quiet flat in Sector 57' });
    const neha = await seeker('Neha Ask');
    await db.query(`DELETE FROM outbox`);
    const res = await as(app, neha)('POST', `/properties/${id}/enquiries`, ask);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.enquiry).toMatchObject({
      role: 'seeker',
      status: 'new',
      want: 'availability',
      subject: { kind: 'property', id, title: 'Quiet flat in Sector 57' },
    });
    expect(body.messages).toEqual([
      expect.objectContaining({ from: 'seeker', body: ask.message, author_name: 'Neha Ask' }),
    ]);
    const all = await db.query<Pick<Row<'outbox'>, 'to_address'>>('SELECT to_address FROM outbox');
    expect(all.rows.map((r) => r.to_address)).toEqual(['sunil@example.in']);
    const [mail] = await mailsTo('sunil@example.in');
    expect(mail!.kind).toBe('enquiry.new');
    expect(mail!.subject).toBe('नई पूछताछ: Quiet flat in Sector 57');
    expect(mail!.body_text).toContain(`https://aangan.example/hi/account?tab=leads&thread=${body.enquiry.id}`);
    // Not shared: the owner's e-mail carries no number of the seeker.
    expect(mail!.body_text).not.toContain(neha.phone);
  });

  it('a second enquiry joins the open thread; a double submit adds one message', async () => {
    const id = await listing();
    const neha = await seeker();
    const first = await as(app, neha)('POST', `/properties/${id}/enquiries`, ask);
    const again = await as(app, neha)('POST', `/properties/${id}/enquiries`, ask);
    expect(again.statusCode).toBe(200);
    expect(again.json().enquiry.id).toBe(first.json().enquiry.id);
    expect(again.json().messages).toHaveLength(1);
    const more = await as(app, neha)('POST', `/properties/${id}/enquiries`, {
      message: 'Also, is parking included?',
      want: 'other',
    });
    expect(more.json().messages.map((m: { body: string }) => m.body)).toEqual([
      ask.message,
      'Also, is parking included?',
    ]);
    expect((await db.query('SELECT id FROM enquiries WHERE seeker_id = $1', [neha.id])).rows).toHaveLength(1);
  });

  it("checks its input and refuses one's own listing", async () => {
    const id = await listing();
    const neha = await seeker();
    const bad = await as(app, neha)('POST', `/properties/${id}/enquiries`, { message: 'short', want: 'lunch' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.join('.'))
        .sort(),
    ).toEqual(['body.message', 'body.want']);
    const long = await as(app, neha)('POST', `/properties/${id}/enquiries`, {
      message: 'x'.repeat(1001),
      want: 'other',
    });
    expect(long.statusCode).toBe(422);
    expect((await as(app, owner)('POST', `/properties/${id}/enquiries`, ask)).statusCode).toBe(409);
    expect((await as(app, null)('POST', `/properties/${id}/enquiries`, ask)).statusCode).toBe(401);
  });

  it('caps new threads per seeker per day; follow-ups in an open thread are not capped', async () => {
    const ids = [await listing(), await listing(), await listing(), await listing()];
    const neha = await seeker();
    for (const id of ids.slice(0, 3))
      expect((await as(app, neha)('POST', `/properties/${id}/enquiries`, ask)).statusCode).toBe(201);
    const over = await as(app, neha)('POST', `/properties/${ids[3]}/enquiries`, ask);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(
      (
        await as(app, neha)('POST', `/properties/${ids[0]}/enquiries`, {
          message: 'One more question here',
          want: 'price',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('only its two sides and admins read a thread; replies notify the other side and count as unread', async () => {
    const id = await listing({ title: 'Sunny flat' });
    const neha = await signUp(app, { full_name: 'Neha Thread', email: 'neha.thread@example.in' });
    const stranger = await seeker('Stranger');
    const e = (await as(app, neha)('POST', `/properties/${id}/enquiries`, ask)).json().enquiry;
    for (const who of [stranger, agent]) {
      expect((await as(app, who)('GET', `/enquiries/${e.id}/messages`)).statusCode).toBe(404);
      expect((await as(app, who)('POST', `/enquiries/${e.id}/messages`, { body: 'Let me in please' })).statusCode).toBe(
        404,
      );
      expect((await as(app, who)('PATCH', `/enquiries/${e.id}`, { status: 'closed' })).statusCode).toBe(404);
    }
    expect((await as(app, admin)('GET', `/enquiries/${e.id}/messages`)).json().enquiry.role).toBe('admin');

    const leads = await as(app, owner)('GET', `/leads?property_id=${id}`);
    expect(leads.json().items).toEqual([
      expect.objectContaining({ id: e.id, status: 'new', unread: 1, role: 'advertiser' }),
    ]);
    const reply = await as(app, owner)('POST', `/enquiries/${e.id}/messages`, {
      body: 'Yes, it is available from March.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().enquiry.status).toBe('replied');
    const [mail] = await mailsTo('neha.thread@example.in');
    expect(mail).toMatchObject({ kind: 'enquiry.reply', subject: 'Reply about Sunny flat' });
    expect(mail!.body_text).toContain(`https://aangan.example/account?tab=enquiries&thread=${e.id}`);
    expect(mail!.body_text).toContain('Yes, it is available from March.');

    const mine = await as(app, neha)('GET', '/enquiries');
    expect(mine.json()).toMatchObject({
      unread: 1,
      items: [{ id: e.id, unread: 1, status: 'replied', last_message: 'Yes, it is available from March.' }],
    });
    await as(app, neha)('GET', `/enquiries/${e.id}/messages`);
    expect((await as(app, neha)('GET', '/enquiries')).json().unread).toBe(0);
    expect((await as(app, owner)('GET', `/leads?property_id=${id}`)).json().items[0].unread).toBe(0);
  });

  it('marking spam closes the thread, and the admin sees the seeker among those marked', async () => {
    const id = await listing();
    const spammer = await seeker('Spammy Seeker');
    const e = (
      await as(app, spammer)('POST', `/properties/${id}/enquiries`, {
        message: 'Buy my loan product now!!!',
        want: 'other',
      })
    ).json().enquiry;
    expect((await as(app, spammer)('PATCH', `/enquiries/${e.id}`, { status: 'spam' })).statusCode).toBe(422);
    const marked = await as(app, owner)('PATCH', `/enquiries/${e.id}`, { status: 'spam' });
    expect(marked.json().enquiry.status).toBe('spam');
    expect(
      (await as(app, spammer)('POST', `/enquiries/${e.id}/messages`, { body: 'Hello? Are you there?' })).statusCode,
    ).toBe(409);
    expect((await as(app, owner)('GET', `/leads?status=spam`)).json().items.map((x: { id: number }) => x.id)).toContain(
      e.id,
    );
    const spam = await as(app, admin)('GET', '/admin/enquiry-spam');
    expect(spam.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: spammer.id, spam_marks: 1 })]),
    );
    expect((await as(app, owner)('GET', '/admin/enquiry-spam')).statusCode).toBe(403);
  });

  it('a shared number is seen by that advertiser until the seeker withdraws it; then it is masked', async () => {
    const id = await listing();
    const neha = await seeker('Neha Shares');
    const e = (await as(app, neha)('POST', `/properties/${id}/enquiries`, { ...ask, share_phone: true })).json()
      .enquiry;
    const seen = async () => (await as(app, owner)('GET', `/enquiries/${e.id}/messages`)).json().enquiry.seeker;
    expect(await seen()).toEqual({ name: 'Neha Shares', phone: `+91${neha.phone}`, phone_shared: true });
    const shares = (await as(app, neha)('GET', '/me/phone-shares')).json().items;
    expect(shares).toEqual([
      expect.objectContaining({
        advertiser: `user-${owner.id}`,
        name: 'Sunil Khatana',
        subjects: ['Flat in Sector 56'],
      }),
    ]);
    expect((await as(app, neha)('DELETE', `/me/phone-shares/user-${owner.id}`)).statusCode).toBe(204);
    const after = await seen();
    expect(after.phone_shared).toBe(false);
    expect(after.phone).toBe(`+91 ${neha.phone.slice(0, 2)}••• ••${neha.phone.slice(7)}`);
    expect(after.phone).not.toContain(neha.phone.slice(2, 7));
    expect((await as(app, neha)('GET', '/me/phone-shares')).json().items).toEqual([]);
    expect((await as(app, neha)('DELETE', `/me/phone-shares/user-${owner.id}`)).statusCode).toBe(404);
    // The owner's next e-mail carries no number either.
    await db.query('DELETE FROM outbox');
    await as(app, neha)('POST', `/enquiries/${e.id}/messages`, { body: 'Can I visit on Sunday?' });
    expect((await mailsTo('sunil@example.in'))[0]!.body_text).not.toContain(neha.phone);
  });
});

describe('project enquiries', () => {
  it("go to the builder's account, or to the team's inbox when the builder has none", async () => {
    const builder = await signUp(app, { full_name: 'Gupta Builders', email: 'gupta@example.in' });
    await db.query(
      `INSERT INTO projects (slug, name, builder_name, rera_number, builder_id) VALUES ('gupta-greens', 'Gupta Greens', 'Gupta Builders', 'RC/REP/HARERA/GGM/901/2026', $1),
      ('lone-towers', 'Lone Towers', 'Lone Builders', 'RC/REP/HARERA/GGM/902/2026', NULL)`,
      [builder.id],
    );
    const neha = await seeker('Neha Projects');
    await db.query('DELETE FROM outbox');
    const one = await as(app, neha)('POST', '/projects/gupta-greens/enquiries', {
      message: 'Price of a 3 BHK in tower B?',
      want: 'price',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().enquiry).toMatchObject({
      subject: { kind: 'project', slug: 'gupta-greens', title: 'Gupta Greens' },
      advertiser: { name: 'Gupta Builders', team: false },
    });
    expect((await as(app, builder)('GET', '/leads')).json().items.map((x: { id: number }) => x.id)).toEqual([
      one.json().enquiry.id,
    ]);
    expect((await mailsTo('gupta@example.in')).map((m) => m.kind)).toEqual(['enquiry.new']);

    const two = await as(app, neha)('POST', '/projects/lone-towers/enquiries', {
      message: 'When is possession expected?',
      want: 'other',
    });
    expect(two.json().enquiry.advertiser).toEqual({ name: 'Lone Builders', team: true });
    expect((await mailsTo(SITE.email)).map((m) => m.kind)).toEqual(['enquiry.new']);
    expect((await as(app, builder)('GET', '/leads?inbox=team')).statusCode).toBe(403);
    const team = await as(app, admin)('GET', '/leads?inbox=team');
    expect(team.json().items.map((x: { id: number }) => x.id)).toEqual([two.json().enquiry.id]);
    expect(
      (
        await as(app, admin)('POST', `/enquiries/${two.json().enquiry.id}/messages`, {
          body: 'Possession is planned for June 2028.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await as(app, neha)('GET', `/enquiries/${two.json().enquiry.id}/messages`)).json().messages.at(-1),
    ).toMatchObject({ from: 'advertiser', author_name: 'Aarti Admin' });
    expect(
      (
        await as(app, neha)('POST', '/projects/no-such-project/enquiries', {
          message: 'Anyone here at all?',
          want: 'other',
        })
      ).statusCode,
    ).toBe(404);
    // A lapsed registration takes no enquiries; an unpublished project is not there at all.
    await db.query(`UPDATE projects SET hrera_status = 'lapsed' WHERE slug = 'gupta-greens'`);
    const lapsed = await as(app, neha)('POST', '/projects/gupta-greens/enquiries', {
      message: 'Is the tower B price final?',
      want: 'price',
    });
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().detail).toMatch(/HRERA registration is not valid/);
    await db.query(
      `UPDATE projects SET is_published = false, hrera_status = 'applied', rera_number = NULL WHERE slug = 'lone-towers'`,
    );
    expect(
      (
        await as(app, neha)('POST', '/projects/lone-towers/enquiries', {
          message: 'When is possession expected?',
          want: 'other',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('erasure', () => {
  it('erasing a person removes their conversations, the numbers they revealed and their reports', async () => {
    const { eraseAccount } = await import('../accounts/deletion/erase.ts');
    const id = await listing();
    const gone = await signUp(app, { full_name: 'Erase Me', email: 'erase.me@example.in' });
    await as(app, gone)('POST', `/properties/${id}/contact`);
    await as(app, gone)('POST', `/properties/${id}/enquiries`, {
      message: 'Please call me back today',
      want: 'other',
      share_phone: true,
    });
    await as(app, gone)('POST', `/properties/${id}/reports`, { reason: 'fake' });
    const counts = await db.transaction((tx) => eraseAccount(tx, gone.id, 'erase.me@example.in'));
    expect(counts).toMatchObject({ conversations_deleted: 1, reveals_deleted: 1, reports_deleted: 1 });
    for (const table of [
      'enquiries WHERE seeker_id = $1',
      'contact_reveals WHERE user_id = $1',
      'listing_reports WHERE reporter_id = $1',
    ]) {
      expect((await db.query(`SELECT 1 FROM ${table}`, [gone.id])).rows).toEqual([]);
    }
    expect((await as(app, owner)('GET', `/properties/${id}/contact-reveals`)).json().items).toEqual([]);
  });
});
