import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { useRouteLoaderData } from 'react-router';
import { errorCatalogueKey, readErrorToken } from '@aangan/contracts';
import { enIN, type MessageKey } from './en-IN';

export type Locale = 'en-IN' | 'hi-IN';
export const LOCALES: Locale[] = ['en-IN', 'hi-IN'];

/**
 * The Hindi messages are not bundled with English pages (12 KB gzip of their first load): the
 * server registers them when it starts (entry.server.tsx), the browser loads them before it
 * hydrates a Hindi page (entry.client.tsx). Until then a key falls back to English.
 */
export interface HindiCatalogue {
  hiIN: Record<MessageKey, string>;
  hiMessages: Record<string, string>;
}
let hindi: HindiCatalogue | null = null;
export function registerHindi(catalogue: HindiCatalogue): void {
  hindi = catalogue;
  compiled['hi-IN'].clear();
}

/** Hindi pages live under /hi/...; everything else is English (India). */
export function localeFromPath(pathname: string): Locale {
  // '/hi.data' is the Hindi home page's data, fetched when a script navigates there.
  return pathname === '/hi' || pathname === '/hi.data' || pathname.startsWith('/hi/') ? 'hi-IN' : 'en-IN';
}

/** The same page in the other language: /x <-> /hi/x. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const bare = localeFromPath(pathname) === 'hi-IN' ? pathname.slice(3) || '/' : pathname;
  return locale === 'hi-IN' ? (bare === '/' ? '/hi' : `/hi${bare}`) : bare;
}

/**
 * The values a message's arguments take: numbers for counts (`{n, plural, …}` picks the
 * language's form and `#` writes the number with the page's digit grouping), text for words
 * already in the page's language, dates for `{d, date, …}`.
 */
export type MessageValues = Record<string, string | number | Date>;

// Every message is parsed once per language and kept; the Intl formatters the messages use
// (plural rules, numbers, dates) are made once per language and options and shared by all of
// them, rather than one set per message as the library does by default.
const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
  const made = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    let r = made.get(key);
    if (r === undefined) made.set(key, (r = make(...args)));
    return r;
  };
};
const formatters: Formatters = {
  getNumberFormat: memo((...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a)),
  getDateTimeFormat: memo((...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a)),
  getPluralRules: memo((...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a)),
};
const compiled: Record<Locale, Map<MessageKey, IntlMessageFormat>> = { 'en-IN': new Map(), 'hi-IN': new Map() };

/**
 * A message as the catalogue holds it: ICU MessageFormat text as written, or, in the built app,
 * that text already parsed (the build step in icu-catalogues.ts), which the formatter takes as is.
 */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** The message in the catalogue it comes from: Hindi when the page is and the catalogue is loaded. */
function source(locale: Locale, key: MessageKey): [Locale, Message] {
  const hi: Message | undefined = locale === 'hi-IN' ? hindi?.hiIN[key] : undefined;
  return hi === undefined ? ['en-IN', enIN[key]] : ['hi-IN', hi];
}

/** A message in the page's language, its arguments filled in (ICU MessageFormat: plural, select, number, date). */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  // An English fallback is formatted by English rules (its plural forms are English ones).
  const [lang, text] = source(locale, key);
  let message = compiled[lang].get(key);
  if (!message) {
    // ignoreTag: the catalogues hold text, not markup, so a '<' is just a character.
    message = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true, formatters });
    compiled[lang].set(key, message);
  }
  try {
    return String(message.format(values));
  } catch (e) {
    // A value the message needs was not given: the key shows where, rather than the page
    // breaking (the catalogue test checks the arguments each message takes).
    console.error(`message ${key}:`, e);
    return key;
  }
}

/**
 * A message passed around as text, in the page's language: an error code token (errorToken:
 * `PHONE_TAKEN`, `TOO_SHORT?min=3`, from an API answer or a shared form rule) is worded by the
 * catalogue (`error.<CODE>`, `error.field.<CODE>`); one of the app's own sentences is looked up
 * in hiMessages on Hindi pages; anything else is shown as it came.
 */
export function translateMessage(locale: Locale, text: string): string {
  const coded = readErrorToken(text);
  if (coded) return translate(locale, errorCatalogueKey(coded.code), coded.params);
  return locale === 'hi-IN' ? (hindi?.hiMessages[text] ?? text) : text;
}

/**
 * The `lang` attribute for text written in `content` shown on a page in `page`: that language's
 * code where the two differ (screen readers then read it in the right voice: an English policy
 * or blog post on a Hindi page), else none (it inherits the page's).
 */
export function contentLang(page: Locale, content: Locale): string | undefined {
  return page === content ? undefined : content.slice(0, 2);
}

function helpers(locale: Locale) {
  return {
    locale,
    t: (key: MessageKey, values?: MessageValues) => translate(locale, key, values),
    tm: (text: string) => translateMessage(locale, text),
    /** The `lang` for text in `content` on this page (contentLang). */
    langOf: (content: Locale) => contentLang(locale, content),
    /** A site path in the current language. */
    href: (to: string) => (locale === 'hi-IN' && to.startsWith('/') ? (to === '/' ? '/hi' : `/hi${to}`) : to),
  };
}
// One set per language, so the functions keep their identity across renders (effects that
// depend on them run once per change, not once per render).
const HELPERS = { 'en-IN': helpers('en-IN'), 'hi-IN': helpers('hi-IN') } as const;

export function useI18n() {
  const data = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return HELPERS[data?.locale ?? 'en-IN'];
}
export type { MessageKey };
