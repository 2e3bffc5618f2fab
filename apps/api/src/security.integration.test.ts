// Security headers on every answer, CORS for configured origins only, https outside
// this machine, rate limits (429 + Retry-After) and body limits (413). Server-rendered pages are
// checked here when a web build exists (npm run build), and always in e2e/security.spec.ts.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp, type AppOptions } from './app.ts';
import { API_CSP, HSTS, newNonce, pageCsp, PERMISSIONS_POLICY, securityOptions } from './shared/security.ts';
import { signUp, freshPhone } from './shared/testing/accounts.ts';
import { fakeWebBuild } from './shared/testing/fake-web.ts';
import { insertListing } from './shared/testing/listings.ts';

const MEDIA_DIR = '/tmp/aangan-test-media';
const MINUTE = 60_000;
const webBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
const built = existsSync(`${webBuild}/server/index.js`);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: FastifyInstance[] = [];
async function appWith(config: Partial<AppOptions['config']> = {}, web = false): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { MEDIA_DIR, ...config },
    database: db,
    ...(web ? { web: { buildDir: webBuild } } : {}),
  });
  apps.push(app);
  return app;
}
/** A stand-in for a server-rendered page (web.ts does the same): the nonce is drawn per request. */
function withFakePage(app: FastifyInstance) {
  app.get('/fake-page', async (req, reply) => {
    req.cspNonce = newNonce();
    return reply.type('text/html').send(`<!doctype html><script nonce="${req.cspNonce}">1</script>`);
  });
  return app;
}

