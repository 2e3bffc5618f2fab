import { Form, Link } from 'react-router';
import type { SidebarData } from '../content.server';
import { blogPostPath, formatRupees } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { formatLongDate } from '../../../shared/time';
import { priceUnitIn } from '../../../shared/price';
import '../content.css';

// The blog's sidebar: search box, categories with counts, 3 recent posts, 6 recommended properties
// (when there are any) and tags. Each part shows its own error line when its call failed. The
// blog's own words (titles, categories, tags) are English: lang="en" on a Hindi page.
export function BlogSidebar({
  data,
  search,
  category,
  tag,
}: {
  data: SidebarData;
  search?: string;
  category?: string | null;
  tag?: string | null;
}) {
  const { t } = useI18n();
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <BlogSearch search={search} />
      <Categories data={data} category={category} />
      {data.recent.length ? <RecentPosts recent={data.recent} /> : null}
      {data.recommended.length ? <Recommended recommended={data.recommended} /> : null}
      <Tags data={data} tag={tag} />
    </aside>
  );
}

function BlogSearch({ search }: { search?: string }) {
  const { t, href } = useI18n();
  return (
    <Form method="get" action={href(paths.blog)} role="search" className="panel blog-search">
      <label htmlFor="blog-q">{t('blog.search')}</label>
      <div className="field-box">
        <input
          id="blog-q"
          name="search"
          type="search"
          defaultValue={search}
          maxLength={100}
          placeholder={t('blog.searchPlaceholder')}
        />
        <button type="submit" className="btn btn-primary">
          {t('blog.searchGo')}
        </button>
      </div>
    </Form>
  );
}

function Categories({ data, category }: { data: SidebarData; category?: string | null }) {
  const { t, tm, href, langOf } = useI18n();
  const en = langOf('en-IN');
  return (
    <section className="panel" aria-labelledby="blog-cats">
      <h2 id="blog-cats">{t('blog.categories')}</h2>
      {data.categoriesError ? (
        <p className="error-line" role="alert">
          {tm(data.categoriesError)}
        </p>
      ) : (
        <ul className="blog-cats">
          {(data.categories ?? []).map((c) => (
            <li key={c.id}>
              <Link
                to={href(`${paths.blog}?category=${c.slug}`)}
                aria-current={category === c.slug || category === String(c.id) ? 'page' : undefined}
              >
                <span lang={en}>{c.name}</span> <span className="muted">({c.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentPosts({ recent }: { recent: SidebarData['recent'] }) {
  const { t, href, locale, langOf } = useI18n();
  const en = langOf('en-IN');
  return (
    <section className="panel" aria-labelledby="blog-recent">
      <h2 id="blog-recent">{t('blog.recent')}</h2>
      <ul className="blog-recent">
        {recent.map((p) => (
          <li key={p.id}>
            <Link to={href(blogPostPath(p))} lang={p.title ? en : undefined}>
              {p.title || t('blog.untitled')}
            </Link>
            {p.published_at ? (
              <time className="muted" dateTime={p.published_at}>
                {formatLongDate(p.published_at, locale)}
              </time>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Recommended({ recommended }: { recommended: SidebarData['recommended'] }) {
  const { t, href } = useI18n();
  return (
    <section className="panel blog-recommended" aria-labelledby="blog-props">
      <h2 id="blog-props">{t('blog.recommended')}</h2>
      <ul className="mini-props">
        {recommended.map((p) => (
          <li key={p.id}>
            <Link to={href(paths.property(p.id))}>
              {p.thumbnail ? (
                <img src={p.thumbnail} alt="" width={88} height={66} loading="lazy" />
              ) : (
                <span className="mini-thumb" />
              )}
              <span>
                <strong data-typed="">{p.title}</strong>
                <br />
                <span className="muted">
                  {formatRupees(p.price)}
                  {priceUnitIn(t, p)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tags({ data, tag }: { data: SidebarData; tag?: string | null }) {
  const { t, tm, href, langOf } = useI18n();
  const en = langOf('en-IN');
  return (
    <section className="panel" aria-labelledby="blog-tags">
      <h2 id="blog-tags">{t('blog.tags')}</h2>
      {data.tagsError ? (
        <p className="error-line" role="alert">
          {tm(data.tagsError)}
        </p>
      ) : (
        <ul className="tag-cloud">
          {(data.tags ?? []).map((x) => (
            <li key={x.id}>
              <Link
                to={href(`${paths.blog}?tag=${x.slug}`)}
                aria-current={tag === x.slug || tag === String(x.id) ? 'page' : undefined}
                lang={en}
              >
                {x.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
