// The daily digest (issue 35 §2, decision 056): once a day from 08:00 India time, one e-mail per
// person with what happened to the listings they like or asked about since the last one (price
// drops, closings, answers to "still available?"), in their language, text and HTML, with a
// one-click way to stop it (RFC 8058). A kind the person turned off stays in the app only; what
// they have read in the app already is not sent again. The notifications sent are marked in the
// transaction that writes the e-mail, so none goes twice and none is lost when a run fails.
import type { Database, Queryable, Row } from '@aangan/db';
import { DIGEST_KINDS, formatRupeesShort, pricePeriod, type NotificationData } from '@aangan/contracts';
import { readLink, signLink } from '../../shared/links.ts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import { greeting, pageUrl, signOff, type Localised, type MailLocale } from '../../shared/notifications/recipient.ts';
import { MAIL_FONT, PRICE_PERIOD, esc, mailPage } from '../../shared/notifications/mail-html.ts';

export const DIGEST_KIND = 'notifications.digest';
const DIGEST_OFF_PURPOSE = 'notifications.digest-off';
/** The furthest expiry the link format holds (year 2286): these links do not expire. */
const NEVER = new Date(9_999_999_999 * 1000);
const DIGEST_HOUR_IST = 8;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Older news is not worth an e-mail (someone who turns a kind back on is not sent a month of it). */
const FRESH_DAYS = 7;

export const digestOffToken = (secret: string, userId: number) => signLink(secret, userId, NEVER, DIGEST_OFF_PURPOSE);
/** The person a digest's stop link is for; null when the token is not one of ours. */
export const digestOffUser = (secret: string, token: string) =>
  readLink(secret, token, DIGEST_OFF_PURPOSE)?.listingId ?? null;
export const digestOffPath = (token: string) => `/notifications/digest-off/${token}`;
export const digestOffApiPath = (token: string) => `/api/v1/notifications/digest-off/${token}`;

/** The last 08:00 India time at or before `now`. */
export function digestMark(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  let mark = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), DIGEST_HOUR_IST) - IST_OFFSET_MS;
  if (mark > now.getTime()) mark -= DAY_MS;
  return new Date(mark);
}

export interface DigestOptions {
  origin: string;
  secret: () => Promise<string>;
  now?: () => Date;
}

/** What a digest may carry for a person: unread, not yet e-mailed, recent, of a kind they want. */
const WAITING = `n.emailed_at IS NULL AND n.read_at IS NULL AND n.kind = ANY($2::text[]) AND NOT (n.kind = ANY(u.digest_off))
  AND n.created_at > now() - interval '${FRESH_DAYS} days'`;

/** Writes the digests that are due; answers how many. */
export async function sendDigests(database: Database, opts: DigestOptions): Promise<number> {
  const mark = digestMark(opts.now?.() ?? new Date());
  const due = (
    await database.query<{ id: number }>(
      `SELECT DISTINCT u.id FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.deleted_at IS NULL AND u.email IS NOT NULL AND n.created_at < $1 AND ${WAITING}
         AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.kind = '${DIGEST_KIND}' AND o.to_address = trim(u.email) AND o.created_at >= $1)
       ORDER BY u.id`,
      [mark, DIGEST_KINDS],
    )
  ).rows;
  if (!due.length) return 0;
  const secret = await opts.secret();
  let sent = 0;
  for (const { id } of due) if (await database.transaction((tx) => sendDigest(tx, id, opts.origin, secret))) sent++;
  return sent;
}

type Person = Pick<Row<'users'>, 'id' | 'full_name' | 'email' | 'locale'>;
type Item = { id: number; kind: string; data: NotificationData; link: string };

