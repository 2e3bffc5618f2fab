// Saved searches' alert e-mails: new matches newest first, at most ten shown with a link to the
// rest, never a listing twice and never an empty e-mail; instant, daily at 08:00 and weekly on
// Mondays (India time); at most so many a day to one address; in the reader's language; sent as
// text and HTML with RFC 8058 one-click unsubscribe, whose link works without sign-in.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '@aangan/db';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp } from '../../../shared/testing/accounts.ts';
import { insertListing } from '../../../shared/testing/listings.ts';
import { linkSecrets } from '../../../shared/links.ts';
import { deliverDue } from '../../../shared/notifications/sender.ts';
import { folderTransport } from '../../../shared/notifications/transport.ts';
import { alertMarks, sendDueAlerts, type AlertOptions } from './alerts.ts';
import { matchWaitingListings } from './matcher.ts';

let t: TestApp;
let opts: AlertOptions;
let serial = 0;

beforeAll(async () => {
  t = await testApp('alerts');
  opts = { origin: 'https://aangan.example', secret: linkSecrets(t.db), perDay: 10 };
});
afterAll(() => t?.close());

type Mail = Pick<Row<'outbox'>, 'id' | 'to_address' | 'subject' | 'body_text' | 'body_html' | 'payload'>;
async function alertsTo(email: string): Promise<Mail[]> {
  return (
    await t.db.query<Mail>(
      `SELECT id, to_address, subject, body_text, body_html, payload FROM outbox WHERE kind = 'saved_search.alert' AND to_address = $1 ORDER BY id`,
      [email],
    )
  ).rows;
}

/** A person with an address of their own, and a saved search of theirs. */
async function seeker(query: string, frequency = 'instant', locale?: string) {
  const email = `seeker${++serial}@example.in`;
  const person = await signUp(t.app, { email, full_name: `Seeker ${serial}` });
  if (locale) await t.db.query('UPDATE users SET locale = $2 WHERE id = $1', [person.id, locale]);
  const r = await as(t.app, person)('POST', '/saved-searches', { name: `Search ${serial}`, query, frequency });
  expect(r.statusCode, r.body).toBe(201);
  return { person, email, search: r.json().id as number, name: `Search ${serial}` };
}

/** A run of the job: what went live is matched, then what is due is written. */
async function run(o: Partial<AlertOptions> = {}) {
  await matchWaitingListings(t.db);
  return sendDueAlerts(t.db, { ...opts, ...o });
}

const house = (rent: number, title = `House for rent at ₹${rent}`) =>
  insertListing(t.db, { purpose: 'rent', property_type: 'house', monthly_rent: rent, bedrooms: 3, title });

describe('instant alerts', () => {
  it('send the new matches newest first, ten of them with a link to all, and nothing twice or empty', async () => {
    const { email } = await seeker('purpose=rent&property_type=house&price_min=70000&price_max=79999');
    for (let i = 0; i < 12; i++) await house(70000 + i * 100, `Villa number ${i}`);
    expect(await run()).toMatchObject({ sent: 1 });
    const [mail] = await alertsTo(email);
    expect(mail!.subject).toBe('12 new homes for “Search 1”');
    const order = [...mail!.body_text.matchAll(/Villa number (\d+)/g)].map((m) => Number(m[1]));
    expect(order).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(mail!.body_text).toContain('See all 12 in the search: https://aangan.example/properties?purpose=rent');
    expect(mail!.body_text).toContain('₹71,100/month · 3 BHK · Sector 56');
    expect(mail!.body_html).toContain('Villa number 11');
    expect(mail!.body_html).toMatch(/href="https:\/\/aangan\.example\/property\/\d+"/);
    // Nothing new: no second e-mail. One more listing: an e-mail with it alone.
    expect(await run()).toMatchObject({ sent: 0 });
    await house(75000, 'One more villa');
    await run();
    const mails = await alertsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('1 new home for “Search 1”');
    expect(mails[1]!.body_text).toContain('One more villa');
    expect(mails[1]!.body_text).not.toContain('Villa number');
  });

  it('are written in the reader’s language', async () => {
    const { email } = await seeker('purpose=rent&price_min=81000&price_max=81999', 'instant', 'hi-IN');
    await house(81500);
    await run();
    const [mail] = await alertsTo(email);
    expect(mail!.subject).toBe('“Search 2” के लिए 1 नया घर');
    expect(mail!.body_text).toContain('₹81,500/माह');
    expect(mail!.body_text).toMatch(/https:\/\/aangan\.example\/hi\/property\/\d+/);
    expect(mail!.body_html).toContain('<html lang="hi">');
  });
});

