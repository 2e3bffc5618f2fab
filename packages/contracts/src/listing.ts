import { z } from 'zod';
import { AMENITIES, FEATURES, LISTING_STATUSES, PROPERTY_TYPES, PURPOSES } from './constants.ts';
import type { FieldErrorCode } from './errors.ts';
import { VISIT_DAYS_ALL } from './engagement.ts';
import { emailAddress, indianMobile, MAX_PRICE, posesAsAangan, withoutContact } from './field-rules.ts';
import { propertySchema } from './property.ts';
import { preferredTenantsField } from './tenants.ts';
import { REJECTION_REASON_CODES, REJECTION_REASON_MIN, type RejectionReason } from './rejection.ts';

// What an owner sends to create or change a listing. Each refusal is a field code (errors.ts)
// under the field's name, so the form can show it next to its box in the page's language.

/** Days an active listing stays up without its owner confirming it is still available. */
export const RECONFIRM_DAYS = { rent: 45, sale: 90 } as const;

/** The listing's whole-number fields: their name and their bounds. */
export const LISTING_NUMBERS = {
  base_price: ['Sale price', 0, MAX_PRICE],
  monthly_rent: ['Monthly rent', 0, MAX_PRICE],
  daily_rate: ['Daily rate', 0, MAX_PRICE],
  security_deposit: ['Security deposit', 0, MAX_PRICE],
  maintenance_charges: ['Maintenance', 0, MAX_PRICE],
  minimum_stay_days: ['Minimum stay', 1, 365],
  max_occupancy: ['Maximum guests', 1, 20],
  bedrooms: ['Bedrooms', 0, 20],
  bhk: ['BHK', 0, 20],
  bathrooms: ['Bathrooms', 0, 10],
  balconies: ['Balconies', 0, 10],
  area_sqft: ['Area', 1, 1_000_000],
  floor_number: ['Floor', 0, 100],
  total_floors: ['Total floors', 0, 100],
  parking_spaces: ['Parking', 0, 50],
  age_of_property: ['Age of property', 0, 200],
} as const satisfies Record<string, readonly [string, number, number]>;

const int = (field: keyof typeof LISTING_NUMBERS) => {
  const [, min, max] = LISTING_NUMBERS[field];
  return z.number().int().min(min).max(max).nullable().optional();
};
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const listingFields = {
  title: withoutContact(z.string().trim().min(1).min(10).max(120)),
  description: withoutContact(z.string().trim().max(5000)).default(''),
  purpose: z.enum(PURPOSES),
  price_type: z.enum(['sale', 'rent']).nullable().optional(),
  property_type: z.enum(PROPERTY_TYPES),
  base_price: int('base_price'),
  monthly_rent: int('monthly_rent'),
  daily_rate: int('daily_rate'),
  security_deposit: int('security_deposit'),
  maintenance_charges: int('maintenance_charges'),
  minimum_stay_days: int('minimum_stay_days'),
  max_occupancy: int('max_occupancy'),
  bedrooms: int('bedrooms'),
  bhk: int('bhk'),
  bathrooms: int('bathrooms'),
  balconies: int('balconies'),
  area_sqft: int('area_sqft'),
  area_type: z.enum(['carpet', 'built_up', 'super_built_up', 'plot']).default('super_built_up'),
  floor_number: int('floor_number'),
  total_floors: int('total_floors'),
  parking_spaces: int('parking_spaces'),
  age_of_property: int('age_of_property'),
  furnishing: z.enum(['furnished', 'semi_furnished', 'unfurnished']).nullable().optional(),
  pg_sharing: z.enum(['single', 'double', 'triple', 'dormitory']).nullable().optional(),
  pg_food_included: z.boolean().nullable().optional(),
  pg_gender: z.enum(['male', 'female', 'any']).nullable().optional(),
  // Homes to rent: whom the owner lets to; homes to rent and PGs: pets welcome (tenants.ts).
  preferred_tenants: preferredTenantsField,
  pets_allowed: z.boolean().nullable().optional(),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  features: z.array(z.enum(FEATURES)).max(FEATURES.length).default([]),
  full_address: text(300),
  landmark: text(120),
  sub_locality: text(120),
  // Required before review (listingIssues), not in a draft: the owner may save the first step
  // before saying where the property is.
  locality: text(120),
  city: z.string().trim().min(1).max(60).default('Gurugram'),
  state: z.string().trim().min(1).max(60).default('Haryana'),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'PIN_INVALID')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  // India's bounding box: a point outside it is a typo, not a listing.
  latitude: z.number().min(6, 'OUTSIDE_INDIA').max(37.5, 'OUTSIDE_INDIA').nullable().optional(),
  longitude: z.number().min(68, 'OUTSIDE_INDIA').max(97.5, 'OUTSIDE_INDIA').nullable().optional(),
  available_from: z.iso.date().nullable().optional(),
  // The number to call about the listing: a mobile, by the one phone rule (stored as E.164).
  owner_contact: indianMobile.nullable().optional(),
  // The add-listing form's contact name and e-mail: the name is shown as the advertiser's, the
  // e-mail only to the owner and the team. Empty: the account's own (filled in when it is created
  // or claimed).
  owner_name: withoutContact(text(120)).refine((v) => typeof v !== 'string' || !posesAsAangan(v), {
    message: 'NAME_POSES_AS_AANGAN',
  }),
  contact_email: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(emailAddress.nullable())
    .nullable()
    .optional(),
  visit_start_hour: z.number().int().min(0).max(23).default(10),
  visit_end_hour: z.number().int().min(1).max(24).default(19),
  // The days of the week visits are taken (0 Sunday … 6 Saturday, as Date.getDay counts), each once.
  visit_days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .min(1, 'VISIT_DAYS_REQUIRED')
    .transform((d) => [...new Set(d)].sort((a, b) => a - b))
    .default([...VISIT_DAYS_ALL]),
};

