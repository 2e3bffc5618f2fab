// The Gurugram gazetteer: real places from OpenStreetMap (© OpenStreetMap contributors, ODbL)
// with reference asking prices per sector from public sources (../shared/data). The JSON files
// are copied into this package so a clone runs without the shared folder.
import { readFileSync } from 'node:fs';
import { distanceKm, slugify } from './random.ts';

export interface Place {
  name: string;
  kind: 'sector' | 'locality' | 'society' | 'road' | 'metro_station' | 'landmark';
  lat: number;
  lng: number;
  aliases: string[];
  sector: string | null;
  source: string;
}
interface PriceRow {
  sector: string;
  price_per_sqft_min: number;
  price_per_sqft_max: number;
  kind: string;
}

const dataDir = new URL('../../data/', import.meta.url);
const placesFile = JSON.parse(readFileSync(new URL('gurugram-places.json', dataDir), 'utf8')) as {
  attribution: string;
  places: Place[];
};
const pricesFile = JSON.parse(readFileSync(new URL('gurugram-prices.json', dataDir), 'utf8')) as {
  attribution: string;
  sectors: PriceRow[];
};

export const OSM_ATTRIBUTION = placesFile.attribution;
export const PRICES_ATTRIBUTION = pricesFile.attribution;

export const places: Place[] = placesFile.places.map((p) => ({
  ...p,
  sector: p.sector ?? null,
  aliases: p.aliases ?? [],
}));

/** Unique slugs: a name used twice (two Sikanderpurs) gets its sector appended. */
export function placeSlug(p: Place): string {
  const base = slugify(p.name);
  const clash = places.filter((q) => slugify(q.name) === base).length > 1;
  return clash ? `${base}-${p.kind}${p.sector ? `-${slugify(p.sector)}` : ''}` : base;
}

// Median asking price band per sector: resale quotes first, project quotes where none.
const bySector = new Map<string, { min: number; max: number }>();
for (const sector of new Set(pricesFile.sectors.map((r) => r.sector))) {
  const rows = pricesFile.sectors.filter((r) => r.sector === sector);
  const pool = rows.some((r) => r.kind === 'resale') ? rows.filter((r) => r.kind === 'resale') : rows;
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)]!;
  };
  bySector.set(sector, {
    min: med(pool.map((r) => r.price_per_sqft_min)),
    max: med(pool.map((r) => r.price_per_sqft_max)),
  });
}

const sectorPlaces = places.filter((p) => p.kind === 'sector' && p.sector && bySector.has(p.sector));

/** Reference band for a place: its sector's, else the nearest priced sector's. */
export function priceBand(p: { lat: number; lng: number; sector: string | null }): {
  min: number;
  max: number;
  sector: string;
} {
  if (p.sector && bySector.has(p.sector)) return { ...bySector.get(p.sector)!, sector: p.sector };
  let best = sectorPlaces[0]!,
    bestD = Infinity;
  for (const s of sectorPlaces) {
    const d = distanceKm(p, s);
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return { ...bySector.get(best.sector!)!, sector: best.sector! };
}

export function sectorBand(sector: string): { min: number; max: number } | undefined {
  return bySector.get(sector);
}

/** The nearest road, metro station or landmark within `maxKm`, for "near ..." text. */
export function nearestLandmark(
  p: { lat: number; lng: number },
  maxKm = 2.5,
  kinds: Place['kind'][] = ['road', 'metro_station', 'landmark'],
): Place | null {
  let best: Place | null = null,
    bestD = maxKm;
  for (const q of places) {
    if (!kinds.includes(q.kind)) continue;
    const d = distanceKm(p, q);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}
