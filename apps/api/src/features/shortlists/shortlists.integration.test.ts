// Shortlists shared with family (issue 35 §3): a person makes a list, invites family by a link,
// and everyone in it adds homes, votes and comments, seeing who voted what; nobody outside reads
// it (404); the owner removes members and revokes the link; caps hold when requests race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTLISTS_MAX, SHORTLIST_MEMBERS_MAX } from '@aangan/contracts';
import { testApp, type TestApp } from '../../test-app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';

let t: TestApp;
let papa: Person;
let neha: Person;
let ravi: Person;
let flats: number[];

beforeAll(async () => {
  t = await testApp('shortlists');
  [papa, neha, ravi] = [
    await signUp(t.app, { full_name: 'Rajesh Verma' }),
    await signUp(t.app, { full_name: 'Neha Verma' }),
    await signUp(t.app, { full_name: 'Ravi Outsider' }),
  ];
  flats = [
    await insertListing(t.db, { title: '3 BHK in Sector 57', monthly_rent: 52000, bedrooms: 3 }),
    await insertListing(t.db, { title: '2 BHK in Sector 56', monthly_rent: 38000, bedrooms: 2 }),
  ];
});
afterAll(() => t?.close());

const call = (who: Person) => as(t.app, who);

describe('a shortlist shared with family', () => {
  it('is made, shared by link, and everyone in it adds, votes and comments, seeing who voted what', async () => {
    const made = await call(neha)('POST', '/shortlists', { name: 'Flats for Papa' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ role: 'owner', members: 1, items: 0, invite_token: null });

    const added = await call(neha)('POST', `/shortlists/${id}/items`, { property_id: flats[0] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().entries[0]).toMatchObject({
      kind: 'property',
      link: `/property/${flats[0]}`,
      title: '3 BHK in Sector 57',
      price: 52000,
      live: true,
      added_by: { name: 'Neha Verma' },
    });
    expect((await call(neha)('POST', `/shortlists/${id}/items`, { property_id: flats[0] })).json()).toMatchObject({
      code: 'SHORTLIST_ITEM_EXISTS',
    });

    // Outsiders cannot read it, nor anything in it.
    expect((await call(papa)('GET', `/shortlists/${id}`)).json()).toMatchObject({ code: 'SHORTLIST_NOT_FOUND' });
    expect((await call(papa)('POST', `/shortlists/${id}/items`, { property_id: flats[1] })).statusCode).toBe(404);

    // The link: Papa sees what it is, joins, and is a member.
    const token = (await call(neha)('POST', `/shortlists/${id}/invite`)).json().invite_token as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect((await call(papa)('GET', `/shortlists/join/${token}`)).json()).toMatchObject({
      id,
      name: 'Flats for Papa',
      owner: { name: 'Neha Verma' },
      members: 1,
      joined: false,
    });
    const joined = await call(papa)('POST', `/shortlists/join/${token}`);
    expect(joined.json()).toMatchObject({ role: 'member', members: 2, invite_token: null });
    // Joining again is joining once.
    expect((await call(papa)('POST', `/shortlists/join/${token}`)).json()).toMatchObject({ members: 2 });

    // Papa adds the other flat; both vote; Papa comments; everyone sees who voted what.
    const withTwo = (await call(papa)('POST', `/shortlists/${id}/items`, { property_id: flats[1] })).json();
    const [second, first] = withTwo.entries as { id: number }[];
    await call(papa)('PUT', `/shortlists/${id}/items/${first!.id}/votes`, { vote: 'yes' });
    await call(neha)('PUT', `/shortlists/${id}/items/${first!.id}/votes`, { vote: 'no' });
    await call(papa)('POST', `/shortlists/${id}/items/${first!.id}/comments`, { body: 'Close to my office.' });
    const seen = (await call(neha)('GET', `/shortlists/${id}`)).json();
    const item = seen.entries.find((e: { id: number }) => e.id === first!.id);
    expect(item.votes).toEqual([
      { id: papa.id, name: 'Rajesh Verma', vote: 'yes' },
      { id: neha.id, name: 'Neha Verma', vote: 'no' },
    ]);
    expect(item.comments).toMatchObject([{ author: { name: 'Rajesh Verma' }, body: 'Close to my office.' }]);
    expect(seen.members_list.map((m: { name: string; role: string }) => `${m.name}:${m.role}`)).toEqual([
      'Neha Verma:owner',
      'Rajesh Verma:member',
    ]);
    // A vote taken back; an item removed by a member.
    await call(neha)('PUT', `/shortlists/${id}/items/${first!.id}/votes`, { vote: null });
    expect((await call(papa)('DELETE', `/shortlists/${id}/items/${second!.id}`)).statusCode).toBe(204);
    const after = (await call(papa)('GET', `/shortlists/${id}`)).json();
    expect(after.entries).toHaveLength(1);
    expect(after.entries[0].votes).toHaveLength(1);

    // Only the owner renames, revokes the link and removes members.
    expect((await call(papa)('PATCH', `/shortlists/${id}`, { name: 'Mine now' })).json()).toMatchObject({
      code: 'SHORTLIST_OWNER_ONLY',
    });
    await call(neha)('DELETE', `/shortlists/${id}/invite`);
    expect((await call(ravi)('POST', `/shortlists/join/${token}`)).json()).toMatchObject({
      code: 'SHORTLIST_INVITE_INVALID',
    });
    expect((await call(neha)('DELETE', `/shortlists/${id}/members/${neha.id}`)).json()).toMatchObject({
      code: 'SHORTLIST_OWNER_STAYS',
    });
    expect((await call(neha)('DELETE', `/shortlists/${id}/members/${papa.id}`)).statusCode).toBe(204);
    expect((await call(papa)('GET', `/shortlists/${id}`)).statusCode).toBe(404);
    expect((await call(papa)('GET', '/shortlists')).json().items).toEqual([]);
  });

  it('keeps its caps when requests race, and refuses bad input with field errors', async () => {
    const owner = await signUp(t.app, { full_name: 'Many Lists' });
    const sent = await Promise.all(
      Array.from({ length: SHORTLISTS_MAX + 3 }, (_, i) => call(owner)('POST', '/shortlists', { name: `List ${i}` })),
    );
    expect(sent.filter((r) => r.statusCode === 201)).toHaveLength(SHORTLISTS_MAX);
    expect(sent.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(3).fill('SHORTLISTS_FULL'),
    );
    const id = sent.find((r) => r.statusCode === 201)!.json().id as number;
    const token = (await call(owner)('POST', `/shortlists/${id}/invite`)).json().invite_token as string;
    const people = await Promise.all(Array.from({ length: SHORTLIST_MEMBERS_MAX + 1 }, () => signUp(t.app)));
    const joins = await Promise.all(people.map((p) => call(p)('POST', `/shortlists/join/${token}`)));
    expect(joins.filter((r) => r.statusCode === 200)).toHaveLength(SHORTLIST_MEMBERS_MAX - 1);
    expect(new Set(joins.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['SHORTLIST_MEMBERS_FULL']),
    );
    const bad = await call(owner)('POST', '/shortlists', { name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'name']);
    expect((await call(owner)('POST', `/shortlists/${id}/items`, { property_id: 99999999 })).json()).toMatchObject({
      code: 'PROPERTY_NOT_FOUND',
    });
    expect((await call(owner)('PUT', `/shortlists/${id}/items/1/votes`, { vote: 'maybe' })).statusCode).toBe(422);
  });
});
