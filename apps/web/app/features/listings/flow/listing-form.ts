// The listing form of the add-listing flow (/add-new-listing): its defaults, the fields each
// purpose asks for, the mapping from a posted step to the API's body, and each step's form
// schema (the API's own rules, read from what the form posts).
import { z } from 'zod';
import {
  asksPets,
  asksTenants,
  listingStepSchema,
  normaliseIndianMobile,
  STEP_FIELDS,
  type ListingStep,
  type MyListing,
  type Purpose,
  VISIT_DAYS_ALL,
} from '@aangan/contracts';

/** Price and stay fields per purpose; the others are not sent (they may hold stale values). */
export const PURPOSE_FIELDS: Record<Purpose, readonly string[]> = {
  buy: ['base_price', 'maintenance_charges'],
  rent: ['monthly_rent', 'security_deposit', 'maintenance_charges'],
  short_stay: ['daily_rate', 'minimum_stay_days', 'max_occupancy'],
  pg: ['monthly_rent', 'security_deposit', 'pg_sharing', 'pg_food_included', 'pg_gender'],
  commercial: ['price_type', 'base_price', 'monthly_rent', 'security_deposit', 'maintenance_charges'],
};
const PRICE_FIELDS = [...new Set(Object.values(PURPOSE_FIELDS).flat())];

const NUMBERS = [
  'base_price',
  'monthly_rent',
  'daily_rate',
  'security_deposit',
  'maintenance_charges',
  'minimum_stay_days',
  'max_occupancy',
  'bedrooms',
  'bathrooms',
  'balconies',
  'area_sqft',
  'floor_number',
  'total_floors',
  'parking_spaces',
  'age_of_property',
  'latitude',
  'longitude',
  'visit_start_hour',
  'visit_end_hour',
];
const VISIT_FIELDS = ['visit_start_hour', 'visit_end_hour', 'visit_days'];
/** Fields a form sends as several values of one name (checkboxes). */
const LISTS = ['amenities', 'features', 'preferred_tenants', 'visit_days'];
const TEXTS = [
  'title',
  'description',
  'purpose',
  'property_type',
  'price_type',
  'area_type',
  'furnishing',
  'pg_sharing',
  'pg_gender',
  'full_address',
  'landmark',
  'sub_locality',
  'locality',
  'city',
  'pincode',
  'available_from',
  'owner_name',
  'contact_email',
];

/** The form's starting values: a common Gurugram flat (1 BHK, 1 bathroom, 0 balconies, 1000 sq ft), a +91 number. */
export const LISTING_DEFAULTS = {
  title: '',
  description: '',
  purpose: 'rent',
  property_type: 'apartment',
  price_type: 'sale',
  base_price: '',
  monthly_rent: '',
  daily_rate: '',
  security_deposit: '',
  maintenance_charges: '',
  minimum_stay_days: '',
  max_occupancy: '',
  bedrooms: '1',
  bathrooms: '1',
  balconies: '0',
  area_sqft: '1000',
  area_type: 'super_built_up',
  floor_number: '',
  total_floors: '',
  parking_spaces: '',
  age_of_property: '',
  furnishing: '',
  pg_sharing: '',
  pg_food_included: '',
  pg_gender: '',
  preferred_tenants: [] as string[],
  pets_allowed: '',
  full_address: '',
  landmark: '',
  sub_locality: '',
  locality: '',
  city: 'Gurugram',
  pincode: '',
  available_from: '',
  owner_contact: '',
  owner_name: '',
  contact_email: '',
  latitude: '',
  longitude: '',
  amenities: [] as string[],
  features: [] as string[],
  // Visiting hours and days (India time): every day, 10:00 to 19:00, unless the advertiser chooses.
  visit_start_hour: '10',
  visit_end_hour: '19',
  visit_days: VISIT_DAYS_ALL.map(String),
};
export type ListingFormValues = typeof LISTING_DEFAULTS;

/** Form values of an existing listing, to edit it. */
export function valuesOf(l: MyListing): ListingFormValues {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const out = { ...LISTING_DEFAULTS } as Record<string, unknown>;
  const given = l as unknown as Record<string, unknown>;
  for (const k of Object.keys(LISTING_DEFAULTS)) {
    // A field the listing does not have (not asked when it was made) starts at the form's default.
    if (given[k] === undefined) continue;
    out[k] = LISTS.includes(k) ? ((given[k] as unknown[] | null) ?? []).map(String) : str(given[k]);
  }
  out.pets_allowed = l.pets_allowed === null ? '' : l.pets_allowed ? 'yes' : 'no';
  out.owner_contact = str(l.owner_contact).replace(/^\+91/, '');
  return out as ListingFormValues;
}

/** What a form posted: FormData, or the same as an object (a name sent twice holds a list). */
type Posted = FormData | Record<string, unknown>;

