// Rate limits shared by several instances of the server through Redis (the real one on this
// machine, keys under a prefix of this run's own), and what happens when Redis is not there or
// goes away: each instance counts on its own, answers normally, and says so once in its log.
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp, type AppOptions } from './app.ts';
import { freshPhone, signUp } from './shared/testing/accounts.ts';

const REDIS = { host: '127.0.0.1', port: 6379 };
const REDIS_URL = `redis://${REDIS.host}:${REDIS.port}`;
// Ports of this test's own: a stand-in for Redis that can go away, and one where nothing listens.
const PROXY_PORT = 3611;
const CLOSED_PORT = 3612;
const PREFIX = `aangan-test-limits-${process.pid}-${Date.now()}:`;
const MINUTE = 60_000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: FastifyInstance[] = [];

/** An app, and the warnings it logged. */
async function appWith(config: Partial<AppOptions['config']>) {
  const logs: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(line: Buffer, _enc, done) {
      logs.push(JSON.parse(line.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = await buildApp({
    config: { MEDIA_DIR: '/tmp/aangan-test-media', ...config },
    database: db,
    logger: { level: 'info', stream },
  });
  apps.push(app);
  await app.ready();
  const said = (text: RegExp) => logs.filter((l) => text.test(l.msg)).length;
  return { app, said };
}
/** Two instances of the server on one database and one Redis. */
async function twoInstances(config: Partial<AppOptions['config']>, url = REDIS_URL) {
  const shared = { REDIS_URL: url, REDIS_KEY_PREFIX: PREFIX, ...config };
  const pair = [(await appWith(shared)).app, (await appWith(shared)).app] as const;
  // Ready waits for Redis only so long; on a busy machine the connection may come a little later.
  await Promise.all(pair.map((app) => redisStatus(app, true)));
  return pair;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.drop();
  // What this run left in Redis.
  const redis = new Redis(REDIS);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const login = (app: FastifyInstance, phone: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    remoteAddress,
    payload: { phone: `+91${phone}`, password: 'wrong-password' },
  });
const search = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ url: '/api/v1/properties/', remoteAddress });
const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
  const out: number[] = [];
  for (const call of calls) out.push((await call()).statusCode);
  return out;
};

describe('with Redis, limits count across instances', () => {
  it('refuses failed logins for a number from one address after the fifth, and from everywhere past its own limit, on either instance', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_LOGIN_PHONE_ALL: { max: 8, windowMs: MINUTE } });
    const phone = freshPhone();
    // From one address: the limit per number and address (5 in 15 minutes by default), counted across instances.
    const tries = [a, b, a, b, a].map((app) => () => login(app, phone, '198.51.100.1'));
    expect(await statuses(tries)).toEqual([401, 401, 401, 401, 401]);
    for (const app of [b, a]) {
      const over = await login(app, phone, '198.51.100.1');
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('LOGIN_RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // From other addresses the number is still open until its number-wide limit (8 here) is reached in all.
    expect(await statuses([b, a, b].map((app, i) => () => login(app, phone, `198.51.100.${i + 2}`)))).toEqual([
      401, 401, 401,
    ]);
    expect((await login(a, phone, '198.51.100.9')).statusCode).toBe(429);
    // Another phone is not held back.
    expect((await login(b, freshPhone(), '198.51.100.10')).statusCode).toBe(401);
  });

  it('lets no more than five guesses for one number from one address through when they are sent all at once to both', async () => {
    const [a, b] = await twoInstances({});
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(i % 2 ? a : b, phone, '198.51.100.20')),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });

  it('lets no more forms through than the limit when they are sent all at once to both', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_FORMS: { max: 3, windowMs: MINUTE } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/v1/f/newsletter',
          payload: { email: `flood${i}.${freshPhone()}@example.in` },
          remoteAddress: '198.51.100.45',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
  });

  it('counts searches per address across instances', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_SEARCH: { max: 3, windowMs: MINUTE } });
    const from = '198.51.100.40';
    expect(await statuses([a, b, a, b].map((app) => () => search(app, from)))).toEqual([200, 200, 200, 429]);
    expect((await search(a, from)).json().code).toBe('SEARCH_RATE_LIMITED');
    expect((await search(b, '198.51.100.41')).statusCode).toBe(200);
  });

  it('counts sign-ups, forms, password resets, failed logins per address and uploads across instances', async () => {
    const two = { max: 2, windowMs: MINUTE };
    const [a, b] = await twoInstances({
      RATE_LIMIT_LOGIN: two,
      RATE_LIMIT_REGISTER: two,
      RATE_LIMIT_FORMS: two,
      RATE_LIMIT_PASSWORD_RESET: two,
      RATE_LIMIT_PASSWORD_RESET_PHONE: two,
      RATE_LIMIT_UPLOADS: two,
    });
    const post = (app: FastifyInstance, url: string, payload: InjectOptions['payload'], remoteAddress: string) => () =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
    const person = () => {
      const phone = freshPhone();
      return { phone: `+91${phone}`, full_name: 'Shared Limit', email: `s${phone}@example.in`, password: 'secret-123' };
    };
    const trio = (make: (app: FastifyInstance) => () => Promise<{ statusCode: number }>) =>
      statuses([a, b, a].map(make));

    expect(await trio((app) => () => login(app, freshPhone(), '198.51.100.50'))).toEqual([401, 401, 429]);
    expect(await trio((app) => post(app, '/auth/register/', person(), '198.51.100.51'))).toEqual([202, 202, 429]);
    const newsletter = (app: FastifyInstance) =>
      post(app, '/f/newsletter', { email: `n${freshPhone()}@example.in` }, '198.51.100.52');
    expect(await trio(newsletter)).toEqual([200, 200, 429]);
    const reset = (phone: string, from: string) => (app: FastifyInstance) =>
      post(app, '/auth/password-reset', { phone }, from);
    const phone = `+91${freshPhone()}`;
    expect(await statuses([a, b, a].map((app, i) => reset(phone, `198.51.100.${60 + i}`)(app)))).toEqual([
      200, 200, 429,
    ]);
    expect(await statuses([a, b, a].map((app) => reset(`+91${freshPhone()}`, '198.51.100.53')(app)))).toEqual([
      200, 200, 429,
    ]);
    const owner = await signUp(a);
    const upload = (app: FastifyInstance) => () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/properties/999999/images/',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    expect(await statuses([a, b, a].map(upload))).toEqual([404, 404, 429]);
  });
});

