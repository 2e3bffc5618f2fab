// Demo listings over every purpose and type, priced from the public reference bands of the
// sector they stand in (see gazetteer.ts), placed near real Gurugram places.
import {
  AMENITIES,
  FEATURES,
  generatedTitle,
  PHOTO_CAPTIONS,
  type RejectionReason,
  type TitlePurpose,
  type TitleSharing,
  type TitleType,
} from '@aangan/contracts';
import type { PhotoKind } from '../media/generate.ts';
import { nearestLandmark, places, priceBand, type Place } from './gazetteer.ts';
import { rng, type Rng } from './random.ts';

export const LISTING_COUNT = 460;

export interface DemoListing {
  ref: string;
  index: number;
  ownerIndex: number;
  projectSlug: string | null;
  status: 'active' | 'pending_review' | 'draft' | 'rejected' | 'expired';
  /** A rejected listing's common reason (worded in the owner's language) and the reviewer's words. */
  rejection: { code: RejectionReason; own: string } | null;
  createdAt: Date;
  values: Record<string, unknown>;
  photos: { seed: number; kind: PhotoKind; caption: string }[];
  tour: null | { kind: 'panorama'; scenes: number } | { kind: 'external'; url: string; provider: string };
}

const round = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);

// A sector number such as "54" or "3A" read as a number for the coarse PIN code table below.
const sectorNo = (s: string | null) => (s ? Number.parseInt(s, 10) : Number.NaN);
/** PIN codes only where the mapping is well known; null elsewhere rather than a guess. */
function pincodeFor(p: Place): string | null {
  const n = sectorNo(p.sector);
  if (/manesar/i.test(p.name)) return '122051';
  if ([24, 25, 26, 27, 28, 42, 43, 53, 54].includes(n)) return '122002';
  if ([1, 2, 3, 21, 22, 23].includes(n)) return '122017';
  if (n >= 4 && n <= 15) return '122001';
  if ([47, 48, 49, 50].includes(n)) return '122018';
  return null;
}

function localityName(p: Place): string {
  if (p.kind === 'sector') return p.name;
  if (p.kind === 'society' && p.sector) return `Sector ${p.sector}`;
  if (p.kind === 'locality') return p.name;
  return p.sector ? `Sector ${p.sector}` : p.name;
}

const PHOTO_SETS: Record<string, PhotoKind[]> = {
  apartment: ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'balcony'],
  builder_floor: ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'balcony'],
  house: ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'balcony'],
  room: ['bedroom', 'bathroom', 'kitchen', 'exterior'],
  office: ['office', 'exterior', 'office'],
  shop: ['shop', 'exterior'],
  warehouse: ['exterior', 'plot'],
  plot: ['plot', 'exterior'],
};
const CAPTIONS: Record<PhotoKind, string> = PHOTO_CAPTIONS;

function pickPlace(r: Rng, kinds: Place['kind'][]): Place {
  const pool = places.filter((p) => kinds.includes(p.kind));
  return r.pick(pool);
}

/** Jitter of up to ~350 m so listings in one society do not sit on one point. */
function jitter(r: Rng, p: Place) {
  return { lat: +(p.lat + r.float(-0.003, 0.003)).toFixed(6), lng: +(p.lng + r.float(-0.0035, 0.0035)).toFixed(6) };
}

function areaFor(r: Rng, type: string, bhk: number): number {
  const apt: Record<number, [number, number]> = {
    1: [550, 780],
    2: [1000, 1400],
    3: [1450, 2150],
    4: [2300, 3600],
    5: [4000, 6500],
  };
  if (type === 'apartment') {
    const [a, b] = apt[bhk]!;
    return round(r.int(a, b), 5);
  }
  if (type === 'builder_floor') return round(r.int(700 + bhk * 350, 1000 + bhk * 500), 10);
  if (type === 'house') return round(r.int(1800 + bhk * 400, 2500 + bhk * 900), 50);
  if (type === 'plot') return round(r.int(150, 500) * 9, 9); // 150-500 sq yd
  if (type === 'room') return r.int(120, 260);
  if (type === 'office') return round(r.int(400, 6000), 50);
  if (type === 'shop') return round(r.int(150, 900), 10);
  return round(r.int(8000, 40000), 500); // warehouse
}

