// How much one person's report counts towards pausing a listing. People who report in good
// faith count fully; someone whose reports keep being dismissed counts less, and someone whose
// reports have all been dismissed many times counts nothing (their reports still reach the
// team's queue, they just cannot take a listing out of search on their own).
// The rule, from the reporter's standing and earlier reports the team has resolved:
//   - no standing (a number not verified, or an account younger than REPORTER_MIN_AGE_DAYS
//     without an upheld report): 0 — a hundred accounts made this morning pause nothing
//   - fewer than 2 dismissed, or at least as many upheld as dismissed: 1
//   - 5 or more dismissed and none upheld: 0
//   - otherwise: 0.5
export interface ReporterRecord {
  dismissed: number;
  upheld: number;
  /** A verified number, and an account old enough or with a report the team upheld. */
  standing: boolean;
}

export function reporterWeight({ dismissed, upheld, standing }: ReporterRecord): number {
  if (!standing) return 0;
  if (dismissed < 2 || upheld >= dismissed) return 1;
  if (dismissed >= 5 && upheld === 0) return 0;
  return 0.5;
}

/** Whether the weighted open reports reach the threshold that pauses a listing. */
export function reachesThreshold(weights: readonly number[], threshold: number): boolean {
  // Summed in halves so 0.5 + 0.5 + ... compares exactly.
  return weights.reduce((n, w) => n + Math.round(w * 2), 0) >= threshold * 2;
}
