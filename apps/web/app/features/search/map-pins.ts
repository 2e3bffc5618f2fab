// What a listing's pin says on the map: its price, short enough to sit on a street map
// ("₹45k", "₹1.2 Cr"), with the words of the page's language for lakh and crore.
import type { Locale } from '../../shared/i18n';

const UNITS = {
  'en-IN': { crore: 'Cr', lakh: 'L', thousand: 'k' },
  'hi-IN': { crore: 'करोड़', lakh: 'लाख', thousand: 'हज़ार' },
} as const;

/** ₹1.2 Cr, ₹85 L, ₹45k, ₹900; one decimal at most, none when it is zero. */
export function pinPrice(value: number | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const u = UNITS[locale];
  const one = (n: number) => String(Math.round(n * 10) / 10);
  if (value >= 1e7) return `₹${one(value / 1e7)} ${u.crore}`;
  if (value >= 1e5) return `₹${one(value / 1e5)} ${u.lakh}`;
  if (value >= 1e3) return locale === 'hi-IN' ? `₹${one(value / 1e3)} ${u.thousand}` : `₹${one(value / 1e3)}k`;
  return `₹${Math.round(value)}`;
}

/** How far the visible map reaches from its centre, in whole km (1 to 50): the radius a "Search this area" asks for. */
export function reachKm(metres: number): number {
  return Math.min(50, Math.max(1, Math.ceil(metres / 1000)));
}
