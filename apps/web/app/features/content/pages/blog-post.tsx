import { data, Link } from 'react-router';
import { blogPostPath } from '@aangan/contracts';
import type { Route } from './+types/blog-post';
import { BLOG_PLACEHOLDER } from '../blog/BlogCard';
import { BlogSidebar } from '../blog/BlogSidebar';
import { LanguageNote } from '../LanguageNote';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { blogSidebar } from '../content.server';
import { renderMarkdown } from '../markdown.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd, ld } from '../../../shared/structured-data';
import { formatLongDate } from '../../../shared/time';
import '../content.css';

// /blog/{title-slug}: the post fetched by the slug in the path (its own slug, or its title's
// slug), with its real publish date. A post that does not exist is a 404 page.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [res, sidebar] = await Promise.all([
    serverApi(context)
      .GET('/api/v1/blog/posts/{identifier}', { params: { path: { identifier: params.slug } } })
      .then((r) => result(r, 'Failed to load post')),
    blogSidebar(context),
  ]);
  if (res.status === 404) throw data(null, { status: 404 });
  const locale = localeFromPath(url.pathname);
  const post = res.data;
  if (!post) return { locale, post: null, html: '', sidebar, error: res.message || 'Failed to load post' };
  return { locale, post, html: renderMarkdown(post.content, post.title), sidebar, error: null };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const origin = root.origin;
  const locale = d?.locale ?? 'en-IN';
  const post = d?.post;
  if (!post) return [{ title: translate(locale, 'blog.title') }, { name: 'robots', content: 'noindex, nofollow' }];
  const path = blogPostPath(post);
  const image = post.cover_image_url ?? undefined;
  return [
    ...seo({
      title: post.title,
      description: post.excerpt ?? undefined,
      path,
      locale,
      origin,
      image,
      keywords: post.tags.map((x) => x.name).join(', ') || undefined,
    }),
    { property: 'og:type', content: 'article' },
    ld({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt ?? undefined,
      url: `${origin}${path}`,
      mainEntityOfPage: `${origin}${path}`,
      datePublished: post.published_at ?? undefined,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author_name ?? 'Admin' },
      publisher: {
        '@type': 'Organization',
        name: translate(locale, 'site.name'),
        logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
      },
      ...(image ? { image: `${origin}${image}` } : {}),
      ...(post.category ? { articleSection: post.category.name } : {}),
      keywords: post.tags.map((x) => x.name).join(', ') || undefined,
      inLanguage: 'en-IN',
    }),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [translate(locale, 'blog.title'), `${origin}${paths.blog}`],
      [post.title, `${origin}${path}`],
    ]),
  ];
}

type Post = NonNullable<Route.ComponentProps['loaderData']['post']>;

export default function BlogPostPage({ loaderData: d }: Route.ComponentProps) {
  const { tm } = useI18n();
  const post = d.post;
  return (
    <main id="main" className="container section blog-layout">
      <article className="blog-post">
        <Breadcrumb post={post} />
        {!post ? (
          <p className="error-line" role="alert">
            {tm(d.error ?? '')}
          </p>
        ) : (
          <PostBody post={post} html={d.html} />
        )}
      </article>
      <BlogSidebar data={d.sidebar} />
    </main>
  );
}

/** Home / Blog / the post's category. Posts are written in English only (the note says so on a Hindi page). */
function Breadcrumb({ post }: { post: Post | null }) {
  const { t, href, langOf } = useI18n();
  return (
    <nav aria-label={t('blog.breadcrumb')} className="breadcrumb">
      <Link to={href('/')}>{t('nav.home')}</Link> / <Link to={href(paths.blog)}>{t('blog.title')}</Link>
      {post?.category ? (
        <>
          {' '}
          /{' '}
          <Link to={href(`${paths.blog}?category=${post.category.slug}`)} lang={langOf('en-IN')}>
            {post.category.name}
          </Link>
        </>
      ) : null}
    </nav>
  );
}

function PostBody({ post, html }: { post: Post; html: string }) {
  const { t, href, locale, langOf } = useI18n();
  const en = langOf('en-IN');
  return (
    <>
      <h1 lang={post.title ? en : undefined}>{post.title || t('blog.untitled')}</h1>
      {en ? <LanguageNote message="blog.englishNote" /> : null}
      <p className="muted blog-meta">
        {t('blog.by')} <span data-typed={post.author_name ? '' : undefined}>{post.author_name || t('blog.admin')}</span>
        {post.published_at ? (
          <>
            {' '}
            · <time dateTime={post.published_at}>{formatLongDate(post.published_at, locale)}</time>
          </>
        ) : null}
      </p>
      <img
        className="blog-cover"
        src={post.cover_image_url ?? BLOG_PLACEHOLDER}
        alt=""
        width={960}
        height={540}
        fetchPriority="high"
      />
      {/* Rendered from markdown on the server: raw HTML escaped, links limited to safe schemes. */}
      <div className="prose" lang="en" dangerouslySetInnerHTML={{ __html: html }} />
      {post.tags.length ? (
        <ul className="tag-cloud" aria-label={t('blog.tags')}>
          {post.tags.map((x) => (
            <li key={x.id}>
              <Link to={href(`${paths.blog}?tag=${x.slug}`)} lang={en}>
                {x.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