let plain: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  plain = withFakePage(await appWith());
  // Behind a proxy on this machine, as in a real deployment behind nginx or a load balancer.
  proxied = withFakePage(await appWith({ TRUST_PROXY: ['127.0.0.1'] }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.drop();
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
const onSite = (host: string, proto: 'http' | 'https', extra: Partial<InjectOptions> = {}): Partial<InjectOptions> => ({
  ...extra,
  headers: { host, 'x-forwarded-proto': proto, ...(extra.headers as Record<string, string> | undefined) },
});

/**
 * Bodies a page's action cannot read as a form: each with the status a page answers (415 for
 * what is no form encoding, 400 for a form body that cannot be parsed), never a 5xx.
 */
const UNREADABLE_BODIES: { name: string; status: 400 | 415; headers: Record<string, string>; payload: string }[] = [
  { name: 'JSON', status: 415, headers: { 'content-type': 'application/json' }, payload: '{"phone":"1"}' },
  { name: 'plain text', status: 415, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: 'phone=1' },
  { name: 'no content type', status: 415, headers: {}, payload: 'phone=1' },
  { name: 'XML', status: 415, headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
  {
    name: 'broken multipart',
    status: 400,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n1\r\n',
  },
  { name: 'multipart without boundary', status: 400, headers: { 'content-type': 'multipart/form-data' }, payload: 'a' },
];

describe('security headers', () => {
  it('are on API answers, with a CSP that allows nothing', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-thing']) {
      const res = await plain.inject(url);
      expect(res.headers).toMatchObject({ ...COMMON, 'content-security-policy': API_CSP });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on media files too', async () => {
    const listing = await insertListing(db, { title: 'A listing with a demo photo' });
    await db.query(
      `INSERT INTO property_images (property_id, position, url) VALUES ($1, 0, '/media/demo/photo/1-exterior-480.webp')`,
      [listing],
    );
    const res = await plain.inject('/media/demo/photo/1-exterior-480.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...COMMON, 'content-security-policy': API_CSP });
  });

  it('give a page a CSP naming a nonce that is new on every request', async () => {
    const [a, b] = [await plain.inject('/fake-page'), await plain.inject('/fake-page')];
    const nonce = (html: string) => /nonce="([^"]+)"/.exec(html)![1]!;
    expect(nonce(a.body)).not.toBe(nonce(b.body));
    expect(nonce(a.body)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.headers).toMatchObject({
      ...COMMON,
      'content-security-policy': pageCsp(nonce(a.body), securityOptions({}).sources, true),
    });
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce(a.body)}'`);
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      'https://my.matterport.com',
      'https://www.openstreetmap.org',
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests'); // localhost
  });

  it('allow the configured tile, media, image and tour hosts, and upgrade requests on a public host', async () => {
    const app = withFakePage(
      await appWith({
        MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
        TOUR_HOSTS: { 'tours.example.in': 'ours' },
        MEDIA_STORE: 's3',
        MEDIA_PUBLIC_URL: 'https://cdn.example.in/media',
        S3_ENDPOINT: 'https://s3.example.in',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        CSP_IMG_ORIGINS: ['https://images.example.org'],
      }),
    );
    const csp = String(
      (await app.inject({ url: '/fake-page', headers: { host: 'aangan.example.in' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.in https://cdn.example.in https://images.example.org;",
    );
    expect(csp).toContain("connect-src 'self' https://cdn.example.in;");
    expect(csp).toContain('frame-src https://tours.example.in https://www.openstreetmap.org;');
    expect(csp).not.toContain('matterport');
    expect(csp).toMatch(/; upgrade-insecure-requests$/);
  });

  it('send HSTS only for https from a trusted proxy, and never for localhost', async () => {
    const hsts = async (app: FastifyInstance, opts: Partial<InjectOptions>) =>
      (await app.inject({ url: '/api/v1/health', ...opts })).headers['strict-transport-security'];
    expect(await hsts(proxied, onSite('aangan.example.in', 'https'))).toBe(HSTS);
    expect(await hsts(proxied, onSite('localhost:3000', 'https'))).toBeUndefined();
    expect(await hsts(proxied, onSite('127.0.0.1:3000', 'https'))).toBeUndefined();
    // Not from the proxy, or no proxy configured: the header is the client's word only.
    expect(await hsts(proxied, onSite('aangan.example.in', 'https', { remoteAddress: '203.0.113.9' }))).toBeUndefined();
    expect(await hsts(plain, onSite('aangan.example.in', 'https'))).toBeUndefined();
  });

  it('leave the API explorer its own policy', async () => {
    const res = await plain.inject('/api/v1/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'self'; .*script-src 'self';.*frame-ancestors 'none'/,
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('https outside this machine', () => {
  it('sends plain-http page requests on to https (308) and refuses API calls', async () => {
    const page = await proxied.inject({ url: '/property/7?tab=photos', ...onSite('aangan.example.in', 'http') });
    expect([page.statusCode, page.headers.location]).toEqual([308, 'https://aangan.example.in/property/7?tab=photos']);
    const api = await proxied.inject({ url: '/api/v1/properties/', ...onSite('aangan.example.in', 'http') });
    expect([api.statusCode, api.json()]).toEqual([403, { code: 'HTTPS_ONLY', detail: 'Use https' }]);
    const post = await proxied.inject({
      method: 'POST',
      url: '/login',
      payload: 'phone=1',
      ...onSite('aangan.example.in', 'http'),
    });
    expect([post.statusCode, post.json()]).toEqual([403, { code: 'HTTPS_ONLY', detail: 'Use https' }]);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the redirect to PUBLIC_URL when it is set, not to whatever host the request named', async () => {
    const app = await appWith({ TRUST_PROXY: ['127.0.0.1'], PUBLIC_URL: 'https://aangan.in' });
    const res = await app.inject({ url: '/about', ...onSite('evil.example', 'http') });
    expect([res.statusCode, res.headers.location]).toEqual([308, 'https://aangan.in/about']);
  });

  it('leaves localhost, https, and servers with no proxy configured alone', async () => {
    expect((await proxied.inject({ url: '/api/v1/health', ...onSite('localhost:3000', 'http') })).statusCode).toBe(200);
    expect((await proxied.inject({ url: '/api/v1/health', ...onSite('[::1]:3000', 'http') })).statusCode).toBe(200);
    expect((await proxied.inject({ url: '/api/v1/health', ...onSite('aangan.example.in', 'https') })).statusCode).toBe(
      200,
    );
    expect((await plain.inject({ url: '/api/v1/health', ...onSite('aangan.example.in', 'http') })).statusCode).toBe(
      200,
    );
  });
});

describe('CORS', () => {
  const partner = 'https://partner.example.in';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ CORS_ORIGINS: [partner] });
  });
  const preflight = (a: FastifyInstance, origin: string) =>
    a.inject({
      method: 'OPTIONS',
      url: '/api/v1/properties/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('answers a preflight from a configured origin, with credentials', async () => {
    const res = await preflight(app, partner);
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': partner,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    });
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers.vary).toMatch(/Origin/);
    const get = await app.inject({ url: '/api/v1/health', headers: { origin: partner } });
    expect(get.headers).toMatchObject({
      'access-control-allow-origin': partner,
      'access-control-allow-credentials': 'true',
    });
    expect(get.headers.vary).toMatch(/Origin/);
  });

  it('gives any other origin no CORS headers at all', async () => {
    for (const [a, origin] of [
      [app, 'https://evil.example'],
      [app, 'https://partner.example.in.evil.example'],
      [plain, partner],
    ] as const) {
      const pre = await preflight(a, origin);
      expect(pre.statusCode).toBe(404);
      const get = await a.inject({ url: '/api/v1/health', headers: { origin } });
      for (const res of [pre, get]) {
        expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      }
    }
  });
});

describe('rate limits', () => {
  const minute = MINUTE;
  const retryAfter = (h: unknown) => Number(h);

  it('stop failed logins from one address, however it spoofs X-Forwarded-For', async () => {
    const app = await appWith({ RATE_LIMIT_LOGIN: { max: 3, windowMs: minute } });
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { phone: `+91${freshPhone()}`, password: 'wrong-password' },
      });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(last!.json()).toMatchObject({
      code: 'LOGIN_RATE_LIMITED',
      detail: expect.stringMatching(/Too many failed attempts/),
    });
    expect(retryAfter(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          remoteAddress: '198.51.100.8',
          payload: { phone: `+91${freshPhone()}`, password: 'x-wrong-1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('believe X-Forwarded-For from a configured proxy', async () => {
    const app = await appWith({ RATE_LIMIT_LOGIN: { max: 1, windowMs: minute }, TRUST_PROXY: ['127.0.0.1'] });
    const login = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        headers: { 'x-forwarded-for': client },
        payload: { phone: `+91${freshPhone()}`, password: 'wrong-password' },
      });
    expect([
      (await login('203.0.113.1')).statusCode,
      (await login('203.0.113.2')).statusCode,
      (await login('203.0.113.1')).statusCode,
    ]).toEqual([401, 401, 429]);
  });

  it('limit sign-ups per address', async () => {
    const app = await appWith({ RATE_LIMIT_REGISTER: { max: 2, windowMs: minute } });
    const register = () => {
      const phone = freshPhone();
      return app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/',
        remoteAddress: '198.51.100.20',
        payload: {
          phone: `+91${phone}`,
          full_name: 'Limit Test',
          email: `l${phone}@example.in`,
          password: 'secret-123',
        },
      });
    };
    const codes = [(await register()).statusCode, (await register()).statusCode];
    const third = await register();
    expect([...codes, third.statusCode]).toEqual([202, 202, 429]);
    expect(third.json()).toMatchObject({
      code: 'SIGNUP_RATE_LIMITED',
      detail: expect.stringMatching(/Too many sign-ups/),
    });
    expect(retryAfter(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limit each form per address, in the form answer shape', async () => {
    const app = await appWith({ RATE_LIMIT_FORMS: { max: 2, windowMs: minute } });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/f/newsletter',
        remoteAddress: '198.51.100.30',
        payload: { email: `n${freshPhone()}@example.in` },
      });
    const codes = [(await send()).statusCode, (await send()).statusCode];
    const third = await send();
    expect([...codes, third.statusCode]).toEqual([200, 200, 429]);
    expect(third.json()).toEqual({
      errors: [{ code: 'BLOCKED', message: 'Too many forms sent from this network. Please try again later.' }],
    });
    expect(retryAfter(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limit photo and panorama uploads together, per account', async () => {
    const app = await appWith({ RATE_LIMIT_UPLOADS: { max: 2, windowMs: minute } });
    const [owner, other] = [await signUp(app), await signUp(app)];
    const upload = (who: typeof owner, url: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    expect((await upload(owner, '/properties/999999/images/')).statusCode).toBe(404);
    expect((await upload(owner, '/properties/999999/tour/scenes/')).statusCode).toBe(404);
    const third = await upload(owner, '/properties/999999/images/');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'UPLOAD_RATE_LIMITED',
      detail: expect.stringMatching(/Too many uploads/),
    });
    expect(retryAfter(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(other, '/properties/999999/images/')).statusCode).toBe(404);
    // A visitor is told to sign in, not counted.
    expect((await app.inject({ method: 'POST', url: '/api/v1/properties/999999/images/' })).statusCode).toBe(401);
  });

  it('limit searches and recommendations per address', async () => {
    const app = await appWith({ RATE_LIMIT_SEARCH: { max: 3, windowMs: minute } });
    const get = (url: string, remoteAddress = '198.51.100.40') => app.inject({ url, remoteAddress });
    const codes = [
      (await get('/api/v1/properties/')).statusCode,
      (await get('/api/v1/properties/recommendations/')).statusCode,
      (await get('/api/v1/properties/?page=2')).statusCode,
    ];
    const fourth = await get('/api/v1/properties/recommendations/');
    expect([...codes, fourth.statusCode]).toEqual([200, 200, 200, 429]);
    expect(fourth.json()).toMatchObject({
      code: 'SEARCH_RATE_LIMITED',
      detail: expect.stringMatching(/Too many searches/),
    });
    expect(retryAfter(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(retryAfter(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get('/api/v1/properties/', '198.51.100.41')).statusCode).toBe(200);
    // A listing's page is not a search.
    expect((await get('/api/v1/properties/999999')).statusCode).toBe(404);
  });
});

describe('body limits', () => {
  const big = 'x'.repeat(1024 * 1024 + 10);
  it('answer 413 {code, detail} to a JSON body over 1 MB', async () => {
    const res = await plain.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: big, password: 'x' }),
    });
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { code: 'BODY_TOO_LARGE', detail: 'Request body is too large' },
    ]);
  });
  it("answer 413 to a form post over 1 MB, in the forms API's {errors} (its client reads nothing else: decision 017)", async () => {
    const res = await plain.inject({
      method: 'POST',
      url: '/api/v1/f/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${big}`,
    });
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { errors: [{ code: 'TOO_LARGE', message: 'Request body is too large' }] },
    ]);
  });
});

