import { useRouteLoaderData } from 'react-router';
import { enIN, type MessageKey } from './en-IN';
import { hiIN, hiMessages } from './hi-IN';

export type Locale = 'en-IN' | 'hi-IN';
export const LOCALES: Locale[] = ['en-IN', 'hi-IN'];
const catalogues: Record<Locale, Record<MessageKey, string>> = { 'en-IN': enIN, 'hi-IN': hiIN };

/** Hindi pages live under /hi/...; everything else is English (India). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi-IN' : 'en-IN';
}

/** The same page in the other language: /x <-> /hi/x. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const bare = localeFromPath(pathname) === 'hi-IN' ? pathname.slice(3) || '/' : pathname;
  return locale === 'hi-IN' ? (bare === '/' ? '/hi' : `/hi${bare}`) : bare;
}

export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[locale][key] ?? enIN[key];
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}

/**
 * A message from the API or the shared form rules (spec section 5 wording) in the page's
 * language: Hindi pages look it up, anything unknown is shown as it came.
 */
export function translateMessage(locale: Locale, text: string): string {
  return locale === 'hi-IN' ? hiMessages[text] ?? text : text;
}

function helpers(locale: Locale) {
  return {
    locale,
    t: (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars),
    tm: (text: string) => translateMessage(locale, text),
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
