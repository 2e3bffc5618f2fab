// The retention job: one run removes (or anonymises) what is past its period in periods.ts, at
// most RETENTION_BATCH rows of each kind, so a backlog is worked off over a few runs rather than
// in one long statement. The scheduler runs it every JOB_INTERVAL_MINUTES (schedule.ts);
// the clock is injected so tests can stand at any moment.
import { RETENTION, RETENTION_BATCH, cutoff } from '../../../shared/retention-periods.ts';
import type { RetentionRepository } from './repository.ts';

/** Rows removed or anonymised in one run, per kind. */
export interface RetentionCounts {
  sent_mail: number;
  expired_sessions: number;
  phone_codes: number;
  listing_drafts: number;
  enquiries: number;
  grievances: number;
  visits: number;
  conversations: number;
  contact_reveals: number;
  listing_reports: number;
  audit_about_erased: number;
  audit_by_erased: number;
  audit_addresses: number;
  form_addresses: number;
}

export interface RetentionDeps {
  retention: RetentionRepository;
  now: Date;
  /** Rows per kind per run; tests use a small one. */
  limit?: number;
  /** Told when one kind fails; the others still run. */
  warn?: (err: unknown, what: string) => void;
  /** Deletes the photo files of visitors' drafts removed (listing id and file addresses). */
  dropDraftFiles?: (gone: { id: number; urls: string[] }[]) => Promise<void>;
}

export async function runRetention({
  retention: r,
  now,
  limit = RETENTION_BATCH,
  warn = () => {},
  dropDraftFiles = async () => {},
}: RetentionDeps): Promise<RetentionCounts> {
  const steps: Record<keyof RetentionCounts, () => Promise<number>> = {
    sent_mail: () => r.sentMail(cutoff(now, RETENTION.sentMail), limit),
    expired_sessions: () => r.expiredSessions(now, limit),
    phone_codes: () => r.phoneCodes(cutoff(now, RETENTION.phoneCodes), limit),
    listing_drafts: async () => {
      const gone = await r.listingDrafts(cutoff(now, RETENTION.listingDrafts), limit);
      await dropDraftFiles(gone).catch((err: unknown) => warn(err, 'photo files of expired drafts not removed'));
      return gone.length;
    },
    enquiries: () => r.enquiries(cutoff(now, RETENTION.enquiries), limit),
    grievances: () => r.grievances(cutoff(now, RETENTION.grievances), limit),
    visits: () => r.visits(cutoff(now, RETENTION.visits), limit),
    conversations: () => r.conversations(cutoff(now, RETENTION.conversations), limit),
    contact_reveals: () => r.contactReveals(cutoff(now, RETENTION.conversations), limit),
    listing_reports: () => r.listingReports(cutoff(now, RETENTION.conversations), limit),
    audit_about_erased: () => r.auditAboutErased(limit),
    audit_by_erased: () => r.auditByErased(limit),
    audit_addresses: () => r.auditAddresses(cutoff(now, RETENTION.addresses), limit),
    form_addresses: () => r.formAddresses(cutoff(now, RETENTION.addresses), limit),
  };
  const counts = {} as RetentionCounts;
  // One after another, each its own short statement: a kind that fails is logged and tried again next run.
  for (const [kind, step] of Object.entries(steps) as [keyof RetentionCounts, () => Promise<number>][]) {
    counts[kind] = await step().catch((err: unknown) => {
      warn(err, `retention of ${kind} failed`);
      return 0;
    });
  }
  return counts;
}

/** True when a run changed anything (worth a line in the log). */
export const changedAny = (c: RetentionCounts) => Object.values(c).some((n) => n > 0);
