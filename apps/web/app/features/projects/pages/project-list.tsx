import { Form, Link } from 'react-router';
import { isHreraClosed, PROJECT_TEXT_MAX, projectListQuerySchema } from '@aangan/contracts';
import type { Route } from './+types/project-list';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { dataOf, serverApi } from '../../../shared/api.server';
import { settle } from '../../../shared/settle';
import { paths } from '../../../shared/paths';
import { priceRange } from '../projects';
import { HreraCardLines } from '../HreraStatus';
import { isListPermutation, seo, rootMeta } from '../../../shared/seo';
import { dropRefused } from '../../search/index.server';
import { DroppedNotice } from '../../search';
import '../projects.css';

// /project: new-build projects with their HRERA registrations (lapsed or revoked ones marked),
// filtered by the URL (server-rendered).
const KEYS = [
  'q',
  'locality',
  'builder',
  'status',
  'hrera_status',
  'bhk',
  'price_min',
  'price_max',
  'sort_by',
  'page',
] as const;
const STATUSES = ['new_launch', 'under_construction', 'ready_to_move'] as const;
/** 'applied' is never public, so it is no choice here. */
const HRERA = ['registered', 'lapsed', 'revoked'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked: Partial<Record<(typeof KEYS)[number], string>> = {};
  for (const k of KEYS) {
    const v = url.searchParams.get(k)?.trim();
    if (v) asked[k] = v;
  }
  // What the list's contract refuses is left out and named (DroppedNotice); the rest goes as it is.
  const { kept: f, dropped } = dropRefused(projectListQuerySchema, asked, KEYS);
  const q = new URLSearchParams(f as Record<string, string>);
  const res = await settle(
    dataOf(
      serverApi(context).GET('/api/v1/projects', { querySerializer: () => q.toString() }),
      'Failed to load projects',
    ),
  );
  return { locale: localeFromPath(url.pathname), f, dropped, list: res.data, error: res.error };
}

/** The project filters' labels, for the notice naming a value a link carried that the list could not use. */
const LABELS = {
  q: 'search.keyword',
  locality: 'search.locality',
  builder: 'projects.builder',
  status: 'near.status',
  hrera_status: 'hrera.filter',
  bhk: 'projects.bhk',
  price_min: 'search.priceMin',
  price_max: 'search.priceMax',
  sort_by: 'search.sort',
  page: 'search.pages',
} as const satisfies Record<(typeof KEYS)[number], MessageKey>;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'projects.title'),
    description: translate(locale, 'projects.description'),
    path: paths.projects,
    locale,
    origin: root.origin,
    noindex: isListPermutation(location.search),
  });
}

type Data = Route.ComponentProps['loaderData'];
type Filters = Data['f'];
type ProjectItem = NonNullable<Data['list']>['items'][number];

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { f, list, error } = loaderData;
  return (
    <main id="main" className="container search-page">
      <h1>{t('projects.title')}</h1>
      <ProjectFilters f={f} />
      <DroppedNotice dropped={loaderData.dropped} labels={LABELS} />
      {error ? (
        <p className="field-error" role="alert">
          {t('search.failed')}
        </p>
      ) : !list || list.items.length === 0 ? (
        <p className="empty-state">{t('projects.empty')}</p>
      ) : (
        <>
          <p className="results-summary">{t('projects.found', { n: list.total })}</p>
          <div className="card-grid" data-testid="projects">
            {list.items.map((p) => (
              <ProjectCard key={p.id} p={p} />
            ))}
          </div>
        </>
      )}
    </main>
  );
}

/** The filters as one GET form: the URL carries them, so the page is rendered on the server. */
function ProjectFilters({ f }: { f: Filters }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="panel sf-row" aria-label={t('search.filters')}>
      <label className="sf-field sf-grow">
        <span>{t('search.keyword')}</span>
        <input
          type="search"
          name="q"
          defaultValue={f.q}
          placeholder={t('projects.keywordHint')}
          maxLength={PROJECT_TEXT_MAX}
        />
      </label>
      <label className="sf-field">
        <span>{t('search.locality')}</span>
        <input name="locality" defaultValue={f.locality} maxLength={PROJECT_TEXT_MAX} />
      </label>
      <label className="sf-field">
        <span>{t('projects.builder')}</span>
        <input name="builder" defaultValue={f.builder} maxLength={PROJECT_TEXT_MAX} />
      </label>
      <StatusFields f={f} />
      <label className="sf-field">
        <span>{t('projects.bhk')}</span>
        <select name="bhk" defaultValue={f.bhk ?? ''}>
          <option value="">{t('search.any')}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {t('card.bhk', { n })}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field">
        <span>{t('search.sort')}</span>
        <select name="sort_by" defaultValue={f.sort_by ?? 'newest'}>
          {['newest', 'price_low', 'price_high', 'possession', 'name'].map((s) => (
            <option key={s} value={s}>
              {t(`projects.sort.${s}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button type="submit" className="btn btn-primary">
          {t('projects.search')}
        </button>
      </div>
    </Form>
  );
}

/** The project's stage of building and its HRERA registration. */
function StatusFields({ f }: { f: Filters }) {
  const { t } = useI18n();
  return (
    <>
      <label className="sf-field">
        <span>{t('near.status')}</span>
        <select name="status" defaultValue={f.status ?? ''}>
          <option value="">{t('search.any')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`projects.status.${s}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field">
        <span>{t('hrera.filter')}</span>
        <select name="hrera_status" defaultValue={f.hrera_status ?? ''}>
          <option value="">{t('search.any')}</option>
          {HRERA.map((s) => (
            <option key={s} value={s}>
              {t(`hrera.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A project's card; a lapsed or revoked registration is marked on its photo. */
function ProjectCard({ p }: { p: ProjectItem }) {
  const { t, href, locale } = useI18n();
  return (
    <article className="card" data-hrera={p.hrera_status}>
      <Link to={href(`${paths.projects}/${p.slug}`)} className="card-media">
        {p.cover_image_url ? (
          <img src={p.cover_image_url} alt={p.name} width={480} height={360} loading="lazy" />
        ) : (
          <div className="card-noimg" aria-hidden="true" />
        )}
        <span className="badge badge-status">{t(`projects.status.${p.status}` as MessageKey)}</span>
        {isHreraClosed(p.hrera_status) ? (
          <span className="badge badge-hrera">{t(`hrera.status.${p.hrera_status}` as MessageKey)}</span>
        ) : null}
      </Link>
      <div className="card-body">
        <p className="card-price">{priceRange(p.price_min, p.price_max, locale) ?? t('card.priceOnRequest')}</p>
        <h2 className="card-title">
          <Link to={href(`${paths.projects}/${p.slug}`)} data-typed="">
            {p.name}
          </Link>
        </h2>
        <p className="card-loc" data-typed="">
          {p.builder_name} · {[p.locality, p.city].filter(Boolean).join(', ')}
        </p>
        <HreraCardLines p={p} />
        <ul className="card-tags">
          {p.configurations.map((c) => (
            <li key={c.label}>{c.label}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
