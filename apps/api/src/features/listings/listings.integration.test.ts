import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testApp, type TestApp } from '../../test-app.ts';
import { as, signUp, signUpAs, type Person } from '../../shared/testing/accounts.ts';
import { createListingRepository } from './repository.ts';
import type { Row } from '@aangan/db';

let t: TestApp;
let db: TestApp['db'];
let app: TestApp['app'];
let owner: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await testApp('listings');
  ({ db, app } = t);
  owner = await signUp(app, { full_name: 'Sunil Khatana' });
  other = await signUp(app, { full_name: 'Other Person' });
  admin = await signUpAs(app, 'admin', { full_name: 'Aarti Admin' });
});
afterAll(() => t?.close());

const flat = {
  title: '2 BHK flat for rent in Sector 56',
  description: 'Sunny corner flat near the metro.',
  purpose: 'rent',
  property_type: 'apartment',
  monthly_rent: 32000,
  security_deposit: 64000,
  bedrooms: 2,
  bhk: 2,
  bathrooms: 2,
  area_sqft: 1150,
  locality: 'Sector 56',
  latitude: 28.4211,
  longitude: 77.1026,
  amenities: ['Parking', 'Gym'],
  features: ['Semi-Furnished'],
};
const msgs = (res: { json(): unknown }) =>
  (res.json() as { detail: { loc: string[]; code: string }[] }).detail.map((d) => `${d.loc.at(-1)}: ${d.code}`);
const publicIds = async () =>
  ((await as(app, null)('GET', '/properties/?limit=100')).json().items as { id: number }[]).map((p) => p.id);

