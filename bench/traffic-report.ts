// The traffic benchmark's tables: per kind and overall, and the caches' hit rates.
import { loadavg } from 'node:os';
import type { CacheCounters, CacheStats } from './instances.ts';
import { pct, type ClosedLoopResult, type Tally } from './load.ts';

export interface ModeReport {
  name: string;
  seconds: number;
  tallies: Tally[];
  cache: CacheStats;
}

const round = (x: number, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const hitRate = (c: CacheCounters | null) => (c && c.hits + c.misses ? c.hits / (c.hits + c.misses) : null);

function cacheSummary(cache: CacheStats) {
  const one = (c: CacheCounters | null) => c && { ...c, hit_rate: round((hitRate(c) ?? NaN) * 100) };
  return { listings: one(cache.listings), pages: one(cache.pages) };
}

function row(t: Tally, seconds: number) {
  const answered = t.ms.length;
  const ok = Object.entries(t.statuses)
    .filter(([s]) => Number(s) >= 200 && Number(s) < 300)
    .reduce((n, [, c]) => n + c, 0);
  const other = Object.fromEntries(Object.entries(t.statuses).filter(([s]) => Number(s) < 200 || Number(s) >= 300));
  return {
    kind: t.name,
    target_rps: round(t.rate, 2),
    rps: round(answered / seconds, 2),
    ok,
    p50: round(pct(t.ms, 50)),
    p95: round(pct(t.ms, 95)),
    p99: round(pct(t.ms, 99)),
    errors: t.errors,
    dropped: t.dropped,
    non2xx: other,
  };
}

function printRow(r: ReturnType<typeof row>) {
  const cells = [
    r.kind.padEnd(20),
    String(r.target_rps).padStart(7),
    String(r.rps).padStart(7),
    String(r.p50).padStart(7),
    String(r.p95).padStart(7),
    String(r.p99).padStart(7),
    String(r.errors).padStart(6),
    String(r.dropped).padStart(7),
    Object.keys(r.non2xx).length ? JSON.stringify(r.non2xx) : '-',
  ];
  console.log(cells.join(' '));
}

function printCache(cache: CacheStats) {
  const line = (name: string, c: CacheCounters | null) =>
    c
      ? `${name}: ${c.hits} hits, ${c.misses} misses (hit rate ${round((hitRate(c) ?? NaN) * 100)} %), ` +
        `${c.dropped ?? 0} dropped by a change, cleared ${c.cleared} times, ${c.entries} entries at the end`
      : `${name}: none`;
  console.log(`${line('listing cache (search answers, details)', cache.listings)}\n${line('page cache', cache.pages)}`);
}

/** Prints one open-loop mode and returns its figures. */
export function printOpen(m: ModeReport) {
  const rows = m.tallies.map((t) => row(t, m.seconds));
  const all: Tally = {
    name: 'all',
    rate: m.tallies.reduce((n, t) => n + t.rate, 0),
    sent: m.tallies.reduce((n, t) => n + t.sent, 0),
    dropped: m.tallies.reduce((n, t) => n + t.dropped, 0),
    errors: m.tallies.reduce((n, t) => n + t.errors, 0),
    statuses: {},
    ms: m.tallies.flatMap((t) => t.ms),
    slowest: [],
  };
  for (const t of m.tallies)
    for (const [s, c] of Object.entries(t.statuses)) all.statuses[+s] = (all.statuses[+s] ?? 0) + c;
  const overall = row(all, m.seconds);
  const load = loadavg()[0]!.toFixed(1);
  console.log(`\n${m.name}: ${m.seconds} s, open loop (ms from when each request was due); machine load ${load}`);
  console.log('kind                  target/s  ans/s     p50     p95     p99 errors dropped other statuses');
  rows.forEach(printRow);
  printRow(overall);
  printCache(m.cache);
  const slowest = m.tallies
    .flatMap((t) => t.slowest)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 8);
  console.log('slowest answers (ms from due):');
  for (const [ms, what] of slowest) console.log(`  ${Math.round(ms)} ${what}`);
  return { seconds: m.seconds, load, kinds: rows, overall, cache: cacheSummary(m.cache), slowest };
}

/** Prints the closed-loop search run and returns its figures. */
export function printClosed(m: { seconds: number; connections: number; result: ClosedLoopResult; cache: CacheStats }) {
  const r = m.result;
  const out = {
    seconds: m.seconds,
    connections: m.connections,
    rps: round(r.rps),
    p50: round(pct(r.ms, 50)),
    p95: round(pct(r.ms, 95)),
    p99: round(pct(r.ms, 99)),
    errors: r.errors,
    non2xx: r.non2xx,
    cache: cacheSummary(m.cache),
    load: loadavg()[0]!.toFixed(1),
  };
  console.log(
    `\nmax search API: ${m.connections} connections, ${m.seconds} s, closed loop (machine load ${out.load}): ${out.rps} req/s, ` +
      `p50 ${out.p50} p95 ${out.p95} p99 ${out.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx`,
  );
  printCache(m.cache);
  return out;
}
