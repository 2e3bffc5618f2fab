// Proven availability (decision 024): one-click reconfirm links from e-mail (valid, expired,
// tampered, used twice, both answers), requests to reconfirm after a seeker's report, and the
// pause of a listing whose owner leaves such a request unanswered for 48 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { runListingJobs } from '../../schedule.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import { notifyListingExpiring } from './messages.ts';
import { requestReconfirm } from './availability.ts';
import { linkSecret, signLink } from '../../shared/links.ts';
import { createListingRepository } from './repository.ts';
import { ERRORS } from '@aangan/contracts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let hindiOwner: Person;
let secret: string;
const ORIGIN = 'https://aangan.example';

beforeAll(async () => {
  db = await createTestDatabase();
  // Links name this address (PUBLIC_URL), in the owner's language.
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media', PUBLIC_URL: ORIGIN }, database: db });
  owner = await signUp(app, { full_name: 'Sunil Khatana', email: 'sunil@example.in' });
  hindiOwner = await signUp(app, { full_name: 'Kavita Yadav', email: 'kavita@example.in' });
  await db.query(`UPDATE users SET role = 'owner' WHERE id IN ($1, $2)`, [owner.id, hindiOwner.id]);
  await db.query(`UPDATE users SET locale = 'hi-IN' WHERE id = $1`, [hindiOwner.id]);
  secret = await linkSecret(db);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
/** A live listing last confirmed `days` ago. */
const live = (fields: Record<string, unknown> = {}, days = 10) =>
  insertListing(db, {
    owner_id: owner.id,
    title: 'Sunny 2 BHK flat in Sector 56',
    last_confirmed_at: ago(days),
    verified_at: ago(days),
    ...fields,
  });
const link = (id: number, validForMs = DAY) => signLink(secret, id, new Date(Date.now() + validForMs));
const open = (token: string) => as(app, null)('GET', `/reconfirm/${token}`);
const answer = (token: string, a: unknown) => as(app, null)('POST', `/reconfirm/${token}`, { answer: a });
const row = async (id: number) =>
  (
    await db.query<
      Pick<
        Row<'properties'>,
        'status' | 'last_confirmed_at' | 'expires_at' | 'reconfirm_requested_at' | 'paused_reason'
      >
    >(
      'SELECT status, last_confirmed_at, expires_at, reconfirm_requested_at, paused_reason FROM properties WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const audits = async (id: number) =>
  (
    await db.query<Pick<Row<'audit_log'>, 'action' | 'actor_id' | 'after'>>(
      `SELECT action, actor_id, after FROM audit_log WHERE entity = 'property' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;
const searchIds = async () =>
  ((await as(app, null)('GET', '/properties/?limit=100')).json().items as { id: number }[]).map((p) => p.id);
const mailsTo = async (to: string) =>
  (
    await db.query<Pick<Row<'outbox'>, 'kind' | 'subject' | 'body_text' | 'created_at'>>(
      'SELECT kind, subject, body_text, created_at FROM outbox WHERE to_address = $1 ORDER BY id',
      [to],
    )
  ).rows;
/** The path (after the origin) of the reconfirm link in an e-mail. */
const linkIn = (body: string) => body.match(/https:\/\/aangan\.example(\/(?:hi\/)?reconfirm\/(\S+))/)!;

describe('a reconfirm link', () => {
  it('shows what it is about without changing anything (mail scanners follow links)', async () => {
    const id = await live({ purpose: 'rent' });
    const before = await row(id);
    const res = await open(link(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      listing_id: id,
      title: 'Sunny 2 BHK flat in Sector 56',
      purpose: 'rent',
      status: 'active',
      closes_as: 'rented',
      answered: null,
    });
    expect(await row(id)).toEqual(before);
    const sale = await live({ purpose: 'buy', base_price: 12_500_000, monthly_rent: null });
    expect((await open(link(sale))).json().closes_as).toBe('sold');
  });

  it('"Still available" starts a fresh period as the owner, visible on the listing at once, and is audited', async () => {
    const id = await live({}, 20);
    // Read through the cache first, so a stale answer would show.
    const shown = (await as(app, null)('GET', `/properties/${id}`)).json();
    expect(Date.now() - Date.parse(shown.last_confirmed_at)).toBeGreaterThan(19 * DAY);

    const res = await answer(link(id), 'available');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listing_id: id, answer: 'available', outcome: 'active', already: false });
    const after = await row(id);
    expect(after.status).toBe('active');
    expect(Date.now() - after.last_confirmed_at!.getTime()).toBeLessThan(60_000);
    // A rental's period: 45 days from now.
    expect(Math.round((after.expires_at!.getTime() - Date.now()) / DAY)).toBe(45);
    const page = (await as(app, null)('GET', `/properties/${id}`)).json();
    expect(Date.now() - Date.parse(page.last_confirmed_at)).toBeLessThan(60_000);
    expect((await audits(id)).at(-1)).toMatchObject({
      action: 'property.reconfirm',
      actor_id: owner.id,
      after: { status: 'active', by: 'link' },
    });
  });

  it('"Sold" closes a sale listing and takes it out of search; the same link cannot then say anything else', async () => {
    const id = await live({ purpose: 'buy', base_price: 9_000_000, monthly_rent: null });
    expect(await searchIds()).toContain(id);
    const token = link(id);
    const res = await answer(token, 'closed');
    expect(res.json()).toMatchObject({ answer: 'closed', outcome: 'sold', already: false });
    expect((await row(id)).status).toBe('sold');
    expect(await searchIds()).not.toContain(id);
    expect((await as(app, null)('GET', `/properties/${id}`)).statusCode).toBe(404);

    // Used again, with the other answer: told what was done, nothing changes.
    const again = await answer(token, 'available');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ answer: 'closed', outcome: 'sold', already: true, at: res.json().at });
    expect((await row(id)).status).toBe('sold');
    expect((await open(token)).json()).toMatchObject({
      status: 'sold',
      answered: { answer: 'closed', outcome: 'sold' },
    });
    expect((await audits(id)).map((a) => a.action).slice(-2)).toEqual([
      'property.sold',
      'property.reconfirm_link_reused',
    ]);
  });

  it('"Rented" closes a rental; two presses at once through one link do one thing', async () => {
    const id = await live();
    const token = link(id);
    const both = await Promise.all([answer(token, 'closed'), answer(token, 'available')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const results = both.map((r) => r.json() as { answer: string; already: boolean });
    expect(results.filter((r) => !r.already)).toHaveLength(1);
    // Whichever went first, the second reports the first's answer.
    expect(new Set(results.map((r) => r.answer)).size).toBe(1);
    expect((await row(id)).status).toBe(results[0]!.answer === 'closed' ? 'rented' : 'active');
  });

  it('an expired link says so and changes nothing; a used one still tells what was done', async () => {
    const id = await live();
    const old = signLink(secret, id, new Date(Date.now() - 1000));
    const res = await open(old);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'LINK_EXPIRED', detail: ERRORS.LINK_EXPIRED.text });
    const press = await answer(old, 'closed');
    expect(press.statusCode).toBe(410);
    expect((await row(id)).status).toBe('active');
    expect((await audits(id)).at(-1)).toMatchObject({
      action: 'property.reconfirm_link_expired',
      actor_id: owner.id,
      after: { asked: 'closed', by: 'link' },
    });
  });

  it('a tampered or made-up link is refused without a word about the listing', async () => {
    const id = await live();
    const token = link(id);
    const [lid, exp, sig] = token.split('.') as [string, string, string];
    const other = await live();
    const forged = [
      `${other}.${exp}.${sig}`, // another listing
      `${lid}.${Number(exp) + 86_400}.${sig}`, // a longer life
      `${lid}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, // one character changed
      `${lid}.${exp}`,
      'not-a-token',
      '1.2.3',
      `${lid}.${exp}.${sig}x`,
      signLink('someone elses secret', id, new Date(Date.now() + DAY)),
    ];
    for (const t of forged) {
      for (const res of [await open(encodeURIComponent(t)), await answer(encodeURIComponent(t), 'closed')]) {
        expect(res.statusCode, t).toBe(404);
        expect(res.json()).toEqual({ code: 'LINK_INVALID', detail: ERRORS.LINK_INVALID.text });
      }
    }
    expect((await row(id)).status).toBe('active');
    expect((await row(other)).status).toBe('active');
    // A link to a listing deleted since.
    const gone = await live();
    const goneToken = link(gone);
    await db.query('DELETE FROM properties WHERE id = $1', [gone]);
    expect((await open(goneToken)).statusCode).toBe(404);
    expect((await answer(goneToken, 'available')).statusCode).toBe(404);
  });

  it('a wrong answer is a 422 with its field; the link stays usable', async () => {
    const id = await live();
    const token = link(id);
    for (const bad of ['maybe', 1, null]) {
      const res = await answer(token, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'answer']);
    }
    expect((await answer(token, 'available')).json().already).toBe(false);
  });

  it('a listing that cannot make the move now is refused with the reason, and the link is not used up', async () => {
    const id = await live();
    await db.query(`UPDATE properties SET status = 'taken_down', rejection_reason = 'Fake photos' WHERE id = $1`, [id]);
    const token = link(id);
    const res = await answer(token, 'available');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/taken down by our team/);
    expect((await open(token)).json().answered).toBeNull();
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'property.reconfirm_link_refused', actor_id: owner.id });
    // Held for reports: only the team's decision brings it back.
    const held = await live();
    await db.query(`UPDATE properties SET status = 'paused', paused_reason = 'reports' WHERE id = $1`, [held]);
    expect((await answer(link(held), 'available')).statusCode).toBe(409);
  });
});