async function sendDigest(tx: Queryable, userId: number, origin: string, secret: string): Promise<boolean> {
  // Locked, so two instances running the job at once cannot both send it.
  const u = (
    await tx.query<Person>('SELECT id, full_name, email, locale FROM users WHERE id = $1 FOR UPDATE', [userId])
  ).rows[0];
  if (!u?.email) return false;
  const items = (
    await tx.query<Item>(
      `SELECT n.id::int AS id, n.kind, n.data, n.link FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.user_id = $1 AND ${WAITING} ORDER BY n.id DESC FOR UPDATE OF n`,
      [userId, DIGEST_KINDS],
    )
  ).rows;
  if (!items.length) return false;
  const locale: MailLocale = u.locale === 'hi-IN' ? 'hi-IN' : 'en-IN';
  const token = digestOffToken(secret, u.id);
  const base = origin.replace(/\/+$/, '');
  await enqueueMail(tx, {
    kind: DIGEST_KIND,
    to: u.email,
    ...digestMail(locale, u.full_name, items, base, pageUrl(base, locale, digestOffPath(token))),
    payload: {
      user_id: u.id,
      notification_ids: items.map((i) => i.id),
      headers: {
        'List-Unsubscribe': `<${base}${digestOffApiPath(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  });
  await tx.query('UPDATE notifications SET emailed_at = now() WHERE id = ANY($1::bigint[])', [items.map((i) => i.id)]);
  return true;
}

const T = {
  subject: {
    'en-IN': (n: number) => (n === 1 ? 'News about a home you liked' : `${n} updates about homes you liked`),
    'hi-IN': (n: number) => (n === 1 ? 'आपके पसंद किए घर की ख़बर' : `आपके पसंद किए घरों की ${n} ख़बरें`),
  },
  lead: {
    'en-IN': 'Here is what changed since yesterday on Aangan:',
    'hi-IN': 'कल से Aangan पर यह बदला है:',
  },
  why: {
    'en-IN':
      'You get this daily e-mail because you liked these homes or asked about them. You can choose what comes by e-mail on your notifications page.',
    'hi-IN':
      'आपको यह रोज़ का ई-मेल इसलिए मिला क्योंकि आपने ये घर पसंद किए या इनके बारे में पूछा। क्या ई-मेल से आए, यह आप सूचनाओं के पेज पर चुन सकते हैं।',
  },
  stop: { 'en-IN': 'Stop these e-mails', 'hi-IN': 'ये ई-मेल बंद करें' },
  view: { 'en-IN': 'View', 'hi-IN': 'देखें' },
} as const;

function price(l: MailLocale, d: NotificationData, value: number | undefined): string {
  const amount = formatRupeesShort(value) ?? '';
  const period =
    d.purpose === 'short_stay'
      ? 'day'
      : pricePeriod({ purpose: d.purpose ?? '', daily_rate: null, price_type: d.price_type ?? null });
  return period ? amount + PRICE_PERIOD[l][period] : amount;
}

const CLOSED: Localised<Record<string, string>> = {
  'en-IN': { rented: 'has been rented out', sold: 'has been sold', expired: 'is no longer listed (expired)' },
  'hi-IN': { rented: 'किराये पर चला गया है', sold: 'बिक गया है', expired: 'अब लिस्ट नहीं है (समय पूरा)' },
};

/** One line of the digest: what happened, in the reader's language. */
export function digestLine(l: MailLocale, kind: string, d: NotificationData): string {
  const title = `“${d.title ?? ''}”`;
  if (kind === 'price_drop') {
    const by = price(l, d, (d.old_price ?? 0) - (d.new_price ?? 0));
    return l === 'hi-IN'
      ? `${title} की क़ीमत ${by} घटी: अब ${price(l, d, d.new_price)}`
      : `${title} dropped by ${by} to ${price(l, d, d.new_price)}`;
  }
  if (kind === 'listing_closed') return `${title} ${CLOSED[l][d.status ?? 'expired'] ?? CLOSED[l].expired}`;
  if (d.answer === 'available')
    return l === 'hi-IN'
      ? `विज्ञापनदाता ने पुष्टि की: ${title} अब भी उपलब्ध है`
      : `The advertiser confirmed ${title} is still available`;
  return l === 'hi-IN'
    ? `आपके सवाल का जवाब: ${title} ${CLOSED[l][d.answer ?? 'expired'] ?? CLOSED[l].expired}`
    : `Answer to your question: ${title} ${CLOSED[l][d.answer ?? 'expired'] ?? CLOSED[l].expired}`;
}

function digestMail(l: MailLocale, name: string | null, items: Item[], origin: string, stopUrl: string) {
  const lines = items.map((i) => ({ text: digestLine(l, i.kind, i.data), url: pageUrl(origin, l, i.link) }));
  const subject = T.subject[l](items.length);
  const text =
    greeting(l, name) +
    `${T.lead[l]}\n\n${lines.map((x) => `• ${x.text}\n  ${x.url}`).join('\n\n')}` +
    signOff(l) +
    `\n\n${T.why[l]}\n${T.stop[l]}: ${stopUrl}`;
  const rows = lines
    .map(
      (
        x,
      ) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb;${MAIL_FONT};font-size:15px;line-height:1.5;color:#111827">
${esc(x.text)}<br><a href="${esc(x.url)}" style="color:#0f766e;font-weight:600">${T.view[l]}</a></td></tr>`,
    )
    .join('\n');
  const html = mailPage(
    l,
    subject,
    `<p style="margin:0 0 8px 0;font-size:15px">${esc(greeting(l, name).trim())}</p>
<p style="margin:0 0 8px 0;font-size:15px">${esc(T.lead[l])}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<p style="margin:16px 0 0 0;font-size:13px;line-height:1.5;color:#4b5563">${esc(T.why[l])}<br>
<a href="${esc(stopUrl)}" style="color:#4b5563">${T.stop[l]}</a></p>`,
  );
  return { subject, text, html };
}
