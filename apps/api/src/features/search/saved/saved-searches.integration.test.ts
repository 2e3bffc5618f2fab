// Saved searches through the API: saved in one written form (so the same filters twice are one
// search), checked as the search checks its address, at most 20 per account (also when sent at
// once), and nobody else's to see, change or delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@aangan/contracts';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';

let t: TestApp;
let asha: Person, ravi: Person;

beforeAll(async () => {
  t = await testApp('saved-searches');
  asha = await signUp(t.app, { full_name: 'Asha Verma' });
  ravi = await signUp(t.app, { full_name: 'Ravi Yadav' });
});
afterAll(() => t?.close());

const call = (who: Person | null) => as(t.app, who);
const mine = async (who: Person) => (await call(who)('GET', '/saved-searches')).json().items as SavedSearch[];

describe('saving a search', () => {
  it('keeps the filters in one written form: the same search in another order or with aliases is the same search', async () => {
    const made = await call(asha)('POST', '/saved-searches', {
      name: '  2 BHK near Cyber City  ',
      query: '?bedrooms_min=2&purpose=rent&page=3&price_max=45000&property_type=apartment&property_type=house',
      frequency: 'instant',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      name: '2 BHK near Cyber City',
      query: 'purpose=rent&property_type=apartment&property_type=house&price_max=45000&bedrooms_min=2',
      frequency: 'instant',
    });
    // The same filters again, written otherwise: refused with the name they are saved under.
    const again = await call(asha)('POST', '/saved-searches', {
      name: 'Again',
      query: 'property_type=apartment&property_type=house&price_max=45000&bedrooms_min=2&purpose=rent&sort_by=newest',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', params: { name: '2 BHK near Cyber City' } });
    // Another person may save the very same search.
    const other = await call(ravi)('POST', '/saved-searches', { name: 'Mine too', query: made.json().query });
    expect(other.statusCode).toBe(201);
    expect(other.json().frequency).toBe('daily');
  });

  it('refuses what the search itself refuses, field by field, and a missing name', async () => {
    const r = await call(asha)('POST', '/saved-searches', {
      name: ' ',
      query: 'price_min=90000&price_max=10&bedrooms_min=abc',
      frequency: 'hourly',
    });
    expect(r.statusCode).toBe(422);
    const fields = (r.json().detail as { loc: (string | number)[]; code: string }[]).map(
      (d) => `${d.loc.join('.')} ${d.code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.name REQUIRED',
        'body.query.bedrooms_min WHOLE_NUMBER_RANGE',
        'body.frequency NOT_ONE_OF',
      ]),
    );
    // No filter at all (a page number is none): its alerts would be every new listing.
    const empty = await call(asha)('POST', '/saved-searches', { name: 'Everything', query: 'page=2&unknown=1' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'query'], code: 'SEARCH_EMPTY' })]);
    expect(await mine(asha)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per account, even when the saves arrive at once`, async () => {
    const tara = await signUp(t.app, { full_name: 'Tara Singh' });
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 5 }, (_, i) =>
        call(tara)('POST', '/saved-searches', { name: `Search ${i}`, query: `purpose=rent&price_max=${20000 + i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'SAVED_SEARCHES_FULL',
      params: { max: SAVED_SEARCHES_MAX },
    });
    expect(await mine(tara)).toHaveLength(SAVED_SEARCHES_MAX);
    // Deleting one makes room for another.
    const [newest] = await mine(tara);
    const del = await call(tara)('DELETE', `/saved-searches/${newest!.id}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await call(tara)('POST', '/saved-searches', { name: 'One more', query: 'purpose=pg' })).statusCode).toBe(
      201,
    );
  });
});

describe('changing and deleting', () => {
  it('renames, changes the frequency or the filters, and lists the newest first', async () => {
    const [first] = await mine(asha);
    const later = await call(asha)('POST', '/saved-searches', { name: 'Offices', query: 'purpose=commercial' });
    expect(later.statusCode).toBe(201);
    expect((await mine(asha)).map((s) => s.name)).toEqual(['Offices', first!.name]);
    const renamed = await call(asha)('PATCH', `/saved-searches/${first!.id}`, { name: 'For Papa', frequency: 'off' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'For Papa', frequency: 'off', query: first!.query });
    // Changing the filters into those of another saved search is refused with its name.
    const clash = await call(asha)('PATCH', `/saved-searches/${first!.id}`, { query: 'purpose=commercial' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', params: { name: 'Offices' } });
    const moved = await call(asha)('PATCH', `/saved-searches/${first!.id}`, { query: 'purpose=buy&bedrooms_min=3' });
    expect(moved.json().query).toBe('purpose=buy&bedrooms_min=3');
  });

  it("answers someone else's saved search as not found, and leaves it as it was", async () => {
    const [hers] = await mine(asha);
    for (const [method, body] of [
      ['PATCH', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(ravi)(method, `/saved-searches/${hers!.id}`, body);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    expect((await mine(asha))[0]).toEqual(hers);
    expect((await call(null)('GET', '/saved-searches')).statusCode).toBe(401);
  });

  it('goes with the account', async () => {
    const gone = await signUp(t.app, { full_name: 'Short Stay' });
    await call(gone)('POST', '/saved-searches', { name: 'PGs', query: 'purpose=pg' });
    await t.db.query('DELETE FROM users WHERE id = $1', [gone.id]);
    const left = await t.db.query('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [gone.id]);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
