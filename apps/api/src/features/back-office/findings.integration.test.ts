import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderListingPhoto } from '@aangan/demo/media/generate';
import type { Finding } from '@aangan/contracts';
import { testApp, type TestApp } from '../../test-app.ts';
import { as, signUp, signUpAs, type Person } from '../../shared/testing/accounts.ts';
import { insertListing, uploadPhotos } from '../../shared/testing/listings.ts';
import { createModerationRepository } from './repository.ts';
import { DUPLICATE_PHOTO_MAX_DISTANCE } from './rules.ts';
import type { Row } from '@aangan/db';

let t: TestApp;
let db: TestApp['db'];
let app: TestApp['app'];
let admin: Person, sunil: Person, ravi: Person;

beforeAll(async () => {
  t = await testApp('moderation');
  ({ db, app } = t);
  admin = await signUpAs(app, 'admin', { full_name: 'Aarti Admin' });
  sunil = await signUp(app, { full_name: 'Sunil Khatana' });
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
  floor_number: 5,
  total_floors: 14,
  locality: 'Sector 56',
  latitude: 28.4211,
  longitude: 77.1026,
};
let spot = 0;
/** Somewhere else in Gurugram's west each time (about 1 km apart), so places do not collide by accident. */
const elsewhere = () => {
  spot += 1;
  return { latitude: 28.36 + (spot % 20) * 0.009, longitude: 76.95 + Math.floor(spot / 20) * 0.01 };
};

async function create(who: Person, fields: Record<string, unknown>, submit = false): Promise<number> {
  const res = await as(app, who)('POST', '/properties/', { ...flat, ...fields, submit });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const submit = async (who: Person, id: number) =>
  expect((await as(app, who)('POST', `/properties/${id}/status/`, { action: 'submit' })).json().status).toBe(
    'pending_review',
  );
const verify = async (id: number) =>
  expect((await as(app, admin)('PUT', `/properties/${id}/verify/`)).json().status).toBe('active');
async function findings(id: number, status = 'open'): Promise<Finding[]> {
  const res = await as(app, admin)('GET', `/admin/findings?property_id=${id}&status=${status}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const kinds = async (id: number) => (await findings(id)).map((f) => f.kind).sort();
const publicIds = async () =>
  ((await as(app, null)('GET', '/properties/?limit=100')).json().items as { id: number }[]).map((p) => p.id);

/** A photograph-like picture: a rendered room with camera grain, as a phone would save it. */
async function photo(seed: number, kind: 'living' | 'bedroom' | 'kitchen' = 'living'): Promise<Buffer> {
  const room = await renderListingPhoto(seed, kind, 1000, 'jpeg');
  const grain = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(room)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('who may use the moderation calls', () => {
  it('refuses visitors (401) and every role but admin (403), before looking at the request', async () => {
    const user = await signUp(app);
    const owner = await signUp(app);
    const agent = await signUp(app);
    await db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [owner.id]);
    await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [agent.id]);
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/findings'],
      ['GET', '/admin/findings?limit=many'],
      ['POST', '/admin/findings/1/dismiss', {}],
      ['POST', '/admin/properties/1/merge', { into: 2 }],
      ['POST', '/admin/properties/1/merge', { into: 'x' }],
      ['POST', '/admin/properties/1/findings/refresh'],
      ['GET', '/admin/queue'],
      ['GET', '/admin/queue?page=0'],
      ['POST', '/admin/properties/bulk', { ids: [1], action: 'verify' }],
      ['POST', '/admin/properties/bulk', { ids: 'all' }],
      ['GET', '/properties/all/'],
      ['GET', '/properties/all/?status=nonsense'],
      ['POST', '/admin/properties/1/expire'],
      ['POST', '/admin/properties/1/reactivate'],
      ['POST', '/admin/properties/1/take-down', { reason: 'short', policy: '' }],
      ['PUT', '/properties/1/verify/'],
      ['POST', '/properties/1/reject/', { reason: '' }],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await as(app, null)(method as 'GET', url, body);
      expect([visitor.statusCode, visitor.json().detail], `${method} ${url}`).toEqual([401, 'Authentication required']);
      for (const who of [user, owner, agent]) {
        const res = await as(app, who)(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().detail).toMatch(/^Only an administrator can/);
      }
    }
  });
});

describe('automatic findings', () => {
  it('finds a photo re-uploaded resized and re-compressed on another listing, and nothing for a different photo', async () => {
    const original = await photo(11);
    const a = await create(sunil, { ...elsewhere(), title: 'Flat with the original photo' });
    expect((await uploadPhotos(app, sunil, a, [{ name: 'living.jpg', bytes: original }])).statusCode).toBe(201);
    await submit(sunil, a);
    expect(await kinds(a)).toEqual([]);
    await verify(a);

    // Someone else saves the photo from the site (smaller, re-compressed) and lists it as theirs.
    const copy = await sharp(original).resize({ width: 640 }).jpeg({ quality: 60 }).toBuffer();
    const b = await create(ravi, { ...elsewhere(), title: 'Flat with a copied photo' });
    const up = await uploadPhotos(app, ravi, b, [
      { name: 'bedroom.jpg', bytes: await photo(12, 'bedroom') },
      { name: 'living.jpg', bytes: copy },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    expect(await kinds(b)).toEqual([]); // a draft is nobody's post yet
    await submit(ravi, b);
    const [found, ...rest] = await findings(b);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      kind: 'duplicate_photo',
      related_property_id: a,
      status: 'open',
      property_title: 'Flat with a copied photo',
    });
    expect(found!.message).toMatch(new RegExp(`^Photo 2 matches photo 1 of listing #${a} \\(distance \\d of 64\\)$`));
    const distance = (found!.detail.matches as { distance: number }[])[0]!.distance;
    expect(distance).toBeLessThanOrEqual(2); // measured: resizing and re-compressing moves 0-2 bits

    // Photos added to a listing already waiting for review are checked at once.
    const c = await create(ravi, { ...elsewhere(), title: 'Flat sent without photos' }, true);
    expect(await kinds(c)).toEqual(['no_photos']);
    expect((await findings(c))[0]!.message).toBe('Submitted without photos');
    expect((await uploadPhotos(app, ravi, c, [{ name: 'same.jpg', bytes: copy }])).statusCode).toBe(201);
    // It repeats the original and the copy waiting for review alike.
    const now = await findings(c);
    expect(now.map((f) => [f.kind, f.related_property_id]).sort()).toEqual([
      ['duplicate_photo', a],
      ['duplicate_photo', b],
    ]);
  });

  it('finds every photo within the threshold whichever bits differ (the band lookup misses none)', async () => {
    const x = await insertListing(db, { status: 'pending_review', ...elsewhere() });
    const y = await insertListing(db, { ...elsewhere() });
    const base = 0x9f3a5c7e1b2d4f60n;
    const hex = (v: bigint) => v.toString(16).padStart(16, '0');
    await db.query(`INSERT INTO property_images (property_id, position, url, phash) VALUES ($1, 0, '/x.webp', $2)`, [
      x,
      hex(base),
    ]);
    const expected: number[] = [];
    for (let i = 0; i < 60; i++) {
      const flips = 1 + (i % 9); // 1..9 bits: up to six must be found, more not
      // Distinct bit positions spread over the whole hash (13 is prime to 64), different for each i.
      const bits = Array.from({ length: flips }, (_, j) => (i * 7 + j * 13) % 64);
      const v = [...bits].reduce((h, b) => h ^ (1n << BigInt(b)), base);
      await db.query(`INSERT INTO property_images (property_id, position, url, phash) VALUES ($1, $2, '/y.webp', $3)`, [
        y,
        i,
        hex(v),
      ]);
      if (flips <= DUPLICATE_PHOTO_MAX_DISTANCE) expected.push(i + 1);
    }
    // The worst cases for the lookup (4 bands of 16 bits): 6 bits off spread 2-2-2-0 or 2-2-1-1
    // over the bands, in every order.
    const spreads = [
      [2, 2, 2, 0],
      [0, 2, 2, 2],
      [2, 0, 2, 2],
      [2, 2, 0, 2],
      [2, 2, 1, 1],
      [1, 1, 2, 2],
      [1, 2, 1, 2],
      [2, 1, 2, 1],
    ];
    for (const [n, spread] of spreads.entries()) {
      const bits = spread.flatMap((count, band) => [3, 11].slice(0, count).map((b) => band * 16 + b));
      const v = bits.reduce((h, b) => h ^ (1n << BigInt(63 - b)), base);
      await db.query(`INSERT INTO property_images (property_id, position, url, phash) VALUES ($1, $2, '/y.webp', $3)`, [
        y,
        60 + n,
        hex(v),
      ]);
      expected.push(61 + n);
    }
    const found = await createModerationRepository(db).photoMatches(x, DUPLICATE_PHOTO_MAX_DISTANCE);
    expect(found.map((m) => m.other_photo).sort((p, q) => p - q)).toEqual(expected);
    expect(found.every((m) => m.other === y && m.distance <= DUPLICATE_PHOTO_MAX_DISTANCE)).toBe(true);
  });

  it('finds the same home listed again nearby, but not another flat of the same tower', async () => {
    const tower = { latitude: 28.44, longitude: 77.07, locality: 'Sector 43' };
    const first = await insertListing(db, {
      ...tower,
      owner_id: sunil.id,
      title: 'The first listing of the flat',
      bedrooms: 2,
      area_sqft: 1150,
      monthly_rent: 32000,
      floor_number: 5,
    });
    // About 10 m away, a little bigger and dearer: the same flat.
    const again = await create(
      ravi,
      { ...tower, latitude: 28.44009, area_sqft: 1180, monthly_rent: 33000, title: 'The same flat listed again' },
      true,
    );
    const [dup] = (await findings(again)).filter((f) => f.kind === 'duplicate_place');
    expect(dup).toMatchObject({ related_property_id: first });
    expect(dup!.message).toMatch(
      new RegExp(
        `^Listing #${first} \\(active, another owner\\) is (9|10|11) m away with the same purpose, type and bedrooms: 1180 sqft vs 1150 sqft, ₹33,000 vs ₹32,000, floor 5$`,
      ),
    );

    for (const other of [
      { floor_number: 9 },
      { bedrooms: 3, bhk: 3 },
      { area_sqft: 1400 },
      { monthly_rent: 45000 },
      { purpose: 'buy', base_price: 9500000, monthly_rent: null },
    ]) {
      const id = await create(ravi, { ...tower, ...other, title: 'Another flat in the same tower' }, true);
      expect(await kinds(id), JSON.stringify(other)).not.toContain('duplicate_place');
    }
  });

  it('flags a price far from the locality median, a place outside Gurugram and a phone shared by many accounts', async () => {
    for (const [rent, area] of [
      [30000, 1000],
      [28000, 1000],
      [36000, 1200],
      [25000, 1000],
      [40000, 1250],
    ] as const) {
      await insertListing(db, { locality: 'Sector 99', monthly_rent: rent, area_sqft: area, ...elsewhere() });
    }
    const cheap = await create(
      sunil,
      {
        ...elsewhere(),
        locality: 'Sector 99',
        monthly_rent: 4000,
        area_sqft: 1000,
        title: 'Too cheap to be true here',
      },
      true,
    );
    const [outlier] = (await findings(cheap)).filter((f) => f.kind === 'price_outlier');
    expect(outlier!.message).toBe(
      'Price per sqft ₹4.00 is below a third of the median ₹30.00 of 5 live rent listings in Sector 99',
    );
    expect(outlier!.detail).toMatchObject({ median: 30, comparables: 5 });
    const fair = await create(
      sunil,
      {
        ...elsewhere(),
        locality: 'Sector 99',
        monthly_rent: 31000,
        area_sqft: 1000,
        title: 'A fair rent in this sector',
      },
      true,
    );
    expect(await kinds(fair)).not.toContain('price_outlier');
    // Four comparables are too few to judge.
    for (const rent of [30000, 31000, 29000, 32000])
      await insertListing(db, { locality: 'Sector 98', monthly_rent: rent, area_sqft: 1000, ...elsewhere() });
    expect(
      await kinds(
        await create(sunil, { ...elsewhere(), locality: 'Sector 98', monthly_rent: 3000, area_sqft: 1000 }, true),
      ),
    ).not.toContain('price_outlier');

    const delhi = await create(
      sunil,
      { latitude: 28.6315, longitude: 77.2167, locality: 'Connaught Place', title: 'A flat that is in Delhi' },
      true,
    );
    const [outside] = (await findings(delhi)).filter((f) => f.kind === 'outside_gurugram');
    expect(outside!.message).toBe('Location 28.6315, 77.2167 is outside Gurugram (lat 28.3-28.56, lng 76.85-77.16)');

    // A shared office number that each account proved with a code (so each may give it).
    const phone = '+919876500001';
    await db.query('INSERT INTO user_phones (user_id, phone) VALUES ($1, $2)', [sunil.id, phone]);
    const others = await Promise.all([1, 2, 3, 4].map(() => signUp(app)));
    for (const o of others) await insertListing(db, { owner_id: o.id, owner_contact: phone, ...elsewhere() });
    const fifth = await create(
      sunil,
      { ...elsewhere(), owner_contact: phone, title: 'Five accounts share this number' },
      true,
    );
    expect(await kinds(fifth)).not.toContain('shared_phone');
    const sixth = await signUp(app);
    await insertListing(db, { owner_id: sixth.id, owner_contact: '+91 98765-00001', ...elsewhere() });
    const again = await create(
      sunil,
      { ...elsewhere(), owner_contact: phone, title: 'Six accounts share this number' },
      true,
    );
    const [shared] = (await findings(again)).filter((f) => f.kind === 'shared_phone');
    expect(shared!.message).toBe(
      'Contact number ending 0001 is on 5 other live listings; with this one, 6 different accounts use it',
    );
  });
});

