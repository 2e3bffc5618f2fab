// The API and the pages while the database cannot be reached, on a stand-in database whose
// queries fail as node-postgres fails when the server is down (the real outage, PostgreSQL
// stopped under load, is faults.integration.test.ts): 503 with Retry-After in the {code, detail}
// shape, liveness still up, and pages answering 503 after a short in-process retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_MESSAGE } from '@aangan/contracts';
import { isConnectionError, type Database } from '@aangan/db';
import { buildApp } from './app.ts';
import { pageStatus } from './web.ts';
import { fakeWebBuild } from './shared/testing/fake-web.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database that fails the next `failing` queries (all of them by default), then answers no rows. */
function standIn() {
  const s = { failing: Infinity, queries: 0 };
  const query = async () => {
    s.queries += 1;
    if (s.failing > 0) {
      s.failing -= 1;
      throw refused();
    }
    return { rows: [] as never[] };
  };
  const database = {
    kind: 'postgres',
    url: 'postgres://nowhere/aangan',
    db: undefined as never,
    query,
    transaction: async () => {
      await query();
      throw refused();
    },
    ping: async () => {
      await query();
    },
    // Never reached: not listening, so every kept answer is checked against the database first.
    listen: async (_channel, handlers) => {
      handlers.state(false);
      return async () => {};
    },
    writes: () => 0,
    analyze: async () => {},
    close: async () => {},
  } satisfies Database;
  return { state: s, database };
}

