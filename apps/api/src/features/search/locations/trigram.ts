// pg_trgm's similarity, computed in process. Resolving the place inside a search text compares
// every run of words with every gazetteer name (a few thousand pairs); in SQL that cost ~20 ms
// per search, here well under one (bench/README.md). trigram.test.ts checks it against pg_trgm.

/** The trigram set pg_trgm builds: lower-case words of letters and digits, padded "  word ". */
export function trigrams(s: string): Set<string> {
  const out = new Set<string>();
  for (const word of s.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < padded.length; i++) out.add(padded[i]! + padded[i + 1]! + padded[i + 2]!);
  }
  return out;
}

/** Shared trigrams over all trigrams (pg_trgm `similarity`), from the two set sizes and the shared count. */
export function sharedSimilarity(common: number, a: number, b: number): number {
  return a && b ? common / (a + b - common) : 0;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) common++;
  return sharedSimilarity(common, a.size, b.size);
}
