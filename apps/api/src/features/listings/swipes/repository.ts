// Likes and dislikes. properties.like_count moves with every change of a like, inside the same
// transaction, so the counter on a card never drifts from the rows behind it.
import type { Database, Queryable, Row } from '@aangan/db';
import { PUBLIC_COLUMNS, type PropertyRow } from '../properties/repository.ts';

export type SwipeRow = Pick<Row<'swipes'>, 'id' | 'property_id' | 'is_liked' | 'created_at' | 'updated_at'>;
export interface SwipeChange {
  swipe: SwipeRow | null;
  propertyId: number;
  liked: boolean;
  likeCount: number;
}

const SWIPE_COLUMNS = 'id, property_id, is_liked, created_at, updated_at';

/** Serialises changes to one person's swipe on one listing (the two-key advisory lock space is ours). */
async function lockPair(tx: Queryable, userId: number, propertyId: number) {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [userId, propertyId]);
}

async function current(tx: Queryable, userId: number, propertyId: number): Promise<SwipeRow | null> {
  const r = await tx.query<SwipeRow>(`SELECT ${SWIPE_COLUMNS} FROM swipes WHERE user_id = $1 AND property_id = $2`, [
    userId,
    propertyId,
  ]);
  return r.rows[0] ?? null;
}

async function addLikes(tx: Queryable, propertyId: number, delta: number): Promise<number> {
  const r = await tx.query<Pick<Row<'properties'>, 'like_count'>>(
    'UPDATE properties SET like_count = greatest(0, like_count + $2) WHERE id = $1 RETURNING like_count',
    [propertyId, delta],
  );
  return r.rows[0]?.like_count ?? 0;
}

export function createSwipeRepository(database: Database) {
  return {
    /** Records a like or dislike; null when the listing is not public. */
    swipe: (userId: number, propertyId: number, isLiked: boolean) => set(database, userId, propertyId, () => isLiked),
    /** Likes what is not liked, and unlikes what is. */
    toggle: (userId: number, propertyId: number) =>
      set(database, userId, propertyId, (old) => !(old?.is_liked ?? false)),
    undo: (userId: number) => undo(database, userId),
    list: (userId: number, opts: { isLiked?: boolean; limit: number; offset: number }) => list(database, userId, opts),
    stats: (userId: number) => stats(database, userId),
    among: (userId: number, propertyIds: number[]) => among(database, userId, propertyIds),
  };
}

/** Records the user's swipe on a public listing as `decide` says from the one before; null when the listing is not public. */
async function set(
  database: Database,
  userId: number,
  propertyId: number,
  decide: (old: SwipeRow | null) => boolean,
): Promise<SwipeChange | null> {
  return database.transaction(async (tx) => {
    const active = await tx.query(`SELECT 1 FROM properties WHERE id = $1 AND status = 'active'`, [propertyId]);
    if (!active.rows.length) return null;
    await lockPair(tx, userId, propertyId);
    const old = await current(tx, userId, propertyId);
    const liked = decide(old);
    const r = await tx.query<SwipeRow>(
      `INSERT INTO swipes (user_id, property_id, is_liked) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, property_id) DO UPDATE SET is_liked = excluded.is_liked, updated_at = now()
         RETURNING ${SWIPE_COLUMNS}`,
      [userId, propertyId, liked],
    );
    const likeCount = await addLikes(tx, propertyId, Number(liked) - Number(old?.is_liked ?? false));
    return { swipe: r.rows[0]!, propertyId, liked, likeCount };
  });
}

/** Takes back the most recent swipe; null when there is none. */
async function undo(database: Database, userId: number): Promise<SwipeChange | null> {
  return database.transaction(async (tx) => {
    const last = await tx.query<SwipeRow>(
      `SELECT ${SWIPE_COLUMNS} FROM swipes WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    const row = last.rows[0];
    if (!row) return null;
    await lockPair(tx, userId, row.property_id);
    const gone = await tx.query<SwipeRow>(`DELETE FROM swipes WHERE id = $1 RETURNING ${SWIPE_COLUMNS}`, [row.id]);
    if (!gone.rows.length) return null;
    const likeCount = await addLikes(tx, row.property_id, row.is_liked ? -1 : 0);
    return { swipe: gone.rows[0]!, propertyId: row.property_id, liked: false, likeCount };
  });
}

/** Public listings the user swiped on, most recent first. */
async function list(
  database: Database,
  userId: number,
  opts: { isLiked?: boolean; limit: number; offset: number },
): Promise<{ rows: PropertyRow[]; total: number }> {
  const filter = opts.isLiked === undefined ? '' : 'AND s.is_liked = $2';
  const params: unknown[] = [userId];
  if (opts.isLiked !== undefined) params.push(opts.isLiked);
  const from = `FROM swipes s JOIN properties p ON p.id = s.property_id WHERE s.user_id = $1 AND p.status = 'active' ${filter}`;
  const [rows, count] = await Promise.all([
    database.query<PropertyRow & { swipe_liked: Row<'swipes'>['is_liked'] }>(
      `SELECT ${PUBLIC_COLUMNS}, s.is_liked AS swipe_liked ${from} ORDER BY s.updated_at DESC, s.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
      params,
    ),
    database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

async function stats(database: Database, userId: number) {
  const r = await database.query<Pick<Row<'properties'>, 'purpose'> & { liked: number; disliked: number }>(
    `SELECT p.purpose, count(*) FILTER (WHERE s.is_liked)::int AS liked, count(*) FILTER (WHERE NOT s.is_liked)::int AS disliked
           FROM swipes s JOIN properties p ON p.id = s.property_id WHERE s.user_id = $1 GROUP BY p.purpose`,
    [userId],
  );
  return r.rows;
}

/** The user's swipes on these listings: true liked, false disliked, absent neither. */
async function among(database: Database, userId: number, propertyIds: number[]): Promise<Map<number, boolean>> {
  if (!propertyIds.length) return new Map();
  const r = await database.query<Pick<SwipeRow, 'property_id' | 'is_liked'>>(
    'SELECT property_id, is_liked FROM swipes WHERE user_id = $1 AND property_id = ANY($2::int[])',
    [userId, propertyIds],
  );
  return new Map(r.rows.map((x) => [x.property_id, x.is_liked]));
}

export type SwipeRepository = ReturnType<typeof createSwipeRepository>;
