import type { Locale } from '../../shared/i18n';
import { rupeesShortIn } from '../../shared/units';

/** A project's price band in short form (₹1.2 Cr – ₹2.4 Cr; करोड़ and लाख in Hindi); one end alone when that is all there is. */
export function priceRange(min: number | null, max: number | null, locale: Locale): string | null {
  const a = rupeesShortIn(min, locale),
    b = rupeesShortIn(max, locale);
  return a && b ? (a === b ? a : `${a} – ${b}`) : (a ?? b);
}