describe('owner listings', () => {
  it('validates every field with a message for the form', async () => {
    const bad = await as(app, owner)('POST', '/properties/', {
      ...flat,
      title: 'Flat',
      monthly_rent: null,
      bedrooms: 40,
      floor_number: 9,
      total_floors: 4,
      pincode: '12',
      amenities: ['Helipad'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContainEqual({
      loc: ['body', 'title'],
      code: 'TOO_SHORT',
      params: { min: 10 },
      msg: 'Must be at least 10 characters',
      type: 'too_small',
    });
    expect(msgs(bad)).toEqual(
      expect.arrayContaining(['title: TOO_SHORT', 'bedrooms: TOO_BIG', 'pincode: PIN_INVALID', '0: NOT_ONE_OF']),
    );
    const noRent = await as(app, owner)('POST', '/properties/', { ...flat, monthly_rent: null, submit: true });
    expect(msgs(noRent)).toContain('monthly_rent: PRICE_REQUIRED');
    const floors = await as(app, owner)('POST', '/properties/', { ...flat, floor_number: 9, total_floors: 4 });
    expect(msgs(floors)).toContain('floor_number: FLOOR_ABOVE_TOTAL');
    expect((await as(app, null)('POST', '/properties/', flat)).statusCode).toBe(401);
  });

  it('goes from draft to review to live, and only then is public', async () => {
    const created = await as(app, owner)('POST', '/properties/', flat);
    expect(created.statusCode, created.body).toBe(201);
    const l = created.json();
    expect(l).toMatchObject({
      status: 'draft',
      owner_name: 'Sunil Khatana',
      owner_contact: `+91${owner.phone}`,
      visit_requests: 0,
    });
    expect((await as(app, owner)('GET', '/users/profile/')).json().role).toBe('owner');
    expect((await as(app, owner)('GET', '/properties/me/')).json().items.map((x: { id: number }) => x.id)).toEqual([
      l.id,
    ]);
    expect(await publicIds()).not.toContain(l.id);
    expect((await as(app, null)('GET', `/properties/${l.id}`)).statusCode).toBe(404);
    expect((await as(app, other)('GET', `/properties/${l.id}`)).statusCode).toBe(404);
    // Its owner can preview it, status and all.
    expect((await as(app, owner)('GET', `/properties/${l.id}`)).json()).toMatchObject({ id: l.id, status: 'draft' });

    const submitted = await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'submit' });
    expect(submitted.json()).toMatchObject({ status: 'pending_review' });
    expect((await as(app, owner)('PUT', `/properties/${l.id}/verify/`)).statusCode).toBe(403);
    const live = await as(app, admin)('PUT', `/properties/${l.id}/verify/`);
    expect(live.json()).toMatchObject({ status: 'active', is_verified: true });
    const days = (new Date(live.json().expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(45);
    expect(await publicIds()).toContain(l.id);
    const audit = await db.query<Pick<Row<'audit_log'>, 'action' | 'actor_id'>>(
      `SELECT action, actor_id FROM audit_log WHERE entity = 'property' AND entity_id = $1`,
      [String(l.id)],
    );
    expect(audit.rows).toEqual([{ action: 'property.verify', actor_id: admin.id }]);

    // A rent within 10 % changes at once; a new description and a rent beyond it wait for the team,
    // while seekers still see the listing as it was verified (decision 043).
    const trimmed = await as(app, owner)('PUT', `/properties/${l.id}/`, { monthly_rent: 33000 });
    expect(trimmed.json()).toMatchObject({ status: 'active', monthly_rent: 33000, pending_changes: null });
    const held = await as(app, owner)('PUT', `/properties/${l.id}/`, {
      description: 'Now with a new kitchen.',
      monthly_rent: 45000,
    });
    expect(held.json()).toMatchObject({
      status: 'active',
      monthly_rent: 33000,
      pending_changes: { description: 'Now with a new kitchen.', monthly_rent: 45000 },
    });
    expect(await publicIds()).toContain(l.id);
    const seen = (await as(app, null)('GET', `/properties/${l.id}`)).json();
    expect(seen).toMatchObject({ monthly_rent: 33000 });
    expect(seen.description).not.toContain('new kitchen');
    // A change that would leave a rental without a rent is refused.
    expect(msgs(await as(app, owner)('PUT', `/properties/${l.id}/`, { monthly_rent: null }))).toContain(
      'monthly_rent: PRICE_REQUIRED',
    );
    // The team approves the changes: they are what seekers see now.
    const approved = await as(app, admin)('PUT', `/properties/${l.id}/verify/`);
    expect(approved.json()).toMatchObject({ status: 'active', monthly_rent: 45000, pending_changes: null });
    expect((await as(app, null)('GET', `/properties/${l.id}`)).json().description).toBe('Now with a new kitchen.');
    // A change to the rent again waits; the owner withdraws it by sending the live rent back.
    await as(app, owner)('PUT', `/properties/${l.id}/`, { monthly_rent: 90000 });
    const withdrawn = await as(app, owner)('PUT', `/properties/${l.id}/`, { monthly_rent: 45000 });
    expect(withdrawn.json()).toMatchObject({ monthly_rent: 45000, pending_changes: null, changes_submitted_at: null });
    // Taken back to a draft, what waited is written in: the listing will be reviewed whole.
    await as(app, owner)('PUT', `/properties/${l.id}/`, { title: 'A retitled flat with a view' });
    const unpublished = await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'unpublish' });
    expect(unpublished.json()).toMatchObject({
      status: 'draft',
      title: 'A retitled flat with a view',
      pending_changes: null,
    });
    expect((await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'submit' })).json().status).toBe(
      'pending_review',
    );
    expect(await publicIds()).not.toContain(l.id);

    const rejected = await as(app, admin)('POST', `/properties/${l.id}/reject/`, {
      reason_code: 'PHOTOS_MISMATCH',
      reason: 'The photos show a different building.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_code: 'PHOTOS_MISMATCH',
      rejection_reason: 'The photos show a different building.',
    });
    expect((await as(app, owner)('GET', '/properties/me/')).json().items[0].rejection_reason).toBe(
      'The photos show a different building.',
    );
    // The owner's preview of the listing page says why; nobody else sees the listing at all.
    expect((await as(app, owner)('GET', `/properties/${l.id}`)).json()).toMatchObject({
      status: 'rejected',
      rejection_code: 'PHOTOS_MISMATCH',
      rejection_reason: 'The photos show a different building.',
    });
    expect((await as(app, other)('GET', `/properties/${l.id}`)).statusCode).toBe(404);
    expect((await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'submit' })).json()).toMatchObject({
      status: 'pending_review',
      rejection_code: null,
      rejection_reason: null,
    });
  });

  it('lets only the owner or an admin change or delete a listing', async () => {
    const l = (await as(app, owner)('POST', '/properties/', { ...flat, submit: true })).json();
    expect(l.status).toBe('pending_review');
    expect(
      (await as(app, other)('PUT', `/properties/${l.id}/`, { title: 'Stolen listing title here' })).statusCode,
    ).toBe(404);
    await as(app, admin)('PUT', `/properties/${l.id}/verify/`);
    expect(
      (await as(app, other)('PUT', `/properties/${l.id}/`, { title: 'Stolen listing title here' })).statusCode,
    ).toBe(403);
    expect((await as(app, other)('DELETE', `/properties/${l.id}/`)).statusCode).toBe(403);
    expect(
      (await as(app, admin)('PUT', `/properties/${l.id}/`, { description: 'Checked by our team.' })).statusCode,
    ).toBe(200);
    expect((await as(app, owner)('DELETE', `/properties/${l.id}/`)).statusCode).toBe(204);
    expect((await as(app, null)('GET', `/properties/${l.id}`)).statusCode).toBe(404);
    expect(
      (await as(app, owner)('GET', '/properties/me/')).json().items.map((x: { id: number }) => x.id),
    ).not.toContain(l.id);
  });

  it('expires live listings that were not reconfirmed, and brings them back on reconfirmation', async () => {
    const l = (
      await as(app, owner)('POST', '/properties/', {
        ...flat,
        purpose: 'buy',
        base_price: 15000000,
        monthly_rent: null,
        submit: true,
      })
    ).json();
    const live = (await as(app, admin)('PUT', `/properties/${l.id}/verify/`)).json();
    expect(Math.round((new Date(live.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(90);
    await db.query(`UPDATE properties SET expires_at = now() - interval '1 minute' WHERE id = $1`, [l.id]);
    expect((await createListingRepository(db).expireDue()).map((x) => x.id)).toContain(l.id);
    expect(
      (await as(app, owner)('GET', '/properties/me/')).json().items.find((x: { id: number }) => x.id === l.id).status,
    ).toBe('expired');
    expect(await publicIds()).not.toContain(l.id);
    const back = await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'reconfirm' });
    expect(back.json().status).toBe('active');
    expect(await publicIds()).toContain(l.id);
    expect((await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'sold' })).json().status).toBe(
      'sold',
    );
    const again = await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'sold' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/marked as sold/);
  });

  it('uses the configured reconfirmation periods', async () => {
    const short = await buildApp({
      config: { MEDIA_DIR: '/tmp/aangan-test-media', LISTING_RECONFIRM_DAYS_RENT: 10, LISTING_RECONFIRM_DAYS_SALE: 30 },
      database: db,
    });
    try {
      const days = async (fields: Record<string, unknown>) => {
        const l = (await as(short, owner)('POST', '/properties/', { ...flat, ...fields, submit: true })).json();
        const live = (await as(short, admin)('PUT', `/properties/${l.id}/verify/`)).json();
        return Math.round((new Date(live.expires_at).getTime() - Date.now()) / 86_400_000);
      };
      expect(await days({})).toBe(10);
      expect(await days({ purpose: 'buy', base_price: 9500000, monthly_rent: null })).toBe(30);
    } finally {
      await short.close();
    }
  });
});

