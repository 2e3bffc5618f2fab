import { useEffect, useRef, useState } from 'react';
import { SITE } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import { useTiles } from '../../shared/map';
import './content.css';

const ZOOM = 15;
/** Tile failures before the map gives way to the plain fallback (one miss can be a hiccup). */
const FAILED_TILES = 2;

/**
 * The office on a small map, for the side panel: Leaflet and its styles load only when the panel
 * first opens. Until the map is drawn, and for good when its tiles cannot load (offline, a
 * blocked tile server), a plain card with the address and a link to OpenStreetMap stands in.
 */
export function OfficeMap() {
  const { t } = useI18n();
  const tiles = useTiles();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'map' | 'fallback'>('loading');
  const { lat, lng } = SITE.office;

  useEffect(() => {
    let gone = false;
    let remove = () => {};
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (gone || !box.current) return;
        const m = L.map(box.current, { zoomControl: false, attributionControl: true }).setView([lat, lng], ZOOM);
        let failed = 0;
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
          .on('tileerror', () => {
            if (++failed >= FAILED_TILES) setState('fallback');
          })
          .on('load', () => setState((s) => (s === 'loading' ? 'map' : s)))
          .addTo(m);
        L.marker([lat, lng], {
          title: SITE.address,
          icon: L.divIcon({ className: 'pin is-selected', html: '', iconSize: [32, 32], iconAnchor: [16, 32] }),
        }).addTo(m);
        remove = () => m.remove();
      })
      .catch(() => {
        if (!gone) setState('fallback');
      });
    return () => {
      gone = true;
      remove();
    };
  }, [lat, lng, tiles.url, tiles.attribution]);

  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  return (
    <div className="office-map" data-state={state}>
      <div
        ref={box}
        className="office-map-canvas"
        role="region"
        aria-label={t('panel.mapLabel')}
        hidden={state === 'fallback'}
      />
      {state !== 'map' ? (
        <div className="office-map-fallback" data-testid="office-map-fallback">
          <p>{t(state === 'fallback' ? 'panel.mapUnavailable' : 'panel.mapLoading')}</p>
          <a href={osm} target="_blank" rel="noopener noreferrer">
            {t('panel.openMap')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
