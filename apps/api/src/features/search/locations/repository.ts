// The Gurugram gazetteer: suggestions while typing, the nearest place to a point, and the
// typo-tolerant resolution of place names inside a free-text search (pg_trgm similarity).
import type { Database, Row } from '@aangan/db';
import { sharedSimilarity, trigrams } from './trigram.ts';

export type PlaceRow = Pick<Row<'localities'>, 'name' | 'kind' | 'sector'> & {
  lat: Row<'localities'>['latitude'];
  lng: Row<'localities'>['longitude'];
  score?: number;
  distance_km?: number;
};

/** Similarity a window of the query must reach to count as that place. */
const PLACE_MATCH = 0.45;

/** Longest run of words compared with place names ("alaknanda cooperative group housing society"). */
const MAX_PLACE_WORDS = 6;

/** pg_trgm's default similarity_threshold (the `%` operator). */
const TRGM_THRESHOLD = 0.3;
/** The gazetteer changes rarely (seed, back office); names are re-read at most this often. */
const GAZETTEER_TTL_MS = 5 * 60 * 1000;

type GazetteerPlace = Pick<Row<'localities'>, 'id' | 'name' | 'kind'>;
/** One name (or alias) of a place: its text and its number of trigrams. */
interface GazetteerName {
  place: number;
  text: string;
  grams: number;
}
/**
 * The places, their names, and for each trigram the names having it: counting a run's trigrams
 * through this index gives every name's shared-trigram count at once (only those can be similar).
 */
interface Gazetteer {
  places: GazetteerPlace[];
  names: GazetteerName[];
  byGram: Map<string, number[]>;
}

export function createLocationRepository(db: Database) {
  const places: Places = { db, cache: null };
  return {
    suggest: (q: string, limit: number) => suggest(db, q, limit),
    nearest: (lat: number, lng: number, kinds: string[]) => nearest(db, lat, lng, kinds),
    resolvePlace: (text: string) => resolvePlace(places, text),
  };
}

/** The database and the gazetteer read from it, kept for GAZETTEER_TTL_MS. */
interface Places {
  db: Database;
  cache: { at: number; places: Promise<Gazetteer> } | null;
}

function gazetteer(p: Places): Promise<Gazetteer> {
  if (!p.cache || Date.now() - p.cache.at > GAZETTEER_TTL_MS) {
    const places = p.db
      .query<Pick<Row<'localities'>, 'id' | 'name' | 'kind' | 'aliases'>>(
        'SELECT id, name, kind::text, aliases FROM localities ORDER BY id',
      )
      .then((r) => indexNames(r.rows));
    p.cache = { at: Date.now(), places };
    places.catch(() => {
      p.cache = null;
    });
  }
  return p.cache.places;
}

/** The gazetteer of these places: every name and alias, and the trigram index over them. */
function indexNames(rows: Pick<Row<'localities'>, 'id' | 'name' | 'kind' | 'aliases'>[]): Gazetteer {
  const names: GazetteerName[] = [];
  const byGram = new Map<string, number[]>();
  const list = rows.map((p, k) => {
    for (const n of [p.name, ...p.aliases]) {
      const grams = trigrams(n);
      for (const g of grams) {
        const having = byGram.get(g);
        if (having) having.push(names.length);
        else byGram.set(g, [names.length]);
      }
      names.push({ place: k, text: n.toLowerCase(), grams: grams.size });
    }
    return { id: p.id, name: p.name, kind: p.kind };
  });
  return { places: list, names, byGram };
}

/** Prefix matches first, then fuzzy ones, best first. */
async function suggest(db: Database, q: string, limit: number): Promise<PlaceRow[]> {
  const r = await db.query<PlaceRow>(
    `SELECT name, kind::text, sector, latitude AS lat, longitude AS lng,
                greatest(similarity(lower(name), $1), (SELECT coalesce(max(similarity(lower(a), $1)), 0) FROM unnest(aliases) a)) AS score
           FROM localities
          WHERE lower(name) LIKE $1 || '%' OR lower(name) LIKE '% ' || $1 || '%' OR lower(name) % $1
             OR EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) LIKE $1 || '%' OR lower(a) % $1)
          ORDER BY (lower(name) LIKE $1 || '%') DESC, score DESC,
                   array_position(ARRAY['sector','locality','road','metro_station','landmark','society']::text[], kind::text), name
          LIMIT $2`,
    [q.toLowerCase(), limit],
  );
  return r.rows.map((p) => ({ ...p, score: Number(p.score) }));
}