describe('drafts of the stepped add-listing flow', () => {
  it("keeps an owner's draft without a place or price, and asks for them before review", async () => {
    const basics = {
      title: '2 BHK flat near the Rapid Metro',
      purpose: 'rent',
      property_type: 'apartment',
      description: 'Corner flat with a lift.',
      amenities: ['Gym'],
    };
    const created = await as(app, owner)('POST', '/properties/', basics);
    expect(created.statusCode, created.body).toBe(201);
    const l = created.json();
    expect(l).toMatchObject({
      status: 'draft',
      locality: null,
      monthly_rent: null,
      owner_name: 'Sunil Khatana',
      contact_email: null,
    });
    // A step at a time; a malformed value is still refused.
    expect(msgs(await as(app, owner)('PUT', `/properties/${l.id}/`, { bedrooms: 40 }))).toEqual(['bedrooms: TOO_BIG']);
    const early = await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'submit' });
    expect(early.statusCode).toBe(422);
    expect(msgs(early)).toEqual(expect.arrayContaining(['monthly_rent: PRICE_REQUIRED', 'locality: REQUIRED']));
    // Furnishing is one answer; its feature follows it and a contradicting one is dropped.
    const detailed = await as(app, owner)('PUT', `/properties/${l.id}/`, {
      locality: 'Sector 56',
      furnishing: 'semi_furnished',
      features: ['Furnished', 'Park Facing'],
    });
    expect(detailed.json().features).toEqual(['Semi-Furnished', 'Park Facing']);
    const priced = await as(app, owner)('PUT', `/properties/${l.id}/`, {
      monthly_rent: 30000,
      owner_name: 'Sunil K.',
      contact_email: 'Sunil@Example.in',
    });
    expect(priced.json()).toMatchObject({ owner_name: 'Sunil K.', contact_email: 'sunil@example.in' });
    // What a step did not send stays as it was (an update never fills in a new listing's defaults).
    expect(priced.json()).toMatchObject({
      description: 'Corner flat with a lift.',
      amenities: ['Gym'],
      locality: 'Sector 56',
      features: ['Semi-Furnished', 'Park Facing'],
    });
    expect(msgs(await as(app, owner)('PUT', `/properties/${l.id}/`, { contact_email: 'not an address' }))).toEqual([
      'contact_email: EMAIL_INVALID',
    ]);
    expect((await as(app, owner)('POST', `/properties/${l.id}/status/`, { action: 'submit' })).json().status).toBe(
      'pending_review',
    );
    // Sent: it must stay complete.
    expect(msgs(await as(app, owner)('PUT', `/properties/${l.id}/`, { locality: '' }))).toContain('locality: REQUIRED');
  });
});

