import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Tour } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import './listings.css';

interface PannellumViewer {
  loadScene(id: string): void;
  getScene(): string;
  on(event: 'scenechange', fn: (id: string) => void): void;
  destroy(): void;
}
declare global {
  interface Window {
    pannellum?: { viewer(el: HTMLElement, config: unknown): PannellumViewer };
  }
}

/**
 * Our own panoramas, walked room to room: Pannellum (56 KB + 10 KB of styles, loaded only here) draws the room and
 * its hotspots; the room list below works as plain links without script.
 */
export function TourViewer({ tour, title }: { tour: Tour; title: string }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const { viewer, room, failed } = usePannellum(box, tour);
  return (
    <section className="tour-viewer" aria-label={t('tour.label', { title })}>
      {/* Pannellum sizes its own box to 100 % of this one. */}
      <div className="tour-pano" data-testid="tour-pano">
        <div ref={box} />
        {failed ? <p className="field-error">{t('tour.failed')}</p> : null}
      </div>
      <nav aria-label={t('tour.rooms')}>
        <ol className="tour-rooms">
          {tour.scenes.map((s) => (
            <li key={s.id}>
              <a
                href={s.image_url}
                aria-current={String(s.id) === room ? 'true' : undefined}
                onClick={(e) => {
                  if (viewer.current) {
                    e.preventDefault();
                    viewer.current.loadScene(String(s.id));
                  }
                }}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}

/** The viewer in `box`, made once the library has loaded; the room shown, and whether loading failed. */
function usePannellum(box: RefObject<HTMLDivElement | null>, tour: Tour) {
  const viewer = useRef<PannellumViewer | null>(null);
  const [room, setRoom] = useState(String(tour.scenes[0]?.id ?? ''));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    // The library is a plain script that sets window.pannellum; its styles come with it, so a
    // listing page without a tour (most) does not wait for them before its first paint.
    Promise.all([import('pannellum/build/pannellum.js'), import('pannellum/build/pannellum.css')])
      .then(() => {
        if (gone || !box.current || !window.pannellum) return;
        viewer.current = window.pannellum.viewer(box.current, viewerConfig(tour));
        viewer.current.on('scenechange', (id) => setRoom(id));
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [box, tour]);
  return { viewer, room, failed };
}

/** Pannellum's configuration: every room a scene, each door a hotspot to the room it leads to. */
function viewerConfig(tour: Tour) {
  const names = new Map(tour.scenes.map((s) => [s.id, s.title]));
  return {
    default: {
      firstScene: String(tour.scenes[0]!.id),
      sceneFadeDuration: 600,
      autoLoad: true,
      showControls: true,
      compass: false,
    },
    scenes: Object.fromEntries(
      tour.scenes.map((s) => [
        String(s.id),
        {
          title: s.title,
          type: 'equirectangular',
          panorama: s.image_url,
          yaw: s.initial_yaw,
          hfov: 100,
          hotSpots: s.links.map((l) => ({
            type: 'scene',
            sceneId: String(l.to_scene_id),
            yaw: l.yaw,
            pitch: l.pitch,
            text: l.label ?? names.get(l.to_scene_id) ?? '',
          })),
        },
      ]),
    ),
  };
}
