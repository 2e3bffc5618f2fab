// The matcher against the search itself: random saved searches (every kind of filter, words,
// places, points and radii) and random listings going live; each search's matches must be exactly
// the listings its own results page finds. Then the rules of a match: once per search and
// listing, nothing for a listing that is not live, and a fall in price brings a listing into the
// searches whose band it was above, not into those that had it already.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@aangan/contracts';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { insertListing } from '../../../shared/testing/listings.ts';
import { matchWaitingListings } from './matcher.ts';

let t: TestApp;

/** A small seeded generator (mulberry32), so a failure is the same failure when run again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, pick, int, chance: (p: number) => next() < p };
}
const rnd = random(35);

const PLACES = [
  { name: 'Sector 54', lat: 28.43, lng: 77.11 },
  { name: 'DLF Phase 2', lat: 28.49, lng: 77.09 },
  { name: 'Sohna Road', lat: 28.42, lng: 77.04 },
  { name: 'Sushant Lok 1', lat: 28.46, lng: 77.07 },
];
const PURPOSE_PRICE = {
  rent: 'monthly_rent',
  buy: 'base_price',
  pg: 'monthly_rent',
  short_stay: 'daily_rate',
} as const;
const PURPOSES = Object.keys(PURPOSE_PRICE) as (keyof typeof PURPOSE_PRICE)[];
const TYPES = ['apartment', 'builder_floor', 'house', 'room'] as const;
const AMENITIES = ['Gym', 'Parking', 'Swimming Pool', 'Power Backup'];
const PRICES: Record<(typeof PURPOSES)[number], [number, number]> = {
  rent: [15000, 90000],
  buy: [4_000_000, 40_000_000],
  pg: [6000, 20000],
  short_stay: [1500, 9000],
};

function randomListing(): Record<string, unknown> {
  const purpose = rnd.pick(PURPOSES);
  const place = rnd.pick(PLACES);
  const beds = rnd.chance(0.1) ? null : rnd.int(1, 5);
  const [lo, hi] = PRICES[purpose];
  return {
    title: `${beds ?? 'Studio'} BHK ${rnd.chance(0.3) ? 'furnished ' : ''}home in ${place.name}`,
    description: rnd.chance(0.3) ? 'Close to the metro, with a modular kitchen.' : 'A quiet street.',
    purpose,
    property_type: rnd.pick(TYPES),
    monthly_rent: null,
    [PURPOSE_PRICE[purpose]]: Math.round(rnd.int(lo, hi) / 500) * 500,
    price_type: purpose === 'buy' ? 'sale' : 'rent',
    bedrooms: beds,
    bathrooms: beds === null ? null : Math.max(1, beds - rnd.int(0, 1)),
    area_sqft: rnd.int(400, 3000),
    locality: place.name,
    city: rnd.chance(0.5) ? 'Gurugram' : 'Gurgaon',
    latitude: place.lat + (rnd.next() - 0.5) * 0.04,
    longitude: place.lng + (rnd.next() - 0.5) * 0.04,
    amenities: AMENITIES.filter(() => rnd.chance(0.5)),
    pets_allowed: purpose === 'rent' ? rnd.chance(0.4) : null,
    preferred_tenants: purpose === 'rent' ? [rnd.pick(['any', 'family', 'bachelors', 'company'])] : null,
    parking_spaces: rnd.int(0, 2),
  };
}

/** 1 to 4 filters, of every kind a person can set, with values near the listings'. */
function randomQuery(): string {
  const f = new URLSearchParams();
  const purpose = rnd.pick(PURPOSES);
  const filters: (() => void)[] = [
    () => f.set('purpose', purpose),
    () => f.append('property_type', rnd.pick(TYPES)),
    () => {
      const [lo, hi] = PRICES[purpose];
      f.set('purpose', purpose);
      if (rnd.chance(0.6)) f.set('price_max', String(rnd.int(lo, hi)));
      else f.set('price_min', String(rnd.int(lo, hi)));
    },
    () => f.set('bedrooms_min', String(rnd.int(1, 4))),
    () => f.set('bedrooms_max', String(rnd.int(1, 3))),
    () => {
      const p = rnd.pick(PLACES);
      f.set('lat', p.lat.toFixed(4));
      f.set('lng', p.lng.toFixed(4));
      f.set('radius', String(rnd.pick([0.5, 1, 2, 5])));
    },
    () =>
      f.set(
        'q',
        rnd.pick(['3 bhk', 'sector 54', 'dlf phase 2', 'furnished', 'sektor 54', 'metro', '2 bhk sohna road']),
      ),
    () => f.set('q', rnd.pick(['modular kitchen', 'furnished home', 'quiet street'])),
    () => {
      f.set('check_in', '2027-01-10');
      f.set('check_out', `2027-01-1${rnd.int(1, 5)}`);
    },
    () => f.set('locality', rnd.pick(['sector', 'dlf', 'Sushant Lok 1'])),
    () => f.set('amenities', rnd.pick(AMENITIES)),
    () => f.set('bathrooms_min', String(rnd.int(1, 3))),
    () => f.set('area_max', String(rnd.int(600, 2500))),
    () => f.set('city', rnd.pick(['gurgaon', 'Gurugram'])),
    () => f.set('pets_allowed', 'true'),
    () => f.set('preferred_tenants', rnd.pick(['family', 'bachelors'])),
    () => f.set('parking_spaces_min', '1'),
  ];
  const n = rnd.int(1, 4);
  for (let i = 0; i < n; i++) rnd.pick(filters)();
  return f.toString();
}

