// Which saved searches a listing matches, worked out when it goes live (decision 055). The
// database's triggers queue each listing that went live, or fell in price while live
// (listings_to_match, migration 0033, written in the transaction of the change); this module
// takes them from the queue and records their matches (saved_search_matches), once per search
// and listing.
//
// Two steps, so that a match means exactly what the search means:
// 1. narrow: the saved searches whose purpose, kinds, price and bedroom bands, box around a point
//    and named places do not rule the listing out, read from columns written when the search was
//    saved (narrowingOf);
// 2. decide: the listing is tested against each remaining search's own conditions, written by the
//    search module as it writes its WHERE (searchConditions), all in one statement.
// The first step only ever lets through too much; the second is the search itself.
import type { Database, Queryable } from '@aangan/db';
import { savedSearchFilters, type SearchQuery } from '@aangan/contracts';
import { aroundBox, searchConditions, searchPurpose, type TextMatch } from '../search.ts';
import { readBhk, readSearch, type TextReaders } from '../search-text.ts';

/** The columns a saved search is narrowed by, and how its words were read; null is "any". */
export interface Narrowing {
  purpose: string | null;
  property_types: string[] | null;
  price_min: number | null;
  price_max: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  lat_min: number | null;
  lat_max: number | null;
  lng_min: number | null;
  lng_max: number | null;
  place_ids: number[] | null;
  text_match: TextMatch | null;
}

export const NARROWING_COLUMNS = [
  'purpose',
  'property_types',
  'price_min',
  'price_max',
  'bedrooms_min',
  'bedrooms_max',
  'lat_min',
  'lat_max',
  'lng_min',
  'lng_max',
  'place_ids',
  'text_match',
] as const satisfies readonly (keyof Narrowing)[];

/** A saved search's narrowing, read from its query as the results page reads that query. */
export async function narrowingOf(readers: TextReaders, query: string): Promise<Narrowing> {
  const { query: q, text } = await readSearch(readers, savedSearchFilters(query));
  const box = aroundBox(q);
  // Whole numbers, rounded as the search rounds its bounds (search.ts, whereKindAndSize).
  const lo = (v: number | undefined) => (v === undefined ? null : Math.ceil(v));
  const hi = (v: number | undefined) => (v === undefined ? null : Math.floor(v));
  return {
    purpose: searchPurpose(q) ?? null,
    property_types: q.property_type ?? null,
    price_min: lo(q.price_min),
    price_max: hi(q.price_max),
    bedrooms_min: lo(q.bedrooms_min),
    bedrooms_max: hi(q.bedrooms_max),
    lat_min: box?.latMin ?? null,
    lat_max: box?.latMax ?? null,
    lng_min: box?.lngMin ?? null,
    lng_max: box?.lngMax ?? null,
    place_ids: text?.placeIds?.length ? text.placeIds : null,
    text_match: text,
  };
}

/**
 * Step 1. A price fall ($2, the price before) brings in only the searches whose band the listing
 * was above. A listing is never matched twice for one search.
 */
const CANDIDATES = `
  SELECT s.id, s.query, s.text_match FROM saved_searches s JOIN properties p ON p.id = $1
  WHERE (s.purpose IS NULL OR s.purpose = p.purpose::text)
    AND (s.property_types IS NULL OR p.property_type::text = ANY(s.property_types))
    AND (s.price_min IS NULL OR p.price_value >= s.price_min)
    AND (s.price_max IS NULL OR p.price_value <= s.price_max)
    AND (s.bedrooms_min IS NULL OR p.bedrooms >= s.bedrooms_min)
    AND (s.bedrooms_max IS NULL OR p.bedrooms <= s.bedrooms_max)
    AND (s.lat_min IS NULL OR (p.latitude BETWEEN s.lat_min AND s.lat_max AND p.longitude BETWEEN s.lng_min AND s.lng_max))
    AND (s.place_ids IS NULL OR p.place_ids && s.place_ids)
    AND ($2::bigint IS NULL OR s.price_max < $2::bigint)
    AND NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.saved_search_id = s.id AND m.property_id = p.id)`;

/** Searches decided per statement: their conditions and parameters stay a few hundred kB at most. */
const DECIDE_AT_ONCE = 100;

interface Candidate {
  id: number;
  query: string;
  text_match: TextMatch | null;
}

/** Records the saved searches this listing matches now; answers how many it newly matches. */
export async function matchListing(q: Queryable, propertyId: number, priceBefore: number | null): Promise<number> {
  const candidates = (await q.query<Candidate>(CANDIDATES, [propertyId, priceBefore])).rows;
  let matched = 0;
  for (let start = 0; start < candidates.length; start += DECIDE_AT_ONCE) {
    const some = candidates.slice(start, start + DECIDE_AT_ONCE);
    const ids = await decide(q, propertyId, some);
    if (!ids.length) continue;
    const r = await q.query(
      `INSERT INTO saved_search_matches (saved_search_id, property_id) SELECT unnest($1::int[]), $2
       ON CONFLICT DO NOTHING RETURNING saved_search_id`,
      [ids, propertyId],
    );
    matched += r.rows.length;
  }
  return matched;
}

/** Step 2: the candidates whose own search finds the listing. */
async function decide(q: Queryable, propertyId: number, candidates: Candidate[]): Promise<number[]> {
  const { conditions, params } = searchConditions(candidates.map(searchOf));
  params.push(propertyId);
  const tests = conditions.map((c) => `coalesce((${c}), false)`).join(',\n');
  const r = await q.query<{ hits: boolean[] }>(
    `SELECT ARRAY[${tests}]::boolean[] AS hits FROM properties p WHERE p.id = $${params.length}`,
    params,
  );
  const hits = r.rows[0]?.hits ?? [];
  return candidates.filter((_, i) => hits[i] === true).map((c) => c.id);
}

/** Saved queries read back into filters, kept: many searches share a query, and reading one costs more than testing it. */
const readQueries = new Map<string, SearchQuery>();
const READ_QUERIES_KEPT = 5000;

function searchOf(c: Candidate): { q: SearchQuery; text: TextMatch | null } {
  let filters = readQueries.get(c.query);
  if (!filters) {
    if (readQueries.size >= READ_QUERIES_KEPT) readQueries.clear();
    filters = savedSearchFilters(c.query);
    readQueries.set(c.query, filters);
  }
  const { query, text } = readBhk(filters);
  // A search saved before its words were read (none today) is matched by its words as typed.
  return { q: query, text: c.text_match ?? (text ? { words: text, place: null } : null) };
}

/**
 * Takes the queued listings, a few per transaction (taken and matched together, so a failure
 * leaves them queued), until none is left; answers how many listings and new matches there were.
 * Several instances may run this at once: each skips the rows another has taken.
 */
export async function matchWaitingListings(database: Database, perTransaction = 20) {
  let listings = 0;
  let matches = 0;
  for (;;) {
    const taken = await database.transaction(async (tx) => {
      const rows = (
        await tx.query<{ property_id: number; price_before: number | null }>(
          `DELETE FROM listings_to_match WHERE property_id IN (
             SELECT property_id FROM listings_to_match ORDER BY queued_at, property_id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING property_id, price_before::float8 AS price_before`,
          [perTransaction],
        )
      ).rows;
      for (const r of rows) matches += await matchListing(tx, r.property_id, r.price_before);
      return rows.length;
    });
    listings += taken;
    if (taken < perTransaction) return { listings, matches };
  }
}
