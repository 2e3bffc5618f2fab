// Search results and listing pages are read far more often than listings change: the same few
// searches (a purpose, a sort, page 2) and the same popular listings come back all day. This
// keeps answers in memory and throws them all away as soon as the database says a listing
// changed — the listing_generation counter, moved at commit by triggers on every table a search
// row or listing page is built from (migration 0012) — so nobody is shown a stale answer, even
// from another process's write. The time limit covers what changes by the clock alone (a
// listing stops being 'new'). Signed-in details (liked flags) are added after the cache.
import type { Database } from '@aangan/db';

export interface ListingCacheOptions {
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  /** Longest an answer is kept even when nothing changed. */
  ttlMs?: number;
  now?: () => number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  /** Times every entry was dropped at once. */
  cleared: number;
  entries: number;
}

export function createListingCache(database: Database, opts: ListingCacheOptions = {}) {
  const { maxEntries = 500, ttlMs = 30_000, now = Date.now } = opts;
  let generation: string | null = null;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  const stats = { hits: 0, misses: 0, cleared: 0 };

  return {
    /**
     * The answer for `key`, from memory when nothing changed since it was read, else from `load`.
     * The promise is kept, so callers asking at once for the same thing share one read; a failed
     * read is not kept, nor an answer `keep` refuses.
     */
    async get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      // Read before the answer: a write committed in between makes the answer newer than the
      // generation it is filed under, never older, and the next read clears it anyway.
      const r = await database.query<{ n: string }>('SELECT n::text AS n FROM listing_generation');
      const current = r.rows[0]?.n ?? null;
      if (current !== generation) {
        if (entries.size) stats.cleared++;
        entries.clear();
        generation = current;
      }
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) {
        stats.hits++;
        entries.delete(key); // most recently used last
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      stats.misses++;
      const value = load();
      const entry = { at: t, value };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((v) => {
        if (!keep(v)) forget();
      }, forget);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    stats: (): CacheStats => ({ ...stats, entries: entries.size }),
  };
}
export type ListingCache = ReturnType<typeof createListingCache>;
