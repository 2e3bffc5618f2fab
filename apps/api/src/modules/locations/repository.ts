// The Gurugram gazetteer: suggestions while typing, the nearest place to a point, and the
// typo-tolerant resolution of place names inside a free-text search (pg_trgm similarity).
import type { Database } from '@aangan/db';

export interface PlaceRow { name: string; kind: string; sector: string | null; lat: number; lng: number; score?: number; distance_km?: number }

/** Similarity a window of the query must reach to count as that place. */
const PLACE_MATCH = 0.45;

export function createLocationRepository(database: Database) {
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
    async resolvePlace(text: string): Promise<{ place: string; rest: string; similarity: number } | null> {
      const tokens = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 12);
      const windows: { t: string; i: number; j: number }[] = [];
      for (let i = 0; i < tokens.length; i++) {
        for (let j = i; j < Math.min(tokens.length, i + 4); j++) {
          const t = tokens.slice(i, j + 1).join(' ');
          if (t.length >= 4) windows.push({ t, i, j });
        }
      }
      if (!windows.length) return null;
      // A window much shorter than the name ("sohna" for "Sohna Road") scores down, so the
      // run that covers the whole name wins.
      const r = await database.query<{ name: string; i: number; j: number; sim: number }>(
        `SELECT l.name, w.i, w.j, max(similarity(n.n, w.t) * least(1.0, length(w.t)::float8 / length(n.n))) AS sim
           FROM unnest($1::text[], $2::int[], $3::int[]) AS w(t, i, j)
           JOIN localities l ON lower(l.name) % w.t OR EXISTS (SELECT 1 FROM unnest(l.aliases) a WHERE lower(a) % w.t)
           CROSS JOIN LATERAL (SELECT lower(l.name) AS n UNION ALL SELECT lower(a) FROM unnest(l.aliases) a) n
          GROUP BY l.name, l.kind, w.i, w.j
          ORDER BY sim DESC, (w.j - w.i) DESC, l.kind <> 'society' DESC
          LIMIT 1`,
        [windows.map((w) => w.t), windows.map((w) => w.i), windows.map((w) => w.j)]);
      const best = r.rows[0];
      if (!best || Number(best.sim) < PLACE_MATCH) return null;
      const rest = tokens.filter((_, k) => k < best.i || k > best.j).join(' ');
      return { place: best.name, rest, similarity: Number(best.sim) };
    },
  };
}
export type LocationRepository = ReturnType<typeof createLocationRepository>;
