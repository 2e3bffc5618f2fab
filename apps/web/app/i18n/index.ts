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

export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = (locale === 'hi-IN' ? hindi?.hiIN[key] : undefined) ?? enIN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
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

/** Keys with a form per plural category (`….one`, `….other`): the base key names both. */
type PluralBase = {
  [K in MessageKey]: K extends `${infer B}.one` ? (`${B}.other` extends MessageKey ? B : never) : never;
}[MessageKey];
const PLURALS = { 'en-IN': new Intl.PluralRules('en-IN'), 'hi-IN': new Intl.PluralRules('hi-IN') } as const;

/** A count in words, in the form the language's plural rules pick for n (Hindi: 0 and 1 are "one"). */
export function translatePlural(
  locale: Locale,
  base: PluralBase,
  n: number,
  vars: Record<string, string | number> = {},
): string {
  const form = PLURALS[locale].select(n) === 'one' ? 'one' : 'other';
  return translate(locale, `${base}.${form}` as MessageKey, { n, ...vars });
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
    t: (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars),
    tp: (base: PluralBase, n: number, vars?: Record<string, string | number>) => translatePlural(locale, base, n, vars),
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
