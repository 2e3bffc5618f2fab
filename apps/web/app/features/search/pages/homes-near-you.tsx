import { useEffect, useState } from 'react';
import {
  AMENITIES,
  formatIndianNumber,
  PRICE_SLIDER_MAX,
  PROPERTY_TYPES,
  RADIUS_OPTIONS_KM,
  NEAR_ME_RADIUS_KM,
} from '@aangan/contracts';
import type { Route } from './+types/homes-near-you';
import { PropertyCard } from '../../listings';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { FALLBACK, useVisitorLocation, type Place } from '../../../shared/location';
import { seo, rootMeta } from '../../../shared/seo';
import { browserApi } from '../../../shared/api-client';
import { PlaceInput, usePlaceSuggestions } from '../PlaceInput';
import { dataOf } from '../../../shared/api-result';
import { serverApi } from '../../../shared/api.server';
import { toCard, type CardProperty } from '../../listings';
import { AtLeastField } from '../FilterFields';
import '../search.css';

// /property-sidebar: homes near the visitor (10 km, nearest first) with the sidebar's filters.
// The place comes from the browser; until it answers (and for anyone who says no, or has no
// script) the list is what is around Gurugram's centre, rendered on the server (as /map-location).
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data } = await serverApi(context).GET('/api/v1/properties', {
    querySerializer: () => query(FALLBACK, START),
  });
  return { locale, first: data?.items.map(toCard) ?? null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'near.title'), path: '/property-sidebar', locale, origin: root.origin });
}

interface SideFilters {
  type: string;
  status: string;
  min: number;
  max: number;
  amenities: string[];
  beds: string;
  baths: string;
  radius: number;
}
const START: SideFilters = {
  type: '',
  status: '',
  min: 0,
  max: PRICE_SLIDER_MAX,
  amenities: [],
  beds: '',
  baths: '',
  radius: NEAR_ME_RADIUS_KM,
};
/** Thumbs of the price slider stay at least this far apart, so the lowest price is always below the highest. */
const GAP = 1;

function query(p: Place, f: SideFilters): string {
  const q = new URLSearchParams({
    latitude: String(p.lat),
    longitude: String(p.lng),
    radius_km: String(f.radius),
    sort_by: 'distance',
    limit: '12',
  });
  if (f.type) q.append('property_type', f.type);
  // The sidebar's Buy / Rent / Sell: Sell is for people who own, so it shows what is for sale.
  if (f.status) q.set('purpose', f.status === 'rent' ? 'rent' : 'buy');
  if (f.min > 0) q.set('price_min', String(f.min));
  if (f.max < PRICE_SLIDER_MAX) q.set('price_max', String(f.max));
  for (const a of f.amenities) q.append('amenities', a);
  if (f.beds) q.set('bedrooms_min', f.beds);
  if (f.baths) q.set('bathrooms_min', f.baths);
  return q.toString();
}

/** Which list is shown: the same place and filters need no second fetch. */
const keyOf = (p: Place, f: SideFilters) => `${p.lat},${p.lng},${JSON.stringify(f)}`;

type List = { items: CardProperty[]; key: string };
type Visitor = ReturnType<typeof useVisitorLocation>;
type SetFilters = (patch: Partial<SideFilters>) => void;

