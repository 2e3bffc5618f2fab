// The visitor's location, for searches near them: a stored place under 24 hours old, else the
// browser's position ('Your Current Location'), else Gurugram's centre with the reason shown.
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCATION } from '@aangan/contracts';

export interface Place {
  lat: number;
  lng: number;
  name: string;
}

const KEY = 'user-location';
const VALID_MS = 24 * 60 * 60 * 1000;
/** Timeout 10 s, high accuracy, a cached position up to 5 minutes old: an answer soon, precise enough for "near me". */
const OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true, maximumAge: 5 * 60 * 1000 };

export const LOCATION_ERRORS = {
  unsupported: 'Geolocation not supported. Showing results for Gurgaon.',
  denied: 'Location permission denied. Showing results for Gurgaon.',
  unavailable: 'Location unavailable. Showing results for Gurgaon.',
  timeout: 'Location request timed out. Showing results for Gurgaon.',
  other: 'Location error. Showing results for Gurgaon.',
} as const;

export const FALLBACK: Place = { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng, name: DEFAULT_LOCATION.name };

/** The stored place if it is still fresh. */
export function storedPlace(now = Date.now()): Place | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as (Place & { at: number }) | null;
    return v && now - v.at < VALID_MS && Number.isFinite(v.lat) && Number.isFinite(v.lng)
      ? { lat: v.lat, lng: v.lng, name: v.name }
      : null;
  } catch {
    return null;
  }
}

export function storePlace(p: Place, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...p, at: now }));
  } catch {
    /* private mode: kept for this page only */
  }
}

/** Which message (LOCATION_ERRORS) a geolocation failure gets: unsupported, denied, unavailable, else timed out. */
export function errorFor(code: number | null): string {
  if (code === null) return LOCATION_ERRORS.unsupported;
  return code === 1
    ? LOCATION_ERRORS.denied
    : code === 2
      ? LOCATION_ERRORS.unavailable
      : code === 3
        ? LOCATION_ERRORS.timeout
        : LOCATION_ERRORS.other;
}

/**
 * The place pages search around. `locate()` asks the browser again (Try Again, reset to current);
 * `choose()` sets a searched place. Nothing runs on the server: until the browser answers,
 * `locating` is true.
 */
export function useVisitorLocation() {
  const [place, setPlace] = useState<Place | null>(null);
  const [locating, setLocating] = useState(true);
  const [error, setError] = useState<string | null>(null);

  // Asks the browser; every answer (and the no-support case) arrives asynchronously.
  const ask = useCallback(() => {
    const fail = (code: number | null) => {
      setError(errorFor(code));
      setPlace(FALLBACK);
      setLocating(false);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      queueMicrotask(() => fail(null));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const p = { lat: pos.coords.latitude, lng: pos.coords.longitude, name: 'Your Current Location' };
        storePlace(p);
        setPlace(p);
        setError(null);
        setLocating(false);
      },
      (err) => fail(err.code),
      OPTIONS,
    );
  }, []);
  const locate = useCallback(() => {
    setLocating(true);
    setError(null);
    ask();
  }, [ask]);

  useEffect(() => {
    const kept = storedPlace();
    // A fresh stored place needs no prompt; otherwise ask the browser.
    if (kept)
      queueMicrotask(() => {
        setPlace(kept);
        setLocating(false);
      });
    else ask();
  }, [ask]);

  const choose = useCallback((p: Place) => {
    storePlace(p);
    setPlace(p);
    setError(null);
    setLocating(false);
  }, []);
  return { place, locating, error, locate, choose };
}
