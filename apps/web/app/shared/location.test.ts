import { afterEach, describe, expect, it } from 'vitest';
import { errorFor, FALLBACK, LOCATION_ERRORS, storedPlace, storePlace } from './location';

const memory = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
} as Storage;
afterEach(() => memory.clear());

describe('the visitor location', () => {
  it('keeps a place for 24 hours', () => {
    const now = Date.UTC(2026, 10, 23, 10);
    storePlace({ lat: 28.44, lng: 77.06, name: 'Sector 45' }, now);
    expect(storedPlace(now + 23.9 * 3600e3)).toEqual({ lat: 28.44, lng: 77.06, name: 'Sector 45' });
    expect(storedPlace(now + 24 * 3600e3)).toBeNull();
    memory.set('user-location', 'not json');
    expect(storedPlace(now)).toBeNull();
  });

  it('names each geolocation failure, falling back to Gurugram', () => {
    expect([null, 1, 2, 3, 9].map(errorFor)).toEqual([
      LOCATION_ERRORS.unsupported,
      LOCATION_ERRORS.denied,
      LOCATION_ERRORS.unavailable,
      LOCATION_ERRORS.timeout,
      LOCATION_ERRORS.other,
    ]);
    expect(LOCATION_ERRORS.denied).toBe('Location permission denied. Showing results for Gurgaon.');
    expect(FALLBACK).toEqual({ lat: 28.4595, lng: 77.0266, name: 'Gurgaon, India' });
  });
});
