// Shared by integration tests that book visits.

/** `days` from today at hh:mm India time, as the visit form sends it (with its offset). */
export function ist(days: number, hhmm: string): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${hhmm}:00+05:30`;
}

let slots = 0;
/**
 * A visit slot no other call of this test file has had (listings take one visit per half-hour
 * slot): 10:00, 10:30, … 18:30 India time, `days` from today and on to later days as they fill.
 */
export function freshSlot(days = 2): string {
  const n = slots++;
  const minutes = 10 * 60 + (n % 18) * 30;
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return ist(days + Math.floor(n / 18), hhmm);
}
