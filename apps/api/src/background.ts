// Everything the server does on a timer, listed here and nowhere else: the scheduled listing,
// project and retention jobs (schedule.ts), e-mail and SMS from the outbox
// (shared/notifications/sender.ts), the buffered listing views (listings/properties/views.ts)
// and, on the embedded database, fresh planner statistics. Each feature keeps its one step as a
// plain function, which is what tests run; only the runner (shared/jobs.ts) owns timers.
import type { Database } from '@aangan/db';
import type { ViewCounter } from './features/listings/index.ts';
import { deliverDue, deliverDueSms } from './shared/notifications/sender.ts';
import type { MailTransport } from './shared/notifications/transport.ts';
import type { SmsTransport } from './shared/notifications/sms.ts';
import { runScheduledJobs, type JobDeps } from './schedule.ts';
import type { Job } from './shared/jobs.ts';

export interface BackgroundWork {
  /** Listing views counted in memory, written every 5 s and once more on stop. */
  views?: ViewCounter;
  /** Expiry, reconfirmation, lapsed registrations and retention, every `minutes`. */
  scheduled?: { deps: JobDeps; minutes: number };
  /** E-mail written to the outbox goes out every `everyMs` (SMTP, or .eml files in MAIL_DIR; 30 s by default). */
  mail?: { database: Database; transport: MailTransport; everyMs: number };
  /** SMS (one-time codes) every `everyMs` (3 s by default): a person is waiting for the code on the page. */
  sms?: { database: Database; transport: SmsTransport; everyMs: number };
  /**
   * Embedded PostgreSQL has no autovacuum: its planner statistics are refreshed every 30 minutes,
   * since search picks plans and totals from its estimates (bench/README.md), and the plan mode
   * follows the table sizes (packages/db/src/client.ts). A server does this itself.
   */
  analyze?: Database;
  /** Saved searches: listings that went live matched, then due alerts written to the outbox, every `everyMs` (60 s). */
  alerts?: { run: () => Promise<unknown>; everyMs: number };
}

export const VIEW_FLUSH_MS = 5000;
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
      everyMs: mail.everyMs,
      atStart: true,
      run: () => deliverDue(mail.database, mail.transport),
      finish: () => mail.transport.close?.(),
    });
  if (sms)
    jobs.push({
      failed: 'sending SMS failed',
      everyMs: sms.everyMs,
      atStart: true,
      run: () => deliverDueSms(sms.database, sms.transport),
    });
  if (work.alerts) {
    const { run, everyMs } = work.alerts;
    jobs.push({ failed: 'saved-search alerts failed', everyMs, atStart: true, run: async () => void (await run()) });
  }
  if (analyze)
    jobs.push({ failed: 'ANALYZE failed', everyMs: ANALYZE_EVERY_MS, atStart: false, run: () => analyze.analyze() });
  return jobs;
}
