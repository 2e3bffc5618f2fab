import { describe, expect, it } from 'vitest';
import { pinPrice, reachKm } from './map-pins';

describe('a map pin price', () => {
  it('is short, in crore, lakh or thousands, with one decimal at most', () => {
    expect(
      [12_000_000, 10_000_000, 8_550_000, 100_000, 45_000, 45_500, 1_000, 900].map((v) => pinPrice(v, 'en-IN')),
    ).toEqual(['₹1.2 Cr', '₹1 Cr', '₹85.5 L', '₹1 L', '₹45k', '₹45.5k', '₹1k', '₹900']);
  });
  it('uses the Hindi words on Hindi pages', () => {
    expect([12_000_000, 8_500_000, 45_000].map((v) => pinPrice(v, 'hi-IN'))).toEqual([
      '₹1.2 करोड़',
      '₹85 लाख',
      '₹45 हज़ार',
    ]);
  });
  it('is absent without a price', () => {
    expect([null, undefined, 0, Number.NaN].map((v) => pinPrice(v, 'en-IN'))).toEqual([null, null, null, null]);
  });
});

describe('the reach of the visible map', () => {
  it('is whole km between 1 and 50', () => {
    expect([200, 1000, 4200, 80_000].map(reachKm)).toEqual([1, 1, 5, 50]);
  });
});
