// Reports of listings through the real API: once per person, weighted by each reporter's record,
// a listing reported by enough accounts leaves search at once, and the team's decision reaches
// the owner and every reporter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { insertListing } from '../../../shared/testing/listings.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  db = await createTestDatabase();
  // One owner's listings are reported all through this file, from one address: the burst rule and
  // the limit per address range have their own tests below, on an app with the defaults.
  app = await buildApp({
    config: {
      MEDIA_DIR: '/tmp/aangan-test-media',
      REPORTS_TO_PAUSE: 3,
      REPORT_BURST_LISTINGS: 1000,
      RATE_LIMIT_REPORTS_RANGE: { max: 10_000, windowMs: 3_600_000 },
    },
    database: db,
  });
  owner = await signUp(app, { full_name: 'Sunil Khatana', email: 'sunil.reports@example.in' });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

let k = 0;
const listing = () =>
  insertListing(db, { owner_id: owner.id, title: `Reported flat ${++k}`, locality: `Test Locality ${k}` });
/** Accounts with standing: a verified number, made more than a week ago. */
const reporters = async (n: number, on = app) => {
  const people = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      signUp(on, { full_name: `Reporter ${k}-${i}`, email: `r${k}-${i}-${Date.now()}@example.in` }),
    ),
  );
  await db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ANY($1::int[])`, [
    people.map((p) => p.id),
  ]);
  return people;
};
const inSearch = async (id: number) => {
  const res = await as(app, null)('GET', '/properties/?limit=100&sort_by=newest');
  return (res.json().items as { id: number }[]).some((p) => p.id === id);
};
const visible = async (id: number) => (await as(app, null)('GET', `/properties/${id}`)).statusCode === 200;
const mails = async (kind: string) =>
  (
    await db.query<Pick<Row<'outbox'>, 'to_address' | 'subject' | 'body_text'>>(
      `SELECT to_address, subject, body_text FROM outbox WHERE kind = $1 ORDER BY id`,
      [kind],
    )
  ).rows;

describe('reporting a listing', () => {
  it('once per person; not one\'s own; "other" needs details', async () => {
    const id = await listing();
    const [a] = await reporters(1);
    expect((await as(app, null)('POST', `/properties/${id}/reports`, { reason: 'fake' })).statusCode).toBe(401);
    expect((await as(app, a!)('POST', `/properties/${id}/reports`, { reason: 'fake' })).json()).toMatchObject({
      paused: false,
    });
    const twice = await as(app, a!)('POST', `/properties/${id}/reports`, { reason: 'wrong_price' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('You have already reported this listing');
    expect((await as(app, owner)('POST', `/properties/${id}/reports`, { reason: 'fake' })).statusCode).toBe(409);
    const other = await as(app, (await reporters(1))[0]!)('POST', `/properties/${id}/reports`, { reason: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'details'], msg: 'Please tell us what is wrong' }),
    ]);
    expect((await as(app, a!)('POST', `/properties/${id}/reports`, { reason: 'nonsense' })).statusCode).toBe(422);
  });

  it('reports from three accounts take the listing out of search at once and tell its owner why', async () => {
    const id = await listing();
    const people = await reporters(3);
    expect(await visible(id)).toBe(true);
    expect(await inSearch(id)).toBe(true);
    const answers = [];
    for (const p of people)
      answers.push(
        (await as(app, p)('POST', `/properties/${id}/reports`, { reason: 'broker_as_owner' })).json().paused,
      );
    expect(answers).toEqual([false, false, true]);
    expect(await visible(id)).toBe(false);
    expect(await inSearch(id)).toBe(false);
    const status = await db.query<Pick<Row<'properties'>, 'status' | 'paused_reason'>>(
      'SELECT status, paused_reason FROM properties WHERE id = $1',
      [id],
    );
    expect(status.rows[0]).toEqual({ status: 'paused', paused_reason: 'reports' });
    const paused = (await mails('report.paused')).filter((m) => m.body_text.includes(`Reported flat ${k}`));
    expect(paused).toEqual([
      expect.objectContaining({
        to_address: 'sunil.reports@example.in',
        subject: `Your listing is paused for review: Reported flat ${k}`,
      }),
    ]);
    // The owner cannot bring it back by reconfirming: the team decides.
    const move = await as(app, owner)('POST', `/properties/${id}/status/`, { action: 'reconfirm' });
    expect(move.statusCode).toBe(409);
  });

  it('"already rented or sold" asks the owner to reconfirm within 48 hours, once', async () => {
    const id = await listing();
    const [a, b] = await reporters(2);
    await as(app, a!)('POST', `/properties/${id}/reports`, { reason: 'unavailable' });
    await as(app, b!)('POST', `/properties/${id}/reports`, { reason: 'unavailable' });
    const asked = await db.query<Pick<Row<'properties'>, 'reconfirm_requested_at'>>(
      'SELECT reconfirm_requested_at FROM properties WHERE id = $1',
      [id],
    );
    expect(asked.rows[0]!.reconfirm_requested_at).not.toBeNull();
    const requests = (
      await db.query<Pick<Row<'outbox'>, 'subject' | 'to_address'>>(
        `SELECT subject, to_address FROM outbox WHERE kind = 'listing.reconfirm_requested' AND payload->>'property_id' = $1`,
        [String(id)],
      )
    ).rows;
    expect(requests).toEqual([expect.objectContaining({ to_address: 'sunil.reports@example.in' })]);
    // A wrong-price report asks nothing of the kind.
    const other = await listing();
    await as(app, a!)('POST', `/properties/${other}/reports`, { reason: 'wrong_price' });
    expect((await db.query('SELECT reconfirm_requested_at FROM properties WHERE id = $1', [other])).rows[0]).toEqual({
      reconfirm_requested_at: null,
    });
  });

  it('a reporter whose reports keep being dismissed counts half', async () => {
    const [doubtful, ...others] = await reporters(3);
    for (let i = 0; i < 2; i++) {
      const old = await listing();
      await db.query(
        `INSERT INTO listing_reports (property_id, reporter_id, reason, status, resolved_at) VALUES ($1, $2, 'fake', 'dismissed', now())`,
        [old, doubtful!.id],
      );
    }
    const id = await listing();
    expect((await as(app, doubtful!)('POST', `/properties/${id}/reports`, { reason: 'fake' })).json().paused).toBe(
      false,
    );
    expect((await as(app, others[0]!)('POST', `/properties/${id}/reports`, { reason: 'fake' })).json().paused).toBe(
      false,
    );
    // 0.5 + 1 + 1 = 2.5 < 3: still live.
    expect((await as(app, others[1]!)('POST', `/properties/${id}/reports`, { reason: 'fake' })).json().paused).toBe(
      false,
    );
    expect(await visible(id)).toBe(true);
    const queue = (await as(app, admin)('GET', '/admin/reports')).json();
    const item = queue.items.find((x: { property_id: number }) => x.property_id === id);
    expect(item).toMatchObject({ open_reports: 3, weight: 2.5, by_reason: { fake: 3 } });
    expect(item.reports.find((r: { reporter_id: number }) => r.reporter_id === doubtful!.id).reporter_weight).toBe(0.5);
  });
});

describe('the team decides', () => {
  it('dismissing brings a paused listing back and tells the owner and each reporter', async () => {
    const id = await listing();
    const people = await reporters(3);
    for (const p of people) await as(app, p)('POST', `/properties/${id}/reports`, { reason: 'unavailable' });
    expect(await visible(id)).toBe(false);
    const queue = (await as(app, admin)('GET', '/admin/reports')).json();
    expect(queue.threshold).toBe(3);
    expect(queue.items.find((x: { property_id: number }) => x.property_id === id)).toMatchObject({
      status: 'paused',
      open_reports: 3,
      by_reason: { unavailable: 3 },
    });
    expect((await as(app, owner)('GET', '/admin/reports')).statusCode).toBe(403);
    const done = await as(app, admin)('POST', `/admin/reports/${id}/resolve`, { action: 'dismiss' });
    expect(done.json()).toEqual({ resolved: 3, status: 'active' });
    expect(await visible(id)).toBe(true);
    const outcome = (await mails('report.outcome')).filter((m) => m.subject === `Your report: Reported flat ${k}`);
    expect(outcome).toHaveLength(3);
    expect(outcome[0]!.body_text).toContain('it stays listed');
    expect(
      (await mails('report.dismissed.owner')).some(
        (m) => m.subject === `Your listing is back in search: Reported flat ${k}`,
      ),
    ).toBe(true);
    expect((await as(app, admin)('POST', `/admin/reports/${id}/resolve`, { action: 'dismiss' })).statusCode).toBe(404);
  });

  it("acting takes the listing down with the reason; the reporters' record counts it as upheld", async () => {
    const id = await listing();
    const [a] = await reporters(1);
    await as(app, a!)('POST', `/properties/${id}/reports`, { reason: 'fake' });
    expect((await as(app, admin)('POST', `/admin/reports/${id}/resolve`, { action: 'act' })).statusCode).toBe(422);
    const done = await as(app, admin)('POST', `/admin/reports/${id}/resolve`, {
      action: 'act',
      reason: 'The flat does not exist at this address.',
    });
    expect(done.json()).toEqual({ resolved: 1, status: 'taken_down' });
    expect(await visible(id)).toBe(false);
    const owned = (await as(app, owner)('GET', `/properties/${id}`)).json();
    expect(owned).toMatchObject({ status: 'taken_down', rejection_reason: 'The flat does not exist at this address.' });
    const mail = (await mails('report.upheld.owner')).find(
      (m) => m.subject === `Your listing was taken down: Reported flat ${k}`,
    );
    expect(mail?.body_text).toContain('Reason: The flat does not exist at this address.');
    const upheld = await db.query(`SELECT 1 FROM listing_reports WHERE reporter_id = $1 AND status = 'upheld'`, [
      a!.id,
    ]);
    expect(upheld.rows).toHaveLength(1);
    const audit = await db.query<Pick<Row<'audit_log'>, 'action'>>(
      `SELECT action FROM audit_log WHERE entity = 'property' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toContain('reports.uphold');
  });
});

