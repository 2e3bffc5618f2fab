// A listing's life, free of I/O: draft → pending_review → active → rented / sold / expired, or
// rejected with a reason. Only verified listings are public; edits that change what a seeker relies
// on wait for the team while the listing stays live as it was verified (heldChanges). The team also expires, reactivates and
// takes listings down, and merges a duplicate into the listing it repeats (ADMIN_MOVES).
import { OWNER_MOVES, type ListingStatus, type OwnerAction } from '@aangan/contracts';
import { HttpError } from '../../shared/errors.ts';

export type { OwnerAction };

/** Days a live listing stays up without reconfirmation, by kind of deal (configurable). */
export interface ReconfirmPeriods {
  rent: number;
  sale: number;
}

/**
 * Hours an owner has to answer a request to reconfirm (a seeker reported the listing rented or
 * sold) before the listing is paused; also how long the request's link works. Decision 024.
 */
export const REQUEST_ANSWER_HOURS = 48;

/** Why an owner cannot act on a listing the team took down. */

/** Why an owner cannot act on a listing held out of search because several people reported it. */

/** The status an owner's action leads to, or why it cannot be done now. */
export function ownerMove(
  action: OwnerAction,
  status: ListingStatus,
  verified: boolean,
  pausedReason: string | null = null,
): { to: ListingStatus } | { error: HttpError } {
  const m = OWNER_MOVES[action];
  if (status === 'taken_down') return { error: new HttpError('LISTING_TAKEN_DOWN') };
  // Paused for reports: only the team's decision brings it back (an owner may still withdraw it).
  if (status === 'paused' && pausedReason === 'reports' && action !== 'unpublish')
    return { error: new HttpError('LISTING_HELD_FOR_REPORTS') };
  if (!m.from.includes(status)) {
    return { error: new HttpError('LISTING_STATE', { params: { status, action } }) };
  }
  if (action === 'reconfirm' && status === 'expired' && !verified)
    return { error: new HttpError('LISTING_NEVER_VERIFIED') };
  return { to: m.to };
}

export type AdminAction = 'verify' | 'reject' | 'expire' | 'reactivate' | 'take_down' | 'merge';

const EVERY: readonly ListingStatus[] = [
  'draft',
  'pending_review',
  'active',
  'rejected',
  'rented',
  'sold',
  'expired',
  'taken_down',
  'paused',
];

/** What the team may do from which status, and where it leads. */
export const ADMIN_MOVES: Record<AdminAction, { from: readonly ListingStatus[]; to: ListingStatus }> = {
  verify: { from: ['pending_review'], to: 'active' },
  reject: { from: ['pending_review'], to: 'rejected' },
  expire: { from: ['active'], to: 'expired' },
  // Back as it was verified, with a fresh reconfirmation period.
  reactivate: { from: ['expired'], to: 'active' },
  take_down: { from: EVERY.filter((s) => s !== 'taken_down'), to: 'taken_down' },
  // A merged duplicate leaves public pages for good, like a take-down, pointing at the listing kept.
  merge: { from: EVERY.filter((s) => s !== 'taken_down'), to: 'taken_down' },
};

/** The status an admin's action leads to, or why it cannot be done now. */
export function adminMove(
  action: AdminAction,
  status: ListingStatus,
  verified: boolean,
): { to: ListingStatus } | { error: HttpError } {
  const m = ADMIN_MOVES[action];
  if (!m.from.includes(status)) {
    if (action === 'verify' || action === 'reject')
      return { error: new HttpError('LISTING_NOT_PENDING', { params: { action } }) };
    return { error: new HttpError('LISTING_STATE', { params: { status, action } }) };
  }
  if (action === 'reactivate' && !verified) return { error: new HttpError('LISTING_NEEDS_REVIEW') };
  return { to: m.to };
}

/**
 * What a seeker relies on, so that a change to it on a verified listing waits for the team
 * (decision 043): the words, the kind of home and its size, the place, and who to call.
 */
export const REVIEWED_FIELDS = [
  'title',
  'description',
  'purpose',
  'price_type',
  'property_type',
  'full_address',
  'landmark',
  'sub_locality',
  'locality',
  'city',
  'pincode',
  'latitude',
  'longitude',
  'area_sqft',
  'bedrooms',
  'bhk',
  'owner_contact',
  'owner_name',
] as const;

/** Prices: a change within this share of the live price applies at once (a price cut is news); beyond it, it waits. */
export const PRICE_FIELDS = [
  'base_price',
  'monthly_rent',
  'daily_rate',
  'security_deposit',
  'maintenance_charges',
] as const;
export const PRICE_BAND = 0.1;

/** States a verified listing comes back to search from without a review: edits there wait for one. */
export const HELD_STATES: readonly string[] = ['active', 'paused', 'expired'];

/**
 * The changes that must wait for review before seekers see them (the rest apply at once): on a
 * verified listing in a held state, those that change a reviewed field, or a price by more than
 * the band.
 */
export function heldChanges(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
  verified: boolean,
): Record<string, unknown> {
  if (!verified || !HELD_STATES.includes(String(before.status))) return {};
  const held: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) {
    if ((REVIEWED_FIELDS as readonly string[]).includes(k) && !same(before[k], v)) held[k] = v;
    if ((PRICE_FIELDS as readonly string[]).includes(k) && beyondBand(before[k], v)) held[k] = v;
  }
  return held;
}

const beyondBand = (a: unknown, b: unknown) => {
  if (same(a, b)) return false;
  const was = Number(a);
  if (a === null || a === undefined || b === null || b === undefined || !(was > 0)) return true;
  return Math.abs(Number(b) - was) > was * PRICE_BAND;
};
const same = (a: unknown, b: unknown) =>
  a === null || a === undefined
    ? b === null || b === undefined
    : Number.isFinite(Number(a)) && typeof b === 'number'
      ? Number(a) === b
      : a === b;

/** A sale (bought and sold) rather than a letting (rent, PG, short stay, commercial lease). */
export const isSale = (purpose: string, priceType: string | null): boolean =>
  purpose === 'buy' || (purpose === 'commercial' && priceType !== 'rent');

/** Days a live listing stays up before its owner must confirm it is still available. */
export function reconfirmDays(purpose: string, priceType: string | null, periods: ReconfirmPeriods): number {
  return isSale(purpose, priceType) ? periods.sale : periods.rent;
}

/** The owner's move that closes a listing that is no longer available: sold, or rented. */
export const closingMove = (purpose: string, priceType: string | null): 'sold' | 'rented' =>
  isSale(purpose, priceType) ? 'sold' : 'rented';
