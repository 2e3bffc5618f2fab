// The rules of a project's HRERA registration that an admin's edit must keep. The database keeps
// the first one too (migration 0014); checking here first answers with the field to fix.
import type { FieldErrorCode } from '@aangan/contracts';
import type { Row } from '@aangan/db';

/** A project's registration as the back office reads and edits it; the valid-until day as text. */
export type HreraState = Pick<Row<'projects'>, 'rera_number' | 'hrera_status' | 'is_published'> & {
  hrera_valid_until: string | null;
};

/** Today's date in India (YYYY-MM-DD): registrations are valid until the end of their day there. */
export const indiaToday = (now: Date) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** The first field that makes this state unacceptable, with why; null when it is fine. */
export function hreraProblem(s: HreraState, now: Date): { field: keyof HreraState; code: FieldErrorCode } | null {
  // The RERA Act forbids advertising a project that is not registered.
  if (s.is_published && !s.rera_number) {
    return {
      field: 'rera_number',
      code: 'HRERA_NUMBER_NEEDED',
    };
  }
  if (s.is_published && s.hrera_status === 'applied') {
    return { field: 'hrera_status', code: 'HRERA_APPLIED_UNPUBLISHABLE' };
  }
  // Left as it is, the scheduled job would mark it lapsed within minutes: almost surely a typo.
  if (s.hrera_status === 'registered' && s.hrera_valid_until !== null && s.hrera_valid_until < indiaToday(now)) {
    return {
      field: 'hrera_valid_until',
      code: 'HRERA_DATE_PASSED',
    };
  }
  return null;
}
