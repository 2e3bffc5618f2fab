// Who an e-mail goes to and in which language: a person's address, name and the language of the
// pages they last signed in on (users.locale, set at sign-up and sign-in). Texts are written
// per language beside each other (`{ 'en-IN': ..., 'hi-IN': ... }`) so neither can be forgotten.
import type { Queryable, Row } from '@aangan/db';
import { SITE } from '@aangan/contracts';

export type MailLocale = 'en-IN' | 'hi-IN';
export const MAIL_LOCALES: readonly MailLocale[] = ['en-IN', 'hi-IN'];

/** A person who can be written to: they have an address. */
export type Recipient = Pick<Row<'users'>, 'id' | 'full_name'> & {
  email: NonNullable<Row<'users'>['email']>;
  locale: MailLocale;
};

/** A person who can be written to (has an e-mail, is not erased), or null. */
export async function recipient(q: Queryable, userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const r = await q.query<Pick<Row<'users'>, 'id' | 'full_name' | 'email' | 'locale'>>(
    'SELECT id, full_name, email, locale FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
  const u = r.rows[0];
  if (!u?.email) return null;
  return { id: u.id, full_name: u.full_name, email: u.email, locale: u.locale === 'hi-IN' ? 'hi-IN' : 'en-IN' };
}

/** One text per language. */
export type Localised<T = string> = Record<MailLocale, T>;

export function greeting(locale: MailLocale, name: string | null): string {
  const who = name?.trim();
  if (locale === 'hi-IN') return who ? `नमस्ते ${who},\n\n` : 'नमस्ते,\n\n';
  return `Hello ${who || 'there'},\n\n`;
}

export const signOff = (locale: MailLocale): string =>
  locale === 'hi-IN'
    ? `\n\nसादर,\n${SITE.name} टीम\n${SITE.phone}`
    : `\n\nRegards,\nThe ${SITE.name} team\n${SITE.phone}`;

/** Where a page is in the recipient's language (Hindi pages live under /hi). */
export const pagePath = (locale: MailLocale, path: string): string => (locale === 'hi-IN' ? `/hi${path}` : path);

/** An absolute address of a page in the recipient's language, for links in e-mail. */
export const pageUrl = (origin: string, locale: MailLocale, path: string): string =>
  origin.replace(/\/+$/, '') + pagePath(locale, path);

/** The language of the page a request came from (its Referer): Hindi pages live under /hi. */
export function pageLocale(referer: string | undefined): MailLocale {
  if (!referer || !URL.canParse(referer)) return 'en-IN';
  return /^\/hi(\/|$)/.test(new URL(referer).pathname) ? 'hi-IN' : 'en-IN';
}

const indiaTimes: Partial<Record<MailLocale, Intl.DateTimeFormat>> = {};
/** An instant in India time in the reader's language: "31 Dec 2026, 12:00 pm" / "31 दिस॰ 2026, 12:00 pm". */
export const whenIn = (locale: MailLocale, at: Date | string) => {
  indiaTimes[locale] ??= new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${indiaTimes[locale].format(new Date(at))} ${locale === 'hi-IN' ? '(भारतीय समय)' : '(India time)'}`;
};