describe('daily and weekly alerts', () => {
  it('go at 08:00 India time, and on Mondays for weekly ones', async () => {
    // Thursday 10 December 2026, 07:59 and 08:00 India time.
    const before = new Date('2026-12-10T02:29:00Z');
    const at = new Date('2026-12-10T02:30:00Z');
    expect(alertMarks(at).daily).toEqual(at);
    expect(alertMarks(before).daily).toEqual(new Date('2026-12-09T02:30:00Z'));
    expect(alertMarks(at).weekly).toEqual(new Date('2026-12-07T02:30:00Z'));
    const daily = await seeker('purpose=rent&price_min=82000&price_max=82999', 'daily');
    const weekly = await seeker('purpose=rent&price_min=82000&price_max=82999&bedrooms_min=3', 'weekly');
    await t.db.query(`UPDATE saved_searches SET created_at = '2026-12-06T12:00:00Z' WHERE id = ANY($1)`, [
      [daily.search, weekly.search],
    ]);
    await house(82500);
    await run({ now: () => new Date('2026-12-07T02:29:00Z') }); // Monday 07:59
    expect(await alertsTo(daily.email)).toHaveLength(0);
    expect(await alertsTo(weekly.email)).toHaveLength(0);
    await run({ now: () => new Date('2026-12-07T02:30:00Z') }); // Monday 08:00
    expect(await alertsTo(daily.email)).toHaveLength(1);
    expect(await alertsTo(weekly.email)).toHaveLength(1);
    // Another listing on Monday: the daily one goes on Tuesday at 08:00, the weekly one waits a week.
    await house(82600);
    await run({ now: () => new Date('2026-12-08T02:30:00Z') });
    expect(await alertsTo(daily.email)).toHaveLength(2);
    expect(await alertsTo(weekly.email)).toHaveLength(1);
  });
});

describe('the daily cap', () => {
  it('holds alerts past the cap for later, and the list of searches says how many went today', async () => {
    const email = `capped${++serial}@example.in`;
    const person = await signUp(t.app, { email });
    const ids: number[] = [];
    for (const band of [83, 84, 85]) {
      const r = await as(t.app, person)('POST', '/saved-searches', {
        name: `Band ${band}`,
        query: `purpose=rent&price_min=${band}000&price_max=${band}999`,
        frequency: 'instant',
      });
      ids.push(r.json().id);
      await house(band * 1000 + 500);
    }
    expect(await run({ perDay: 2 })).toMatchObject({ sent: 2, capped: 1 });
    expect(await alertsTo(email)).toHaveLength(2);
    const list = (await as(t.app, person)('GET', '/saved-searches')).json();
    expect(list).toMatchObject({ alerts_today: 2, alerts_per_day: 10 });
    // The third search's match waits; once the cap allows, it goes.
    expect(await run({ perDay: 3 })).toMatchObject({ sent: 1 });
    expect(await alertsTo(email)).toHaveLength(3);
  });
});

