// The notification centre (issue 35 §2): a liked listing's price drop, closing and a "still
// available?" answer reach the bell of the people concerned, whichever path made the change; the
// price history is written with the change; read marks, the unread count and the daily digest
// (in the reader's language, opt-out per kind, one-click stop) work as a person expects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '@aangan/db';
import { testApp, type TestApp } from '../../test-app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import { linkSecrets } from '../../shared/links.ts';
import { sendDigests } from './digest.ts';

let t: TestApp;
let owner: Person;
let serial = 0;

beforeAll(async () => {
  t = await testApp('notifications');
  owner = await signUp(t.app, { full_name: 'Sunil Owner', email: 'owner@example.in' });
});
afterAll(() => t?.close());

/** A seeker with an address of their own. */
async function seeker(locale?: string) {
  const person = await signUp(t.app, { full_name: `Seeker ${++serial}`, email: `seeker${serial}@example.in` });
  if (locale) await t.db.query('UPDATE users SET locale = $2 WHERE id = $1', [person.id, locale]);
  return person;
}

/** The owner's live, verified rental. */
const flat = (rent: number, title = `Flat at ₹${rent}`) =>
  insertListing(t.db, { owner_id: owner.id, monthly_rent: rent, title, bedrooms: 2, last_confirmed_at: null });

const like = async (who: Person, id: number) =>
  expect((await as(t.app, who)('POST', '/swipes', { property_id: id, is_liked: true })).statusCode).toBe(200);

const bell = async (who: Person) => (await as(t.app, who)('GET', '/notifications')).json();
const setRent = (id: number, rent: number) => as(t.app, owner)('PUT', `/properties/${id}/`, { monthly_rent: rent });

describe('a liked listing', () => {
  it('tells its likers of a price drop, once a new low, with the history on its page', async () => {
    const [neha, ravi] = [await seeker(), await seeker()];
    const id = await flat(40000);
    await like(neha, id);
    expect((await setRent(id, 38000)).json()).toMatchObject({ monthly_rent: 38000 });
    const mine = await bell(neha);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'price_drop',
      property_id: id,
      link: `/property/${id}`,
      read: false,
      data: { title: 'Flat at ₹40000', old_price: 40000, new_price: 38000, purpose: 'rent' },
    });
    // Someone who does not like it hears nothing.
    expect((await bell(ravi)).items).toEqual([]);
    // Raised and dropped back within 30 days: not a reduction. Below every price of the 30 days: news.
    await setRent(id, 39000);
    await setRent(id, 38000);
    expect((await bell(neha)).items).toHaveLength(1);
    await setRent(id, 36000);
    const again = await bell(neha);
    expect(again.items).toHaveLength(2);
    expect(again.items[0].data).toMatchObject({ old_price: 38000, new_price: 36000 });
    // The page's price history, newest first.
    const page = (await as(t.app, null)('GET', `/properties/${id}`)).json();
    expect(page.price_history.map((c: { new_price: number }) => c.new_price)).toEqual([36000, 38000, 39000, 38000]);
    expect(page.price_history[3]).toMatchObject({ old_price: 40000, new_price: 38000 });
  });

  it('tells its likers when it is rented out', async () => {
    const neha = await seeker();
    const id = await flat(41000);
    await like(neha, id);
    const moved = await as(t.app, owner)('POST', `/properties/${id}/status/`, { action: 'rented' });
    expect(moved.json()).toMatchObject({ status: 'rented' });
    expect((await bell(neha)).items[0]).toMatchObject({ kind: 'listing_closed', data: { status: 'rented' } });
  });
});

describe('reading notifications', () => {
  it('marks some or all read, never anyone else’s, and the session counts the unread', async () => {
    const [neha, ravi] = [await seeker(), await seeker()];
    const ids = [await flat(50000), await flat(51000), await flat(52000)];
    for (const id of ids) await like(neha, id);
    await like(ravi, ids[0]!);
    for (const [i, id] of ids.entries()) await setRent(id, 48000 + i * 1000);
    const session = async (who: Person) => (await as(t.app, who)('GET', '/auth/session')).json().unread_notifications;
    expect(await session(neha)).toBe(3);
    const [first] = (await bell(neha)).items;
    const ravis = (await bell(ravi)).items[0].id;
    const marked = await as(t.app, neha)('POST', '/notifications/read', { ids: [first.id, ravis] });
    expect(marked.json()).toEqual({ marked: 1, unread: 2 });
    expect(await session(ravi)).toBe(1);
    expect((await as(t.app, neha)('GET', '/notifications?unread=true')).json().items).toHaveLength(2);
    expect((await as(t.app, neha)('POST', '/notifications/read', { all: true })).json()).toEqual({
      marked: 2,
      unread: 0,
    });
    expect(await session(neha)).toBe(0);
    // Bad input is a field error, not a crash.
    const bad = await as(t.app, neha)('POST', '/notifications/read', { ids: [] });
    expect(bad.statusCode).toBe(422);
    expect((await as(t.app, null)('GET', '/notifications')).statusCode).toBe(401);
  });
});

