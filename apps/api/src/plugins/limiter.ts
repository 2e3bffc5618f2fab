// Counting attempts per key in a sliding window, in this process's memory. The product runs as
// one process (docs/decisions/007-accounts-and-sessions.md); several would need a shared store
// (docs/decisions/015-security-headers-and-limits.md). Keys are client addresses (req.ip, which
// believes X-Forwarded-For only from TRUST_PROXY), phones or accounts.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ErrorCode } from '@aangan/contracts';
import { HttpError } from './errors.ts';

/** Attempts allowed inside a sliding window (config.ts reads them as "N/window"). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface LimiterOptions extends RateLimit {
  /** What a refused attempt answers (429). */
  code: ErrorCode;
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

  /** Seconds until the key may try again, or 0 when it has attempts left. */
  function waitFor(key: string): number {
    const now = Date.now();
    const list = recent(key, now);
    return list.length >= opts.max ? Math.max(1, Math.ceil((list[0]! + opts.windowMs - now) / 1000)) : 0;
  }
  function hit(key: string): void {
    const now = Date.now();
    const list = recent(key, now);
    list.push(now);
    hits.set(key, list);
    sweep(now);
  }

  /** Throws 429 with Retry-After when the key has used up its attempts. */
  function check(key: string): void {
    const retry = waitFor(key);
    if (retry) throw new HttpError(opts.code, { headers: { 'retry-after': String(retry) } });
  }

  return {
    waitFor,
    check,
    hit,
    /** check, then count this attempt. */
    consume(key: string): void {
      check(key);
      hit(key);
    },
    reset(key: string): void {
      hits.delete(key);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;

/**
 * A route hook counting every request under `key` (null: not counted, e.g. no account yet; the
 * handler answers those) and answering 429 `{detail}` with Retry-After past the limit. It runs
 * on request, before the body is read.
 */
export function limitRequests(
  limiter: Limiter,
  key: (req: FastifyRequest) => string | null,
): onRequestAsyncHookHandler {
  return async (req) => {
    const k = key(req);
    if (k !== null) limiter.consume(k);
  };
}
