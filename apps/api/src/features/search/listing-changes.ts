// What changed among the listings visitors see, heard from the database: each committed change
// to a live listing is sent by triggers (NOTIFY on LISTING_CHANGES, migration 0024) to every
// server process, with the listing's searchable facts before and after, and moves the
// listing_generation counter. The caches (cache.ts) drop what a change touches as it arrives.
// The counter is the safety net: a process that finds it ahead of the messages it heard has
// missed one (a lost connection), and drops everything it keeps.
import type { Database, Unlisten } from '@aangan/db';

export const LISTING_CHANGES = 'aangan_listing_changes';

/** What a search can be narrowed by, of one version of a listing (migration 0024's listing_facts). */
export interface ListingFacts {
  status: string;
  purpose: string;
  type: string;
  places: number[] | null;
  lat: number | null;
  lng: number | null;
  locality: string | null;
  sub_locality: string | null;
  bedrooms: number | null;
  price: number | null;
  /** A digest of every other column a search filters on (null: not known to be the same). */
  filters: string | null;
}

/**
 * Whether a change can move the listing into or out of a search by anything but its words: false
 * when every column a search filters on is as it was (a new description, a photo).
 */
export function movesInSearches(change: ListingChange): boolean {
  const { before, after } = change;
  if (!before || !after || before.filters === null) return true;
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** One listing changed: null before when it is new, null after when it is gone. */
export interface ListingChange {
  id: number;
  before: ListingFacts | null;
  after: ListingFacts | null;
}

export type ChangeEvent =
  | { kind: 'change'; change: ListingChange }
  /** Anything may have changed: drop everything. */
  | { kind: 'all' };

/** How long a reader that saw the counter move waits for the messages that moved it. */
const WAIT_FOR_MESSAGES_MS = 250;
/** How often the counter is compared with the messages heard, when nothing else asks. */
export const CHECK_EVERY_MS = 1000;

/** A message as the triggers write it; anything else is taken to mean that anything may have changed. */
export function parseMessage(payload: string): { generation: bigint; event: ChangeEvent } | null {
  try {
    const m = JSON.parse(payload) as { g?: string; id?: number; b?: ListingFacts | null; a?: ListingFacts | null };
    const generation = BigInt(m.g ?? '');
    if (typeof m.id !== 'number') return { generation, event: { kind: 'all' } };
    return { generation, event: { kind: 'change', change: { id: m.id, before: m.b ?? null, after: m.a ?? null } } };
  } catch {
    return null;
  }
}

/** The highest generation whose messages have been passed on (null until first known), and waits for it. */
function heardGenerations() {
  const waiters = new Set<() => void>();
  let heard: bigint | null = null;
  return {
    get value() {
      return heard;
    },
    advance(g: bigint): void {
      if (heard === null || g > heard) heard = g;
      for (const wake of waiters) wake();
    },
    /** Resolves once messages up to generation g have been heard, or after `ms`. */
    upTo(g: bigint, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const check = () => {
          if (heard !== null && heard >= g) done();
        };
        const timer = setTimeout(done, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Compares the counter with what was heard; tells everyone to drop everything when a message was missed. */
async function catchUp(
  database: Database,
  heard: ReturnType<typeof heardGenerations>,
  listening: boolean,
  emit: (e: ChangeEvent) => void,
): Promise<void> {
  const r = await database.query<{ n: string }>('SELECT n::text AS n FROM listing_generation');
  const g = BigInt(r.rows[0]?.n ?? '0');
  const known = heard.value;
  if (known !== null && g <= known) return;
  if (known !== null && listening) await heard.upTo(g, WAIT_FOR_MESSAGES_MS);
  const now = heard.value;
  if (now === null || now < g) {
    if (now !== null) emit({ kind: 'all' });
    heard.advance(g);
  }
}

export function createListingChanges(database: Database, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const subscribers = new Set<(e: ChangeEvent) => void>();
  const heard = heardGenerations();
  let listening = false;
  let unlisten: Unlisten | null = null;
  let writesSeen: number | null = null; // read at the first look, not while the app is being built
  let lastCheck = 0;
  let checking: Promise<void> | null = null;

  const emit = (e: ChangeEvent) => {
    for (const fn of subscribers) fn(e);
  };
  function received(payload: string): void {
    const m = parseMessage(payload);
    if (!m) return emit({ kind: 'all' });
    emit(m.event);
    heard.advance(m.generation);
  }

  return {
    subscribe(fn: (e: ChangeEvent) => void): () => void {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    async start(): Promise<void> {
      unlisten ??= await database.listen(LISTING_CHANGES, {
        message: received,
        state: (on) => {
          listening = on;
          emit({ kind: 'all' }); // whatever was sent while not listening is lost
        },
      });
    },
    async stop(): Promise<void> {
      listening = false;
      await unlisten?.();
      unlisten = null;
    },
    /**
     * Before answering from memory: a promise to wait for when what is kept may be stale for
     * this caller — not listening (then every answer checks, as before messages), or this
     * process has written since the last look (its own change must show at once, while the
     * message may still be on its way). Otherwise the counter is checked in the background at
     * most every CHECK_EVERY_MS, and undefined comes back.
     */
    fresh(): Promise<void> | undefined {
      const writes = database.writes();
      if (!listening || writes !== writesSeen) {
        writesSeen = writes;
        lastCheck = now();
        return catchUp(database, heard, listening, emit);
      }
      if (now() - lastCheck >= CHECK_EVERY_MS && !checking) {
        lastCheck = now();
        checking = catchUp(database, heard, listening, emit)
          .catch(() => {}) // the database away: the next look tries again
          .finally(() => {
            checking = null;
          });
      }
      return undefined;
    },
    get listening() {
      return listening;
    },
  };
}
export type ListingChanges = ReturnType<typeof createListingChanges>;
