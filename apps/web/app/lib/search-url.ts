// The search page's state lives in its URL (spec section 2, Properties list): read on load, page
// and sort written back. These rules turn a URL into the API's query and back into links.
import { DEFAULT_RADIUS_KM, normaliseSearchParams } from '@aangan/contracts';

/** Filters the page sends to the API, by their canonical names (aliases are read too). */
export const FILTER_KEYS = [
  'q', 'purpose', 'property_type', 'price_min', 'price_max', 'bedrooms_min', 'bedrooms_max', 'bathrooms_min', 'bathrooms_max',
  'area_min', 'area_max', 'city', 'locality', 'pincode', 'lat', 'lng', 'radius', 'amenities', 'features', 'parking_spaces_min',
  'floor_number_min', 'floor_number_max', 'age_max', 'check_in', 'check_out', 'guests', 'pg_sharing', 'pg_food_included', 'pg_gender',
  'posted_by',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const LISTS = new Set(['property_type', 'amenities', 'features', 'pg_sharing']);

export type Filters = Partial<Record<FilterKey, string | string[]>> & { location?: string; sort_by?: string; page?: string; view?: string };

/** The URL's filters under their canonical names, blanks dropped, lists as lists. */
export function readFilters(search: URLSearchParams): Filters {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key).filter((v) => v.trim() !== '');
    if (all.length) raw[key] = all.length > 1 || LISTS.has(key) ? all : all[0];
  }
  const n = normaliseSearchParams(raw) as Record<string, unknown>;
  const out: Record<string, string | string[]> = {};
  for (const k of [...FILTER_KEYS, 'location', 'sort_by', 'page', 'view']) {
    const v = n[k];
    if (v === undefined) continue;
    out[k] = LISTS.has(k) ? (Array.isArray(v) ? v.map(String) : [String(v)]) : String(Array.isArray(v) ? v.at(-1) : v);
  }
  return out as Filters;
}

/** The order results are in: the one chosen, else nearest first around a point, else newest (the spec's default). */
export const effectiveSort = (f: Filters): string => f.sort_by ?? (f.lat && f.lng ? 'distance' : 'newest');

/** The API query for these filters: page size 12, the radius only with a point. */
export function apiQuery(f: Filters): string {
  const q = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = f[k];
    if (v === undefined || ((k === 'radius') && !(f.lat && f.lng))) continue;
    for (const x of Array.isArray(v) ? v : [v]) q.append(k, x);
  }
  if (f.lat && f.lng && !f.radius) q.set('radius', String(DEFAULT_RADIUS_KM));
  q.set('sort_by', effectiveSort(f));
  q.set('page', f.page ?? '1');
  q.set('limit', '12');
  return q.toString();
}

/** How many filters are set (the badge on the search button); page, sort and view are not filters. */
export function activeFilters(f: Filters): number {
  return FILTER_KEYS.filter((k) => k !== 'lng' && k !== 'radius' && f[k] !== undefined).length;
}

/** The page's URL with some values changed (null removes one); a new sort or filter goes back to page 1. */
export function linkWith(f: Filters, changes: Partial<Record<keyof Filters, string | null>>): string {
  const next: Filters = { ...f };
  if (!('page' in changes)) delete next.page;
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k as keyof Filters];
    else (next as Record<string, string>)[k] = v;
  }
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(next)) for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined) q.append(k, x);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Spec section 7: the banner's type names as the search's property_type (Office is a builder floor there). */
export function bannerType(label: string): string {
  const map: Record<string, string> = { 'Houses and Villa': 'house', Apartments: 'apartment', Office: 'builder_floor' };
  return map[label] ?? label.toLowerCase().replace(/\s+/g, '_');
}

/** Spec section 7: distance after a location search, relevance when a place is known, else newest. */
export function bannerSort(locationMode: boolean, hasPlace: boolean): 'distance' | 'relevance' | 'newest' {
  return locationMode ? 'distance' : hasPlace ? 'relevance' : 'newest';
}
