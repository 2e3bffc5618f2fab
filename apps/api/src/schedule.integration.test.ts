import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { createListingRepository } from './features/listings/repository.ts';
import { createRetentionRepository } from './features/back-office/retention/repository.ts';
import { createProjectAdminRepository } from './features/projects/admin-repository.ts';
import type { RetentionCounts } from './features/back-office/retention/retention.ts';
import type { ListingDecision, ListingNotice } from './features/listings/hooks.ts';
import { insertListing } from './shared/testing/listings.ts';
import { backgroundJobs } from './background.ts';
import { startJobs } from './shared/jobs.ts';
import { runListingJobs, runProjectJobs, type JobDeps } from './schedule.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
const statusOf = async (id: number) =>
  (await db.query<Pick<Row<'properties'>, 'status'>>('SELECT status FROM properties WHERE id = $1', [id])).rows[0]!
    .status;
const audit = async (action: string) =>
  // after is jsonb (unknown in the schema): read here as the object the jobs write.
  (
    await db.query<Pick<Row<'audit_log'>, 'entity_id' | 'actor_id'> & { after: Record<string, unknown> }>(
      `SELECT entity_id, actor_id, after FROM audit_log WHERE action = $1 ORDER BY id`,
      [action],
    )
  ).rows;

/** The scheduled jobs as the server starts them (background.ts). */
const startScheduled = (deps: JobDeps, minutes: number) =>
  startJobs(backgroundJobs({ scheduled: { deps, minutes } }), (err, what) => deps.warn?.(err, what));

