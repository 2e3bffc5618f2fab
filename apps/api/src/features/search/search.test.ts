// How a page in an indexed order is found, from the figures the search reads (the cases are
// searches measured at a million listings, bench/README.md).
import { describe, expect, it } from 'vitest';
import { chooseWay } from './search-ways.ts';

const none = Infinity;

describe('walking an order or collecting', () => {
  it('walks when there is nothing to collect by', () => {
    expect(chooseWay({ need: 12, passed: 285_000, estimate: 50, inBand: none, box: none })).toBe('walk');
  });

  it('collects few matches, which it then counts on the way', () => {
    // 48 four-bedroom rentals under 30,000 within 5 km.
    expect(chooseWay({ need: 12, passed: 285_000, estimate: 48, inBand: 13_975, box: 252_085 })).toBe('band');
    expect(chooseWay({ need: 12, passed: 285_000, estimate: 600, inBand: none, box: 9_000 })).toBe('box');
  });

  it('probes a walk expected to be short, however large the collection', () => {
    // Buy, 4+ bedrooms, under 2 crore within 5 km: 2,742 matches among 332,000.
    expect(chooseWay({ need: 12, passed: 332_046, estimate: 2_742, inBand: 81_915, box: 281_000 })).toBe('probe');
    // Rentals under 30,000 around a sector, newest first.
    expect(chooseWay({ need: 12, passed: 284_153, estimate: 2_912, inBand: 13_975, box: 252_085 })).toBe('probe');
  });

  it('after a probe found no page, walks or collects by what the probe found', () => {
    // None of 4,000 rentals had three bedrooms under 30,000: the band is read.
    const threeBeds = { need: 12, passed: 285_000, estimate: 2_361, inBand: 13_975, box: 252_085 };
    expect(chooseWay(threeBeds)).toBe('probe');
    expect(chooseWay({ ...threeBeds, probed: 0 })).toBe('band');
    // One of the 4,000 dearest rentals was near the sector: walking on reads far less than the box.
    const dearest = { need: 12, passed: 284_153, estimate: 60_000, inBand: none, box: 280_000 };
    expect(chooseWay(dearest)).toBe('probe');
    expect(chooseWay({ ...dearest, probed: 1 })).toBe('walk');
  });

  it('takes a long walk only when collecting would read far more', () => {
    expect(chooseWay({ need: 12, passed: 332_046, estimate: 1_500, inBand: 200_000, box: 300_000 })).toBe('walk');
    expect(chooseWay({ need: 12, passed: 332_046, estimate: 1_500, inBand: 9_000, box: 300_000 })).toBe('band');
    expect(chooseWay({ need: 100, passed: 332_046, estimate: 1_500, inBand: 60_000, box: 300_000 })).toBe('band');
  });
});
