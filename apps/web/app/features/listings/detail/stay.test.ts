import { describe, expect, it } from 'vitest';
import { indiaToday, stayDatesOf } from './stay';

const q = (s: string) => new URLSearchParams(s);

describe("a short stay's dates from the address", () => {
  it('reads a stay and counts its nights', () => {
    expect(stayDatesOf(q('check_in=2030-01-10&check_out=2030-01-13'), '2030-01-01')).toEqual({
      check_in: '2030-01-10',
      check_out: '2030-01-13',
      nights: 3,
    });
  });

  it('refuses reversed, past, malformed or one-sided dates, and is silent without any', () => {
    expect(stayDatesOf(q('check_in=2030-01-13&check_out=2030-01-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q('check_in=2030-01-10&check_out=2030-01-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q('check_in=2029-12-10&check_out=2030-01-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q('check_in=tomorrow&check_out=2030-01-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q('check_in=2030-01-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q('check_in=2030-01-10&check_out=2031-06-10'), '2030-01-01')).toBe('bad');
    expect(stayDatesOf(q(''), '2030-01-01')).toBeNull();
  });

  it("takes today in India's calendar whatever the server's zone", () => {
    // 20:00 UTC on 1 January is 01:30 on 2 January in India.
    expect(indiaToday(Date.parse('2030-01-01T20:00:00Z'))).toBe('2030-01-02');
  });
});
