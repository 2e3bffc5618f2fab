// Calls the page makes to the API itself (signed in by the session cookie, CSRF token in the
// header the API checks), for the owner's photo and tour editors, the place boxes and the map
// and near-me lists. All go through apiFetch: 30 s per attempt, GETs retried (spec section 9).
import { RETRY, withRetry } from '@aangan/contracts';

export interface Answer {
  status: number;
  body: unknown;
}

export interface FetchDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * fetch with the spec's rules: an attempt is aborted after 30 s; a GET answered 408, 429, 500,
 * 502, 503 or 504, or failing on the network, is sent again up to 3 times, 1 s × the attempt
 * number apart (longer when Retry-After asks, up to 10 s). Other methods are sent once. A
 * timeout or the caller's own abort is not retried (docs/decisions/014-faults-and-retries.md).
 */
export function apiFetch(url: string, init: RequestInit = {}, deps: FetchDeps = {}): Promise<Response> {
  const send = deps.fetch ?? fetch;
  const outer = init.signal ?? undefined;
  return withRetry(
    init.method,
    async () => {
      const ctl = new AbortController();
      const follow = () => ctl.abort(outer?.reason);
      if (outer?.aborted) follow();
      else outer?.addEventListener('abort', follow, { once: true });
      const timer = setTimeout(
        () => ctl.abort(new DOMException('The request took too long', 'TimeoutError')),
        RETRY.timeoutMs,
      );
      try {
        return await send(url, { ...init, signal: ctl.signal });
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', follow);
      }
    },
    {
      signal: outer,
      retryAfter: (r) => r.headers.get('retry-after'),
      discard: (r) => {
        void r.body?.cancel().catch(() => {});
      },
      sleep: deps.sleep,
    },
  );
}

/** A JSON call; the answer's body is null when there is none (204) or it is not JSON. */
export async function callApi(url: string, method: string, csrf: string | null, body?: unknown): Promise<Answer> {
  const r = await apiFetch(url, {
    method,
    headers: { 'x-csrf-token': csrf ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: r.status === 204 ? null : await r.json().catch(() => null) };
}

/**
 * A multipart upload reporting its progress in per cent (XMLHttpRequest, not fetch: only it
 * reports upload progress). Rejects when the network fails or `signal` aborts it.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  csrf: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('x-csrf-token', csrf ?? '');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export interface Suggestion {
  name: string;
  lat: number;
  lng: number;
}

/** Gazetteer places for a typed text (none when the call fails: the box keeps the plain text). */
export async function suggestPlaces(text: string): Promise<Suggestion[] | null> {
  const q = text.trim();
  if (q.length < 2) return null;
  const r = await apiFetch(`/api/v1/locations/suggest?q=${encodeURIComponent(q)}&limit=8`).catch(() => null);
  return r?.ok ? ((await r.json()) as { items: Suggestion[] }).items : null;
}

/** How many listings a search query (search-url.ts apiQuery) finds; null when the API cannot say. */
export async function countResults(
  query: string,
  signal?: AbortSignal,
): Promise<{ total: number; exact: boolean } | null> {
  const r = await apiFetch(`/api/v1/properties/?${query}`, { signal }).catch(() => null);
  if (!r?.ok) return null;
  const body = (await r.json().catch(() => null)) as { total?: number; total_exact?: boolean } | null;
  return typeof body?.total === 'number' ? { total: body.total, exact: body.total_exact !== false } : null;
}
