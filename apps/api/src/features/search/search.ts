// Public search: one parameterised SQL statement per request, shaped so the planner can walk an
// index in the order of the sort and stop after a page (see migrations/0003 and bench/).
import type { Database } from '@aangan/db';
import { MAX_PRICE, TENANT_KINDS, type SearchQuery, type TenantKind } from '@aangan/contracts';
import { fieldError } from '../../shared/errors.ts';
import { BASE_COLUMNS, isPublicListing, mediaColumns, type PropertyRow } from '../listings/index.ts';
import { estimateCache, type EstimateCache } from './search-estimates.ts';
import { BAND_AROUND, chooseWay, COUNT_CAP, PROBE_ROWS, type Way } from './search-ways.ts';

export { COUNT_CAP } from './search-ways.ts';

/** Relevance ranks at most this many text matches (newest first), so ranking stays bounded. */
export const RELEVANCE_CANDIDATES = 1000;

export interface SearchResult {
  rows: PropertyRow[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

/** Gurugram was Gurgaon until 2016; people search with both names. */
const CITY_SYNONYMS: Record<string, string[]> = { gurugram: ['gurugram', 'gurgaon'], gurgaon: ['gurugram', 'gurgaon'] };

/** The lower-case city names a search for this city accepts. */
export function citiesOf(city: string): string[] {
  const c = city.toLowerCase(); // own keys only: ?city=constructor is no synonym list
  return Object.hasOwn(CITY_SYNONYMS, c) ? CITY_SYNONYMS[c]! : [c];
}

class Sql {
  readonly where: string[] = [isPublicListing()];
  readonly params: unknown[];
  /** `params`: a list shared with other searches' conditions, when they are joined in one statement. */
  constructor(params: unknown[] = []) {
    this.params = params;
  }
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}

type Key = (string | number | null)[];
const encodeCursor = (k: Key) => Buffer.from(JSON.stringify(k)).toString('base64url');
function decodeCursor(c: string, arity: number): Key {
  try {
    const k = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(k) &&
      k.length === arity &&
      k.every((x) => x === null || typeof x === 'string' || typeof x === 'number')
    )
      return k as Key;
  } catch {
    /* fall through */
  }
  throw fieldError(['query', 'cursor'], 'CURSOR_INVALID');
}

export interface TextMatch {
  /** The words of q that are not a place name (all must match), or null. */
  words: string | null;
  /** A place name resolved from the gazetteer with typos forgiven (matched as a phrase), or null. */
  place: string | null;
  /** The gazetteer ids of that place: listings tagged with one of them match (migration 0007). */
  placeIds?: number[];
}

export function createSearch(database: Database) {
  const estimates = estimateCache(database);
  return {
    /** How often the planner's estimate came from the cache (the benchmark prints it). */
    estimateStats: () => estimates.stats(),
    /** Parse the query into conditions, plan around the planner's estimate, run one page, shape the answer. */
    async search(q: SearchQuery, text: TextMatch | null): Promise<SearchResult> {
      const run = async (probed?: number) => {
        const filter = parseFilter(q, text);
        const plan = await planSearch(q, text, filter, estimates, probed);
        const page = pageStatement(q, filter, plan);
        const rows = (await database.query<{ rows: PageRow[] }>(page.sql, filter.s.params)).rows[0]!.rows;
        return { plan, page, rows };
      };
      let { plan, page, rows } = await run();
      // A bounded walk that ran out before a full page proves nothing about the rest: what it
      // found says how far a walk would go, and the page is asked again, walking or collecting.
      if (plan.probe && rows.length < q.limit) ({ plan, page, rows } = await run(rows.length));
      const nextCursor =
        page.keyOf && rows.length === q.limit ? encodeCursor(page.keyOf(rows[rows.length - 1]!)) : null;
      return { rows, ...(await totalOf(database, q, plan, rows)), nextCursor };
    },
  };
}

/** A row of a result page: the listing plus what the page's statement computes beside it. */
type PageRow = PropertyRow & { popularity?: number; total_count?: number | string };

/** The search point, as SQL over the statement's parameters. */
interface Around {
  point: { lat: number; lng: number };
  /** ll_to_earth of the point, for the nearest-first (KNN) order. */
  here: string;
  /** Metres from the point to the row's listing. */
  distance: string;
  /** The GiST box condition, added only by the plans that use it. */
  box: string;
}

/** The query as SQL conditions with their parameters: what every plan of it shares. */
interface Filter {
  s: Sql;
  around: Around | null;
  /** The text relevance expression, or '' without words or a place phrase to rank by. */
  rank: string;
  /** The text names a known place: a tag lookup rather than a phrase. */
  tagged: boolean;
}

/**
 * `estimating`: the conditions the planner can estimate, for its estimate of the matches: without
 * the circle around a point (only its bounding box), and without the price when the band's share
 * of the purpose is counted instead (estimateMatches).
 */
function parseFilter(
  q: SearchQuery,
  text: TextMatch | null,
  estimating?: { price: boolean },
  params?: unknown[],
): Filter {
  const s = new Sql(params);
  const around = whereAround(s, q, !estimating);
  const tagged = Boolean(text?.placeIds?.length);
  // A place with an exact bedroom count ("2 bhk sushant lok") is one key per place in the
  // (place, bedrooms) index of migration 0008, and the key alone says the bedrooms: a second
  // bedroom test would make the planner count that selectivity twice.
  const placeBeds = tagged && q.bedrooms_min !== undefined && q.bedrooms_min === q.bedrooms_max ? q.bedrooms_min : null;
  whereKindAndSize(s, q, placeBeds === null, estimating?.price ?? true);
  wherePlaceAndFeatures(s, q);
  whereStay(s, q);
  const rank = text ? whereText(s, text, placeBeds, tagged) : '';
  return { s, around, rank, tagged };
}

/** `circle` false: the bounding box alone (no point, no distance), as the estimate of matches wants it. */
function whereAround(s: Sql, q: SearchQuery, circle = true): Around | null {
  if (q.lat === undefined || q.lng === undefined) return null;
  const point = { lat: q.lat, lng: q.lng };
  // Plain latitude/longitude bounds first (cheap, and the planner has statistics for them),
  // then the exact great-circle distance. The GiST box is added per plan below.
  const box = aroundBox(q)!;
  s.where.push(
    `p.latitude BETWEEN ${s.p(box.latMin)} AND ${s.p(box.latMax)}`,
    `p.longitude BETWEEN ${s.p(box.lngMin)} AND ${s.p(box.lngMax)}`,
  );
  if (!circle) return null;
  const lat = s.p(point.lat),
    lng = s.p(point.lng);
  const here = `ll_to_earth(${lat}, ${lng})`;
  const distance = greatCircle(lat, lng);
  const r = s.p(q.radius! * 1000);
  s.where.push(`${distance} <= ${r}`);
  return { point, here, distance, box: ` AND earth_box(${here}, ${r}) @> ll_to_earth(p.latitude, p.longitude)` };
}

/** The latitude and longitude bounds of a search's circle around its point; null without a point. */
export function aroundBox(q: SearchQuery): { latMin: number; latMax: number; lngMin: number; lngMax: number } | null {
  if (q.lat === undefined || q.lng === undefined) return null;
  const dLat = q.radius! / 111.2;
  const dLng = q.radius! / (111.2 * Math.max(0.01, Math.cos((q.lat * Math.PI) / 180)));
  return { latMin: q.lat - dLat, latMax: q.lat + dLat, lngMin: q.lng - dLng, lngMax: q.lng + dLng };
}

/**
 * The conditions of several searches on one listing row `p`, exactly as each search writes its
 * WHERE (the public listing test included), their parameters numbered in one shared list: one
 * statement can then test a listing against all of them (saved searches' matcher).
 */
export function searchConditions(searches: { q: SearchQuery; text: TextMatch | null }[]): {
  conditions: string[];
  params: unknown[];
} {
  const params: unknown[] = [];
  const conditions = searches.map(({ q, text }) => parseFilter(q, text, undefined, params).s.where.join(' AND '));
  return { conditions, params };
}

/** The purpose a search asks for: its own, or short stays when it gives dates (they only make sense there). */
export function searchPurpose(q: SearchQuery): string | undefined {
  return q.purpose ?? (q.check_in ? 'short_stay' : undefined);
}

function whereKindAndSize(s: Sql, q: SearchQuery, withBedrooms: boolean, withPrice: boolean): void {
  const purpose = searchPurpose(q);
  if (purpose) s.where.push(`p.purpose = ${s.p(purpose)}`);
  if (q.property_type) s.where.push(`p.property_type = ANY(${s.p(q.property_type)}::property_type[])`);
  // Every range column (price_value included) holds whole numbers: at least 1.5 means at
  // least 2, at most 1.5 means at most 1. A fraction is also no valid integer parameter (a 500).
  const range = (col: string, lo?: number, hi?: number) => {
    if (lo !== undefined) s.where.push(`p.${col} >= ${s.p(Math.ceil(lo))}`);
    if (hi !== undefined) s.where.push(`p.${col} <= ${s.p(Math.floor(hi))}`);
  };
  if (withPrice) range('price_value', q.price_min, q.price_max);
  if (withBedrooms) range('bedrooms', q.bedrooms_min, q.bedrooms_max);
  range('bathrooms', q.bathrooms_min, q.bathrooms_max);
  range('area_sqft', q.area_min, q.area_max);
  range('floor_number', q.floor_number_min, q.floor_number_max);
  range('parking_spaces', q.parking_spaces_min, undefined);
  range('age_of_property', undefined, q.age_max);
}

function wherePlaceAndFeatures(s: Sql, q: SearchQuery): void {
  if (q.city) s.where.push(`lower(p.city) = ANY(${s.p(citiesOf(q.city))})`);
  if (q.locality) {
    const l = s.p(q.locality.toLowerCase());
    s.where.push(
      `(lower(p.locality) = ${l} OR lower(p.sub_locality) = ${l} OR lower(p.locality) LIKE '%' || ${l} || '%' OR lower(p.sub_locality) LIKE '%' || ${l} || '%')`,
    );
  }
  // A stored column (kept by triggers, migration 0015): a plain test on the row, no join.
  if (q.posted_by) s.where.push(`p.posted_by = ${s.p(q.posted_by)}`);
  if (q.pincode) s.where.push(`p.pincode = ${s.p(q.pincode)}`);
  if (q.amenities) s.where.push(`p.amenities @> ${s.p(q.amenities)}::text[]`);
  if (q.features) s.where.push(`p.features @> ${s.p(q.features)}::text[]`);
  if (q.pg_sharing) s.where.push(`p.pg_sharing = ANY(${s.p(q.pg_sharing)})`);
  if (q.pg_food_included !== undefined) s.where.push(`p.pg_food_included = ${s.p(q.pg_food_included)}`);
  // A PG for "any" gender suits everyone.
  if (q.pg_gender)
    s.where.push(q.pg_gender === 'any' ? `p.pg_gender = 'any'` : `p.pg_gender IN (${s.p(q.pg_gender)}, 'any')`);
  // A listing open to anyone suits every seeker; one that has not said suits no tenant filter.
  if (q.preferred_tenants) s.where.push(LETS_TO[q.preferred_tenants]);
  if (q.pets_allowed !== undefined) s.where.push(`p.pets_allowed = ${s.p(q.pets_allowed)}`);
  if (q.guests !== undefined) s.where.push(`(p.max_occupancy IS NULL OR p.max_occupancy >= ${s.p(q.guests)})`);
}

/**
 * The tenant test per kind of seeker, written exactly as the expressions of the extended
 * statistics of migration 0030 (a constant, not a parameter, and compared with = 1), so that the
 * planner estimates it with purpose and pets together: only rentals say whom they let to, and
 * taken as independent of the purpose the estimate fell 10 times short at a million listings
 * ("about 5,100" for 54,774; bench/README.md). The kinds come from the contract's enum.
 */
const LETS_TO = Object.fromEntries(
  TENANT_KINDS.map((k) => [k, `(p.preferred_tenants && '{${k},any}'::text[])::int = 1`]),
) as Record<TenantKind, string>;

function whereStay(s: Sql, q: SearchQuery): void {
  if (!q.check_in || !q.check_out) return;
  const ci = s.p(q.check_in),
    co = s.p(q.check_out);
  // Nights are [check_in, check_out); a block overlaps when it starts before check-out
  // and ends after check-in.
  s.where.push(
    `NOT EXISTS (SELECT 1 FROM availability_blocks b WHERE b.property_id = p.id AND b.start_date < ${co}::date AND b.end_date > ${ci}::date)`,
  );
  s.where.push(`(p.minimum_stay_days IS NULL OR p.minimum_stay_days <= ${co}::date - ${ci}::date)`);
}

/** The text conditions; answers the relevance expression, or '' when nothing is ranked. */
function whereText(s: Sql, text: TextMatch, placeBeds: number | null, tagged: boolean): string {
  const queries: string[] = [];
  if (text.words) queries.push(`plainto_tsquery('english', ${s.p(text.words)})`);
  // A known place is a tag lookup; a place name without ids falls back to a phrase.
  if (placeBeds !== null)
    s.where.push(
      `place_bedroom_keys(p.place_ids, p.bedrooms) && ${s.p(text.placeIds!.map((id) => id * 100 + placeBeds))}::int[]`,
    );
  else if (tagged) s.where.push(`p.place_ids && ${s.p(text.placeIds)}::int[]`);
  else if (text.place) queries.push(`phraseto_tsquery('english', ${s.p(text.place)})`);
  if (!queries.length) return '';
  const tsq = queries.join(' && ');
  s.where.push(`p.search_vector @@ (${tsq})`);
  return `ts_rank_cd(p.search_vector, ${tsq})`;
}

/** How the page is fetched, chosen from the planner's estimate of the matches. */
interface Plan {
  sort: Exclude<SearchQuery['sort_by'], 'relevance'> | 'relevance' | 'distance';
  /** The filter's conditions and their parameters (without the page's). */
  where: string;
  whereParams: unknown[];
  estimate: number;
  /** The conditions of the page statement: the filter's, plus the GiST box where it pays. */
  pageWhere: string;
  /** A sort expression, made opaque to the planner when it should collect and sort instead of walking an index. */
  order: (expr: string, zero: string) => string;
  /** The plan collects every match before sorting, so the page statement counts them on the way. */
  collects: boolean;
  /** The select list's count of all matches, when the plan collects them. */
  counted: string;
  /** The walk of the sort's index stops after PROBE_ROWS listings (a short page is then asked again, collecting). */
  probe: boolean;
}

async function planSearch(
  q: SearchQuery,
  text: TextMatch | null,
  f: Filter,
  estimates: EstimateCache,
  probed: number | undefined,
): Promise<Plan> {
  const point = f.around?.point ?? null;
  const where = f.s.where.join(' AND ');
  const whereParams = f.s.params.slice(0, countParams(where));
  // The planner's estimate of the matches costs a fraction of a millisecond, where counting a
  // thousand of them would cost tens (bench/README.md). It chooses the plan around a point and
  // whether an exact count is worth running.
  // A small table (the embedded demo database) needs no estimate: whatever the filter, the
  // matches are at most the table, so the plans for few matches apply (one statement less).
  const rowsInTable = await estimates.tableRows();
  const small = rowsInTable >= 0 && rowsInTable <= SPARSE;
  const band = priceBand(q);
  const inBand = band ? await estimates.count(PRICE_BAND_SQL, band) : Infinity;
  const estimate = small ? rowsInTable : Math.min(await estimateMatches(q, text, band, inBand, estimates), inBand);

  const sort = q.sort_by === 'relevance' ? (f.rank ? 'relevance' : point ? 'distance' : 'newest') : q.sort_by;
  const few = estimate <= SPARSE;
  // Newest, most popular or by price: walk that order's index, or collect the price band or the
  // box around the point and sort, whichever reads fewer rows (sortedWay).
  const way =
    sort === 'distance' || sort === 'relevance'
      ? null
      : await sortedWay({ q, sort, band, inBand, estimate, small, rowsInTable, estimates, probed });
  // Nearest first or by relevance, few listings in a price band are collected through the price
  // index (and sorted, below); the page and any count say the band on that index's expression.
  const fewByPrice = band !== null && (way ? way === 'band' : few);
  const narrowed = fewByPrice ? where + inPriceBand(band, f) : where;
  const narrowedParams = fewByPrice ? f.s.params.slice(0, countParams(narrowed)) : whereParams;
  // Around a point few matches are collected through the GiST box, and nearest-first always
  // reads it; but a band small enough to collect is read alone: ANDed with the box, the box's
  // side read most of a city-wide circle (537,000 entries, 175 ms, for "buy under 1 crore within
  // 5 km").
  const boxed =
    point !== null && (way ? way === 'box' : sort === 'distance' || few) && !(fewByPrice && inBand <= BAND_AROUND);
  const pageWhere = boxed ? narrowed + f.around!.box : narrowed;
  // Text matches are spread evenly over every sort order, so the planner expects to meet them
  // soon when walking a sort index; when they are few it walks far (135 ms for 650 matches of
  // a million). An order by an expression no index holds makes it collect the few through the
  // GIN index and sort them instead (about 3 ms); a collecting way is written the same way.
  const unindexed = ((f.rank !== '' || f.tagged) && few) || fewByPrice || way === 'box';
  const order = (expr: string, zero: string) => (unindexed ? `(${expr} + ${zero})` : expr);
  // A plan that collects every match before sorting counts them on the way for free.
  // Nearest-first collects only when the matches are fewer than the count cap: then one pass
  // replaces a KNN walk plus a count query; with thousands, the KNN walk that stops after a page
  // is far cheaper (bench/README.md).
  const collects =
    small ||
    unindexed ||
    (point !== null && (sort === 'distance' ? estimate <= COUNT_CAP : sort === 'relevance' && few));
  const counted = collects ? ', count(*) OVER () AS total_count' : '';
  // A probe walks the order's index: not when the order is made opaque to collect text matches.
  const probe = way === 'probe' && !unindexed;
  return { sort, where: narrowed, whereParams: narrowedParams, estimate, pageWhere, order, collects, counted, probe };
}

/**
 * The share of a circle in its bounding box: the planner estimates the box from the latitude and
 * longitude statistics but not the great-circle distance, for which it assumes a third of the rows.
 */
const CIRCLE_IN_BOX = Math.PI / 4;

/**
 * The planner's estimate of the matches, with what it estimates badly taken out and weighed
 * here instead: the circle around a point (its box estimated, times CIRCLE_IN_BOX) and a price
 * band (its counted share of the purpose: the planner's price statistics mix every purpose's,
 * and missed "PG under 12,000 within 5 km" 60 times, bench/README.md).
 */
async function estimateMatches(
  q: SearchQuery,
  text: TextMatch | null,
  band: PriceBand | null,
  inBand: number,
  estimates: EstimateCache,
): Promise<number> {
  const e = parseFilter(q, text, { price: band === null });
  let n = await estimates.get(`SELECT 1 FROM properties p WHERE ${e.s.where.join(' AND ')}`, e.s.params);
  if (q.lat !== undefined && q.lng !== undefined) n *= CIRCLE_IN_BOX;
  if (band) n *= Math.min(1, inBand / Math.max(1, await purposeRows(band[0], estimates)));
  return Math.round(n);
}

/** Live listings of a purpose, as the planner estimates them (its most common values are exact enough). */
const purposeRows = (purpose: string, estimates: EstimateCache) =>
  estimates.get(`SELECT 1 FROM properties p WHERE ${isPublicListing()} AND p.purpose = $1::property_purpose`, [
    purpose,
  ]);

/**
 * How this search finds a page in an indexed order: a small table is collected whole; otherwise
 * chooseWay (search-ways.ts) decides from the figures read here. `probed`: the matches a probe
 * found, short of a page.
 */
async function sortedWay(o: {
  q: SearchQuery;
  sort: 'newest' | 'popular' | 'price_low' | 'price_high';
  band: PriceBand | null;
  inBand: number;
  estimate: number;
  small: boolean;
  rowsInTable: number;
  estimates: EstimateCache;
  probed: number | undefined;
}): Promise<Way> {
  const { q, band, estimates } = o;
  const point = q.lat !== undefined && q.lng !== undefined;
  // A small table is read whole at little cost: collect (the band alone where there is one).
  if (o.small) return band ? 'band' : point ? 'box' : 'walk';
  if (!band && !point) return 'walk'; // nothing to collect by
  const purpose = searchPurpose(q);
  return chooseWay({
    need: offsetOf(q) + q.limit,
    passed:
      band && (o.sort === 'price_low' || o.sort === 'price_high')
        ? o.inBand
        : purpose
          ? await purposeRows(purpose, estimates)
          : o.rowsInTable,
    estimate: o.estimate,
    inBand: band ? o.inBand : Infinity,
    box: point ? await boxRows(q, estimates) : Infinity,
    probed: o.probed,
  });
}

/** Live listings of any kind in the box around the point: about what the GiST index reads for it. */
function boxRows(q: SearchQuery, estimates: EstimateCache): Promise<number> {
  const s = new Sql();
  whereAround(s, q, false);
  return estimates.get(`SELECT 1 FROM properties p WHERE ${s.where.join(' AND ')}`, s.params);
}

/** The statement of one page, and how to make the cursor after its last row (none for relevance). */
interface PageStatement {
  sql: string;
  keyOf: ((r: PageRow) => Key) | null;
}

function pageStatement(q: SearchQuery, f: Filter, plan: Plan): PageStatement {
  const distanceSelect = f.around
    ? `, ${f.around.distance} AS distance_m` // km in the mapper: one distance per row
    : '';
  if (plan.sort === 'relevance') return relevancePage(q, f, plan, distanceSelect);
  if (plan.sort === 'distance') return nearestPage(q, f, plan, distanceSelect);
  return sortedPage(q, f, plan, plan.sort, distanceSelect);
}

/** Rank a bounded candidate set (newest text matches), then closeness when a point is given. */
function relevancePage(q: SearchQuery, f: Filter, plan: Plan, distanceSelect: string): PageStatement {
  const { s, around, rank } = f;
  const score = (a: string) => (around ? `${a}rank / (1 + ${a}distance_m / 5000.0)` : `${a}rank`);
  const sql = withMedia(
    `SELECT * FROM (
            SELECT ${BASE_COLUMNS}${distanceSelect}, ${rank} AS rank${plan.counted} FROM properties p WHERE ${plan.pageWhere}
            ORDER BY ${plan.order('p.created_at', "interval '0 s'")} DESC, p.id DESC LIMIT ${RELEVANCE_CANDIDATES}) c
          ORDER BY ${score('')} DESC, id DESC LIMIT ${s.p(q.limit)}::int OFFSET ${s.p(offsetOf(q))}::int`,
    `${score('p.')} DESC, p.id DESC`,
  );
  return { sql, keyOf: null };
}

/**
 * Nearest-first through the GiST index (KNN), stopping after a page; only a few matches
 * (`collects`) are sorted by distance instead. A second sort key would defeat the KNN walk, so
 * listings at exactly the same distance keep the index's order; the cursor (distance, id) still
 * never repeats a row.
 */
function nearestPage(q: SearchQuery, f: Filter, plan: Plan, distanceSelect: string): PageStatement {
  const { s, around } = f;
  let after = '';
  if (q.cursor) {
    const [d, id] = decodeCursor(q.cursor, 2);
    after = ` AND (${around!.distance}, p.id) > (${s.p(Number(d))}::float8, ${s.p(Number(id))}::int)`;
  }
  const knn = `ll_to_earth(p.latitude, p.longitude) <-> ${around!.here}`;
  const sql = withMedia(
    `SELECT ${BASE_COLUMNS}${distanceSelect}${plan.counted} FROM properties p WHERE ${plan.pageWhere}${after}
          ORDER BY ${plan.collects ? 'distance_m, p.id' : knn} LIMIT ${s.p(q.limit)}::int OFFSET ${s.p(q.cursor ? 0 : offsetOf(q))}::int`,
    'p.distance_m, p.id',
  );
  return { sql, keyOf: (r) => [Number(r.distance_m), r.id] };
}

/** Newest, cheapest, dearest or most popular first, walking that order's index (keyset cursor). */
function sortedPage(
  q: SearchQuery,
  f: Filter,
  plan: Plan,
  sort: 'newest' | 'price_low' | 'price_high' | 'popular',
  distanceSelect: string,
): PageStatement {
  const { s } = f;
  const spec = sortSpec(plan.order)[sort];
  let after = '';
  if (q.cursor) {
    const [v, id] = decodeCursor(q.cursor, 2);
    after = ` AND (${spec.expr}, p.id) ${spec.dir === 'DESC' ? '<' : '>'} (${s.p(v)}::${spec.cast}, ${s.p(Number(id))}::int)`;
  }
  const start = priceStart(q, f, sort);
  const orderBy = `${spec.expr} ${spec.dir}, p.id ${spec.dir}`;
  // A probe walks the index on its own conditions alone, for PROBE_ROWS listings at most; the
  // filter keeps the matches among them, in the same order (no sort: the walk's order is kept).
  const purpose = searchPurpose(q);
  const from = plan.probe
    ? `(SELECT * FROM properties p WHERE ${isPublicListing()}${purpose ? ` AND p.purpose = ${s.p(purpose)}::property_purpose` : ''}${start}${after}
          ORDER BY ${orderBy} LIMIT ${PROBE_ROWS}) p`
    : 'properties p';
  const sql = withMedia(
    `SELECT ${BASE_COLUMNS}, p.popularity${distanceSelect}${plan.counted} FROM ${from} WHERE ${plan.pageWhere}${start}${after}
          ORDER BY ${orderBy} LIMIT ${s.p(q.limit)}::int OFFSET ${s.p(q.cursor ? 0 : offsetOf(q))}::int`,
    orderBy,
  );
  return { sql, keyOf: (r) => [spec.key(r), r.id] };
}

/**
 * Dearest first under a price ceiling (or cheapest first above a floor): the same bound written
 * on the sort index's own expression, so the walk starts at the ceiling instead of at the dearest
 * listing and stepping over every one above it (1.4 s for rent under 15,000 at a million
 * listings). It selects nothing the filter does not, and is left out of the planner's estimate,
 * which would count the bound twice.
 */
function priceStart(q: SearchQuery, f: Filter, sort: string): string {
  if (sort === 'price_high' && q.price_max !== undefined)
    return ` AND ${DEAREST_FIRST} <= ${f.s.p(Math.floor(q.price_max))}`;
  if (sort === 'price_low' && q.price_min !== undefined)
    return ` AND ${CHEAPEST_FIRST} >= ${f.s.p(Math.ceil(q.price_min))}`;
  return '';
}

/**
 * The price sort indexes' expressions (migration 0003): a listing without a price comes last
 * both ways. Bounds written on them let the planner read those indexes.
 */
const CHEAPEST_FIRST = 'coalesce(p.price_value, 9000000000000000)';
const DEAREST_FIRST = 'coalesce(p.price_value, -1)';

/** Per sort order: its SQL expression, direction, the cursor value's type and how a row gives it. */
const sortSpec = (order: Plan['order']) => ({
  newest: {
    expr: order('p.created_at', "interval '0 s'"),
    dir: 'DESC',
    cast: 'timestamptz',
    key: (r: PageRow) => new Date(r.created_at).toISOString(),
  },
  price_low: {
    expr: order(CHEAPEST_FIRST, '0'),
    dir: 'ASC',
    cast: 'bigint',
    key: (r: PageRow) => (r.price_value === null ? 9e15 : Number(r.price_value)),
  },
  price_high: {
    expr: order(DEAREST_FIRST, '0'),
    dir: 'DESC',
    cast: 'bigint',
    key: (r: PageRow) => (r.price_value === null ? -1 : Number(r.price_value)),
  },
  popular: {
    expr: order('p.popularity', '0'),
    dir: 'DESC',
    cast: 'int',
    key: (r: PageRow) => Number(r.popularity),
  },
});

const offsetOf = (q: SearchQuery) => (q.page - 1) * q.limit;

/**
 * How many listings match: told by the last page itself, counted on the way by a collecting plan,
 * counted up to the cap, or the planner's estimate beyond it.
 */
async function totalOf(
  database: Database,
  q: SearchQuery,
  plan: Plan,
  rows: PageRow[],
): Promise<{ total: number; totalExact: boolean }> {
  const offset = offsetOf(q);
  const collected = rows[0]?.total_count;
  if (!q.cursor && rows.length < q.limit && (rows.length > 0 || offset === 0))
    return { total: offset + rows.length, totalExact: true }; // the last page tells the total by itself
  if (collected !== undefined && !q.cursor) return { total: Number(collected), totalExact: true }; // after a cursor the window counts only the rows beyond it
  if (plan.estimate <= COUNT_CAP) {
    const counted = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM properties p WHERE ${plan.where} LIMIT ${COUNT_CAP + 1}) t`,
      plan.whereParams,
    );
    const n = counted.rows[0]?.n ?? 0;
    return n <= COUNT_CAP ? { total: n, totalExact: true } : { total: COUNT_CAP, totalExact: false };
  }
  return { total: roundEstimate(plan.estimate), totalExact: false };
}

/** The page's rows with their photo and tour, looked up for those rows only, in the page's order. */
export function withMedia(page: string, order: string): string {
  return `SELECT coalesce(json_agg(r ORDER BY r.page_position), '[]') AS rows FROM (
    SELECT p.*, ${mediaColumns('p')}, row_number() OVER (ORDER BY ${order}) AS page_position FROM (${page}) p) r`;
}

/**
 * Metres along the earth's surface from a point to a listing: the haversine formula on
 * earthdistance's sphere (radius 6,378,168 m, so it agrees with earth_distance to a micrometre).
 * Plain arithmetic: earth_distance and ll_to_earth are SQL functions with a domain check on every
 * call, three times slower per row in the embedded database (bench/README.md).
 */
export function greatCircle(lat: string, lng: string): string {
  return `(12756336 * asin(sqrt(sin(radians(p.latitude - ${lat}) / 2) ^ 2 + cos(radians(${lat})) * cos(radians(p.latitude)) * sin(radians(p.longitude - ${lng}) / 2) ^ 2)))`;
}

/** Below this many estimated matches around a point, the box plan wins over walking an index. */
const SPARSE = 3000;

type PriceBand = [purpose: string, lo: number, hi: number];

/** The purpose and price range a search narrows to, when it names both. */
function priceBand(q: SearchQuery): PriceBand | null {
  const purpose = searchPurpose(q);
  if (!purpose || (q.price_min === undefined && q.price_max === undefined)) return null;
  return [purpose, Math.ceil(q.price_min ?? 0), Math.floor(q.price_max ?? MAX_PRICE)];
}
/** The price band on the cheapest-first index's own expression, for the planner to read that index by. */
function inPriceBand([, lo, hi]: PriceBand, f: Filter): string {
  return ` AND ${CHEAPEST_FIRST} BETWEEN ${f.s.p(lo)} AND ${f.s.p(hi)}`;
}

/**
 * Live listings of the purpose in the price range, counted (and kept, like an estimate). The
 * planner cannot know it: its price statistics mix every purpose, so "for sale under 50 lakh"
 * looks like a third of the table (monthly rents are all under it) where it is a handful, and
 * walking the newest first to find them took over a second. Written on the cheapest-first
 * index's expression, whose index carries the price (migration 0027), so that the count reads
 * that index alone (a null price sorts above every bound): 30 ms for 100,000.
 */
const PRICE_BAND_SQL = `SELECT count(*)::int AS n FROM properties p WHERE p.status = 'active'
  AND p.purpose = $1::property_purpose AND ${CHEAPEST_FIRST} BETWEEN $2 AND $3`;

/** An estimate shown as "about": two significant figures, never below the exact-count cap. */
function roundEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.max(COUNT_CAP, Math.round(n / step) * step);
}
export type Search = ReturnType<typeof createSearch>;

/** Number of leading parameters referenced by a statement ($1..$n). */
function countParams(sql: string): number {
  let max = 0;
  for (const m of sql.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
}
