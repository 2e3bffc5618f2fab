// The database goes away under load and comes back (docs/decisions/014-faults-and-retries.md).
// A private PostgreSQL cluster in a temporary folder is stopped the hard way (`pg_ctl stop -m
// immediate`, as a crash) and started again twice while people search, like, book visits and
// create listings through the API. Every answer must be a success or a 503 in the {code, detail}
// shape, every acknowledged write must be there exactly once with everything written with it,
// and the same app (never rebuilt) must answer again by itself once the server is back.
//
// It starts its own server, so it runs once: in the PGlite step of `npm test`, not again in the
// step that points the integration files at TEST_DATABASE_URL. It needs PostgreSQL's server
// binaries (initdb, pg_ctl); without them it is skipped with a message, unless
// AANGAN_FAULT_TEST=required (CI) makes that a failure.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { UNAVAILABLE_MESSAGE } from '@aangan/contracts';
import { DB_TIMEOUTS, migrate, openDatabase, type Database } from '@aangan/db';
import { buildApp } from './app.ts';
import { signUp, type Person } from './shared/testing/accounts.ts';
import type { Row } from '@aangan/db';

const run = promisify(execFile);

/** The newest installed PostgreSQL's server binaries (Debian keeps them per version), or PG_BIN. */
function findPgBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'initdb'))) ?? null;
}

const PG_BIN = findPgBin();
const skipReason =
  process.env.AANGAN_TEST_DB === 'postgres'
    ? 'it starts its own PostgreSQL and already ran in the PGlite step'
    : PG_BIN
      ? null
      : 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql/*/bin; set PG_BIN';
if (skipReason && !PG_BIN && process.env.AANGAN_FAULT_TEST === 'required') {
  throw new Error(`fault test required (AANGAN_FAULT_TEST=required) but ${skipReason}`);
}
if (skipReason) console.warn(`faults.integration.test.ts skipped: ${skipReason}`);

/**
 * A throwaway PostgreSQL cluster. initdb and postgres refuse to run as root, so as root (CI)
 * they run as the `postgres` system user (or `nobody`) through runuser, in a folder it owns.
 */
