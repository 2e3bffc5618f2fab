import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { freshSlot, ist } from '../../../shared/testing/time.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let flat: number;
let admin: Person;
let vikram: Person; // agent of neha
let pooja: Person; // agent of nobody here
let neha: Person;
let arjun: Person; // has no agent
let owner: Person;

const setRole = (p: Person, role: string) => db.query('UPDATE users SET role = $2 WHERE id = $1', [p.id, role]);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  [admin, vikram, pooja, neha, arjun, owner] = (await Promise.all(
    ['Aarti Admin', 'Vikram Singh', 'Pooja Agent', 'Neha Verma', 'Arjun Malik', 'Owner Person'].map((full_name) =>
      signUp(app, { full_name }),
    ),
  )) as Person[] as [Person, Person, Person, Person, Person, Person];
  await setRole(admin, 'admin');
  await setRole(vikram, 'agent');
  await setRole(pooja, 'agent');
  await setRole(owner, 'owner');
  await as(app, admin)('PUT', `/users/${neha.id}`, { agent_id: vikram.id });
  await as(app, neha)('PUT', '/users/preferences/', {
    purposes: ['rent'],
    localities: ['Sector 56'],
    budget_max: 40000,
  });
  flat = await newFlat();
});
const newFlat = async () =>
  (
    await db.query<
      Pick<Row<'properties'>, 'id'>
    >(`INSERT INTO properties (title, purpose, property_type, status, monthly_rent, locality)
  VALUES ('2 BHK flat in Sector 56', 'rent', 'apartment', 'active', 30000, 'Sector 56') RETURNING id`)
  ).rows[0]!.id;
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const book = async (who: Person, days = 2, property = flat) => {
  const res = await as(app, who)('POST', '/visits/', { property_id: property, scheduled_date: freshSlot(days) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const inThePast = (id: number) =>
  db.query(`UPDATE visits SET scheduled_date = now() - interval '2 hours' WHERE id = $1`, [id]);

describe('who may use the agent desk', () => {
  it('refuses visitors (401) and users and owners (403) everywhere, before validation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/agent/users'],
      ['GET', '/agent/visits'],
      ['GET', '/agent/visits?status=nope'],
      ['POST', '/agent/visits/1/confirm', {}],
      ['POST', '/agent/visits/1/reschedule', { scheduled_date: 'x' }],
      ['POST', '/agent/visits/1/complete'],
      ['POST', '/agent/visits/x/no_show'],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(app, null)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [neha, owner])
        expect((await as(app, who)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Admins have nobody assigned: the list of people is an agent's own.
    expect((await as(app, admin)('GET', '/agent/users')).json()).toEqual({
      code: 'AGENT_ONLY',
      detail: 'Only an agent can do this',
    });
  });
});

describe('an agent', () => {
  it('sees their people with preferences and visits to come, and only theirs', async () => {
    const visit = await book(neha);
    await book(arjun);
    const mine = (await as(app, vikram)('GET', '/agent/users')).json();
    expect(mine.total).toBe(1);
    expect(mine.users[0]).toMatchObject({
      id: neha.id,
      full_name: 'Neha Verma',
      phone: `+91${neha.phone}`,
      preferences: { purposes: ['rent'], localities: ['Sector 56'], budget_max: 40000 },
    });
    expect(mine.users[0].upcoming_visits.map((v: { id: number }) => v.id)).toEqual([visit]);
    // The visit booked after the assignment names the agent.
    expect(mine.users[0].upcoming_visits[0].agent).toMatchObject({ id: vikram.id, full_name: 'Vikram Singh' });
    expect((await as(app, pooja)('GET', '/agent/users')).json()).toEqual({ users: [], total: 0 });
    const visits = (await as(app, vikram)('GET', '/agent/visits')).json();
    expect(visits.visits.map((v: { id: number }) => v.id)).toEqual([visit]);
    expect(visits.visits[0].visitor).toEqual({
      id: neha.id,
      full_name: 'Neha Verma',
      phone: `+91${neha.phone}`,
      email: `p${neha.phone}@example.in`,
    });
    expect(visits).toMatchObject({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect((await as(app, vikram)('GET', '/agent/visits?status=confirmed')).json().total).toBe(0);
    // An admin sees every visit.
    expect((await as(app, admin)('GET', '/agent/visits')).json().total).toBe(2);
  });

  it('confirms, reschedules with a reason, and marks completed or no-show, each in the visit history', async () => {
    const id = await book(neha, 3, await newFlat());
    const call = as(app, vikram);
    const confirmed = await call('POST', `/agent/visits/${id}/confirm`, { note: 'Owner will be there' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'confirmed', agent: { id: vikram.id } });
    expect((await call('POST', `/agent/visits/${id}/confirm`)).json()).toEqual({
      code: 'VISIT_STATE',
      detail: 'A visit that is confirmed cannot be confirmed',
      params: { status: 'confirmed', action: 'confirm' },
    });
    expect((await call('POST', `/agent/visits/${id}/complete`)).json()).toEqual({
      code: 'VISIT_NOT_YET',
      detail: 'This visit has not taken place yet',
    });
    const noReason = await call('POST', `/agent/visits/${id}/reschedule`, { scheduled_date: ist(4, '12:00') });
    expect(noReason.json()).toMatchObject({
      code: 'VALIDATION',
      detail: [{ loc: ['body', 'reason'], code: 'REQUIRED', msg: 'This field is required' }],
    });
    expect(
      (
        await call('POST', `/agent/visits/${id}/reschedule`, {
          scheduled_date: ist(4, '21:00'),
          reason: 'Owner travelling',
        })
      ).json().detail[0],
    ).toMatchObject({
      code: 'VISIT_OUTSIDE_HOURS',
      params: { start: '10:00', end: '19:00' },
      msg: 'Visits to this property can be booked between 10:00 and 19:00 (India time)',
    });
    const moved = (
      await call('POST', `/agent/visits/${id}/reschedule`, {
        scheduled_date: ist(4, '12:00'),
        reason: 'Owner travelling',
      })
    ).json();
    expect(moved).toMatchObject({ status: 'rescheduled', scheduled_date: new Date(ist(4, '12:00')).toISOString() });
    // The visitor sees what happened and why.
    const seen = (await as(app, neha)('GET', `/visits/${id}`)).json();
    expect(
      seen.history.map((e: { to_status: string; note: string | null; by: string }) => [e.to_status, e.note, e.by]),
    ).toEqual([
      ['requested', null, 'Neha Verma'],
      ['confirmed', 'Owner will be there', 'Vikram Singh'],
      ['rescheduled', 'Owner travelling', 'Vikram Singh'],
    ]);
    await inThePast(id);
    expect((await call('POST', `/agent/visits/${id}/complete`)).json()).toMatchObject({ status: 'completed' });
    const audit = await db.query(
      `SELECT actor_id, action, before->>'status' AS "from", after->>'status' AS "to" FROM audit_log WHERE entity = 'visit' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => [r.actor_id, r.action, r.from, r.to])).toEqual([
      [vikram.id, 'visit.confirm', 'requested', 'confirmed'],
      [vikram.id, 'visit.reschedule', 'confirmed', 'rescheduled'],
      [vikram.id, 'visit.complete', 'rescheduled', 'completed'],
    ]);
  });

  it('may not act on a visit of someone not assigned to them (403); an admin may act on any', async () => {
    const id = await book(arjun, 5, await newFlat());
    expect((await as(app, vikram)('POST', `/agent/visits/${id}/confirm`)).json()).toEqual({
      code: 'NOT_YOUR_VISIT',
      detail: 'You can only handle visits of people assigned to you',
    });
    expect((await as(app, pooja)('POST', `/agent/visits/${id}/confirm`)).statusCode).toBe(403);
    expect((await as(app, vikram)('POST', '/agent/visits/999999/confirm')).statusCode).toBe(404);
    const byAdmin = await as(app, admin)('POST', `/agent/visits/${id}/confirm`);
    expect(byAdmin.json()).toMatchObject({ status: 'confirmed', agent: null });
    await inThePast(id);
    expect((await as(app, admin)('POST', `/agent/visits/${id}/no_show`, { note: 'Nobody came' })).json()).toMatchObject(
      { status: 'no_show' },
    );
    expect((await db.query(`SELECT status FROM visits WHERE id = $1`, [id])).rows[0]).toEqual({ status: 'no_show' });
  });
});
