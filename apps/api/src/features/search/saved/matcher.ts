// Which saved searches a listing matches, worked out when it goes live (decision 055). The
// database's triggers queue each listing that went live, or fell in price while live
// (listings_to_match, migration 0033, written in the transaction of the change); this module
// takes them from the queue and records their matches (saved_search_matches), once per search
// and listing.
//
// Two steps, so that a match means exactly what the search means:
// 1. narrow: the saved searches whose filters, one column each, written when the search was saved
//    (narrowingOf), do not rule the listing out;
// 2. decide: the listing is tested against each remaining search's own conditions, written by the
//    search module as it writes its WHERE (searchConditions), all in one statement.
// The first step only ever lets through too much; the second is the search itself. A search with
// no words (other than a tagged place) and no dates has no condition the columns lack: for it the
// columns are exact (`exact`) and the second step is skipped. Only keyword and date searches pay
// for it.
import type { Database, Queryable } from '@aangan/db';
import { savedSearchFilters, type SearchQuery } from '@aangan/contracts';
import { isPublicListing } from '../../listings/index.ts';
import { aroundBox, citiesOf, greatCircle, searchConditions, searchPurpose, type TextMatch } from '../search.ts';
import { readBhk, readSearch, type TextReaders } from '../search-text.ts';

/** A saved search's filters as columns (migration 0033), and how its words were read; null is "any". */
export interface Narrowing {
  purpose: string | null;
  property_types: string[] | null;
  price_min: number | null;
  price_max: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  bathrooms_min: number | null;
  bathrooms_max: number | null;
  area_min: number | null;
  area_max: number | null;
  floor_min: number | null;
  floor_max: number | null;
  parking_min: number | null;
  age_max: number | null;
  cities: string[] | null;
  locality: string | null;
  pincode: string | null;
  posted_by: string | null;
  amenities: string[] | null;
  features: string[] | null;
  pg_sharing: string[] | null;
  pg_food: boolean | null;
  pg_gender: string | null;
  tenants: string | null;
  pets: boolean | null;
  guests: number | null;
  lat_min: number | null;
  lat_max: number | null;
  lng_min: number | null;
  lng_max: number | null;
  lat: number | null;
  lng: number | null;
  radius_m: number | null;
  place_ids: number[] | null;
  text_match: TextMatch | null;
  exact: boolean;
}

/** A saved search's columns, read from its query as the results page reads that query. */
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
    bathrooms_min: lo(q.bathrooms_min),
    bathrooms_max: hi(q.bathrooms_max),
    area_min: lo(q.area_min),
    area_max: hi(q.area_max),
    floor_min: lo(q.floor_number_min),
    floor_max: hi(q.floor_number_max),
    parking_min: lo(q.parking_spaces_min),
    age_max: hi(q.age_max),
    cities: q.city ? citiesOf(q.city) : null,
    locality: q.locality?.toLowerCase() ?? null,
    pincode: q.pincode ?? null,
    posted_by: q.posted_by ?? null,
    amenities: q.amenities ?? null,
    features: q.features ?? null,
    pg_sharing: q.pg_sharing ?? null,
    pg_food: q.pg_food_included ?? null,
    pg_gender: q.pg_gender ?? null,
    tenants: q.preferred_tenants ?? null,
    pets: q.pets_allowed ?? null,
    guests: q.guests ?? null,
    lat_min: box?.latMin ?? null,
    lat_max: box?.latMax ?? null,
    lng_min: box?.lngMin ?? null,
    lng_max: box?.lngMax ?? null,
    lat: box ? q.lat! : null,
    lng: box ? q.lng! : null,
    radius_m: box ? q.radius! * 1000 : null,
    place_ids: text?.placeIds?.length ? text.placeIds : null,
    text_match: text,
    // Words (but a tagged place) and dates are left to the search's own conditions.
    exact: !(text && (text.words || !text.placeIds?.length)) && !q.check_in && !q.check_out,
  };
}

