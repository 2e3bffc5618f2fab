import { type RefObject, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/search-results';
import { CompareTray, PropertyCard } from '../../listings';
import { ActiveFilters } from '../ActiveFilters';
import { FilterSheet } from '../FilterSheet';
import { SearchFilters } from '../SearchFilters';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { dataOf, pageTemplateContext, serverApi } from '../../../shared/api.server';
import { settle } from '../../../shared/settle';
import { toCard } from '../../listings';
import { paths } from '../../../shared/paths';
import { activeFilters, apiQuery, effectiveSort, linkWith, pageItems, readFilters, type Filters } from '../search-url';
import { cleanFilters } from '../search-clean.server';
import { isListPermutation, seo, rootMeta } from '../../../shared/seo';
import { DroppedNotice } from '../DroppedNotice';
import { SaveSearch } from '../SaveSearch';
import { saveSearchAction } from '../save-search.server';
import '../search.css';

// /properties: the search page. The URL is the state and the first page is rendered on the
// server, so a shared link shows its results without script. Its one form posts "save this search".
export const action = ({ context, request }: Route.ActionArgs) => saveSearchAction(context, request);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { f, dropped } = cleanFilters(readFilters(url.searchParams));
  const api = serverApi(context);
  // A place typed without picking a suggestion (or without script): the gazetteer's best match.
  if (f.location && !(f.lat && f.lng)) {
    const { data } = await api.GET('/api/v1/locations/suggest', { params: { query: { q: f.location, limit: 1 } } });
    const hit = data?.items[0];
    if (hit) {
      f.lat = String(hit.lat);
      f.lng = String(hit.lng);
    }
  }
  // The filters are already in the API's words (search-url.ts): their query goes as it is.
  const res = await settle(
    dataOf(api.GET('/api/v1/properties', { querySerializer: () => apiQuery(f) }), 'Failed to load properties'),
  );
  if (res.data) {
    const { items, page, total, total_pages, total_exact } = res.data;
    // Built for every viewer of a kind (lib/viewer.ts): the host says which of these the person likes.
    const liked = context.get(pageTemplateContext)?.liked;
    const cards = items.map((p) => toCard(liked ? { ...p, liked: liked.includes(p.id) } : p));
    return { locale, f, dropped, list: { items: cards, page, total, total_pages, total_exact }, error: null };
  }
  return { locale, f, dropped, list: null, error: res.error };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'search.title'),
    description: translate(locale, 'search.description'),
    path: paths.properties,
    locale,
    origin: root.origin,
    noindex: isListPermutation(location.search),
  });
}