describe('acting on findings', () => {
  it('dismisses a finding for good (same facts), and merges a duplicate out of search and its page', async () => {
    const place = { latitude: 28.47, longitude: 77.03, locality: 'Sector 23' };
    const kept = await insertListing(db, {
      ...place,
      owner_id: sunil.id,
      title: 'The listing we keep',
      bedrooms: 2,
      area_sqft: 1150,
      monthly_rent: 32000,
      floor_number: 5,
    });
    const dup = await create(ravi, { ...place, title: 'The listing we merge away' }, true);
    const [noPhotos] = (await findings(dup)).filter((f) => f.kind === 'no_photos');

    const dismissed = await as(app, admin)('POST', `/admin/findings/${noPhotos!.id}/dismiss`, {
      note: 'Owner sends photos by email',
    });
    expect(dismissed.json()).toMatchObject({
      status: 'dismissed',
      resolved_by: admin.id,
      note: 'Owner sends photos by email',
    });
    expect((await as(app, admin)('POST', `/admin/findings/${noPhotos!.id}/dismiss`, {})).json()).toEqual({
      code: 'FINDING_ALREADY',
      detail: 'This finding is already dismissed',
      params: { status: 'dismissed' },
    });
    expect((await as(app, admin)('POST', '/admin/findings/999999/dismiss')).statusCode).toBe(404);
    const refreshed = await as(app, admin)('POST', `/admin/properties/${dup}/findings/refresh`);
    expect(refreshed.json().items.map((f: Finding) => f.kind)).toEqual(['duplicate_place']);
    const logged = await db.query(
      `SELECT actor_id, after FROM audit_log WHERE action = 'finding.dismiss' AND entity_id = $1`,
      [String(noPhotos!.id)],
    );
    expect(logged.rows).toEqual([
      { actor_id: admin.id, after: { status: 'dismissed', note: 'Owner sends photos by email' } },
    ]);

    // It went live before anyone noticed; merging takes it out of search and off its page.
    await verify(dup);
    expect(await publicIds()).toEqual(expect.arrayContaining([kept, dup]));
    expect((await as(app, admin)('POST', `/admin/properties/${dup}/merge`, { into: dup })).json().detail[0].msg).toBe(
      'A listing cannot be merged into itself',
    );
    expect(
      (await as(app, admin)('POST', `/admin/properties/${dup}/merge`, { into: 999999 })).json().detail[0].msg,
    ).toBe('There is no listing #999999');
    const merged = await as(app, admin)('POST', `/admin/properties/${dup}/merge`, { into: kept });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: dup, status: 'taken_down', duplicate_of: kept, open_findings: 0 });
    expect(await publicIds()).toContain(kept);
    expect(await publicIds()).not.toContain(dup);
    expect((await as(app, null)('GET', `/properties/${dup}`)).statusCode).toBe(404);
    const mine = (await as(app, ravi)('GET', '/properties/me/')).json().items.find((l: { id: number }) => l.id === dup);
    expect(mine).toMatchObject({
      status: 'taken_down',
      rejection_reason: `This listing repeats listing #${kept} and was merged into it.`,
    });
    expect((await findings(dup, 'merged')).map((f) => [f.kind, f.related_property_id])).toEqual([
      ['duplicate_place', kept],
    ]);
    const audit = await db.query<Pick<Row<'audit_log'>, 'actor_id' | 'after'>>(
      `SELECT actor_id, after FROM audit_log WHERE action = 'property.merge' AND entity_id = $1`,
      [String(dup)],
    );
    expect(audit.rows).toMatchObject([{ actor_id: admin.id, after: { status: 'taken_down', duplicate_of: kept } }]);

    expect((await as(app, admin)('POST', `/admin/properties/${dup}/merge`, { into: kept })).json().detail).toBe(
      'This listing is taken down; it cannot be merged now',
    );
    const third = await insertListing(db, { ...elsewhere(), status: 'pending_review' });
    expect((await as(app, admin)('POST', `/admin/properties/${third}/merge`, { into: dup })).json().detail).toBe(
      `Listing #${dup} is itself merged into #${kept}; merge into that one`,
    );
  });
});
