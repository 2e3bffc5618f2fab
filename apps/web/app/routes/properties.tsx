import { Link, useNavigation } from 'react-router';
import { errorText, formatIndianNumber, type PropertyList } from '@aangan/contracts';
import type { Route } from './+types/properties';
import { PropertyCard } from '../components/PropertyCard';
import { SearchFilters } from '../components/search/SearchFilters';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { apiContext } from '../lib/api.server';
import { toCard } from '../lib/card';
import { paths } from '../lib/paths';
import { apiQuery, effectiveSort, linkWith, readFilters, type Filters } from '../lib/search-url';
import { isListPermutation, seo } from '../lib/seo';

// /properties: the search page. The URL is the state and the first page is rendered on the
// server, so a shared link shows its results without script.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const f = readFilters(url.searchParams);
  const api = context.get(apiContext);
  // A place typed without picking a suggestion (or without script): the gazetteer's best match.
  if (f.location && !(f.lat && f.lng)) {
    const r = await api(`/locations/suggest?q=${encodeURIComponent(f.location)}&limit=1`);
    const hit = (r.data as { items?: { lat: number; lng: number }[] } | null)?.items?.[0];
    if (hit) { f.lat = String(hit.lat); f.lng = String(hit.lng); }
  }
  const res = await api(`/properties/?${apiQuery(f)}`);
  if (res.status === 200) {
    const { items, page, total, total_pages, total_exact } = res.data as PropertyList;
    return { locale, f, list: { items: items.map(toCard), page, total, total_pages, total_exact }, error: null };
  }
  return { locale, f, list: null, error: errorText((res.data as { detail?: unknown } | null)?.detail, 'Failed to load properties') };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'search.title'), description: translate(locale, 'search.description'), path: paths.properties, locale, origin: root?.origin ?? '', noindex: isListPermutation(location.search) });
}

const QUICK_SORTS = ['newest', 'price_low', 'price_high', 'popular'] as const;

function Pages({ f, page, pages }: { f: Filters; page: number; pages: number }) {
  const { t, href } = useI18n();
  if (pages <= 1) return null;
  // The first, the last and two either side of the current one.
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const to = (n: number) => href(`${paths.properties}${linkWith(f, { page: String(n) })}`);
  return (
    <nav className="pager" aria-label={t('search.pages')}>
      {page > 1 ? <Link to={to(page - 1)} rel="prev">{t('search.prev')}</Link> : null}
      {shown.map((n, i) => (
        <span key={n}>{i > 0 && n - shown[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          {n === page ? <span aria-current="page">{n}</span> : <Link to={to(n)}>{n}</Link>}</span>
      ))}
      {page < pages ? <Link to={to(page + 1)} rel="next">{t('search.next')}</Link> : null}
    </nav>
  );
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { f, list, error } = loaderData;
  const nav = useNavigation();
  const loading = nav.state === 'loading' && nav.location.pathname.endsWith(paths.properties);
  const view = f.view === 'list' ? 'list' : 'grid';
  const sort = effectiveSort(f);
  return (
    <main id="main" className="container search-page">
      <h1>{t('search.title')}</h1>
      <SearchFilters key={JSON.stringify(f)} f={f} />
      <section aria-live="polite" aria-busy={loading} className="search-results">
        <div className="results-bar">
          {/* The results' heading: the cards' titles are h3s under it. */}
          <h2 className="results-summary" data-testid="results-summary">
            {loading ? t('account.loading') : error ? null : list && list.total > 0
              ? t(list.total_exact === false ? 'search.aboutFound' : 'search.found', { n: formatIndianNumber(list.total) })
              : t('search.noneSummary')}
          </h2>
          <div className="quick-sorts" role="group" aria-label={t('search.sort')}>
            {QUICK_SORTS.map((s) => (
              <Link key={s} to={href(`${paths.properties}${linkWith(f, { sort_by: s })}`)} aria-current={s === sort ? 'true' : undefined} className="chip">{t(`sort.${s}` as MessageKey)}</Link>
            ))}
          </div>
          <div className="view-toggle" role="group" aria-label={t('search.view')}>
            <Link to={href(`${paths.properties}${linkWith(f, { view: null, page: f.page ?? null })}`)} aria-current={view === 'grid' ? 'true' : undefined} className="chip">{t('search.grid')}</Link>
            <Link to={href(`${paths.properties}${linkWith(f, { view: 'list', page: f.page ?? null })}`)} aria-current={view === 'list' ? 'true' : undefined} className="chip">{t('search.list')}</Link>
          </div>
        </div>
        {loading ? (
          <div className="card-grid" data-testid="loading">{Array.from({ length: 12 }, (_, i) => <div key={i} className="card skeleton" />)}</div>
        ) : error ? (
          <p className="field-error" role="alert">{t('search.error', { message: error })}</p>
        ) : !list || list.items.length === 0 ? (
          <p className="empty-state">{t('search.empty')}</p>
        ) : (
          <>
            <div className={`card-grid view-${view}`} data-testid="results">
              {list.items.map((p, i) => <PropertyCard key={p.id} p={p} priority={i === 0} />)}
            </div>
            <Pages f={f} page={list.page} pages={list.total_pages} />
          </>
        )}
      </section>
    </main>
  );
}
