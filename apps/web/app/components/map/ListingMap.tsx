import { useEffect, useRef } from 'react';
import type { Map as LeafletMap, LayerGroup } from 'leaflet';
import type { Property } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { useTiles } from '../../lib/map';
import { pinPrice, reachKm } from '../../lib/map-pins';

/** Spec section 9: marker sizes 32 and 40; zoom 12 by default, 15 on select, 14 after a search. */
export const ZOOM = { start: 12, selected: 15, searched: 14 } as const;
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

/**
 * The map of the results (Leaflet, loaded only on this page): each listing a pill with its price
 * (blue and in front when selected); pills that would overlap at the current zoom are grouped
 * into a count that zooms in when clicked, so zoomed out the map shows clusters and at street
 * level prices. Without tiles (offline) the pins still show and work. Moves the person makes
 * (not those the page makes) are reported, for "Search this area".
 */
export function ListingMap({ items, center, zoom, selected, onSelect, onMoved }: Props) {
  const { t, locale } = useI18n();
  const tiles = useTiles();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const layer = useRef<LayerGroup | null>(null);
  const leaflet = useRef<typeof import('leaflet') | null>(null);
  const draw = useRef<() => void>(() => {});
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);
  const moved = useRef(onMoved);
  useEffect(() => {
    moved.current = onMoved;
  }, [onMoved]);
  // Set while the page itself moves the map, so that move is not reported as the person's.
  const steering = useRef(false);

  // Pins (and clusters) for the current zoom; redrawn when the list, the selection or the zoom change.
  useEffect(() => {
    draw.current = () => {
      const L = leaflet.current,
        m = map.current,
        g = layer.current;
      if (!L || !m || !g) return;
      g.clearLayers();
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
      for (const gr of groups) {
        if (gr.members.length > 1) {
          const bounds = L.latLngBounds(gr.members.map((p) => [p.latitude!, p.longitude!] as [number, number]));
          L.marker(bounds.getCenter(), {
            icon: L.divIcon({ className: 'pin-cluster', html: String(gr.members.length), iconSize: [36, 36] }),
            keyboard: true,
            title: t('map.cluster', { n: gr.members.length }),
          })
            .on('click', () => m.fitBounds(bounds.pad(0.5), { maxZoom: ZOOM.selected }))
            .addTo(g);
          continue;
        }
        const p = gr.members[0]!;
        const on = p.id === selected;
        const price = pinPrice(p.price, locale);
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
          title: price ? `${p.title}, ${price}` : p.title,
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
          .on('click', () => select.current(p.id, true))
          .on('mouseover', () => select.current(p.id, false))
          .addTo(g);
      }
    };
    draw.current();
  }, [items, selected, t, locale]);

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

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const c = m.getCenter();
    // A view already shown fires no moveend: nothing to hide then.
    if (m.getZoom() === zoom && Math.abs(c.lat - center.lat) < 1e-9 && Math.abs(c.lng - center.lng) < 1e-9) return;
    steering.current = true;
    m.setView([center.lat, center.lng], zoom);
  }, [center.lat, center.lng, zoom]);

  return <div ref={box} className="listing-map" data-testid="listing-map" role="region" aria-label={t('map.label')} />;
}
