import { Link } from 'react-router';
import { blogPostPath, type BlogPostSummary } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { formatLongDate } from '../../../shared/time';
import '../content.css';

export const BLOG_PLACEHOLDER = '/images/blog-placeholder.svg';

/**
 * A post card: thumbnail, date, title, author and excerpt, with the fallbacks 'Untitled' and
 * 'Admin'. The date is the post's own publish date, not today's.
 * `priority` is for the first card of a list at the top of a page.
 * The link also hands thumb, meta, title, admin and desc on as navigation state.
 * Posts are written in English: on a Hindi page their words carry lang="en".
 */
export function BlogCard({
  post,
  headingLevel = 3,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t, href, locale, langOf } = useI18n();
  const en = langOf('en-IN');
  const title = post.title || t('blog.untitled');
  const author = post.author_name || t('blog.admin');
  const thumb = post.thumbnail_url ?? post.cover_image_url ?? BLOG_PLACEHOLDER;
  const meta = post.published_at ? formatLongDate(post.published_at, locale) : null;
  const to = href(blogPostPath(post));
  const state = { thumb, meta, title, admin: author, desc: post.excerpt };
  const H = `h${headingLevel}` as const;
  return (
    <article className="card blog-card">
      <Link to={to} state={state} className="card-media" tabIndex={-1} aria-hidden="true">
        {/* The first card of a list is on screen at once: its picture is the page's largest. */}
        <img
          src={thumb}
          alt=""
          width={480}
          height={320}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </Link>
      <div className="card-body">
        <PostMeta post={post} meta={meta} author={author} />
        <H className="card-title" lang={post.title ? en : undefined}>
          <Link to={to} state={state}>
            {title}
          </Link>
        </H>
        {post.excerpt ? (
          <p className="blog-excerpt" lang={en}>
            {post.excerpt}
          </p>
        ) : null}
        <Link to={to} state={state} className="read-more" aria-label={`${t('blog.readMore')}: ${title}`}>
          {t('blog.readMore')} →
        </Link>
      </div>
    </article>
  );
}

/** Date · by author · category. */
function PostMeta({ post, meta, author }: { post: BlogPostSummary; meta: string | null; author: string }) {
  const { t, href, langOf } = useI18n();
  return (
    <p className="muted blog-meta">
      {meta ? <time dateTime={post.published_at!}>{meta}</time> : null}
      {meta ? ' · ' : null}
      {t('blog.by')} <span data-typed={post.author_name ? '' : undefined}>{author}</span>
      {post.category ? (
        <>
          {' '}
          ·{' '}
          <Link to={href(`/blog?category=${post.category.slug}`)} lang={langOf('en-IN')}>
            {post.category.name}
          </Link>
        </>
      ) : null}
    </p>
  );
}