describe('telling a lost connection from a bad query', () => {
  it('counts refused, reset and terminated connections, shutdowns, start-ups and timeouts as unavailable', () => {
    const e = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
    for (const err of [
      refused(),
      e('read ECONNRESET', 'ECONNRESET'),
      e('terminating connection due to administrator command', '57P01'),
      e('the database system is starting up', '57P03'),
      e('the database system is shutting down', '57P03'),
      e('connection failure', '08006'),
      e('could not connect', '08001'),
      e('sorry, too many clients already', '53300'),
      e('canceling statement due to statement timeout', '57014'),
      e('Connection terminated unexpectedly'),
      e('timeout exceeded when trying to connect'),
      e('Query read timeout'),
      e('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('Failed query: select 1'), { cause: refused() }),
    ])
      expect(isConnectionError(err), err.message).toBe(true);
    for (const err of [
      e('duplicate key value', '23505'),
      e('relation "x" does not exist', '42P01'),
      e('syntax error', '42601'),
      new Error('boom'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isConnectionError(err), String(err)).toBe(false);
    }
  });
});

describe('the API while the database is down', () => {
  let app: FastifyInstance;
  const stand = standIn();
  const token = 'a'.repeat(43);
  beforeAll(async () => {
    app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: stand.database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every call that needs it 503 with Retry-After and the same message', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/properties/?purpose=rent'],
      ['GET', '/properties/12'],
      ['GET', '/properties/recommendations/'],
      ['GET', '/blog/posts'],
      ['GET', '/locations/suggest?q=sector'],
      ['POST', '/auth/login/', { phone: '+919812345678', password: 'secret-123' }],
      ['GET', '/users/profile/'],
      ['POST', '/swipes/', { property_id: 1, is_liked: true }],
      ['GET', '/visits/upcoming/'],
      ['POST', '/visits/', { property_id: 1, scheduled_date: '2030-01-01T06:30:00Z' }],
      ['POST', '/properties/', { title: 'A listing title here' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        503,
        { code: 'UNAVAILABLE', detail: UNAVAILABLE_MESSAGE },
      ]);
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('keeps liveness up and reports not ready', async () => {
    expect((await app.inject('/api/v1/health')).statusCode).toBe(200);
    const ready = await app.inject('/api/v1/ready');
    expect([ready.statusCode, ready.headers['retry-after'], ready.json()]).toEqual([
      503,
      '5',
      { code: 'DATABASE_UNREACHABLE', detail: 'Database unreachable' },
    ]);
  });

  it('still answers a query that is wrong (not a lost connection) 500, without details', async () => {
    const broken = standIn();
    broken.database.query = async () => {
      throw Object.assign(new Error('relation "blog_categories" does not exist'), { code: '42P01' });
    };
    const other = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: broken.database });
    try {
      const res = await other.inject('/api/v1/blog/categories');
      expect([res.statusCode, res.json(), res.headers['retry-after']]).toEqual([
        500,
        { code: 'INTERNAL', detail: 'Internal server error' },
        undefined,
      ]);
    } finally {
      await other.close();
    }
  });
});

// A web build of three pages whose loaders call GET /blog/categories: one shows a failure inline,
// one throws, one is always missing; its entry renders the loader data as JSON.
const FAKE_BUILD = `
import { createContext, data, RouterContextProvider } from 'react-router';
const apiContext = createContext();
export function createLoadContext(api) { const c = new RouterContextProvider(); c.set(apiContext, api); return c; }
const categories = async (context) => { const r = await context.get(apiContext)(new Request('http://api/api/v1/blog/categories')); return { status: r.status, data: await r.json() }; };
const Nothing = () => null;
const modules = {
  root: { default: Nothing, ErrorBoundary: Nothing, loader: () => ({ root: true }) },
  inline: { default: Nothing, loader: async ({ context }) => { const r = await categories(context); return r.status === 200 ? { items: r.data.items } : { error: r.data.detail }; } },
  throws: { default: Nothing, loader: async ({ context }) => { const r = await categories(context); if (r.status !== 200) throw new Error('categories failed'); return r.data; } },
  missing: { default: Nothing, loader: () => { throw data(null, { status: 404 }); } },
};
function handleRequest(request, status, headers, ctx) {
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ loaderData: ctx.staticHandlerContext.loaderData, errors: Boolean(ctx.staticHandlerContext.errors) }), { status, headers });
}
export const entry = { module: { default: handleRequest, createLoadContext, handleError: () => {} } };
export const routes = Object.fromEntries(Object.entries(modules).map(([id, module]) => [id, { id, parentId: id === 'root' ? undefined : 'root', path: id === 'root' ? '' : id, index: undefined, caseSensitive: undefined, module }]));
export const assets = {
  entry: { module: '/entry.js', imports: [], css: [] }, url: '/manifest.js', version: 'test',
  routes: Object.fromEntries(Object.keys(modules).map((id) => [id, { id, parentId: routes[id].parentId, path: routes[id].path, hasAction: false, hasLoader: true, hasClientAction: false,
    hasClientLoader: false, hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: id === 'root', module: '/' + id + '.js', imports: [], css: [] }])),
};
export const assetsBuildDirectory = 'build/client', basename = '/', future = {}, ssr = true, isSpaMode = false, prerender = [], publicPath = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' }, allowedActionOrigins = false;
`;

describe('pages while the database is down', () => {
  let app: FastifyInstance;
  const stand = standIn();
  const build = fakeWebBuild(FAKE_BUILD);
  beforeAll(async () => {
    app = await buildApp({
      config: { MEDIA_DIR: '/tmp/aangan-test-media' },
      database: stand.database,
      web: { buildDir: build.dir },
    });
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });

  const page = async (url: string, failing: number) => {
    stand.state.failing = failing;
    stand.state.queries = 0;
    const started = performance.now();
    const res = await app.inject(url);
    return {
      status: res.statusCode,
      retryAfter: res.headers['retry-after'],
      queries: stand.state.queries,
      ms: performance.now() - started,
      body: res.json() as { loaderData: Record<string, unknown> },
    };
  };

  it('answers 503 with Retry-After for a page showing the failure and for one whose loader threw', async () => {
    const inline = await page('/inline', Infinity);
    expect([inline.status, inline.retryAfter, inline.body.loaderData.inline]).toEqual([
      503,
      '5',
      { error: UNAVAILABLE_MESSAGE },
    ]);
    const threw = await page('/throws', Infinity);
    expect([threw.status, threw.retryAfter]).toEqual([503, '5']);
  });

  it("tries a loader's GET three times in all, 250 and 500 ms apart, before giving up", async () => {
    const r = await page('/inline', Infinity);
    expect(r.queries).toBe(3);
    expect(r.ms).toBeGreaterThanOrEqual(740);
    expect(r.ms).toBeLessThan(3000);
  });

  it('renders normally when a retry finds the database back', async () => {
    const r = await page('/inline', 2);
    expect([r.status, r.retryAfter, r.queries, r.body.loaderData.inline]).toEqual([200, undefined, 3, { items: [] }]);
  });

  it('leaves a missing page, and script navigations, their own status', async () => {
    expect((await page('/missing', Infinity)).status).toBe(404);
    const nav = await app.inject('/inline.data');
    expect(nav.statusCode).toBe(200);
    expect(pageStatus(500, { unavailable: true, method: 'GET', path: '/inline.data' })).toBe(500);
    expect(pageStatus(302, { unavailable: true, method: 'GET', path: '/account' })).toBe(302);
    expect(pageStatus(500, { unavailable: false, method: 'GET', path: '/throws' })).toBe(500);
    expect(pageStatus(200, { unavailable: true, method: 'POST', path: '/property/1' })).toBe(200);
  });
});
