import { useRef, useState } from 'react';
import { DEFAULT_TOUR_HOSTS, MAX_PHOTO_THUMBNAILS, type Property, type PropertyImage, type Tour } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { TourViewer } from '../TourViewer';

const srcSet = (variants: Record<string, string>) => Object.entries(variants).map(([w, url]) => `${url} ${w}w`).join(', ');
const SIZES = '(min-width: 900px) calc(100vw - 420px), 100vw';

/** Photos whose address is a 360° tour host are tours, not photos (spec). */
function isTourLink(url: string): boolean {
  try { return new URL(url, 'https://aangan.invalid').hostname in DEFAULT_TOUR_HOSTS; } catch { return false; }
}

function Photo({ image, fallback, alt }: { image: PropertyImage | undefined; fallback: string | null; alt: string }) {
  if (!image && !fallback) return <div className="property-hero card-noimg" aria-hidden="true" />;
  return (
    <picture>
      {image && Object.keys(image.avif_variants).length ? <source type="image/avif" srcSet={srcSet(image.avif_variants)} sizes={SIZES} /> : null}
      <img className="property-hero" src={image ? image.variants['960'] ?? image.image_url : fallback!} srcSet={image && Object.keys(image.variants).length ? srcSet(image.variants) : undefined}
        sizes={SIZES} alt={image?.caption ?? alt} width={960} height={720} fetchPriority="high" />
    </picture>
  );
}

/**
 * The spec's media switch: 360 Tour (the default when the listing has one; a hosted tour in a
 * frame with a full-screen button, our own panoramas in the built-in viewer) or Photos (the main
 * photo and up to 8 thumbnails).
 */
export function PropertyMedia({ p }: { p: Property & { tour: Tour | null } }) {
  const { t } = useI18n();
  const tourUrl = p.tour?.kind === 'external' ? p.tour.external_url : null;
  const hasTour = Boolean(tourUrl || (p.tour?.kind === 'panorama' && p.tour.scenes.length));
  const [mode, setMode] = useState<'tour' | 'photos'>(hasTour ? 'tour' : 'photos');
  const photos = (p.images ?? []).filter((i) => !isTourLink(i.image_url));
  const [shown, setShown] = useState(() => Math.max(0, photos.findIndex((i) => i.is_main_image)));
  const frame = useRef<HTMLDivElement>(null);
  return (
    <section className="property-media" aria-label={t('detail.media')}>
      <div className="media-switch" role="group" aria-label={t('detail.media')}>
        <button type="button" aria-pressed={mode === 'tour'} disabled={!hasTour} onClick={() => setMode('tour')}>{t('detail.tour')}</button>
        <button type="button" aria-pressed={mode === 'photos'} onClick={() => setMode('photos')}>{t('detail.photos')}</button>
      </div>
      {mode === 'tour' && p.tour?.kind === 'panorama' ? <TourViewer tour={p.tour} title={p.title} /> : null}
      {mode === 'tour' && tourUrl ? (
        <div ref={frame} className="tour-frame">
          <iframe className="tour-pano" src={tourUrl} title={t('tour.label', { title: p.title })} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" allowFullScreen loading="lazy" />
          <button type="button" className="btn btn-light tour-full" onClick={() => void frame.current?.requestFullscreen?.()}>{t('detail.fullScreen')}</button>
        </div>
      ) : null}
      {mode === 'photos' ? (
        <>
          <Photo image={photos[shown]} fallback={p.main_image_url} alt={p.title} />
          {photos.length > 1 ? (
            <ul className="thumbs" aria-label={t('detail.photos')}>
              {photos.slice(0, MAX_PHOTO_THUMBNAILS).map((im, i) => (
                <li key={im.id}>
                  <button type="button" aria-pressed={i === shown} aria-label={im.caption ?? t('photos.photo', { n: i + 1 })} onClick={() => setShown(i)}>
                    <img src={im.variants['480'] ?? im.image_url} alt="" width={120} height={90} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
