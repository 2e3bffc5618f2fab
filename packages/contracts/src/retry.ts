// When a call is tried again: a request gives up after 30 s; a GET that fails
// with 408, 429, 500, 502, 503 or 504, or on the network, is retried up to 3 times, waiting 1 s
// times the attempt number, or longer when the answer's Retry-After asks for it (capped). Other
// methods are never retried: a write that timed out may have been applied, and sending it again
// could apply it twice. Free of I/O: the caller brings the sending and, in tests, the clock.

export const RETRY = {
  statuses: [408, 429, 500, 502, 503, 504] as readonly number[],
  retries: 3,
  baseDelayMs: 1000,
  /** A Retry-After longer than this is not waited for in full. */
  maxDelayMs: 10_000,
  timeoutMs: 30_000,
} as const;

export interface RetryOptions<R> {
  /** Retries after the first attempt. */
  retries?: number;
  /** The wait before retry n is n times this. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  statuses?: readonly number[];
  /** The answer's Retry-After header (seconds or an HTTP date), waited for when longer than the step. */
  retryAfter?: (answer: R) => string | null | undefined;
  /** Whether an attempt that threw (no answer) is tried again; by default network failures are, aborts and timeouts not. */
  retryError?: (err: unknown) => boolean;
  /** Called with an answer that is dropped for a retry (to free its body). */
  discard?: (answer: R) => void;
  /** Aborting stops the waiting between attempts. */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Whether a request with this method may be retried at all: only GET (and HEAD) are. */
export function isRetryableMethod(method: string | undefined): boolean {
  const m = (method ?? 'GET').toUpperCase();
  return m === 'GET' || m === 'HEAD';
}

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const v = header.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/^[A-Za-z]{3}, /.test(v)) return null;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The wait before retry number `attempt` (1, 2, 3): the step, or Retry-After when longer, at most maxDelayMs. */
export function retryDelayMs(
  attempt: number,
  retryAfter?: string | null,
  o: { baseDelayMs?: number; maxDelayMs?: number; now?: number } = {},
): number {
  const step = (o.baseDelayMs ?? RETRY.baseDelayMs) * attempt;
  const asked = retryAfterMs(retryAfter, o.now) ?? 0;
  return Math.min(Math.max(step, asked), Math.max(step, o.maxDelayMs ?? RETRY.maxDelayMs));
}

/** A failure with no answer that is worth another try: not an abort or a timeout of ours. */
export function isNetworkError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name !== 'AbortError' && name !== 'TimeoutError';
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(t);
      reject(signal!.reason);
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends with `send` and, for a retryable method, sends again while the answer's status is one
 * to retry (or the attempt failed on the network), waiting between attempts. Resolves with the
 * last answer; rejects with the last error when no answer came.
 */
export async function withRetry<R extends { status: number }>(
  method: string | undefined,
  send: (attempt: number) => Promise<R>,
  o: RetryOptions<R> = {},
): Promise<R> {
  const retries = isRetryableMethod(method) ? (o.retries ?? RETRY.retries) : 0;
  const statuses = o.statuses ?? RETRY.statuses;
  const retryError = o.retryError ?? isNetworkError;
  const wait = o.sleep ?? sleep;
  for (let attempt = 0; ; attempt++) {
    let answer: R;
    try {
      answer = await send(attempt);
    } catch (err) {
      if (attempt >= retries || o.signal?.aborted || !retryError(err)) throw err;
      await wait(
        retryDelayMs(attempt + 1, null, { baseDelayMs: o.baseDelayMs, maxDelayMs: o.maxDelayMs, now: o.now?.() }),
        o.signal,
      );
      continue;
    }
    if (attempt >= retries || !statuses.includes(answer.status) || o.signal?.aborted) return answer;
    o.discard?.(answer);
    await wait(
      retryDelayMs(attempt + 1, o.retryAfter?.(answer), {
        baseDelayMs: o.baseDelayMs,
        maxDelayMs: o.maxDelayMs,
        now: o.now?.(),
      }),
      o.signal,
    );
  }
}
