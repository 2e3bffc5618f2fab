// Serves the React Router build: hashed client assets from disk, every other path rendered on
// the server. Loaders reach the API in-process through `app.inject` (no network hop), as a
// fetch function (the web app's typed client sends through it), handed to them in the router
// context created by the build's own entry module, as the client who asked for the page (its
// address, for the API's rate limits). Each page gets its own CSP nonce. While the database is
// away, a page answers 503 with Retry-After, as the API does (docs/decisions/014-faults-and-retries.md).
import { Readable, Transform } from 'node:stream';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  LightMyRequestResponse,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { UNAVAILABLE_RETRY_AFTER_S, withRetry, type PageTemplate } from '@aangan/contracts';

/**
 * Loaders' GETs answered 503 (the database is briefly away) are sent again twice, 250 and 500 ms
 * later: a dropped connection or a quick restart often passes in that time, and the page is
 * not held longer than that. In process, so not the browser's 1 s steps (api-client.ts).
 */
export const SSR_RETRY = { retries: 2, baseDelayMs: 250, statuses: [503] } as const;

/**
 * The status a page answers with: 503 when one of its API calls found the database away (503
 * with Retry-After) and the page would otherwise say 200 (an inline error) or 500 (a loader that
 * threw). Script navigations (.data) and redirects keep theirs.
 */
export function pageStatus(status: number, opts: { unavailable: boolean; method: string; path: string }): number {
  if (!opts.unavailable || !['GET', 'HEAD'].includes(opts.method) || opts.path.endsWith('.data')) return status;
  return status === 200 || status >= 500 ? 503 : status;
}
import { bufferPage, sendPage, type CachedPage, type PageCacheOptions } from './page-cache.ts';
import { fillViewer, onlySessionCookie, viewerKind, viewerPageKey, type PageViewer } from './personal-pages.ts';
import { withTagsOf, type Tags } from './features/search/index.ts';
import { HttpError, notFound } from './shared/errors.ts';
import { BODY_LIMIT, newNonce, PAGE_UPLOAD_LIMIT, TOO_LARGE } from './shared/security.ts';

export interface WebOptions {
  /** apps/web/build: holds client/ and server/index.js. */
  buildDir: string;
  mode?: 'production' | 'development';
  /** Keep search and listing pages for visitors without cookies (page-cache.ts). */
  pages?: PageCacheOptions;
}

/** What the web build's entry.server exports for the host: how to make a load context, which pages may be kept. */
interface EntryExports {
  createLoadContext(api: ApiFetch, request: Request, page: { nonce: string; template?: PageTemplate }): unknown;
  pageCachePolicy?(pathname: string): { listingId: number | null; perViewer: boolean } | null;
}
/**
 * The API as loaders and actions reach it: a fetch answered in process. Only addresses under
 * /api/v1 are answered; the origin of the request's URL is ignored.
 */
export type ApiFetch = (request: Request) => Promise<Response>;

export function webApp(opts: WebOptions): FastifyPluginAsync {
  return async (app) => {
    const serverEntry = join(opts.buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
    const build = (await import(serverEntry)) as ServerBuild;
    const pages: Pages = {
      handler: createRequestHandler(build, opts.mode ?? 'production'),
      entry: build.entry.module as unknown as EntryExports,
      root: app as unknown as FastifyInstance,
      cache: opts.pages,
    };
    await app.register(fastifyStatic, {
      root: join(opts.buildDir, 'client'),
      wildcard: false,
      setHeaders: assetCacheHeaders,
    });
    await app.register(async (ssr) => {
      // Let React Router read form bodies itself.
      ssr.removeAllContentTypeParsers();
      ssr.addContentTypeParser('*', (_req, _payload, done) => done(null));
      ssr.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        // The pages, not part of the API: kept out of its OpenAPI document.
        schema: { hide: true },
        handler: (req, reply) => answerPage(pages, req, reply),
      });
    });
  };
}

/** What answering a page needs: React Router's handler, the build's entry, the app (for API calls), the page cache. */
interface Pages {
  handler: ReturnType<typeof createRequestHandler>;
  entry: EntryExports;
  root: FastifyInstance;
  cache?: PageCacheOptions;
}

/** A page rendered by React Router, with the status it answers (see pageStatus). */
interface Rendered {
  response: Response;
  unavailable: boolean;
  status: number;
  /** The action could not parse the posted form (see PageRequest). */
  unreadable: boolean;
}