describe('one-click unsubscribe', () => {
  let someone: Awaited<ReturnType<typeof seeker>>;
  let mail: Mail;
  beforeAll(async () => {
    someone = await seeker('purpose=rent&price_min=86000&price_max=86999');
    await house(86500);
    await run();
    mail = (await alertsTo(someone.email))[0]!;
  });

  it('is in the headers (RFC 8058) and the mail as sent is text and HTML', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aangan-alerts-'));
    try {
      await t.db.query(`UPDATE outbox SET status = 'sent' WHERE id <> $1 AND status = 'pending'`, [mail.id]);
      expect(await deliverDue(t.db, folderTransport(dir, 'Aangan <hello@aangan.in>'))).toEqual({ sent: 1, failed: 0 });
      // Long headers are folded onto several lines; unfolded, they read as written.
      const eml = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8').replace(/\n(?=[ \t])/g, '');
      const off = (mail.payload as { headers: Record<string, string> }).headers['List-Unsubscribe']!;
      expect(off).toMatch(/^<https:\/\/aangan\.example\/api\/v1\/saved-searches\/off\/[\w.-]+>$/);
      expect(eml).toContain(`List-Unsubscribe: ${off}`);
      expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(eml).toContain('Content-Type: multipart/alternative');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns that search’s alerts off with one post, without sign-in; a forged link does nothing', async () => {
    const token = /saved-searches\/off\/([\w.-]+)>/.exec(
      (mail.payload as { headers: Record<string, string> }).headers['List-Unsubscribe']!,
    )![1]!;
    // The visible link opens a page with the same token.
    expect(mail.body_text).toContain(`https://aangan.example/alerts/off/${token}`);
    const look = await t.app.inject(`/api/v1/saved-searches/off/${token}`);
    expect(look.json()).toEqual({ name: someone.name, frequency: 'instant' });
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await t.app.inject({ method: 'POST', url: `/api/v1/saved-searches/off/${forged}` });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('ALERTS_LINK_INVALID');
    // An empty body sent as JSON (the pages' client) is as good as the mail reader's form.
    const asJson = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/off/${token}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(asJson.statusCode, asJson.body).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/off/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ name: someone.name, frequency: 'off' });
    await house(86600);
    await run();
    expect(await alertsTo(someone.email)).toHaveLength(1);
    // Deleted: the link says so.
    await as(t.app, someone.person)('DELETE', `/saved-searches/${someone.search}`);
    expect((await t.app.inject(`/api/v1/saved-searches/off/${token}`)).statusCode).toBe(404);
  });
});

describe('the list of saved searches', () => {
  it('counts the live matches since the search was last opened, and opening it clears them', async () => {
    const { person, search } = await seeker('purpose=rent&price_min=87000&price_max=87999', 'off');
    await house(87100);
    const gone = await house(87200);
    await run();
    await t.db.query(`UPDATE properties SET status = 'paused' WHERE id = $1`, [gone]);
    const mine = async () => (await as(t.app, person)('GET', '/saved-searches')).json().items[0];
    expect(await mine()).toMatchObject({ id: search, new_matches: 1 });
    const seen = await as(t.app, person)('PATCH', `/saved-searches/${search}`, { seen: true });
    expect(seen.json()).toMatchObject({ new_matches: 0 });
    expect(await mine()).toMatchObject({ new_matches: 0 });
    // An alert-free search gets no e-mail.
    expect(await alertsTo(`seeker${serial}@example.in`)).toHaveLength(0);
  });
});

describe('matches of what is gone', () => {
  it('go with a deleted saved search and with a deleted listing (no foreign keys: migration 0034)', async () => {
    const { person, search } = await seeker('purpose=rent&price_min=88000&price_max=88999', 'off');
    const kept = await house(88100);
    const gone = await house(88200);
    await run();
    const matchesOf = async (column: 'saved_search_id' | 'property_id', id: number) =>
      (
        await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM saved_search_matches WHERE ${column} = $1`, [
          id,
        ])
      ).rows[0]!.n;
    expect(await matchesOf('saved_search_id', search)).toBe(2);
    await t.db.query('DELETE FROM properties WHERE id = $1', [gone]);
    expect(await matchesOf('property_id', gone)).toBe(0);
    expect(await matchesOf('saved_search_id', search)).toBe(1);
    await as(t.app, person)('DELETE', `/saved-searches/${search}`);
    expect(await matchesOf('property_id', kept)).toBe(0);
  });
});
