// Search and listing pages for visitors without cookies, kept in memory: most visits to a property
// portal are first visits by people who are not signed in, asking for the same searches and
// listings, and a page built once can serve them all until a listing on it changes. The keeping
// is the listing cache's (features/search/cache.ts): a page is dropped when a change touches
// one of the kept API answers it was built from, and after a time limit in any case. Which pages qualify is the web app's
// decision (apps/web/app/lib/page-cache.ts). A signed-in person's search page is kept the same
// way, built once for every viewer of their kind and filled in per request (personal-pages.ts,
// decision 040); other signed-in pages, form posts and anything with another cookie are rendered
// every time. Decision 018.
import type { FastifyReply } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '@aangan/contracts';
import type { ListingCache } from './features/search/index.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  /** The CSP nonce the page was rendered with; each answer gets its own in its place. */
  nonce: string;
  /** False when the page must not be kept (not a 200, sets a cookie, database unavailable). */
  keep: boolean;
}

/** Reads a rendered page whole, to keep it; `status` is the one the host answers with. */
export async function bufferPage(
  response: Response,
  opts: { status: number; nonce: string; unavailable: boolean },
): Promise<CachedPage> {
  const html = await response.text();
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers.push([key, value]);
  });
  if (opts.status === 503 && opts.unavailable) headers.push(['retry-after', String(UNAVAILABLE_RETRY_AFTER_S)]);
  const keep =
    opts.status === 200 &&
    !opts.unavailable &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html');
  return { status: opts.status, headers, html, nonce: opts.nonce, keep };
}

export function sendPage(reply: FastifyReply, page: CachedPage, nonce: string): FastifyReply {
  reply.code(page.status);
  for (const [k, v] of page.headers) reply.header(k, v);
  return reply.send(page.nonce === nonce ? page.html : page.html.replaceAll(page.nonce, nonce));
}

export interface PageCacheOptions {
  cache: ListingCache;
  /** A listing page served from memory: count its view as the API would have. */
  onListingView?: (id: number) => void;
  /** Which of these listings the person likes: given, signed-in search pages are built per kind of viewer (personal-pages.ts). */
  likedAmong?: (userId: number, ids: number[]) => Promise<number[]>;
}