/** Hashed build assets never change; everything else (favicon, images) is kept for a day. */
function assetCacheHeaders(res: unknown, path: string): void {
  const r = res as {
    setHeader?: (k: string, v: string) => void;
    header?: (k: string, v: string) => void;
  };
  const set = (r.setHeader ?? r.header)?.bind(r);
  set?.('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
}

/** Refuse what is no page, render (or take from the cache), then send. */
async function answerPage(pages: Pages, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // A method the API or media routes do not have must not fall through to the pages.
  if (/^\/(api|media)\//.test(req.url)) {
    return reply.code(404).send(notFound(req));
  }
  // Every page's action reads its body with request.formData(), which knows only the two
  // encodings an HTML form sends (React Router's own submissions, .data requests included, send
  // the same). Anything else is refused here, once for every page, rather than thrown as a 500
  // by each action; a form body that cannot be parsed is a 400 (PageRequest, below).
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isFormBody(req.headers['content-type']))
    return reply.code(415).send(new HttpError('UNSUPPORTED_CONTENT_TYPE').body);
  // Form posts as the API takes them; a multipart one may carry a listing's photos.
  const limit = String(req.headers['content-type'] ?? '').startsWith('multipart/') ? PAGE_UPLOAD_LIMIT : BODY_LIMIT;
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return reply.code(413).send(new HttpError('BODY_TOO_LARGE').body);
  const body = bodyOf(req, limit);
  req.cspNonce = newNonce();
  const nonce = req.cspNonce;
  const path = new URL(req.url, 'http://x').pathname;
  const render = () => renderPage(pages, req, body.stream, nonce, path);

  const cached = (await forViewer(pages, req, path, nonce)) ?? (await fromPageCache(pages, req, path, nonce, render));
  if (cached) return sendPage(reply, cached, nonce);

  const rendered = await render();
  if (body.tooLarge() || rendered.unreadable) {
    // A body sent without a length ran past the limit, or was no form: the action could not read it.
    await rendered.response.body?.cancel();
    const error = new HttpError(body.tooLarge() ? 'BODY_TOO_LARGE' : 'BAD_REQUEST');
    return reply.code(error.statusCode).send(error.body);
  }
  return sendRendered(reply, req.method, rendered);
}

/**
 * React Router renders the page; its loaders call the API in-process as the client who asked
 * (without its cookie for a page built for every viewer of a kind: the answers a visitor gets).
 */
async function renderPage(
  pages: Pages,
  req: FastifyRequest,
  body: Readable | null,
  nonce: string,
  path: string,
  template?: PageTemplate,
): Promise<Rendered> {
  const api = inProcessApi(pages.root, req, { cookie: !template });
  const request = toFetchRequest(req, body);
  const context = pages.entry.createLoadContext(api.call, request, { nonce, template });
  const response = await pages.handler(request, context as never);
  const unavailable = api.sawUnavailable();
  const status = pageStatus(response.status, { unavailable, method: req.method, path });
  return { response, unavailable, status, unreadable: request.unreadable };
}

/**
 * The API as loaders and actions call it: a fetch answered by `app.inject` with the visitor's
 * address, cookie and request id, loaders' reads retried while the database is briefly away
 * (SSR_RETRY). sawUnavailable() tells whether a call found the database away (503 with
 * Retry-After).
 */
function inProcessApi(
  root: FastifyInstance,
  req: FastifyRequest,
  { cookie }: { cookie: boolean },
): { call: ApiFetch; sawUnavailable: () => boolean } {
  let unavailable = false;
  const call: ApiFetch = async (request) => {
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await sendWithRetry(request.method, () => injectApi(root, req, request, payload, cookie));
    if (res.statusCode === 503 && res.headers['retry-after']) unavailable = true;
    return toFetchResponse(res);
  };
  return { call, sawUnavailable: () => unavailable };
}

/** One API call made by a page, sent in process as the client who asked for the page (its address and cookie). */
function injectApi(
  app: FastifyInstance,
  page: FastifyRequest,
  call: Request,
  payload: Buffer | undefined,
  cookie: boolean,
): Promise<LightMyRequestResponse> {
  const url = new URL(call.url);
  if (!url.pathname.startsWith('/api/v1/')) throw new Error(`Pages reach only the API in process, not ${url.pathname}`);
  return app.inject({
    method: call.method as 'GET',
    url: url.pathname + url.search,
    remoteAddress: page.ip,
    payload,
    headers: {
      'x-request-id': page.id,
      ...(cookie && page.headers.cookie ? { cookie: page.headers.cookie } : {}),
      ...Object.fromEntries(call.headers),
    },
  });
}

/** An injected answer as a fetch Response (no body for the statuses that may not have one). */
function toFetchResponse(res: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const empty = [101, 204, 205, 304].includes(res.statusCode);
  return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}

/**
 * A search or listing page for a visitor without cookies: from memory when it is there (a view
 * of a kept listing page still counts), rendered and kept when it is not. Null when the page is
 * not one to keep, or the database is away (then it is rendered as usual).
 */
async function fromPageCache(
  pages: Pages,
  req: FastifyRequest,
  path: string,
  nonce: string,
  render: () => Promise<Rendered>,
): Promise<CachedPage | null> {
  const cache = pages.cache;
  const policy =
    cache && req.method === 'GET' && !req.headers.cookie ? (pages.entry.pageCachePolicy?.(path) ?? null) : null;
  if (!cache || !policy) return null;
  const kept = await keptPage(cache, `page:${req.host}${req.url}`, nonce, render);
  if (kept && !kept.rendered && policy.listingId !== null) cache.onListingView?.(policy.listingId);
  return kept?.page ?? null;
}

