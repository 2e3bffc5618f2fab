// Loader-side reads of site content and blog posts: each part of a page fails on its own (the
// page shows that part's error line or hides it) instead of failing the whole page.
import { settle } from '../../shared/settle';
import type { RouterContextProvider } from 'react-router';
import {
  readContentBlock,
  type BlogCategory,
  type BlogPostSummary,
  type BlogTag,
  type ContentData,
  type ContentKey,
  type Property,
} from '@aangan/contracts';
import type { Locale } from '../../shared/i18n';
import { dataOf, serverApi } from '../../shared/api.server';

export interface SidebarData {
  categories: BlogCategory[] | null;
  categoriesError: string | null;
  tags: BlogTag[] | null;
  tagsError: string | null;
  recent: BlogPostSummary[];
  recommended: Property[];
}

/**
 * A site content block in the page's language where it has a version in it, else in English
 * (`locale` says which). The API answers a block as stored; its shape per key is checked here.
 */
export async function siteContent<K extends ContentKey>(
  context: Readonly<RouterContextProvider>,
  key: K,
  locale: Locale,
): Promise<{ data: ContentData[K]; locale: Locale }> {
  const r = await dataOf(
    serverApi(context).GET('/api/v1/content/{key}', { params: { path: { key }, query: { locale } } }),
    'Something went wrong',
  );
  return { data: readContentBlock(key, r.data), locale: r.locale };
}

export const siteFigures = (context: Readonly<RouterContextProvider>) =>
  dataOf(serverApi(context).GET('/api/v1/site/figures'), 'Something went wrong');

/** A page of published posts; `query` is the blog page's own query string (page, category, tag…), sent as it is. */
export const blogPosts = (context: Readonly<RouterContextProvider>, query: string) =>
  dataOf(serverApi(context).GET('/api/v1/blog/posts', { querySerializer: () => query }), 'Failed to load posts');

/** What the blog sidebar shows: categories, tags, 3 recent posts and 6 recommended properties. */
export async function blogSidebar(context: Readonly<RouterContextProvider>): Promise<SidebarData> {
  const api = serverApi(context);
  const [categories, tags, recent, recommended] = await Promise.all([
    settle(dataOf(api.GET('/api/v1/blog/categories'), 'Failed to load categories')),
    settle(dataOf(api.GET('/api/v1/blog/tags'), 'Failed to load tags')),
    settle(blogPosts(context, 'page=1&limit=3')),
    settle(
      dataOf(
        api.GET('/api/v1/properties/recommendations', { params: { query: { limit: 6 } } }),
        'Failed to fetch recommendations',
      ),
    ),
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
