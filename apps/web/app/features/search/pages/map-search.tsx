import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PROPERTY_TYPES, PURPOSES } from '@aangan/contracts';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/map-search';
import { ListingMap, ZOOM } from '../ListingMap';
import { PropertyCard } from '../../listings';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { FALLBACK, useVisitorLocation, type Place } from '../../../shared/location';
import { seo, rootMeta } from '../../../shared/seo';
import { browserApi } from '../../../shared/api-client';
import { PlaceInput, usePlaceSuggestions, type PlaceSuggestions } from '../PlaceInput';
import { dataOf } from '../../../shared/api-result';
import { serverApi } from '../../../shared/api.server';
import { toMapCard, type MapCard } from '../../listings';
import { SaveSearch } from '../SaveSearch';
import { saveSearchAction } from '../save-search.server';
import type { Filters } from '../search-url';
import '../search.css';

// /map-location: listings around the visitor (or a searched place) on a map and in a list that
// select each other. The place comes from the browser; until it answers (and for anyone who says
// no, or has no script) the page shows what is around Gurugram's centre, rendered on the server,
// so the map and the list are there at once instead of after a permission prompt.

interface MapFilters {
  purpose: string;
  type: string;
}
const NONE: MapFilters = { purpose: '', type: '' };

/** How far around the place the list reaches, unless the person searched the area the map shows. */
const RADIUS_KM = 20;

