import { describe, expect, it } from 'vitest';
import { cleanFilters } from './search-clean.server';
import { readFilters } from './search-url';

const clean = (query: string) => cleanFilters(readFilters(new URLSearchParams(query)));

describe('a search URL with values the search refuses', () => {
  it('leaves out a reversed price range and keeps the rest', () => {
    const { f, dropped } = clean('purpose=rent&price_min=90000000&price_max=10&bedrooms_min=2');
    expect(f).toEqual({ purpose: 'rent', price_min: '90000000', bedrooms_min: '2' });
    expect(dropped).toEqual([{ key: 'price_max', code: 'MIN_ABOVE_MAX' }]);
  });

  it('leaves out impossible numbers and text that is no number', () => {
    const { f, dropped } = clean('price_max=-5&bedrooms=abc&bedrooms_max=50&guests=2');
    expect(f).toEqual({ guests: '2' });
    expect(dropped.map((d) => [d.key, d.code])).toEqual([
      ['price_max', 'NUMBER_RANGE'],
      ['bedrooms_min', 'WHOLE_NUMBER_RANGE'],
      ['bedrooms_max', 'WHOLE_NUMBER_RANGE'],
    ]);
  });

  it('leaves out reversed dates, and a check-in without its check-out', () => {
    const reversed = clean('purpose=short_stay&check_in=2026-12-10&check_out=2026-12-05');
    expect(reversed.f).toEqual({ purpose: 'short_stay' });
    expect(reversed.dropped).toEqual([{ key: 'check_out', code: 'CHECK_OUT_ORDER' }]);
    expect(clean('check_in=2026-12-10')).toEqual({ f: {}, dropped: [{ key: 'check_in', code: 'DATES_PAIR' }] });
  });

  it('keeps the known values of a list and leaves out the others', () => {
    const { f, dropped } = clean('property_type=castle&property_type=apartment&purpose=palace');
    expect(f).toEqual({ property_type: ['apartment'] });
    expect(dropped.map((d) => d.key).sort()).toEqual(['property_type', 'purpose']);
  });

  it('leaves out a keyword or a place too long to be one', () => {
    const { f, dropped } = clean(`q=${'x'.repeat(3000)}&location=${'y'.repeat(300)}&purpose=buy`);
    expect(f).toEqual({ purpose: 'buy' });
    expect(dropped).toEqual([
      { key: 'location', code: 'TOO_LONG', params: { max: 100 } },
      { key: 'q', code: 'TOO_LONG', params: { max: 200 } },
    ]);
  });

  it('leaves a sound search as it is', () => {
    const q = 'purpose=rent&price_min=10000&price_max=50000&lat=28.45&lng=77.02&radius=5&sort_by=distance';
    expect(clean(q)).toEqual({ f: readFilters(new URLSearchParams(q)), dropped: [] });
  });
});
