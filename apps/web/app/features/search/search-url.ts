// The search page's state lives in its URL, so a search can be shared, bookmarked and reloaded:
// read on load, page and sort written back. These rules turn a URL into the API's query and back
// into links.
import { asksPets, asksTenants, DEFAULT_RADIUS_KM, normaliseSearchParams } from '@aangan/contracts';

/** Filters the page sends to the API, by their canonical names (aliases are read too). */
export const FILTER_KEYS = [
  'q',
  'purpose',
  'property_type',
  'price_min',
  'price_max',
  'bedrooms_min',
  'bedrooms_max',
  'bathrooms_min',
  'bathrooms_max',
  'area_min',
  'area_max',
  'city',
  'locality',
  'pincode',
  'lat',
  'lng',
  'radius',
  'amenities',
  'features',
  'parking_spaces_min',
  'floor_number_min',
  'floor_number_max',
  'age_max',
  'check_in',
  'check_out',
  'guests',
  'pg_sharing',
  'pg_food_included',
  'pg_gender',
  'preferred_tenants',
  'pets_allowed',
  'posted_by',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The longest place name the page looks up: the gazetteer's suggestions take at most 100 characters. */
export const LOCATION_MAX = 100;
const LISTS = new Set(['property_type', 'amenities', 'features', 'pg_sharing']);

export type Filters = Partial<Record<FilterKey, string | string[]>> & {
  location?: string;
  sort_by?: string;
  page?: string;
  view?: string;
};

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
  return withoutUnaskedTenants(out as Filters);
}

/**
 * Who may rent and pets apply to the purposes whose listings say them (decision 044): with
 * another purpose, or none, they are dropped, as the form hides them (a choice made for rent and
 * still in the hidden box would otherwise find nothing for sale).
 */
function withoutUnaskedTenants(f: Filters): Filters {
  if (!asksTenants(f.purpose)) delete f.preferred_tenants;
  if (!asksPets(f.purpose)) delete f.pets_allowed;
  return f;
}

/**
 * A filter form's fields as filters, blanks dropped. The form writes canonical names only, so this
 * reads no aliases: the page's script counting results as filters change then needs neither the
 * search contract nor zod (25 KB gzip), which readFilters would bring.
 */
export function formFilters(fields: URLSearchParams): Filters {
  const out: Record<string, string | string[]> = {};
  for (const k of [...FILTER_KEYS, 'location', 'sort_by']) {
    const all = fields
      .getAll(k)
      .map((v) => v.trim())
      .filter(Boolean);
    if (all.length) out[k] = LISTS.has(k) ? all : all.at(-1)!;
  }
  return withoutUnaskedTenants(out as Filters);
}

/**
 * The address a filter form asks for: blanks left out, and the order left out when it is the one
 * the page uses anyway (so a plain filtered page is not taken for a re-sorted copy).
 */
export function formSearch(fields: URLSearchParams): string {
  const f = formFilters(fields);
  if (f.sort_by === effectiveSort({ ...f, sort_by: undefined })) delete f.sort_by;
  return linkWith(f, {});
}

/** The order results are in: the one chosen, else nearest first around a point, else newest (the API's default). */
export const effectiveSort = (f: Filters): string => f.sort_by ?? (f.lat && f.lng ? 'distance' : 'newest');

/** The API query for these filters: page size 12 (1 when only the count is wanted), the radius only with a point. */
export function apiQuery(f: Filters, limit = 12): string {
  const q = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = f[k];
    if (v === undefined || (k === 'radius' && !(f.lat && f.lng))) continue;
    for (const x of Array.isArray(v) ? v : [v]) q.append(k, x);
  }
  if (f.lat && f.lng && !f.radius) q.set('radius', String(DEFAULT_RADIUS_KM));
  q.set('sort_by', effectiveSort(f));
  q.set('page', f.page ?? '1');
  q.set('limit', String(limit));
  return q.toString();
}

