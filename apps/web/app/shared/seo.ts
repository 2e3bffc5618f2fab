import type { MetaDescriptor } from 'react-router';
import { pathForLocale, translate, type Locale } from './i18n';

export interface SeoInput {
  title: string;
  description?: string;
  keywords?: string;
  /** Path without the locale prefix, e.g. /properties. */
  path: string;
  locale: Locale;
  origin: string;
  noindex?: boolean;
  image?: string;
}

/** Every page's meta: title, description, keywords, canonical, social tags and hreflang alternates. */
export function seo(i: SeoInput): MetaDescriptor[] {
  const description = i.description ?? translate(i.locale, 'site.description');
  const url = i.origin + pathForLocale(i.path, i.locale);
  const name = translate(i.locale, 'site.name');
  const title = i.title.includes(name) ? i.title : `${i.title} | ${name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: i.keywords ?? translate(i.locale, 'site.keywords') },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-in', href: i.origin + pathForLocale(i.path, 'en-IN') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi-in', href: i.origin + pathForLocale(i.path, 'hi-IN') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: i.origin + pathForLocale(i.path, 'en-IN') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: i.locale.replace('-', '_') },
    { name: 'twitter:card', content: i.image ? 'summary_large_image' : 'summary' },
  ];
  if (i.image) tags.push({ property: 'og:image', content: i.origin + i.image });
  if (i.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

/**
 * A list page re-sorted, re-viewed or past its first page: one of thousands of copies of the same
 * listings. Kept out of search engines (and not crawled further), as the canonical link already
 * points at the unsorted first page.
 */
export function isListPermutation(search: string): boolean {
  const q = new URLSearchParams(search);
  return ['sort_by', 'sort', 'view', 'cursor'].some((k) => q.has(k)) || (q.has('page') && q.get('page') !== '1');
}

/** What a page's meta reads from the root loader (root.tsx): the site's address and its social profiles. */
export interface RootMeta {
  origin: string;
  social: { url: string }[];
}

/** The root loader's data from a meta function's matches, typed once here rather than cast in each page. */
export function rootMeta(matches: readonly ({ loaderData?: unknown } | undefined)[]): RootMeta {
  const root = matches[0]?.loaderData as Partial<RootMeta> | undefined;
  return { origin: root?.origin ?? '', social: root?.social ?? [] };
}

/**
 * The head of a page a private link opens (stop alerts, stop the digest, join a shortlist): its
 * title, never indexed, and never sent on as a referrer (the link's token is in its address).
 */
export function privateLinkMeta(title: string, site: string) {
  return [
    { title: `${title} | ${site}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}
