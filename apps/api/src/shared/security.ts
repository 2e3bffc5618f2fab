// Security headers on every response, CORS for the configured origins only, and https for
// anything that is not this machine (docs/decisions/015-security-headers-and-limits.md).
//
// Pages get a Content-Security-Policy with a fresh nonce per request: web.ts draws it
// (newNonce), hands it to React Router, which puts it on every script it writes, and sets it on
// the request (req.cspNonce) so the header below names the same nonce. Everything else (API
// JSON, media, built assets, sitemaps) gets a policy that allows nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_TILE_URL, DEFAULT_TOUR_HOSTS, PHOTO_LIMITS, ZOD_BROWSER_SETUP } from '@aangan/contracts';
import { isLocalHost } from './hosts.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of a server-rendered page (set by web.ts); null for every other response. */
    cspNonce: string | null;
  }
}

/** JSON and form bodies, to the API and to pages; larger gets 413 `{detail}`. */
export const BODY_LIMIT = 1024 * 1024;
/** A page's multipart post (photos sent without script): as many photos as a listing may have, at their size limit. */
export const PAGE_UPLOAD_LIMIT = PHOTO_LIMITS.maxBytes * PHOTO_LIMITS.perListing + BODY_LIMIT;
export const TOO_LARGE = 'Request body is too large';

/** API answers, media and assets: nothing may run, load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The OpenAPI explorer (Swagger UI, /api/v1/docs): its own files; it sets style attributes. */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
/** The map of a listing's or project's address is OpenStreetMap's embed page in a frame. */
export const OSM_EMBED_ORIGIN = 'https://www.openstreetmap.org';
export const HSTS = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=()';

/** Hosts beyond this site that pages may use, by CSP directive. */
export interface PageSources {
  img: string[];
  connect: string[];
  frame: string[];
}

export interface SecurityOptions {
  /** Browser origins allowed to call with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  /** TRUST_PROXY is set: requests reach us through a proxy that says which protocol the client used. */
  behindProxy: boolean;
  /** Where an http page request is sent on https (PUBLIC_URL's host), else the request's own host. */
  publicHost?: string;
  sources: PageSources;
}

/** The origin of a tile URL template; a placeholder in the host name ({s}.tile...) becomes a wildcard. */
export function tileOrigin(template: string): string | null {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!m) return null;
  const labels = m[2]!.toLowerCase().split('.');
  const last = labels.findLastIndex((l) => l.includes('{'));
  const host = last < 0 ? labels.join('.') : ['*', ...labels.slice(last + 1)].join('.');
  return `${m[1]!.toLowerCase()}://${host}`;
}

/** The settings (config.ts) the headers depend on; the config is handed over whole or in part. */
export interface SecuritySettings {
  MEDIA_STORE?: 'local' | 's3';
  MEDIA_PUBLIC_URL?: string;
  MAP_TILE_URL?: string;
  TOUR_HOSTS?: Record<string, string>;
  CORS_ORIGINS?: string[];
  TRUST_PROXY?: string[] | false;
  PUBLIC_URL?: string;
  CSP_IMG_ORIGINS?: string[];
}

export function securityOptions(c: SecuritySettings): SecurityOptions {
  const media = c.MEDIA_STORE === 's3' && c.MEDIA_PUBLIC_URL ? [new URL(c.MEDIA_PUBLIC_URL).origin] : [];
  const tiles = tileOrigin(c.MAP_TILE_URL ?? DEFAULT_TILE_URL);
  const tours = Object.keys(c.TOUR_HOSTS ?? DEFAULT_TOUR_HOSTS).map((h) => `https://${h}`);
  const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
  return {
    corsOrigins: c.CORS_ORIGINS ?? [],
    behindProxy: Array.isArray(c.TRUST_PROXY) && c.TRUST_PROXY.length > 0,
    publicHost: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).host : undefined,
    sources: {
      // Tiles, uploads in the bucket, and any other image hosts the team listed.
      img: unique([tiles, ...media, ...(c.CSP_IMG_ORIGINS ?? [])]),
      // The panorama viewer fetches its images.
      connect: unique(media),
      frame: unique([...tours, OSM_EMBED_ORIGIN]),
    },
  };
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a server-rendered page. Scripts: our own files and inline scripts carrying the
 * nonce (React Router's hydration data and module loader). Styles: our own files (and nonce'd
 * inline ones); style *attributes* are allowed, as React renders `style={...}` into them.
 */
/** The one inline script allowed by hash rather than nonce: the same text in every page. */
const ZOD_SETUP_HASH = `sha256-${createHash('sha256').update(ZOD_BROWSER_SETUP).digest('base64')}`;

export function pageCsp(nonce: string, sources: PageSources, local: boolean): string {
  const list = (xs: string[]) => (xs.length ? ` ${xs.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' '${ZOD_SETUP_HASH}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${list(sources.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${list(sources.connect)}`,
    `frame-src${list(sources.frame) || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(local ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

function addVary(reply: FastifyReply, name: string) {
  const now = String(reply.getHeader('vary') ?? '');
  if (now === '*' || now.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', now ? `${now}, ${name}` : name);
}

const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export function registerSecurity(app: FastifyInstance, opts: SecurityOptions): void {
  const cors = new Set(opts.corsOrigins);
  app.decorateRequest('cspNonce', null);

  app.addHook('onRequest', async (req, reply) => {
    // Behind a proxy that says the client came over plain http: pages move to https; API calls
    // are refused, so that a client sending tokens in the clear is fixed rather than redirected.
    if (
      opts.behindProxy &&
      req.headers['x-forwarded-proto'] !== undefined &&
      req.protocol !== 'https' &&
      !isLocalHost(req.hostname)
    ) {
      const page = !req.url.startsWith('/api/') && (req.method === 'GET' || req.method === 'HEAD');
      if (!page) return reply.code(403).send(new HttpError('HTTPS_ONLY').body);
      return reply.redirect(`https://${opts.publicHost ?? req.host}${req.url}`, 308);
    }
    // A CORS preflight from an allowed origin is answered here, before authentication. Others get
    // no CORS headers (their preflight falls through to a 404), so the browser keeps them out.
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS' && origin && cors.has(origin) && req.headers['access-control-request-method']) {
      const asked = req.headers['access-control-request-headers'];
      reply.header('access-control-allow-methods', CORS_METHODS).header('access-control-max-age', '600');
      if (asked) reply.header('access-control-allow-headers', asked);
      addVary(reply, 'Access-Control-Request-Headers');
      return reply.code(204).header('content-length', '0').send();
    }
  });

  app.addHook('onSend', async (req, reply) => {
    const local = isLocalHost(req.hostname);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', req.cspNonce ? pageCsp(req.cspNonce, opts.sources, local) : API_CSP);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // req.protocol believes X-Forwarded-Proto only from TRUST_PROXY's addresses.
    if (req.protocol === 'https' && !local) reply.header('strict-transport-security', HSTS);

    if (cors.size) {
      addVary(reply, 'Origin');
      const origin = req.headers.origin;
      if (origin && cors.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-expose-headers', 'retry-after, x-request-id');
      }
    }
  });
}
