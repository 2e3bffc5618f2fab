// Shared by integration tests that book visits.

/** `days` from today at hh:mm India time, as the visit form sends it (with its offset). */
export function ist(days: number, hhmm: string): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${hhmm}:00+05:30`;
}
