// Serves the React Router build: hashed client assets from disk, every other path rendered on
// the server. Loaders reach the API in-process through `app.inject` (no network hop), handed to
// them in the router context created by the build's own entry module.
import { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface WebOptions {
  /** apps/web/build: holds client/ and server/index.js. */
  buildDir: string;
  mode?: 'production' | 'development';
}

/** What the web build's entry.server exports for the host: how to make a load context. */
interface EntryExports {
  createLoadContext(api: ApiCaller, request: Request): unknown;
}
export type ApiCaller = (path: string, init?: {
  method?: string; body?: unknown; headers?: Record<string, string>; raw?: { bytes: Uint8Array; contentType: string };
}) => Promise<{ status: number; data: unknown }>;

export function webApp(opts: WebOptions): FastifyPluginAsync {
  return async (app) => {
    const serverEntry = join(opts.buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
    const build = (await import(serverEntry)) as ServerBuild;
    const handler = createRequestHandler(build, opts.mode ?? 'production');
    const entry = build.entry.module as unknown as EntryExports;
    const root = app as unknown as FastifyInstance;

    await app.register(fastifyStatic, {
      root: join(opts.buildDir, 'client'),
      wildcard: false,
      // Hashed build assets never change; everything else (favicon, images) for a day.
      setHeaders: (res, path) => {
        const r = res as unknown as { setHeader?: (k: string, v: string) => void; header?: (k: string, v: string) => void };
        const set = (r.setHeader ?? r.header)?.bind(r);
        set?.('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });

    await app.register(async (ssr) => {
      // Let React Router read form bodies itself.
      ssr.removeAllContentTypeParsers();
      ssr.addContentTypeParser('*', (_req, _payload, done) => done(null));
      ssr.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        handler: async (req, reply) => {
          // A method the API or media routes do not have must not fall through to the pages.
          if (/^\/(api|media)\//.test(req.url)) {
            return reply.code(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` });
          }
          const request = toFetchRequest(req);
          const api: ApiCaller = async (path, init = {}) => {
            const res = await root.inject({
              method: (init.method ?? 'GET') as 'GET',
              url: `/api/v1${path}`,
              payload: init.raw ? Buffer.from(init.raw.bytes) : init.body === undefined ? undefined : JSON.stringify(init.body),
              headers: {
                ...(init.raw ? { 'content-type': init.raw.contentType } : init.body === undefined ? {} : { 'content-type': 'application/json' }),
                'x-request-id': req.id,
                ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
                ...init.headers,
              },
            });
            let data: unknown = null;
            try { data = res.json(); } catch { data = res.body; }
            return { status: res.statusCode, data };
          };
          const response = await handler(request, entry.createLoadContext(api, request) as never);
          reply.code(response.status);
          response.headers.forEach((value, key) => {
            if (key === 'set-cookie') return;
            reply.header(key, value);
          });
          const cookies = response.headers.getSetCookie();
          if (cookies.length) reply.header('set-cookie', cookies);
          if (req.method === 'HEAD' || !response.body) return reply.send();
          return reply.send(Readable.fromWeb(response.body as never));
        },
      });
    });
  };
}

function toFetchRequest(req: FastifyRequest): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const controller = new AbortController();
  req.raw.on('close', () => { if (!req.raw.complete) controller.abort(); });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as never, duplex: 'half' } : {}),
  } as RequestInit);
}
