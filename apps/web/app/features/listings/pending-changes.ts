// Changes to a verified listing that wait for the team (decision 043): the API keeps them by field
// in `pending_changes` while seekers see the listing as it was verified. The owner's pages show
// them as the listing's values (so saving a step again keeps them waiting rather than sending the
// live value, which would withdraw them), and both the owner's and the team's pages name the
// fields in words.
import type { MyListing } from '@aangan/contracts';
import type { MessageKey } from '../../shared/i18n';

export type PendingValues = NonNullable<MyListing['pending_changes']>;

/**
 * Each field that can wait, in the order the flow asks for them, with the form's own label. The
 * map pin's two numbers are one change (`pin`).
 */
const LABELS: Record<string, MessageKey> = {
  title: 'listing.title',
  description: 'listing.description',
  purpose: 'listing.purpose',
  price_type: 'listing.priceType',
  property_type: 'listing.type',
  locality: 'listing.locality',
  sub_locality: 'listing.subLocality',
  landmark: 'listing.landmark',
  full_address: 'listing.address',
  city: 'listing.city',
  pincode: 'listing.pincode',
  pin: 'flow.onMap',
  bedrooms: 'listing.bhk',
  bhk: 'listing.bhk',
  area_sqft: 'listing.area',
  base_price: 'listing.salePrice',
  monthly_rent: 'listing.monthlyRent',
  daily_rate: 'listing.dailyRate',
  security_deposit: 'listing.deposit',
  maintenance_charges: 'listing.maintenance',
  owner_name: 'flow.contactName',
  owner_contact: 'listing.phone',
};
const ORDER = Object.keys(LABELS);

/** The listing as its owner last sent it: the waiting changes over the values seekers see. */
export function withPending(l: MyListing): MyListing {
  return l.pending_changes ? ({ ...l, ...l.pending_changes } as MyListing) : l;
}

/**
 * The fields a set of waiting changes touches, each once and in the form's order (latitude and
 * longitude are `pin`; bedrooms and BHK, which move together, are one). Fields with no label come last.
 */
export function pendingFields(pending: PendingValues | null | undefined): string[] {
  const fields = Object.keys(pending ?? {}).map((f) => (f === 'latitude' || f === 'longitude' ? 'pin' : f));
  const unique = [...new Set(fields)].filter((f) => !(f === 'bhk' && fields.includes('bedrooms')));
  const rank = (f: string) => (ORDER.includes(f) ? ORDER.indexOf(f) : ORDER.length);
  return unique.sort((a, b) => rank(a) - rank(b));
}

/** The form's label of a field that can wait (undefined for one the form does not ask). */
export const pendingLabel = (field: string): MessageKey | undefined => LABELS[field];

/**
 * Whether saving `sent` made a change wait that was not waiting before: a field the save sent
 * that waits now with a value it did not wait with.
 */
export function newlyHeld(
  before: PendingValues | null | undefined,
  after: PendingValues | null | undefined,
  sent: Record<string, unknown>,
): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(sent).some((k) => after && k in after && !(before && k in before && same(before[k], after[k])));
}
