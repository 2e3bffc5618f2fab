// Times are stored in UTC and shown in India time, whatever the browser's or server's zone.
const fmt = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function formatIndiaDateTime(iso: string): string {
  return fmt.format(new Date(iso));
}

/** "YYYY-MM-DDTHH:MM" in India time, for a datetime-local input. */
export function toIndiaLocalInput(iso: string | Date): string {
  const d = new Date(new Date(iso).getTime() + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 16);
}
