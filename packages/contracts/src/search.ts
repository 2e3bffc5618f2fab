// The public search contract: every filter, its aliases, ranges, defaults and messages. Used by
// the API to validate and by the web app to build URLs, so both read a search URL the same way.
import { z } from 'zod';
import { MAX_PRICE } from './field-rules.ts';
import {
  DEFAULT_RADIUS_KM,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  POSTED_BY,
  PROPERTY_TYPES,
  PURPOSES,
  SORT_OPTIONS,
} from './constants.ts';
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

function num(_field: string, min: number, max: number, opts: { int?: boolean } = {}) {
  const code = opts.int ? 'WHOLE_NUMBER_RANGE' : 'NUMBER_RANGE';
  return z.preprocess(
    (v) => (blank(v) ? undefined : Number(one(v))),
    // Text that is no number arrives as NaN and gets the same answer as one out of range.
    z
      .union([z.number(), z.nan()])
      .refine((n) => Number.isFinite(n) && n >= min && n <= max && (!opts.int || Number.isInteger(n)), {
        message: code,
        params: { min, max },
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
    page: num('page', 1, 10_000, { int: true }).transform((v) => v ?? 1),
    limit: num('limit', 1, MAX_PAGE_SIZE, { int: true }).transform((v) => v ?? PAGE_SIZE),
    cursor: text('cursor', 200),
    q: text('q', 200),
    purpose: z.preprocess((v) => {
      const s = blank(v) ? undefined : String(one(v));
      return s === 'sale' ? 'buy' : s === 'all' ? undefined : s;
    }, z.enum(PURPOSES).optional()),
    property_type: list('property_type', z.enum(PROPERTY_TYPES)),
    price_min: num('price_min', 0, MAX_PRICE),
    price_max: num('price_max', 0, MAX_PRICE),
    bedrooms_min: num('bedrooms_min', 0, 20, { int: true }),
    bedrooms_max: num('bedrooms_max', 0, 20, { int: true }),
    bathrooms_min: num('bathrooms_min', 0, 10, { int: true }),
    bathrooms_max: num('bathrooms_max', 0, 10, { int: true }),
    area_min: num('area_min', 0, 10_000_000),
    area_max: num('area_max', 0, 10_000_000),
    city: text('city', 80),
    locality: text('locality', 120),
    pincode: z.preprocess(
      (v) => (blank(v) ? undefined : String(one(v)).trim()),
      z
        .string()
        .regex(/^[1-9]\d{5}$/, 'PIN_INVALID')
        .optional(),
    ),
    lat: num('lat', -90, 90),
    lng: num('lng', -180, 180),
    radius: num('radius', 0.1, 200),
    amenities: list('amenities', z.string().max(60)),
    features: list('features', z.string().max(60)),
    parking_spaces_min: num('parking_spaces_min', 0, 100, { int: true }),
    floor_number_min: num('floor_number_min', 0, 100, { int: true }),
    floor_number_max: num('floor_number_max', 0, 100, { int: true }),
    age_max: num('age_max', 0, 200),
    check_in: isoDate(),
    check_out: isoDate(),
    guests: num('guests', 1, 20, { int: true }),
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
    const pairs: [keyof typeof q, keyof typeof q][] = [
      ['price_min', 'price_max'],
      ['bedrooms_min', 'bedrooms_max'],
      ['bathrooms_min', 'bathrooms_max'],
      ['area_min', 'area_max'],
      ['floor_number_min', 'floor_number_max'],
    ];
    for (const [lo, hi] of pairs) {
      if (q[lo] !== undefined && q[hi] !== undefined && (q[lo] as number) > (q[hi] as number)) {
        ctx.addIssue({ code: 'custom', path: [hi], message: 'MIN_ABOVE_MAX' });
      }
    }
    if ((q.lat === undefined) !== (q.lng === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.lat === undefined ? 'lat' : 'lng'],
        message: 'COORDS_PAIR',
      });
    if (q.check_in && q.check_out && q.check_out <= q.check_in)
      ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'CHECK_OUT_ORDER' });
    if ((q.check_in === undefined) !== (q.check_out === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.check_in ? 'check_out' : 'check_in'],
        message: 'DATES_PAIR',
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
