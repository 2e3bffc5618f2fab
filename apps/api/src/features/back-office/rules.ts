// The thresholds of the automatic checks and the sentences they produce, free of I/O.
import { formatRupees, type FindingKind } from '@aangan/contracts';

/**
 * Photos whose 64-bit perceptual hashes differ in at most this many bits are taken as the same
 * photo. Measured with processPhoto (listings/media/photos.ts) on three photographs and nine rendered
 * rooms with grain: resizing to 50-90 % and re-compressing as JPEG (quality 50-85) or WebP, even
 * twice, moved the hash by 0-2 bits; a 10 % brightness change or a 1.5 % crop by up to 6 (crops
 * up to 10); different photos were 14 or more apart (same-kind rooms 14, photographs 16).
 * The lookup of migration 0010 finds every pair up to 7 bits apart: going beyond needs other bands.
 */
export const DUPLICATE_PHOTO_MAX_DISTANCE = 6;
export const PHASH_BITS = 64;

/** Another listing this close (metres), alike in kind, size and price, is likely the same home. */
export const DUPLICATE_PLACE_METRES = 30;
export const AREA_TOLERANCE = 0.1;
export const PRICE_TOLERANCE = 0.15;

/** A contact number on live listings of more than this many different accounts (a broker posing as owners). */
export const SHARED_PHONE_MAX_OWNERS = 5;

/** Price per sqft below 1/3 or above 3x the locality's median, given this many comparable live listings. */
export const OUTLIER_FACTOR = 3;
export const OUTLIER_MIN_COMPARABLES = 5;

/**
 * Gurugram's extent: the gazetteer's places (/work/shared/data/gurugram-places.json, 623 OSM
 * places) span 28.354-28.535 N and 76.878-77.150 E; this box adds about 2-5 km around them.
 */
export const GURUGRAM_BOUNDS = { latMin: 28.3, latMax: 28.56, lngMin: 76.85, lngMax: 77.16 } as const;

export interface NewFinding {
  kind: FindingKind;
  related: number | null;
  detail: { message: string } & Record<string, unknown>;
}

export const insideGurugram = (lat: number, lng: number) =>
  lat >= GURUGRAM_BOUNDS.latMin &&
  lat <= GURUGRAM_BOUNDS.latMax &&
  lng >= GURUGRAM_BOUNDS.lngMin &&
  lng <= GURUGRAM_BOUNDS.lngMax;

/** A phone as people write it (+91 98123 45678, 098123-45678) reduced to its last 10 digits. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Within a relative tolerance of each other (symmetric: measured against the larger). */
export const near = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));

export interface PhotoMatch {
  photo: number;
  other_photo: number;
  distance: number;
}

export function duplicatePhotoFinding(other: number, matches: PhotoMatch[]): NewFinding {
  const best = [...matches].sort((a, b) => a.distance - b.distance || a.photo - b.photo)[0]!;
  const one = `Photo ${best.photo} matches photo ${best.other_photo} of listing #${other} (distance ${best.distance} of ${PHASH_BITS})`;
  const photos = new Set(matches.map((m) => m.photo)).size;
  const message =
    photos > 1
      ? `${photos} photos match photos of listing #${other}; ${one.charAt(0).toLowerCase()}${one.slice(1)}`
      : one;
  return { kind: 'duplicate_photo', related: other, detail: { message, matches } };
}

export interface PlaceMatch {
  id: number;
  status: string;
  same_owner: boolean;
  metres: number;
  area: [number | null, number | null];
  price: [number | null, number | null];
  floor: [number | null, number | null];
}

export function duplicatePlaceFinding(m: PlaceMatch): NewFinding {
  const pair = ([a, b]: [number | null, number | null], unit: (n: number) => string) =>
    a === null || b === null ? null : a === b ? `same ${unit(a)}` : `${unit(a)} vs ${unit(b)}`;
  const facts = [
    pair(m.area, (n) => `${n} sqft`),
    pair(m.price, (n) => formatRupees(n) ?? String(n)),
    m.floor[0] !== null && m.floor[1] !== null ? `floor ${m.floor[0]}` : null,
  ].filter(Boolean);
  const who = m.same_owner ? 'the same owner' : 'another owner';
  const message =
    `Listing #${m.id} (${m.status.replace('_', ' ')}, ${who}) is ${m.metres} m away with the same purpose, type and bedrooms` +
    (facts.length ? `: ${facts.join(', ')}` : '');
  return { kind: 'duplicate_place', related: m.id, detail: { message, ...m } };
}

/** `others`: the other live listings carrying the number; `owners`: accounts using it, this listing's owner included. */
export function sharedPhoneFinding(phone: string, others: number[], owners: number): NewFinding {
  return {
    kind: 'shared_phone',
    related: null,
    detail: {
      message: `Contact number ending ${phone.slice(-4)} is on ${others.length} other live listings; with this one, ${owners} different accounts use it`,
      owners,
      listing_ids: others,
    },
  };
}

/** A price per sqft far from the locality's median, or null when it is within the factor. */
export function priceOutlierFinding(
  perSqft: number,
  median: number,
  comparables: number,
  purpose: string,
  locality: string,
): NewFinding | null {
  const ratio = perSqft / median;
  if (ratio >= 1 / OUTLIER_FACTOR && ratio <= OUTLIER_FACTOR) return null;
  const side = ratio < 1 ? 'below a third of' : `above ${OUTLIER_FACTOR} times`;
  // Rents per sqft are small numbers: keep their paise.
  const rupees = (n: number) => (n >= 100 ? formatRupees(n)! : `₹${n.toFixed(2)}`);
  return {
    kind: 'price_outlier',
    related: null,
    detail: {
      message: `Price per sqft ${rupees(perSqft)} is ${side} the median ${rupees(median)} of ${comparables} live ${purpose} listings in ${locality}`,
      price_per_sqft: Math.round(perSqft * 100) / 100,
      median: Math.round(median * 100) / 100,
      comparables,
      ratio: Math.round(ratio * 100) / 100,
    },
  };
}

export function outsideGurugramFinding(lat: number, lng: number): NewFinding | null {
  if (insideGurugram(lat, lng)) return null;
  const b = GURUGRAM_BOUNDS;
  return {
    kind: 'outside_gurugram',
    related: null,
    detail: {
      message: `Location ${lat.toFixed(4)}, ${lng.toFixed(4)} is outside Gurugram (lat ${b.latMin}-${b.latMax}, lng ${b.lngMin}-${b.lngMax})`,
      latitude: lat,
      longitude: lng,
    },
  };
}

export const noPhotosFinding = (): NewFinding => ({
  kind: 'no_photos',
  related: null,
  detail: { message: 'Submitted without photos' },
});
