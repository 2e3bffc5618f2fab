// Loaders and actions reach the API in-process: the host (apps/api/src/web.ts) hands a fetch
// function that answers without a network hop to createLoadContext, which this build exports
// from entry.server. They call it through the typed client, whose paths, parameters, bodies and
// answers are generated from the API's OpenAPI document (api-schema.gen.ts).
import { createContext, RouterContextProvider } from 'react-router';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api-schema.gen';
import type { PageTemplate } from './viewer';

/** The host's fetch: answers a Request for /api/v1/… in process, as the visitor who asked for the page. */
export type ApiFetch = (request: Request) => Promise<Response>;
export type Api = Client<paths>;

const apiFetchContext = createContext<ApiFetch>();
/** This page's CSP nonce, drawn by the host per request and named in its Content-Security-Policy header. */
export const nonceContext = createContext<string | null>(null);
/** Set when the host builds a page to fill in for every signed-in viewer of a kind (lib/viewer.ts). */
export const pageTemplateContext = createContext<PageTemplate | null>(null);

export function createLoadContext(
  api: ApiFetch,
  _request?: Request,
  page?: { nonce: string; template?: PageTemplate },
): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(apiFetchContext, api);
  ctx.set(nonceContext, page?.nonce ?? null);
  ctx.set(pageTemplateContext, page?.template ?? null);
  return ctx;
}

/**
 * The typed API client for this request. The visitor's cookie rides along (the host forwards
 * it); a state-changing call passes the form's CSRF token, which the API checks, or a token
 * from a link (a password reset) as a bearer token.
 */
export function serverApi(
  context: Readonly<RouterContextProvider>,
  auth: { csrf?: string | null; token?: string } = {},
): Api {
  const headers: Record<string, string> = {};
  if (auth.csrf) headers['x-csrf-token'] = auth.csrf;
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  // Only the path and query of the URL matter to the in-process fetch.
  return createClient<paths>({ baseUrl: 'http://api.invalid', fetch: context.get(apiFetchContext), headers });
}

/**
 * A fetch for one typed call that sends `form` as its body: a multipart upload (photos from a
 * form without script), which the API's document does not describe as a body. Pass it as the
 * call's `fetch`; the path, headers and answer stay the typed call's.
 */
export function sendingForm(context: Readonly<RouterContextProvider>, form: FormData): ApiFetch {
  const send = context.get(apiFetchContext);
  return (request) => send(new Request(request, { body: form }));
}

export { ApiFailure, dataOf } from './api-result';