/** A public project a unit may be listed in: its configurations bound the unit's size and price. */
export interface ProjectForUnits {
  slug: string;
  configurations: { bhk: number | null; area_min: number; area_max: number; price_min: number; price_max: number }[];
}

type Purpose = 'buy' | 'rent' | 'short_stay' | 'pg' | 'commercial';
type Values = Record<string, unknown>;
/** One listing's draws so far: its random stream, what it is, where, its sector's rate and its size. */
interface Draft {
  r: Rng;
  i: number;
  purpose: Purpose;
  type: string;
  place: Place;
  rate: number;
  residential: boolean;
  bhk: number;
  area: number;
  locality: string;
  near: ReturnType<typeof nearestLandmark>;
}

/**
 * The demo's listings, each from its own random stream (seeded by its index), so changing one
 * listing's draws leaves the others as they were. Every helper below draws in the order the
 * listings were first generated with: the seeded data does not change.
 */
export function generateListings(projectsBySector: Map<string, ProjectForUnits[]>, ownerCount: number): DemoListing[] {
  const out: DemoListing[] = [];
  const now = Date.now();
  for (let i = 0; i < LISTING_COUNT; i++) out.push(generateListing(i, projectsBySector, ownerCount, now));
  return out;
}

function generateListing(
  i: number,
  projectsBySector: Map<string, ProjectForUnits[]>,
  ownerCount: number,
  now: number,
): DemoListing {
  const r = rng(1000 + i);
  const d = draft(r, i);
  const pt = jitter(r, d.place);
  const v = placeValues(d, pt);
  const furnishing = r.pick(['Furnished', 'Semi-Furnished', 'Unfurnished'] as const);
  if (d.residential) homeFacts(d, v, furnishing);
  else otherFacts(d, v);
  priceValues(d, v, now);
  tenantValues(d, v);
  const projectSlug = projectUnit(d, v, projectsBySector);
  const where = (v.subLocality as string | null) ?? d.locality;
  v.title = titleOf(d, v, where);
  v.description = describe(r, { ...v, type: d.type, where, near: d.near?.name ?? null, locality: d.locality });
  // The main stream draws what it always drew here, so later listings stay as they were.
  const sectorProjects =
    d.purpose === 'buy' && d.type === 'apartment' && d.place.sector ? projectsBySector.get(d.place.sector) : undefined;
  if (sectorProjects && r.chance(0.8)) r.pick(sectorProjects);
  const status = statusOf(i);
  const { photos, tour } = media(d);
  return {
    ref: `seed:listing:${i}`,
    index: i,
    ownerIndex: i % ownerCount,
    projectSlug,
    status,
    rejection:
      status === 'rejected' ? { code: 'PHOTOS_MISMATCH', own: 'Please upload photos taken at this address.' } : null,
    createdAt: new Date(now - i * 4.2 * 3600e3 - r.int(0, 3600) * 1000),
    values: v,
    photos,
    tour,
  };
}

/** What the listing is (purpose, type, rooms, size) and where, before its position is drawn. */
function draft(r: Rng, i: number): Draft {
  const purpose = r.weighted([
    ['buy', 35],
    ['rent', 30],
    ['short_stay', 10],
    ['pg', 12],
    ['commercial', 13],
  ] as const);
  const type = typeFor(r, purpose);
  const place = placeFor(r, type);
  const band = priceBand(place);
  const rate = r.int(band.min, Math.max(band.min, band.max));
  const residential = !['office', 'shop', 'warehouse', 'plot'].includes(type);
  const bhk =
    type === 'room'
      ? 1
      : residential
        ? r.weighted([
            [1, 12],
            [2, 32],
            [3, 38],
            [4, 14],
            [5, 4],
          ] as const)
        : 0;
  const area = areaFor(r, type, bhk);
  return { r, i, purpose, type, place, rate, residential, bhk, area, near: null, locality: localityName(place) };
}

