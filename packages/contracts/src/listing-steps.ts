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
    'preferred_tenants',
    'pets_allowed',
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
    'visit_start_hour',
    'visit_end_hour',
    'visit_days',
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

const stepIndex = (s: ListingStep) => LISTING_STEPS.indexOf(s);

/** Where a step's button leads: `back`, a step of the list, or (anything else) the next step. */
export function stepTarget(step: ListingStep, go: string | undefined): ListingStep {
  const i = stepIndex(step);
  if (go === 'back') return LISTING_STEPS[Math.max(0, i - 1)]!;
  const named = LISTING_STEPS.find((s) => s === go);
  return named ?? LISTING_STEPS[Math.min(LISTING_STEPS.length - 1, i + 1)]!;
}

/**
 * One step's fields as the API will check them, with the rules across fields. `go` is the
 * button that sent the step: moving on (Next, or a later step) also asks what the step must
 * have before review (a locality, the purpose's price); going back only refuses what is
 * malformed. `listing`: the rest of the listing as saved (its purpose, ...).
 */
export function listingStepSchema(step: ListingStep, listing: Record<string, unknown>) {
  const own = STEP_FIELDS[step] as readonly string[];
  return stepSchemas[step].extend({ go: z.string().optional() }).superRefine((v, ctx) => {
    const complete = stepIndex(stepTarget(step, v.go as string | undefined)) > stepIndex(step);
    for (const i of listingIssues({ ...listing, ...v }, complete))
      if (own.includes(i.path)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.code });
  });
}

/**
 * One step's fields checked with listingStepSchema, as field → its first error token.
 * `complete`: checked as when moving on (Next) rather than going back.
 */
export function checkListingStep(
  step: ListingStep,
  body: Record<string, unknown>,
  listing: Record<string, unknown>,
  complete: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const go = complete ? 'next' : 'back';
  const parsed = listingStepSchema(step, listing).safeParse({ ...body, go }, { error: fieldCodeErrorMap });
  if (parsed.success) return errors;
  for (const i of parsed.error.issues) {
    const field = String(i.path[0] ?? '');
    errors[field] ??= errorToken(fieldErrorFromIssue(i));
  }
  return errors;
}