describe('free accounts cannot weaponise reports (the defaults)', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  });
  afterAll(async () => {
    await plain?.close();
  });
  const report = (who: Person, id: number, reason = 'fake', remoteAddress = '127.0.0.1') =>
    plain.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/reports`,
      remoteAddress,
      payload: { reason },
      headers: { authorization: `Bearer ${who.token}` },
    });
  const ownerOf = async () => {
    const o = await signUp(plain);
    return () => insertListing(db, { owner_id: o.id, title: `Target ${++k}`, locality: `Target Locality ${k}` });
  };

  it('accounts made today weigh nothing: three of them pause nothing, and their reports wait for the team', async () => {
    const target = await (await ownerOf())();
    const fresh = await Promise.all([1, 2, 3].map(() => signUp(plain)));
    for (const p of fresh) expect((await report(p, target)).json()).toMatchObject({ paused: false });
    expect(await visible(target)).toBe(true);
    const item = (await as(plain, admin)('GET', '/admin/reports'))
      .json()
      .items.find((x: { property_id: number }) => x.property_id === target);
    expect(item).toMatchObject({ open_reports: 3, weight: 0 });
    // An "already rented" report from them does not ask the owner to reconfirm either.
    const other = await (await ownerOf())();
    await report(fresh[0]!, other, 'unavailable');
    expect((await db.query('SELECT reconfirm_requested_at FROM properties WHERE id = $1', [other])).rows[0]).toEqual({
      reconfirm_requested_at: null,
    });
  });

  it('an unverified number cannot report', async () => {
    const target = await (await ownerOf())();
    const [p] = await reporters(1, plain);
    await db.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [p!.id]);
    const res = await report(p!, target);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PHONE_NOT_VERIFIED');
  });

  it('one account reports "already rented or sold" to three advertisers a day, then 429', async () => {
    const [p] = await reporters(1, plain);
    const listings = [];
    for (let i = 0; i < 4; i++) listings.push(await (await ownerOf())());
    for (const id of listings.slice(0, 3)) expect((await report(p!, id, 'unavailable')).statusCode).toBe(201);
    const fourth = await report(p!, listings[3]!, 'unavailable');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('UNAVAILABLE_REPORT_CAP');
    // Other reasons are still open to them.
    expect((await report(p!, listings[3]!, 'wrong_price')).statusCode).toBe(201);
  });

  it('ten reports a day per account and thirty per address range', async () => {
    const [p] = await reporters(1, plain);
    const make = await ownerOf();
    for (let i = 0; i < 10; i++) expect((await report(p!, await make(), 'fake', '198.18.7.1')).statusCode).toBe(201);
    const over = await report(p!, await make(), 'fake', '198.18.9.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('REPORT_RATE_LIMITED');
    // Thirty from one /24, whatever the accounts.
    const many = await reporters(4, plain);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await report(many[i % 4]!, await make(), 'fake', `198.19.3.${i}`)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("reports reaching many of one advertiser's listings in a day go to the team instead of pausing", async () => {
    const make = await ownerOf();
    const targets = [await make(), await make(), await make()];
    const people = await reporters(3, plain);
    const paused: boolean[] = [];
    for (const id of targets) {
      const answers = [];
      for (const [i, p] of people.entries()) answers.push((await report(p, id, 'fake', `198.20.${i}.1`)).json().paused);
      paused.push(answers[2]);
    }
    // The first two listings pause; the third, with reports on three of the advertiser's listings, waits for the team.
    expect(paused).toEqual([true, true, false]);
    expect(await visible(targets[2]!)).toBe(true);
    const audit = await db.query<Pick<Row<'audit_log'>, 'action'>>(
      `SELECT action FROM audit_log WHERE entity = 'property' AND entity_id = $1`,
      [String(targets[2])],
    );
    expect(audit.rows.map((r) => r.action)).toContain('reports.burst');
  });
});
