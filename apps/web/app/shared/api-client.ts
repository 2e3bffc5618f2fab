// Calls the page makes to the API itself (signed in by the session cookie, CSRF token in the
// header the API checks), for the owner's photo and tour editors, the place boxes and the map
// and near-me lists. They go through the typed client (paths and answers generated from the
// API's OpenAPI document), which sends through apiFetch: 30 s per attempt, GETs retried.
import createClient, { type Client } from 'openapi-fetch';
import { RETRY, withRetry } from '@aangan/contracts';
import type { ApiData } from './api-result';
import type { paths } from './api-schema.gen';

export interface FetchDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type BrowserApi = Client<paths>;

/**
 * The typed client for the page's own calls. With `csrf` (the session's token, from useSession),
 * state-changing calls carry it in the header the API checks. `origin` is for tests outside a
 * browser, where an address needs one.
 */
export function browserApi(csrf?: string | null, deps: FetchDeps & { origin?: string } = {}): BrowserApi {
  return createClient<paths>({
    baseUrl: deps.origin ?? '',
    fetch: (request) => apiFetch(request, {}, deps),
    headers: csrf === undefined ? {} : { 'x-csrf-token': csrf ?? '' },
  });
}

/**
 * fetch that neither hangs nor gives up on a passing fault: an attempt is aborted after 30 s; a
 * GET answered 408, 429, 500, 502, 503 or 504, or failing on the network, is sent again up to 3
 * times, 1 s × the attempt number apart (longer when Retry-After asks, up to 10 s). Other
 * methods are sent once. A timeout or the caller's own abort is not retried
 * (docs/decisions/014-faults-and-retries.md).
 */
export function apiFetch(url: string | Request, init: RequestInit = {}, deps: FetchDeps = {}): Promise<Response> {
  const send = deps.fetch ?? fetch;
  const request = typeof url === 'string' ? null : url;
  const outer = init.signal ?? request?.signal ?? undefined;
  return withRetry(
    init.method ?? request?.method,
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

/**
 * A fetch for the typed client that sends `form` (a multipart upload, which the API's document
 * does not describe as a body) with XMLHttpRequest, not fetch: only it reports upload progress,
 * in per cent. Rejects when the network fails or `signal` aborts it.
 */
export function uploadWithProgress(
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
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

export type Suggestion = ApiData<'getLocationsSuggest'>['items'][number];

/** Gazetteer places for a typed text (none when the call fails: the box keeps the plain text). */
export async function suggestPlaces(text: string): Promise<Suggestion[] | null> {
  const q = text.trim();
  if (q.length < 2) return null;
  const { data } = await browserApi()
    .GET('/api/v1/locations/suggest', { params: { query: { q, limit: 8 } } })
    .catch(() => ({ data: undefined }));
  return data?.items ?? null;
}

/** How many listings a search query (search-url.ts apiQuery, sent as it is) finds; null when the API cannot say. */
export async function countResults(
  query: string,
  signal?: AbortSignal,
): Promise<{ total: number; exact: boolean } | null> {
  const { data } = await browserApi()
    .GET('/api/v1/properties', { querySerializer: () => query, signal })
    .catch(() => ({ data: undefined }));
  return data ? { total: data.total, exact: data.total_exact !== false } : null;
}

export type VisitSlotsAnswer = ApiData<'getPropertiesIdVisitSlots'>;

/** A listing's free visit slots (null when the call fails: the form then takes a typed time). */
export async function visitSlots(propertyId: number, signal?: AbortSignal): Promise<VisitSlotsAnswer | null> {
  const { data } = await browserApi()
    .GET('/api/v1/properties/{id}/visit-slots', { params: { path: { id: propertyId } }, signal })
    .catch(() => ({ data: undefined }));
  return data ?? null;
}
