import { describe, expect, it } from 'vitest';
import { errorText } from './errors.ts';
import {
  formatDistance,
  formatIndianNumber,
  formatRupees,
  formatRupeesShort,
  pricePeriod,
  priceUnit,
} from './format.ts';

describe('money and distance as a person in India reads them', () => {
  it('groups rupees the Indian way without decimals', () => {
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
    expect(formatRupees(45000.6)).toBe('₹45,001');
    expect(formatRupees(null)).toBeNull();
    expect(formatRupeesShort(12500000)).toBe('₹1.25 Cr');
    expect(formatRupeesShort(8500000)).toBe('₹85 L');
  });
  it('groups whole numbers the Indian way: three digits, then pairs', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [7, '7'],
      [999, '999'],
      [1000, '1,000'],
      [99999, '99,999'],
      [100000, '1,00,000'],
      [1234567, '12,34,567'],
      [12345678.4, '1,23,45,678'],
      [987654321012, '9,87,65,43,21,012'],
      [-45000, '-45,000'],
      [-1234567.6, '-12,34,568'],
      [-0.4, '0'],
    ];
    for (const [n, text] of cases) expect(formatIndianNumber(n), String(n)).toBe(text);
  });
  it('shows distances under 1 km in metres', () => {
    expect(formatDistance(0.42)).toBe('420 m');
    expect(formatDistance(3.456)).toBe('3.5 km');
  });
  it('uses /per day when a daily rate exists, else /per month for rents', () => {
    expect(priceUnit({ purpose: 'short_stay', daily_rate: 3000 })).toBe('/per day');
    expect(priceUnit({ purpose: 'rent', daily_rate: null })).toBe('/per month');
    expect(priceUnit({ purpose: 'buy', daily_rate: null })).toBe('');
    expect(pricePeriod({ purpose: 'commercial', daily_rate: null, price_type: 'rent' })).toBe('month');
    expect(pricePeriod({ purpose: 'commercial', daily_rate: null, price_type: 'sale' })).toBeNull();
  });
});

describe('the error text shown for an API error', () => {
  it('joins list messages with commas and falls back', () => {
    expect(errorText([{ msg: 'a' }, { message: 'b' }])).toBe('a, b');
    expect(errorText({ msg: 'x' })).toBe('x');
    expect(errorText('plain')).toBe('plain');
    expect(errorText(42, 'Failed to login')).toBe('Failed to login');
  });
});
