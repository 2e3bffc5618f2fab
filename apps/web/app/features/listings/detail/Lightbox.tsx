import { useMemo } from 'react';
import YetAnotherLightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useI18n } from '../../../shared/i18n';
import type { GalleryPhoto } from './Gallery';

/**
 * The full-screen photo viewer: a modal dialog (the page behind it inert) named after what it
 * shows; arrow keys and swipes move between photos, Escape or the close button closes it, and
 * focus goes back to the button that opened it. Loaded with its styles only when first opened
 * (Gallery.tsx), so a listing's first load carries none of it.
 */
export default function Lightbox({
  photos,
  index,
  label,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  label: string;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const single = photos.length < 2;
  // The viewer goes back to `index` whenever it is given other slides: the same list is kept, so
  // moving on (which the page follows, re-rendering this) does not send it back to the start.
  const slides = useMemo(
    () => photos.map((p) => ({ src: p.large, alt: p.alt, description: p.caption ?? undefined, srcSet: p.sizes })),
    [photos],
  );
  return (
    <YetAnotherLightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: i }) => onIndex(i) }}
      slides={slides}
      plugins={[Counter, Captions]}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: label,
        'Photo gallery': label,
        Carousel: t('gallery.carousel'),
        Slide: t('gallery.slide'),
        Previous: t('gallery.previous'),
        Next: t('gallery.next'),
        Close: t('gallery.close'),
        // The viewer fills in {index} and {total} itself: the message is given them as placeholders.
        '{index} of {total}': t('gallery.counter', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
