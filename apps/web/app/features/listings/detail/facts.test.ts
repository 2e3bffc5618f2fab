import { describe, expect, it } from 'vitest';
import { applies, factValue } from './facts';

const pg = { purpose: 'pg', property_type: 'room' } as const;
const flat = { purpose: 'rent', property_type: 'apartment' } as const;
const plot = { purpose: 'buy', property_type: 'plot' } as const;
const stay = { purpose: 'short_stay', property_type: 'apartment' } as const;

describe('facts that apply to a kind of listing', () => {
  it('leaves out what a PG is not let by: bedrooms, balconies, parking, price per sq ft', () => {
    for (const f of ['bedrooms', 'balconies', 'parking', 'per_sqft'] as const) expect(applies(f, pg)).toBe(false);
    expect(applies('pg', pg)).toBe(true);
    expect(applies('bathrooms', pg)).toBe(true);
    expect(applies('pg', flat)).toBe(false);
  });

  it('gives a plot no rooms or floors, and a short stay no price per sq ft', () => {
    for (const f of ['bedrooms', 'bathrooms', 'balconies', 'floor', 'furnishing'] as const)
      expect(applies(f, plot)).toBe(false);
    expect(applies('area', plot)).toBe(true);
    expect(applies('per_sqft', stay)).toBe(false);
  });

  it('reads a zero the form starts at as not given, but keeps the ground floor', () => {
    expect(factValue('balconies', flat, 0)).toBeNull();
    expect(factValue('parking', flat, 0)).toBeNull();
    expect(factValue('balconies', flat, 2)).toBe(2);
    expect(factValue('floor', flat, 0)).toBe(0);
    expect(factValue('balconies', pg, 2)).toBeNull();
    expect(factValue('bedrooms', flat, null)).toBeNull();
  });
});
