// The notification centre's writing side (decision 056): any feature tells a person something
// in the app with `notify`, in the transaction of what happened, so the bell never shows
// something that was rolled back. Price drops, closings and "still available?" answers are
// written by a trigger on properties instead (migration 0035). The count of unread ones is read
// from the database on each page, so it is the same on every instance.
import type { Queryable } from '@aangan/db';
import type { NotificationData, NotificationKind } from '@aangan/contracts';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  propertyId?: number | null;
  data: NotificationData;
  /** The page it opens, without a language prefix. */
  link: string;
}

export async function notify(q: Queryable, n: NewNotification): Promise<void> {
  await q.query(
    'INSERT INTO notifications (user_id, kind, property_id, data, link) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [n.userId, n.kind, n.propertyId ?? null, JSON.stringify(n.data), n.link],
  );
}

/** Shown as "9+" past this: counting further would read more rows for nothing. */
export const UNREAD_SHOWN_MAX = 10;

/** How many unread notifications the bell shows: at most UNREAD_SHOWN_MAX. */
export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT ${UNREAD_SHOWN_MAX}) x`,
    [userId],
  );
  return r.rows[0]!.n;
}
