// Three server processes on one PostgreSQL database, one Redis and one S3-compatible bucket, as a
// deployment behind a load balancer runs them (docs/deployment.md). Each is a separate process
// started here on a loopback port with its own mail folder. What a person would notice if the
// instances did not share their state:
// - a session made on one is refused by another;
// - a limit allows three times its attempts;
// - a change made through one is missing on another;
// - an e-mail arrives twice, or a scheduled job's e-mail twice;
// - a photo uploaded through one is missing on another.
// Everything started here is stopped at the end.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from './app.ts';
import { enqueueMail } from './shared/notifications/outbox.ts';
import { signUp, type Person } from './shared/testing/accounts.ts';
import { startInstance, type Instance } from './shared/testing/instances.ts';
import { insertListing } from './shared/testing/listings.ts';

const skipReason =
  inject('dbTemplate').kind === 'postgres'
    ? null
    : 'several processes cannot share the embedded database; it runs in the PostgreSQL step';
if (skipReason) console.warn(`multi-instance.integration.test.ts skipped: ${skipReason}`);

const BUCKET = 'aangan-media';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's own account
const QUEUED_MAILS = 12;
const run = randomBytes(4).toString('hex');
const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = `aangan-test-${run}:`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let folder: string;
let s3: S3rver;
let s3Url: string;
let instances: Instance[] = [];
let owner: Person;
let seeker: Person;
let revealable: number[] = [];
let listing: number;
let expiring: number;

const mailDir = (i: number) => join(folder, `mail-${i}`);

/** A call to one instance's API, as a person with a bearer token or as a visitor. */
function call(on: Instance, path: string, init: RequestInit & { who?: Person } = {}) {
  const headers = new Headers(init.headers);
  if (init.who) headers.set('authorization', `Bearer ${init.who.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${on.url}/api/v1${path}`, { ...init, headers });
}

/** Waits (polling) until `check` holds, up to `ms`; answers how long it took. */
async function until(check: () => Promise<boolean>, ms = 5000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

/** The people, listings and e-mails that exist before the instances start. */
async function prepare(): Promise<void> {
  const setup = await buildApp({ config: { MEDIA_DIR: join(folder, 'setup-media') }, database: db });
  owner = await signUp(setup, { full_name: 'Kavita Multi', email: `kavita.${run}@example.in` });
  seeker = await signUp(setup, { full_name: 'Rahul Reveals', email: `rahul.${run}@example.in` });
  await setup.close();
  revealable = [];
  for (let i = 0; i < 50; i++)
    revealable.push(
      await insertListing(db, { title: `Reveal ${run} #${i}`, owner_id: owner.id, owner_contact: `+91${owner.phone}` }),
    );
  listing = await insertListing(db, { title: `Multi-instance flat ${run}`, owner_id: owner.id, locality: 'Sector 62' });
  // About to expire: the scheduled job, run by every instance as it starts, records it and mails its owner.
  expiring = await insertListing(db, {
    title: `Expiring flat ${run}`,
    owner_id: owner.id,
    expires_at: new Date(Date.now() + 2 * 86_400_000),
  });
  for (let i = 0; i < QUEUED_MAILS; i++)
    await enqueueMail(db, { kind: 'test', to: `reader${i}@example.in`, subject: `Queued ${run} #${i}`, text: 'Hello' });
}

async function startS3(): Promise<void> {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(folder, 'bucket') });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...KEYS, region: 'us-east-1', service: 's3' });
  expect((await client.fetch(`${s3Url}/${BUCKET}`, { method: 'PUT' })).status).toBe(200);
}

function settings(i: number): Record<string, string> {
  return {
    DATABASE_URL: db.url!,
    DB_POOL_SIZE: '4',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'info',
    REDIS_URL,
    REDIS_KEY_PREFIX: KEY_PREFIX,
    MEDIA_DIR: join(folder, `media-${i}`),
    MEDIA_STORE: 's3',
    S3_ENDPOINT: s3Url,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    MEDIA_PUBLIC_URL: `${s3Url}/${BUCKET}`,
    MAIL_DIR: mailDir(i),
  };
}

/** The subjects of the e-mails every instance has written to its mail folder. */
function sentSubjects(): string[] {
  return instances.flatMap((_, i) => {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir(i)).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
    return files.map((f) => /^Subject: (.*)$/m.exec(readFileSync(join(mailDir(i), f), 'utf8'))?.[1] ?? '');
  });
}

