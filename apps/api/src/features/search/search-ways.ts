// How a search finds a page in an order an index holds (newest, most popular, a price): by
// walking that index or by collecting the matches and sorting them (decision 041). A pure
// choice from figures the search reads; search.ts gathers them.

/** Totals are exact up to this many matches; beyond it the response gives an estimate and says so. */
export const COUNT_CAP = 1000;

/**
 * How a page in an indexed order is found: by walking that index (to the end, or as a probe of
 * PROBE_ROWS listings at most), or by collecting the price band or the box around the point and
 * sorting them.
 */
export type Way = 'walk' | 'probe' | 'band' | 'box';

/** A probing walk reads at most this many listings of the sort's index (15 ms when it finds no page). */
export const PROBE_ROWS = 4000;

/** How many times cheaper than a large collection a walk to the end must look to be taken. */
const WALK_RISK = 4;

/**
 * Collecting up to this many listings costs tens of milliseconds at most: a way that reads no
 * more is taken over a walk that is not clearly short, and (search.ts) a band no larger is read
 * without the GiST box.
 */
export const BAND_AROUND = 15_000;

/**
 * The way that reads the fewest rows. Walking the order's index reads about (rows wanted) ×
 * (listings it passes) / (matches) before it has a page: the listings of the purpose, or of the
 * price band when the order is the price. Collecting reads the price band through the price
 * index, or every listing in the box around the point through the GiST index, and sorts them.
 * "Buy, 4+ bedrooms, under 2 crore within 5 km" has 2,742 matches among 332,000 listings: the
 * walk reads about 1,500, the band 82,000 and the box 281,000 (bench/README.md).
 *
 * The walk's figure rests on the estimate, which misses correlations: three bedrooms are seldom
 * under 30,000 a month, and a walk for none read all 285,000 rentals (1.2 s). So a walk expected
 * to be short is a probe, bounded, with a collection after it if it finds no page; a long one is
 * taken only when collecting would read far more. The figures: the rows wanted (`need`), the listings the walk
 * passes, the estimated matches, the listings in the band and in the box (Infinity where there is
 * none), and what a probe found short of a page (`probed`), from which the walk's length is then
 * reckoned instead of from the estimate.
 */
export function chooseWay(n: {
  need: number;
  passed: number;
  estimate: number;
  inBand: number;
  box: number;
  probed?: number;
}): Way {
  const collect = Math.min(n.inBand, n.box);
  if (collect === Infinity) return 'walk';
  const collecting: Way = n.inBand <= n.box ? 'band' : 'box';
  // The dearest rentals of the city lie elsewhere: a probe of 4,000 found one within 5 km of a
  // sector, so a walk would read about 24,000, where the box holds 280,000.
  if (n.probed !== undefined) return (n.need * PROBE_ROWS) / (n.probed + 1) < collect ? 'walk' : collecting;
  const walk = (n.need * n.passed) / Math.max(1, n.estimate);
  // Few matches are counted exactly, which after a walk costs a collection of its own (962 ms
  // for 48 four-bedroom rentals under 30,000 within 5 km): collecting counts them on the way.
  if (n.estimate <= COUNT_CAP || collect <= walk) return collecting;
  if (walk * 2 <= PROBE_ROWS) return 'probe'; // likely to find its page well within its bound
  return collect > BAND_AROUND && walk * WALK_RISK < collect ? 'walk' : collecting;
}