// A web build of two pages, standing in for the real one so that the host's side (web.ts) is
// tested without building: /search's loader calls the search API, /form's action reads the
// posted form; the entry writes one inline script with the nonce it was handed, and the data.
const FAKE_BUILD = `
import { createContext, RouterContextProvider } from 'react-router';
const apiContext = createContext();
const nonceContext = createContext(null);
export function createLoadContext(api, request, page) { const c = new RouterContextProvider(); c.set(apiContext, api); c.set(nonceContext, page ? page.nonce : null); return c; }
const Nothing = () => null;
const modules = {
  root: { default: Nothing, ErrorBoundary: Nothing, loader: () => ({ root: true }) },
  search: { default: Nothing, loader: async ({ context }) => ({ status: (await context.get(apiContext)(new Request('http://api/api/v1/properties/?limit=1'))).status }) },
  form: { default: Nothing, loader: () => null, action: async ({ request }) => ({ fields: [...(await request.formData()).keys()].length }) },
};
function handleRequest(request, status, headers, ctx, loadContext) {
  headers.set('content-type', 'text/html; charset=utf-8');
  const data = JSON.stringify({ loaderData: ctx.staticHandlerContext.loaderData, actionData: ctx.staticHandlerContext.actionData });
  return new Response('<!doctype html><script nonce="' + loadContext.get(nonceContext) + '">window.__data = ' + data + '</script>', { status, headers });
}
export const entry = { module: { default: handleRequest, createLoadContext, handleError: () => {} } };
export const routes = Object.fromEntries(Object.entries(modules).map(([id, module]) => [id, { id, parentId: id === 'root' ? undefined : 'root', path: id === 'root' ? '' : id, index: undefined, caseSensitive: undefined, module }]));
export const assets = {
  entry: { module: '/entry.js', imports: [], css: [] }, url: '/manifest.js', version: 'test',
  routes: Object.fromEntries(Object.keys(modules).map((id) => [id, { id, parentId: routes[id].parentId, path: routes[id].path, hasAction: id === 'form', hasLoader: true, hasClientAction: false,
    hasClientLoader: false, hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: id === 'root', module: '/' + id + '.js', imports: [], css: [] }])),
};
export const assetsBuildDirectory = 'build/client', basename = '/', future = {}, ssr = true, isSpaMode = false, prerender = [], publicPath = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' }, allowedActionOrigins = false;
`;

