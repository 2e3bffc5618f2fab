import { z } from 'zod';
import { AMENITIES, FEATURES, LISTING_STATUSES, PROPERTY_TYPES, PURPOSES } from './constants.ts';
import { propertySchema } from './property.ts';

// What an owner sends to create or change a listing. Messages name the field, so the form can
// show each next to its box.

const MAX_MONEY = 10_000_000_000; // ₹1,000 crore
/** Days an active listing stays up without its owner confirming it is still available. */
export const RECONFIRM_DAYS = { rent: 45, sale: 90 } as const;

/** The listing's whole-number fields: their name in messages and their bounds (pages translate the messages). */
export const LISTING_NUMBERS = {
  base_price: ['Sale price', 0, MAX_MONEY],
  monthly_rent: ['Monthly rent', 0, MAX_MONEY],
  daily_rate: ['Daily rate', 0, MAX_MONEY],
  security_deposit: ['Security deposit', 0, MAX_MONEY],
  maintenance_charges: ['Maintenance', 0, MAX_MONEY],
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

/** The messages of a whole-number field, as the rules below word them. */
export const numberMessages = (label: string, min: number, max: number) => ({
  notNumber: `${label} must be a number`,
  notWhole: `${label} must be a whole number`,
  tooSmall: `${label} must be at least ${min}`,
  tooLarge: `${label} must be at most ${max.toLocaleString('en-IN')}`,
});

const int = (field: keyof typeof LISTING_NUMBERS) => {
  const [label, min, max] = LISTING_NUMBERS[field];
  const m = numberMessages(label, min, max);
  return z
    .number({ error: m.notNumber })
    .int(m.notWhole)
    .min(min, m.tooSmall)
    .max(max, m.tooLarge)
    .nullable()
    .optional();
};
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const LISTING_MESSAGES = {
  titleShort: 'Title must be at least 10 characters',
  priceRequired: {
    buy: 'Sale price is required',
    rent: 'Monthly rent is required',
    pg: 'Monthly rent is required',
    short_stay: 'Daily rate is required',
    commercial: 'Price is required',
  },
  priceTypeRequired: 'Say whether the space is for sale or rent',
  localityRequired: 'Locality is required',
} as const;

export const listingFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .min(10, LISTING_MESSAGES.titleShort)
    .max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  purpose: z.enum(PURPOSES, { error: `Purpose must be one of ${PURPOSES.join(', ')}` }),
  price_type: z.enum(['sale', 'rent'], { error: 'Price type must be sale or rent' }).nullable().optional(),
  property_type: z.enum(PROPERTY_TYPES, { error: `Property type must be one of ${PROPERTY_TYPES.join(', ')}` }),
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
  area_type: z
    .enum(['carpet', 'built_up', 'super_built_up', 'plot'], {
      error: 'Area type must be carpet, built_up, super_built_up or plot',
    })
    .default('super_built_up'),
  floor_number: int('floor_number'),
  total_floors: int('total_floors'),
  parking_spaces: int('parking_spaces'),
  age_of_property: int('age_of_property'),
  furnishing: z
    .enum(['furnished', 'semi_furnished', 'unfurnished'], {
      error: 'Furnishing must be furnished, semi_furnished or unfurnished',
    })
    .nullable()
    .optional(),
  pg_sharing: z
    .enum(['single', 'double', 'triple', 'dormitory'], { error: 'Sharing must be single, double, triple or dormitory' })
    .nullable()
    .optional(),
  pg_food_included: z.boolean({ error: 'Food included must be true or false' }).nullable().optional(),
  pg_gender: z.enum(['male', 'female', 'any'], { error: 'PG for must be male, female or any' }).nullable().optional(),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'Choose amenities from the list' }))
    .max(AMENITIES.length)
    .default([]),
  features: z
    .array(z.enum(FEATURES, { error: 'Choose features from the list' }))
    .max(FEATURES.length)
    .default([]),
  full_address: text('Address', 300),
  landmark: text('Landmark', 120),
  sub_locality: text('Sub-locality', 120),
  // Required before review (reviewIssues), not in a draft: the owner may save the first step
  // before saying where the property is.
  locality: text('Locality', 120),
  city: z.string().trim().min(1, 'City is required').max(60).default('Gurugram'),
  state: z.string().trim().min(1).max(60).default('Haryana'),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'PIN code must be 6 digits')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  // India's bounding box: a point outside it is a typo, not a listing.
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(6, 'Latitude is outside India')
    .max(37.5, 'Latitude is outside India')
    .nullable()
    .optional(),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(68, 'Longitude is outside India')
    .max(97.5, 'Longitude is outside India')
    .nullable()
    .optional(),
  available_from: z.iso.date('Available from must be a date (YYYY-MM-DD)').nullable().optional(),
  owner_contact: z
    .string()
    .trim()
    .regex(/^\+91[6-9]\d{9}$/, 'Contact must be +91 and a 10-digit mobile number')
    .nullable()
    .optional(),
  // The add-listing form's contact name and e-mail: the name is shown as the advertiser's, the
  // e-mail only to the owner and the team. Empty: the account's own (filled in when it is created
  // or claimed).
  owner_name: text('Contact name', 120),
  contact_email: z
    .string()
    .trim()
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address')]))
    .transform((v) => v.toLowerCase() || null)
    .nullable()
    .optional(),
  visit_start_hour: z.number().int().min(0).max(23).default(10),
  visit_end_hour: z.number().int().min(1).max(24).default(19),
};