describe('"still available?"', () => {
  it('asks the advertiser once a day, and their one-click answer reaches everyone who asked', async () => {
    const [neha, ravi] = [await seeker(), await seeker('hi-IN')];
    const id = await flat(60000, 'Flat asked about');
    const ask = (who: Person) => as(t.app, who)('POST', `/properties/${id}/still-available`);
    expect((await ask(neha)).json()).toEqual({ state: 'asked', last_confirmed_at: null });
    expect((await ask(ravi)).json()).toMatchObject({ state: 'asked' });
    const mails = (
      await t.db.query<Pick<Row<'outbox'>, 'to_address' | 'body_text'>>(
        `SELECT to_address, body_text FROM outbox WHERE kind = 'listing.availability_asked' AND payload->>'property_id' = $1`,
        [String(id)],
      )
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('owner@example.in');
    const token = /\/reconfirm\/([\w.-]+)/.exec(mails[0]!.body_text)![1]!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reconfirm/${token}`,
      payload: { answer: 'available' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    for (const who of [neha, ravi])
      expect((await bell(who)).items[0]).toMatchObject({ kind: 'availability_answer', data: { answer: 'available' } });
    // Confirmed just now: the next one to ask has the answer at once, and nobody is e-mailed.
    const third = await seeker();
    expect((await ask(third)).json()).toMatchObject({ state: 'confirmed' });
    expect((await bell(third)).items).toEqual([]);
  });

  it('is for verified numbers, not for one’s own listing, and capped per account a day', async () => {
    const neha = await seeker();
    const id = await flat(61000);
    expect((await as(t.app, owner)('POST', `/properties/${id}/still-available`)).statusCode).toBe(409);
    await t.db.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [neha.id]);
    expect((await as(t.app, neha)('POST', `/properties/${id}/still-available`)).json()).toMatchObject({
      code: 'PHONE_NOT_VERIFIED',
    });
    const ravi = await seeker();
    const listings = [];
    for (let i = 0; i < 11; i++) listings.push(await flat(62000 + i));
    const answers = [];
    for (const l of listings)
      answers.push((await as(t.app, ravi)('POST', `/properties/${l}/still-available`)).statusCode);
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    // Asking again about one already asked is not a new question.
    expect((await as(t.app, ravi)('POST', `/properties/${listings[0]}/still-available`)).statusCode).toBe(200);
  });
});

describe('the daily digest', () => {
  const opts = () => ({
    origin: 'https://aangan.example',
    secret: linkSecrets(t.db),
    now: () => new Date(Date.now() + 86_400_000),
  });
  const digestsTo = async (email: string) =>
    (
      await t.db.query<Pick<Row<'outbox'>, 'subject' | 'body_text' | 'body_html' | 'payload'>>(
        `SELECT subject, body_text, body_html, payload FROM outbox WHERE kind = 'notifications.digest' AND to_address = $1 ORDER BY id`,
        [email],
      )
    ).rows;

  it('sends what happened to liked homes once, in the reader’s language, leaving out a kind turned off', async () => {
    const neha = await seeker('hi-IN');
    const email = `seeker${serial}@example.in`;
    const [a, b] = [await flat(70000, 'Digest flat A'), await flat(71000, 'Digest flat B')];
    await like(neha, a);
    await like(neha, b);
    await setRent(a, 65000);
    await as(t.app, owner)('POST', `/properties/${b}/status/`, { action: 'rented' });
    const off = await as(t.app, neha)('PUT', '/notifications/settings', { digest_off: ['listing_closed'] });
    expect(off.json()).toEqual({ digest_off: ['listing_closed'] });
    await sendDigests(t.db, opts());
    const [mail, ...more] = await digestsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('आपके पसंद किए घर की ख़बर');
    expect(mail!.body_text).toContain('“Digest flat A” की क़ीमत ₹5,000/माह घटी: अब ₹65,000/माह');
    expect(mail!.body_text).not.toContain('Digest flat B');
    expect(mail!.body_html).toContain('Digest flat A');
    expect((mail!.payload as { headers: Record<string, string> }).headers['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    // Nothing twice.
    await sendDigests(t.db, opts());
    expect(await digestsTo(email)).toHaveLength(1);
    // The one-click stop link turns every kind off, without sign-in.
    const link = /https:\/\/aangan\.example\/hi\/notifications\/digest-off\/([\w.-]+)/.exec(mail!.body_text)![1]!;
    const stop = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/digest-off/${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.json()).toEqual({ digest_off: ['availability_answer', 'listing_closed', 'price_drop'] });
    expect((await t.app.inject(`/api/v1/notifications/digest-off/${link}x`)).statusCode).toBe(404);
  });
});

describe('other news in the bell', () => {
  it('an advertiser’s reply to an enquiry', async () => {
    const neha = await seeker();
    const id = await flat(80000, 'Flat enquired about');
    const sent = await as(t.app, neha)('POST', `/properties/${id}/enquiries`, {
      message: 'Is the flat available from March?',
      want: 'availability',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await bell(owner)).items[0]).toMatchObject({ kind: 'enquiry_message', data: { from: `Seeker ${serial}` } });
    const thread = sent.json().enquiry.id;
    await as(t.app, owner)('POST', `/enquiries/${thread}/messages`, { body: 'Yes, from the 1st of March.' });
    expect((await bell(neha)).items[0]).toMatchObject({
      kind: 'enquiry_message',
      link: `/account?tab=enquiries&thread=${thread}`,
      data: { title: 'Flat enquired about' },
    });
  });
});