function postedValue(form: Posted, k: string, list: boolean): string | string[] {
  const raw = form instanceof FormData ? (list ? form.getAll(k) : form.get(k)) : form[k];
  const all = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  return list ? all : (all[0] ?? '');
}

/**
 * What a step posted, kept as typed (to show again after a refusal or a failed send), over the
 * values the listing already has: only `fields` are read from the form.
 */
export function formToValues(
  form: Posted,
  base: ListingFormValues = LISTING_DEFAULTS,
  fields: readonly string[] = Object.keys(LISTING_DEFAULTS),
): ListingFormValues {
  const out = { ...base } as Record<string, unknown>;
  // The visiting hours are asked only where a visit fits (not for a short stay): a form without
  // them keeps the listing's own (an unticked day box sends nothing, so the hours box tells).
  const visiting = form instanceof FormData ? form.has('visit_start_hour') : 'visit_start_hour' in form;
  for (const k of fields) {
    if (!(k in LISTING_DEFAULTS) || (VISIT_FIELDS.includes(k) && !visiting)) continue;
    out[k] = postedValue(form, k, LISTS.includes(k));
  }
  return out as ListingFormValues;
}

/** The values a step starts from: the saved listing's, or the form's defaults before anything is saved. */
export const savedValues = (listing: MyListing | null): ListingFormValues =>
  listing ? valuesOf(listing) : LISTING_DEFAULTS;

/**
 * A step's form checked with the API's rules for the step (listingStepSchema): what it posts
 * becomes the API's body first (numbers as numbers, the purpose's own prices, the phone as
 * E.164). The browser checks with it as the owner types, the action again; the parsed value is
 * the body to send (with `go`, the button that sent it). `listing`: the listing as saved.
 */
export function stepFormSchema(step: ListingStep, listing: MyListing | null) {
  const fields = STEP_FIELDS[step];
  const base = savedValues(listing);
  return z.preprocess(
    (posted) => {
      const form = (posted ?? {}) as Record<string, unknown>;
      const go = typeof form.go === 'string' ? form.go : undefined;
      return { ...toListingBody(formToValues(form, base, fields), fields), go };
    },
    listingStepSchema(step, (listing ?? {}) as Record<string, unknown>),
  );
}

const number = (v: string): number | null | string => {
  const t = v.replace(/[,\s₹]/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : v; // the API names a non-number field in its message
};

/**
 * The API body for these values: only the purpose's own price fields (the others emptied),
 * numbers as numbers; with `fields`, only those (a step's).
 */
export function toListingBody(v: ListingFormValues, fields?: readonly string[]): Record<string, unknown> {
  const body = wholeBody(v);
  if (!fields) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => fields.includes(k)));
}

function wholeBody(v: ListingFormValues): Record<string, unknown> {
  const purpose = v.purpose as Purpose;
  const own = new Set(PURPOSE_FIELDS[purpose] ?? []);
  const body: Record<string, unknown> = {};
  for (const k of TEXTS) {
    if (PRICE_FIELDS.includes(k) && !own.has(k)) continue;
    body[k] = v[k as keyof ListingFormValues] === '' ? null : v[k as keyof ListingFormValues];
  }
  for (const k of NUMBERS) {
    if (PRICE_FIELDS.includes(k) && !own.has(k)) {
      body[k] = null;
      continue;
    }
    body[k] = number(v[k as keyof ListingFormValues] as string);
  }
  if (own.has('pg_food_included'))
    body.pg_food_included = v.pg_food_included === '' ? null : v.pg_food_included === 'yes';
  else body.pg_food_included = null;
  tenantAnswers(v, body);
  if (purpose !== 'commercial') body.price_type = purpose === 'buy' ? 'sale' : 'rent';
  body.bhk = body.bedrooms;
  body.title = v.title; // required: an empty title gets the API's own message
  body.description = v.description;
  body.locality = v.locality;
  body.city = v.city || 'Gurugram';
  body.amenities = v.amenities;
  body.features = v.features;
  body.visit_days = v.visit_days.map(Number);
  // A short stay takes no visits (it is enquired about by dates): its visiting hours are not asked.
  if (purpose === 'short_stay') for (const k of ['visit_start_hour', 'visit_end_hour', 'visit_days']) delete body[k];
  // Typed after a fixed +91: a mobile number as E.164; anything else as typed, for the phone rule to name.
  const phone = v.owner_contact.trim();
  body.owner_contact = phone ? (normaliseIndianMobile(phone) ?? phone) : null;
  return body;
}

/**
 * Whom a rental is let to and whether pets are welcome, as the API takes them: asked of the
 * purposes that have them (decision 044), emptied for the others (they may hold stale answers).
 */
function tenantAnswers(v: ListingFormValues, body: Record<string, unknown>): void {
  body.preferred_tenants = asksTenants(v.purpose) && v.preferred_tenants.length ? v.preferred_tenants : null;
  body.pets_allowed = asksPets(v.purpose) && v.pets_allowed !== '' ? v.pets_allowed === 'yes' : null;
}