function query(at: Place, f: MapFilters, n: number, radius = RADIUS_KM) {
  const q = new URLSearchParams({
    lat: String(at.lat),
    lng: String(at.lng),
    radius: String(radius),
    sort_by: 'distance',
    limit: '12',
    page: String(n),
  });
  if (f.purpose) q.set('purpose', f.purpose);
  if (f.type) q.set('property_type', f.type);
  return q;
}
/** Which results a list holds: the same place and filters need no second fetch. */
const keyOf = (at: Place, f: MapFilters, radius = RADIUS_KM) => `${at.lat},${at.lng},${radius},${f.purpose},${f.type}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data: l } = await serverApi(context).GET('/api/v1/properties', {
    querySerializer: () => query(FALLBACK, NONE, 1).toString(),
  });
  if (!l) return { locale, first: null };
  return { locale, first: { items: l.items.map(toMapCard), page: l.page, pages: l.total_pages } };
}
/** "Save this search": the place and radius on the map, with the purpose and type chosen. */
export const action = ({ context, request }: Route.ActionArgs) => saveSearchAction(context, request);

/** The map's search as the results page's filters (what a saved search keeps). */
function mapSearch(at: Place, radius: number, f: MapFilters): Filters {
  return {
    lat: String(at.lat),
    lng: String(at.lng),
    radius: String(radius),
    ...(f.purpose ? { purpose: f.purpose } : {}),
    ...(f.type ? { property_type: f.type } : {}),
  };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'map.title'), path: '/map-location', locale, origin: root.origin });
}

type First = Route.ComponentProps['loaderData']['first'];
type LatLng = { lat: number; lng: number };
type Area = { at: Place; radius: number };
type Visitor = ReturnType<typeof useVisitorLocation>;

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const visitor = useVisitorLocation();
  const [filters, setFilters] = useState(NONE);
  const [showFilters, setShowFilters] = useState(false);
  const areas = useSearchedArea();
  const origin = areas.area?.at ?? visitor.place;
  const radius = areas.area?.radius ?? RADIUS_KM;
  const list = useNearbyList(loaderData.first);
  const view = useMapView(list.items);
  useFollowPlace({ origin, area: areas.area, radius, filters, list, setCenter: view.setCenter });
  return (
    <main id="main" className="container map-page">
      <h1>{t('map.title')}</h1>
      <p className="map-lead">{t('map.lead')}</p>
      <MapTools
        visitor={visitor}
        view={view}
        newPlace={areas.newPlace}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((s) => !s)}
      />
      {showFilters ? <MapFilterFields filters={filters} setFilters={setFilters} /> : null}
      <MapStatus visitor={visitor} area={areas.area} />
      <SaveSearch f={mapSearch(origin ?? FALLBACK, radius, filters)} suggested={t('saved.defaultName')} />
      <div className="map-layout">
        <MapPane list={list} view={view} areas={areas} />
        <NearbyList
          list={list}
          view={view}
          onClear={() => setFilters(NONE)}
          onMore={() => void list.load(origin ?? FALLBACK, filters, list.page + 1, radius)}
        />
      </div>
    </main>
  );
}

/** Where the person has moved the map to (offering "Search this area"), and the area searched. */
function useSearchedArea() {
  const [moved, setMoved] = useState<{ at: LatLng; radius: number } | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const searchMoved = () => {
    if (!moved) return;
    setArea({ at: { ...moved.at, name: 'this area' }, radius: moved.radius });
    setMoved(null);
  };
  /** A place searched or located replaces any area searched. */
  const newPlace = (pickPlace: () => void) => {
    setArea(null);
    setMoved(null);
    pickPlace();
  };
  return { moved, area, setMoved, searchMoved, newPlace };
}

/** The listings shown, a page at a time; `shown` says for which place and filters. */
function useNearbyList(first: First) {
  const [items, setItems] = useState<MapCard[]>(first?.items ?? []);
  const [page, setPage] = useState(first?.page ?? 1);
  const [pages, setPages] = useState(first?.pages ?? 0);
  const [loading, setLoading] = useState(!first);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = useRef(first ? keyOf(FALLBACK, NONE) : '');
  const load = useCallback(async (at: Place, f: MapFilters, n: number, within: number) => {
    setLoading(true);
    try {
      const l = await dataOf(
        browserApi().GET('/api/v1/properties', { querySerializer: () => query(at, f, n, within).toString() }),
        'Failed to load properties',
      );
      const got = l.items.map(toMapCard);
      setItems((old) => (n === 1 ? got : [...old, ...got]));
      shown.current = keyOf(at, f, within);
      setPage(l.page);
      setPages(l.total_pages);
      setFailed(null);
    } catch (e) {
      setFailed((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);
  return { items, page, pages, loading, failed, shown, load };
}

/** The map's centre and zoom, and the listing picked on the map or in the list (zooming to it when clicked). */
function useMapView(items: MapCard[]) {
  const [selected, setSelected] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [center, setCenter] = useState<LatLng>({ lat: FALLBACK.lat, lng: FALLBACK.lng });
  const pick = (id: number, zoomIn: boolean) => {
    setSelected(id);
    const p = items.find((x) => x.id === id);
    if (zoomIn && p?.latitude != null && p.longitude != null) {
      setCenter({ lat: p.latitude, lng: p.longitude });
      setZoom(ZOOM.selected);
    }
  };
  const chosen = items.find((p) => p.id === selected) ?? null;
  return { selected, zoom, center, chosen, pick, setZoom, setCenter };
}

/**
 * A new place, area or filter starts the list again (the place arrives from the browser);
 * Gurugram's centre without filters is what the server already sent. A searched area is where
 * the map already is: the map stays as the person left it.
 */
function useFollowPlace(props: {
  origin: Place | null;
  area: Area | null;
  radius: number;
  filters: MapFilters;
  list: ReturnType<typeof useNearbyList>;
  setCenter: (c: LatLng) => void;
}) {
  const { origin, area, radius, filters, setCenter } = props;
  const { load, shown } = props.list;
  useEffect(() => {
    if (!origin) return;
    queueMicrotask(() => {
      if (!area) setCenter({ lat: origin.lat, lng: origin.lng });
      if (keyOf(origin, filters, radius) !== shown.current) void load(origin, filters, 1, radius);
    });
  }, [origin, area, radius, filters, load, shown, setCenter]);
}

/** Search a place, go back to the visitor's own, and show or hide the filters. */
function MapTools(props: {
  visitor: Visitor;
  view: ReturnType<typeof useMapView>;
  newPlace: (pickPlace: () => void) => void;
  showFilters: boolean;
  onToggleFilters: () => void;
}) {
  const { t } = useI18n();
  const { visitor, view, newPlace, showFilters } = props;
  const places = usePlaceSuggestions();
  return (
    <div className="map-tools">
      <PlaceSearch
        places={places}
        onPick={(hit) => {
          newPlace(() => visitor.choose(hit));
          view.setZoom(ZOOM.searched);
        }}
      />
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => {
          places.clear();
          view.setZoom(ZOOM.start);
          newPlace(visitor.locate);
        }}
      >
        {t('map.useMine')}
      </button>
      <button type="button" className="btn btn-ghost" aria-expanded={showFilters} onClick={props.onToggleFilters}>
        {t(showFilters ? 'map.hideFilters' : 'map.showFilters')}
      </button>
    </div>
  );
}

/** A place typed is suggested from the API; choosing a suggestion moves there at once. */
function PlaceSearch(props: { places: PlaceSuggestions; onPick: (hit: Place) => void }) {
  const { places, onPick } = props;
  return <PlaceInput places={places} onType={(v) => places.type(v, onPick)} listId="map-places" grow />;
}

function MapFilterFields(props: { filters: MapFilters; setFilters: Dispatch<SetStateAction<MapFilters>> }) {
  const { t } = useI18n();
  const { filters, setFilters } = props;
  return (
    <div className="panel sf-row" data-testid="map-filters">
      <label className="sf-field">
        <span>{t('search.purpose')}</span>
        <select value={filters.purpose} onChange={(e) => setFilters((f) => ({ ...f, purpose: e.target.value }))}>
          <option value="">{t('search.anyPurpose')}</option>
          {PURPOSES.map((p) => (
            <option key={p} value={p}>
              {t(`purpose.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field">
        <span>{t('search.types')}</span>
        <select value={filters.type} onChange={(e) => setFilters((f) => ({ ...f, type: e.target.value }))}>
          <option value="">{t('search.any')}</option>
          {PROPERTY_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`type.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Room kept for the location line, so the map does not jump when it appears. */
function MapStatus({ visitor, area }: { visitor: Visitor; area: Area | null }) {
  const { t, tm } = useI18n();
  const { place, locating, error, locate } = visitor;
  return (
    <div className="map-status">
      {/* A failure's warning already says where the results are from. */}
      <p className="muted" role="status">
        {area
          ? t('map.showingArea')
          : locating
            ? t('near.locating')
            : place && !error
              ? t('near.showing', { name: tm(place.name) })
              : null}
      </p>
      {error && !area ? (
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

/** The map, its "Search this area" button once moved, and the card of the listing picked. */
function MapPane(props: {
  list: ReturnType<typeof useNearbyList>;
  view: ReturnType<typeof useMapView>;
  areas: ReturnType<typeof useSearchedArea>;
}) {
  const { t } = useI18n();
  const { view, areas } = props;
  return (
    <div>
      <div className="map-frame">
        <ListingMap
          items={props.list.items}
          center={view.center}
          zoom={view.zoom}
          selected={view.selected}
          onSelect={view.pick}
          onMoved={(at, r) => areas.setMoved({ at, radius: r })}
        />
        {areas.moved ? (
          <button type="button" className="btn btn-primary map-search-area" onClick={areas.searchMoved}>
            {t('map.searchArea')}
          </button>
        ) : null}
      </div>
      {view.chosen ? (
        <div className="selected-card" data-testid="selected-card">
          <PropertyCard p={view.chosen} />
        </div>
      ) : null}
    </div>
  );
}

/** The listings as a list that selects on the map, with counts by city, the empty and failed states, and "load more". */
function NearbyList(props: {
  list: ReturnType<typeof useNearbyList>;
  view: ReturnType<typeof useMapView>;
  onClear: () => void;
  onMore: () => void;
}) {
  const { t } = useI18n();
  const { items, loading, failed, page, pages } = props.list;
  return (
    <section aria-live="polite">
      <h2 className="sr-only">{t('map.listHeading')}</h2>
      <CityCounts items={items} />
      {failed ? (
        <p className="field-error" role="alert">
          {t('search.failed')}
        </p>
      ) : null}
      {!loading && !failed && items.length === 0 ? (
        <div className="empty-state">
          <p>{t('search.noneSummary')}</p>
          <p>{t('map.emptyHint')}</p>
          <button type="button" className="btn btn-primary" onClick={props.onClear}>
            {t('map.clearAll')}
          </button>
        </div>
      ) : null}
      <NearbyItems items={items} view={props.view} />
      {page < pages ? (
        <button type="button" className="btn btn-ghost" disabled={loading} onClick={props.onMore}>
          {t('map.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

function CityCounts({ items }: { items: MapCard[] }) {
  const { t, tm } = useI18n();
  const byCity = useMemo(() => {
    const m = new Map<string, number>();
    for (const p of items) m.set(p.city || '—', (m.get(p.city || '—') ?? 0) + 1);
    return [...m];
  }, [items]);
  if (!byCity.length) return null;
  return (
    <p className="muted" data-testid="city-counts">
      {byCity.map(([c, n]) => t('map.inCity', { city: tm(c), n })).join(' · ')}
    </p>
  );
}

/** Hovering a listing picks it on the map; clicking it (not one of its links or buttons) zooms to it too. */
function NearbyItems({ items, view }: { items: MapCard[]; view: ReturnType<typeof useMapView> }) {
  const { t } = useI18n();
  return (
    <ul className="map-list" data-testid="map-list">
      {items.map((p, i) => (
        <li
          key={p.id}
          className={p.id === view.selected ? 'is-selected' : undefined}
          onMouseEnter={() => view.pick(p.id, false)}
          onClickCapture={(e) => {
            if (!(e.target as HTMLElement).closest('a, button')) view.pick(p.id, true);
          }}
        >
          {i < 3 ? <span className="badge badge-featured">{t('map.featured')}</span> : null}
          <PropertyCard p={p} />
        </li>
      ))}
    </ul>
  );
}
