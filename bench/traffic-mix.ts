// What the traffic benchmark asks for: searches with a long tail of filter combinations and
// listings whose popularity follows a Zipf law, both drawn from a seeded generator so that two
// runs ask the same things in the same order.
import { mulberry32 } from '@aangan/demo/seed/random';

/** Draws ranks 0..n-1 with P(rank r) ∝ 1 / (r + 1)^s, by binary search in the cumulative weights. */
export function zipf(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1) ** s;
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface Place {
  lat: number;
  lng: number;
}

const PURPOSES = ['rent', 'buy', '', 'pg', 'short_stay', 'commercial'];
/** Price ceilings by purpose (rupees a month, a night, or in all for a sale), low to high. */
const BUDGETS: Record<string, number[]> = {
  rent: [15_000, 30_000, 60_000],
  buy: [5_000_000, 10_000_000, 20_000_000],
  '': [15_000, 30_000, 60_000],
  pg: [8_000, 12_000, 16_000],
  short_stay: [2_500, 4_000, 6_000],
  commercial: [50_000, 100_000, 200_000],
};

/** Each dimension of a search, its values from the most to the least asked for ('' = not set). */
function dimensions(places: Place[], budgets: boolean): string[][] {
  return [
    PURPOSES.map((p) => (p ? `purpose=${p}` : '')),
    ['', ...places.map((p) => `lat=${p.lat.toFixed(5)}&lng=${p.lng.toFixed(5)}&radius=5`)],
    ['', '2', '3', '1', '4'].map((n) => (n ? `bedrooms_min=${n}` : '')), // "n+ bedrooms", as the page's filter
    budgets ? ['', '0', '1', '2'] : [''], // a budget band of the purpose, written by queryOf
    ['', 'sort_by=newest', 'sort_by=price_low', 'sort_by=price_high', 'sort_by=popular'],
    ['', 'page=2', 'page=3', 'page=4', 'page=5'],
  ];
}

function queryOf(dims: string[][], digits: number[]): string {
  const parts = digits.map((v, d) => dims[d]![v]!);
  const purpose = PURPOSES[digits[0]!]!;
  // Rooms in a PG and offices or shops have no bedroom count to ask for.
  if (purpose === 'pg' || purpose === 'commercial') parts[2] = '';
  const band = parts[3];
  parts[3] = band ? `price_max=${BUDGETS[purpose]![Number(band)]}` : '';
  return parts.filter(Boolean).join('&');
}

/**
 * Every combination of the dimensions, most likely first. A value's weight is 1/(its place in the
 * dimension + 1) (rent before PG, page 1 before page 5, the first places before the last), a
 * combination's the product of its values'. Ranking by that and drawing the rank from a Zipf
 * law gives a few very popular searches ("rent", "buy", "rent by newest") and a long tail.
 */
export function searchCombinations(places: Place[], budgets = true): string[] {
  const dims = dimensions(places, budgets);
  const total = dims.reduce((n, d) => n * d.length, 1);
  const score = new Float64Array(total);
  const digits = (i: number) =>
    dims.map((d) => {
      const v = i % d.length;
      i = Math.floor(i / d.length);
      return v;
    });
  for (let i = 0; i < total; i++) score[i] = digits(i).reduce((p, v) => p / (v + 1), 1);
  const order = Uint32Array.from({ length: total }, (_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
  return Array.from(order, (i) => queryOf(dims, digits(i)));
}

export interface Tail {
  /** A search's query string (may be empty: the plain list). */
  search(): string;
  /** A live listing's id, popular ones more often. */
  listing(): number;
}

/**
 * Zipf-drawn searches (s = 1 over every combination; `budgets` false leaves out price ceilings)
 * and listings (s = 1 over the live listings in a fixed shuffled order).
 */
export function longTail(places: Place[], listingIds: number[], seed: number, budgets = true): Tail {
  const random = mulberry32(seed);
  const combos = searchCombinations(places, budgets);
  const searchRank = zipf(combos.length, 1, random);
  const listingRank = zipf(listingIds.length, 1, random);
  return {
    search: () => combos[searchRank()]!,
    listing: () => listingIds[listingRank()]!,
  };
}

/** Draws one of the values with the given weights (they need not sum to 1). */
function weighted<T>(pairs: [T, number][], random: () => number): () => T {
  const total = pairs.reduce((t, [, w]) => t + w, 0);
  return () => {
    let x = random() * total;
    for (const [v, w] of pairs) if ((x -= w) < 0) return v;
    return pairs[pairs.length - 1]![0];
  };
}

/**
 * The portal mix: each part of a search drawn on its own, the way visitors use a listing page —
 * most take the first page in the default order, about half add no bedroom count, a quarter set
 * a price ceiling, and places follow a Zipf law (s = 1, the gazetteer's order). The same 756,000
 * combinations as `longTail`, with a heavier head: the shares are in docs/benchmarks/2026-11-26-traffic.md.
 */
export function portalTail(places: Place[], listingIds: number[], seed: number, budgets = true): Tail {
  const random = mulberry32(seed);
  const draw = portalParts(places, random, budgets);
  const listingRank = zipf(listingIds.length, 1, random);
  return {
    search: () => {
      const p = draw.purpose();
      const parts = [p ? `purpose=${p}` : ''];
      if (draw.anyPlace()) {
        const at = places[draw.placeRank()]!;
        parts.push(`lat=${at.lat.toFixed(5)}&lng=${at.lng.toFixed(5)}&radius=5`);
      }
      const beds = draw.bedrooms();
      if (beds && p !== 'pg' && p !== 'commercial') parts.push(`bedrooms_min=${beds}`);
      const b = draw.band();
      if (b) parts.push(`price_max=${BUDGETS[p]![Number(b)]}`);
      const s = draw.sort();
      if (s) parts.push(`sort_by=${s}`);
      const n = draw.page();
      if (n > 1) parts.push(`page=${n}`);
      return parts.filter(Boolean).join('&');
    },
    listing: () => listingIds[listingRank()]!,
  };
}

/** One of the object's keys, drawn with its value as weight. */
const weightedKey = (weights: Record<string, number>, random: () => number) =>
  weighted(Object.entries(weights), random);

/** How often each part of a search is asked for, in the portal mix ('' = not set). */
function portalParts(places: Place[], random: () => number, budgets: boolean) {
  const anyPlace = weightedKey({ no: 30, yes: 70 }, random);
  const page = weightedKey({ 1: 80, 2: 12, 3: 5, 4: 2, 5: 1 }, random);
  return {
    purpose: weightedKey({ rent: 38, buy: 32, '': 10, pg: 10, short_stay: 5, commercial: 5 }, random),
    anyPlace: () => anyPlace() === 'yes',
    placeRank: zipf(places.length, 1, random),
    bedrooms: weightedKey({ '': 55, 2: 20, 3: 15, 1: 5, 4: 5 }, random),
    band: weightedKey(budgets ? { '': 75, 0: 10, 1: 10, 2: 5 } : { '': 1 }, random),
    sort: weightedKey({ '': 80, newest: 4, price_low: 8, price_high: 4, popular: 4 }, random),
    page: () => Number(page()),
  };
}