describe("a visitor's draft, claimed on signing in", () => {
  it('is a listing without an owner behind a token, kept as typed, claimed by the account that signs in', async () => {
    const started = await as(app, null)('POST', '/listing-drafts/', {
      title: '2 BHK flat near Huda City Centre',
      purpose: 'rent',
      property_type: 'apartment',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { token, listing } = started.json() as {
      token: string;
      listing: { id: number; status: string; owner_name: string | null };
    };
    expect(listing).toMatchObject({ status: 'draft', owner_name: null });
    // Stored hashed: the token itself is nowhere in the database.
    expect((await db.query('SELECT 1 FROM listing_drafts WHERE token_hash = $1', [token])).rows).toEqual([]);
    const typed = await as(app, null)('PUT', `/listing-drafts/${token}`, {
      locality: 'Sector 43',
      monthly_rent: 30000,
      amenities: ['Parking', 'Gym'],
      owner_name: 'Kiran',
      contact_email: 'kiran@example.in',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await as(app, null)('GET', `/listing-drafts/${token}`)).json()).toMatchObject({
      listing: {
        id: listing.id,
        locality: 'Sector 43',
        monthly_rent: 30000,
        amenities: ['Parking', 'Gym'],
        owner_name: 'Kiran',
        contact_email: 'kiran@example.in',
      },
      images: [],
    });
    expect(msgs(await as(app, null)('PUT', `/listing-drafts/${token}`, { pincode: '12' }))).toEqual([
      'pincode: PIN_INVALID',
    ]);
    // Nobody else sees it: not public, not anyone's.
    expect((await as(app, other)('GET', `/properties/${listing.id}`)).statusCode).toBe(404);
    expect(
      (await as(app, owner)('GET', '/properties/me/')).json().items.map((x: { id: number }) => x.id),
    ).not.toContain(listing.id);
    expect((await as(app, null)('POST', `/listing-drafts/${token}/claim`)).statusCode).toBe(401);

    const claimed = await as(app, other)('POST', `/listing-drafts/${token}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      id: listing.id,
      status: 'draft',
      owner_name: 'Kiran',
      owner_contact: `+91${other.phone}`,
      locality: 'Sector 43',
    });
    expect((await as(app, other)('GET', '/properties/me/')).json().items.map((x: { id: number }) => x.id)).toContain(
      listing.id,
    );
    // The token leads nowhere now.
    expect((await as(app, null)('GET', `/listing-drafts/${token}`)).statusCode).toBe(404);
    expect((await as(app, owner)('POST', `/listing-drafts/${token}/claim`)).statusCode).toBe(404);
    expect(
      (await as(app, null)('PUT', `/listing-drafts/${token}`, { title: 'Taken over after the claim' })).statusCode,
    ).toBe(404);
  });

  it('is forgotten after a day, and can be thrown away', async () => {
    const start = async () =>
      (
        await as(app, null)('POST', '/listing-drafts/', {
          title: 'Villa in DLF Phase 2 with a lawn',
          purpose: 'buy',
          property_type: 'house',
        })
      ).json() as { token: string; listing: { id: number } };
    const old = await start();
    await db.query(`UPDATE listing_drafts SET created_at = now() - interval '25 hours' WHERE property_id = $1`, [
      old.listing.id,
    ]);
    expect((await as(app, null)('GET', `/listing-drafts/${old.token}`)).json().detail).toBe(
      'This draft has expired; please fill the form again',
    );
    expect((await as(app, null)('GET', '/listing-drafts/short')).statusCode).toBe(422);
    const thrown = await start();
    expect((await as(app, null)('DELETE', `/listing-drafts/${thrown.token}`)).statusCode).toBe(204);
    expect((await db.query('SELECT 1 FROM properties WHERE id = $1', [thrown.listing.id])).rows).toEqual([]);
    expect(
      (
        await as(app, null)('POST', '/listing-drafts/', {
          title: 'x'.repeat(6000),
          purpose: 'rent',
          property_type: 'apartment',
        })
      ).statusCode,
    ).toBe(422);
  });
});
