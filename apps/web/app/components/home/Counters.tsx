import { useEffect, useRef, useState } from 'react';
import type { Counter } from '@aangan/contracts';
import { LineIcon } from '../LineIcon';

// Spec section 9: counters count up over 6 s after a 0.2 s delay. The server renders the final
// figures (what search engines and people without scripts read); the count-up starts when the
// row first scrolls into view, and never for people who ask for reduced motion.
const DURATION_MS = 6000;
const DELAY_MS = 200;

export function Counters({ items }: { items: Counter[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      setProgress(0);
      timer = setTimeout(() => {
        const start = performance.now();
        const tick = (now: number) => {
          const p = Math.min(1, (now - start) / DURATION_MS);
          setProgress(1 - (1 - p) ** 3); // ease out: most of the count early
          if (p < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      }, DELAY_MS);
    }, { threshold: 0.3 });
    seen.observe(el);
    return () => { seen.disconnect(); cancelAnimationFrame(frame); clearTimeout(timer); };
  }, []);
  return (
    <ul className="counters" ref={ref} data-testid="counters">
      {items.map((c) => (
        <li key={c.text}>
          <span className="counter-icon"><LineIcon name={c.icon} /></span>
          {/* The label carries the final figure so a screen reader never reads a moving number. */}
          <strong aria-hidden="true">{Math.round(c.number * progress)}{c.suffix}</strong>
          <span className="sr-only">{c.number}{c.suffix} </span>
          <span>{c.text}</span>
        </li>
      ))}
    </ul>
  );
}
