import { Link, data } from 'react-router';
import { formatRupees, type Property } from '@aangan/contracts';
import type { Route } from './+types/compare';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { priceUnitIn } from '../../../shared/price';
import { rootMeta, seo } from '../../../shared/seo';
import { formatLongDate } from '../../../shared/time';
import { useListingTitle } from '../../../shared/listing-title';
import { COMPARE_MAX } from '../compare-store';
import '../listings.css';

// /compare?ids=1,2,3: two to four live listings side by side (issue 35 §4), server-rendered from
// its address so it can be shared. Each row is one fact; a row whose values differ is marked
// (and says so to screen readers); amenities are a checklist, one row each. On a phone the table
// scrolls sideways with the facts' names fixed at the left.

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const ids = [
    ...new Set(
      (url.searchParams.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ].slice(0, COMPARE_MAX);
  const api = serverApi(context);
  const found = await Promise.all(
    ids.map((id) => api.GET('/api/v1/properties/{id}', { params: { path: { id } } }).then((r) => r.data ?? null)),
  );
  const listings = found.filter((p): p is Property => p !== null && p.status === 'active');
  return data({ locale, listings }, { status: listings.length || !ids.length ? 200 : 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'compare.title'),
    path: '/compare',
    locale,
    origin: rootMeta(matches).origin,
    noindex: true,
  });
}

type T = ReturnType<typeof useI18n>['t'];
type Row = { key: string; label: string; values: string[] };

const money = (v: number | null | undefined) => formatRupees(v) ?? '—';

/** The facts compared, each in the page's language; '—' where a listing does not say. */
function rowsOf(t: T, locale: string, ls: Property[]): Row[] {
  const row = (key: MessageKey, value: (p: Property) => string | null | undefined): Row => ({
    key,
    label: t(key),
    values: ls.map((p) => value(p) || '—'),
  });
  const amenities = [...new Set(ls.flatMap((p) => p.amenities ?? []))].sort();
  return [
    row('compare.row.price', (p) => `${money(p.price)}${p.price ? priceUnitIn(t, p) : ''}`),
    row('compare.row.perSqft', (p) => (p.price_per_sqft ? money(p.price_per_sqft) : null)),
    row('compare.row.area', (p) => (p.area_sqft ? t('compare.sqft', { n: p.area_sqft }) : null)),
    row('compare.row.bhk', (p) => (p.bedrooms ? String(p.bedrooms) : null)),
    row('compare.row.bathrooms', (p) => (p.bathrooms ? String(p.bathrooms) : null)),
    row('compare.row.floor', (p) =>
      p.floor_number === null
        ? null
        : p.total_floors
          ? t('compare.floorOf', { n: p.floor_number, of: p.total_floors })
          : String(p.floor_number),
    ),
    row('compare.row.furnishing', (p) => (p.furnishing ? t(`listing.furnishing.${p.furnishing}` as MessageKey) : null)),
    row('compare.row.age', (p) => (p.age_of_property === null ? null : t('compare.years', { n: p.age_of_property }))),
    row('compare.row.deposit', (p) => (p.security_deposit ? money(p.security_deposit) : null)),
    row('compare.row.maintenance', (p) => (p.maintenance_charges ? money(p.maintenance_charges) : null)),
    row('compare.row.postedBy', (p) => t(`card.postedBy.${p.posted_by}` as MessageKey)),
    row('compare.row.confirmed', (p) => (p.last_confirmed_at ? formatLongDate(p.last_confirmed_at, locale) : null)),
    ...amenities.map((a) => ({
      key: `amenity-${a}`,
      label: a,
      values: ls.map((p) => ((p.amenities ?? []).includes(a) ? '✓' : '—')),
    })),
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useI18n();
  const title = useListingTitle();
  const { listings } = loaderData;
  return (
    <main id="main" className="container compare-page">
      <h1>{t('compare.title')}</h1>
      {listings.length < 2 ? (
        <p className="panel">
          {t('compare.needTwo', { max: COMPARE_MAX })} <Link to={href(paths.properties)}>{t('compare.browse')}</Link>
        </p>
      ) : (
        <div className="compare-scroll" role="region" aria-label={t('compare.table')} tabIndex={0}>
          <table className="compare-table">
            <caption className="sr-only">{t('compare.caption', { count: listings.length })}</caption>
            <thead>
              <tr>
                <td />
                {listings.map((p) => (
                  <th key={p.id} scope="col">
                    {p.thumbnail ? <img src={p.thumbnail} alt="" width={240} height={180} loading="lazy" /> : null}
                    <Link to={href(paths.property(p.id))}>{title(p.title) || t('card.noTitle')}</Link>
                    <span className="muted small">{[p.locality, p.city].filter(Boolean).join(', ')}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsOf(t, locale, listings).map((r) => {
                const differs = new Set(r.values).size > 1;
                return (
                  <tr key={r.key} className={differs ? 'differs' : undefined}>
                    <th scope="row">
                      {r.label}
                      {differs ? <span className="sr-only"> ({t('compare.differs')})</span> : null}
                    </th>
                    {r.values.map((v, i) => (
                      <td key={listings[i]!.id}>{v}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