export default function NearMe({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const visitor = useVisitorLocation();
  const [f, setF] = useState(START);
  const { list, failed } = useNearbyList(visitor.place, f, loaderData.first);
  const set: SetFilters = (patch) => setF((x) => ({ ...x, ...patch }));
  return (
    <main id="main" className="container near-page">
      <h1>{t('near.title')}</h1>
      <p className="map-lead">{t('near.lead')}</p>
      <NearStatus visitor={visitor} />
      <div className="near-layout">
        <aside className="panel near-side" aria-label={t('search.filters')}>
          <PlaceSearch choose={visitor.choose} />
          <button type="button" className="btn btn-ghost" onClick={visitor.locate}>
            {t('near.useMine')}
          </button>
          <KindFields f={f} set={set} />
          <PriceSlider f={f} set={set} />
          <AmenityChecks f={f} set={set} />
          <AtLeastField label="search.bedsMin" value={f.beds} onChange={(e) => set({ beds: e.target.value })} />
          <AtLeastField label="search.bathsMin" value={f.baths} onChange={(e) => set({ baths: e.target.value })} />
        </aside>
        <NearResults list={list} failed={failed} />
      </div>
    </main>
  );
}

/** The homes for the place and filters, fetched again when either changes (the server sent Gurugram's centre's). */
function useNearbyList(place: Place | null, f: SideFilters, first: CardProperty[] | null) {
  const [list, setList] = useState<List | null>(first ? { items: first, key: keyOf(FALLBACK, START) } : null);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = list?.key;
  useEffect(() => {
    if (!place) return;
    const key = keyOf(place, f);
    if (key === shown) return;
    const ctl = new AbortController();
    dataOf(
      browserApi().GET('/api/v1/properties', { querySerializer: () => query(place, f), signal: ctl.signal }),
      'Failed to load properties',
    )
      .then((l) => {
        setList({ items: l.items, key });
        setFailed(null);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError') setFailed(e.message);
      });
    return () => ctl.abort();
  }, [place, f, shown]);
  return { list, failed };
}

/** Room kept for the location line and its warning, so the page does not jump when they appear. */
function NearStatus({ visitor }: { visitor: Visitor }) {
  const { t, tm } = useI18n();
  const { place, locating, error, locate } = visitor;
  return (
    <div className="map-status near-status">
      <p className="muted" role="status" data-testid="location-status">
        {locating ? t('near.locating') : place ? t('near.showing', { name: tm(place.name) }) : null}
      </p>
      {error ? (
        <p className="warning" role="alert">
          {tm(error)}{' '}
          <button type="button" className="btn btn-ghost" onClick={locate}>
            {t('near.tryAgain')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** A place typed is suggested from the API; choosing a suggestion moves there at once. */
function PlaceSearch({ choose }: { choose: (p: Place) => void }) {
  const places = usePlaceSuggestions();
  return <PlaceInput places={places} onType={(v) => places.type(v, choose)} listId="near-places" />;
}

/** Radius, property type and Buy / Rent / Sell. */
function KindFields({ f, set }: { f: SideFilters; set: SetFilters }) {
  const { t } = useI18n();
  return (
    <>
      <label className="sf-field">
        <span>{t('search.radius')}</span>
        <select value={f.radius} onChange={(e) => set({ radius: Number(e.target.value) })}>
          {RADIUS_OPTIONS_KM.map((r) => (
            <option key={r} value={r}>
              {t('search.km', { n: r })}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field">
        <span>{t('search.types')}</span>
        <select value={f.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">{t('search.any')}</option>
          {PROPERTY_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`type.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field">
        <span>{t('near.status')}</span>
        <select value={f.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">{t('search.any')}</option>
          <option value="buy">{t('banner.buy')}</option>
          <option value="rent">{t('banner.rent')}</option>
          <option value="sell">{t('banner.sell')}</option>
        </select>
      </label>
    </>
  );
}

/** Two thumbs on one price range; neither passes the other. */
function PriceSlider({ f, set }: { f: SideFilters; set: SetFilters }) {
  const { t } = useI18n();
  return (
    <fieldset className="price-slider">
      <legend>{t('near.price', { min: formatIndianNumber(f.min), max: formatIndianNumber(f.max) })}</legend>
      <input
        type="range"
        aria-label={t('search.priceMin')}
        min={0}
        max={PRICE_SLIDER_MAX}
        step={50000}
        value={f.min}
        onChange={(e) => set({ min: Math.min(Number(e.target.value), f.max - GAP) })}
      />
      <input
        type="range"
        aria-label={t('search.priceMax')}
        min={0}
        max={PRICE_SLIDER_MAX}
        step={50000}
        value={f.max}
        onChange={(e) => set({ max: Math.max(Number(e.target.value), f.min + GAP) })}
      />
    </fieldset>
  );
}

function AmenityChecks({ f, set }: { f: SideFilters; set: SetFilters }) {
  const { t } = useI18n();
  return (
    <fieldset className="checks">
      <legend>{t('listing.amenities')}</legend>
      {AMENITIES.map((a) => (
        <label key={a}>
          <input
            type="checkbox"
            checked={f.amenities.includes(a)}
            onChange={(e) =>
              set({ amenities: e.target.checked ? [...f.amenities, a] : f.amenities.filter((x) => x !== a) })
            }
          />{' '}
          {a}
        </label>
      ))}
    </fieldset>
  );
}

/** The results: an error, placeholders until the first list, the empty state, or the cards. */
function NearResults({ list, failed }: { list: List | null; failed: string | null }) {
  const { t } = useI18n();
  return (
    <section aria-live="polite" data-testid="near-results">
      <h2 className="sr-only">{t('near.listHeading')}</h2>
      {failed ? (
        <p className="field-error" role="alert">
          {t('search.failed')}
        </p>
      ) : !list ? (
        <div className="card-grid">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="card skeleton" />
          ))}
        </div>
      ) : list.items.length === 0 ? (
        <p className="empty-state">{t('near.empty')}</p>
      ) : (
        <div className="card-grid">
          {list.items.map((p) => (
            <PropertyCard key={p.id} p={p} />
          ))}
        </div>
      )}
    </section>
  );
}
