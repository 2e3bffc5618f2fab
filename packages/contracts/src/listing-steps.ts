import { z } from 'zod';
import { errorToken, fieldCodeErrorMap, fieldErrorFromIssue } from './errors.ts';
import { listingFields, listingIssues, type ListingField } from './listing.ts';

// The add-listing flow's six steps (web: /add-new-listing) and which listing fields each asks
// for. Each step is checked with the API's own field rules before the owner moves on.

export const LISTING_STEPS = ['basics', 'location', 'details', 'media', 'price', 'review'] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

export const STEP_FIELDS: Record<ListingStep, readonly ListingField[]> = {
  basics: ['purpose', 'property_type', 'title', 'description'],
  location: ['locality', 'sub_locality', 'landmark', 'full_address', 'city', 'pincode', 'latitude', 'longitude'],
  details: [
    'bedrooms',
    'bhk',
    'bathrooms',
    'balconies',
    'area_sqft',
    'area_type',
    'furnishing',
    'floor_number',
    'total_floors',
    'parking_spaces',
    'age_of_property',
    'amenities',
    'features',
    'pg_sharing',
    'pg_food_included',
    'pg_gender',
  ],
  media: [],
  price: [
    'price_type',
    'base_price',
    'monthly_rent',
    'daily_rate',
    'security_deposit',
    'maintenance_charges',
    'minimum_stay_days',
    'max_occupancy',
    'available_from',
    'owner_contact',
    'owner_name',
    'contact_email',
  ],
  review: [],
};

/** The step a field is asked in (for a message about it on the review step). */
export function stepOfField(field: string): ListingStep | null {
  return LISTING_STEPS.find((s) => (STEP_FIELDS[s] as readonly string[]).includes(field)) ?? null;
}

const stepSchemas = Object.fromEntries(
  LISTING_STEPS.map((s) => [s, z.object(Object.fromEntries(STEP_FIELDS[s].map((f) => [f, listingFields[f]])))]),
) as Record<ListingStep, z.ZodObject>;

/**
 * One step's fields as the API will check them, as field → message. `complete` (moving on with
 * Next) also asks what the step must have before review: a locality, the purpose's price; going
 * Back only refuses what is malformed. `listing`: the rest of the listing (its purpose, ...).
 */
export function checkListingStep(
  step: ListingStep,
  body: Record<string, unknown>,
  listing: Record<string, unknown>,
  complete: boolean,
): Record<string, string> {
  const own = STEP_FIELDS[step] as readonly string[];
  const errors: Record<string, string> = {};
  const parsed = stepSchemas[step].safeParse(body, { error: fieldCodeErrorMap });
  if (!parsed.success) {
    for (const i of parsed.error.issues) {
      const field = String(i.path[0] ?? '');
      if (own.includes(field)) errors[field] ??= errorToken(fieldErrorFromIssue(i));
    }
    return errors;
  }
  for (const i of listingIssues({ ...listing, ...parsed.data }, complete))
    if (own.includes(i.path)) errors[i.path] ??= i.code;
  return errors;
}
