// Public search: one parameterised SQL statement per request, shaped so the planner can walk an
// index in the order of the sort and stop after a page (see migrations/0003 and bench/).
import type { Database } from '@aangan/db';
import type { SearchQuery } from '@aangan/contracts';
import { fieldError } from '../../plugins/errors.ts';
import { BASE_COLUMNS, isPublicListing, mediaColumns, type PropertyRow } from './repository.ts';

/** Totals are exact up to this many matches; beyond it the response gives an estimate and says so. */
export const COUNT_CAP = 1000;
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

class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [isPublicListing()];
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
    async search(q: SearchQuery, text: TextMatch | null): Promise<SearchResult> {
      const s = new Sql();
      const point = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
      let here = '';
      let distance = '';
      let box = '';
      if (point) {
        const lat = s.p(point.lat),
          lng = s.p(point.lng);
        here = `ll_to_earth(${lat}, ${lng})`;
        distance = greatCircle(lat, lng);
        const r = s.p(q.radius! * 1000);
        // Plain latitude/longitude bounds first (cheap, and the planner has statistics for them),
        // then the exact great-circle distance. The GiST box is added per plan below.
        const dLat = q.radius! / 111.2;
        const dLng = q.radius! / (111.2 * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
        s.where.push(
          `p.latitude BETWEEN ${s.p(point.lat - dLat)} AND ${s.p(point.lat + dLat)}`,
          `p.longitude BETWEEN ${s.p(point.lng - dLng)} AND ${s.p(point.lng + dLng)}`,
          `${distance} <= ${r}`,
        );
        box = ` AND earth_box(${here}, ${r}) @> ll_to_earth(p.latitude, p.longitude)`;
      }
      // Dates only make sense for short stays.
      const purpose = q.purpose ?? (q.check_in ? 'short_stay' : undefined);
      if (purpose) s.where.push(`p.purpose = ${s.p(purpose)}`);
      if (q.property_type) s.where.push(`p.property_type = ANY(${s.p(q.property_type)}::property_type[])`);
      // Every range column (price_value included) holds whole numbers: at least 1.5 means at
      // least 2, at most 1.5 means at most 1. A fraction is also no valid integer parameter (a 500).
      const range = (col: string, lo?: number, hi?: number) => {
        if (lo !== undefined) s.where.push(`p.${col} >= ${s.p(Math.ceil(lo))}`);
        if (hi !== undefined) s.where.push(`p.${col} <= ${s.p(Math.floor(hi))}`);
      };
      range('price_value', q.price_min, q.price_max);
      const tagged = Boolean(text?.placeIds?.length);
      // A place with an exact bedroom count ("2 bhk sushant lok") is one key per place in the
      // (place, bedrooms) index of migration 0008, and the key alone says the bedrooms: a second
      // bedroom test would make the planner count that selectivity twice.
      const placeBeds =
        tagged && q.bedrooms_min !== undefined && q.bedrooms_min === q.bedrooms_max ? q.bedrooms_min : null;
      if (placeBeds === null) range('bedrooms', q.bedrooms_min, q.bedrooms_max);
      range('bathrooms', q.bathrooms_min, q.bathrooms_max);
      range('area_sqft', q.area_min, q.area_max);
      range('floor_number', q.floor_number_min, q.floor_number_max);
      range('parking_spaces', q.parking_spaces_min, undefined);
      range('age_of_property', undefined, q.age_max);
      if (q.city) {
        const city = q.city.toLowerCase(); // own keys only: ?city=constructor is no synonym list
        s.where.push(`lower(p.city) = ANY(${s.p(Object.hasOwn(CITY_SYNONYMS, city) ? CITY_SYNONYMS[city] : [city])})`);
      }
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
      if (q.guests !== undefined) s.where.push(`(p.max_occupancy IS NULL OR p.max_occupancy >= ${s.p(q.guests)})`);
      if (q.check_in && q.check_out) {
        const ci = s.p(q.check_in),
          co = s.p(q.check_out);
        // Nights are [check_in, check_out); a block overlaps when it starts before check-out
        // and ends after check-in.
        s.where.push(
          `NOT EXISTS (SELECT 1 FROM availability_blocks b WHERE b.property_id = p.id AND b.start_date < ${co}::date AND b.end_date > ${ci}::date)`,
        );
        s.where.push(`(p.minimum_stay_days IS NULL OR p.minimum_stay_days <= ${co}::date - ${ci}::date)`);
      }
      let rank = '';
      if (text) {
        const queries: string[] = [];
        if (text.words) queries.push(`plainto_tsquery('english', ${s.p(text.words)})`);
        // A known place is a tag lookup; a place name without ids falls back to a phrase.
        if (placeBeds !== null)
          s.where.push(
            `place_bedroom_keys(p.place_ids, p.bedrooms) && ${s.p(text.placeIds!.map((id) => id * 100 + placeBeds))}::int[]`,
          );
        else if (tagged) s.where.push(`p.place_ids && ${s.p(text.placeIds)}::int[]`);
        else if (text.place) queries.push(`phraseto_tsquery('english', ${s.p(text.place)})`);
        if (queries.length) {
          const tsq = queries.join(' && ');
          s.where.push(`p.search_vector @@ (${tsq})`);
          rank = `ts_rank_cd(p.search_vector, ${tsq})`;
        }
      }

      const distanceSelect = point
        ? `, ${distance} AS distance_m` // km in the mapper: one distance per row
        : '';
      const where = s.where.join(' AND ');
      const knn = `ll_to_earth(p.latitude, p.longitude) <-> ${here}`;
      const whereParams = s.params.slice(0, countParams(where));
      // The planner's estimate of the matches costs a fraction of a millisecond, where counting a
      // thousand of them would cost tens (bench/README.md). It chooses the plan around a point and
      // whether an exact count is worth running.
      // A small table (the embedded demo database) needs no estimate: whatever the filter, the
      // matches are at most the table, so the plans for few matches apply (one statement less).
      const rowsInTable = await estimates.tableRows();
      const small = rowsInTable >= 0 && rowsInTable <= SPARSE;
      const estimate = small
        ? rowsInTable
        : await estimates.get(`SELECT 1 FROM properties p WHERE ${where}`, whereParams);

      const sort = q.sort_by === 'relevance' ? (rank ? 'relevance' : point ? 'distance' : 'newest') : q.sort_by;
      const limit = q.limit;
      const offset = (q.page - 1) * limit;
      let pageSql: string;
      let keyOf: ((r: PropertyRow & Record<string, unknown>) => Key) | null = null;
      // Around a point with another sort, few matches are best collected through the GiST box and
      // sorted; many are best found by walking the sort's own index, keeping those inside the
      // circle and stopping after a page. (PostgreSQL cannot estimate the box itself.)
      const pageWhere = point && (sort === 'distance' || estimate <= SPARSE) ? where + box : where;
      // Text matches are spread evenly over every sort order, so the planner expects to meet them
      // soon when walking a sort index; when they are few it walks far (135 ms for 650 matches of
      // a million). An order by an expression no index holds makes it collect the few through the
      // GIN index and sort them instead (about 3 ms).
      const unindexed = (rank !== '' || tagged) && estimate <= SPARSE;
      const order = (expr: string, zero: string) => (unindexed ? `(${expr} + ${zero})` : expr);
      // A plan that collects every match before sorting counts them on the way for free.
      // Around a point few matches are collected through the box and sorted; nearest-first only
      // when they are fewer than the count cap: then one pass replaces a KNN walk plus a count
      // query; with thousands, the KNN walk that stops after a page is far cheaper (bench/README.md).
      const collects = small || unindexed || (point !== null && estimate <= (sort === 'distance' ? COUNT_CAP : SPARSE));
      const counted = collects ? ', count(*) OVER () AS total_count' : '';

      if (sort === 'relevance') {
        // Rank a bounded candidate set (newest text matches), then closeness when a point is given.
        const score = (a: string) => (point ? `${a}rank / (1 + ${a}distance_m / 5000.0)` : `${a}rank`);
        pageSql = withMedia(
          `SELECT * FROM (
            SELECT ${BASE_COLUMNS}${distanceSelect}, ${rank} AS rank${counted} FROM properties p WHERE ${pageWhere}
            ORDER BY ${order('p.created_at', "interval '0 s'")} DESC, p.id DESC LIMIT ${RELEVANCE_CANDIDATES}) c
          ORDER BY ${score('')} DESC, id DESC LIMIT ${s.p(limit)}::int OFFSET ${s.p(offset)}::int`,
          `${score('p.')} DESC, p.id DESC`,
        );
      } else if (sort === 'distance') {
        // Nearest-first through the GiST index (KNN), stopping after a page; only a few matches
        // (`collects`) are sorted by distance instead. A second sort key would defeat the KNN
        // walk, so listings at exactly the same distance keep the index's order; the cursor
        // (distance, id) still never repeats a row.
        let after = '';
        if (q.cursor) {
          const [d, id] = decodeCursor(q.cursor, 2);
          after = ` AND (${distance}, p.id) > (${s.p(Number(d))}::float8, ${s.p(Number(id))}::int)`;
        }
        pageSql = withMedia(
          `SELECT ${BASE_COLUMNS}${distanceSelect}${counted} FROM properties p WHERE ${pageWhere}${after}
          ORDER BY ${collects ? 'distance_m, p.id' : knn} LIMIT ${s.p(limit)}::int OFFSET ${s.p(q.cursor ? 0 : offset)}::int`,
          'p.distance_m, p.id',
        );
        keyOf = (r) => [Number(r.distance_m), r.id];
      } else {
        const spec = {
          newest: {
            expr: order('p.created_at', "interval '0 s'"),
            dir: 'DESC',
            cast: 'timestamptz',
            key: (r: PropertyRow) => new Date(r.created_at).toISOString(),
          },
          price_low: {
            expr: order('coalesce(p.price_value, 9000000000000000)', '0'),
            dir: 'ASC',
            cast: 'bigint',
            key: (r: PropertyRow) => (r.price_value === null ? 9e15 : Number(r.price_value)),
          },
          price_high: {
            expr: order('coalesce(p.price_value, -1)', '0'),
            dir: 'DESC',
            cast: 'bigint',
            key: (r: PropertyRow) => (r.price_value === null ? -1 : Number(r.price_value)),
          },
          popular: {
            expr: order('p.popularity', '0'),
            dir: 'DESC',
            cast: 'int',
            key: (r: PropertyRow & Record<string, unknown>) => Number(r.popularity),
          },
        }[sort];
        let after = '';
        if (q.cursor) {
          const [v, id] = decodeCursor(q.cursor, 2);
          after = ` AND (${spec.expr}, p.id) ${spec.dir === 'DESC' ? '<' : '>'} (${s.p(v)}::${spec.cast}, ${s.p(Number(id))}::int)`;
        }
        pageSql = withMedia(
          `SELECT ${BASE_COLUMNS}, p.popularity${distanceSelect}${counted} FROM properties p WHERE ${pageWhere}${after}
          ORDER BY ${spec.expr} ${spec.dir}, p.id ${spec.dir} LIMIT ${s.p(limit)}::int OFFSET ${s.p(q.cursor ? 0 : offset)}::int`,
          `${spec.expr} ${spec.dir}, p.id ${spec.dir}`,
        );
        keyOf = (r) => [spec.key(r), r.id];
      }

      const rows = (await database.query<{ rows: (PropertyRow & Record<string, unknown>)[] }>(pageSql, s.params))
        .rows[0]!.rows;
      const nextCursor = keyOf && rows.length === limit ? encodeCursor(keyOf(rows[rows.length - 1]!)) : null;
      let total: number;
      let totalExact = true;
      const collected = rows[0]?.total_count;
      if (!q.cursor && rows.length < limit && (rows.length > 0 || offset === 0)) {
        total = offset + rows.length; // the last page tells the total by itself
      } else if (collected !== undefined && !q.cursor) {
        total = Number(collected); // after a cursor the window counts only the rows beyond it
      } else if (estimate <= COUNT_CAP) {
        const counted = await database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT 1 FROM properties p WHERE ${where} LIMIT ${COUNT_CAP + 1}) t`,
          whereParams,
        );
        const n = counted.rows[0]?.n ?? 0;
        totalExact = n <= COUNT_CAP;
        total = totalExact ? n : COUNT_CAP;
      } else {
        total = roundEstimate(estimate);
        totalExact = false;
      }
      return { rows, total, totalExact, nextCursor };
    },
  };
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

/** How long and how many planner estimates are kept. */
const ESTIMATE_TTL_MS = 10 * 60_000;
const ESTIMATE_ENTRIES = 5000;
const TABLE_ROWS_TTL_MS = 60_000;

/**
 * The planner's estimate depends only on the filter and the table's statistics, which change when
 * the table is analysed, not with each write; asking again for a search someone made minutes ago
 * costs a round trip and a planning (1-2 ms of a 6 ms keyword search). Results are never cached.
 */
function estimateCache(database: Database) {
  const cache = new Map<string, { n: number; at: number }>();
  let hits = 0,
    misses = 0;
  let table: { n: number; at: number } | null = null;
  return {
    async get(sql: string, params: unknown[]): Promise<number> {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < ESTIMATE_TTL_MS) {
        hits++;
        return hit.n;
      }
      misses++;
      const n = await estimateRows(database, sql, params);
      // A Map keeps insertion order: dropping the first key drops the oldest.
      if (cache.size >= ESTIMATE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { n, at: now });
      return n;
    },
    stats: () => ({ hits, misses }),
    /** The table's row count as of its last ANALYZE (-1 before any), re-read once a minute. */
    async tableRows(): Promise<number> {
      if (!table || Date.now() - table.at > TABLE_ROWS_TTL_MS) {
        const at = Date.now();
        const r = await database.query<{ n: number }>(
          `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'properties'::regclass`,
        );
        table = { n: Number(r.rows[0]?.n ?? -1), at };
      }
      return table.n;
    },
  };
}

async function estimateRows(database: Database, sql: string, params: unknown[]): Promise<number> {
  const r = await database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = r.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

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