type Fields = { [K in keyof typeof listingFields]?: unknown };
export type ListingField = keyof typeof listingFields;
export interface ListingIssue {
  path: ListingField;
  code: FieldErrorCode;
}

/**
 * Rules across fields. `complete`: also what a listing needs before it is sent for review (a
 * place and the purpose's price); a draft may lack them.
 */
export function listingIssues(v: Fields & Record<string, unknown>, complete: boolean): ListingIssue[] {
  const out: ListingIssue[] = [];
  const issue = (path: ListingField, code: FieldErrorCode) => out.push({ path, code });
  const missing = (x: unknown) => x === null || x === undefined || x === '';
  const purpose = v.purpose as (typeof PURPOSES)[number] | undefined;
  if (complete && purpose) {
    const field =
      purpose === 'buy'
        ? 'base_price'
        : purpose === 'short_stay'
          ? 'daily_rate'
          : purpose === 'commercial'
            ? v.price_type === 'rent'
              ? 'monthly_rent'
              : 'base_price'
            : 'monthly_rent';
    if (missing(v[field])) issue(field, 'PRICE_REQUIRED');
    if (purpose === 'commercial' && !v.price_type) issue('price_type', 'PRICE_TYPE_REQUIRED');
  }
  if (complete && (typeof v.locality !== 'string' || !v.locality.trim())) issue('locality', 'REQUIRED');
  if (typeof v.floor_number === 'number' && typeof v.total_floors === 'number' && v.floor_number > v.total_floors) {
    issue('floor_number', 'FLOOR_ABOVE_TOTAL');
  }
  if ((v.latitude === null || v.latitude === undefined) !== (v.longitude === null || v.longitude === undefined)) {
    issue('longitude', 'COORDS_PAIR');
  }
  if (
    typeof v.visit_start_hour === 'number' &&
    typeof v.visit_end_hour === 'number' &&
    v.visit_start_hour >= v.visit_end_hour
  ) {
    issue('visit_end_hour', 'HOURS_ORDER');
  }
  return out;
}

const crossCheck =
  (complete: (v: Record<string, unknown>) => boolean) =>
  (v: Fields & Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const i of listingIssues(v, complete(v))) ctx.addIssue({ code: 'custom', path: [i.path], message: i.code });
  };

