// Everything the server does on a timer, listed, started and stopped here and nowhere else: the
// scheduled listing, project and retention jobs (scheduler.ts), e-mail from the outbox
// (notifications/sender.ts), the buffered listing views (properties/views.ts) and, on the
// embedded database, fresh planner statistics. Each module keeps its one step as a plain
// function, which is what tests run; only this file owns timers.
import type { Database } from '@aangan/db';
import type { ViewCounter } from './features/listings/index.ts';
import { deliverDue, deliverDueSms } from './shared/notifications/sender.ts';
import type { MailTransport } from './shared/notifications/transport.ts';
import type { SmsTransport } from './shared/notifications/sms.ts';
import { runScheduledJobs, type JobDeps } from './schedule.ts';

/** Work repeated every `everyMs`; a run never overlaps the previous one. */
export interface Job {
  /** Logged with the error when a run throws. */
  failed: string;
  everyMs: number;
  /** Run once as soon as the jobs start, rather than first after `everyMs`. */
  atStart: boolean;
  run(): Promise<unknown>;
  /** On stop, after the last run has finished: write what is still buffered, close a connection. */
  finish?(): Promise<void> | void;
}

export interface BackgroundWork {
  /** Listing views counted in memory, written every 5 s and once more on stop. */
  views?: ViewCounter;
  /** Expiry, reconfirmation, lapsed registrations and retention, every `minutes`. */
  scheduled?: { deps: JobDeps; minutes: number };
  /** E-mail written to the outbox goes out every 30 s (SMTP, or .eml files in MAIL_DIR). */
  mail?: { database: Database; transport: MailTransport };
  /** SMS (one-time codes) every 3 s: a person is waiting for the code on the page. */
  sms?: { database: Database; transport: SmsTransport };
  /**
   * Embedded PostgreSQL has no autovacuum: its planner statistics are refreshed every 30 minutes,
   * since search picks plans and totals from its estimates (bench/README.md), and the plan mode
   * follows the table sizes (packages/db/src/client.ts). A server does this itself.
   */
  analyze?: Database;
}

export const VIEW_FLUSH_MS = 5000;
export const MAIL_EVERY_MS = 30_000;
export const SMS_EVERY_MS = 3000;
export const ANALYZE_EVERY_MS = 30 * 60_000;

/** The jobs for the work given, each with its interval and what to log when it fails. */
export function backgroundJobs(work: BackgroundWork): Job[] {
  const jobs: Job[] = [];
  const { views, scheduled, mail, sms, analyze } = work;
  if (views)
    jobs.push({
      failed: 'view counts not saved yet',
      everyMs: VIEW_FLUSH_MS,
      atStart: false,
      run: () => views.flush(),
      finish: () => views.flush(),
    });
  if (scheduled)
    jobs.push({
      failed: 'scheduled jobs failed',
      everyMs: scheduled.minutes * 60_000,
      atStart: true,
      run: () => runScheduledJobs(scheduled.deps),
    });
  if (mail)
    jobs.push({
      failed: 'sending e-mail failed',
      everyMs: MAIL_EVERY_MS,
      atStart: true,
      run: () => deliverDue(mail.database, mail.transport),
      finish: () => mail.transport.close?.(),
    });
  if (sms)
    jobs.push({
      failed: 'sending SMS failed',
      everyMs: SMS_EVERY_MS,
      atStart: true,
      run: () => deliverDueSms(sms.database, sms.transport),
    });
  if (analyze)
    jobs.push({ failed: 'ANALYZE failed', everyMs: ANALYZE_EVERY_MS, atStart: false, run: () => analyze.analyze() });
  return jobs;
}

export interface RunningJobs {
  /** Clears the timers, waits for runs in progress (so the database is not closed under them), then finishes each job. */
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], warn: (err: unknown, what: string) => void): RunningJobs {
  const running = jobs.map((job) => repeat(job, warn));
  return {
    async stop() {
      await Promise.all(running.map((stop) => stop()));
    },
  };
}

function repeat(job: Job, warn: (err: unknown, what: string) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    // A slow run is not doubled up on: the next tick finds it still running and waits its turn.
    if (stopped || running) return;
    running = job
      .run()
      .catch((err: unknown) => warn(err, job.failed))
      .finally(() => {
        running = null;
      });
  };
  const first = job.atStart ? setTimeout(tick, 0) : undefined;
  const every = setInterval(tick, job.everyMs);
  first?.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
    await Promise.resolve()
      .then(() => job.finish?.())
      .catch((err: unknown) => warn(err, job.failed));
  };
}
