import { describe, expect, it } from 'vitest';
import { slugify } from './admin-content.ts';

describe('slugify', () => {
  it('makes lowercase ASCII words joined by single hyphens', () => {
    expect(slugify('Stamp Duty in Haryana: 2026 Rates')).toBe('stamp-duty-in-haryana-2026-rates');
    expect(slugify('  Café & Co — Sector 29  ')).toBe('cafe-and-co-sector-29');
    expect(slugify('--a__b--')).toBe('a-b');
  });
  it('gives nothing for a title without Latin letters or digits (the caller falls back), and stops at the limit on a word edge', () => {
    expect(slugify('गुरुग्राम')).toBe('');
    expect(slugify('a'.repeat(79) + ' bcd', 80)).toBe('a'.repeat(79));
  });
});