/** A new listing: a draft needs only its basics; `submit: true` sends it for review, so it must be complete. */
export const listingCreateSchema = z
  .object({ ...listingFields, submit: z.boolean().default(false) })
  .superRefine(crossCheck((v) => v.submit === true));
export type ListingInput = z.infer<typeof listingCreateSchema>;

/**
 * An update sends the fields it changes; the merged listing is checked again on the server. A
 * field left out stays as it is: its default (an empty description, no amenities, ...) is for a
 * new listing only, never filled into an update.
 */
export const listingUpdateSchema = z.object(
  Object.fromEntries(
    Object.entries(listingFields).map(([k, s]) => [
      k,
      (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : (s as z.ZodType)).optional(),
    ]),
  ) as { [K in keyof typeof listingFields]: z.ZodOptional<(typeof listingFields)[K]> },
);
/** A listing as a whole: complete (sent for review, or live) or a draft. */
export const listingMergedSchema = z.object(listingFields).superRefine(crossCheck(() => true));
export const draftMergedSchema = z.object(listingFields).superRefine(crossCheck(() => false));

export const LISTING_OWNER_MOVES = ['submit', 'rented', 'sold', 'unpublish', 'reconfirm'] as const;
export type OwnerAction = (typeof LISTING_OWNER_MOVES)[number];
type Status = (typeof LISTING_STATUSES)[number];

/** What an owner may do from which status, and where it leads (the API enforces it, the account page offers it). */
export const OWNER_MOVES: Record<OwnerAction, { from: readonly Status[]; to: Status }> = {
  submit: { from: ['draft', 'rejected'], to: 'pending_review' },
  rented: { from: ['active', 'paused'], to: 'rented' },
  sold: { from: ['active', 'paused'], to: 'sold' },
  unpublish: { from: ['active', 'pending_review', 'rejected', 'expired', 'rented', 'sold', 'paused'], to: 'draft' },
  // Still available: an active listing's clock restarts; an expired one, or one paused because
  // its owner had not answered a request to reconfirm, comes back as it was verified.
  reconfirm: { from: ['active', 'expired', 'paused'], to: 'active' },
};
export const listingMoveSchema = z.object({
  action: z.enum(LISTING_OWNER_MOVES),
});
/** A rejection names a common reason, or gives the reviewer's own words (at least 5 characters), or both. */
export const rejectionFields = {
  reason_code: z.enum(REJECTION_REASON_CODES).optional(),
  reason: z.string().trim().max(1000).optional(),
};
export const rejectionRule = (v: { reason_code?: RejectionReason; reason?: string }, ctx: z.RefinementCtx) => {
  if (!v.reason_code && (v.reason ?? '').length < REJECTION_REASON_MIN)
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: 'REASON_REQUIRED',
      params: { min: REJECTION_REASON_MIN },
    });
};
export const listingRejectSchema = z.object(rejectionFields).superRefine(rejectionRule);

export const myListingSchema = propertySchema.extend({
  status: z.enum(LISTING_STATUSES),
  /** A rejection's common reason, worded by the reader's language (rejectionText). */
  rejection_code: z.enum(REJECTION_REASON_CODES).nullable(),
  /** What the reviewer wrote (or the reason of a take-down or merge), as written. */
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  last_confirmed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  visit_requests: z.number(),
  visit_start_hour: z.number(),
  visit_end_hour: z.number(),
  visit_days: z.array(z.number()),
  /** The listing's contact e-mail (owner and team only). */
  contact_email: z.string().nullable(),
  /**
   * Changes waiting for the team (decision 043), by field as the update sent them; seekers see the
   * listing as it was verified until they are approved. Null when nothing waits.
   */
  pending_changes: z.record(z.string(), z.unknown()).nullable(),
  changes_submitted_at: z.string().nullable(),
});
export type MyListing = z.infer<typeof myListingSchema>;
export const myListingListSchema = z.object({
  properties: z.array(myListingSchema),
  items: z.array(myListingSchema),
  total: z.number(),
});
