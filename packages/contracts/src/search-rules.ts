// The bounds and pairings of the search's values, without zod: the API's search contract
// (search.ts) is built from them, and the search form checks what is typed with them in the
// browser before it sends anything, so both refuse the same values with the same field codes and
// the page's script does not carry the contract's parsers.
import { MAX_PAGE_SIZE } from './constants.ts';
import { MAX_PRICE } from './field-rules.ts';

export interface NumberBound {
  min: number;
  max: number;
  /** A whole number only. */
  int?: boolean;
}

/** Every numeric search value's bounds, by its canonical name. */
export const SEARCH_NUMBERS = {
  page: { min: 1, max: 10_000, int: true },
  limit: { min: 1, max: MAX_PAGE_SIZE, int: true },
  price_min: { min: 0, max: MAX_PRICE },
  price_max: { min: 0, max: MAX_PRICE },
  bedrooms_min: { min: 0, max: 20, int: true },
  bedrooms_max: { min: 0, max: 20, int: true },
  bathrooms_min: { min: 0, max: 10, int: true },
  bathrooms_max: { min: 0, max: 10, int: true },
  area_min: { min: 0, max: 10_000_000 },
  area_max: { min: 0, max: 10_000_000 },
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  radius: { min: 0.1, max: 200 },
  parking_spaces_min: { min: 0, max: 100, int: true },
  floor_number_min: { min: 0, max: 100, int: true },
  floor_number_max: { min: 0, max: 100, int: true },
  age_max: { min: 0, max: 200 },
  guests: { min: 1, max: 20, int: true },
} as const satisfies Record<string, NumberBound>;
export type SearchNumberKey = keyof typeof SEARCH_NUMBERS;

/** The longest text each free-text search value may be. */
export const SEARCH_TEXT_MAX = { q: 200, city: 80, locality: 120, cursor: 200 } as const;

/** Pairs whose lower end may not be above the upper one; the upper end carries the error. */
export const SEARCH_RANGES = [
  ['price_min', 'price_max'],
  ['bedrooms_min', 'bedrooms_max'],
  ['bathrooms_min', 'bathrooms_max'],
  ['area_min', 'area_max'],
  ['floor_number_min', 'floor_number_max'],
] as const satisfies readonly (readonly [SearchNumberKey, SearchNumberKey])[];

export type SearchIssue = {
  key: string;
  code: 'NUMBER_RANGE' | 'WHOLE_NUMBER_RANGE' | 'MIN_ABOVE_MAX' | 'TOO_LONG' | 'CHECK_OUT_ORDER' | 'DATES_PAIR';
  params?: Record<string, number>;
};

/** Whether a number (NaN for text that is none) keeps to its bounds; the issue's code and bounds if not. */
export function numberIssue(n: number, bound: NumberBound): Omit<SearchIssue, 'key'> | null {
  if (Number.isFinite(n) && n >= bound.min && n <= bound.max && (!bound.int || Number.isInteger(n))) return null;
  return { code: bound.int ? 'WHOLE_NUMBER_RANGE' : 'NUMBER_RANGE', params: { min: bound.min, max: bound.max } };
}

/** A pair's issues (reversed ranges, reversed or lone dates), from values already read as numbers and dates. */
export function pairIssues(q: Partial<Record<SearchNumberKey, number>> & { check_in?: string; check_out?: string }) {
  const out: SearchIssue[] = [];
  for (const [lo, hi] of SEARCH_RANGES) {
    const a = q[lo];
    const b = q[hi];
    if (a !== undefined && b !== undefined && a > b) out.push({ key: hi, code: 'MIN_ABOVE_MAX' });
  }
  if (q.check_in && q.check_out && q.check_out <= q.check_in) out.push({ key: 'check_out', code: 'CHECK_OUT_ORDER' });
  if ((q.check_in === undefined) !== (q.check_out === undefined))
    out.push({ key: q.check_in ? 'check_out' : 'check_in', code: 'DATES_PAIR' });
  return out;
}

/**
 * What is wrong with a search form's values, as typed (blanks left out): numbers out of bounds,
 * text too long, reversed ranges and dates. Empty when the search may be sent.
 */
export function searchFormIssues(values: Partial<Record<string, string>>): SearchIssue[] {
  const out: SearchIssue[] = [];
  const numbers: Partial<Record<SearchNumberKey, number>> = {};
  for (const [key, bound] of Object.entries(SEARCH_NUMBERS) as [SearchNumberKey, NumberBound][]) {
    const v = values[key]?.trim();
    if (!v) continue;
    const issue = numberIssue(Number(v), bound);
    if (issue) out.push({ key, ...issue });
    else numbers[key] = Number(v);
  }
  for (const [key, max] of Object.entries(SEARCH_TEXT_MAX)) {
    if ((values[key]?.trim().length ?? 0) > max) out.push({ key, code: 'TOO_LONG', params: { max } });
  }
  const dates = { check_in: values.check_in || undefined, check_out: values.check_out || undefined };
  return [...out, ...pairIssues({ ...numbers, ...dates })];
}
