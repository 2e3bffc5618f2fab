import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear } from './time';

describe('long dates', () => {
  it('writes every month (and month and year) as Intl does in English and Hindi, in India time', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
      const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
      for (let m = 0; m < 12; m++) {
        // 20:00 UTC on the last day of a month is already the next month's first day in India.
        for (const at of [new Date(Date.UTC(2026, m, 15, 6)), new Date(Date.UTC(2026, m + 1, 0, 20))]) {
          expect(formatLongDate(at.toISOString(), locale)).toBe(intl.format(at));
          expect(formatMonthYear(at.toISOString(), locale)).toBe(monthYear.format(at));
        }
      }
    }
  });
});
