import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import type { RootData } from '../session';

// One toast system for the site: top-right, closes after 5000 ms, pauses while
// hovered or focused, dragged sideways past 80 % of its width it goes away. Messages come from
// the server (a flash after a redirect) or from components (toast()).
const AUTO_CLOSE_MS = 5000;
const DRAG_DISMISS = 0.8;

type Kind = 'success' | 'error' | 'info';
interface Item {
  id: string;
  kind: Kind;
  message: string;
  /** Which form said it: a form's new answer replaces its earlier one instead of stacking under it. */
  source?: string;
}

const listeners = new Set<(t: Item) => void>();
const dismissers = new Set<(source: string) => void>();
export function toast(message: string, kind: Kind = 'info', source?: string): void {
  const item = { id: `${Date.now()}-${Math.random()}`, kind, message, source };
  for (const l of listeners) l(item);
}
/** Takes away what a form said before (its refusal, once it succeeded). */
export function dismissToasts(source: string): void {
  for (const d of dismissers) d(source);
}

export function Toaster() {
  const { t } = useI18n();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [items, setItems] = useState<Item[]>([]);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const add = (item: Item) =>
      setItems((xs) => [...xs.filter((x) => !item.source || x.source !== item.source).slice(-3), item]);
    const dismiss = (source: string) => setItems((xs) => xs.filter((x) => x.source !== source));
    listeners.add(add);
    dismissers.add(dismiss);
    return () => {
      listeners.delete(add);
      dismissers.delete(dismiss);
    };
  }, []);
  const flash = root?.flash;
  useEffect(() => {
    if (flash && !shown.current.has(flash.id)) {
      shown.current.add(flash.id);
      setItems((xs) => [...xs.slice(-3), flash]);
    }
  }, [flash]);

  const remove = (id: string) => setItems((xs) => xs.filter((x) => x.id !== id));
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions" role="region" aria-label={t('toast.region')}>
      {items.map((item) => (
        <Toast key={item.id} item={item} onClose={() => remove(item.id)} closeLabel={t('toast.close')} />
      ))}
    </div>
  );
}

function Toast({ item, onClose, closeLabel }: { item: Item; onClose: () => void; closeLabel: string }) {
  const { tm } = useI18n();
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const left = useRef(AUTO_CLOSE_MS);
  const el = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paused) return;
    const began = Date.now();
    const timer = setTimeout(onClose, left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - began;
    };
  }, [paused, onClose]);

  const onPointerDown = (e: React.PointerEvent) => {
    start.current = e.clientX;
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    const width = el.current?.offsetWidth ?? 300;
    if (Math.abs(dx) >= width * DRAG_DISMISS) onClose();
    else setDx(0);
    start.current = null;
  };

  return (
    <div
      ref={el}
      className={`toast toast-${item.kind}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(dx) / 400) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span>{tm(item.message)}</span>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
