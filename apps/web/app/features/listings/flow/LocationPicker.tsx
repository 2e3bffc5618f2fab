import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { useI18n } from '../../../shared/i18n';
import { GURUGRAM, useTiles } from '../../../shared/map';
import '../listings.css';

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Where exactly the property is: click (or tap) the map to pin it. Leaflet loads only when the
 * owner opens the map; without script the place comes from the locality instead.
 */
export function LocationPicker({ value, onPick }: { value: Point | null; onPick: (p: Point | null) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const clearPin = usePickMap(open, value, box, onPick);
  return (
    <div className="location-picker">
      <p className="muted">
        {value ? t('listing.pinned', { lat: value.lat.toFixed(5), lng: value.lng.toFixed(5) }) : t('listing.notPinned')}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('listing.hideMap') : t('listing.pickOnMap')}
        </button>
        {value ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              onPick(null);
              clearPin();
            }}
          >
            {t('listing.clearPin')}
          </button>
        ) : null}
      </p>
      {open ? (
        <div
          ref={box}
          className="pick-map"
          data-testid="pick-map"
          role="application"
          aria-label={t('listing.mapLabel')}
        />
      ) : null}
    </div>
  );
}

/**
 * The map in `box` while it is open, with the pin: a click moves it and is passed to `onPick`.
 * Returns what takes the pin off the map.
 */
function usePickMap(
  open: boolean,
  value: Point | null,
  box: RefObject<HTMLDivElement | null>,
  onPick: (p: Point | null) => void,
) {
  const tiles = useTiles();
  const map = useRef<LeafletMap | null>(null);
  const pin = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  useEffect(() => {
    if (!open) return;
    let gone = false;
    void import('leaflet').then((L) => {
      if (gone || !box.current) return;
      const start = value ?? GURUGRAM;
      const m = L.map(box.current).setView([start.lat, start.lng], value ? 16 : 12);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
      const place = (p: Point) => {
        pin.current ??= L.circleMarker([p.lat, p.lng], PIN_STYLE).addTo(m);
        pin.current.setLatLng([p.lat, p.lng]);
      };
      if (value) place(value);
      m.on('click', (e) => {
        const p = { lat: Number(e.latlng.lat.toFixed(6)), lng: Number(e.latlng.lng.toFixed(6)) };
        place(p);
        pick.current(p);
      });
      map.current = m;
    });
    return () => {
      gone = true;
      map.current?.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is built once per opening; later pins move the marker themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return () => {
    pin.current?.remove();
    pin.current = null;
  };
}

const PIN_STYLE = { radius: 9, color: '#fff', weight: 3, fillColor: '#c2410c', fillOpacity: 1 };
