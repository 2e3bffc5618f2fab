import { useEffect, useRef, useState } from 'react';
import type { SiteFigures } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { LineIcon } from '../../../shared/ui/LineIcon';
import '../content.css';

// The site in numbers, counted from its data (GET /site/figures), each with its word in the
// page's language and plural. The counters count up over 6 s after a 0.2 s delay.
// The server renders the final figures (what search engines and people without scripts read);
// the count-up starts when the row first scrolls into view, and never for people who ask for
// reduced motion.
const DURATION_MS = 6000;
const DELAY_MS = 200;

const ITEMS = [
  { key: 'live_listings', icon: 'home', label: 'figures.live' },
  { key: 'verified_last_30_days', icon: 'key', label: 'figures.verified' },
  { key: 'localities', icon: 'list', label: 'figures.localities' },
  { key: 'projects', icon: 'apartment', label: 'figures.projects' },
] as const;

export function Counters({ figures }: { figures: SiteFigures }) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const ref = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window))
      return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver(
      (entries) => {
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
      },
      { threshold: 0.3 },
    );
    seen.observe(el);
    return () => {
      seen.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <ul className="counters" ref={ref} data-testid="counters">
      {ITEMS.map(({ key, icon, label }) => {
        const n = figures[key];
        return (
          <li key={key}>
            <span className="counter-icon">
              <LineIcon name={icon} />
            </span>
            {/* The hidden text carries the final figure so a screen reader never reads a moving number. */}
            <strong aria-hidden="true">{number.format(Math.round(n * progress))}</strong>
            <span className="sr-only">{number.format(n)} </span>
            <span>{t(label, { n })}</span>
          </li>
        );
      })}
    </ul>
  );
}
