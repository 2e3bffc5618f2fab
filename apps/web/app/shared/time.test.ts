import { describe, expect, it } from 'vitest';
import { earliestVisitInput, formatDateTime, formatLongDate, formatMonthYear } from './time';

describe('long dates', () => {
  it('writes every month (and month and year) as Intl does in English and Hindi, in India time', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
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

describe('the visit picker', () => {
  it('starts at the first quarter hour an hour from now, in India time', () => {
    // 10:07 UTC is 15:37 in India; an hour later is 16:37, and the next quarter 16:45.
    expect(earliestVisitInput(Date.parse('2026-11-26T10:07:00Z'), 60)).toBe('2026-11-26T16:45');
    expect(earliestVisitInput(Date.parse('2026-11-26T10:15:00Z'), 60)).toBe('2026-11-26T16:45');
    // Past midnight in India.
    expect(earliestVisitInput(Date.parse('2026-11-26T18:10:00Z'), 60)).toBe('2026-11-27T00:45');
  });
  it("writes when a message was sent in the page's language", () => {
    expect(formatDateTime('2026-11-26T01:36:00Z', 'en-IN')).toBe('26 November 2026, 7:06 am');
    expect(formatDateTime('2026-11-26T10:30:00Z', 'hi-IN')).toBe('26 नवंबर 2026, 4:00 pm');
    expect(formatDateTime('2026-11-25T18:45:00Z', 'en-IN')).toBe('26 November 2026, 12:15 am');
    expect(formatDateTime('2026-11-26T06:35:00Z', 'en-IN')).toBe('26 November 2026, 12:05 pm');
  });
});
