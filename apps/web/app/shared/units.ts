// Units written in the page's language: "5.5 km" and "203 m" in English, "5.5 कि.मी." and
// "203 मी." in Hindi; and short rupee amounts with lakh and crore in words ("₹1.2 Cr" /
// "₹1.2 करोड़").
import { formatDistance, formatRupeesShort } from '@aangan/contracts';
import type { Locale } from './i18n';

export function distanceIn(km: number | null | undefined, locale: Locale): string | null {
  const text = formatDistance(km);
  if (text === null || locale !== 'hi-IN') return text;
  return text.replace(/ km$/, ' कि.मी.').replace(/ m$/, ' मी.');
}

export function rupeesShortIn(value: number | null | undefined, locale: Locale): string | null {
  const text = formatRupeesShort(value);
  if (text === null || locale !== 'hi-IN') return text;
  return text.replace(/ Cr$/, ' करोड़').replace(/ L$/, ' लाख');
}