describe('the "about to expire" e-mail', () => {
  it("carries a one-click link in the owner's language that opens the page in that language", async () => {
    const en = await live({ expires_at: new Date(Date.now() + 2 * DAY) });
    const hi = await live({
      owner_id: hindiOwner.id,
      title: 'सेक्टर 56 में 2 BHK फ्लैट',
      expires_at: new Date(Date.now() + 2 * DAY),
    });
    const listings = createListingRepository(db);
    const notices = (await listings.markExpiring(3)).filter((n) => n.id === en || n.id === hi);
    for (const n of notices) await notifyListingExpiring(db, n, ORIGIN);

    const [mail] = (await mailsTo('sunil@example.in')).filter((m) => m.kind === 'listing.expiring');
    expect(mail!.subject).toBe('Is it still available? Sunny 2 BHK flat in Sector 56');
    expect(mail!.body_text).toMatch(/^Hello Sunil Khatana,/);
    expect(mail!.body_text).toContain('Answer with one click, no sign-in needed');
    expect(mail!.body_text).toContain('"Rented"');
    const [, enPath, enToken] = linkIn(mail!.body_text);
    expect(enPath).toMatch(/^\/reconfirm\//);
    // Valid for 14 days.
    const described = (await open(enToken!)).json();
    expect(described).toMatchObject({ listing_id: en, answered: null });
    expect(Math.round((Date.parse(described.expires_at) - Date.now()) / DAY)).toBe(14);

    const [hiMail] = (await mailsTo('kavita@example.in')).filter((m) => m.kind === 'listing.expiring');
    expect(hiMail!.subject).toBe('क्या यह अभी भी उपलब्ध है? सेक्टर 56 में 2 BHK फ्लैट');
    expect(hiMail!.body_text).toMatch(/^नमस्ते Kavita Yadav,/);
    expect(hiMail!.body_text).toContain('एक क्लिक में जवाब दें');
    expect(hiMail!.body_text).toContain('सादर');
    const [, hiPath, hiToken] = linkIn(hiMail!.body_text);
    expect(hiPath).toMatch(/^\/hi\/reconfirm\//);
    expect((await answer(hiToken!, 'available')).json()).toMatchObject({ listing_id: hi, outcome: 'active' });
  });
});

describe('a request to reconfirm (after a seeker reports a listing rented or sold)', () => {
  it('records the request once and e-mails the owner a 48-hour link in their language', async () => {
    const id = await live({ owner_id: hindiOwner.id, title: 'DLF फेज़ 2 में कमरा' });
    const first = await requestReconfirm(db, id, ORIGIN);
    expect(first).toMatchObject({ created: true });
    expect(first!.mailId).toBeGreaterThan(0);
    const r = await row(id);
    expect(r.reconfirm_requested_at?.toISOString()).toBe(first!.requestedAt);
    const mails = (await mailsTo('kavita@example.in')).filter((m) => m.kind === 'listing.reconfirm_requested');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('हम लिस्टिंग को रोक देंगे');
    const [, path, token] = linkIn(mails[0]!.body_text);
    expect(path).toMatch(/^\/hi\/reconfirm\//);
    expect(Math.round((Date.parse((await open(token!)).json().expires_at) - Date.now()) / 3_600_000)).toBe(48);
    expect((await audits(id)).at(-1)).toMatchObject({
      action: 'property.reconfirm_requested',
      actor_id: null,
      after: { by: 'report' },
    });

    // A second report neither moves the clock nor sends more mail.
    const second = await requestReconfirm(db, id, ORIGIN);
    expect(second).toEqual({ requestedAt: first!.requestedAt, created: false, mailId: null });
    expect((await mailsTo('kavita@example.in')).filter((m) => m.kind === 'listing.reconfirm_requested')).toHaveLength(
      1,
    );
  });

  it('in English for an English-speaking owner, naming the sale as sold; nothing for a listing that is not live', async () => {
    const id = await live({ purpose: 'buy', base_price: 15_000_000, monthly_rent: null, title: 'Villa in Sector 57' });
    await requestReconfirm(db, id, ORIGIN);
    const [mail] = (await mailsTo('sunil@example.in')).filter((m) => m.kind === 'listing.reconfirm_requested');
    expect(mail!.subject).toBe('Is it still available? Villa in Sector 57');
    expect(mail!.body_text).toContain('told us it has already been sold');
    expect(mail!.body_text).toContain('we will pause the listing (take it out of search) until you confirm it');
    const draft = await live({ status: 'draft' });
    expect(await requestReconfirm(db, draft, ORIGIN)).toBeNull();
    expect((await row(draft)).reconfirm_requested_at).toBeNull();
  });

  it('unanswered for 48 hours, the listing is paused once, with an audit row; a younger request is not', async () => {
    const due = await live({ title: 'Reported, no answer' });
    const young = await live({ title: 'Reported yesterday' });
    await requestReconfirm(db, due, ORIGIN);
    await requestReconfirm(db, young, ORIGIN);
    // Move the clock: the first request was made 49 hours ago, the second 47.
    await db.query(`UPDATE properties SET reconfirm_requested_at = now() - interval '49 hours' WHERE id = $1`, [due]);
    await db.query(`UPDATE properties SET reconfirm_requested_at = now() - interval '47 hours' WHERE id = $1`, [young]);
    const listings = createListingRepository(db);
    const [one, two] = await Promise.all([
      runListingJobs({ database: db, listings }),
      runListingJobs({ database: db, listings }),
    ]);
    expect([...one.paused, ...two.paused].map((l) => l.id)).toEqual([due]);
    expect((await runListingJobs({ database: db, listings })).paused).toEqual([]);
    expect(await row(due)).toMatchObject({ status: 'paused', paused_reason: 'unconfirmed' });
    expect((await row(young)).status).toBe('active');
    expect(await searchIds()).not.toContain(due);
    expect((await audits(due)).filter((a) => a.action === 'property.pause')).toEqual([
      {
        action: 'property.pause',
        actor_id: null,
        after: { status: 'paused', paused_reason: 'unconfirmed', by: 'system' },
      },
    ]);
  });

  it("the owner's answer clears the request and brings a paused listing back (by link or from the account)", async () => {
    const byLink = await live({ title: 'Paused, answered by link' });
    const byAccount = await live({ title: 'Paused, answered from the account' });
    const answered = await live({ title: 'Answered in time' });
    for (const id of [byLink, byAccount, answered]) await requestReconfirm(db, id, ORIGIN);
    await answer(link(answered), 'available');
    expect(await row(answered)).toMatchObject({ status: 'active', reconfirm_requested_at: null });

    // Three days on: the open requests are overdue; the answered one has none left.
    await db.query(
      `UPDATE properties SET reconfirm_requested_at = now() - interval '3 days' WHERE id = ANY($1::int[]) AND reconfirm_requested_at IS NOT NULL`,
      [[byLink, byAccount, answered]],
    );
    await runListingJobs({ database: db, listings: createListingRepository(db) });
    expect((await row(answered)).status).toBe('active');
    expect((await row(byLink)).status).toBe('paused');
    expect((await row(byAccount)).status).toBe('paused');

    const res = await answer(link(byLink), 'available');
    expect(res.json()).toMatchObject({ outcome: 'active', already: false });
    expect(await row(byLink)).toMatchObject({ status: 'active', paused_reason: null, reconfirm_requested_at: null });
    expect(await searchIds()).toContain(byLink);

    const mine = await as(app, owner)('POST', `/properties/${byAccount}/status/`, { action: 'reconfirm' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await row(byAccount)).toMatchObject({ status: 'active', paused_reason: null, reconfirm_requested_at: null });
  });
});

describe('when availability was last confirmed', () => {
  it('is on search rows and the listing, and never in the future', async () => {
    const past = await live({}, 3);
    const ahead = await live({ last_confirmed_at: new Date(Date.now() + 2 * DAY) });
    const items = (await as(app, null)('GET', '/properties/?limit=100')).json().items as {
      id: number;
      last_confirmed_at: string | null;
    }[];
    const at = (id: number) => Date.parse(items.find((p) => p.id === id)!.last_confirmed_at!);
    expect(Math.round((Date.now() - at(past)) / DAY)).toBe(3);
    expect(at(ahead)).toBeLessThanOrEqual(Date.now());
    expect(
      Date.parse((await as(app, null)('GET', `/properties/${ahead}`)).json().last_confirmed_at),
    ).toBeLessThanOrEqual(Date.now());
  });
});
