// Search results and listing pages are read far more often than listings change: the same few
// searches (a purpose, a sort, page 2) and the same popular listings come back all day. This
// keeps answers in memory and drops an answer as soon as a change to a live listing could alter
// it — the listing is in it, or the listing could now enter it (its tags) — as the database
// reports changes (listing-changes.ts), including another process's. The time limit covers what
// changes by the clock alone (a listing stops being 'new') and what is allowed to lag: the
// counters (views, likes, interest, visits) do not drop answers, so a kept answer shows them as
// they were at most ttlMs ago. Signed-in details (liked flags) are added after the cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  movesInSearches,
  type ChangeEvent,
  type ListingChange,
  type ListingChanges,
  type ListingFacts,
} from './listing-changes.ts';

/** Could a live listing with these facts enter (or leave) an answer it is not in? */
export type Scope = (facts: ListingFacts) => boolean;

/** What an answer depends on: the listings in it, and which others could enter it (all, when no scope). */
export interface Tags {
  ids: Iterable<number>;
  scope?: Scope;
  /** It matched listings by their words (a keyword search): any edit may move one into it. */
  words?: boolean;
}

export interface KeepRule<T> {
  /** False: answer this once, do not keep it. */
  keep?(value: T): boolean;
  /** Without tags (or a scope), any change to a live listing drops the answer. */
  tags?(value: T): Tags | undefined;
}

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
  /** Answers dropped because a change touched them. */
  dropped: number;
  /** Times every entry was dropped at once. */
  cleared: number;
  entries: number;
}

interface Held {
  ids: Set<number>;
  scope: Scope | undefined;
  words: boolean;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Known once the answer is read. */
  held: Held | null;
}

const ANY: Held = { ids: new Set(), scope: undefined, words: true };
/** Changes remembered for answers still being read, so one that arrives meanwhile is not missed. */
const RECENT_CHANGES = 200;

function hold(tags: Tags | undefined): Held {
  return tags ? { ids: new Set(tags.ids), scope: tags.scope, words: tags.words ?? false } : ANY;
}

/**
 * Whether a change can alter an answer held with these tags; `moves` is the change's
 * movesInSearches, worked out once for all the answers it is checked against.
 */
export function touches(held: Held, change: ListingChange, moves = movesInSearches(change)): boolean {
  if (held.ids.has(change.id)) return true;
  if (held.scope && !held.words && !moves) return false;
  return [change.before, change.after].some((f) => f?.status === 'active' && (held.scope?.(f) ?? true));
}

/**
 * Applies change events to the entries, numbering them; remembers recent changes, so an answer
 * read across events can be checked against the ones it missed.
 */
function changeLog(entries: Map<string, Entry>, stats: { dropped: number; cleared: number }) {
  let seq = 0;
  let clearedAt = 0;
  const recent: { seq: number; change: ListingChange }[] = [];
  return {
    get seq() {
      return seq;
    },
    apply(e: ChangeEvent): void {
      seq++;
      if (e.kind === 'all') {
        clearedAt = seq;
        if (entries.size) stats.cleared++;
        entries.clear();
        return;
      }
      recent.push({ seq, change: e.change });
      if (recent.length > RECENT_CHANGES) recent.shift();
      const moves = movesInSearches(e.change);
      for (const [key, entry] of entries)
        if (entry.held && touches(entry.held, e.change, moves)) {
          entries.delete(key);
          stats.dropped++;
        }
    },
    /** Whether an answer whose read began at event `since` missed a change that touches it. */
    missed(since: number, held: Held): boolean {
      if (since === seq) return false;
      if (clearedAt > since || (recent[0]?.seq ?? seq + 1) > since + 1) return true;
      return recent.some((r) => r.seq > since && touches(held, r.change));
    },
  };
}

export function createListingCache(changes: ListingChanges, opts: ListingCacheOptions = {}) {
  const { maxEntries = 2000, ttlMs = 300_000, now = Date.now } = opts;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, dropped: 0, cleared: 0 };
  const log = changeLog(entries, stats);
  changes.subscribe((e) => log.apply(e));

  function hit(key: string, entry: Entry): Promise<unknown> {
    stats.hits++;
    entries.delete(key); // most recently used last
    entries.set(key, entry);
    collect(entry);
    return entry.value;
  }

  function miss<T>(key: string, load: () => Promise<T>, rule: KeepRule<T>): Promise<T> {
    stats.misses++;
    const since = log.seq;
    const value = load();
    const entry: Entry = { at: now(), value, held: null };
    entries.set(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((v) => {
      entry.held = hold(rule.tags?.(v));
      if (rule.keep?.(v) === false || log.missed(since, entry.held)) forget();
    }, forget);
    collect(entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }

  return {
    /**
     * The answer for `key`, from memory when nothing it depends on changed since it was read,
     * else from `load`. The promise is kept, so callers asking at once for the same thing share
     * one read; a failed read is not kept, nor an answer `rule.keep` refuses.
     */
    async get<T>(key: string, load: () => Promise<T>, rule: KeepRule<T> = {}): Promise<T> {
      await changes.fresh();
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return hit(key, entry) as Promise<T>;
      return miss(key, load, rule);
    },
    stats: (): CacheStats => ({ ...stats, entries: entries.size }),
  };
}
export type ListingCache = ReturnType<typeof createListingCache>;

// Answers built from other kept answers (a page from the API's searches and listings) depend on
// what those depend on: while one is built, each kept answer it reads adds its tags.
const building = new AsyncLocalStorage<Held[]>();

function collect(entry: Entry): void {
  const sink = building.getStore();
  if (!sink) return;
  if (entry.held) sink.push(entry.held);
  else
    entry.value.then(
      () => entry.held && sink.push(entry.held),
      () => {},
    );
}

/**
 * Runs `build`, and answers with the tags of every kept answer it read; undefined (any change
 * counts) when it read none, or one that any change touches.
 */
export async function withTagsOf<T>(build: () => Promise<T>): Promise<{ value: T; tags: Tags | undefined }> {
  const sink: Held[] = [];
  const value = await building.run(sink, build);
  const scopes: Scope[] = [];
  for (const h of sink) {
    if (!h.scope) return { value, tags: undefined };
    scopes.push(h.scope);
  }
  if (!scopes.length) return { value, tags: undefined };
  return {
    value,
    tags: {
      ids: sink.flatMap((h) => [...h.ids]),
      scope: (f) => scopes.some((s) => s(f)),
      words: sink.some((h) => h.words),
    },
  };
}
