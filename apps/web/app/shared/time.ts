// Times are stored in UTC and shown in India time (formatIndiaDateTime in @aangan/contracts);
// the datetime-local inputs of the visit forms are India time too.

/** The calendar date and clock of an instant in India, read with the UTC getters, whatever the server's or browser's zone. */
const inIndia = (at: string | Date) => new Date(new Date(at).getTime() + 5.5 * 3_600_000);

/** "YYYY-MM-DDTHH:MM" in India time, for a datetime-local input. */
export function toIndiaLocalInput(iso: string | Date): string {
  return inIndia(iso).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as the instant with its offset the API wants. */
export { indiaLocalInstant as indiaInstant } from '@aangan/contracts';

// Dates are written by Intl in the page's language and India's zone. A formatter is made on first
// use and kept (making one costs a browser a few milliseconds the first time it loads the
// language's data). Date and clock are joined here rather than by one Intl format: the word
// between them ("26 November 2026 at 4:00 pm") has changed between versions of the locale data,
// and the server's text and the browser's must be the same.
const formats = new Map<string, Intl.DateTimeFormat>();
function inIndiaAs(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Kolkata' })));
  return f;
}

/** "22 November 2026" (or its Hindi form): the long date of blog posts and policy updates, India time. */
export function formatLongDate(iso: string, locale: string): string {
  return inIndiaAs(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** "12 Nov" (or its Hindi form): a recent day, India time. */
export function formatShortDate(iso: string, locale: string): string {
  return inIndiaAs(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** "December 2027" (or its Hindi form): a project's possession month, India time. */
export function formatMonthYear(iso: string, locale: string): string {
  return inIndiaAs(locale, { month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** "26 November 2026, 2:05 pm" (or its Hindi form, with the am/pm Intl writes for hi-IN too): India time. */
export function formatDateTime(iso: string, locale: string): string {
  return `${formatLongDate(iso, locale)}, ${inIndiaAs(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))}`;
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