describe('pages, as the host serves them', () => {
  let web: FastifyInstance;
  const build = fakeWebBuild(FAKE_BUILD);
  beforeAll(async () => {
    web = await buildApp({
      config: { MEDIA_DIR, RATE_LIMIT_SEARCH: { max: 2, windowMs: MINUTE } },
      database: db,
      web: { buildDir: build.dir },
    });
    apps.push(web);
  });
  afterAll(() => build.remove());
  const dataOf = (html: string) =>
    JSON.parse(/window\.__data = (.*)<\/script>/.exec(html)![1]!) as {
      loaderData: Record<string, { status?: number } | null>;
      actionData: Record<string, { fields: number }> | null;
    };

  it('hand each page a nonce of its own, the one its CSP header names', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await web.inject({ url: '/search', remoteAddress: `198.51.100.${60 + i}` });
      expect(res.statusCode).toBe(200);
      const nonce = /<script nonce="([^"]+)">/.exec(res.body)![1]!;
      expect(res.headers).toMatchObject({
        ...COMMON,
        'content-security-policy': pageCsp(nonce, securityOptions({}).sources, true),
      });
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it("call the API as the visitor, so a page's searches count against the visitor's own address", async () => {
    const search = async (remoteAddress: string) =>
      dataOf((await web.inject({ url: '/search', remoteAddress })).body).loaderData.search!.status;
    expect([await search('198.51.100.70'), await search('198.51.100.70'), await search('198.51.100.70')]).toEqual([
      200, 200, 429,
    ]);
    expect(await search('198.51.100.71')).toBe(200);
  });

  it('take a form post within 1 MB and refuse a bigger one, declared or streamed, with 413 {code, detail}', async () => {
    const post = (payload: string | Readable, headers: Record<string, string> = {}) =>
      web.inject({
        method: 'POST',
        url: '/form',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const ok = await post('a=1&b=2');
    expect([ok.statusCode, dataOf(ok.body).actionData]).toEqual([200, { form: { fields: 2 } }]);
    const big = `a=${'x'.repeat(1024 * 1024 + 10)}`;
    const declared = await post(big);
    expect([declared.statusCode, declared.json()]).toEqual([
      413,
      { code: 'BODY_TOO_LARGE', detail: 'Request body is too large' },
    ]);
    // No length given: the body is read up to the limit and no further.
    const streamed = await post(Readable.from([big.slice(0, 600_000), big.slice(600_000)]), {
      'transfer-encoding': 'chunked',
    });
    expect([streamed.statusCode, streamed.json()]).toEqual([
      413,
      { code: 'BODY_TOO_LARGE', detail: 'Request body is too large' },
    ]);
  });

  it('refuse a body that is no form with 415 and a form that cannot be parsed with 400, in {code, detail}', async () => {
    for (const { name, status, headers, payload } of UNREADABLE_BODIES) {
      for (const url of ['/form', '/form.data']) {
        const res = await web.inject({ method: 'POST', url, headers, payload });
        expect([res.statusCode, res.json().code], `${name} to ${url}`).toEqual([
          status,
          status === 415 ? 'UNSUPPORTED_CONTENT_TYPE' : 'BAD_REQUEST',
        ]);
      }
    }
    // A well-formed multipart form, as a form with a file field sends it, is read as before.
    const ok = await web.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    });
    expect([ok.statusCode, dataOf(ok.body).actionData]).toEqual([200, { form: { fields: 1 } }]);
  });
});

