import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { ist } from '../../shared/testing/time.ts';
import { createVisitRepository } from './repository.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let flat: number;
let shop: number;
let draft: number;
let neha: Person;
let arjun: Person;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  const ins = async (title: string, status: string, hours = [10, 19]) =>
    (
      await db.query<Pick<Row<'properties'>, 'id'>>(
        `INSERT INTO properties (title, purpose, property_type, status, monthly_rent, locality, visit_start_hour, visit_end_hour)
     VALUES ($1, 'rent', 'apartment', $2, 30000, 'Sector 56', $3, $4) RETURNING id`,
        [title, status, hours[0], hours[1]],
      )
    ).rows[0]!.id;
  flat = await ins('2 BHK flat in Sector 56', 'active');
  shop = await ins('Shop on MG Road', 'active', [11, 17]);
  draft = await ins('Draft flat', 'draft');
  neha = await signUp(app, { full_name: 'Neha Verma' });
  arjun = await signUp(app, { full_name: 'Arjun Malik' });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const msg = (res: { json(): unknown }) => {
  const d = (res.json() as { detail: string | { msg: string }[] }).detail;
  return typeof d === 'string' ? d : d[0]!.msg;
};

describe('booking a visit', () => {
  it("books a time in the listing's hours, stores it in UTC with its history, and counts it on the listing", async () => {
    const res = await as(app, neha)('POST', '/visits/', {
      property_id: flat,
      scheduled_date: ist(2, '11:00'),
      special_requirements: 'Wheelchair access please',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json();
    expect(v).toMatchObject({
      property_id: flat,
      status: 'requested',
      special_requirements: 'Wheelchair access please',
      agent: null,
      property: { title: '2 BHK flat in Sector 56' },
    });
    expect(v.scheduled_date).toBe(new Date(ist(2, '11:00')).toISOString());
    expect(v.scheduled_date.endsWith('T05:30:00.000Z')).toBe(true);
    expect(v.history).toHaveLength(1);
    expect(v.history[0]).toMatchObject({ from_status: null, to_status: 'requested', by: 'Neha Verma' });
    const count = await db.query<Pick<Row<'properties'>, 'visit_count'>>(
      'SELECT visit_count FROM properties WHERE id = $1',
      [flat],
    );
    expect(count.rows[0]!.visit_count).toBe(1);
  });

  it('refuses times that cannot be booked, with a reason', async () => {
    const book = (scheduled_date: unknown, property_id = flat) =>
      as(app, arjun)('POST', '/visits/', { property_id, scheduled_date });
    expect(msg(await book(new Date(Date.now() - 3_600_000).toISOString()))).toBe(
      'Please choose a time at least 1 hour from now',
    );
    expect(msg(await book(ist(2, '20:00')))).toBe(
      'Visits to this property can be booked between 10:00 and 19:00 (India time)',
    );
    expect(msg(await book(ist(2, '10:30'), shop))).toBe(
      'Visits to this property can be booked between 11:00 and 17:00 (India time)',
    );
    expect(msg(await book(ist(120, '11:00')))).toBe('Visits can be booked up to 90 days ahead');
    expect(msg(await book(''))).toBe('Please choose a date and time for the visit');
    const local = await book(ist(2, '11:00').replace('+05:30', ''));
    expect(local.statusCode).toBe(422);
    expect(msg(local)).toMatch(/time zone/);
    expect(local.json()).toMatchObject({
      code: 'VALIDATION',
      detail: [{ loc: ['body', 'scheduled_date'], code: 'VISIT_TIME_ZONE' }],
    });
    expect((await book(ist(2, '20:00'))).json().detail[0]).toMatchObject({
      code: 'VISIT_OUTSIDE_HOURS',
      params: { start: '10:00', end: '19:00' },
    });
    expect((await book(ist(2, '11:00'), draft)).statusCode).toBe(404);
    expect(
      (await as(app, null)('POST', '/visits/', { property_id: flat, scheduled_date: ist(2, '11:00') })).statusCode,
    ).toBe(401);
  });

  it('lets one person hold only one open visit per listing', async () => {
    const p = await signUp(app);
    expect(
      (await as(app, p)('POST', '/visits/', { property_id: shop, scheduled_date: ist(3, '12:00') })).statusCode,
    ).toBe(201);
    const again = await as(app, p)('POST', '/visits/', { property_id: shop, scheduled_date: ist(4, '12:00') });
    expect(again.statusCode).toBe(409);
    expect(msg(again)).toMatch(
      /^You already have a visit to this property on .*12:00.*Reschedule that visit instead\.$/,
    );
  });

  it("assigns the person's agent to the visit", async () => {
    const p = await signUp(app);
    const agent = await db.query<Pick<Row<'users'>, 'id'>>(
      `INSERT INTO users (phone, full_name, password_hash, role) VALUES ('+919999911111', 'Pooja Dahiya', 'x', 'agent') RETURNING id`,
    );
    await db.query('UPDATE users SET agent_id = $1 WHERE id = $2', [agent.rows[0]!.id, p.id]);
    const v = (await as(app, p)('POST', '/visits/', { property_id: flat, scheduled_date: ist(5, '15:00') })).json();
    expect(v.agent).toMatchObject({ full_name: 'Pooja Dahiya', phone: '+919999911111' });
  });
});

describe('changing a visit', () => {
  it('reschedules, edits, cancels and moves the visit from upcoming to past, keeping every step', async () => {
    const p = await signUp(app, { full_name: 'Ira Kapoor' });
    const call = as(app, p);
    const v = (await call('POST', '/visits/', { property_id: flat, scheduled_date: ist(2, '12:00') })).json();
    const moved = await call('POST', `/visits/${v.id}/reschedule`, {
      scheduled_date: ist(3, '16:30'),
      reason: 'Office meeting',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'rescheduled',
      scheduled_date: new Date(ist(3, '16:30')).toISOString(),
    });
    expect(msg(await call('POST', `/visits/${v.id}/reschedule`, { scheduled_date: ist(3, '07:00') }))).toMatch(
      /between 10:00 and 19:00/,
    );

    const edited = await call('PUT', `/visits/${v.id}`, { special_requirements: 'Bringing my parents' });
    expect(edited.json()).toMatchObject({ status: 'rescheduled', special_requirements: 'Bringing my parents' });

    const upcoming = (await call('GET', '/visits/upcoming/')).json();
    expect(upcoming.visits.map((x: { id: number }) => x.id)).toEqual([v.id]);

    const cancelled = await call('POST', `/visits/${v.id}/cancel`, { reason: 'Found a place' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Found a place' });
    expect(cancelled.json().history.map((e: { to_status: string }) => e.to_status)).toEqual([
      'requested',
      'rescheduled',
      'rescheduled',
      'cancelled',
    ]);
    expect(cancelled.json().history[1]).toMatchObject({
      from_status: 'requested',
      note: 'Office meeting',
      by: 'Ira Kapoor',
    });

    expect((await call('GET', '/visits/upcoming/')).json().total).toBe(0);
    expect((await call('GET', '/visits/past/')).json().visits[0].id).toBe(v.id);
    const twice = await call('POST', `/visits/${v.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(msg(twice)).toBe('This visit is already cancelled');
    // Cancelled, the listing can be booked again.
    expect((await call('POST', '/visits/', { property_id: flat, scheduled_date: ist(6, '11:00') })).statusCode).toBe(
      201,
    );
    const all = (await call('GET', '/visits/')).json();
    expect(all.total).toBe(2);
    expect(all.visits[1].id).toBe(v.id);
    // Cancelling with no body at all works too.
    const bare = await call('POST', `/visits/${all.visits[0].id}/cancel`);
    expect(bare.json().status, bare.body).toBe('cancelled');
  });

  it('keeps a move and its audit record together: when the record cannot be written, the move is undone', async () => {
    const p = await signUp(app, { full_name: 'Kabir Sethi' });
    const v = (await as(app, p)('POST', '/visits/', { property_id: shop, scheduled_date: ist(4, '12:00') })).json();
    const visits = createVisitRepository(db);
    await expect(
      visits.change({
        id: v.id,
        actorId: p.id,
        expect: 'requested',
        to: 'confirmed',
        note: null,
        audit: async () => {
          throw new Error('audit store unavailable');
        },
      }),
    ).rejects.toThrow('audit store unavailable');
    const after = (await as(app, p)('GET', `/visits/${v.id}`)).json();
    expect(after.status).toBe('requested');
    expect(after.history.map((e: { to_status: string }) => e.to_status)).toEqual(['requested']);
  });

  it('files an open visit whose time has passed under past, where it can no longer be moved', async () => {
    const p = await signUp(app);
    const old = await db.query<Pick<Row<'visits'>, 'id'>>(
      `INSERT INTO visits (user_id, property_id, scheduled_date, status) VALUES ($1, $2, now() - interval '2 days', 'confirmed') RETURNING id`,
      [p.id, flat],
    );
    const id = old.rows[0]!.id;
    const call = as(app, p);
    expect((await call('GET', '/visits/past/')).json().visits.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await call('GET', '/visits/upcoming/')).json().total).toBe(0);
    expect(msg(await call('POST', `/visits/${id}/reschedule`, { scheduled_date: ist(2, '11:00') }))).toBe(
      'This visit has already taken place',
    );
  });

  it("shows and changes only one's own visits", async () => {
    const v = (await as(app, neha)('GET', '/visits/')).json().visits[0];
    const other = as(app, arjun);
    expect((await other('GET', `/visits/${v.id}`)).statusCode).toBe(404);
    expect((await other('POST', `/visits/${v.id}/cancel`, { reason: 'x' })).statusCode).toBe(404);
    expect((await other('PUT', `/visits/${v.id}`, { special_requirements: 'x' })).statusCode).toBe(404);
    expect((await as(app, null)('GET', `/visits/${v.id}`)).statusCode).toBe(401);
    expect((await as(app, neha)('GET', `/visits/${v.id}`)).json().status).toBe('requested');
    expect((await as(app, neha)('GET', '/visits/abc')).statusCode).toBe(422);
  });
});
