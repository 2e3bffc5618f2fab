// The page's own API calls give up after 30 s per request; a GET answered 408, 429,
// 500, 502, 503 or 504, or lost on the network, is sent again up to 3 times, 1 s × the attempt
// number apart (longer when Retry-After asks, capped at 10 s); nothing else is retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, browserApi } from './api-client';
import { result } from './api-result';

type Step = number | Error | 'hang' | { status: number; retryAfter: string };

/** A fetch that answers each call with the next step, noting when it was called (fake time). */
function fakeFetch(steps: Step[]) {
  const calls: { at: number; method: string; signal: AbortSignal; url: string; headers: Headers }[] = [];
  const fn = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    calls.push({
      at: Date.now(),
      method: init?.method ?? request?.method ?? 'GET',
      signal: init!.signal!,
      url: request?.url ?? String(input),
      headers: new Headers(init?.headers ?? request?.headers),
    });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
      );
    }
    if (step instanceof Error) return Promise.reject(step);
    const [status, retryAfter] = typeof step === 'number' ? [step, null] : [step.status, step.retryAfter];
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify({ status }), {
        status,
        headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
      }),
    );
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

let start = 0;
beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
/** When each call was made, from the first. */
const offsets = (calls: { at: number }[]) => calls.map((c) => c.at - calls[0]!.at);
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the call to its end on fake time, returning what it settled with. */
async function settle<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const out = p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return out;
}

describe('apiFetch', () => {
  it('retries a failing GET 3 times, 1 s, 2 s and 3 s apart, then gives the last answer', async () => {
    const f = fakeFetch([503, 503, 503, 503]);
    const r = await settle(apiFetch('/api/v1/properties/', {}, f));
    expect(r.value?.status).toBe(503);
    expect(offsets(f.calls)).toEqual([0, 1000, 3000, 6000]);
  });

  it('stops at the first success', async () => {
    const f = fakeFetch([502, 200]);
    const r = await settle(apiFetch('/api/v1/properties/', {}, f));
    expect(r.value?.status).toBe(200);
    expect(await r.value!.json()).toEqual({ status: 200 });
    expect(offsets(f.calls)).toEqual([0, 1000]);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries a GET answered %i', async (status) => {
    const f = fakeFetch([status, 200]);
    expect((await settle(apiFetch('/x', {}, f))).value?.status).toBe(200);
    expect(f.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 422, 501])('does not retry a GET answered %i', async (status) => {
    const f = fakeFetch([status, 200]);
    expect((await settle(apiFetch('/x', {}, f))).value?.status).toBe(status);
    expect(f.calls).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const f = fakeFetch([503, 200]);
    expect((await settle(apiFetch('/x', { method }, f))).value?.status).toBe(503);
    const lost = fakeFetch([new TypeError('fetch failed'), 200]);
    expect((await settle(apiFetch('/x', { method }, lost))).error).toBeInstanceOf(TypeError);
    expect([f.calls.length, lost.calls.length]).toEqual([1, 1]);
  });

  it('waits as long as Retry-After asks when that is longer, at most 10 s', async () => {
    const f = fakeFetch([
      { status: 503, retryAfter: '5' },
      { status: 429, retryAfter: '120' },
      { status: 503, retryAfter: '1' },
      200,
    ]);
    expect((await settle(apiFetch('/x', {}, f))).value?.status).toBe(200);
    expect(offsets(f.calls)).toEqual([0, 5000, 15_000, 18_000]);
  });

  it('retries a GET lost on the network, and reports the error when every attempt is', async () => {
    const once = fakeFetch([new TypeError('fetch failed'), 200]);
    expect((await settle(apiFetch('/x', {}, once))).value?.status).toBe(200);
    const always = fakeFetch([new TypeError('fetch failed')]);
    const r = await settle(apiFetch('/x', {}, always));
    expect((r.error as Error).message).toBe('fetch failed');
    expect(offsets(always.calls)).toEqual([0, 1000, 3000, 6000]);
  });

  it('gives up on a request after 30 s, without sending it again', async () => {
    const f = fakeFetch(['hang']);
    const r = await settle(apiFetch('/x', {}, f));
    expect((r.error as DOMException).name).toBe('TimeoutError');
    expect(Date.now() - start).toBe(30_000);
    expect(f.calls).toHaveLength(1);
  });

  it('stops when the caller aborts, while waiting to retry', async () => {
    const ctl = new AbortController();
    const f = fakeFetch([503, 200]);
    const p = apiFetch('/x', { signal: ctl.signal }, f).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    ctl.abort();
    expect(((await p) as DOMException).name).toBe('AbortError');
    await vi.runAllTimersAsync();
    expect(f.calls).toHaveLength(1);
  });

  it("passes the caller's abort on to the request in flight", async () => {
    const ctl = new AbortController();
    const f = fakeFetch(['hang']);
    const p = apiFetch('/x', { signal: ctl.signal }, f).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    ctl.abort();
    expect(((await p) as DOMException).name).toBe('AbortError');
    expect(f.calls[0]!.signal.aborted).toBe(true);
  });
});

describe('browserApi (the typed client over apiFetch)', () => {
  const origin = 'http://aangan.test';

  it("sends to the operation's address with the CSRF token, retries a GET, and gives the body as data", async () => {
    const f = fakeFetch([503, 200]);
    const r = await settle(
      browserApi('token-1', { ...f, origin }).GET('/api/v1/properties/{id}/images', { params: { path: { id: 7 } } }),
    );
    expect(r.value?.response.status).toBe(200);
    expect(r.value?.data).toEqual({ status: 200 });
    expect(r.value?.error).toBeUndefined();
    expect(f.calls.map((c) => c.url)).toEqual([
      `${origin}/api/v1/properties/7/images`,
      `${origin}/api/v1/properties/7/images`,
    ]);
    expect(f.calls[0]!.headers.get('x-csrf-token')).toBe('token-1');
  });

  it('sends a change once, and gives an error answer as error, read by result()', async () => {
    const f = fakeFetch([422]);
    const r = await settle(
      browserApi('t', { ...f, origin }).PUT('/api/v1/properties/{id}/images', {
        params: { path: { id: 7 } },
        body: { order: [2, 1] },
      }),
    );
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.method).toBe('PUT');
    expect(r.value?.data).toBeUndefined();
    expect(r.value?.error).toEqual({ status: 422 });
    expect(result(r.value!, 'Could not save')).toEqual({
      ok: false,
      status: 422,
      error: { status: 422 },
      message: 'Could not save',
    });
  });

  it('sends the query it is given as it is', async () => {
    const f = fakeFetch([200]);
    await settle(
      browserApi(undefined, { ...f, origin }).GET('/api/v1/properties', {
        querySerializer: () => 'purpose=rent&page=2',
      }),
    );
    expect(f.calls[0]!.url).toBe(`${origin}/api/v1/properties?purpose=rent&page=2`);
    expect(f.calls[0]!.headers.has('x-csrf-token')).toBe(false);
  });
});
