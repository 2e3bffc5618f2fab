// Loaders reach the API in-process: the host (apps/api/src/web.ts) hands a caller to
// createLoadContext, which this build exports from entry.server.
import { createContext, RouterContextProvider } from 'react-router';
import { apiErrorToken } from '@aangan/contracts';

export type ApiCaller = (
  path: string,
  init?: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** A body sent as is (a multipart upload) instead of JSON. */
    raw?: { bytes: Uint8Array; contentType: string };
  },
) => Promise<{ status: number; data: unknown }>;

export const apiContext = createContext<ApiCaller>();
/** This page's CSP nonce, drawn by the host per request and named in its Content-Security-Policy header. */
export const nonceContext = createContext<string | null>(null);

export function createLoadContext(api: ApiCaller, _request?: Request, page?: { nonce: string }): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(apiContext, api);
  ctx.set(nonceContext, page?.nonce ?? null);
  return ctx;
}

export class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** GET a JSON resource; non-2xx becomes an ApiFailure carrying the answer's error code as a token (tm shows it). */
export async function apiGet<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  fallback = 'Request failed',
): Promise<T> {
  const res = await context.get(apiContext)(path);
  if (res.status >= 200 && res.status < 300) return res.data as T;
  throw new ApiFailure(res.status, apiErrorToken(res.data, fallback));
}
