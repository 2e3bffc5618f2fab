import { describe, expect, it } from 'vitest';
import { priceFormatted } from './mapper.ts';

describe('price_formatted', () => {
  it('writes the price in rupees with Indian grouping and its unit', () => {
    expect(priceFormatted({ price_value: '46500', purpose: 'rent', daily_rate: null, price_type: 'rent' })).toBe(
      '₹46,500/per month',
    );
    expect(priceFormatted({ price_value: 12500000, purpose: 'buy', daily_rate: null, price_type: null })).toBe(
      '₹1,25,00,000',
    );
    expect(priceFormatted({ price_value: 3200, purpose: 'short_stay', daily_rate: 3200, price_type: null })).toBe(
      '₹3,200/per day',
    );
    expect(priceFormatted({ price_value: 90000, purpose: 'commercial', daily_rate: null, price_type: 'rent' })).toBe(
      '₹90,000/per month',
    );
    expect(priceFormatted({ price_value: null, purpose: 'buy', daily_rate: null, price_type: null })).toBeNull();
  });
});
