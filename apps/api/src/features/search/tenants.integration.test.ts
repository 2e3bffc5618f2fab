// Who may rent and pets (issue 33, decision 044): an owner says them, a seeker filters by them,
// on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  owner = await signUp(app, { full_name: 'Renu Yadav' });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const home = (title: string, extra: Record<string, unknown>) => ({
  title,
  purpose: 'rent',
  property_type: 'apartment',
  monthly_rent: 30000,
  bedrooms: 2,
  bhk: 2,
  locality: 'Sector 56',
  latitude: 28.4211,
  longitude: 77.1026,
  ...extra,
});

/** Creates, sends and verifies a listing: it is live. */
async function live(body: Record<string, unknown>): Promise<number> {
  const created = await as(app, owner)('POST', '/properties/', { ...body, submit: true });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await as(app, admin)('PUT', `/properties/${id}/verify/`)).statusCode).toBe(200);
  return id;
}

const titles = async (query: string) => {
  const res = await as(app, null)('GET', `/properties/?${query}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title: string }[]).map((p) => p.title).sort();
};

describe('who may rent and pets', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.family = await live(
      home('Family flat, no pets, Sector 56', { preferred_tenants: ['family'], pets_allowed: false }),
    );
    ids.anyone = await live(
      home('Flat for anyone with a cat, Sector 56', { preferred_tenants: ['any'], pets_allowed: true }),
    );
    ids.bachelors = await live(
      home('Bachelor and company flat, Sector 56', { preferred_tenants: ['company', 'bachelors'], pets_allowed: true }),
    );
    ids.unsaid = await live(home('Flat that says nothing, Sector 56', {}));
    ids.pg = await live(
      home('PG room with pets, Sector 56', {
        purpose: 'pg',
        property_type: 'room',
        pg_gender: 'any',
        pets_allowed: true,
      }),
    );
  });

  it('finds the listings that let to the seeker or to anyone, and says nothing of those that did not say', async () => {
    expect(await titles('purpose=rent&preferred_tenants=family')).toEqual([
      'Family flat, no pets, Sector 56',
      'Flat for anyone with a cat, Sector 56',
    ]);
    expect(await titles('purpose=rent&preferred_tenants=bachelors&pets_allowed=true')).toEqual([
      'Bachelor and company flat, Sector 56',
      'Flat for anyone with a cat, Sector 56',
    ]);
    expect(await titles('purpose=rent&preferred_tenants=company&pets_allowed=false')).toEqual([]);
    expect(await titles('purpose=pg&pets_allowed=true')).toEqual(['PG room with pets, Sector 56']);
  });

  it('shows them on the listing, folded to one way of saying them', async () => {
    const res = await as(app, null)('GET', `/properties/${ids.bachelors}`);
    expect(res.json()).toMatchObject({ preferred_tenants: ['bachelors', 'company'], pets_allowed: true });
    expect((await as(app, null)('GET', `/properties/${ids.unsaid}`)).json()).toMatchObject({
      preferred_tenants: null,
      pets_allowed: null,
    });
    const all = await as(app, owner)(
      'POST',
      '/properties/',
      home('Every kind ticked, Sector 56', {
        preferred_tenants: ['family', 'bachelors', 'company'],
      }),
    );
    expect(all.json().preferred_tenants).toEqual(['any']);
  });

  it('applies an owner change at once on a verified listing (no review), and search follows it', async () => {
    const res = await as(app, owner)('PUT', `/properties/${ids.family}/`, {
      preferred_tenants: ['family', 'bachelors'],
      pets_allowed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      is_verified: true,
      preferred_tenants: ['family', 'bachelors'],
      pets_allowed: true,
      pending_changes: null,
    });
    expect(await titles('purpose=rent&preferred_tenants=bachelors&pets_allowed=true')).toContain(
      'Family flat, no pets, Sector 56',
    );
    // Back as it was: family only, no pets.
    await as(app, owner)('PUT', `/properties/${ids.family}/`, { preferred_tenants: ['family'], pets_allowed: false });
    expect(await titles('purpose=rent&preferred_tenants=bachelors')).not.toContain('Family flat, no pets, Sector 56');
  });

  it('drops the answers when the purpose no longer asks them', async () => {
    const draft = await as(app, owner)(
      'POST',
      '/properties/',
      home('Turned into a sale, Sector 56', {
        preferred_tenants: ['family'],
        pets_allowed: true,
      }),
    );
    const id = draft.json().id as number;
    const sale = await as(app, owner)('PUT', `/properties/${id}/`, { purpose: 'buy', base_price: 9000000 });
    expect(sale.json()).toMatchObject({ purpose: 'buy', preferred_tenants: null, pets_allowed: null });
    const made = await as(app, owner)(
      'POST',
      '/properties/',
      home('Sold with a tenant answer, Sector 56', {
        purpose: 'buy',
        base_price: 9000000,
        preferred_tenants: ['family'],
        pets_allowed: false,
      }),
    );
    expect(made.json()).toMatchObject({ preferred_tenants: null, pets_allowed: null });
  });

  it('refuses values that are none of the choices, naming the field', async () => {
    const search = await as(app, null)(
      'GET',
      '/properties/?purpose=rent&preferred_tenants=students&pets_allowed=maybe',
    );
    // Bad input is a 422 with field errors throughout the API, as for every other filter.
    expect(search.statusCode).toBe(422);
    const fields = (search.json().detail as { loc: string[]; code: string }[]).map((d) => [d.loc.at(-1), d.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['preferred_tenants', 'NOT_ONE_OF'],
        ['pets_allowed', expect.any(String)],
      ]),
    );
    const listing = await as(app, owner)('PUT', `/properties/${ids.family}/`, {
      preferred_tenants: ['students'],
      pets_allowed: 'maybe',
    });
    expect(listing.statusCode).toBe(422);
    const paths = (listing.json().detail as { loc: (string | number)[] }[]).map((d) => d.loc.slice(1, 2)[0]);
    expect(paths).toEqual(expect.arrayContaining(['preferred_tenants', 'pets_allowed']));
  });
});