// The real pages, from the web build (`npm test` builds before this suite; e2e/security.spec.ts
// checks the same in the browser).
describe.skipIf(!built)('server-rendered pages', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await appWith({ RATE_LIMIT_LOGIN: { max: 2, windowMs: MINUTE } }, true);
  });

  it('put the header nonce on every inline script; only JSON-LD data and the one script allowed by its hash go without', async () => {
    const nonces = new Set<string>();
    // A signed-in search page is filled in from a kept one (personal-pages.ts): its nonce too.
    const cookie = `aangan_session=${(await signUp(web)).token}`;
    for (const [url, headers] of [['/'], ['/about'], ['/login'], ['/properties', { cookie }]] as const) {
      const res = await web.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers).toMatchObject(COMMON);
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
      nonces.add(nonce);
      const csp = String(res.headers['content-security-policy']);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
        attrs: m[1]!,
        text: m[2]!,
      }));
      expect(scripts.length).toBeGreaterThan(1);
      for (const { attrs, text } of scripts) {
        if (/\btype="application\/ld\+json"/.test(attrs)) continue;
        if (/\bnonce=/.test(attrs)) expect(attrs, url).toContain(`nonce="${nonce}"`);
        else expect(csp, text).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
      expect(res.body).not.toMatch(/\son[a-z]+="/); // no inline event handlers
    }
    expect(nonces.size).toBe(4);
  });

  it("call the API as the client who asked: a page's failed logins count against its own address", async () => {
    const login = (remoteAddress: string) =>
      web.inject({
        method: 'POST',
        url: '/login',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ phone: freshPhone(), password: 'wrong-password' }).toString(),
      });
    expect([
      (await login('198.51.100.50')).statusCode,
      (await login('198.51.100.50')).statusCode,
      (await login('198.51.100.50')).statusCode,
    ]).toEqual([401, 401, 429]);
    expect((await login('198.51.100.51')).statusCode).toBe(401);
  });

  it('answer 415 to a body that is no form and 400 to a form that cannot be parsed, never a 5xx', async () => {
    const id = await insertListing(db, { title: 'A listing posted at with bodies it cannot read' });
    const cookie = `aangan_session=${(await signUp(web)).token}`;
    for (const url of ['/login', '/logout', '/contact', `/property/${id}`, '/hi/login', '/hi/logout', '/login.data']) {
      for (const { name, status, headers, payload } of UNREADABLE_BODIES) {
        // Signed in too: /logout must not sign anyone out for a body it cannot read.
        for (const signedIn of [false, true]) {
          const res = await web.inject({
            method: 'POST',
            url,
            headers: { ...headers, ...(signedIn ? { cookie } : {}) },
            payload,
            remoteAddress: '198.51.100.90',
          });
          expect(res.statusCode, `${name} to ${url}`).toBe(status);
          expect(res.json().code).toBe(status === 415 ? 'UNSUPPORTED_CONTENT_TYPE' : 'BAD_REQUEST');
          expect(res.headers['set-cookie'], `${name} to ${url}`).toBeUndefined();
        }
      }
    }
  });

  it("take React Router's own form submissions (.data, url-encoded) as before", async () => {
    const res = await web.inject({
      method: 'POST',
      url: '/login.data',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: new URLSearchParams({ phone: freshPhone(), password: 'wrong-password' }).toString(),
      remoteAddress: '198.51.100.91',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/text\/x-script/);
  });

  describe('logout', () => {
    const SITE = 'http://localhost';
    const signedIn = async () => {
      const person = await signUp(web);
      const cookie = `aangan_session=${person.token}`;
      const session = await web.inject({ url: '/api/v1/auth/session', headers: { cookie } });
      return { cookie, csrf: (session.json() as { csrf_token: string }).csrf_token };
    };
    const logout = (cookie: string, form: Record<string, string>, headers: Record<string, string>, url = '/logout') =>
      web.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        payload: new URLSearchParams(form).toString(),
      });
    const live = async (cookie: string) =>
      (await web.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json().user !== null;
    const clears = (res: { headers: Record<string, unknown> }) =>
      ([res.headers['set-cookie']].flat() as (string | undefined)[]).some((c) => c?.startsWith('aangan_session=;'));

    it('from another site does not sign anyone out, even with the right token', async () => {
      const { cookie, csrf } = await signedIn();
      for (const [headers, form] of [
        // React Router refuses a foreign Origin itself (400), before the action.
        [{ origin: 'https://evil.example' }, { csrf }],
        [{ origin: 'null' }, { csrf: '' }],
        // The action's own check: what the browser says of where the form was.
        [{ 'sec-fetch-site': 'cross-site' }, { csrf }],
        [{ 'sec-fetch-site': 'same-site' }, { csrf }],
        // No word from the browser (an old one, or a script): the token must vouch for it.
        [{}, {}],
        [{}, { csrf: 'not-the-token' }],
        [{ origin: SITE }, { csrf: 'not-the-token' }],
      ] as [Record<string, string>, Record<string, string>][]) {
        for (const url of ['/logout', '/hi/logout']) {
          const res = await logout(cookie, form, headers, url);
          expect([400, 403], `${JSON.stringify(headers)} ${url}`).toContain(res.statusCode);
          if (headers.origin !== 'https://evil.example' && headers.origin !== 'null') expect(res.statusCode).toBe(403);
          expect(clears(res), JSON.stringify(headers)).toBe(false);
          expect(res.headers['set-cookie']).toBeUndefined();
        }
      }
      expect(await live(cookie)).toBe(true);
    });

    it('from our own page signs out, as the header menu and the account page do', async () => {
      const header = await signedIn();
      const home = await logout(
        header.cookie,
        { csrf: header.csrf },
        { origin: SITE, 'sec-fetch-site': 'same-origin' },
      );
      expect([home.statusCode, home.headers.location]).toEqual([302, '/']);
      expect(clears(home)).toBe(true);
      expect(String(home.headers['set-cookie'])).toContain('aangan_flash=');
      expect(await live(header.cookie)).toBe(false);

      const account = await signedIn();
      const hi = await logout(account.cookie, { csrf: account.csrf, from: 'account' }, { origin: SITE }, '/hi/logout');
      expect([hi.statusCode, hi.headers.location]).toEqual([302, '/hi/login']);
      expect(clears(hi)).toBe(true);

      // Without Origin (an old browser), the right token is enough.
      const old = await signedIn();
      const res = await logout(old.cookie, { csrf: old.csrf }, {});
      expect([res.statusCode, clears(res)]).toEqual([302, true]);

      // A session that already ended: the dead cookie is cleared from our own page, as before.
      const again = await logout(header.cookie, { csrf: header.csrf }, { origin: SITE });
      expect([again.statusCode, clears(again)]).toEqual([302, true]);
    });
  });

  it('answer 413 {code, detail} to a page form post over 1 MB', async () => {
    const res = await web.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=${'x'.repeat(1024 * 1024 + 10)}`,
    });
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { code: 'BODY_TOO_LARGE', detail: 'Request body is too large' },
    ]);
  });
});
