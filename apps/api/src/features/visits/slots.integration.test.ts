// Visit slots: the free times a listing offers (GET /properties/{id}/visit-slots) and the refusal
// of a time that is not one of them: taken at the listing, the agent busy elsewhere, past, off a
// slot, on a day the listing takes no visits, and two seekers sending the same slot at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp } from '../../shared/testing/accounts.ts';
import { ist } from '../../shared/testing/time.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let agentId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  agentId = (
    await db.query<Pick<Row<'users'>, 'id'>>(
      `INSERT INTO users (phone, full_name, password_hash, role) VALUES ('+919999922222', 'Sunil Yadav', 'x', 'agent') RETURNING id`,
    )
  ).rows[0]!.id;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A live rent listing; `owner` an account id, `days` its visiting days. */
async function listing(o: { owner?: number; hours?: [number, number]; days?: number[] } = {}) {
  const [start, end] = o.hours ?? [10, 19];
  const r = await db.query<Pick<Row<'properties'>, 'id'>>(
    `INSERT INTO properties (title, purpose, property_type, status, monthly_rent, locality, owner_id, visit_start_hour, visit_end_hour, visit_days)
     VALUES ('2 BHK flat in Sector 56', 'rent', 'apartment', 'active', 30000, 'Sector 56', $1, $2, $3, $4::smallint[]) RETURNING id`,
    [o.owner ?? null, start, end, `{${(o.days ?? [0, 1, 2, 3, 4, 5, 6]).join(',')}}`],
  );
  return r.rows[0]!.id;
}

