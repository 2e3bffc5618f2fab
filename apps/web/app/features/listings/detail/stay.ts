// A short stay's dates as a seeker chose them (the search's check-in and check-out, carried to the
// listing in its address): read only when they make a stay, so the page never shows impossible dates.
export interface StayDates {
  check_in: string;
  check_out: string;
  nights: number;
}

const DAY_MS = 86_400_000;
/** Longer than this is not a short stay: such dates are not carried into an enquiry. */
export const STAY_MAX_NIGHTS = 365;
const isoDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

/**
 * The dates in a listing's address (?check_in=&check_out=), when both are real dates, check-out
 * after check-in, check-in not before `today` (YYYY-MM-DD, India) and at most a year of nights;
 * `bad` when some were given but do not make a stay.
 */
export function stayDatesOf(params: URLSearchParams, today: string): StayDates | 'bad' | null {
  const [rawIn, rawOut] = [params.get('check_in'), params.get('check_out')];
  if (!rawIn && !rawOut) return null;
  const [checkIn, checkOut] = [isoDate(rawIn), isoDate(rawOut)];
  if (!checkIn || !checkOut || checkIn < today) return 'bad';
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
  if (nights < 1 || nights > STAY_MAX_NIGHTS) return 'bad';
  return { check_in: checkIn, check_out: checkOut, nights };
}

/** Today's date in India (YYYY-MM-DD): India keeps +05:30 all year. */
export const indiaToday = (now = Date.now()) => new Date(now + 330 * 60_000).toISOString().slice(0, 10);
