// Counting attempts per key (client addresses, i.e. req.ip, which believes X-Forwarded-For only
// from TRUST_PROXY; phones; accounts) in fixed windows, with rate-limiter-flexible. With Redis
// (REDIS_URL) the counts are shared by every instance of the server, so a limit holds however many
// run behind the load balancer; without it they live in this process, which is all the embedded
// single-process setup needs. When Redis cannot answer, this process counts on its own until it
// can (docs/decisions/037-shared-rate-limits.md).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ErrorCode } from '@aangan/contracts';
import { HttpError } from './errors.ts';
import type { SharedRedis } from './redis.ts';

/** Attempts allowed per window (config.ts reads them as "N/window"). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface LimiterOptions extends RateLimit {
  /** Names the counter, unique per limit: it is part of the shared keys. */
  name: string;
  /** What a refused attempt answers (429). */
  code: ErrorCode;
}

/** Where counters live: Redis shared by the instances, or this process (null). */
export type LimitStore = SharedRedis | null;

export function createLimiter(opts: LimiterOptions, store: LimitStore = null) {
  const counter = counterFor(opts, store);

  /**
   * Counts this attempt and says how many seconds until the key may try again when it was one
   * too many (0: allowed), in one step, for callers that answer a refusal in their own shape.
   */
  async function take(key: string): Promise<number> {
    try {
      await counter.consume(key, 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return secondsOf(err.msBeforeNext);
      throw err;
    }
  }

  return {
    take,
    /** Counts this attempt and refuses it past the limit, in one step (no race between instances). */
    async consume(key: string): Promise<void> {
      const wait = await take(key);
      if (wait) throw new HttpError(opts.code, { headers: { 'retry-after': String(wait) } });
    },
    /**
     * Takes back one attempt counted by consume, for limits that count only failures (or only
     * successes): counting first and refunding after keeps parallel attempts from all passing a check.
     */
    async refund(key: string): Promise<void> {
      await counter.reward(key, 1);
    },
    async reset(key: string): Promise<void> {
      await counter.delete(key);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
/** Makes limiters that count where the app's store is. */
export type NewLimiter = (opts: LimiterOptions) => Limiter;

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function counterFor(opts: LimiterOptions, store: LimitStore): RateLimiterAbstract {
  const shape = { points: opts.max, duration: Math.ceil(opts.windowMs / 1000) };
  if (!store) return new RateLimiterMemory({ ...shape, keyPrefix: opts.name });
  return new RateLimiterRedis({
    ...shape,
    storeClient: store.client,
    keyPrefix: `${store.prefix}limit:${opts.name}`,
    // While disconnected, go straight to this process's counts instead of waiting.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new FallbackCounter({ ...shape, keyPrefix: opts.name }, store.fellBack),
  });
}

/** This process's counts, used while Redis cannot answer; each use is reported (logged once per outage). */
class FallbackCounter extends RateLimiterMemory {
  readonly #used: () => void;
  constructor(opts: ConstructorParameters<typeof RateLimiterMemory>[0], used: () => void) {
    super(opts);
    this.#used = used;
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.#used();
    return super.consume(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.#used();
    return super.reward(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.#used();
    return super.delete(...args);
  }
}

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
    if (k !== null) await limiter.consume(k);
  };
}
