// Recently viewed (issue 35 §5): opening a live listing signed in records it, newest first, at
// most 20 kept; a visitor's list from the browser is merged in at sign-in; a listing no longer
// live drops out of the list; a visitor's own ids answer with the live ones in their order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_MAX } from '@aangan/contracts';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { insertListing } from '../../../shared/testing/listings.ts';

let t: TestApp;
let meera: Person;
let flats: number[];

beforeAll(async () => {
  t = await testApp('recent');
  meera = await signUp(t.app, { full_name: 'Meera' });
  flats = [];
  for (let i = 0; i < RECENT_MAX + 3; i++) flats.push(await insertListing(t.db, { title: `Viewed flat ${i}` }));
});
afterAll(() => t?.close());

const mine = async (who: Person) =>
  ((await as(t.app, who)('GET', '/me/recently-viewed')).json().items as { id: number }[]).map((p) => p.id);

describe('recently viewed', () => {
  it('records what a signed-in person opens, newest first, once each, at most 20', async () => {
    for (const id of [flats[0], flats[1], flats[0]]) await as(t.app, meera)('GET', `/properties/${id}`);
    expect(await mine(meera)).toEqual([flats[0], flats[1]]);
    // A visitor opening it records nothing.
    await as(t.app, null)('GET', `/properties/${flats[2]}`);
    expect(await mine(meera)).toEqual([flats[0], flats[1]]);
    for (const id of flats.slice(2)) await as(t.app, meera)('GET', `/properties/${id}`);
    const kept = await mine(meera);
    expect(kept).toHaveLength(RECENT_MAX);
    expect(kept[0]).toBe(flats.at(-1));
    expect(kept).not.toContain(flats[1]);
  });

  it("merges a visitor's list at sign-in, leaves out what is not live, and answers a visitor's ids", async () => {
    const ravi = await signUp(t.app, { full_name: 'Ravi' });
    await as(t.app, ravi)('GET', `/properties/${flats[5]}`);
    const merged = await as(t.app, ravi)('POST', '/me/recently-viewed', { property_ids: [flats[7], flats[6]] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().items.map((p: { id: number }) => p.id)).toEqual([flats[7], flats[6], flats[5]]);
    await t.db.query(`UPDATE properties SET status = 'rented' WHERE id = $1`, [flats[6]]);
    expect(await mine(ravi)).toEqual([flats[7], flats[5]]);
    const visitor = await as(t.app, null)('GET', `/properties/recent?ids=${flats[8]},${flats[6]},${flats[9]}`);
    expect(visitor.json().items.map((p: { id: number }) => p.id)).toEqual([flats[8], flats[9]]);
    // Bad input: field errors, not a crash.
    expect((await as(t.app, null)('GET', '/properties/recent?ids=1,x')).statusCode).toBe(422);
    expect((await as(t.app, ravi)('POST', '/me/recently-viewed', { property_ids: [] })).statusCode).toBe(422);
    expect((await as(t.app, null)('POST', '/me/recently-viewed', { property_ids: [1] })).statusCode).toBe(401);
  });
});
