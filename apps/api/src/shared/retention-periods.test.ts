import { describe, expect, it } from 'vitest';
import { RETENTION, cutoff } from './retention-periods.ts';

const at = (iso: string) => new Date(iso);

describe('retention cut-offs', () => {
  it('count days as 24 hours', () => {
    expect(cutoff(at('2026-06-15T06:30:00Z'), RETENTION.sentMail)).toEqual(at('2026-03-17T06:30:00Z'));
    expect(cutoff(at('2026-06-15T06:30:00Z'), RETENTION.listingDrafts)).toEqual(at('2026-06-14T06:30:00Z'));
  });

  it('count months on the India calendar, to the same time of day', () => {
    expect(cutoff(at('2026-06-15T06:30:00Z'), RETENTION.enquiries)).toEqual(at('2025-06-15T06:30:00Z'));
    expect(cutoff(at('2026-06-15T06:30:00Z'), RETENTION.grievances)).toEqual(at('2023-06-15T06:30:00Z'));
    // 01:30 on 1 May in India is still 30 April in UTC: a month back is 1 April in India.
    expect(cutoff(at('2026-04-30T20:00:00Z'), { months: 1 })).toEqual(at('2026-03-31T20:00:00Z'));
    expect(cutoff(at('2026-01-10T00:00:00Z'), { months: 2 })).toEqual(at('2025-11-10T00:00:00Z'));
  });

  it('end on the last day of a shorter month', () => {
    expect(cutoff(at('2026-03-31T06:30:00Z'), { months: 1 })).toEqual(at('2026-02-28T06:30:00Z'));
    expect(cutoff(at('2028-02-29T06:30:00Z'), RETENTION.visits)).toEqual(at('2027-02-28T06:30:00Z'));
    expect(cutoff(at('2028-03-31T06:30:00Z'), { months: 1 })).toEqual(at('2028-02-29T06:30:00Z'));
  });
});
