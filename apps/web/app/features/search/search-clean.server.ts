// A search URL as people share, edit and mistype it: the values the search contract refuses are
// left out (the rest of the search still runs) and named, so the page can say what it dropped
// instead of showing the API's refusal in place of results.
import { type ErrorParams, fieldErrorFromIssue, type AnyErrorCode, searchQuerySchema } from '@aangan/contracts';
import { FILTER_KEYS, LOCATION_MAX, type Filters } from './search-url';

/** A value left out of a search, and why (a field error code with its parameters). */
export interface DroppedFilter {
  key: string;
  code: AnyErrorCode;
  params?: ErrorParams;
}

const KEPT = [...FILTER_KEYS, 'sort_by', 'page'] as const;

type Values = Partial<Record<string, string | string[]>>;
type Drop = (values: Values, key: string, which: Set<number> | 'all') => void;

/**
 * The values a query schema accepts, and those it refuses with why. Each pass leaves out what
 * the schema names; a pair's second issue (a reversed range whose one end was also out of
 * bounds) shows only once the first is gone, so a few passes at most. `drop` leaves a value out
 * (by default the key, or some items of a list).
 */
export function dropRefused<V extends Values>(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Issue[] } } },
  input: V,
  keys: readonly string[],
  drop: Drop = dropValues,
): { kept: V; dropped: DroppedFilter[] } {
  const kept: Values = { ...input };
  const dropped: DroppedFilter[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const r = schema.safeParse(Object.fromEntries(keys.map((k) => [k, kept[k]])));
    if (r.success || !r.error) break;
    const bad = new Map<string, Set<number> | 'all'>();
    for (const issue of r.error.issues) {
      const key = presentKey(kept, issue.path[0]);
      if (!key) continue;
      dropped.push({ key, ...fieldErrorFromIssue(issue as never) });
      const index = issue.path[1];
      const seen = bad.get(key);
      if (typeof index === 'number' && seen !== 'all') bad.set(key, (seen ?? new Set()).add(index));
      else bad.set(key, 'all');
    }
    if (!bad.size) break;
    for (const [key, which] of bad) drop(kept, key, which);
  }
  return { kept: kept as V, dropped: dropped.filter((d, i) => dropped.findIndex((o) => o.key === d.key) === i) };
}
type Issue = { path: readonly PropertyKey[]; code: string; message: string };

/** The filters the search contract accepts, and those it does not. */
export function cleanFilters(input: Filters): { f: Filters; dropped: DroppedFilter[] } {
  const f: Filters = { ...input };
  const long: DroppedFilter[] = [];
  if (f.location && f.location.length > LOCATION_MAX) {
    long.push({ key: 'location', code: 'TOO_LONG', params: { max: LOCATION_MAX } });
    delete f.location;
  }
  const { kept, dropped } = dropRefused(searchQuerySchema, f, KEPT, dropFilter);
  return { f: kept, dropped: [...long, ...dropped] };
}

/**
 * The filter an issue is about. A pair's issue may name the half that is missing (a check-in
 * without a check-out names check_out; a latitude alone names lng): then the half that is there.
 */
function presentKey(values: Values, named: unknown): string | null {
  if (typeof named !== 'string') return null;
  const partner: Record<string, string> = { check_in: 'check_out', check_out: 'check_in', lat: 'lng', lng: 'lat' };
  if (values[named] !== undefined) return named;
  const other = partner[named];
  return other && values[other] !== undefined ? other : null;
}

/** Leaves out some values of a list, or the whole value. */
function dropValues(values: Values, key: string, which: Set<number> | 'all') {
  const v = values[key];
  const rest = Array.isArray(v) && which !== 'all' ? v.filter((_, i) => !which.has(i)) : [];
  if (rest.length) values[key] = rest;
  else delete values[key];
}

/** As dropValues; a point goes with its radius and its nearest-first order, a date with the other date. */
function dropFilter(f: Values, key: string, which: Set<number> | 'all') {
  dropValues(f, key, which);
  if (key === 'lat' || key === 'lng') {
    delete f.lat;
    delete f.lng;
    delete f.radius;
    if (f.sort_by === 'distance') delete f.sort_by;
  }
  if (key === 'check_in' || key === 'check_out') {
    delete f.check_in;
    delete f.check_out;
  }
}
