import { PassThrough } from 'node:stream';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { ApiFailure, nonceContext } from './shared/api.server';
import { deferHydration } from './shared/defer-hydration.server';
import { registerHindi } from './shared/i18n';
import { hiIN, hiMessages } from './shared/i18n/hi-IN';
export { createLoadContext } from './shared/api.server';
export { pageCachePolicy } from './shared/page-cache';

// Logs a loader's error as React Router does by default, except one the API answered 503 for (the
// database briefly away): the API logged that already, and the page answers 503 (apps/api/src/web.ts).
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (error instanceof ApiFailure && error.status === 503)) return;
  console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
};

// The server renders pages in both languages: Hindi is registered once, at start.
registerHindi({ hiIN, hiMessages });

export const streamTimeout = 5_000;

// Every page waits for all its data before the first byte (no deferred data yet), so crawlers
// and people get the same complete HTML.
//
// The host's CSP nonce goes on every script this page writes: ServerRouter hands it to
// <Scripts>, <ScrollRestoration>, <Links> and its hydration data; React to its own inline scripts.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(nonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce: nonce ? { script: nonce, style: nonce } : undefined,
        onAllReady() {
          shellRendered = true;
          // The whole page is ready: read it out, then move its scripts behind the first paint.
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (c: Buffer) => chunks.push(c));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(deferHydration(Buffer.concat(chunks).toString('utf8')), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
