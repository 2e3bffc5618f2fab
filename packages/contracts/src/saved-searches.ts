import { z } from 'zod';
import { normaliseSearchParams, searchQuerySchema, type SearchQuery } from './search.ts';

// Saved searches (issue 35, decision 055): a signed-in person keeps a search under a name and
// chooses how often its alerts come. The search is kept as the one address that names its
// filters, so opening it is `/properties?<query>` and the list can word it again in any language.

/** How often a saved search's new matches are e-mailed; `off` keeps the search without alerts. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches one account may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** Longer than any address the search form writes (every filter set at its longest). */
export const SAVED_SEARCH_QUERY_MAX = 2000;

/** The keys of a search address that say which page of results to show, not what to search. */
const NOT_FILTERS = new Set(['page', 'limit', 'cursor']);

/** A query string's keys and values, a repeated key as a list, as the search route reads them. */
function queryObject(text: string): Record<string, unknown> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text.replace(/^\?/, ''))) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return normaliseSearchParams(out);
}

/**
 * The filters of a search, as its address writes them in one order: the schema's keys in turn,
 * each value of a list as its own pair, without the page or the default order. Two searches with
 * the same filters give the same text, whatever order or aliases their addresses used.
 */
export function savedSearchQuery(q: SearchQuery): string {
  const out = new URLSearchParams();
  for (const key of Object.keys(searchQuerySchema.in.shape)) {
    const value = q[key as keyof SearchQuery];
    if (NOT_FILTERS.has(key) || value === undefined || value === null) continue;
    if (key === 'sort_by' && value === 'newest') continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(key, String(one));
  }
  return out.toString();
}

/** The filters of a saved search's query, as the search reads them (the query was checked when saved). */
export function savedSearchFilters(query: string): SearchQuery {
  return searchQuerySchema.parse(queryObject(query));
}

/**
 * A search address's query (`?` optional), checked as the search checks it, kept in its one
 * written form; one with no filter at all is refused (its alerts would be every new listing).
 */
const searchQueryText = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX)
  .transform(queryObject)
  .pipe(searchQuerySchema)
  .transform(savedSearchQuery)
  .refine((query) => query !== '', 'SEARCH_EMPTY');

const savedSearchName = z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX);

export const savedSearchInputSchema = z.object({
  name: savedSearchName,
  query: searchQueryText,
  frequency: z.enum(ALERT_FREQUENCIES).default('daily'),
});
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

/** A rename, another frequency, or other filters; what is left out stays. */
export const savedSearchPatchSchema = z.object({
  name: savedSearchName.optional(),
  query: searchQueryText.optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  /** Its owner has just opened it: its matches so far are no longer new. */
  seen: z.literal(true).optional(),
});
export type SavedSearchPatch = z.output<typeof savedSearchPatchSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The filters as a search address's query: `/properties?<query>` runs the search. */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  created_at: z.string(),
  updated_at: z.string(),
  /** When its owner last opened it. */
  last_seen_at: z.string(),
  /** Live listings matched since then. */
  new_matches: z.number().int(),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  /** How many one account may keep. */
  max: z.number().int(),
  /** Alert e-mails one address gets in 24 hours at most, and how many it got in the last 24. */
  alerts_per_day: z.number().int(),
  alerts_today: z.number().int(),
});

/** What a link to stop a search's alerts is about, and (after it is used) that they are off. */
export const alertsOffSchema = z.object({
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
});
export type AlertsOff = z.output<typeof alertsOffSchema>;