/** The columns in the order the repository writes them. */
export const NARROWING_COLUMNS = [
  'purpose',
  'property_types',
  'price_min',
  'price_max',
  'bedrooms_min',
  'bedrooms_max',
  'bathrooms_min',
  'bathrooms_max',
  'area_min',
  'area_max',
  'floor_min',
  'floor_max',
  'parking_min',
  'age_max',
  'cities',
  'locality',
  'pincode',
  'posted_by',
  'amenities',
  'features',
  'pg_sharing',
  'pg_food',
  'pg_gender',
  'tenants',
  'pets',
  'guests',
  'lat_min',
  'lat_max',
  'lng_min',
  'lng_max',
  'lat',
  'lng',
  'radius_m',
  'place_ids',
  'text_match',
  'exact',
] as const satisfies readonly (keyof Narrowing)[];

/** Each column's test on the listing `p`, as the search writes the same filter (search.ts). */
const COLUMN_TESTS = [
  `(s.purpose IS NULL OR s.purpose = p.purpose::text)`,
  `(s.property_types IS NULL OR p.property_type::text = ANY(s.property_types))`,
  `(s.price_min IS NULL OR p.price_value >= s.price_min)`,
  `(s.price_max IS NULL OR p.price_value <= s.price_max)`,
  `(s.bedrooms_min IS NULL OR p.bedrooms >= s.bedrooms_min)`,
  `(s.bedrooms_max IS NULL OR p.bedrooms <= s.bedrooms_max)`,
  `(s.bathrooms_min IS NULL OR p.bathrooms >= s.bathrooms_min)`,
  `(s.bathrooms_max IS NULL OR p.bathrooms <= s.bathrooms_max)`,
  `(s.area_min IS NULL OR p.area_sqft >= s.area_min)`,
  `(s.area_max IS NULL OR p.area_sqft <= s.area_max)`,
  `(s.floor_min IS NULL OR p.floor_number >= s.floor_min)`,
  `(s.floor_max IS NULL OR p.floor_number <= s.floor_max)`,
  `(s.parking_min IS NULL OR p.parking_spaces >= s.parking_min)`,
  `(s.age_max IS NULL OR p.age_of_property <= s.age_max)`,
  `(s.cities IS NULL OR lower(p.city) = ANY(s.cities))`,
  `(s.locality IS NULL OR lower(p.locality) = s.locality OR lower(p.sub_locality) = s.locality
     OR lower(p.locality) LIKE '%' || s.locality || '%' OR lower(p.sub_locality) LIKE '%' || s.locality || '%')`,
  `(s.pincode IS NULL OR p.pincode = s.pincode)`,
  `(s.posted_by IS NULL OR p.posted_by = s.posted_by)`,
  `(s.amenities IS NULL OR p.amenities @> s.amenities)`,
  `(s.features IS NULL OR p.features @> s.features)`,
  `(s.pg_sharing IS NULL OR p.pg_sharing = ANY(s.pg_sharing))`,
  `(s.pg_food IS NULL OR p.pg_food_included = s.pg_food)`,
  // A PG for "any" gender suits everyone; a listing open to anyone suits every seeker.
  `(s.pg_gender IS NULL OR p.pg_gender = 'any' OR (s.pg_gender <> 'any' AND p.pg_gender = s.pg_gender))`,
  `(s.tenants IS NULL OR p.preferred_tenants && ARRAY[s.tenants, 'any'])`,
  `(s.pets IS NULL OR p.pets_allowed = s.pets)`,
  `(s.guests IS NULL OR p.max_occupancy IS NULL OR p.max_occupancy >= s.guests)`,
  `(s.lat_min IS NULL OR (p.latitude BETWEEN s.lat_min AND s.lat_max AND p.longitude BETWEEN s.lng_min AND s.lng_max
     AND ${greatCircle('s.lat', 's.lng')} <= s.radius_m))`,
  `(s.place_ids IS NULL OR p.place_ids && s.place_ids)`,
];

