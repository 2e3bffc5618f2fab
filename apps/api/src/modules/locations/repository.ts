// The Gurugram gazetteer: suggestions while typing, the nearest place to a point, and the
// typo-tolerant resolution of place names inside a free-text search (pg_trgm similarity).
import type { Database } from '@aangan/db';
import { similarity, trigrams } from './trigram.ts';

export interface PlaceRow { name: string; kind: string; sector: string | null; lat: number; lng: number; score?: number; distance_km?: number }

/** Similarity a window of the query must reach to count as that place. */
const PLACE_MATCH = 0.45;

/** pg_trgm's default similarity_threshold (the `%` operator). */
const TRGM_THRESHOLD = 0.3;
/** The gazetteer changes rarely (seed, back office); names are re-read at most this often. */
const GAZETTEER_TTL_MS = 5 * 60 * 1000;

interface GazetteerPlace { id: number; name: string; kind: string; names: { text: string; grams: Set<string> }[] }
/** The places, and for each trigram the places having it (only those can be similar at all). */
interface Gazetteer { places: GazetteerPlace[]; byGram: Map<string, number[]> }

export function createLocationRepository(database: Database) {
  let cache: { at: number; places: Promise<Gazetteer> } | null = null;
  function gazetteer(): Promise<Gazetteer> {
    if (!cache || Date.now() - cache.at > GAZETTEER_TTL_MS) {
      const places = database.query<{ id: number; name: string; kind: string; aliases: string[] }>('SELECT id, name, kind::text, aliases FROM localities ORDER BY id')
        .then((r) => {
          const list = r.rows.map((p) => ({
            id: p.id, name: p.name, kind: p.kind,
            names: [p.name, ...p.aliases].map((n) => ({ text: n.toLowerCase(), grams: trigrams(n) })),
          }));
          const byGram = new Map<string, number[]>();
          list.forEach((p, k) => {
            for (const g of new Set(p.names.flatMap((n) => [...n.grams]))) byGram.set(g, [...(byGram.get(g) ?? []), k]);
          });
          return { places: list, byGram };
        });
      cache = { at: Date.now(), places };
      places.catch(() => { cache = null; });
    }
    return cache.places;
  }

  return {
    /** Prefix matches first, then fuzzy ones, best first. */
    async suggest(q: string, limit: number): Promise<PlaceRow[]> {
      const r = await database.query<PlaceRow>(
        `SELECT name, kind::text, sector, latitude AS lat, longitude AS lng,
                greatest(similarity(lower(name), $1), (SELECT coalesce(max(similarity(lower(a), $1)), 0) FROM unnest(aliases) a)) AS score
           FROM localities
          WHERE lower(name) LIKE $1 || '%' OR lower(name) LIKE '% ' || $1 || '%' OR lower(name) % $1
             OR EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) LIKE $1 || '%' OR lower(a) % $1)
          ORDER BY (lower(name) LIKE $1 || '%') DESC, score DESC,
                   array_position(ARRAY['sector','locality','road','metro_station','landmark','society']::text[], kind::text), name
          LIMIT $2`, [q.toLowerCase(), limit]);
      return r.rows.map((p) => ({ ...p, score: Number(p.score) }));
    },

    async nearest(lat: number, lng: number, kinds: string[]): Promise<PlaceRow | null> {
      const r = await database.query<PlaceRow>(
        `SELECT name, kind::text, sector, latitude AS lat, longitude AS lng,
                earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) / 1000.0 AS distance_km
           FROM localities WHERE kind::text = ANY($3)
          ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) LIMIT 1`, [lat, lng, kinds]);
      const row = r.rows[0];
      return row ? { ...row, distance_km: Number(row.distance_km) } : null;
    },

    /**
     * Finds the best place name inside a search text: every run of 1-4 words is compared with
     * the gazetteer; the most similar place above PLACE_MATCH wins (longer runs break ties).
     * Returns the place and the words of the text outside the matched run.
     */
    async resolvePlace(text: string): Promise<{ place: string; placeIds: number[]; rest: string; similarity: number } | null> {
      const tokens = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 12);
      let best: { name: string; i: number; j: number; sim: number; society: boolean } | null = null;
      const { places, byGram } = await gazetteer();
      for (let i = 0; i < tokens.length; i++) {
        for (let j = i; j < Math.min(tokens.length, i + 4); j++) {
          const t = tokens.slice(i, j + 1).join(' ');
          if (t.length < 4) continue;
          const grams = trigrams(t);
          const candidates = new Set<number>();
          for (const g of grams) for (const k of byGram.get(g) ?? []) candidates.add(k);
          for (const k of [...candidates].sort((a, b) => a - b)) {
            const place = places[k]!;
            // pg_trgm's `%`: some name of the place is at least TRGM_THRESHOLD similar. Then a
            // window much shorter than the name ("sohna" for "Sohna Road") scores down, so the
            // run that covers the whole name wins.
            let sim = 0;
            let near = false;
            for (const n of place.names) {
              const s = similarity(n.grams, grams);
              near ||= s >= TRGM_THRESHOLD;
              sim = Math.max(sim, s * Math.min(1, t.length / n.text.length));
            }
            if (!near) continue;
            const society = place.kind === 'society';
            if (!best || sim > best.sim || (sim === best.sim && (j - i > best.j - best.i || (j - i === best.j - best.i && best.society && !society)))) {
              best = { name: place.name, i, j, sim, society };
            }
          }
        }
      }
      if (!best || best.sim < PLACE_MATCH) return null;
      const { i, j } = best;
      const rest = tokens.filter((_, k) => k < i || k > j).join(' ');
      const name = best.name;
      return { place: name, placeIds: places.filter((p) => p.name === name).map((p) => p.id), rest, similarity: best.sim };
    },
  };
}
export type LocationRepository = ReturnType<typeof createLocationRepository>;
