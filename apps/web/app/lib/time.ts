// Times are stored in UTC and shown in India time (formatIndiaDateTime in @aangan/contracts);
// the datetime-local inputs of the visit forms are India time too.

/** The calendar date and clock of an instant in India, read with the UTC getters, whatever the server's or browser's zone. */
const inIndia = (at: string | Date) => new Date(new Date(at).getTime() + 5.5 * 3_600_000);

/** "YYYY-MM-DDTHH:MM" in India time, for a datetime-local input. */
export function toIndiaLocalInput(iso: string | Date): string {
  return inIndia(iso).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as the instant with its offset the API wants. */
export const indiaInstant = (local: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;

// Month names as Intl writes them for en-IN and hi-IN (time.test.ts compares every month with
// Intl): a browser's first Intl date formatter loads locale data, ~4 ms of a phone's main thread
// while the page hydrates, for one date format.
const MONTHS: Record<string, readonly string[]> = {
  'en-IN': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'hi-IN': ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

const monthName = (d: Date, locale: string) => (MONTHS[locale] ?? MONTHS['en-IN']!)[d.getUTCMonth()];

/** "22 November 2026" (or its Hindi form): the long date of blog posts and policy updates, India time. */
export function formatLongDate(iso: string, locale: string): string {
  const d = inIndia(iso);
  return `${d.getUTCDate()} ${monthName(d, locale)} ${d.getUTCFullYear()}`;
}

/** "December 2027" (or its Hindi form): a project's possession month, India time. */
export function formatMonthYear(iso: string, locale: string): string {
  const d = inIndia(iso);
  return `${monthName(d, locale)} ${d.getUTCFullYear()}`;
}

/** "26 November 2026, 2:05 pm" (or its Hindi form, with the am/pm Intl writes for hi-IN too): India time. */
export function formatDateTime(iso: string, locale: string): string {
  const d = inIndia(iso);
  const h = d.getUTCHours();
  return `${formatLongDate(iso, locale)}, ${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The earliest time a visit may be booked, as a datetime-local value in India time: `leadMinutes`
 * from now, rounded up to the next quarter hour (so the server's page and the browser's agree
 * for most of each quarter, and the picker never offers a time already past).
 */
export function earliestVisitInput(now: number, leadMinutes: number): string {
  const quarter = 15 * 60_000;
  return toIndiaLocalInput(new Date(Math.ceil((now + leadMinutes * 60_000) / quarter) * quarter));
}
