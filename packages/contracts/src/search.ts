// The public search contract: every filter, its aliases, ranges, defaults and messages. Used by
// the API to validate and by the web app to build URLs, so both read a search URL the same way.
import { z } from 'zod';
import { DEFAULT_RADIUS_KM, PAGE_SIZE, POSTED_BY, PROPERTY_TYPES, PURPOSES, SORT_OPTIONS } from './constants.ts';
import { numberIssue, pairIssues, SEARCH_NUMBERS, SEARCH_TEXT_MAX, type SearchNumberKey } from './search-rules.ts';
import { TENANT_KINDS } from './tenants.ts';

/** Alias -> canonical name. A canonical value wins when both are sent. */
export const SEARCH_ALIASES: Record<string, string> = {
  latitude: 'lat',
  longitude: 'lng',
  radius_km: 'radius',
  searchKeyword: 'q',
  min_price: 'price_min',
  max_price: 'price_max',
  bedrooms: 'bedrooms_min',
  bathrooms: 'bathrooms_min',
  min_area: 'area_min',
  max_area: 'area_max',
  zip_code: 'pincode',
  property_types: 'property_type',
  food_included: 'pg_food_included',
};

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === ''));
const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** A numeric value within its bounds (search-rules.ts); text that is no number arrives as NaN and gets the same answer. */
function num(field: SearchNumberKey) {
  const bound = SEARCH_NUMBERS[field];
  return z.preprocess(
    (v) => (blank(v) ? undefined : Number(one(v))),
    z
      .union([z.number(), z.nan()])
      .refine((n) => numberIssue(n, bound) === null, {
        message: 'int' in bound ? 'WHOLE_NUMBER_RANGE' : 'NUMBER_RANGE',
        params: { min: bound.min, max: bound.max },
      })
      .optional(),
  );
}

const list = <T extends z.ZodType>(field: string, item: T) =>
  z.preprocess((v) => {
    if (blank(v)) return undefined;
    const arr = (Array.isArray(v) ? v : [v])
      .flatMap((x) => String(x).split(','))
      .map((x) => x.trim())
      .filter(Boolean);
    return arr.length ? arr : undefined;
  }, z.array(item).max(30).optional());

const text = (field: string, max: number) =>
  z.preprocess((v) => (blank(v) ? undefined : String(one(v)).trim() || undefined), z.string().max(max).optional());

const isoDate = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(one(v))),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        'DATE_NOT_REAL',
      )
      .optional(),
  );

const bool = () =>
  z.preprocess((v) => {
    if (blank(v)) return undefined;
    const s = String(one(v)).toLowerCase();
    return s === 'true' || s === '1' || s === 'yes' ? true : s === 'false' || s === '0' || s === 'no' ? false : s;
  }, z.boolean().optional());

export const searchQuerySchema = z
  .object({
    page: num('page').transform((v) => v ?? 1),
    limit: num('limit').transform((v) => v ?? PAGE_SIZE),
    cursor: text('cursor', SEARCH_TEXT_MAX.cursor),
    q: text('q', SEARCH_TEXT_MAX.q),
    purpose: z.preprocess((v) => {
      const s = blank(v) ? undefined : String(one(v));
      return s === 'sale' ? 'buy' : s === 'all' ? undefined : s;
    }, z.enum(PURPOSES).optional()),
    property_type: list('property_type', z.enum(PROPERTY_TYPES)),
    price_min: num('price_min'),
    price_max: num('price_max'),
    bedrooms_min: num('bedrooms_min'),
    bedrooms_max: num('bedrooms_max'),
    bathrooms_min: num('bathrooms_min'),
    bathrooms_max: num('bathrooms_max'),
    area_min: num('area_min'),
    area_max: num('area_max'),
    city: text('city', SEARCH_TEXT_MAX.city),
    locality: text('locality', SEARCH_TEXT_MAX.locality),
    pincode: z.preprocess(
      (v) => (blank(v) ? undefined : String(one(v)).trim()),
      z
        .string()
        .regex(/^[1-9]\d{5}$/, 'PIN_INVALID')
        .optional(),
    ),
    lat: num('lat'),
    lng: num('lng'),
    radius: num('radius'),
    amenities: list('amenities', z.string().max(60)),
    features: list('features', z.string().max(60)),
    parking_spaces_min: num('parking_spaces_min'),
    floor_number_min: num('floor_number_min'),
    floor_number_max: num('floor_number_max'),
    age_max: num('age_max'),
    check_in: isoDate(),
    check_out: isoDate(),
    guests: num('guests'),
    pg_sharing: list('pg_sharing', z.enum(['single', 'double', 'triple', 'dormitory'])),
    pg_food_included: bool(),
    pg_gender: z.preprocess(
      (v) => (blank(v) ? undefined : String(one(v))),
      z.enum(['male', 'female', 'any']).optional(),
    ),
    // Who is looking (a family, bachelors, a company): listings that let to them or to anyone.
    preferred_tenants: z.preprocess((v) => (blank(v) ? undefined : String(one(v))), z.enum(TENANT_KINDS).optional()),
    pets_allowed: bool(),
    posted_by: z.preprocess((v) => (blank(v) ? undefined : String(one(v))), z.enum(POSTED_BY).optional()),
    sort_by: z.preprocess((v) => (blank(v) ? undefined : String(one(v))), z.enum(SORT_OPTIONS).optional()),
  })
  .superRefine((q, ctx) => {
    for (const issue of pairIssues(q)) ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.code });
    if ((q.lat === undefined) !== (q.lng === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'COORDS_PAIR',
      });
    if (q.sort_by === 'distance' && q.lat === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['sort_by'],
        message: 'POINT_REQUIRED',
      });
  })
  .transform((q) => ({
    ...q,
    radius: q.lat !== undefined ? (q.radius ?? DEFAULT_RADIUS_KM) : undefined,
    sort_by: q.sort_by ?? 'newest',
  }));
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Applies aliases to a raw query object (repeated values stay arrays). */
export function normaliseSearchParams(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!(k in SEARCH_ALIASES)) out[k] = v;
  for (const [alias, canonical] of Object.entries(SEARCH_ALIASES)) {
    if (raw[alias] !== undefined && blank(out[canonical])) out[canonical] = raw[alias];
  }
  return out;
}
