import { Link, useLocation, useNavigation } from 'react-router';
import { BLOG_PAGE_SIZE } from '@aangan/contracts';
import type { Route } from './+types/blog-list';
import { BlogCard } from '../blog/BlogCard';
import { BlogSidebar } from '../blog/BlogSidebar';
import { LanguageNote } from '../LanguageNote';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { settle } from '../../../shared/settle';
import { blogPosts, blogSidebar } from '../content.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd } from '../../../shared/structured-data';
import '../content.css';

// /blog: posts ten to a page, filtered by ?category= or ?tag= (slug or id) and
// ?search=, with the sidebar.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category') || null;
  const tag = url.searchParams.get('tag') || null;
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(10000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const q = new URLSearchParams({ page: String(page), limit: String(BLOG_PAGE_SIZE) });
  if (category) q.set('category', category);
  if (tag) q.set('tag', tag);
  if (search) q.set('search', search);
  const [posts, sidebar] = await Promise.all([settle(blogPosts(context, q.toString())), blogSidebar(context)]);
  const categoryName = sidebar.categories?.find((c) => c.slug === category || String(c.id) === category)?.name ?? null;
  const tagName = sidebar.tags?.find((x) => x.slug === tag || String(x.id) === tag)?.name ?? null;
  return {
    locale: localeFromPath(url.pathname),
    posts: posts.data,
    error: posts.error,
    sidebar,
    category,
    tag,
    search,
    page,
    categoryName,
    tagName,
  };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = d?.locale ?? 'en-IN';
  const origin = root.origin;
  const title = d?.categoryName ?? d?.tagName ?? translate(locale, 'blog.title');
  // Filtered and searched lists are not separate pages for search engines.
  const filtered = Boolean(d?.category || d?.tag || d?.search || (d?.page ?? 1) > 1);
  return [
    ...seo({
      title,
      description: translate(locale, 'blog.description'),
      path: paths.blog,
      locale,
      origin,
      noindex: filtered,
    }),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [translate(locale, 'blog.title'), `${origin}${paths.blog}`],
    ]),
  ];
}

type Data = Route.ComponentProps['loaderData'];

export default function Blog({ loaderData: d }: Route.ComponentProps) {
  const { t, href, langOf } = useI18n();
  // The list says it is loading while a new filter or page loads.
  const nav = useNavigation();
  const { pathname } = useLocation();
  const loading = nav.state === 'loading' && nav.location.pathname === pathname;
  return (
    <main id="main" className="container section blog-layout">
      <div>
        <nav aria-label={t('blog.breadcrumb')} className="breadcrumb">
          <Link to={href('/')}>{t('nav.home')}</Link> / <span>{t('blog.title')}</span>
        </nav>
        <h1>{heading(t, d)}</h1>
        {/* The posts are written in English only: a Hindi reader is told before the list. */}
        {langOf('en-IN') ? <LanguageNote message="blog.englishNote" /> : null}
        {d.category || d.tag || d.search ? (
          <p>
            <Link to={href(paths.blog)}>{t('blog.clear')}</Link>
          </p>
        ) : null}
        {loading ? (
          <p role="status" className="muted">
            {t('policies.loadingOne')}
          </p>
        ) : null}
        <PostList d={d} />
      </div>
      <BlogSidebar data={d.sidebar} search={d.search} category={d.category} tag={d.tag} />
    </main>
  );
}

/** The list's heading names what it is filtered by. */
function heading(t: ReturnType<typeof useI18n>['t'], d: Data) {
  return d.categoryName
    ? t('blog.inCategory', { name: d.categoryName })
    : d.tagName
      ? t('blog.withTag', { name: d.tagName })
      : d.search
        ? t('blog.searchFor', { q: d.search })
        : t('blog.title');
}

/** The error, the empty state, or the count, the posts and their pages. */
function PostList({ d }: { d: Data }) {
  const { t, tm } = useI18n();
  if (d.error)
    return (
      <p className="error-line" role="alert">
        {tm(d.error)}
      </p>
    );
  if (!d.posts || d.posts.items.length === 0) return <p className="muted">{t('blog.empty')}</p>;
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('blog.count', { n: d.posts.total })}
      </p>
      <div className="blog-list" data-testid="blog-list">
        {d.posts.items.map((p, i) => (
          <BlogCard key={p.id} post={p} headingLevel={2} priority={i === 0} />
        ))}
      </div>
      {d.posts.total_pages > 1 ? <Pager d={d} pages={d.posts.total_pages} /> : null}
    </>
  );
}

/** Newer and older pages of the same filters. */
function Pager({ d, pages }: { d: Data; pages: number }) {
  const { t, href } = useI18n();
  const pageLink = (n: number) => {
    const q = new URLSearchParams();
    if (d.category) q.set('category', d.category);
    if (d.tag) q.set('tag', d.tag);
    if (d.search) q.set('search', d.search);
    if (n > 1) q.set('page', String(n));
    const s = q.toString();
    return href(`${paths.blog}${s ? `?${s}` : ''}`);
  };
  return (
    <nav className="pager" aria-label={t('blog.pages')}>
      {d.page > 1 ? (
        <Link to={pageLink(d.page - 1)} rel="prev">
          ← {t('blog.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('blog.pageOf', { page: d.page, pages })}</span>
      {d.page < pages ? (
        <Link to={pageLink(d.page + 1)} rel="next">
          {t('blog.older')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