function typeFor(r: Rng, purpose: Purpose): string {
  if (purpose === 'buy')
    return r.weighted([
      ['apartment', 55],
      ['builder_floor', 20],
      ['house', 15],
      ['plot', 10],
    ] as const);
  if (purpose === 'rent')
    return r.weighted([
      ['apartment', 60],
      ['builder_floor', 25],
      ['house', 10],
      ['room', 5],
    ] as const);
  if (purpose === 'short_stay')
    return r.weighted([
      ['apartment', 80],
      ['house', 10],
      ['room', 10],
    ] as const);
  if (purpose === 'pg') return 'room';
  return r.weighted([
    ['office', 50],
    ['shop', 30],
    ['warehouse', 12],
    ['plot', 8],
  ] as const);
}

/** Warehouses stand in industrial areas, offices mostly by landmarks and roads, flats mostly in societies. */
function placeFor(r: Rng, type: string): Place {
  if (type === 'warehouse')
    return r.pick(places.filter((p) => /manesar|udyog vihar|bilaspur|sector 3[47]|kherki|bhangrola/i.test(p.name)));
  if (type === 'office')
    return pickPlace(r, r.chance(0.6) ? ['landmark', 'metro_station', 'road'] : ['sector', 'locality']);
  if (type === 'apartment') return pickPlace(r, r.chance(0.75) ? ['society'] : ['sector', 'locality']);
  return pickPlace(r, ['sector', 'locality', 'society']);
}

/** The listing's address and position, its amenities; `d.near` is set to the nearest landmark. */
function placeValues(d: Draft, pt: { lat: number; lng: number }): Values {
  const { r, place, locality } = d;
  d.near = nearestLandmark(pt);
  // Roads are long; their point is a midpoint, so a listing within 3 km is "on" the road.
  const road = nearestLandmark(pt, 3, ['road']);
  const sub = place.kind === 'society' || place.kind === 'locality' ? place.name : null;
  return {
    purpose: d.purpose,
    propertyType: d.type,
    areaSqft: d.area,
    latitude: pt.lat,
    longitude: pt.lng,
    locality,
    subLocality: sub && sub !== locality ? sub : null,
    landmark: d.near ? `Near ${d.near.name}` : null,
    pincode: pincodeFor(place),
    city: 'Gurugram',
    state: 'Haryana',
    country: 'India',
    fullAddress: [sub, locality, road?.name, 'Gurugram, Haryana'].filter(Boolean).join(', '),
    amenities: r.sample(AMENITIES, d.residential ? r.int(4, 11) : r.int(2, 6)),
    features: [],
    tags: [] as string[],
  };
}

/** Rooms, bathrooms, balconies, parking, furnishing, age and floors of a home. */
function homeFacts(d: Draft, v: Values, furnishing: string) {
  const { r, type, bhk } = d;
  v.bhk = bhk;
  v.bedrooms = bhk;
  v.bathrooms = type === 'room' ? 1 : Math.max(1, Math.min(bhk + r.int(-1, 1), 6));
  v.balconies = type === 'room' ? 0 : r.int(1, 3);
  v.parkingSpaces = type === 'room' ? 0 : r.int(bhk >= 3 ? 1 : 0, bhk >= 4 ? 3 : 2);
  v.features = [
    furnishing,
    ...r.sample(
      FEATURES.filter((f) => !/furnished/i.test(f)),
      r.int(1, 4),
    ),
  ];
  v.furnishing = furnishing.toLowerCase().replace('-', '_');
  v.ageOfProperty = r.int(0, 15);
  if (type === 'apartment') {
    v.totalFloors = r.int(8, 34);
    v.floorNumber = r.int(1, v.totalFloors as number);
  } else if (type === 'builder_floor') {
    v.totalFloors = 4;
    v.floorNumber = r.int(0, 3);
  } else if (type === 'house') {
    v.totalFloors = r.int(2, 3);
    v.floorNumber = 0;
  }
}

