import { useCallback, useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { AUTOPLAY_MS, SPEED_MS } from './testimonials-timing';
import '../content.css';

// One slide at a time, centred, moving on every 2000 ms with a 1500 ms transition, with arrows and
// no dots; paused on hover, while focused (keyboard users) and for people who ask for reduced
// motion (WCAG 2.2.2).

/** `lang`: the quotes' language where it is not the page's (English ones on a Hindi page). */
export function Testimonials({ items, lang }: { items: Testimonial[]; lang?: string }) {
  const { t } = useI18n();
  const count = items.length;
  const { index, paused, hold, go } = useCarousel(count);
  if (!count) return null;
  return (
    // A group, not a second region: the home page's section around it is the landmark, under the
    // same name (two regions of one name: axe's landmark-unique).
    <div
      role="group"
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
            <Slide key={x.name} x={x} n={i + 1} count={count} shown={i === index} />
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
    </div>
  );
}

/** The slide shown, moving on by itself unless held (pointer over it, focus in it) or motion is reduced. */
function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Read by the timer itself: a tick due between the pointer arriving and React clearing the
  // timer must not move the slide that is being read.
  const holding = useRef(false);
  const hold = (on: boolean) => {
    holding.current = on;
    setPaused(on);
  };
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);
  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The next slide starts once the previous transition has ended.
    const id = setInterval(() => {
      if (!holding.current) go(1);
    }, AUTOPLAY_MS + SPEED_MS);
    return () => clearInterval(id);
  }, [paused, count, go]);
  return { index, paused, hold, go };
}

/** One quote; the slides not shown are hidden from assistive technology and the keyboard. */
function Slide({ x, n, count, shown }: { x: Testimonial; n: number; count: number; shown: boolean }) {
  const { t } = useI18n();
  return (
    <li
      className="testimonial"
      aria-roledescription="slide"
      aria-label={`${n} / ${count}`}
      aria-hidden={!shown}
      inert={!shown}
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
  );
}
