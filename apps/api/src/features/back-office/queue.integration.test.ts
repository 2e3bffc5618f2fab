import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem } from '@aangan/contracts';
import { testApp, type TestApp } from '../../test-app.ts';
import { as, signUp, signUpAs, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import type { ListingDecision, ListingNotice, RejectionNote } from '../listings/hooks.ts';
import type { Row } from '@aangan/db';

let t: TestApp;
let db: TestApp['db'];
let app: TestApp['app'];
let admin: Person, sunil: Person, ravi: Person;
const decisions: [number, ListingDecision, string | null][] = [];
const notes: [number, RejectionNote][] = [];

beforeAll(async () => {
  t = await testApp('queue', {
    config: { LISTING_RECONFIRM_DAYS_RENT: 20 },
    listingHooks: {
      onListingDecision: (l: ListingNotice, d) => {
        decisions.push([l.id, d, l.reason]);
        if (l.rejection) notes.push([l.id, l.rejection]);
      },
    },
  });
  ({ db, app } = t);
  admin = await signUpAs(app, 'admin', { full_name: 'Aarti Admin' });
  sunil = await signUp(app, { full_name: 'Sunil Khatana', email: 'sunil@example.in' });
  ravi = await signUp(app, { full_name: 'Ravi Yadav' });
});
afterAll(() => t?.close());

const flat = {
  title: '2 BHK flat for rent in Sector 56',
  description: 'Sunny corner flat near the metro.',
  purpose: 'rent',
  property_type: 'apartment',
  monthly_rent: 32000,
  bedrooms: 2,
  bhk: 2,
  bathrooms: 2,
  area_sqft: 1150,
  locality: 'Sector 56',
  latitude: 28.4211,
  longitude: 77.1026,
};
async function create(who: Person, fields: Record<string, unknown> = {}, submit = true): Promise<number> {
  const res = await as(app, who)('POST', '/properties/', { ...flat, ...fields, submit });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const mine = async (who: Person, id: number) =>
  (await as(app, who)('GET', '/properties/me/')).json().items.find((l: { id: number }) => l.id === id);
const actions = async (id: number) =>
  (
    await db.query<Pick<Row<'audit_log'>, 'action' | 'actor_id'>>(
      `SELECT action, actor_id FROM audit_log WHERE entity = 'property' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).rows;

describe('the review queue', () => {
  it('lists listings waiting for review, oldest first, with photos, place, owner, history and findings', async () => {
    const older = await create(sunil, { title: 'Waiting the longest for review', latitude: 28.445, longitude: 77.065 });
    await db.query(`UPDATE properties SET submitted_at = now() - interval '2 days' WHERE id = $1`, [older]);
    await db.query(
      `INSERT INTO property_images (property_id, position, is_main, url, phash) VALUES ($1, 0, true, '/media/u/x-960.webp', 'a1b2c3d4e5f60718')`,
      [older],
    );
    expect((await as(app, admin)('POST', `/admin/properties/${older}/findings/refresh`)).json().items).toEqual([]); // it has a photo now
    // Rejected once, corrected and sent again: the history says so.
    const newer = await create(ravi, { title: 'Sent back after a rejection', latitude: 28.45, longitude: 77.05 });
    await as(app, admin)('POST', `/properties/${newer}/reject/`, { reason: 'Please add the floor number.' });
    await as(app, ravi)('PUT', `/properties/${newer}/`, { floor_number: 4 });
    await as(app, ravi)('POST', `/properties/${newer}/status/`, { action: 'submit' });
    await create(sunil, { title: 'A draft is not waiting for anyone' }, false);
    await insertListing(db, { owner_id: sunil.id, title: 'Already live and public' });

    const res = await as(app, admin)('GET', '/admin/queue?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: QueueItem[]; total: number };
    expect(body.items.map((i) => i.listing.id)).toEqual([older, newer]);
    expect(body.total).toBe(2);
    const [first, second] = body.items;
    expect(first).toMatchObject({
      lat: 28.445,
      lng: 77.065,
      listing: {
        id: older,
        title: 'Waiting the longest for review',
        status: 'pending_review',
        owner_id: sunil.id,
        owner_contact: `+91${sunil.phone}`,
        open_findings: 0,
      },
      photos: [{ url: '/media/u/x-960.webp', phash: 'a1b2c3d4e5f60718', position: 0 }],
      owner: {
        id: sunil.id,
        full_name: 'Sunil Khatana',
        phone: `+91${sunil.phone}`,
        email: 'sunil@example.in',
        role: 'owner',
        listings: { total: 3, active: 1, pending_review: 1, rejected: 0, taken_down: 0 },
      },
      history: [
        { action: 'property.findings_refresh', actor_id: admin.id, actor_name: 'Aarti Admin', after: { open: [] } },
      ],
      findings: [],
    });
    expect(second!.findings.map((f) => f.kind)).toEqual(['no_photos']);
    expect(second!.listing.open_findings).toBe(1);
    expect(second!.history).toMatchObject([
      {
        action: 'property.reject',
        actor_id: admin.id,
        actor_name: 'Aarti Admin',
        after: { status: 'rejected', reason: 'Please add the floor number.' },
      },
    ]);
    expect((await as(app, admin)('GET', '/admin/queue?page=2&limit=1')).json()).toMatchObject({
      page: 2,
      limit: 1,
      total: 2,
      total_pages: 2,
      items: [{ listing: { id: newer } }],
    });
  });

  it('verifies or rejects many at once, reporting each listing, and shows verified_at publicly', async () => {
    const a = await create(sunil);
    const b = await create(ravi);
    const live = await insertListing(db, { owner_id: sunil.id });
    const bulk = (body: unknown) => as(app, admin)('POST', '/admin/properties/bulk', body);
    const noReason = await bulk({ ids: [a], action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0]).toMatchObject({
      loc: ['body', 'reason'],
      code: 'REASON_REQUIRED',
      params: { min: 5 },
      msg: 'Give the owner a reason of at least 5 characters',
    });
    expect(
      (await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'verify' })).json().detail[0].msg,
    ).toBe('Choose at most 100');

    const res = await bulk({ ids: [a, live, 999999, b], action: 'verify' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: a, ok: true, status: 'active' },
        {
          id: live,
          ok: false,
          code: 'LISTING_NOT_PENDING',
          error: 'Only a listing waiting for review can be verified',
        },
        { id: 999999, ok: false, code: 'PROPERTY_NOT_FOUND', error: 'Property not found' },
        { id: b, ok: true, status: 'active' },
      ],
      succeeded: 2,
      failed: 2,
    });
    expect(await actions(a)).toEqual([{ action: 'property.verify', actor_id: admin.id }]);
    expect(decisions).toEqual(
      expect.arrayContaining([
        [a, 'verified', null],
        [b, 'verified', null],
      ]),
    );
    const page = (await as(app, null)('GET', `/properties/${a}`)).json();
    expect(page.is_verified).toBe(true);
    expect(Math.abs(Date.parse(page.verified_at) - Date.now())).toBeLessThan(60_000);

    const c = await create(ravi);
    const rejected = await bulk({ ids: [c, a], action: 'reject', reason: 'The photos show another building.' });
    expect(rejected.json().results).toEqual([
      { id: c, ok: true, status: 'rejected' },
      { id: a, ok: false, code: 'LISTING_NOT_PENDING', error: 'Only a listing waiting for review can be rejected' },
    ]);
    expect(await mine(ravi, c)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photos show another building.',
    });

    // A common reason by its code, alone or before the reviewer's own words: the listing keeps the
    // code (the owner's pages and e-mail word it in their language) and the words as written.
    const [d, e] = [await create(ravi), await create(ravi)];
    expect((await bulk({ ids: [d], action: 'reject', reason_code: 'DUPLICATE' })).json().succeeded).toBe(1);
    const one = await as(app, admin)('POST', `/properties/${e}/reject/`, {
      reason_code: 'PHOTOS_MISMATCH',
      reason: 'Add the kitchen.',
    });
    expect(one.json()).toMatchObject({
      status: 'rejected',
      rejection_code: 'PHOTOS_MISMATCH',
      rejection_reason: 'Add the kitchen.',
    });
    expect(await mine(ravi, d)).toMatchObject({ rejection_code: 'DUPLICATE', rejection_reason: null });
    expect(await mine(ravi, c)).toMatchObject({ rejection_code: null });
    expect(notes.slice(-2)).toEqual([
      [d, { code: 'DUPLICATE', own: null }],
      [e, { code: 'PHOTOS_MISMATCH', own: 'Add the kitchen.' }],
    ]);
    const forged = await as(app, admin)('POST', `/properties/${e}/reject/`, { reason_code: 'LOOKS_BAD' });
    expect(forged.json().detail[0]).toMatchObject({ loc: ['body', 'reason_code'], code: 'NOT_ONE_OF' });
  });
});

describe('every listing, for admins', () => {
  it('filters by status, title, owner, locality and open findings, newest first, with a total', async () => {
    const owner = await signUp(app, { full_name: 'Meera Filter' });
    const draft = await create(owner, { title: 'Penthouse draft in Golf Course Road', locality: 'DLF Phase 5' }, false);
    const waiting = await create(owner, {
      title: 'Penthouse waiting in Sector 54',
      locality: 'Sector 54',
      latitude: 28.433,
      longitude: 77.1,
    });
    const expired = await insertListing(db, {
      owner_id: owner.id,
      title: 'Studio that expired last month',
      status: 'expired',
      locality: 'sector 54',
    });
    const get = async (qs: string) => {
      const res = await as(app, admin)('GET', `/properties/all/?owner_id=${owner.id}&${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number; open_findings: number }[]; total: number };
    };
    expect((await get('')).items.map((l) => l.id)).toEqual([expired, waiting, draft]);
    expect((await get('status=draft&status=expired')).items.map((l) => l.id)).toEqual([expired, draft]);
    expect((await get('status=pending_review,draft')).total).toBe(2);
    expect((await get('q=penthouse')).items.map((l) => l.id)).toEqual([waiting, draft]);
    expect((await get('q=100%25')).total).toBe(0); // % is a character, not a wildcard
    expect((await get('locality=Sector%2054')).items.map((l) => l.id)).toEqual([expired, waiting]);
    expect((await get('has_findings=true')).items).toMatchObject([{ id: waiting, open_findings: 1 }]); // no photos
    expect((await get('has_findings=false&limit=1&page=2')).items.map((l) => l.id)).toEqual([draft]);
    const bad = await as(app, admin)('GET', '/properties/all/?status=archived');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toMatch(/^Must be one of: draft, pending_review/);
  });

  it('expires, reactivates and takes down listings, audit-logged, with the reason shown to the owner', async () => {
    const id = await create(sunil);
    await as(app, admin)('PUT', `/properties/${id}/verify/`);
    const expired = await as(app, admin)('POST', `/admin/properties/${id}/expire`);
    expect(expired.json()).toMatchObject({ id, status: 'expired', owner_id: sunil.id, duplicate_of: null });
    expect((await as(app, null)('GET', `/properties/${id}`)).statusCode).toBe(404);
    expect((await as(app, admin)('POST', `/admin/properties/${id}/expire`)).json()).toEqual({
      code: 'LISTING_STATE',
      detail: 'This listing is expired; it cannot be expired now',
      params: { status: 'expired', action: 'expire' },
    });
    await db.query(`UPDATE properties SET expires_at = now() - interval '3 days' WHERE id = $1`, [id]);
    const back = await as(app, admin)('POST', `/admin/properties/${id}/reactivate`);
    expect(back.json().status).toBe('active');
    expect(Math.round((Date.parse(back.json().expires_at) - Date.now()) / 86_400_000)).toBe(20); // the configured rent period
    expect((await as(app, admin)('POST', `/admin/properties/${id}/reactivate`)).json().detail).toBe(
      'This listing is live; it cannot be reactivated now',
    );
    const never = await insertListing(db, { status: 'expired', verified_at: null });
    expect((await as(app, admin)('POST', `/admin/properties/${never}/reactivate`)).json().detail).toBe(
      'This listing was never verified; it must be reviewed instead',
    );

    const short = await as(app, admin)('POST', `/admin/properties/${id}/take-down`, { reason: 'Fake', policy: '' });
    expect(short.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'Give the owner a reason of at least 10 characters',
      'Say which policy applies',
    ]);
    expect(short.json().detail.map((d: { code: string }) => d.code)).toEqual(['REASON_REQUIRED', 'POLICY_REQUIRED']);
    const down = await as(app, admin)('POST', `/admin/properties/${id}/take-down`, {
      reason: 'The flat is not available; reported by three visitors.',
      policy: 'content-takedown-policy#misleading-listings',
    });
    expect(down.json()).toMatchObject({ status: 'taken_down' });
    const reason =
      'The flat is not available; reported by three visitors. (Policy: content-takedown-policy#misleading-listings)';
    expect(await mine(sunil, id)).toMatchObject({ status: 'taken_down', rejection_reason: reason });
    expect(
      (await as(app, null)('GET', '/properties/?limit=100')).json().items.map((p: { id: number }) => p.id),
    ).not.toContain(id);
    expect((await as(app, sunil)('POST', `/properties/${id}/status/`, { action: 'reconfirm' })).statusCode).toBe(409);
    expect(await actions(id)).toEqual([
      { action: 'property.verify', actor_id: admin.id },
      { action: 'property.expire', actor_id: admin.id },
      { action: 'property.reactivate', actor_id: admin.id },
      { action: 'property.take_down', actor_id: admin.id },
    ]);
    const logged = await db.query(
      `SELECT after FROM audit_log WHERE action = 'property.take_down' AND entity_id = $1`,
      [String(id)],
    );
    expect(logged.rows[0]!.after).toMatchObject({
      status: 'taken_down',
      policy: 'content-takedown-policy#misleading-listings',
      reason,
    });
    expect(decisions.filter(([l]) => l === id).map(([, d]) => d)).toEqual([
      'verified',
      'expired',
      'reactivated',
      'taken_down',
    ]);
    expect((await as(app, admin)('POST', '/admin/properties/999999/expire')).statusCode).toBe(404);
  });
});
