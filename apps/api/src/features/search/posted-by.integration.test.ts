// Who posted a listing (decision 024): an owner, an agent (with their name) or the project's
// builder (with the builder's name), on search rows and the listing page, as a search filter,
// and kept right when a role, a name or a project's builder account changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import type { Row as DbRow } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let seeker: Person;
let agent: Person;
let admin: Person;
let builder: Person;
let project: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  owner = await signUp(app, { full_name: 'Sunil Khatana' });
  seeker = await signUp(app, { full_name: 'Neha Verma' });
  agent = await signUp(app, { full_name: 'Rohit Yadav' });
  admin = await signUp(app, { full_name: 'Aarti Malhotra' });
  builder = await signUp(app, { full_name: 'Kesar Developers sales desk' });
  await db.query(`UPDATE users SET role = 'owner' WHERE id = ANY($1::int[])`, [[owner.id, builder.id]]);
  await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [agent.id]);
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  project = (
    await db.query<Pick<DbRow<'projects'>, 'id'>>(
      `INSERT INTO projects (slug, name, builder_name, rera_number, builder_id)
    VALUES ('aravali-heights', 'Aravali Heights', 'Kesar Developers', 'RERA-TEST-1', $1) RETURNING id`,
      [builder.id],
    )
  ).rows[0]!.id;
  const other = (
    await db.query<Pick<DbRow<'projects'>, 'id'>>(`INSERT INTO projects (slug, name, builder_name, rera_number)
    VALUES ('sohna-greens', 'Sohna Greens', 'Trivani Buildcon', 'RERA-TEST-2') RETURNING id`)
  ).rows[0]!.id;
  ids.owner = await insertListing(db, { owner_id: owner.id, title: 'Owner flat' });
  ids.seeker = await insertListing(db, { owner_id: seeker.id, title: 'Seeker lets her flat' });
  ids.agent = await insertListing(db, { owner_id: agent.id, title: 'Agent flat' });
  ids.team = await insertListing(db, { owner_id: admin.id, title: 'Team flat' });
  ids.builder = await insertListing(db, {
    owner_id: builder.id,
    project_id: project,
    builder_name: 'Kesar Developers',
    title: 'Builder flat',
  });
  // An owner reselling a flat in a project is still an owner, whatever builder_name says.
  ids.resale = await insertListing(db, {
    owner_id: owner.id,
    project_id: other,
    builder_name: 'Trivani Buildcon',
    title: 'Resale flat in a project',
  });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

type Row = { id: number; posted_by: string; poster_name: string | null };
const search = async (query = '') =>
  (await as(app, null)('GET', `/properties/?limit=100${query}`)).json().items as Row[];
const label = (rows: Row[], id: number) => {
  const r = rows.find((x) => x.id === id);
  return r ? [r.posted_by, r.poster_name] : null;
};

describe('posted by', () => {
  it("says owner, agent with the name, or builder with the builder's name, on search rows and the page", async () => {
    const rows = await search();
    expect(label(rows, ids.owner!)).toEqual(['owner', null]);
    expect(label(rows, ids.seeker!)).toEqual(['owner', null]);
    expect(label(rows, ids.agent!)).toEqual(['agent', 'Rohit Yadav']);
    expect(label(rows, ids.team!)).toEqual(['agent', 'Aarti Malhotra']);
    expect(label(rows, ids.builder!)).toEqual(['builder', 'Kesar Developers']);
    expect(label(rows, ids.resale!)).toEqual(['owner', null]);
    const page = (await as(app, null)('GET', `/properties/${ids.agent}`)).json();
    expect(page).toMatchObject({ posted_by: 'agent', poster_name: 'Rohit Yadav' });
  });

  it('filters search: posted_by=owner|agent|builder, in the total too; anything else is a 422', async () => {
    const agents = await as(app, null)('GET', '/properties/?limit=100&posted_by=agent');
    expect(
      agents
        .json()
        .items.map((r: Row) => r.id)
        .sort(),
    ).toEqual([ids.agent, ids.team].sort());
    expect(agents.json().total).toBe(2);
    expect((await search('&posted_by=builder')).map((r) => r.id)).toEqual([ids.builder]);
    const owners = await search('&posted_by=owner');
    expect(owners.every((r) => r.posted_by === 'owner')).toBe(true);
    expect(owners.map((r) => r.id)).toEqual(expect.arrayContaining([ids.owner, ids.seeker, ids.resale]));
    const bad = await as(app, null)('GET', '/properties/?posted_by=broker');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['query', 'posted_by'],
      msg: 'Must be one of: owner, agent, builder',
    });
  });

  it("follows a change of role, of name and of a project's builder account, through the cache", async () => {
    const id = await insertListing(db, { owner_id: seeker.id, title: 'Flat of someone who becomes an agent' });
    expect(label(await search(), id)).toEqual(['owner', null]);
    await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [seeker.id]);
    expect(label(await search(), id)).toEqual(['agent', 'Neha Verma']);
    await db.query(`UPDATE users SET full_name = 'Neha Verma Realty' WHERE id = $1`, [seeker.id]);
    expect(label(await search(), id)).toEqual(['agent', 'Neha Verma Realty']);
    expect((await as(app, null)('GET', `/properties/${id}`)).json().poster_name).toBe('Neha Verma Realty');

    // The project hands its account to someone else: its units posted by the old one are an owner's now.
    await db.query('UPDATE projects SET builder_id = $2 WHERE id = $1', [project, owner.id]);
    expect(label(await search(), ids.builder!)).toEqual(['owner', null]);
    await db.query('UPDATE projects SET builder_id = $2 WHERE id = $1', [project, builder.id]);
    await db.query(`UPDATE projects SET builder_name = 'Kesar Developers Ltd' WHERE id = $1`, [project]);
    expect(label(await search(), ids.builder!)).toEqual(['builder', 'Kesar Developers Ltd']);
  });

  it("is set for a listing created through the API from the owner's account", async () => {
    const res = await as(app, agent)('POST', '/properties/', {
      title: 'Agent lists a 3 BHK in Sector 57',
      description: 'Corner flat.',
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 40000,
      bedrooms: 3,
      locality: 'Sector 57',
      latitude: 28.42,
      longitude: 77.07,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ posted_by: 'agent', poster_name: 'Rohit Yadav' });
  });
});