/** Parking, frontage and (for offices) floors and washrooms of a commercial listing or a plot. */
function otherFacts(d: Draft, v: Values) {
  const { r, type } = d;
  v.parkingSpaces = type === 'plot' ? 0 : r.int(0, 6);
  v.features = r.sample(['Corner Property', 'Main Road Facing', 'East Facing', 'Park Facing'], r.int(0, 2));
  if (type === 'office') {
    v.totalFloors = r.int(4, 20);
    v.floorNumber = r.int(0, v.totalFloors as number);
    v.bathrooms = r.int(1, 4);
  }
}

/**
 * Whom a rental is let to and pets (decision 044), from a stream of their own so every other draw
 * stays as it was. Owners on the portals most often say anyone or families; bachelors and company
 * leases less often; pets are welcome in about a third of rentals (more in houses and floors, with
 * ground or a terrace) and in few PGs.
 */
function tenantValues(d: Draft, v: Values) {
  const r = rng(9000 + d.i);
  if (d.purpose === 'rent' && d.residential) {
    v.preferredTenants = r.weighted<string[]>([
      [['any'], 30],
      [['family'], 30],
      [['family', 'company'], 12],
      [['bachelors'], 10],
      [['family', 'bachelors'], 7],
      [['bachelors', 'company'], 6],
      [['company'], 5],
    ]);
    v.petsAllowed = r.chance(d.type === 'apartment' ? 0.3 : 0.45);
  } else if (d.purpose === 'pg') v.petsAllowed = r.chance(0.15);
}

/** Prices from the sector band. Rents follow gross yields seen in Gurugram (about 2.5-3.5 %). */
function priceValues(d: Draft, v: Values, now: number) {
  const { r, type, area, rate } = d;
  const saleValue =
    rate * area * (type === 'house' ? 1.25 : type === 'builder_floor' ? 0.85 : type === 'plot' ? 1.6 : 1);
  if (d.purpose === 'buy') {
    v.basePrice = round(saleValue, 50000);
    v.pricePerSqft = Math.round((v.basePrice as number) / area);
    v.priceType = 'sale';
    if (type !== 'plot') v.maintenanceCharges = round(area * r.float(2.5, 5), 100);
  } else if (d.purpose === 'rent') {
    v.monthlyRent = round((saleValue * r.float(0.025, 0.034)) / 12, 500);
    v.securityDeposit = (v.monthlyRent as number) * r.pick([2, 2, 3]);
    v.maintenanceCharges = round(area * r.float(2.5, 4.5), 100);
    v.priceType = 'rent';
    v.availableFrom = new Date(now + r.int(0, 45) * 86400e3).toISOString().slice(0, 10);
  } else if (d.purpose === 'short_stay') shortStayValues(d, v);
  else if (d.purpose === 'pg') pgValues(r, v);
  else commercialPrice(d, v);
}

function shortStayValues({ r, rate, bhk }: Draft, v: Values) {
  const scale = Math.min(2.2, Math.max(0.6, rate / 12000));
  v.dailyRate = round((1400 + bhk * 1300) * scale * r.float(0.85, 1.2), 100);
  v.minimumStayDays = r.pick([1, 1, 2, 3]);
  v.maxOccupancy = Math.min(20, bhk * 2 + r.int(0, 2));
  v.priceType = null; // sale or rent is said only of commercial space (properties.price_type)
  v.features = ['Furnished', ...r.sample(['Modular Kitchen', 'Wooden Flooring', 'Park Facing'], r.int(0, 2))];
  v.amenities = [...new Set([...(v.amenities as string[]), 'WiFi', 'Air Conditioning', 'Power Backup'])];
  v.furnishing = 'furnished';
}