function Pages({ f, page, pages }: { f: Filters; page: number; pages: number }) {
  const { t, href } = useI18n();
  if (pages <= 1) return null;
  const to = (n: number) => href(`${paths.properties}${linkWith(f, { page: String(n) })}`);
  return (
    <nav className="search-pager" aria-label={t('search.pages')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="pg-step">
          <span aria-hidden="true">‹</span>
          <span className="pg-label">{t('search.prev')}</span>
        </Link>
      ) : null}
      {pageItems(page, pages).map((it, i) =>
        'gap' in it ? (
          <span key={`gap${i}`} className={it.narrow ? 'pg-gap pg-narrow' : 'pg-gap'} aria-hidden="true">
            …
          </span>
        ) : it.n === page ? (
          <span key={it.n} aria-current="page" className="pg-n">
            {it.n}
          </span>
        ) : (
          <Link key={it.n} to={to(it.n)} className={it.wide ? 'pg-n pg-wide' : 'pg-n'}>
            {it.n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className="pg-step">
          <span className="pg-label">{t('search.next')}</span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}

const subscribe = () => () => {};

type Data = Route.ComponentProps['loaderData'];

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { f, list } = loaderData;
  const count = activeFilters(f);
  const { opener, ...sheet } = useFilterSheet(count);
  return (
    <main id="main" className="container search-page">
      <h1>{t('search.title')}</h1>
      <SearchBar f={f} count={count} open={sheet.open} opener={opener} onOpen={sheet.show} />
      <div className="search-layout">
        {/* Desktop: beside the results. Phones without script: opened by the bar's link (#filters). */}
        <div id="filters" className="search-aside">
          <a className="filters-back" href="#results">
            {t('search.backToResults')}
          </a>
          {sheet.open ? null : <SearchFilters key={JSON.stringify(f)} f={f} />}
        </div>
        <Results data={loaderData} />
      </div>
      <CompareTray />
      <FilterSheet open={sheet.open} onClose={sheet.close} title={<FiltersTitle n={sheet.count} />}>
        <SearchFilters
          key={JSON.stringify(f)}
          f={f}
          sheet={{
            total: list?.total ?? 0,
            exact: list?.total_exact !== false,
            onCount: sheet.setCount,
            onDone: sheet.close,
          }}
        />
      </FilterSheet>
    </main>
  );
}

/**
 * The phone's filter sheet: open or not, the button that opened it (focus goes back there), and the
 * number of filters its heading counts as they are being chosen (the bar counts those in force).
 */
function useFilterSheet(inForce: number) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(inForce);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  const show = () => {
    setCount(inForce);
    setOpen(true);
  };
  return { open, count, setCount, opener, close, show };
}

/**
 * Phones: results first, the filters one tap away in a sheet (the bar stays in view). Before the
 * page's script runs (and without script) the filter button is a link to the form in the page;
 * once it runs, a button opening the sheet.
 */
function SearchBar({
  f,
  count,
  open,
  opener,
  onOpen,
}: {
  f: Filters;
  count: number;
  open: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div className="search-bar" data-testid="search-bar">
      {hydrated ? (
        <button
          ref={opener}
          type="button"
          className="btn btn-filters"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={onOpen}
        >
          <FilterIcon />
          <FiltersTitle n={count} />
        </button>
      ) : (
        <a className="btn btn-filters" href="#filters">
          <FilterIcon />
          <FiltersTitle n={count} />
        </a>
      )}
      <p className="search-bar-sort">{t('search.sortedBy', { sort: t(`sort.${effectiveSort(f)}` as MessageKey) })}</p>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** "Filters & sort" with the number of filters set. */
function FiltersTitle({ n }: { n: number }) {
  const { t } = useI18n();
  return (
    <>
      {t('search.filtersSort')}
      {n ? (
        <>
          <span className="count-badge" aria-hidden="true">
            {n}
          </span>
          <span className="sr-only"> ({t('search.activeCount', { n })})</span>
        </>
      ) : null}
    </>
  );
}

function Results({ data }: { data: Data }) {
  const { t } = useI18n();
  const { f, list, error } = data;
  const nav = useNavigation();
  const loading = nav.state === 'loading' && nav.location.pathname.endsWith(paths.properties);
  const view = f.view === 'list' ? 'list' : 'grid';
  return (
    <section id="results" aria-live="polite" aria-busy={loading} className="search-results">
      <div className="results-bar">
        {/* The results' heading: the cards' titles are h3s under it. */}
        <h2 className="results-summary" data-testid="results-summary">
          {loading
            ? t('account.loading')
            : error
              ? null
              : list && list.total > 0
                ? t(list.total_exact === false ? 'search.aboutFound' : 'search.found', { n: list.total })
                : t('search.noneSummary')}
        </h2>
        <ViewToggle f={f} view={view} />
      </div>
      <DroppedNotice dropped={data.dropped} />
      <ActiveFilters f={f} />
      <SaveSearch f={f} suggested={f.location?.toString() || t('saved.defaultName')} />
      <ResultCards data={data} loading={loading} view={view} />
    </section>
  );
}

/** Placeholders while the next results load, the error, the empty state, or the cards and their pages. */
function ResultCards({ data, loading, view }: { data: Data; loading: boolean; view: 'grid' | 'list' }) {
  const { t, href } = useI18n();
  const { f, list, error } = data;
  if (loading)
    return (
      <div className="card-grid" data-testid="loading">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="card skeleton" />
        ))}
      </div>
    );
  // The filters were checked before the search was asked (search-clean.server.ts): what fails
  // now is the service, said in the page's words with a way to try again, never the API's sentence.
  if (error)
    return (
      <p className="field-error" role="alert" data-testid="search-error">
        {t('search.failed')}{' '}
        <Link to={href(`${paths.properties}${linkWith(f, { page: f.page ?? null })}`)}>{t('search.retry')}</Link>
      </p>
    );
  if (!list || list.items.length === 0) return <p className="empty-state">{t('search.empty')}</p>;
  return (
    <>
      <div className={`card-grid view-${view}`} data-testid="results">
        {list.items.map((p, i) => (
          <PropertyCard key={p.id} p={p} priority={i === 0} stay={stayQuery(f)} />
        ))}
      </div>
      <Pages f={f} page={list.page} pages={list.total_pages} />
    </>
  );
}

function ViewToggle({ f, view }: { f: Filters; view: 'grid' | 'list' }) {
  const { t, href } = useI18n();
  return (
    <div className="view-toggle" role="group" aria-label={t('search.view')}>
      <Link
        to={href(`${paths.properties}${linkWith(f, { view: null, page: f.page ?? null })}`)}
        aria-current={view === 'grid' ? 'true' : undefined}
        className="chip"
      >
        {t('search.grid')}
      </Link>
      <Link
        to={href(`${paths.properties}${linkWith(f, { view: 'list', page: f.page ?? null })}`)}
        aria-current={view === 'list' ? 'true' : undefined}
        className="chip"
      >
        {t('search.list')}
      </Link>
    </div>
  );
}

/** The search's stay dates as a listing page reads them, when both are set; else nothing. */
function stayQuery(f: Filters): string | undefined {
  const [checkIn, checkOut] = [f.check_in, f.check_out];
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string' || !checkIn || !checkOut) return undefined;
  return `?${new URLSearchParams({ check_in: checkIn, check_out: checkOut })}`;
}
