import { type RefObject, useEffect, useRef } from 'react';
import type { Map as LeafletMap, LayerGroup } from 'leaflet';
import type { Property } from '@aangan/contracts';
import { useI18n, type Locale } from '../../shared/i18n';
import { useTiles } from '../../shared/map';
import { pinPrice, reachKm } from './map-pins';
import { localTitle } from '../../shared/listing-title';
import './search.css';

/** The map starts at zoom 12, zooms to 15 on a listing selected and to 14 after a place searched. */
export const ZOOM = { start: 12, selected: 15, searched: 14 } as const;
/** A plain pin is 32 px, 40 px when selected. */
const SIZE = { normal: 32, selected: 40 } as const;
/** Price pins closer than this on screen become one numbered cluster (a pill is about 64 px wide). */
const CLUSTER_PX = 56;

/** What a pin needs. */
export type Pin = Pick<Property, 'id' | 'title' | 'latitude' | 'longitude' | 'price'>;

interface Props {
  items: Pin[];
  center: { lat: number; lng: number };
  zoom: number;
  selected: number | null;
  onSelect: (id: number, zoomIn: boolean) => void;
  /** The person moved or zoomed the map: its centre and how far it reaches. */
  onMoved?: (at: { lat: number; lng: number }, radiusKm: number) => void;
}

type Leaflet = typeof import('leaflet');
type Select = (id: number, zoomIn: boolean) => void;
/** What drawing the pins needs: Leaflet, the map, the layer the pins go on, and how to word and select them. */
interface Canvas {
  L: Leaflet;
  m: LeafletMap;
  g: LayerGroup;
  t: ReturnType<typeof useI18n>['t'];
  locale: Locale;
  select: Select;
}

/**
 * The map of the results (Leaflet, loaded only on this page): each listing a pill with its price
 * (blue and in front when selected); pills that would overlap at the current zoom are grouped
 * into a count that zooms in when clicked, so zoomed out the map shows clusters and at street
 * level prices. Without tiles (offline) the pins still show and work. Moves the person makes
 * (not those the page makes) are reported, for "Search this area".
 */
export function ListingMap({ items, center, zoom, selected, onSelect, onMoved }: Props) {
  const { t, locale } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const select = useLatest(onSelect);
  const moved = useLatest(onMoved);
  const draw = useRef<() => void>(() => {});
  const { map, leaflet, layer } = useLeafletMap({ box, center, zoom, draw, moved });
  // Pins (and clusters) for the current zoom; redrawn when the list, the selection or the zoom change.
  useEffect(() => {
    draw.current = () => {
      const L = leaflet.current,
        m = map.current,
        g = layer.current;
      if (!L || !m || !g) return;
      g.clearLayers();
      drawPins({ L, m, g, t, locale, select: (id, zoomIn) => select.current(id, zoomIn) }, items, selected);
    };
    draw.current();
  }, [items, selected, t, locale, leaflet, map, layer, select]);
  return <div ref={box} className="listing-map" data-testid="listing-map" role="region" aria-label={t('map.label')} />;
}

/** A ref that always holds the latest value, for handlers bound once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/** Makes the map once (Leaflet loaded on demand), with its tiles and pin layer; reports the person's moves and follows the page's view. */
function useLeafletMap(props: {
  box: RefObject<HTMLDivElement | null>;
  center: { lat: number; lng: number };
  zoom: number;
  draw: RefObject<() => void>;
  moved: RefObject<Props['onMoved']>;
}) {
  const { box, center, zoom, draw, moved } = props;
  const tiles = useTiles();
  const map = useRef<LeafletMap | null>(null);
  const layer = useRef<LayerGroup | null>(null);
  const leaflet = useRef<Leaflet | null>(null);
  // Set while the page itself moves the map, so that move is not reported as the person's.
  const steering = useRef(false);
  useEffect(() => {
    let gone = false;
    void import('leaflet').then((L) => {
      if (gone || !box.current) return;
      leaflet.current = L;
      const m = L.map(box.current).setView([center.lat, center.lng], zoom);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
      layer.current = L.layerGroup().addTo(m);
      m.on('zoomend', () => draw.current());
      m.on('moveend', () => {
        if (steering.current) {
          steering.current = false;
          return;
        }
        const c = m.getCenter();
        moved.current?.({ lat: c.lat, lng: c.lng }, reachKm(m.distance(c, m.getBounds().getNorthEast())));
      });
      map.current = m;
      draw.current();
    });
    return () => {
      gone = true;
      map.current?.remove();
      map.current = null;
      layer.current = null;
    };
    // The map is made once; the view follows the props below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The view follows the centre and zoom the page sets, marked as the page's move.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const c = m.getCenter();
    // A view already shown fires no moveend: nothing to hide then.
    if (m.getZoom() === zoom && Math.abs(c.lat - center.lat) < 1e-9 && Math.abs(c.lng - center.lng) < 1e-9) return;
    steering.current = true;
    m.setView([center.lat, center.lng], zoom);
  }, [center.lat, center.lng, zoom]);
  return { map, leaflet, layer };
}

