// "Availability confirmed 3 days ago": how long since a listing's owner (or our team, verifying
// it) last confirmed it, counted in India calendar days, on cards and the listing page
// (decision 024). Never in the future: a clock ahead of ours reads as today.
import type { MessageKey } from '../../shared/i18n';

const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;

/** India calendar days from `at` to `now` (0: today), never below 0. */
export function indiaDaysSince(at: string, now = Date.now()): number {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.floor((now + IST) / DAY) - Math.floor((t + IST) / DAY));
}

/** The message (and its number) saying when availability was last confirmed; null when never. */
export function confirmedMessage(
  at: string | null | undefined,
  now = Date.now(),
): { key: MessageKey; n: number } | null {
  if (!at) return null;
  const n = indiaDaysSince(at, now);
  if (n === 0) return { key: 'card.confirmedToday', n };
  if (n === 1) return { key: 'card.confirmedYesterday', n };
  return { key: 'card.confirmedDays', n };
}