type Fields = { [K in keyof typeof listingFields]?: unknown };
export type ListingField = keyof typeof listingFields;
export interface ListingIssue {
  path: ListingField;
  message: string;
}

/**
 * Rules across fields. `complete`: also what a listing needs before it is sent for review (a
 * place and the purpose's price); a draft may lack them.
 */
export function listingIssues(v: Fields & Record<string, unknown>, complete: boolean): ListingIssue[] {
  const out: ListingIssue[] = [];
  const issue = (path: ListingField, message: string) => out.push({ path, message });
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
    if (missing(v[field])) issue(field, LISTING_MESSAGES.priceRequired[purpose]);
    if (purpose === 'commercial' && !v.price_type) issue('price_type', LISTING_MESSAGES.priceTypeRequired);
  }
  if (complete && (typeof v.locality !== 'string' || !v.locality.trim()))
    issue('locality', LISTING_MESSAGES.localityRequired);
  if (typeof v.floor_number === 'number' && typeof v.total_floors === 'number' && v.floor_number > v.total_floors) {
    issue('floor_number', 'Floor cannot be above the total floors');
  }
  if ((v.latitude === null || v.latitude === undefined) !== (v.longitude === null || v.longitude === undefined)) {
    issue('longitude', 'Give both latitude and longitude, or neither');
  }
  if (
    typeof v.visit_start_hour === 'number' &&
    typeof v.visit_end_hour === 'number' &&
    v.visit_start_hour >= v.visit_end_hour
  ) {
    issue('visit_end_hour', 'Visiting hours must end after they start');
  }
  return out;
}

const crossCheck =
  (complete: (v: Record<string, unknown>) => boolean) =>
  (v: Fields & Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const i of listingIssues(v, complete(v))) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
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
  action: z.enum(LISTING_OWNER_MOVES, { error: `action must be one of ${LISTING_OWNER_MOVES.join(', ')}` }),
});
export const listingRejectSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(5, 'Give the owner a reason of at least 5 characters')
    .max(1000),
});

export const myListingSchema = propertySchema.extend({
  status: z.enum(LISTING_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  last_confirmed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  visit_requests: z.number(),
  visit_start_hour: z.number(),
  visit_end_hour: z.number(),
  /** The listing's contact e-mail (owner and team only). */
  contact_email: z.string().nullable(),
});
export type MyListing = z.infer<typeof myListingSchema>;
export const myListingListSchema = z.object({
  properties: z.array(myListingSchema),
  items: z.array(myListingSchema),
  total: z.number(),
});
