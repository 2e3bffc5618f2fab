// Recently viewed (issue 35 §5): SQL for the recently_viewed table. Each person keeps the last
// RECENT_MAX listings they opened; a view moves a listing to the front.
import type { Database } from '@aangan/db';
import { RECENT_MAX } from '@aangan/contracts';
import { PUBLIC_COLUMNS, isPublicListing, type PropertyRow } from '../properties/repository.ts';

export function createRecentRepository(database: Database) {
  return {
    /**
     * Records views, newest first (`ids[0]` the latest): a listing opened again moves to the
     * front; beyond RECENT_MAX the oldest go. Listings that are not live are left out.
     */
    add: async (userId: number, ids: readonly number[]): Promise<void> => {
      const fresh = [...new Set(ids)].slice(0, RECENT_MAX);
      if (!fresh.length) return;
      await database.transaction(async (tx) => {
        // Oldest first, a millisecond apart, so the given order is the order kept.
        await tx.query(
          `INSERT INTO recently_viewed (user_id, property_id, viewed_at)
           SELECT $1, v.id, now() - (v.n * interval '1 millisecond')
           FROM unnest($2::int[]) WITH ORDINALITY AS v(id, n) JOIN properties p ON p.id = v.id AND ${isPublicListing()}
           ON CONFLICT (user_id, property_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
          [userId, fresh],
        );
        await tx.query(
          `DELETE FROM recently_viewed WHERE user_id = $1 AND property_id NOT IN (
             SELECT property_id FROM recently_viewed WHERE user_id = $1 ORDER BY viewed_at DESC LIMIT ${RECENT_MAX})`,
          [userId],
        );
      });
    },
    /** The person's recently viewed listings that are still live, newest first. */
    list: async (userId: number): Promise<PropertyRow[]> =>
      (
        await database.query<PropertyRow>(
          `SELECT ${PUBLIC_COLUMNS} FROM recently_viewed r JOIN properties p ON p.id = r.property_id
           WHERE r.user_id = $1 AND ${isPublicListing()} ORDER BY r.viewed_at DESC LIMIT ${RECENT_MAX}`,
          [userId],
        )
      ).rows,
    /** These listings, those still live, in the order given (a visitor's list, kept in their browser). */
    among: async (ids: readonly number[]): Promise<PropertyRow[]> => {
      const rows = (
        await database.query<PropertyRow>(
          `SELECT ${PUBLIC_COLUMNS} FROM properties p WHERE p.id = ANY($1::int[]) AND ${isPublicListing()}`,
          [[...new Set(ids)].slice(0, RECENT_MAX)],
        )
      ).rows;
      const at = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    },
  };
}
export type RecentRepository = ReturnType<typeof createRecentRepository>;
