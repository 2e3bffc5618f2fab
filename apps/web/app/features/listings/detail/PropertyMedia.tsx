import { useMemo, useRef, useState } from 'react';
import { DEFAULT_TOUR_HOSTS, type Property, type Tour } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { localCaption, useListingTitle } from '../../../shared/listing-title';
import { TourViewer } from '../TourViewer';
import { Gallery, listingPhoto } from './Gallery';
import '../listings.css';

/** Photos whose address is a 360° tour host are tours, not photos: they are shown as a tour. */
function isTourLink(url: string): boolean {
  try {
    return new URL(url, 'https://aangan.invalid').hostname in DEFAULT_TOUR_HOSTS;
  } catch {
    return false;
  }
}

/**
 * The listing's photos (tour links aside), each captioned: our own captions (the demo's
 * "Living room") in the page's language, an owner's as typed, else the title.
 */
function useListingPhotos(p: Property, title: string) {
  const { t } = useI18n();
  const shots = useMemo(() => (p.images ?? []).filter((i) => !isTourLink(i.image_url)), [p.images]);
  const photos = useMemo(
    () =>
      shots.map((im) => {
        const ph = listingPhoto(im, title);
        return { ...ph, alt: localCaption(t, ph.alt), caption: ph.caption && localCaption(t, ph.caption) };
      }),
    [shots, title, t],
  );
  return { shots, photos };
}

/**
 * The media switch: 360 Tour (the default when the listing has one; a hosted tour in a
 * frame with a full-screen button, our own panoramas in the built-in viewer) or Photos (the
 * gallery: the main photo, the count, thumbnails and full screen). A listing without a tour has
 * no switch at all: a choice that cannot be made is not offered.
 */
export function PropertyMedia({ p }: { p: Property & { tour: Tour | null } }) {
  const { t } = useI18n();
  const tourUrl = p.tour?.kind === 'external' ? p.tour.external_url : null;
  const hasTour = Boolean(tourUrl || (p.tour?.kind === 'panorama' && p.tour.scenes.length));
  const [mode, setMode] = useState<'tour' | 'photos'>(hasTour ? 'tour' : 'photos');
  const title = useListingTitle()(p.title) || t('card.noTitle');
  const { shots, photos } = useListingPhotos(p, title);
  const main = Math.max(
    0,
    shots.findIndex((i) => i.is_main_image),
  );
  const frame = useRef<HTMLDivElement>(null);
  return (
    <section className="property-media" aria-label={t('detail.media')}>
      {hasTour ? (
        <div className="media-switch" role="group" aria-label={t('detail.media')}>
          <button type="button" aria-pressed={mode === 'tour'} onClick={() => setMode('tour')}>
            {t('detail.tour')}
          </button>
          <button type="button" aria-pressed={mode === 'photos'} onClick={() => setMode('photos')}>
            {photos.length ? t('detail.photosCount', { n: photos.length }) : t('detail.photos')}
          </button>
        </div>
      ) : null}
      {mode === 'tour' && p.tour?.kind === 'panorama' ? <TourViewer tour={p.tour} title={title} /> : null}
      {mode === 'tour' && tourUrl ? (
        <div ref={frame} className="tour-frame">
          <iframe
            className="tour-pano"
            src={tourUrl}
            title={t('tour.label', { title })}
            allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
            allowFullScreen
            loading="lazy"
          />
          <button
            type="button"
            className="btn btn-light tour-full"
            onClick={() => void frame.current?.requestFullscreen?.()}
          >
            {t('detail.fullScreen')}
          </button>
        </div>
      ) : null}
      {mode === 'photos' ? (
        <Gallery
          photos={photos}
          start={main}
          label={t('gallery.label', { title })}
          fallback={p.main_image_url ? { src: p.main_image_url, alt: title } : null}
        />
      ) : null}
    </section>
  );
}
