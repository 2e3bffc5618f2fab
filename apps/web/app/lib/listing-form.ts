// The listing form of the add-listing flow (/add-new-listing): its defaults (spec section 9), the
// fields each purpose asks for, and the mapping from a posted step to the API.
import type { MyListing, Purpose } from '@aangan/contracts';

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
];
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

/** The form's starting values: spec section 9 (city Gurugram, 1 BHK, 1 bathroom, 0 balconies, 1000 sq ft, +91). */
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
};
export type ListingFormValues = typeof LISTING_DEFAULTS;

/** Form values of an existing listing, to edit it. */
export function valuesOf(l: MyListing): ListingFormValues {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const out = { ...LISTING_DEFAULTS } as Record<string, unknown>;
  for (const k of Object.keys(LISTING_DEFAULTS)) {
    if (k === 'amenities' || k === 'features') out[k] = [...(l[k] as string[])];
    else out[k] = str((l as unknown as Record<string, unknown>)[k]);
  }
  out.owner_contact = str(l.owner_contact).replace(/^\+91/, '');
  return out as ListingFormValues;
}

/**
 * What a step posted, kept as typed (to show again after a refusal or a failed send), over the
 * values the listing already has: only `fields` are read from the form.
 */
export function formToValues(
  form: FormData,
  base: ListingFormValues = LISTING_DEFAULTS,
  fields: readonly string[] = Object.keys(LISTING_DEFAULTS),
): ListingFormValues {
  const out = { ...base } as Record<string, unknown>;
  for (const k of fields) {
    if (!(k in LISTING_DEFAULTS)) continue;
    out[k] = k === 'amenities' || k === 'features' ? form.getAll(k).map(String) : String(form.get(k) ?? '');
  }
  return out as ListingFormValues;
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
  if (purpose !== 'commercial') body.price_type = purpose === 'buy' ? 'sale' : 'rent';
  body.bhk = body.bedrooms;
  body.title = v.title; // required: an empty title gets the API's own message
  body.description = v.description;
  body.locality = v.locality;
  body.city = v.city || 'Gurugram';
  body.amenities = v.amenities;
  body.features = v.features;
  const phone = v.owner_contact.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  body.owner_contact = phone ? `+91${phone}` : null;
  return body;
}
