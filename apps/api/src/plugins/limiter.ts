// Counting attempts per key in a sliding window, in this process's memory. The product runs as
// one process (docs/decisions/007-accounts-and-sessions.md); several would need a shared store.
import { HttpError } from './errors.ts';

export interface LimiterOptions {
  /** Attempts allowed inside the window. */
  max: number;
  windowMs: number;
  message: string;
}

export function createLimiter(opts: LimiterOptions) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => now - t < opts.windowMs);

  // Forget idle keys now and then, so a flood of one-off addresses cannot grow the map for ever.
  let sweeps = 0;
  function sweep(now: number) {
    if (++sweeps % 1000 !== 0) return;
    for (const [k, v] of hits) if (!v.some((t) => now - t < opts.windowMs)) hits.delete(k);
  }

  return {
    /** Throws 429 with Retry-After when the key has used up its attempts. */
    check(key: string): void {
      const now = Date.now();
      const list = recent(key, now);
      if (list.length >= opts.max) {
        const retry = Math.max(1, Math.ceil((list[0]! + opts.windowMs - now) / 1000));
        throw new HttpError(429, opts.message, { 'retry-after': String(retry) });
      }
    },
    hit(key: string): void {
      const now = Date.now();
      const list = recent(key, now);
      list.push(now);
      hits.set(key, list);
      sweep(now);
    },
    reset(key: string): void {
      hits.delete(key);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
