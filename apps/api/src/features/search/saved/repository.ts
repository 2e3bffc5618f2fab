// Saved searches: SQL for the saved_searches table lives only here. A save counts the account's
// searches under a lock on the account's row, so two saves sent at once cannot both be the 21st.
import type { Database, Queryable, Row } from '@aangan/db';
import { SAVED_SEARCHES_MAX, type SavedSearchInput, type SavedSearchPatch } from '@aangan/contracts';
import { alertEmailsToday } from './alerts.ts';
import { NARROWING_COLUMNS, type Narrowing } from './matcher.ts';

export type SavedSearchRow = Pick<
  Row<'saved_searches'>,
  'id' | 'user_id' | 'name' | 'query' | 'frequency' | 'created_at' | 'updated_at' | 'last_seen_at'
> & { new_matches: number };

/** Why a save or a change was refused: the account is full, or it has this search already (under that name). */
export type SavedSearchRefusal = { full: true } | { exists: string };

/** The columns, and the live listings matched since its owner last opened it. */
const COLUMNS = `id, user_id, name, query, frequency, created_at, updated_at, last_seen_at,
  (SELECT count(*)::int FROM saved_search_matches m JOIN properties p ON p.id = m.property_id
    WHERE m.saved_search_id = saved_searches.id AND m.matched_at > saved_searches.last_seen_at AND p.status = 'active') AS new_matches`;
const UNIQUE_VIOLATION = '23505';

/** The name under which the account keeps the search with this query; null when it does not. */
async function nameOf(q: Queryable, userId: number, query: string): Promise<string | null> {
  const r = await q.query<Pick<Row<'saved_searches'>, 'name'>>(
    'SELECT name FROM saved_searches WHERE user_id = $1 AND query = $2',
    [userId, query],
  );
  return r.rows[0]?.name ?? null;
}

/** How a saved query is read into the columns the matcher narrows by (matcher.ts, narrowingOf). */
export type ReadNarrowing = (query: string) => Promise<Narrowing>;

/** The narrowing's values in NARROWING_COLUMNS' order, as statement parameters from `from` on. */
function narrowingParams(n: Narrowing): unknown[] {
  return NARROWING_COLUMNS.map((c) => (c === 'text_match' && n[c] !== null ? JSON.stringify(n[c]) : n[c]));
}
const narrowingSlots = (from: number) => NARROWING_COLUMNS.map((_, i) => `$${from + i}`);

export function createSavedSearchRepository(database: Database, read: ReadNarrowing) {
  return {
    /** The account's saved searches, newest first. */
    list: async (userId: number): Promise<SavedSearchRow[]> =>
      (
        await database.query<SavedSearchRow>(
          `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
          [userId],
        )
      ).rows,

    /** One of the account's saved searches; null for anyone else's or none. */
    find: async (userId: number, id: number): Promise<SavedSearchRow | null> =>
      (
        await database.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE id = $1 AND user_id = $2`, [
          id,
          userId,
        ])
      ).rows[0] ?? null,

    save: async (userId: number, input: SavedSearchInput) => save(database, userId, input, await read(input.query)),
    change: async (userId: number, id: number, patch: SavedSearchPatch) =>
      change(database, userId, id, patch, patch.query === undefined ? null : await read(patch.query)),

    /** Alert e-mails written to the account's address in the last 24 hours (what the cap counts). */
    alertsToday: (userId: number): Promise<number> => alertEmailsToday(database, userId),

    /** A saved search as its alerts' off link names it, whoever holds the link; null when it is gone. */
    named: async (id: number): Promise<Pick<SavedSearchRow, 'name' | 'frequency'> | null> =>
      (await database.query<SavedSearchRow>('SELECT name, frequency FROM saved_searches WHERE id = $1', [id]))
        .rows[0] ?? null,

    /** Turns a saved search's alerts off (the one-click link); null when it is gone. */
    alertsOff: async (id: number): Promise<Pick<SavedSearchRow, 'name' | 'frequency'> | null> =>
      (
        await database.query<SavedSearchRow>(
          `UPDATE saved_searches SET frequency = 'off', updated_at = now() WHERE id = $1 RETURNING name, frequency`,
          [id],
        )
      ).rows[0] ?? null,

    /** Deletes one of the account's saved searches; false when it has none by that id. */
    remove: async (userId: number, id: number): Promise<boolean> =>
      (await database.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]))
        .rows.length > 0,
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;

async function save(
  database: Database,
  userId: number,
  input: SavedSearchInput,
  narrowing: Narrowing,
): Promise<SavedSearchRow | SavedSearchRefusal> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const named = await nameOf(tx, userId, input.query);
    if (named !== null) return { exists: named };
    const kept = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [
      userId,
    ]);
    if (kept.rows[0]!.n >= SAVED_SEARCHES_MAX) return { full: true };
    const made = await tx.query<SavedSearchRow>(
      `INSERT INTO saved_searches (user_id, name, query, frequency, ${NARROWING_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, $4, ${narrowingSlots(5).join(', ')}) RETURNING ${COLUMNS}`,
      [userId, input.name, input.query, input.frequency, ...narrowingParams(narrowing)],
    );
    return made.rows[0]!;
  });
}

async function change(
  database: Database,
  userId: number,
  id: number,
  patch: SavedSearchPatch,
  narrowing: Narrowing | null,
): Promise<SavedSearchRow | SavedSearchRefusal | null> {
  // New filters come with their narrowing; without them the columns stay.
  const narrowed = narrowing ? `, ${NARROWING_COLUMNS.map((c, i) => `${c} = ${narrowingSlots(6)[i]}`).join(', ')}` : '';
  try {
    const r = await database.query<SavedSearchRow>(
      `UPDATE saved_searches SET name = coalesce($3, name), query = coalesce($4, query),
         frequency = coalesce($5, frequency), updated_at = now()${patch.seen ? ', last_seen_at = now()' : ''}${narrowed}
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [
        id,
        userId,
        patch.name ?? null,
        patch.query ?? null,
        patch.frequency ?? null,
        ...(narrowing ? narrowingParams(narrowing) : []),
      ],
    );
    return r.rows[0] ?? null;
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION || patch.query === undefined) throw e;
    return { exists: (await nameOf(database, userId, patch.query)) ?? '' };
  }
}
