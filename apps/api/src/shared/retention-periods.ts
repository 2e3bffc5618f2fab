// How long personal data is kept (decision 020). The privacy policy (section 2: its
// table and "When data is deleted") and the README's "Data retention" table state these same
// periods: change them together. Long periods are calendar months in India time, as the policy words
// them; short ones are whole days of 24 hours. Either way the cut-off depends only on the clock,
// never on the server's time zone.

export type Period = { days: number } | { months: number };

export const RETENTION = {
  /**
   * Sent e-mail (addresses and bodies): long enough to answer "did you write to me?" and to follow
   * up a bounce or a complaint, after which the message itself is what the person already has.
   */
  sentMail: { days: 90 },
  /**
   * One-time codes and the sign-up details waiting on one: a code works for 10 minutes; a day
   * keeps the limits' record of the last ones asked for, then nothing of it is of use.
   */
  phoneCodes: { days: 1 },
  /** A visitor's add-listing form kept across sign-in: it is read back within minutes (listings/drafts.ts). */
  listingDrafts: { days: 1 },
  /** Enquiry forms and visits: the policy's "12 months after the last activity on the enquiry or visit". */
  enquiries: { months: 12 },
  visits: { months: 12 },
  /**
   * Conversations between a seeker and an advertiser, reveals of a number, and resolved reports
   * of listings: the same 12 months after their last activity as the enquiry forms. Open reports
   * stay until the team decides them.
   */
  conversations: { months: 12 },
  /** A closed deletion request is a grievance record: the policy's "3 years after the matter is closed". */
  grievances: { months: 36 },
  /** IP addresses, browsers and request ids: the policy's technical and security logs, 1 year. */
  addresses: { months: 12 },
} as const satisfies Record<string, Period>;

/** At most this many rows of each kind are removed or changed per run, so no run holds many locks for long. */
export const RETENTION_BATCH = 2000;

/** India has no daylight saving: its wall clock is always UTC+5:30. */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The moment `period` before `now`: whatever is older is past its period. Months step back on the
 * India calendar to the same wall-clock time, or to the month's last day when it is shorter
 * (31 March less one month is 28 or 29 February).
 */
export function cutoff(now: Date, period: Period): Date {
  if ('days' in period) return new Date(now.getTime() - period.days * DAY_MS);
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth() - period.months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(india.getUTCDate(), lastDay);
  const timeOfDay = india.getTime() % DAY_MS;
  return new Date(Date.UTC(year, month, day) + timeOfDay - INDIA_OFFSET_MS);
}