/**
 * A search page for a signed-in person with no other cookie: built once for every viewer of
 * their kind who likes the same listings on it, kept like a visitor's page, and filled in for
 * them (personal-pages.ts). Null when the page is not one of these, the session is not live
 * (rendered as usual, which clears the cookie), or the database is away.
 */
async function forViewer(pages: Pages, req: FastifyRequest, path: string, nonce: string): Promise<CachedPage | null> {
  const cache = pages.cache;
  if (!cache?.likedAmong || req.method !== 'GET' || !onlySessionCookie(req.headers.cookie)) return null;
  if (!pages.entry.pageCachePolicy?.(path)?.perViewer) return null;
  const viewer = await sessionOf(pages.root, req);
  if (!viewer) return null;
  const viewerOf = (liked: number[]) => {
    const template = { viewer: viewerKind(viewer), liked };
    return keptPage(cache, viewerPageKey(`${req.host}${req.url}`, template.viewer, liked), nonce, () =>
      renderPage(pages, req, null, nonce, path, template),
    );
  };
  const general = await viewerOf([]);
  if (!general) return null;
  const shown = [...(general.page.tags?.ids ?? [])];
  const liked = shown.length ? (await cache.likedAmong(viewer.user.id, shown)).sort((a, b) => a - b) : [];
  const page = liked.length ? (await viewerOf(liked))?.page : general.page;
  return page ? { ...page, html: fillViewer(page, viewer, nonce), nonce } : null;
}

/** The signed-in person as the pages' root loader would see them, or null (no live session, or the database away). */
async function sessionOf(app: FastifyInstance, req: FastifyRequest): Promise<PageViewer | null> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    remoteAddress: req.ip,
    headers: { 'x-request-id': req.id, cookie: req.headers.cookie ?? '' },
  });
  if (res.statusCode !== 200) return null;
  const session = res.json() as {
    user: PageViewer['user'] | null;
    csrf_token: string | null;
    unread_notifications: number;
  };
  return session.user && session.csrf_token
    ? { user: session.user, csrf: session.csrf_token, unread: session.unread_notifications }
    : null;
}

/**
 * A page from the cache, or rendered and kept (unless it must not be: see bufferPage) with the
 * tags of the API answers it was built from. Null when the database is away: rendered as usual.
 */
async function keptPage(
  cache: PageCacheOptions,
  key: string,
  nonce: string,
  render: () => Promise<Rendered>,
): Promise<{ page: CachedPage & { tags?: Tags }; rendered: boolean } | null> {
  let rendered = false;
  const page = await cache.cache
    .get(
      key,
      async () => {
        rendered = true;
        // A page depends on what the kept API answers it was built from depend on.
        const { value, tags } = await withTagsOf(async () => {
          const r = await render();
          return bufferPage(r.response, { status: r.status, nonce, unavailable: r.unavailable });
        });
        return { ...value, tags };
      },
      { keep: (p) => p.keep, tags: (p) => p.tags },
    )
    .catch(() => null);
  return page ? { page, rendered } : null;
}

/** The rendered page as the answer: its status (503 with Retry-After when the database was away), headers, cookies and body. */
function sendRendered(reply: FastifyReply, method: string, { response, unavailable, status }: Rendered): FastifyReply {
  reply.code(status);
  if (status === 503 && unavailable) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (method === 'HEAD' || !response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

async function sendWithRetry(
  method: string | undefined,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const { res } = await withRetry(
    method,
    async () => {
      const r = await send();
      return { status: r.statusCode, res: r };
    },
    SSR_RETRY,
  );
  return res;
}

/** The request body as a stream that stops at `limit` bytes (then tooLarge() is true); null for GET and HEAD. */
function bodyOf(req: FastifyRequest, limit: number): { stream: Readable | null; tooLarge: () => boolean } {
  if (req.method === 'GET' || req.method === 'HEAD') return { stream: null, tooLarge: () => false };
  let seen = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) {
        over = true;
        done(new Error(TOO_LARGE));
        return;
      }
      done(null, chunk);
    },
  });
  req.raw.on('error', (err) => counter.destroy(err));
  return { stream: req.raw.pipe(counter), tooLarge: () => over };
}

/** Whether a body is sent the way an HTML form sends one (the media type, whatever its parameters). */
function isFormBody(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/**
 * A page's request as React Router hands it to the action. A form that cannot be parsed (a
 * broken multipart body, or one without a boundary) fails the action with a thrown 400 answer
 * instead of the parser's TypeError, which React Router would log and render as a 500; the host
 * then answers 400 itself (answerPage).
 */
class PageRequest extends Request {
  unreadable = false;
  override async formData(): Promise<FormData> {
    try {
      return await super.formData();
    } catch {
      this.unreadable = true;
      throw new Response(null, { status: 400 });
    }
  }
}

function toFetchRequest(req: FastifyRequest, body: Readable | null): PageRequest {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const controller = new AbortController();
  req.raw.on('close', () => {
    if (!req.raw.complete) controller.abort();
  });
  return new PageRequest(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: Readable.toWeb(body) as never, duplex: 'half' } : {}),
  } as RequestInit);
}