function pgValues(r: Rng, v: Values) {
  const sharing = r.weighted([
    ['single', 30],
    ['double', 45],
    ['triple', 25],
  ] as const);
  v.pgSharing = sharing;
  v.pgFoodIncluded = r.chance(0.65);
  v.pgGender = r.weighted([
    ['male', 35],
    ['female', 35],
    ['any', 30],
  ] as const);
  const base =
    sharing === 'single' ? r.int(14000, 26000) : sharing === 'double' ? r.int(9500, 16000) : r.int(7000, 11500);
  v.monthlyRent = round(base + (v.pgFoodIncluded ? 2500 : 0), 500);
  v.securityDeposit = v.monthlyRent;
  v.priceType = 'rent';
  v.maxOccupancy = sharing === 'single' ? 1 : sharing === 'double' ? 2 : 3;
  v.amenities = [...new Set([...(v.amenities as string[]), 'WiFi', 'Security', 'Power Backup'])];
  v.features = ['Furnished'];
  v.furnishing = 'furnished';
}

/** Commercial space is mostly leased by the square foot; plots are sold. */
function commercialPrice({ r, type, area, rate }: Draft, v: Values) {
  const forRent = type !== 'plot' && r.chance(0.65);
  const perSqftRent = type === 'office' ? r.int(65, 150) : type === 'shop' ? r.int(90, 260) : r.int(18, 32);
  if (forRent) {
    v.priceType = 'rent';
    v.monthlyRent = round(perSqftRent * area, 1000);
    v.securityDeposit = (v.monthlyRent as number) * 3;
    v.maintenanceCharges = round(area * r.float(8, 20), 100);
    return;
  }
  v.priceType = 'sale';
  const perSqftSale =
    type === 'office'
      ? r.int(9000, 19000)
      : type === 'shop'
        ? r.int(15000, 35000)
        : type === 'plot'
          ? rate * 2
          : r.int(3500, 6000);
  v.basePrice = round(perSqftSale * area, 100000);
  v.pricePerSqft = Math.round((v.basePrice as number) / area);
}

/**
 * A flat for sale in a sector with projects is often a unit of one of them, and then one of its
 * configurations: its BHK, its size and price inside that configuration's ranges (a project page
 * never lists a unit it could not have). Its own random stream, so the rest of the demo stays as
 * it was. Returns the project's slug, or null.
 */
function projectUnit(d: Draft, v: Values, projectsBySector: Map<string, ProjectForUnits[]>): string | null {
  const pr = rng(5000 + d.i);
  const fitting =
    d.purpose === 'buy' && d.type === 'apartment' && d.place.sector
      ? (projectsBySector.get(d.place.sector) ?? []).filter((p) => p.configurations.some((c) => c.bhk !== null))
      : [];
  if (!(fitting.length && pr.chance(0.8))) return null;
  const project = pr.pick(fitting);
  const config = pr.pick(project.configurations.filter((c) => c.bhk !== null));
  d.bhk = config.bhk!;
  v.bhk = d.bhk;
  v.bedrooms = d.bhk;
  v.bathrooms = Math.max(1, Math.min(d.bhk + pr.int(-1, 1), 6));
  v.areaSqft = Math.min(config.area_max, Math.max(config.area_min, d.area));
  v.basePrice = Math.min(config.price_max, Math.max(config.price_min, v.basePrice as number));
  v.pricePerSqft = Math.round((v.basePrice as number) / (v.areaSqft as number));
  return project.slug;
}

/**
 * "3 BHK Apartment for Sale in DLF Phase 2", "PG (double sharing) for Women in Sector 45": the
 * shared shape (generatedTitle), which a Hindi page reads back and says in Hindi (decision 046).
 */
function titleOf({ type, purpose, residential, bhk }: Draft, v: Values, where: string): string {
  const pg = type === 'room' && purpose === 'pg';
  const titlePurpose: TitlePurpose =
    purpose === 'buy'
      ? 'sale'
      : purpose === 'short_stay'
        ? 'short_stay'
        : purpose === 'pg'
          ? `pg_${v.pgGender as 'any' | 'male' | 'female'}`
          : purpose === 'commercial'
            ? v.priceType === 'rent'
              ? 'lease'
              : 'sale'
            : 'rent';
  return generatedTitle({
    type: type as TitleType,
    bhk: residential && type !== 'room' ? bhk : null,
    sharing: pg ? (v.pgSharing as TitleSharing) : null,
    purpose: titlePurpose,
    place: where,
  });
}