describe('the scheduled jobs', () => {
  it('expire what is due once, record what is about to expire once, and tell the hooks', async () => {
    const due = await insertListing(db, { title: 'Past its reconfirmation date', expires_at: inDays(-1) });
    const dueToo = await insertListing(db, {
      title: 'A minute past its date',
      expires_at: new Date(Date.now() - 60_000),
    });
    const soon = await insertListing(db, { title: 'Expires tomorrow', expires_at: inDays(1) });
    const later = await insertListing(db, { title: 'Expires in ten days', expires_at: inDays(10) });
    const waiting = await insertListing(db, {
      title: 'Waiting for review',
      status: 'pending_review',
      expires_at: inDays(-5),
    });

    const heard: [string, number, ListingDecision?][] = [];
    const hooks = {
      onListingDecision: (l: ListingNotice, d: ListingDecision) => {
        heard.push(['decision', l.id, d]);
      },
      onListingExpiring: (l: ListingNotice) => {
        heard.push(['expiring', l.id]);
      },
    };
    const listings = createListingRepository(db);
    // Two processes at the same moment, then a later run: nothing happens twice.
    const [one, two] = await Promise.all([
      runListingJobs({ database: db, listings, hooks }),
      runListingJobs({ database: db, listings, hooks }),
    ]);
    const third = await runListingJobs({ database: db, listings, hooks });
    expect([...one.expired, ...two.expired].map((l) => l.id).sort((a, b) => a - b)).toEqual([due, dueToo]);
    expect([...one.expiring, ...two.expiring].map((l) => l.id)).toEqual([soon]);
    expect(third).toEqual({ expired: [], expiring: [], paused: [] });

    expect(await statusOf(due)).toBe('expired');
    expect(await statusOf(soon)).toBe('active');
    expect(await statusOf(later)).toBe('active');
    expect(await statusOf(waiting)).toBe('pending_review');
    const expired = await audit('property.expire');
    expect(expired.map((r) => [Number(r.entity_id), r.actor_id, r.after]).sort()).toEqual([
      [due, null, { status: 'expired', by: 'system' }],
      [dueToo, null, { status: 'expired', by: 'system' }],
    ]);
    const expiring = await audit('listing.expiring');
    expect(expiring).toMatchObject([{ entity_id: String(soon), actor_id: null, after: { by: 'system' } }]);
    expect(expiring[0]!.after.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(heard.sort()).toEqual(
      [
        ['decision', due, 'expired'],
        ['decision', dueToo, 'expired'],
        ['expiring', soon],
      ].sort(),
    );

    // Given a later date (a day later), it is announced again for that date.
    await db.query(`UPDATE properties SET expires_at = $2 WHERE id = $1`, [soon, inDays(2)]);
    expect((await runListingJobs({ database: db, listings, hooks })).expiring.map((l) => l.id)).toEqual([soon]);
  });

  it('undo a step whose e-mail cannot be written, do it again on the next run, and run from the scheduler the server starts', async () => {
    const due = await insertListing(db, { title: 'Expired while the server was down', expires_at: inDays(-3) });
    const warnings: string[] = [];
    let outboxDown = true;
    const deps: JobDeps = {
      database: db,
      listings: createListingRepository(db),
      hooks: {
        onListingDecision: () => {
          if (outboxDown) throw new Error('outbox down');
        },
      },
      warn: (_err, what) => {
        warnings.push(what);
      },
    };
    // The first run starts at once.
    const jobs = startScheduled(deps, 15);
    await vi.waitFor(() => expect(warnings).toEqual(['listing jobs failed']));
    await jobs.stop();
    expect(await statusOf(due)).toBe('active');
    expect((await audit('property.expire')).filter((r) => Number(r.entity_id) === due)).toEqual([]);
    outboxDown = false;
    expect((await runListingJobs(deps)).expired.map((l) => l.id)).toEqual([due]);
    expect(await statusOf(due)).toBe('expired');
  });

  it('remove data past its retention period on the same tick, even when the listing jobs fail, and report what went', async () => {
    const uid = (
      await db.query<Pick<Row<'users'>, 'id'>>(
        `INSERT INTO users (phone, full_name, password_hash) VALUES ('+919810099999', 'Session Holder', 'x') RETURNING id`,
      )
    ).rows[0]!.id;
    const session = `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`;
    await db.query(session, ['ended', uid, inDays(1)]);
    await db.query(session, ['running', uid, inDays(3)]);
    const warnings: string[] = [];
    const removed: RetentionCounts[] = [];
    const listings = {
      ...createListingRepository(db),
      expireDue: async () => {
        throw new Error('properties locked');
      },
    };
    const jobs = startScheduled(
      {
        // The clock stands two days ahead: the first session has ended by then.
        database: db,
        listings,
        retention: createRetentionRepository(db),
        now: () => inDays(2),
        warn: (_err, what) => {
          warnings.push(what);
        },
        removed: (c) => {
          removed.push(c);
        },
      },
      15,
    );
    await vi.waitFor(() => expect(removed).toHaveLength(1));
    await jobs.stop();
    expect(warnings).toEqual(['listing jobs failed']);
    expect(removed).toMatchObject([{ expired_sessions: 1, sent_mail: 0 }]);
    expect((await db.query('SELECT token_hash FROM sessions')).rows).toEqual([{ token_hash: 'running' }]);
  });

  it('mark registrations past their valid-until date in India as lapsed, once, each with an audit row by the system', async () => {
    const project = async (slug: string, status: string, until: string | null) =>
      (
        await db.query<Pick<Row<'projects'>, 'id'>>(
          `INSERT INTO projects (slug, name, builder_name, rera_number, hrera_status, hrera_valid_until, is_published) VALUES ($1, $1, 'Builder', $2, $3, $4, $5) RETURNING id`,
          [slug, status === 'applied' ? null : `RC/${slug}`, status, until, status !== 'applied'],
        )
      ).rows[0]!.id;
    const dueYesterday = await project('valid-until-1-jan', 'registered', '2030-01-01');
    const dueToday = await project('valid-until-2-jan', 'registered', '2030-01-02');
    const noDate = await project('no-date', 'registered', null);
    const revoked = await project('revoked-long-ago', 'revoked', '2029-01-01');
    const applied = await project('applied-for', 'applied', '2029-01-01');
    // 18:45 UTC on 1 January is 00:15 on 2 January in India: 1 January has passed there.
    const now = () => new Date('2030-01-01T18:45:00Z');
    const projects = createProjectAdminRepository(db);
    const [one, two] = await Promise.all([runProjectJobs({ projects, now }), runProjectJobs({ projects, now })]);
    expect([...one, ...two]).toEqual([
      { id: dueYesterday, slug: 'valid-until-1-jan', hrera_valid_until: '2030-01-01' },
    ]);
    expect(await runProjectJobs({ projects, now })).toEqual([]);
    const statuses = await db.query<Pick<Row<'projects'>, 'id' | 'hrera_status'>>(
      'SELECT id, hrera_status FROM projects WHERE id = ANY($1::int[]) ORDER BY id',
      [[dueYesterday, dueToday, noDate, revoked, applied]],
    );
    expect(statuses.rows.map((r) => r.hrera_status)).toEqual([
      'lapsed',
      'registered',
      'registered',
      'revoked',
      'applied',
    ]);
    expect(await audit('project.hrera_lapse')).toEqual([
      { entity_id: String(dueYesterday), actor_id: null, after: { hrera_status: 'lapsed', by: 'system' } },
    ]);
    // A day later in India, the next one goes too.
    expect((await runProjectJobs({ projects, now: () => new Date('2030-01-02T18:45:00Z') })).map((p) => p.id)).toEqual([
      dueToday,
    ]);
  });
});
