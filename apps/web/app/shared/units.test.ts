import { describe, expect, it } from 'vitest';
import { distanceIn, rupeesShortIn } from './units';

describe('units in the page language', () => {
  it('writes distances in kilometres or metres', () => {
    expect([
      distanceIn(5.46, 'en-IN'),
      distanceIn(0.203, 'en-IN'),
      distanceIn(5.46, 'hi-IN'),
      distanceIn(0.203, 'hi-IN'),
      distanceIn(null, 'hi-IN'),
    ]).toEqual(['5.5 km', '203 m', '5.5 कि.मी.', '203 मी.', null]);
  });
  it('writes short rupee amounts in crore and lakh', () => {
    expect([
      rupeesShortIn(12_500_000, 'en-IN'),
      rupeesShortIn(8_500_000, 'hi-IN'),
      rupeesShortIn(12_500_000, 'hi-IN'),
      rupeesShortIn(45_000, 'hi-IN'),
    ]).toEqual(['₹1.25 Cr', '₹85 लाख', '₹1.25 करोड़', '₹45,000']);
  });
});
