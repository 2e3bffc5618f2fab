import { useCallback, useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { AUTOPLAY_MS, SPEED_MS } from './testimonials-timing';

// Spec section 9: one slide, autoplay every 2000 ms, 1500 ms transition, centred, arrows, no dots,
// paused on hover. Also paused while focused (keyboard users) and for people who ask for reduced
// motion (WCAG 2.2.2).

/** `lang`: the quotes' language where it is not the page's (English ones on a Hindi page). */
export function Testimonials({ items, lang }: { items: Testimonial[]; lang?: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Read by the timer itself: a tick due between the pointer arriving and React clearing the
  // timer must not move the slide that is being read.
  const holding = useRef(false);
  const hold = (on: boolean) => {
    holding.current = on;
    setPaused(on);
  };
  const count = items.length;
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);
  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The next slide starts once the previous transition has ended.
    const id = setInterval(() => {
      if (!holding.current) go(1);
    }, AUTOPLAY_MS + SPEED_MS);
    return () => clearInterval(id);
  }, [paused, count, go]);
  if (!count) return null;
  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label={t('home.testimonials.title')}
      data-testid="testimonials"
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
    >
      <div className="testimonial-viewport">
        <ul
          className="testimonial-track"
          lang={lang}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SPEED_MS}ms` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map((x, i) => (
            <li
              key={x.name}
              className="testimonial"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <p className="stars" role="img" aria-label={t('home.testimonials.stars')}>
                ★★★★★
              </p>
              <blockquote>
                <p>{x.desc}</p>
              </blockquote>
              <div className="testimonial-who">
                <img src={x.image} alt="" width={56} height={56} loading="lazy" />
                <p>
                  <strong>{x.name}</strong>
                  <br />
                  <span className="muted">{x.designation}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel-arrows">
        <button type="button" className="btn btn-ghost" onClick={() => go(-1)} aria-label={t('home.testimonials.prev')}>
          ←
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => go(1)} aria-label={t('home.testimonials.next')}>
          →
        </button>
      </div>
    </section>
  );
}