interface Slots {
  time_zone: string;
  slot_minutes: number;
  days: { date: string; weekday: number; slots: { at: string; time: string }[] }[];
}
const slotsOf = async (id: number) => {
  const res = await as(app, null)('GET', `/properties/${id}/visit-slots`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Slots;
};
/** The India date `days` from today, as the slots name it. */
const dateIn = (days: number) => ist(days, '00:00').slice(0, 10);
const offered = (s: Slots, days: number) => s.days.find((d) => d.date === dateIn(days))?.slots.map((x) => x.time);
const book = async (property_id: number, scheduled_date: string) =>
  as(app, await signUp(app))('POST', '/visits/', { property_id, scheduled_date });

describe('the slots a listing offers', () => {
  it('offers every half hour of its visiting hours for the next 14 days, in India time, to anyone', async () => {
    const s = await slotsOf(await listing({ hours: [10, 13] }));
    expect(s).toMatchObject({ time_zone: 'Asia/Kolkata', slot_minutes: 30 });
    expect(s.days).toHaveLength(14);
    expect(s.days[0]!.date).toBe(dateIn(0));
    expect(offered(s, 2)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    const first = s.days[2]!.slots[0]!;
    expect(first.at).toBe(new Date(ist(2, '10:00')).toISOString());
  });

  it('offers no past slot and none within the hour', async () => {
    const s = await slotsOf(await listing({ hours: [0, 24] }));
    const soonest = Date.now() + 60 * 60_000;
    const all = s.days.flatMap((d) => d.slots.map((x) => Date.parse(x.at)));
    expect(all.every((t) => t >= soonest)).toBe(true);
    // Every half hour from the first one an hour away to the end of the 14th day, India time
    // (in the India day's last hour, today has none left).
    const halfHour = 30 * 60_000;
    const first = Math.ceil(soonest / halfHour) * halfHour;
    expect(all[0]).toBe(first);
    expect(all).toHaveLength((Date.parse(ist(14, '00:00')) - first) / halfHour);
  });

  it('offers nothing on a day the listing takes no visits', async () => {
    const s = await slotsOf(await listing({ days: [6] }));
    expect(s.days.filter((d) => d.weekday !== 6).every((d) => d.slots.length === 0)).toBe(true);
    expect(s.days.filter((d) => d.weekday === 6 && d.date !== dateIn(0)).every((d) => d.slots.length === 18)).toBe(
      true,
    );
  });

  it('leaves out a slot booked at the listing, and refuses it if sent anyway (409, by field)', async () => {
    const flat = await listing();
    expect((await book(flat, ist(3, '11:00'))).statusCode).toBe(201);
    expect(offered(await slotsOf(flat), 3)).not.toContain('11:00');
    expect(offered(await slotsOf(flat), 3)).toContain('11:30');
    const again = await book(flat, ist(3, '11:00'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VISIT_SLOT_TAKEN',
      detail: [{ loc: ['body', 'scheduled_date'], code: 'VISIT_SLOT_TAKEN' }],
    });
  });

  it("leaves out a slot in which the listing's agent has a visit at another of their listings, and refuses it", async () => {
    const [one, two] = [await listing({ owner: agentId }), await listing({ owner: agentId })];
    expect((await book(one, ist(4, '15:00'))).statusCode).toBe(201);
    expect(offered(await slotsOf(two), 4)).not.toContain('15:00');
    const busy = await book(two, ist(4, '15:00'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail[0]).toMatchObject({ loc: ['body', 'scheduled_date'], code: 'VISIT_AGENT_BUSY' });
    // Someone else's listing at the same time is not the agent's concern.
    expect((await book(await listing(), ist(4, '15:00'))).statusCode).toBe(201);
  });

  it('refuses a time that is not an offered slot: off the half hour, on a closed day, or past', async () => {
    const flat = await listing();
    const off = await book(flat, ist(5, '11:15'));
    expect(off.statusCode).toBe(422);
    expect(off.json().detail[0]).toMatchObject({ code: 'VISIT_NOT_A_SLOT' });
    const sat = await listing({ days: [6] });
    const closed = (await slotsOf(sat)).days.find((d) => d.weekday !== 6 && d.date !== dateIn(0))!;
    expect((await book(sat, `${closed.date}T11:00:00+05:30`)).json().detail[0]).toMatchObject({
      code: 'VISIT_NOT_A_SLOT',
    });
    expect((await book(flat, ist(-1, '11:00'))).json().detail[0]).toMatchObject({ code: 'VISIT_TOO_SOON' });
  });

  it('answers 404 for a listing that is not live, and 422 for an id that is not one', async () => {
    const draft = await db.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (title, purpose, property_type, status, monthly_rent) VALUES ('Draft', 'rent', 'apartment', 'draft', 1) RETURNING id`,
    );
    expect((await as(app, null)('GET', `/properties/${draft.rows[0]!.id}/visit-slots`)).statusCode).toBe(404);
    expect((await as(app, null)('GET', '/properties/abc/visit-slots')).statusCode).toBe(422);
  });

  it('moves a visit only to a free slot', async () => {
    const flat = await listing();
    expect((await book(flat, ist(6, '12:00'))).statusCode).toBe(201);
    const p = await signUp(app);
    const v = (await as(app, p)('POST', '/visits/', { property_id: flat, scheduled_date: ist(6, '13:00') })).json();
    const taken = await as(app, p)('POST', `/visits/${v.id}/reschedule`, { scheduled_date: ist(6, '12:00') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail[0]).toMatchObject({ code: 'VISIT_SLOT_TAKEN' });
    // Its own slot is no clash.
    const same = await as(app, p)('POST', `/visits/${v.id}/reschedule`, { scheduled_date: ist(6, '13:00') });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('two seekers sending the same slot at once', () => {
  it('books it for exactly one of them; the others are told it was taken', async () => {
    const flat = await listing();
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const answers = await Promise.all(
      people.map((p) => as(app, p)('POST', '/visits/', { property_id: flat, scheduled_date: ist(7, '16:00') })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM visits WHERE property_id = $1 AND status = 'requested'`,
      [flat],
    );
    expect(stored.rows[0]!.n).toBe(1);
  });

  it("books an agent's slot once when seekers send it for two of the agent's listings at once", async () => {
    const [one, two] = [await listing({ owner: agentId }), await listing({ owner: agentId })];
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    const answers = await Promise.all(
      people.map((p, i) =>
        as(app, p)('POST', '/visits/', { property_id: i % 2 ? one : two, scheduled_date: ist(8, '17:30') }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe("the advertiser's visiting days and hours", () => {
  it('are kept with the listing as chosen (each day once), every day 10:00 to 19:00 when not given', async () => {
    const owner = await signUp(app, { full_name: 'Sunil Khatana' });
    const flat = {
      title: '2 BHK flat in Sector 56 near the metro',
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 30000,
      locality: 'Sector 56',
    };
    const plain = await as(app, owner)('POST', '/properties/', flat);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ visit_days: [0, 1, 2, 3, 4, 5, 6], visit_start_hour: 10, visit_end_hour: 19 });

    const chosen = await as(app, owner)('POST', '/properties/', {
      ...flat,
      visit_days: [6, 0, 6],
      visit_start_hour: 11,
      visit_end_hour: 14,
    });
    expect(chosen.json()).toMatchObject({ visit_days: [0, 6], visit_start_hour: 11, visit_end_hour: 14 });
    const id = chosen.json().id as number;
    const weekdays = await as(app, owner)('PUT', `/properties/${id}`, { visit_days: [1, 2, 3, 4, 5] });
    expect(weekdays.statusCode, weekdays.body).toBe(200);
    expect(weekdays.json().visit_days).toEqual([1, 2, 3, 4, 5]);

    const none = await as(app, owner)('PUT', `/properties/${id}`, { visit_days: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0]).toMatchObject({ loc: ['body', 'visit_days'], code: 'VISIT_DAYS_REQUIRED' });
    const bad = await as(app, owner)('PUT', `/properties/${id}`, { visit_days: [7] });
    expect(bad.statusCode).toBe(422);
  });
});
