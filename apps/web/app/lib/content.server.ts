// Loader-side reads of site content and blog posts: each part of a page fails on its own (the
// page shows that part's error line or hides it) instead of failing the whole page.
import type { RouterContextProvider } from 'react-router';
import type {
  BlogCategory,
  BlogPostList,
  BlogPostSummary,
  BlogTag,
  ContentData,
  ContentKey,
  ContentResponse,
  Property,
  PropertyList,
  SiteFigures,
} from '@aangan/contracts';
import type { Locale } from '../i18n';
import { apiGet } from './api.server';

export interface SidebarData {
  categories: BlogCategory[] | null;
  categoriesError: string | null;
  tags: BlogTag[] | null;
  tagsError: string | null;
  recent: BlogPostSummary[];
  recommended: Property[];
}

export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

export async function settle<T>(p: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await p, error: null };
  } catch (err) {
    return { data: null, error: (err as Error).message };
  }
}

/** A site content block in the page's language where it has a version in it, else in English (`locale` says which). */
export async function siteContent<K extends ContentKey>(
  context: Readonly<RouterContextProvider>,
  key: K,
  locale: Locale,
): Promise<{ data: ContentData[K]; locale: Locale }> {
  const r = await apiGet<ContentResponse<K>>(context, `/content/${key}?locale=${locale}`, 'Something went wrong');
  return { data: r.data, locale: r.locale };
}

export const siteFigures = (context: Readonly<RouterContextProvider>) =>
  apiGet<SiteFigures>(context, '/site/figures', 'Something went wrong');

export const blogPosts = (context: Readonly<RouterContextProvider>, query: string) =>
  apiGet<BlogPostList>(context, `/blog/posts?${query}`, 'Failed to load posts');

/** What the blog sidebar shows: categories, tags, 3 recent posts and 6 recommended properties. */
export async function blogSidebar(context: Readonly<RouterContextProvider>): Promise<SidebarData> {
  const [categories, tags, recent, recommended] = await Promise.all([
    settle(apiGet<{ items: BlogCategory[] }>(context, '/blog/categories', 'Failed to load categories')),
    settle(apiGet<{ items: BlogTag[] }>(context, '/blog/tags', 'Failed to load tags')),
    settle(blogPosts(context, 'page=1&limit=3')),
    settle(apiGet<PropertyList>(context, '/properties/recommendations/?limit=6', 'Failed to fetch recommendations')),
  ]);
  return {
    categories: categories.data?.items ?? null,
    categoriesError: categories.error,
    tags: tags.data?.items ?? null,
    tagsError: tags.error,
    recent: recent.data?.items ?? [],
    recommended: recommended.data?.properties.slice(0, 6) ?? [],
  };
}
