// Several instances on one database: the scheduled jobs run on one at a time, a listing change
// and its e-mail commit together (or not at all), and instances keeping uploads in a local folder
// warn about each other. On PostgreSQL the second instance is a second connection pool and lock
// connection, as a second process would have; PGlite is one process's own database, where the
// same code runs without locks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Queryable } from '@aangan/db';
import { instanceLocks, type InstanceLocks } from '@aangan/db/instance-locks';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from './app.ts';
import { createListingRepository } from './features/listings/repository.ts';
import { mailingHooks } from './services.ts';
import { freshPhone } from './shared/testing/accounts.ts';
import { insertListing } from './shared/testing/listings.ts';
import { LOCAL_MEDIA_WARNING } from './shared/local-media.ts';
import { runListingJobs, runScheduledJobs, type JobDeps } from './schedule.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
/** The same database as a second instance opens it. */
let other: Database;
let mediaDir: string;
const opened: InstanceLocks[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  other = db.kind === 'postgres' ? await openDatabase({ url: db.url!, poolSize: 4 }) : db;
  mediaDir = mkdtempSync(join(tmpdir(), 'aangan-instances-'));
});
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (other !== db) await other?.close();
  await db?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

const ORIGIN = 'https://aangan.test';
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);

/** An owner with an e-mail address, so reminders about their listings are written. */
async function owner(name: string): Promise<number> {
  const r = await db.query<Pick<Row<'users'>, 'id'>>(
    `INSERT INTO users (phone, full_name, email, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
    [`+91${freshPhone()}`, name, `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`],
  );
  return r.rows[0]!.id;
}

/** The jobs as one instance runs them: its own database handle, repositories, mailing hooks and locks. */
function instance(database: Database, extra: Partial<JobDeps> = {}): JobDeps {
  const locks = instanceLocks(database);
  opened.push(locks);
  return {
    database,
    listings: createListingRepository(database),
    hooks: mailingHooks(database, ORIGIN),
    alone: (fn) => locks.whileHeld('scheduledJobs', fn),
    ...extra,
  };
}

const mailAbout = async (listing: number) =>
  (
    await db.query<Pick<Row<'outbox'>, 'kind' | 'to_address'>>(
      `SELECT kind, to_address FROM outbox WHERE (payload ->> 'property_id')::int = $1 ORDER BY id`,
      [listing],
    )
  ).rows;
const audited = async (action: string, listing: number) =>
  (await db.query(`SELECT id FROM audit_log WHERE action = $1 AND entity_id = $2`, [action, String(listing)])).rows
    .length;
const statusOf = async (id: number) =>
  (await db.query<Pick<Row<'properties'>, 'status'>>('SELECT status FROM properties WHERE id = $1', [id])).rows[0]!
    .status;

/** A transaction whose outbox inserts fail, as when the outbox table cannot be written. */
const outboxFails = (q: Queryable): Queryable => ({
  query: async (text, params) => {
    if (text.startsWith('INSERT INTO outbox')) throw new Error('outbox cannot be written');
    return q.query(text, params);
  },
});

describe('scheduled jobs on several instances', () => {
  it('roll a listing change back with its e-mail when the e-mail cannot be written, and write both on the next run', async () => {
    const by = await owner('Rekha Yadav');
    const soon = await insertListing(db, { title: 'Expires tomorrow', owner_id: by, expires_at: inDays(1) });
    const mailing = mailingHooks(db, ORIGIN);
    const failing = instance(db, {
      hooks: { onListingExpiring: (l, q) => mailing.onListingExpiring?.(l, outboxFails(q!)) },
    });
    await expect(runListingJobs(failing)).rejects.toThrow('outbox cannot be written');
    // Neither the 'about to expire' mark nor a reminder: the next run is not fooled into skipping it.
    expect(await audited('listing.expiring', soon)).toBe(0);
    expect(await mailAbout(soon)).toEqual([]);

    expect((await runListingJobs(instance(db))).expiring.map((l) => l.id)).toContain(soon);
    expect(await audited('listing.expiring', soon)).toBe(1);
    expect(await mailAbout(soon)).toEqual([{ kind: 'listing.expiring', to_address: 'rekha.yadav@example.in' }]);
  });

  it('expire a listing once and queue exactly one reminder when two instances run at the same moment', async () => {
    const by = await owner('Vikram Singh');
    const due = await insertListing(db, { title: 'Past its date', owner_id: by, expires_at: inDays(-1) });
    const soon = await insertListing(db, { title: 'Expires in two days', owner_id: by, expires_at: inDays(2) });
    const [a, b] = [instance(db), instance(other)];
    await Promise.all([runScheduledJobs(a), runScheduledJobs(b)]);
    expect(await statusOf(due)).toBe('expired');
    expect(await audited('property.expire', due)).toBe(1);
    expect(await audited('listing.expiring', soon)).toBe(1);
    expect(await mailAbout(soon)).toEqual([{ kind: 'listing.expiring', to_address: 'vikram.singh@example.in' }]);
    expect(await mailAbout(due)).toEqual([]);

    // Without the lock too (its connection lost mid-run): each row is taken by one transaction, the
    // other waits for it and then finds nothing left to do.
    const dueToo = await insertListing(db, { title: 'Also past its date', owner_id: by, expires_at: inDays(-1) });
    const soonToo = await insertListing(db, { title: 'Also expires soon', owner_id: by, expires_at: inDays(1) });
    const [one, two] = await Promise.all([runListingJobs(a), runListingJobs(b)]);
    expect([...one.expired, ...two.expired].map((l) => l.id)).toEqual([dueToo]);
    expect([...one.expiring, ...two.expiring].map((l) => l.id)).toEqual([soonToo]);
    expect(await audited('property.expire', dueToo)).toBe(1);
    expect(await mailAbout(soonToo)).toEqual([{ kind: 'listing.expiring', to_address: 'vikram.singh@example.in' }]);
  });

  it('skip a tick on the instance that finds another running one (PostgreSQL), and run it when none is', async () => {
    const due = await insertListing(db, { title: 'Due while another instance runs', expires_at: inDays(-2) });
    let skipped = 0;
    const a = instance(db);
    const b = instance(other, { skipped: () => skipped++ });
    let ranInside: boolean | undefined;
    await a.alone!(async () => {
      ranInside = await runScheduledJobs(b);
    });
    if (db.kind === 'postgres') {
      expect([ranInside, skipped]).toEqual([false, 1]);
      expect(await statusOf(due)).toBe('active');
    } else {
      // One process owns an embedded database: there is no other instance to wait for.
      expect([ranInside, skipped]).toEqual([true, 0]);
    }
    expect(await runScheduledJobs(b)).toBe(true);
    expect(await statusOf(due)).toBe('expired');
  });
});

/** The warnings an app logs, parsed. */
function warnings() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const messages = () => lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
  return { logger: { level: 'warn', stream }, messages };
}

describe('uploads in a local folder on several instances', () => {
  it('warn at start on an instance that finds another one with local media (PostgreSQL only)', async () => {
    const [first, second, bucket] = [warnings(), warnings(), warnings()];
    const a = await buildApp({ config: { MEDIA_DIR: mediaDir }, database: db, logger: first.logger });
    const b = await buildApp({ config: { MEDIA_DIR: mediaDir }, database: other, logger: second.logger });
    // An instance keeping uploads in a bucket neither warns nor is counted.
    const c = await buildApp({
      config: { MEDIA_DIR: mediaDir, MEDIA_STORE: 's3' },
      database: other,
      logger: bucket.logger,
      mediaStore: { put: async () => {}, remove: async () => {}, url: (k) => `https://media.test/${k}` },
    });
    try {
      await a.ready();
      await c.ready();
      expect(first.messages()).toEqual([]);
      await b.ready();
      expect(second.messages()).toEqual(db.kind === 'postgres' ? [LOCAL_MEDIA_WARNING] : []);
      expect(bucket.messages()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
    // Closed, the instances hold nothing: the next one to start is alone.
    const next = warnings();
    const d = await buildApp({ config: { MEDIA_DIR: mediaDir }, database: db, logger: next.logger });
    await d.ready();
    await d.close();
    expect(next.messages()).toEqual([]);
  });

  it('take the lock again on a new connection when the one holding it was lost', async () => {
    const [a, b] = [instanceLocks(db), instanceLocks(other)];
    opened.push(a, b);
    expect(await a.hold('localMedia')).toBe(true);
    if (db.kind === 'pglite') {
      // Nothing is locked in one process's own database, so nothing can be lost either.
      expect(await b.hold('localMedia')).toBe(true);
      return;
    }
    expect(await b.hold('localMedia')).toBe(false);
    const holder = () =>
      db.query<{ pid: number }>(
        `SELECT l.pid FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE l.locktype = 'advisory' AND l.objid = 2 AND l.granted AND d.datname = current_database()`,
      );
    const [first] = (await holder()).rows;
    await db.query('SELECT pg_terminate_backend($1)', [first!.pid]);
    // The next use finds the connection gone (at once, or after one failed try) and opens another.
    await vi.waitFor(() => a.whileHeld('scheduledJobs', async () => {}));
    const again = (await holder()).rows;
    expect(again).toHaveLength(1);
    expect(again[0]!.pid).not.toBe(first!.pid);
    expect(await b.hold('localMedia')).toBe(false);
  });
});