/** Groups the placed listings whose pins would overlap on screen; the selected one always stands alone. */
function groupPins(m: LeafletMap, items: Pin[], selected: number | null) {
  const placed = items.filter((p) => p.latitude !== null && p.longitude !== null);
  const groups: { at: import('leaflet').Point; members: Pin[] }[] = [];
  for (const p of placed) {
    const at = m.latLngToLayerPoint([p.latitude!, p.longitude!]);
    const near =
      p.id === selected
        ? undefined
        : groups.find((gr) => !gr.members.some((x) => x.id === selected) && gr.at.distanceTo(at) < CLUSTER_PX);
    if (near) near.members.push(p);
    else groups.push({ at, members: [p] });
  }
  return groups;
}

function drawPins(c: Canvas, items: Pin[], selected: number | null) {
  for (const gr of groupPins(c.m, items, selected)) {
    if (gr.members.length > 1) drawCluster(c, gr.members);
    else drawPin(c, gr.members[0]!, gr.members[0]!.id === selected);
  }
}

/** A numbered cluster that zooms to its listings when clicked. */
function drawCluster({ L, m, g, t }: Canvas, members: Pin[]) {
  const bounds = L.latLngBounds(members.map((p) => [p.latitude!, p.longitude!] as [number, number]));
  L.marker(bounds.getCenter(), {
    icon: L.divIcon({ className: 'pin-cluster', html: String(members.length), iconSize: [36, 36] }),
    keyboard: true,
    title: t('map.cluster', { n: members.length }),
  })
    .on('click', () => m.fitBounds(bounds.pad(0.5), { maxZoom: ZOOM.selected }))
    .addTo(g);
}

/** One listing's pin: a price pill, or the plain pin without a price; clicking selects and zooms, hovering selects. */
function drawPin({ L, g, t, locale, select }: Canvas, p: Pin, on: boolean) {
  const price = pinPrice(p.price, locale);
  const title = localTitle(t, p.title);
  const size = on ? SIZE.selected : SIZE.normal;
  // A price pill sits on a point-sized marker, centred above it by CSS (its width is its
  // text's); without a price, the plain pin.
  const icon = price
    ? L.divIcon({
        className: `price-pin${on ? ' is-selected' : ''}`,
        html: '',
        iconSize: [0, 0],
        iconAnchor: [0, 0],
      })
    : L.divIcon({
        className: `pin${on ? ' is-selected' : ''}`,
        html: '',
        iconSize: [size, size],
        iconAnchor: [size / 2, size],
      });
  const marker = L.marker([p.latitude!, p.longitude!], {
    icon,
    title: price ? `${title}, ${price}` : title,
    keyboard: true,
    zIndexOffset: on ? 1000 : 0,
  });
  // Text set as text: nothing from a listing is ever read as HTML.
  if (price)
    marker.on('add', () => {
      const pill = document.createElement('span');
      pill.textContent = price;
      marker.getElement()?.replaceChildren(pill);
    });
  marker
    .on('click', () => select(p.id, true))
    .on('mouseover', () => select(p.id, false))
    .addTo(g);
}