/**
 * Step 1, one part of it: the saved searches of `from` that the listing's columns do not rule out.
 * A price fall ($2, the price before) brings in only the searches whose band the listing was
 * above.
 */
const part = (from: string) => `
    SELECT s.id, s.query, s.text_match, s.exact FROM saved_searches s, p
    WHERE ${from}
      AND ${COLUMN_TESTS.join('\n      AND ')}
      AND ($2::bigint IS NULL OR s.price_max < $2::bigint)`;

/**
 * Step 1: three disjoint parts, each read on its own index of migration 0033, so a listing reads
 * only the searches around it: those naming one of its places, the circles (naming none) whose
 * box holds its point, and those naming no place. The listing's row is read first as a constant
 * (MATERIALIZED): joined as a table, the planner weighed every index of properties against each
 * "any or …" test, and planning took 116 ms of a 126 ms statement at 10,000 saved searches (2 ms
 * so). The matches the columns decide are written by the same statement; the primary key keeps
 * a listing from being matched twice for a search, and the searches left to decide are only those
 * it has not matched yet.
 */
const CANDIDATES = `
  WITH p AS MATERIALIZED (SELECT * FROM properties p WHERE p.id = $1 AND ${isPublicListing()}),
  candidates AS (${part('s.place_ids && p.place_ids')}
    UNION ALL${part(`s.place_ids IS NULL AND s.lat_min IS NOT NULL
      AND box(point(s.lat_min, s.lng_min), point(s.lat_max, s.lng_max)) @> box(point(p.latitude, p.longitude), point(p.latitude, p.longitude))`)}
    UNION ALL${part('s.place_ids IS NULL AND s.lat_min IS NULL AND s.purpose = (SELECT purpose::text FROM p)')}
    UNION ALL${part('s.place_ids IS NULL AND s.lat_min IS NULL AND s.purpose IS NULL')}),
  decided AS (
    INSERT INTO saved_search_matches (saved_search_id, property_id) SELECT c.id, $1 FROM candidates c WHERE c.exact
    ON CONFLICT DO NOTHING RETURNING 1)
  SELECT NULL::int AS id, NULL::text AS query, NULL::jsonb AS text_match, (SELECT count(*)::int FROM decided) AS matched
  UNION ALL
  SELECT c.id, c.query, c.text_match, NULL FROM candidates c WHERE NOT c.exact
    AND NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.saved_search_id = c.id AND m.property_id = $1)`;

/** Searches decided per statement: their conditions and parameters stay a few hundred kB at most. */
const DECIDE_AT_ONCE = 100;

interface Candidate {
  id: number | null;
  query: string;
  text_match: TextMatch | null;
}

/** Records the saved searches this listing matches now; answers how many it newly matches. */
export async function matchListing(q: Queryable, propertyId: number, priceBefore: number | null): Promise<number> {
  // One statement records the matches the columns decide (most of them: nothing travels to this
  // process and back for them) and answers the rest, with one row (no id) that counts those.
  const rows = (await q.query<Candidate & { matched: number | null }>(CANDIDATES, [propertyId, priceBefore])).rows;
  const counted = rows.find((r) => r.id === null);
  const undecided = rows.filter((r) => r.id !== null);
  const ids: number[] = [];
  for (let start = 0; start < undecided.length; start += DECIDE_AT_ONCE)
    ids.push(...(await decide(q, propertyId, undecided.slice(start, start + DECIDE_AT_ONCE))));
  if (!ids.length) return counted?.matched ?? 0;
  const r = await q.query(
    `INSERT INTO saved_search_matches (saved_search_id, property_id) SELECT unnest($1::int[]), $2
     ON CONFLICT DO NOTHING RETURNING saved_search_id`,
    [ids, propertyId],
  );
  return (counted?.matched ?? 0) + r.rows.length;
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
  return candidates.filter((_, i) => hits[i] === true).map((c) => c.id!);
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
  // A search saved before migration 0033 has no columns (a candidate for every listing, never
  // `exact`) and no reading of its words: they are matched as typed.
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