/** One listing in 40 of each: pending review, draft, rejected and expired; the rest active. */
function statusOf(i: number): DemoListing['status'] {
  const statusRoll = i % 40;
  if (statusRoll === 7) return 'pending_review';
  if (statusRoll === 13) return 'draft';
  if (statusRoll === 21) return 'rejected';
  if (statusRoll === 29) return 'expired';
  return 'active';
}

/** The listing's photos (by its type) and, for some homes, a panorama or a hosted tour. */
function media({ r, i, type, residential }: Draft): Pick<DemoListing, 'photos' | 'tour'> {
  const kinds = PHOTO_SETS[type]!;
  const nPhotos = Math.min(kinds.length, r.int(Math.min(3, kinds.length), kinds.length));
  const photos = kinds.slice(0, nPhotos).map((kind, n) => ({ seed: (i + 1) * 10 + n, kind, caption: CAPTIONS[kind] }));
  const tour: DemoListing['tour'] =
    residential && type !== 'room' && i % 24 === 5
      ? { kind: 'panorama', scenes: r.int(2, 3) }
      : residential && i % 97 === 50
        ? { kind: 'external', url: `https://my.matterport.com/show/?m=aangan${i}`, provider: 'matterport' }
        : null;
  return { photos, tour };
}

function describe(
  r: Rng,
  v: Record<string, unknown> & { type: string; where: string; near: string | null; locality: string },
): string {
  const parts: string[] = [];
  const size = `${v.areaSqft} sq ft`;
  if (v.purpose === 'pg') {
    parts.push(
      `${String(v.pgSharing)[0]!.toUpperCase()}${String(v.pgSharing).slice(1)}-sharing PG accommodation in ${v.where} for ${v.pgGender === 'any' ? 'working professionals and students' : v.pgGender === 'male' ? 'men' : 'women'}.`,
    );
    parts.push(
      v.pgFoodIncluded
        ? 'Rent includes breakfast and dinner on all days.'
        : 'Food is not included; a shared kitchen is available.',
    );
    parts.push('Housekeeping twice a week, Wi-Fi and power backup included.');
  } else if (v.purpose === 'commercial') {
    parts.push(
      `${size} ${v.type === 'office' ? 'office space' : v.type} in ${v.where}${v.near ? `, close to ${v.near}` : ''}.`,
    );
    parts.push(
      r.pick([
        'Good frontage and visibility.',
        'Ready for fit-out.',
        'Suitable for a small team or a branch office.',
        'Ample parking for visitors.',
      ]),
    );
  } else {
    parts.push(
      `${v.title}: ${size}${v.bhk ? `, ${v.bhk} bedroom${Number(v.bhk) > 1 ? 's' : ''} and ${v.bathrooms} bathroom${Number(v.bathrooms) > 1 ? 's' : ''}` : ''}.`,
    );
    if (v.floorNumber !== undefined && v.totalFloors) parts.push(`On floor ${v.floorNumber} of ${v.totalFloors}.`);
    parts.push(
      r.pick([
        'Well ventilated with plenty of natural light.',
        'Quiet lane with a park nearby.',
        'Gated society with round-the-clock security.',
        'Close to schools, markets and hospitals.',
        'Recently renovated with new fittings.',
        'Cross ventilation and an open view.',
      ]),
    );
    if (v.near) parts.push(`${v.near} is a short drive away.`);
    if (v.purpose === 'short_stay')
      parts.push(
        `Minimum stay ${v.minimumStayDays} night${Number(v.minimumStayDays) > 1 ? 's' : ''}; sleeps up to ${v.maxOccupancy}.`,
      );
  }
  return parts.join(' ');
}
