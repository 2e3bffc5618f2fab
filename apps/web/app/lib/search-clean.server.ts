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

/** The filters the search contract accepts, and those it does not. */
export function cleanFilters(input: Filters): { f: Filters; dropped: DroppedFilter[] } {
  const f: Filters = { ...input };
  const dropped: DroppedFilter[] = [];
  if (f.location && f.location.length > LOCATION_MAX) {
    dropped.push({ key: 'location', code: 'TOO_LONG', params: { max: LOCATION_MAX } });
    delete f.location;
  }
  // Each pass drops what the contract names; a pair's second issue (a reversed range whose one
  // end was also out of bounds) shows only once the first is gone, so a few passes at most.
  for (let pass = 0; pass < 5; pass++) {
    const r = searchQuerySchema.safeParse(Object.fromEntries(KEPT.map((k) => [k, f[k]])));
    if (r.success) break;
    const bad = new Map<keyof Filters, Set<number> | 'all'>();
    for (const issue of r.error.issues) {
      const key = presentKey(f, issue.path[0]);
      if (!key) continue;
      dropped.push({ key, ...fieldErrorFromIssue(issue) });
      const index = issue.path[1];
      const seen = bad.get(key);
      if (typeof index === 'number' && seen !== 'all') bad.set(key, (seen ?? new Set()).add(index));
      else bad.set(key, 'all');
    }
    for (const [key, which] of bad) drop(f, key, which);
  }
  return { f, dropped: dropped.filter((d, i) => dropped.findIndex((o) => o.key === d.key) === i) };
}

/**
 * The filter an issue is about. A pair's issue may name the half that is missing (a check-in
 * without a check-out names check_out; a latitude alone names lng): then the half that is there.
 */
function presentKey(f: Filters, named: unknown): keyof Filters | null {
  if (typeof named !== 'string') return null;
  const partner: Record<string, keyof Filters> = {
    check_in: 'check_out',
    check_out: 'check_in',
    lat: 'lng',
    lng: 'lat',
  };
  if (f[named as keyof Filters] !== undefined) return named as keyof Filters;
  const other = partner[named];
  return other && f[other] !== undefined ? other : null;
}

/**
 * Leaves out some values of a list, or the whole filter; a point goes with its radius and its
 * nearest-first order, a date with the other date.
 */
function drop(f: Filters, key: keyof Filters, which: Set<number> | 'all') {
  const v = f[key];
  if (Array.isArray(v) && which !== 'all') {
    const rest = v.filter((_, i) => !which.has(i));
    if (rest.length) {
      (f as Record<string, string | string[]>)[key] = rest;
      return;
    }
  }
  delete f[key];
  if (key === 'lat' || key === 'lng') {
    delete f.lat;
    delete f.lng;
    delete f.radius;
    if (f.sort_by === 'distance') delete f.sort_by;
  }
  // Dates make a stay only together.
  if (key === 'check_in' || key === 'check_out') {
    delete f.check_in;
    delete f.check_out;
  }
}
