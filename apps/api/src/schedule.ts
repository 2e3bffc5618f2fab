// Work the product does on its own, every JOB_INTERVAL_MINUTES, inside the server process
// (background.ts starts it with the other timed work): live listings past their expiry date go
// offline, listings about to expire are recorded so their owners can be reminded, listings whose
// owners did not answer a request to reconfirm within 48 hours are paused, projects' HRERA
// registrations past their valid-until date (India) are marked lapsed, and personal data past its
// retention period is removed (features/back-office/retention).
// Several instances on one PostgreSQL: a tick runs on one of them at a time (`alone`, an advisory
// lock; the others skip it). Each step is also safe run twice, which still matters when a lock's
// connection is lost mid-run: a row expired by one process is no longer 'active' for the other;
// an 'about to expire' row is unique per listing and date; a lapsed project is no longer
// 'registered'; retention takes rows no other process holds. A listing change and the e-mail it
// causes are written in one transaction, so neither is kept without the other.
import type { Database } from '@aangan/db';
import type { ListingRepository } from './features/listings/index.ts';
import type { ListingHooks, ListingNotice } from './features/listings/index.ts';
import type { LapsedProject, ProjectAdminRepository } from './features/projects/index.ts';
import type { RetentionRepository } from './features/back-office/index.ts';
import { changedAny, runRetention, type RetentionCounts } from './features/back-office/index.ts';

/** 'About to expire' is recorded this many days ahead. */
export const EXPIRING_WITHIN_DAYS = 3;

/** Runs fn unless another instance is running it now; answers whether it ran. */
export type RunAlone = (fn: () => Promise<void>) => Promise<boolean>;

export interface JobDeps {
  /** Where each step's transaction is opened. */
  database: Database;
  listings: ListingRepository;
  hooks?: ListingHooks;
  /** Registrations past their date are marked lapsed on each run; without it nothing is. */
  projects?: Pick<ProjectAdminRepository, 'lapseDue'>;
  /** Told which projects were marked lapsed, when any were. */
  lapsed?: (projects: LapsedProject[]) => void;
  /** Personal data past its period goes on each run; without it nothing is removed. */
  retention?: RetentionRepository;
  /** The clock retention periods and registration dates are counted from. */
  now?: () => Date;
  warn?: (err: unknown, what: string) => void;
  /** Told what a retention run removed or anonymised, when it was anything. */
  removed?: (counts: RetentionCounts) => void;
  /** Deletes the photo files of visitors' expired drafts. */
  dropDraftFiles?: (gone: { id: number; urls: string[] }[]) => Promise<void>;
  /** Keeps a tick from running on two instances at once; without it every tick runs. */
  alone?: RunAlone;
  /** Told when a tick was skipped because another instance was running one. */
  skipped?: () => void;
}

/**
 * One run: what was expired, what was newly recorded as about to expire, and what was paused
 * because its owner left a request to reconfirm unanswered (features/listings/availability.ts).
 * The hooks write their e-mail in the step's transaction: a hook that fails undoes the step, and
 * the next run does it again with its e-mail.
 */
export async function runListingJobs({
  database,
  listings,
  hooks = {},
}: Pick<JobDeps, 'database' | 'listings' | 'hooks'>): Promise<{
  expired: ListingNotice[];
  expiring: ListingNotice[];
  paused: ListingNotice[];
}> {
  const expired = await database.transaction(async (tx) => {
    const rows = await listings.expireDue(tx);
    for (const l of rows) await hooks.onListingDecision?.(l, 'expired', tx);
    return rows;
  });
  const expiring = await database.transaction(async (tx) => {
    const rows = await listings.markExpiring(EXPIRING_WITHIN_DAYS, tx);
    for (const l of rows) await hooks.onListingExpiring?.(l, tx);
    return rows;
  });
  const paused = await listings.pauseUnconfirmed();
  return { expired, expiring, paused };
}

/** One run: the projects whose registration was marked lapsed now. */
export async function runProjectJobs({
  projects,
  now = () => new Date(),
}: Pick<JobDeps, 'projects' | 'now'>): Promise<LapsedProject[]> {
  return projects ? projects.lapseDue(now()) : [];
}

/**
 * One tick, every JOB_INTERVAL_MINUTES (background.ts), unless another instance is running
 * one: answers whether it ran.
 */
export async function runScheduledJobs(deps: JobDeps): Promise<boolean> {
  if (!deps.alone) {
    await runAll(deps);
    return true;
  }
  const ran = await deps.alone(() => runAll(deps));
  if (!ran) deps.skipped?.();
  return ran;
}

/** The listing jobs, the project jobs, then retention; one failing does not keep the others from running. */
async function runAll(deps: JobDeps): Promise<void> {
  const warn = deps.warn ?? (() => {});
  await runListingJobs(deps).catch((err: unknown) => warn(err, 'listing jobs failed'));
  const lapsed = await runProjectJobs(deps).catch((err: unknown) => {
    warn(err, 'project jobs failed');
    return [];
  });
  if (lapsed.length) deps.lapsed?.(lapsed);
  if (!deps.retention) return;
  const counts = await runRetention({
    retention: deps.retention,
    now: deps.now?.() ?? new Date(),
    warn,
    dropDraftFiles: deps.dropDraftFiles,
  });
  if (changedAny(counts)) deps.removed?.(counts);
}
