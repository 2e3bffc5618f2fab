import { z } from 'zod';
import { AMENITIES, FEATURES, LISTING_STATUSES, PROPERTY_TYPES, PURPOSES } from './constants.ts';
import { propertySchema } from './property.ts';

// What an owner sends to create or change a listing. Messages name the field, so the form can
// show each next to its box.

const MAX_MONEY = 10_000_000_000; // ₹1,000 crore
/** Days an active listing stays up without its owner confirming it is still available. */
export const RECONFIRM_DAYS = { rent: 45, sale: 90 } as const;

const int = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`).nullable().optional();
const money = (label: string) => int(label, 0, MAX_MONEY);
const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()
  .transform((v) => (v === '' ? null : v));

export const LISTING_MESSAGES = {
  titleShort: 'Title must be at least 10 characters',
  priceRequired: { buy: 'Sale price is required', rent: 'Monthly rent is required', pg: 'Monthly rent is required', short_stay: 'Daily rate is required', commercial: 'Price is required' },
} as const;

const listingFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').min(10, LISTING_MESSAGES.titleShort).max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  purpose: z.enum(PURPOSES, { error: `Purpose must be one of ${PURPOSES.join(', ')}` }),
  price_type: z.enum(['sale', 'rent'], { error: 'Price type must be sale or rent' }).nullable().optional(),
  property_type: z.enum(PROPERTY_TYPES, { error: `Property type must be one of ${PROPERTY_TYPES.join(', ')}` }),
  base_price: money('Sale price'),
  monthly_rent: money('Monthly rent'),
  daily_rate: money('Daily rate'),
  security_deposit: money('Security deposit'),
  maintenance_charges: money('Maintenance'),
  minimum_stay_days: int('Minimum stay', 1, 365),
  max_occupancy: int('Maximum guests', 1, 20),
  bedrooms: int('Bedrooms', 0, 20),
  bhk: int('BHK', 0, 20),
  bathrooms: int('Bathrooms', 0, 10),
  balconies: int('Balconies', 0, 10),
  area_sqft: int('Area', 1, 1_000_000),
  area_type: z.enum(['carpet', 'built_up', 'super_built_up', 'plot'], { error: 'Area type must be carpet, built_up, super_built_up or plot' }).default('super_built_up'),
  floor_number: int('Floor', 0, 100),
  total_floors: int('Total floors', 0, 100),
  parking_spaces: int('Parking', 0, 50),
  age_of_property: int('Age of property', 0, 200),
  furnishing: z.enum(['furnished', 'semi_furnished', 'unfurnished'], { error: 'Furnishing must be furnished, semi_furnished or unfurnished' }).nullable().optional(),
  pg_sharing: z.enum(['single', 'double', 'triple', 'dormitory'], { error: 'Sharing must be single, double, triple or dormitory' }).nullable().optional(),
  pg_food_included: z.boolean({ error: 'Food included must be true or false' }).nullable().optional(),
  pg_gender: z.enum(['male', 'female', 'any'], { error: 'PG for must be male, female or any' }).nullable().optional(),
  amenities: z.array(z.enum(AMENITIES, { error: 'Choose amenities from the list' })).max(AMENITIES.length).default([]),
  features: z.array(z.enum(FEATURES, { error: 'Choose features from the list' })).max(FEATURES.length).default([]),
  full_address: text('Address', 300),
  landmark: text('Landmark', 120),
  sub_locality: text('Sub-locality', 120),
  locality: z.string({ error: 'Locality is required' }).trim().min(1, 'Locality is required').max(120, 'Locality must be at most 120 characters'),
  city: z.string().trim().min(1, 'City is required').max(60).default('Gurugram'),
  state: z.string().trim().min(1).max(60).default('Haryana'),
  pincode: z.string().trim().regex(/^\d{6}$/, 'PIN code must be 6 digits').nullable().optional().or(z.literal('').transform(() => null)),
  // India's bounding box: a point outside it is a typo, not a listing.
  latitude: z.number({ error: 'Latitude must be a number' }).min(6, 'Latitude is outside India').max(37.5, 'Latitude is outside India').nullable().optional(),
  longitude: z.number({ error: 'Longitude must be a number' }).min(68, 'Longitude is outside India').max(97.5, 'Longitude is outside India').nullable().optional(),
  available_from: z.iso.date('Available from must be a date (YYYY-MM-DD)').nullable().optional(),
  owner_contact: z.string().trim().regex(/^\+91[6-9]\d{9}$/, 'Contact must be +91 and a 10-digit mobile number').nullable().optional(),
  visit_start_hour: z.number().int().min(0).max(23).default(10),
  visit_end_hour: z.number().int().min(1).max(24).default(19),
};

type Fields = { [K in keyof typeof listingFields]?: unknown };

/** Rules across fields; `partial` when checking only what an update sends. */
function crossCheck(v: Fields & Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const purpose = v.purpose as (typeof PURPOSES)[number] | undefined;
  if (purpose) {
    const field = purpose === 'buy' ? 'base_price' : purpose === 'short_stay' ? 'daily_rate'
      : purpose === 'commercial' ? (v.price_type === 'rent' ? 'monthly_rent' : 'base_price') : 'monthly_rent';
    if (v[field] === null || v[field] === undefined) issue(field, LISTING_MESSAGES.priceRequired[purpose]);
    if (purpose === 'commercial' && !v.price_type) issue('price_type', 'Say whether the space is for sale or rent');
  }
  if (typeof v.floor_number === 'number' && typeof v.total_floors === 'number' && v.floor_number > v.total_floors) {
    issue('floor_number', 'Floor cannot be above the total floors');
  }
  if ((v.latitude === null || v.latitude === undefined) !== (v.longitude === null || v.longitude === undefined)) {
    issue('longitude', 'Give both latitude and longitude, or neither');
  }
  if (typeof v.visit_start_hour === 'number' && typeof v.visit_end_hour === 'number' && v.visit_start_hour >= v.visit_end_hour) {
    issue('visit_end_hour', 'Visiting hours must end after they start');
  }
}

export const listingCreateSchema = z.object({ ...listingFields, submit: z.boolean().default(false) }).superRefine(crossCheck);
export type ListingInput = z.infer<typeof listingCreateSchema>;

/** An update sends the fields it changes; the merged listing is checked again on the server. */
export const listingUpdateSchema = z.object(Object.fromEntries(
  Object.entries(listingFields).map(([k, s]) => [k, (s as z.ZodType).optional()]),
) as { [K in keyof typeof listingFields]: z.ZodOptional<(typeof listingFields)[K]> });
export const listingMergedSchema = z.object(listingFields).superRefine(crossCheck);

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
export const listingMoveSchema = z.object({ action: z.enum(LISTING_OWNER_MOVES, { error: `action must be one of ${LISTING_OWNER_MOVES.join(', ')}` }) });
export const listingRejectSchema = z.object({ reason: z.string({ error: 'A reason is required' }).trim().min(5, 'Give the owner a reason of at least 5 characters').max(1000) });

export const myListingSchema = propertySchema.extend({
  status: z.enum(LISTING_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  last_confirmed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  visit_requests: z.number(),
  visit_start_hour: z.number(),
  visit_end_hour: z.number(),
});
export type MyListing = z.infer<typeof myListingSchema>;
export const myListingListSchema = z.object({ properties: z.array(myListingSchema), items: z.array(myListingSchema), total: z.number() });
