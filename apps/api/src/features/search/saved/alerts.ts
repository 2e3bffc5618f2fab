// Saved searches' alerts (decision 055), sent by one job every minute after the matcher:
// - instant searches as soon as they have new matches; daily ones at 08:00 India time; weekly ones
//   on Mondays at 08:00 (a search is first due at the first such time after it was saved);
// - one e-mail per search with its new live matches, newest first, and never an empty one;
// - the matches are marked as sent in the transaction that writes the e-mail to the outbox, so
//   no listing is sent twice for a search and none is lost when a run fails;
// - at most `perDay` alert e-mails to one address in 24 hours: past that, a search's matches wait
//   for its next due run after the oldest of those e-mails is a day old (the account's list of
//   saved searches says so).
import type { Database, Queryable, Row } from '@aangan/db';
import { BASE_COLUMNS, mediaColumns, toProperty, type PropertyRow } from '../../listings/index.ts';
import { signLink } from '../../../shared/links.ts';
import { enqueueMail } from '../../../shared/notifications/outbox.ts';
import { notify } from '../../../shared/notifications/in-app.ts';
import { pageUrl, type MailLocale } from '../../../shared/notifications/recipient.ts';
import { alertMail } from './alert-mail.ts';

export const ALERT_KIND = 'saved_search.alert';
/** What an unsubscribe link is signed for: it turns one saved search's alerts off. */
export const ALERTS_OFF_PURPOSE = 'saved-search.off';
/** The furthest expiry the link format holds (year 2286): these links do not expire. */
const NEVER = new Date(9_999_999_999 * 1000);
/** The hour of India time daily and weekly alerts go at. */
const ALERT_HOUR_IST = 8;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export interface AlertOptions {
  /** The site's address, for links (PUBLIC_URL). */
  origin: string;
  /** The secret links are signed with (shared/links.ts). */
  secret: () => Promise<string>;
  /** Alert e-mails one address may get in 24 hours. */
  perDay: number;
  now?: () => Date;
}

/** The page that turns a search's alerts off, and the address mail readers post to for one click (RFC 8058). */
export const alertsOffPath = (token: string) => `/alerts/off/${token}`;
export const alertsOffApiPath = (token: string) => `/api/v1/saved-searches/off/${token}`;

export function alertsOffToken(secret: string, savedSearchId: number): string {
  return signLink(secret, savedSearchId, NEVER, ALERTS_OFF_PURPOSE);
}

/** The last 08:00 India time at or before `now`, and the last such Monday. */
export function alertMarks(now: Date): { daily: Date; weekly: Date } {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  let daily = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), ALERT_HOUR_IST) - IST_OFFSET_MS;
  if (daily > now.getTime()) daily -= DAY_MS;
  const weekday = new Date(daily + IST_OFFSET_MS).getUTCDay(); // 1 is Monday
  const weekly = daily - ((weekday + 6) % 7) * DAY_MS;
  return { daily: new Date(daily), weekly: new Date(weekly) };
}

const DUE = `
  SELECT s.id FROM saved_searches s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL AND u.email IS NOT NULL
  WHERE (s.frequency = 'instant'
      OR (s.frequency = 'daily' AND coalesce(s.last_alert_at, s.created_at) < $1)
      OR (s.frequency = 'weekly' AND coalesce(s.last_alert_at, s.created_at) < $2))
    AND EXISTS (SELECT 1 FROM saved_search_matches m JOIN properties p ON p.id = m.property_id
                WHERE m.saved_search_id = s.id AND m.alerted_at IS NULL AND p.status = 'active')
  ORDER BY s.id`;

/** Sends every alert that is due; answers how many e-mails were written and how many waited for the cap. */
export async function sendDueAlerts(database: Database, opts: AlertOptions) {
  const marks = alertMarks(opts.now?.() ?? new Date());
  const due = (await database.query<{ id: number }>(DUE, [marks.daily, marks.weekly])).rows;
  let sent = 0;
  let capped = 0;
  if (!due.length) return { sent, capped };
  // Read before any transaction: on the embedded database another statement would wait for it.
  const secret = await opts.secret();
  for (const { id } of due) {
    const r = await database.transaction((tx) => sendAlert(tx, id, { ...opts, secret }));
    if (r === 'sent') sent++;
    if (r === 'capped') capped++;
  }
  return { sent, capped };
}

type SearchToAlert = Pick<Row<'saved_searches'>, 'id' | 'user_id' | 'name' | 'query' | 'frequency'> &
  Pick<Row<'users'>, 'full_name' | 'email' | 'locale'>;

async function sendAlert(
  tx: Queryable,
  id: number,
  opts: Omit<AlertOptions, 'secret'> & { secret: string },
): Promise<'sent' | 'capped' | 'nothing'> {
  // Locked, so two instances running the job at once cannot both send it.
  const s = (
    await tx.query<SearchToAlert>(
      `SELECT s.id, s.user_id, s.name, s.query, s.frequency, u.full_name, u.email, u.locale
       FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.frequency <> 'off' FOR UPDATE OF s`,
      [id],
    )
  ).rows[0];
  if (!s?.email) return 'nothing';
  if ((await alertEmailsToday(tx, s.user_id)) >= opts.perDay) return 'capped';
  const listings = (
    await tx.query<PropertyRow>(
      `SELECT ${BASE_COLUMNS}, ${mediaColumns('p')} FROM saved_search_matches m JOIN properties p ON p.id = m.property_id
       WHERE m.saved_search_id = $1 AND m.alerted_at IS NULL AND p.status = 'active'
       ORDER BY m.matched_at DESC, p.id DESC`,
      [id],
    )
  ).rows.map((r) => toProperty(r));
  if (!listings.length) return 'nothing';
  const locale: MailLocale = s.locale === 'hi-IN' ? 'hi-IN' : 'en-IN';
  const token = alertsOffToken(opts.secret, s.id);
  const origin = opts.origin.replace(/\/+$/, '');
  const mail = alertMail({
    locale,
    name: s.full_name,
    searchName: s.name,
    listings,
    total: listings.length,
    origin,
    query: s.query,
    unsubscribeUrl: pageUrl(origin, locale, alertsOffPath(token)),
  });
  await enqueueMail(tx, {
    kind: ALERT_KIND,
    to: s.email,
    ...mail,
    payload: {
      saved_search_id: s.id,
      user_id: s.user_id,
      property_ids: listings.map((l) => l.id),
      headers: {
        'List-Unsubscribe': `<${origin}${alertsOffApiPath(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  });
  await markSent(tx, s, listings.length);
  return 'sent';
}

/** The alert's matches are sent (never again), and its owner's bell says so. */
async function markSent(tx: Queryable, s: SearchToAlert, count: number): Promise<void> {
  await notify(tx, {
    userId: s.user_id,
    kind: 'saved_search',
    data: { name: s.name, count },
    link: `/properties?${s.query}`,
  });
  await tx.query(
    'UPDATE saved_search_matches SET alerted_at = now() WHERE saved_search_id = $1 AND alerted_at IS NULL',
    [s.id],
  );
  await tx.query('UPDATE saved_searches SET last_alert_at = now() WHERE id = $1', [s.id]);
}

/**
 * Alert e-mails written to this person's address in the last 24 hours: what the cap counts, and
 * what their list of saved searches shows. The outbox keeps the address trimmed (enqueueMail).
 */
export async function alertEmailsToday(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox o JOIN users u ON o.to_address = trim(u.email)
     WHERE u.id = $1 AND o.kind = $2 AND o.created_at > now() - interval '24 hours'`,
    [userId, ALERT_KIND],
  );
  return r.rows[0]!.n;
}