/** A stand-in for Redis between the apps and the real one, that can be stopped and started again. */
function redisProxy() {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    async start() {
      server = createServer((client) => {
        const upstream = connect(REDIS.port, REDIS.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => s.destroy()).on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(PROXY_PORT, '127.0.0.1');
      await once(server, 'listening');
    },
    async stop() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/** Resolves when the app's Redis client reaches the state (waiting on its events, not on a clock). */
async function redisStatus(app: FastifyInstance, ready: boolean): Promise<void> {
  const client = app.redis!.client;
  while ((client.status === 'ready') !== ready) await once(client, ready ? 'ready' : 'close');
}

describe('without Redis, each instance counts alone', () => {
  it('answers normally and still limits per process when REDIS_URL points at a closed port, warning once', async () => {
    const url = `redis://127.0.0.1:${CLOSED_PORT}`;
    const { app: a, said } = await appWith({ REDIS_URL: url, REDIS_KEY_PREFIX: PREFIX });
    const { app: b } = await appWith({ REDIS_URL: url, REDIS_KEY_PREFIX: PREFIX });
    const phone = freshPhone();
    const tries = Array.from({ length: 6 }, () => () => login(a, phone, '198.51.100.70'));
    expect(await statuses(tries)).toEqual([401, 401, 401, 401, 401, 429]);
    // The other instance has counted nothing for this phone.
    expect((await login(b, phone, '198.51.100.70')).statusCode).toBe(401);
    expect(await statuses([() => search(a, '198.51.100.80'), () => search(b, '198.51.100.80')])).toEqual([200, 200]);
    expect(said(/Redis unreachable/)).toBe(1);
  });

  it('falls back when Redis goes away mid-run, and shares again once it is back', async () => {
    const proxy = redisProxy();
    await proxy.start();
    const config = { RATE_LIMIT_SEARCH: { max: 3, windowMs: MINUTE }, REDIS_KEY_PREFIX: PREFIX };
    const url = `redis://127.0.0.1:${PROXY_PORT}`;
    const [one, two] = [await appWith({ ...config, REDIS_URL: url }), await appWith({ ...config, REDIS_URL: url })];
    const [a, b] = [one.app, two.app];
    await Promise.all([redisStatus(a, true), redisStatus(b, true)]);
    const from = '198.51.100.90';
    expect(await statuses([() => search(a, from), () => search(b, from)])).toEqual([200, 200]);

    await proxy.stop();
    await Promise.all([redisStatus(a, false), redisStatus(b, false)]);
    // Each instance now counts from nothing, on its own: three more each, then 429; no 5xx.
    const alone = (app: FastifyInstance) => statuses(Array.from({ length: 4 }, () => () => search(app, from)));
    expect(await alone(a)).toEqual([200, 200, 200, 429]);
    expect(await alone(b)).toEqual([200, 200, 200, 429]);
    expect(one.said(/Redis unreachable/)).toBe(1);

    await proxy.start();
    await Promise.all([redisStatus(a, true), redisStatus(b, true)]);
    // Redis still holds the two searches from before the outage: one more is allowed in all.
    expect(await statuses([() => search(b, from), () => search(a, from)])).toEqual([200, 429]);
    expect(one.said(/Redis reachable again/)).toBe(1);
    await proxy.stop();
  });
});
