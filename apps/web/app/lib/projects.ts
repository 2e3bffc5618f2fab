import { formatRupeesShort } from '@aangan/contracts';

/** A project's price band in short form (₹1.2 Cr – ₹2.4 Cr); one end alone when that is all there is. */
export function priceRange(min: number | null, max: number | null): string | null {
  const a = formatRupeesShort(min), b = formatRupeesShort(max);
  return a && b ? (a === b ? a : `${a} – ${b}`) : a ?? b;
}
