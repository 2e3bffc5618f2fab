import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A bar fixed to the bottom of a phone's screen (a listing's or a project's contact actions). The
 * page keeps room below its content exactly as tall as the bar (`--sticky-bar-h`, measured here
 * whenever the bar's height changes: a second row, larger text, a longer translation), so the bar
 * never covers the end of the page; without scripts styles.css keeps a fixed room that fits it.
 */
export function StickyBar({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      // Hidden on wide screens (display: none): then it needs no room.
      const h = el.getBoundingClientRect().height;
      root.style.setProperty('--sticky-bar-h', `${Math.ceil(h)}px`);
    };
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    measure();
    return () => {
      watch.disconnect();
      root.style.removeProperty('--sticky-bar-h');
    };
  }, []);
  return (
    <div ref={bar} className="contact-bar" role="region" aria-label={label} data-testid={testId}>
      {children}
    </div>
  );
}
