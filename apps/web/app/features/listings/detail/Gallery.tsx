import { lazy, Suspense, useState } from 'react';
import { MAX_PHOTO_THUMBNAILS, type PropertyImage } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import '../listings.css';

/** One photo of a gallery: what the page shows, what the full-screen viewer shows, and its words. */
export interface GalleryPhoto {
  key: string;
  /** The page's picture: a 960 px-wide image, with other widths where there are some. */
  src: string;
  srcSet?: string;
  avifSrcSet?: string;
  /** A small one for the strip of thumbnails. */
  thumb: string;
  /** The largest there is, for full screen, and every width with its size (the viewer picks). */
  large: string;
  sizes?: { src: string; width: number; height: number }[];
  alt: string;
  caption: string | null;
}

const srcSet = (variants: Record<string, string>) =>
  Object.entries(variants)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
const SIZES = '(min-width: 900px) calc(100vw - 420px), 100vw';

/** A listing's photo as a gallery photo (widths from its variants; 4:3 where its size is unknown). */
export function listingPhoto(im: PropertyImage, alt: string): GalleryPhoto {
  const ratio = im.width && im.height ? im.height / im.width : 3 / 4;
  const widths = Object.keys(im.variants)
    .map(Number)
    .filter((w) => w > 0)
    .sort((a, b) => a - b);
  return {
    key: String(im.id),
    src: im.variants['960'] ?? im.image_url,
    srcSet: widths.length ? srcSet(im.variants) : undefined,
    avifSrcSet: Object.keys(im.avif_variants).length ? srcSet(im.avif_variants) : undefined,
    thumb: im.variants['480'] ?? im.image_url,
    large: widths.length ? im.variants[String(widths.at(-1))]! : im.image_url,
    sizes: widths.length
      ? widths.map((w) => ({ src: im.variants[String(w)]!, width: w, height: Math.round(w * ratio) }))
      : undefined,
    alt: im.caption ?? alt,
    caption: im.caption,
  };
}

// The viewer and its styles are fetched when first wanted (the button is pointed at or focused),
// not with the page.
const loadViewer = () => import('./Lightbox');
const Viewer = lazy(loadViewer);

const warm = () => {
  void loadViewer();
};

/**
 * Photos of a listing or a project: the shown photo large (it opens full screen), how many there
 * are ("12 photos", also opening them all), and up to MAX_PHOTO_THUMBNAILS thumbnails to pick the
 * shown one. `label` names the full-screen viewer ("Photos of …").
 */
export function Gallery({
  photos,
  start = 0,
  label,
  fallback,
}: {
  photos: GalleryPhoto[];
  start?: number;
  label: string;
  fallback?: { src: string; alt: string } | null;
}) {
  const [shown, setShown] = useState(() => Math.min(Math.max(0, start), Math.max(0, photos.length - 1)));
  const [open, setOpen] = useState<number | null>(null);
  const photo = photos[shown];
  if (!photo) return <NoPhoto fallback={fallback} />;
  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery-hero">
        <HeroPhoto photo={photo} n={shown + 1} total={photos.length} onOpen={() => setOpen(shown)} />
        <CountButton total={photos.length} onOpen={() => setOpen(0)} />
      </div>
      {photos.length > 1 ? <Thumbnails photos={photos} shown={shown} onPick={setShown} /> : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Viewer photos={photos} index={open} label={label} onIndex={setShown} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Without photos: the fallback picture when there is one, else an empty frame. */
function NoPhoto({ fallback }: { fallback?: { src: string; alt: string } | null }) {
  return fallback ? (
    <img
      className="property-hero"
      src={fallback.src}
      alt={fallback.alt}
      width={960}
      height={720}
      fetchPriority="high"
    />
  ) : (
    <div className="property-hero card-noimg" aria-hidden="true" />
  );
}

/** The shown photo, large; it opens full screen. */
function HeroPhoto(props: { photo: GalleryPhoto; n: number; total: number; onOpen: () => void }) {
  const { t } = useI18n();
  const { photo } = props;
  return (
    <button
      type="button"
      className="gallery-open"
      onClick={props.onOpen}
      onPointerEnter={warm}
      onFocus={warm}
      aria-label={t('gallery.openPhoto', { n: props.n, total: props.total })}
    >
      <picture>
        {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} sizes={SIZES} /> : null}
        <img
          className="property-hero"
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.srcSet ? SIZES : undefined}
          alt={photo.alt}
          width={960}
          height={720}
          fetchPriority="high"
        />
      </picture>
    </button>
  );
}

/** "12 photos", opening them all from the first. */
function CountButton({ total, onOpen }: { total: number; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="gallery-count"
      onClick={onOpen}
      onPointerEnter={warm}
      onFocus={warm}
      data-testid="photo-count"
      aria-label={`${t('gallery.photos', { n: total })}${t('gallery.openAll')}`}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 7h3l2-3h6l2 3h3v13H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {t('gallery.photos', { n: total })}
    </button>
  );
}

function Thumbnails(props: { photos: GalleryPhoto[]; shown: number; onPick: (i: number) => void }) {
  const { t } = useI18n();
  return (
    <ul className="thumbs" aria-label={t('detail.photos')}>
      {props.photos.slice(0, MAX_PHOTO_THUMBNAILS).map((im, i) => (
        <li key={im.key}>
          <button
            type="button"
            aria-pressed={i === props.shown}
            aria-label={im.caption ?? t('photos.photo', { n: i + 1 })}
            onClick={() => props.onPick(i)}
          >
            <img src={im.thumb} alt="" width={120} height={90} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
