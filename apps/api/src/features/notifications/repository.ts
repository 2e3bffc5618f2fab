// The notification centre's reading side (decision 056): a person's notifications newest first,
// marking them read, and which digest kinds they want by e-mail. SQL for the notifications table
// lives here and in shared/notifications/in-app.ts (writing); the trigger of migration 0035
// writes price drops, closings and answers.
import type { Database, Row } from '@aangan/db';
import { NOTIFICATIONS_PAGE, type DigestKind, type NotificationRead } from '@aangan/contracts';
import { unreadCount } from '../../shared/notifications/in-app.ts';

export type NotificationRow = Pick<
  Row<'notifications'>,
  'id' | 'kind' | 'property_id' | 'data' | 'link' | 'created_at' | 'read_at'
>;

const COLUMNS = 'id::int AS id, kind, property_id, data, link, created_at, read_at';

export function createNotificationRepository(database: Database) {
  return {
    /** One page of a person's notifications, newest first, older than `before` (an id). */
    list: async (userId: number, opts: { before?: number; unread?: boolean }) => {
      const rows = (
        await database.query<NotificationRow>(
          `SELECT ${COLUMNS} FROM notifications
           WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) AND (NOT $3::boolean OR read_at IS NULL)
           ORDER BY id DESC LIMIT ${NOTIFICATIONS_PAGE + 1}`,
          [userId, opts.before ?? null, opts.unread ?? false],
        )
      ).rows;
      const more = rows.length > NOTIFICATIONS_PAGE;
      const items = rows.slice(0, NOTIFICATIONS_PAGE);
      return { items, next: more ? items.at(-1)!.id : null };
    },

    unread: (userId: number) => unreadCount(database, userId),

    /** Marks the person's own notifications read (others' ids are ignored); answers how many changed. */
    markRead: async (userId: number, which: NotificationRead): Promise<number> => {
      const r = await database.query<{ id: number }>(
        `UPDATE notifications SET read_at = now()
         WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
         RETURNING id::int AS id`,
        [userId, 'ids' in which ? which.ids : null],
      );
      return r.rows.length;
    },

    digestOff: async (userId: number): Promise<DigestKind[]> =>
      ((await database.query<Pick<Row<'users'>, 'digest_off'>>('SELECT digest_off FROM users WHERE id = $1', [userId]))
        .rows[0]?.digest_off ?? []) as DigestKind[],

    setDigestOff: async (userId: number, kinds: readonly DigestKind[]): Promise<DigestKind[]> =>
      ((
        await database.query<Pick<Row<'users'>, 'digest_off'>>(
          'UPDATE users SET digest_off = $2::text[] WHERE id = $1 RETURNING digest_off',
          [userId, [...new Set(kinds)].sort()],
        )
      ).rows[0]?.digest_off ?? []) as DigestKind[],
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
