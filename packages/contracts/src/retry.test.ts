import { describe, expect, it } from 'vitest';
import { isRetryableMethod, retryAfterMs, retryDelayMs, withRetry } from './retry.ts';

describe('the retry policy', () => {
  it('waits 1 s times the attempt number, or a longer Retry-After up to 10 s', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 3000]);
    expect(retryDelayMs(1, '5')).toBe(5000);
    expect(retryDelayMs(3, '1')).toBe(3000);
    expect(retryDelayMs(1, '120')).toBe(10_000);
    expect(retryDelayMs(2, 'soon')).toBe(2000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:00:04 GMT', now)).toBe(4000);
    expect(retryAfterMs('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined)).toBeNull();
    expect(retryAfterMs('-3')).toBeNull();
  });

  it('retries only GET and HEAD', () => {
    expect([undefined, 'get', 'GET', 'HEAD'].map(isRetryableMethod)).toEqual([true, true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isRetryableMethod)).toEqual([false, false, false, false]);
  });

  it('sends again with the given steps and statuses, and hands back the last answer', async () => {
    const waits: number[] = [];
    const answers = [503, 503, 200];
    const r = await withRetry('GET', async (n) => ({ status: answers[n]!, n }), {
      baseDelayMs: 250,
      retries: 2,
      statuses: [503],
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(r).toEqual({ status: 200, n: 2 });
    expect(waits).toEqual([250, 500]);
    let sent = 0;
    const last = await withRetry('GET', async () => ({ status: 503, n: sent++ }), {
      baseDelayMs: 250,
      retries: 2,
      statuses: [503],
      sleep: async () => {},
    });
    expect(last).toEqual({ status: 503, n: 2 });
  });
});