async function nearest(db: Database, lat: number, lng: number, kinds: string[]): Promise<PlaceRow | null> {
  const r = await db.query<PlaceRow>(
    `SELECT name, kind::text, sector, latitude AS lat, longitude AS lng,
                earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) / 1000.0 AS distance_km
           FROM localities WHERE kind::text = ANY($3)
          ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) LIMIT 1`,
    [lat, lng, kinds],
  );
  const row = r.rows[0];
  return row ? { ...row, distance_km: Number(row.distance_km) } : null;
}

/** The best match so far: the place, the run of words (tokens i..j) that named it, and how similar. */
type Best = { name: string; i: number; j: number; sim: number; society: boolean };

/**
 * Finds the best place name inside a search text: every run of 1-6 words is compared with
 * the gazetteer; the most similar place above PLACE_MATCH wins (longer runs break ties).
 * Returns the place and the words of the text outside the matched run.
 */
async function resolvePlace(
  p: Places,
  text: string,
): Promise<{ place: string; placeIds: number[]; rest: string; similarity: number } | null> {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  let best: Best | null = null;
  const gaz = await gazetteer(p);
  const shared = new Map<number, number>();
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i; j < Math.min(tokens.length, i + MAX_PLACE_WORDS); j++) {
      const t = tokens.slice(i, j + 1).join(' ');
      if (t.length < 4) continue;
      best = bestOfRun(gaz, shared, { t, i, j }, best);
    }
  }
  if (!best || best.sim < PLACE_MATCH) return null;
  const { i, j } = best;
  const rest = tokens.filter((_, k) => k < i || k > j).join(' ');
  const name = best.name;
  return {
    place: name,
    placeIds: gaz.places.filter((x) => x.name === name).map((x) => x.id),
    rest,
    similarity: best.sim,
  };
}

/** The better of the best so far and the places one run of words (`t`, tokens i..j) names. */
function bestOfRun(
  { places, names, byGram }: Gazetteer,
  shared: Map<number, number>,
  { t, i, j }: { t: string; i: number; j: number },
  best: Best | null,
): Best | null {
  const grams = trigrams(t);
  shared.clear();
  for (const g of grams) for (const n of byGram.get(g) ?? []) shared.set(n, (shared.get(n) ?? 0) + 1);
  // Per place: pg_trgm's `%` (some name at least TRGM_THRESHOLD similar), and the best
  // similarity scaled down when the run is much shorter than the name ("sohna" for
  // "Sohna Road"), so the run that covers the whole name wins.
  const byPlace = new Map<number, { sim: number; near: boolean }>();
  for (const [n, common] of shared) {
    const name = names[n]!;
    const s = sharedSimilarity(common, grams.size, name.grams);
    const cur = byPlace.get(name.place) ?? { sim: 0, near: false };
    cur.near ||= s >= TRGM_THRESHOLD;
    cur.sim = Math.max(cur.sim, s * Math.min(1, t.length / name.text.length));
    byPlace.set(name.place, cur);
  }
  for (const k of [...byPlace.keys()].sort((a, b) => a - b)) {
    const place = places[k]!;
    const { sim, near } = byPlace.get(k)!;
    if (!near) continue;
    const society = place.kind === 'society';
    if (
      !best ||
      sim > best.sim ||
      (sim === best.sim && (j - i > best.j - best.i || (j - i === best.j - best.i && best.society && !society)))
    ) {
      best = { name: place.name, i, j, sim, society };
    }
  }
  return best;
}
export type LocationRepository = ReturnType<typeof createLocationRepository>;