/** One filter a person can remove on its own: a key and one of its values; a place (its name, point and radius) is one. */
export interface FilterChip {
  key: Exclude<FilterKey, 'lat' | 'lng' | 'radius'> | 'place';
  value: string;
}

/** The filters set, one chip per value, in the form's order (page, sort and view are not filters). */
export function filterChips(f: Filters): FilterChip[] {
  const out: FilterChip[] = [];
  if (f.location || (f.lat && f.lng)) out.push({ key: 'place', value: f.location ?? '' });
  for (const k of FILTER_KEYS) {
    if (k === 'lat' || k === 'lng' || k === 'radius') continue;
    const v = f[k];
    if (v !== undefined) for (const x of Array.isArray(v) ? v : [v]) out.push({ key: k, value: x });
  }
  return out;
}

/** How many filters are set: the chips shown, and the number on the filter button. */
export const activeFilters = (f: Filters): number => filterChips(f).length;

/** The page's URL with one chip removed (back to page 1). Nearest-first needs a place, so it goes with the place. */
export function linkWithout(f: Filters, chip: FilterChip): string {
  if (chip.key === 'place')
    return linkWith(f, {
      location: null,
      lat: null,
      lng: null,
      radius: null,
      ...(f.sort_by === 'distance' ? { sort_by: null } : {}),
    });
  const v = f[chip.key];
  const rest = Array.isArray(v) ? v.filter((x) => x !== chip.value) : [];
  return linkWith(f, { [chip.key]: rest.length ? rest : null });
}

/** The page's URL without any filter, keeping the order and view chosen (nearest-first goes: it needs a place). */
export const linkWithoutFilters = (f: Filters): string =>
  linkWith({}, { sort_by: f.sort_by && f.sort_by !== 'distance' ? f.sort_by : null, view: f.view ?? null });

/** The page's URL with some values changed (null removes one); a new sort or filter goes back to page 1. */
export function linkWith(f: Filters, changes: Partial<Record<keyof Filters, string | string[] | null>>): string {
  const next: Filters = { ...f };
  if (!('page' in changes)) delete next.page;
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k as keyof Filters];
    else (next as Record<string, string | string[]>)[k] = v;
  }
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(next))
    for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined) q.append(k, x);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Which page links to show: the first, the last, and the current one with its neighbours, "…"
 * for the gaps. The neighbours are `wide`: the narrowest phones hide them (styles.css), and a
 * `narrow` "…" then marks the gap they leave, so the row fits 320 px without scrolling sideways.
 */
export function pageItems(
  page: number,
  pages: number,
): ({ n: number; wide: boolean } | { gap: true; narrow: boolean })[] {
  const all = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const kept = new Set([1, page, pages]);
  const out: ReturnType<typeof pageItems> = [];
  let lastKept = 0,
    gapSinceKept = false;
  all.forEach((n, i) => {
    if (i > 0 && n - all[i - 1]! > 1) {
      out.push({ gap: true, narrow: false });
      gapSinceKept = true;
    }
    if (kept.has(n)) {
      if (lastKept && n - lastKept > 1 && !gapSinceKept) out.push({ gap: true, narrow: true });
      lastKept = n;
      gapSinceKept = false;
    }
    out.push({ n, wide: !kept.has(n) });
  });
  return out;
}

/** The banner's type names as the search's property_type (its Office searches builder floors, which hold offices). */
export function bannerType(label: string): string {
  const map: Record<string, string> = { 'Houses and Villa': 'house', Apartments: 'apartment', Office: 'builder_floor' };
  return map[label] ?? label.toLowerCase().replace(/\s+/g, '_');
}

/** The banner's search order: distance after a location search, relevance when a place is known, else newest. */
export function bannerSort(locationMode: boolean, hasPlace: boolean): 'distance' | 'relevance' | 'newest' {
  return locationMode ? 'distance' : hasPlace ? 'relevance' : 'newest';
}