/** What the results page finds for a saved search now. */
async function found(query: string): Promise<number[]> {
  const r = await t.app.inject(`/api/v1/properties?${query}&limit=${MAX_PAGE_SIZE}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().properties as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
}

async function matchesOf(savedSearchId: number): Promise<number[]> {
  const r = await t.db.query<{ property_id: number }>(
    'SELECT property_id FROM saved_search_matches WHERE saved_search_id = $1 ORDER BY property_id',
    [savedSearchId],
  );
  return r.rows.map((x) => x.property_id);
}

/** Takes every listing live again (in its own transactions, as a person's changes are). */
async function relist(ids: number[]) {
  await t.db.query(`UPDATE properties SET status = 'pending_review' WHERE id = ANY($1)`, [ids]);
  await t.db.query(`UPDATE properties SET status = 'active' WHERE id = ANY($1)`, [ids]);
}

beforeAll(async () => {
  t = await testApp('matcher', { config: { RATE_LIMIT_SEARCH: { max: 1_000_000, windowMs: 60_000 } } });
  const values = PLACES.map((p, i) => `('m-${i}', '${p.name}', 'locality', ${p.lat}, ${p.lng})`).join(', ');
  await t.db.query(`INSERT INTO localities (slug, name, kind, latitude, longitude) VALUES ${values}`);
});
afterAll(() => t?.close());

describe('matching a listing that goes live', () => {
  it('matches each saved search with exactly the listings its own search finds', { timeout: 120_000 }, async () => {
    const listings: number[] = [];
    for (let i = 0; i < 36; i++) listings.push(await insertListing(t.db, randomListing()));
    await t.db.query('DELETE FROM listings_to_match');
    // Saved while the listings are live, so their words are read against what the search sees.
    const saved: { id: number; query: string }[] = [];
    let person: Person | null = null;
    for (let i = 0; saved.length < 120 && i < 400; i++) {
      if (saved.length % 20 === 0) person = await signUp(t.app);
      const r = await as(t.app, person)('POST', '/saved-searches', { name: `Search ${i}`, query: randomQuery() });
      if (r.statusCode === 201) saved.push(r.json());
      // Drawn twice, or with a minimum above its maximum: refused as the search refuses it.
      else
        expect(['SAVED_SEARCH_EXISTS', 'MIN_ABOVE_MAX'], r.body).toContain(r.json().detail?.[0]?.code ?? r.json().code);
    }
    expect(saved.length).toBe(120);
    // Both ways of deciding are tried: searches the columns decide alone, and those with words or dates.
    const exact = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE exact');
    expect(exact.rows[0]!.n).toBeGreaterThan(50);
    expect(exact.rows[0]!.n).toBeLessThan(110);
    await relist(listings);
    const ran = await matchWaitingListings(t.db);
    expect(ran.listings).toBe(listings.length);

    let withMatches = 0;
    for (const s of saved) {
      const expected = await found(s.query);
      expect(await matchesOf(s.id), s.query).toEqual(expected);
      if (expected.length) withMatches++;
    }
    // The searches are varied: many find something, and many do not find everything.
    expect(withMatches).toBeGreaterThan(30);
    expect(ran.matches).toBeLessThan(saved.length * listings.length * 0.5);
  });
});

describe('what counts as new', () => {
  let person: Person;
  const save = async (name: string, query: string) => {
    const r = await as(t.app, person)('POST', '/saved-searches', { name, query });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as number;
  };
  beforeAll(async () => {
    person = await signUp(t.app);
  });

  it('matches a listing once per search, and only while it is live', async () => {
    const under = await save('Houses under 20k', 'purpose=rent&property_type=house&price_max=20000');
    const live = await insertListing(t.db, { purpose: 'rent', property_type: 'house', monthly_rent: 18000 });
    const waiting = await insertListing(t.db, {
      purpose: 'rent',
      property_type: 'house',
      monthly_rent: 17000,
      status: 'pending_review',
    });
    await matchWaitingListings(t.db);
    expect(await matchesOf(under)).toEqual([live]);
    // Taken down and approved again: still one match, never a second alert for it.
    await relist([live]);
    expect((await matchWaitingListings(t.db)).matches).toBe(0);
    // Approved: now it matches.
    await t.db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [waiting]);
    await matchWaitingListings(t.db);
    expect(await matchesOf(under)).toEqual([live, waiting].sort((a, b) => a - b));
    // Went live and straight back offline before the matcher ran: nothing.
    const gone = await insertListing(t.db, { purpose: 'rent', property_type: 'house', monthly_rent: 16000 });
    await t.db.query(`UPDATE properties SET status = 'paused' WHERE id = $1`, [gone]);
    await matchWaitingListings(t.db);
    expect(await matchesOf(under)).not.toContain(gone);
  });

  it('brings a listing whose price falls into the searches whose band it was above, and no other', async () => {
    const listing = await insertListing(t.db, {
      purpose: 'rent',
      property_type: 'house',
      monthly_rent: 52000,
      bedrooms: 4,
    });
    await matchWaitingListings(t.db);
    // Saved after the listing went live and was matched: not new to it.
    const any4 = await save('Any 4 BHK', 'purpose=rent&bedrooms_min=4');
    const under50 = await save('4 BHK under 50k', 'purpose=rent&bedrooms_min=4&price_max=50000');
    const under45 = await save('4 BHK under 45k', 'purpose=rent&bedrooms_min=4&price_max=45000');
    await t.db.query('UPDATE properties SET monthly_rent = 49000 WHERE id = $1', [listing]);
    await matchWaitingListings(t.db);
    expect(await matchesOf(under50)).toEqual([listing]);
    expect(await matchesOf(under45)).toEqual([]);
    expect(await matchesOf(any4)).toEqual([]);
    // A rise matches nothing; a second fall reaches the lower band.
    await t.db.query('UPDATE properties SET monthly_rent = 60000 WHERE id = $1', [listing]);
    await t.db.query('UPDATE properties SET monthly_rent = 44000 WHERE id = $1', [listing]);
    await matchWaitingListings(t.db);
    expect(await matchesOf(under45)).toEqual([listing]);
    expect(await matchesOf(any4)).toEqual([]);
  });
});