class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'aangan-faults-'));
  readonly data = join(this.dir, 'data');
  readonly sock = join(this.dir, 'sock');
  port = 0;
  private readonly prefix: string[];
  private readonly bin: string;

  constructor(bin: string) {
    this.bin = bin;
    mkdirSync(this.sock);
    if (process.getuid?.() === 0) {
      const user = ['postgres', 'nobody'].find((u) => idOf(u) !== null);
      if (!user)
        throw new Error('running as root and neither the postgres nor the nobody user exists to run PostgreSQL as');
      const { uid, gid } = idOf(user)!;
      for (const d of [this.dir, this.sock]) chownSync(d, uid, gid);
      this.prefix = ['runuser', '-u', user, '--'];
    } else {
      this.prefix = [];
    }
  }

  private async exec(tool: string, args: string[]) {
    const [cmd, ...rest] = [...this.prefix, join(this.bin, tool), ...args];
    try {
      await run(cmd!, rest, { timeout: 60_000 });
    } catch (err) {
      const log = existsSync(join(this.dir, 'log')) ? readFileSync(join(this.dir, 'log'), 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${(err as Error).message}\n${log}`, { cause: err });
    }
  }

  async init() {
    this.port = await freePort();
    await this.exec('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  }

  start() {
    return this.exec('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${this.port} -k ${this.sock} -c listen_addresses=127.0.0.1 -c max_connections=40`,
      'start',
    ]);
  }

  /** Like a crash: every server process quits at once, nothing is flushed or shut down cleanly. */
  stop() {
    return this.exec('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  url(db = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }

  /** Stops the server whatever state it is in and removes the folder (synchronous: also used on exit). */
  destroy() {
    try {
      const pid = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) {
        process.kill(pid, 'SIGQUIT');
        // The postmaster still touches its folder while it exits: remove it once it is gone.
        const until = Date.now() + 10_000;
        while (alive(pid) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      }
    } catch {
      /* not running */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function idOf(user: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

// What each request was and how it was answered.
type Op = 'search' | 'detail' | 'like' | 'visit' | 'listing';
interface Rec {
  op: Op;
  method: string;
  url: string;
  status: number;
  ms: number;
  at: number;
  body: unknown;
  retryAfter?: string;
  key?: string;
}

let cluster: Cluster | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;
let people: Person[] = [];
let homes: number[] = [];
const onExit = () => cluster?.destroy();

beforeAll(async () => {
  if (skipReason) return;
  process.once('exit', onExit);
  cluster = new Cluster(PG_BIN!);
  await cluster.init();
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE aangan');
  await admin.end();
  // The product's own migrations create the extensions (cube, earthdistance, pg_trgm) too.
  database = await openDatabase({ url: cluster.url('aangan'), poolSize: 8 });
  await migrate(database);
  // Many searches from one address in seconds: this test measures faults, not the search limit.
  app = await buildApp({
    config: { MEDIA_DIR: join(cluster.dir, 'media'), RATE_LIMIT_SEARCH: { max: 1_000_000, windowMs: 60_000 } },
    database,
  });
  people = [];
  for (let i = 0; i < 12; i++) people.push(await signUp(app, { full_name: `Fault Tester ${i + 1}` }));
  homes = (
    await database.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (title, purpose, property_type, status, monthly_rent, bedrooms, bhk, latitude, longitude, locality, city)
     SELECT 'Fault test home ' || g, 'rent', 'apartment', 'active', 20000 + g * 100, 2, 2, 28.40 + g * 0.001, 77.05 + g * 0.001, 'Sector 56', 'Gurugram'
       FROM generate_series(1, 60) g RETURNING id`,
    )
  ).rows.map((r) => r.id);
}, 60_000);

afterAll(async () => {
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  cluster?.destroy();
  process.removeListener('exit', onExit);
});

describe.skipIf(skipReason !== null)('a database outage under load', () => {
  it('answers 503 while PostgreSQL is down, loses or doubles no acknowledged write, and recovers by itself', async () => {
    const a = app!;
    const records: Rec[] = [];
    const t0 = now();
    const call = async (
      op: Op,
      who: Person | null,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      key?: string,
    ) => {
      const start = now();
      const res: LightMyRequestResponse = await a.inject({
        method,
        url: `/api/v1${url}`,
        ...(payload ? { payload } : {}),
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        /* checked below */
      }
      const retryAfter = res.headers['retry-after'] as string | undefined;
      records.push({
        op,
        method,
        url,
        status: res.statusCode,
        ms: now() - start,
        at: start - t0,
        body,
        retryAfter,
        key,
      });
      return res;
    };

    // Each person likes and books each listing at most once (one open visit per person and
    // listing), so an acknowledged write can be looked for exactly.
    const likePairs = people.map((_, u) => homes.map((_h, i) => homes[(i + u * 5) % homes.length]!));
    const visitPairs = people.map((_, u) => homes.map((_h, i) => homes[(i + u * 7) % homes.length]!));
    const slot = new Date();
    slot.setUTCDate(slot.getUTCDate() + 2);
    slot.setUTCHours(6, 30, 0, 0); // 12:00 India time, inside the default visiting hours
    let listingNo = 0;
    const searches = [
      '/properties/?purpose=rent&sort_by=newest&limit=12',
      '/properties/?lat=28.42&lng=77.07&radius=10&sort_by=distance',
      '/properties/?q=Sector%2056&sort_by=relevance',
      '/properties/?price_min=20000&price_max=30000&sort_by=price_low',
    ];

    let running = true;
    const worker = async (w: number) => {
      for (let n = 0; running; n++) {
        const u = (w + n) % people.length;
        const who = people[u]!;
        const pick = (n * 7 + w * 3) % 20;
        let res: LightMyRequestResponse;
        if (pick < 7) {
          res = await call('search', n % 2 ? who : null, 'GET', searches[n % searches.length]!);
        } else if (pick < 10) {
          res = await call('detail', who, 'GET', `/properties/${homes[(n + w) % homes.length]}`);
        } else if (pick < 14 && likePairs[u]!.length) {
          const property = likePairs[u]!.shift()!;
          const liked = property % 3 !== 0;
          res = await call(
            'like',
            who,
            'POST',
            '/swipes/',
            { property_id: property, is_liked: liked },
            `${who.id}:${property}:${liked}`,
          );
        } else if (pick < 17 && visitPairs[u]!.length) {
          const property = visitPairs[u]!.shift()!;
          res = await call(
            'visit',
            who,
            'POST',
            '/visits/',
            // Each person their own day: a listing takes one visit per slot.
            { property_id: property, scheduled_date: new Date(slot.getTime() + u * 86_400_000).toISOString() },
            `${who.id}:${property}`,
          );
        } else {
          const title = `Fault test listing number ${++listingNo} in Sector 56`;
          res = await call(
            'listing',
            who,
            'POST',
            '/properties/',
            {
              title,
              description: 'Written while the database was going away.',
              purpose: 'rent',
              property_type: 'apartment',
              monthly_rent: 32000,
              bedrooms: 2,
              bhk: 2,
              bathrooms: 2,
              area_sqft: 1150,
              locality: 'Sector 56',
              latitude: 28.4211,
              longitude: 77.1026,
            },
            title,
          );
        }
        // A client told to come back later does not hammer the server.
        if (res.statusCode === 503) await sleep(100);
      }
    };

    /** Milliseconds until a search through the same app answers 200 again. */
    const recovery = async (from: number) => {
      for (;;) {
        const r = await a.inject('/api/v1/properties/?limit=1');
        if (r.statusCode === 200) return now() - from;
        if (now() - from > 20_000) throw new Error(`no recovery after 20 s: ${r.statusCode} ${r.body}`);
        await sleep(25);
      }
    };

    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    const outages: { downMs: number; recoveryMs: number; upAt: number }[] = [];
    const probes: { health: number; ready: number; readyRetryAfter: unknown }[] = [];
    try {
      for (const [before, down] of [
        [1500, 2500],
        [1500, 1500],
      ] as const) {
        await sleep(before);
        const stopAt = now();
        await cluster!.stop();
        await sleep(down);
        // Liveness stays up (restarting the process would not help); readiness says not ready.
        const [health, ready] = await Promise.all([a.inject('/api/v1/health'), a.inject('/api/v1/ready')]);
        probes.push({
          health: health.statusCode,
          ready: ready.statusCode,
          readyRetryAfter: ready.headers['retry-after'],
        });
        await cluster!.start();
        const upAt = now();
        outages.push({ downMs: upAt - stopAt, recoveryMs: await recovery(upAt), upAt: upAt - t0 });
      }
      await sleep(1500);
    } finally {
      running = false;
      await load;
    }

    const by = (f: (r: Rec) => boolean) => records.filter(f);
    const unavailable = by((r) => r.status === 503);
    const summary = {
      requests: records.length,
      answered_503: unavailable.length,
      by_status: Object.fromEntries(
        [...new Set(records.map((r) => r.status))].map((s) => [s, by((r) => r.status === s).length]),
      ),
      outages: outages.map((o) => ({ down_ms: Math.round(o.downMs), recovery_ms: Math.round(o.recoveryMs) })),
      slowest_ms: Math.round(Math.max(...records.map((r) => r.ms))),
      slowest_503_ms: Math.round(Math.max(0, ...unavailable.map((r) => r.ms))),
      acknowledged: {
        likes: by((r) => r.op === 'like' && r.status === 200).length,
        visits: by((r) => r.op === 'visit' && r.status === 201).length,
        listings: by((r) => r.op === 'listing' && r.status === 201).length,
      },
    };
    console.log(`faults: ${JSON.stringify(summary)}`);

    // Every answer is a success or a 503 in the error envelope; nothing hung.
    const expected: Record<Op, number> = { search: 200, detail: 200, like: 200, visit: 201, listing: 201 };
    expect(
      by((r) => r.status !== expected[r.op] && r.status !== 503).map(
        (r) => `${r.method} ${r.url} ${r.status} ${JSON.stringify(r.body)}`,
      ),
    ).toEqual([]);
    expect(new Set(unavailable.map((r) => JSON.stringify(r.body)))).toEqual(
      new Set([JSON.stringify({ code: 'UNAVAILABLE', detail: UNAVAILABLE_MESSAGE })]),
    );
    expect(unavailable.every((r) => Number(r.retryAfter) > 0)).toBe(true);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(summary.slowest_ms).toBeLessThan(DB_TIMEOUTS.connectionMs + 2000);
    expect(probes).toEqual([
      { health: 200, ready: 503, readyRetryAfter: '5' },
      { health: 200, ready: 503, readyRetryAfter: '5' },
    ]);
    // Writes went through before, between and after the outages.
    for (const n of Object.values(summary.acknowledged)) expect(n).toBeGreaterThanOrEqual(5);
    for (const o of outages)
      expect(
        by(
          (r) => r.at > o.upAt && (r.status === 200 || r.status === 201) && ['like', 'visit', 'listing'].includes(r.op),
        ).length,
      ).toBeGreaterThan(0);

    // Checked on a connection of its own, not through the app.
    const check = new pg.Client({ connectionString: cluster!.url('aangan') });
    await check.connect();
    try {
      const q = async <T>(text: string, params: unknown[] = []) => (await check.query(text, params)).rows as T[];

      // Likes: each acknowledged one is there with its answer; nothing was liked that nobody sent.
      const swipes = await q<{ user_id: number; property_id: number; is_liked: boolean }>(
        'SELECT user_id, property_id, is_liked FROM swipes',
      );
      const stored = new Map(swipes.map((s) => [`${s.user_id}:${s.property_id}`, s.is_liked]));
      expect(swipes.length).toBe(stored.size);
      const sentLikes = new Set(by((r) => r.op === 'like').map((r) => r.key!.split(':').slice(0, 2).join(':')));
      expect([...stored.keys()].filter((k) => !sentLikes.has(k))).toEqual([]);
      for (const r of by((x) => x.op === 'like' && x.status === 200)) {
        const [user, property, liked] = r.key!.split(':');
        expect(stored.get(`${user}:${property}`), r.key).toBe(liked === 'true');
      }
      // The counter on each listing moved in the same transaction as the rows behind it.
      expect(
        await q(`SELECT p.id, p.like_count, count(s.id) FILTER (WHERE s.is_liked)::int AS liked
        FROM properties p LEFT JOIN swipes s ON s.property_id = p.id GROUP BY p.id HAVING p.like_count <> count(s.id) FILTER (WHERE s.is_liked)`),
      ).toEqual([]);

      // Visits: each acknowledged one exactly once, none twice for a person and listing, and
      // none without its history row, its e-mail in the outbox, or its count on the listing.
      const visits = await q<{ id: number; user_id: number; property_id: number }>(
        'SELECT id, user_id, property_id FROM visits',
      );
      const visitIds = new Set(visits.map((v) => v.id));
      for (const r of by((x) => x.op === 'visit' && x.status === 201))
        expect(visitIds.has((r.body as { id: number }).id), r.key).toBe(true);
      expect(new Set(visits.map((v) => `${v.user_id}:${v.property_id}`)).size).toBe(visits.length);
      const sentVisits = new Set(by((r) => r.op === 'visit').map((r) => r.key));
      expect(visits.filter((v) => !sentVisits.has(`${v.user_id}:${v.property_id}`))).toEqual([]);
      expect(
        await q(`SELECT v.id FROM visits v WHERE (SELECT count(*) FROM visit_events e WHERE e.visit_id = v.id AND e.to_status = 'requested') <> 1
        OR (SELECT count(*) FROM outbox o WHERE o.kind = 'visit.requested' AND (o.payload->>'visit_id')::int = v.id) <> 1`),
      ).toEqual([]);
      expect(
        await q(
          `SELECT p.id FROM properties p WHERE p.visit_count <> (SELECT count(*) FROM visits v WHERE v.property_id = p.id)`,
        ),
      ).toEqual([]);

      // Listings: each acknowledged one exactly once, whole (its owner made an owner with it).
      const listings = await q<{
        id: number;
        title: string;
        owner_id: number;
        owner_name: string | null;
        status: string;
        role: string;
      }>(
        `SELECT p.id, p.title, p.owner_id, p.owner_name, p.status, u.role FROM properties p JOIN users u ON u.id = p.owner_id WHERE p.title LIKE 'Fault test listing%'`,
      );
      const titles = new Map<string, number>();
      for (const l of listings) titles.set(l.title, (titles.get(l.title) ?? 0) + 1);
      expect([...titles].filter(([, n]) => n > 1)).toEqual([]);
      for (const r of by((x) => x.op === 'listing' && x.status === 201)) {
        expect(listings.find((l) => l.title === r.key)?.id, r.key).toBe((r.body as { id: number }).id);
      }
      expect(listings.filter((l) => l.status !== 'draft' || !l.owner_name || l.role !== 'owner')).toEqual([]);
    } finally {
      await check.end();
    }

    // The same app, never rebuilt, is ready and serving again.
    expect((await a.inject('/api/v1/ready')).json()).toEqual({ status: 'ready', database: 'postgres' });
    expect((await call('search', people[0]!, 'GET', searches[0]!)).statusCode).toBe(200);
  }, 90_000);
});