describe.skipIf(skipReason !== null)('three instances on one database', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'aangan-multi-'));
    db = await createTestDatabase();
    await startS3();
    await prepare();
    // All at once, as after a deployment: their start-up jobs and mail runs overlap.
    instances = await Promise.all([0, 1, 2].map((i) => startInstance(settings(i))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await s3?.close();
    await db?.drop();
    // What this run left in Redis.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('accepts a session made on one instance on the others', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const login = await call(a, '/auth/login/', {
      method: 'POST',
      body: JSON.stringify({ phone: `+91${owner.phone}`, password: owner.password }),
    });
    expect(login.status).toBe(200);
    const who = { ...owner, token: ((await login.json()) as { access_token: string }).access_token };
    for (const on of [b, c]) {
      const session = (await (await call(on, '/auth/session', { who })).json()) as { user: { id: number } | null };
      expect(session.user?.id).toBe(owner.id);
    }
  });

  it("shows the bell's unread count alike on every instance, and reading on one lowers it on the others", async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const login = await call(a, '/auth/login/', {
      method: 'POST',
      body: JSON.stringify({ phone: `+91${owner.phone}`, password: owner.password }),
    });
    const who = { ...owner, token: ((await login.json()) as { access_token: string }).access_token };
    const ids = (
      await db.query<{ id: number }>(
        `INSERT INTO notifications (user_id, kind, data, link) SELECT $1, 'saved_search', '{}', '/' FROM generate_series(1, 3)
         RETURNING id::int AS id`,
        [owner.id],
      )
    ).rows.map((r) => r.id);
    const unread = async (on: Instance) =>
      ((await (await call(on, '/auth/session', { who })).json()) as { unread_notifications: number })
        .unread_notifications;
    const before = await Promise.all([a, b, c].map(unread));
    expect(new Set(before).size).toBe(1);
    const read = await call(a, '/notifications/read', { method: 'POST', who, body: JSON.stringify({ ids: [ids[0]] }) });
    expect(read.status).toBe(200);
    expect(await Promise.all([b, c].map(unread))).toEqual([before[0]! - 1, before[0]! - 1]);
  });

  it('counts a limit across instances: five wrong passwords for a phone in all, not five on each', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(instances[i % 3]!, '/auth/login/', {
        method: 'POST',
        body: JSON.stringify({ phone: `+91${owner.phone}`, password: 'not-the-password' }),
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('caps reveals per number exactly under 50 parallel requests spread over two instances', async () => {
    const [a, b] = instances as [Instance, Instance];
    const answers = await Promise.all(
      revealable.map((id, i) => call(i % 2 ? b : a, `/properties/${id}/contact`, { method: 'POST', who: seeker })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(10);
    expect(statuses.filter((st) => st === 429)).toHaveLength(40);
    const recorded = await db.query<{ n: number }>(
      'SELECT count(DISTINCT property_id)::int AS n FROM contact_reveals WHERE user_id = $1',
      [seeker.id],
    );
    expect(recorded.rows[0]!.n).toBe(10);
  });

  it('shows a change made through one instance on the others within a second', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const search = `/properties?purpose=rent&locality=sector%2062`;
    for (const on of [b, c]) {
      expect((await call(on, `/properties/${listing}`)).status).toBe(200);
      const found = (await (await call(on, search)).json()) as { items: { id: number }[] };
      expect(found.items.map((x) => x.id)).toContain(listing);
    }
    const moved = await call(a, `/properties/${listing}/status`, {
      method: 'POST',
      who: owner,
      body: JSON.stringify({ action: 'unpublish' }),
    });
    expect(moved.status).toBe(200);
    for (const on of [b, c]) {
      const took = await until(async () => (await call(on, `/properties/${listing}`)).status === 404, 1000);
      expect(took).toBeLessThan(1000);
      const found = (await (await call(on, search)).json()) as { items: { id: number }[] };
      expect(found.items.map((x) => x.id)).not.toContain(listing);
    }
  });

  it('sends each queued e-mail exactly once, whichever instance takes it', async () => {
    const queued = (s: string) => s.startsWith(`Queued ${run} #`);
    await until(async () => sentSubjects().filter(queued).length >= QUEUED_MAILS, 10_000);
    const subjects = sentSubjects().filter(queued);
    expect(subjects).toHaveLength(QUEUED_MAILS);
    expect(new Set(subjects).size).toBe(QUEUED_MAILS);
  });

  it("runs the scheduled job's work once: one 'about to expire' record and one e-mail to the owner", async () => {
    const expiryMails = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE kind = 'listing.expiring' AND to_address = $1`,
          [`kavita.${run}@example.in`],
        )
      ).rows[0]!.n;
    await until(async () => (await expiryMails()) > 0, 10_000);
    expect(await expiryMails()).toBe(1);
    const noted = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'listing.expiring' AND entity = 'property' AND entity_id = $1`,
      [String(expiring)],
    );
    expect(noted.rows).toHaveLength(1);
  });

  it('serves a photo uploaded through one instance from the others, and deletes it with its listing', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a9' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
    const up = await call(a, `/properties/${expiring}/images/`, { method: 'POST', body: form, who: owner });
    expect(up.status).toBe(201);
    // Its owner sees it whatever its state (new photos may send a listing back for review).
    const seen = await call(b, `/properties/${expiring}`, { who: owner });
    expect(seen.status).toBe(200);
    const detail = (await seen.json()) as { images: { image_url: string }[] };
    const url = detail.images[0]!.image_url;
    expect(url.startsWith(`${s3Url}/${BUCKET}/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    expect((await call(c, `/properties/${expiring}`, { method: 'DELETE', who: owner })).status).toBe(204);
    expect((await fetch(url)).status).toBe(404);
  });
});
