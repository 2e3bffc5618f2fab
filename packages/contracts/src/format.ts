// Display rules shared by every screen (Indian digit grouping, rupees, distances, price periods,
// India dates), so the API's e-mails and the web app's pages write them the same way.

let indianNumber: Intl.NumberFormat | undefined;
/** A whole number with Indian digit grouping: 1,25,00,000 (the last three digits, then pairs). */
export function formatIndianNumber(value: number): string {
  // Made on first use and kept. Rounded first, so -0.4 is "0", not Intl's "-0".
  indianNumber ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return indianNumber.format(Math.round(value) || 0);
}

/** Rupees with Indian digit grouping and no decimals: ₹1,25,00,000. */
export function formatRupees(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `₹${formatIndianNumber(value)}`;
}

/** Short form for cards and headings: ₹1.25 Cr, ₹85 L, ₹45,000. */
export function formatRupeesShort(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value >= 1e7) return `₹${trim(value / 1e7)} Cr`;
  if (value >= 1e5) return `₹${trim(value / 1e5)} L`;
  return formatRupees(value);
}

function trim(n: number): string {
  return n.toFixed(2).replace(/\.?0+$/, '');
}

/** Distance under 1 km in metres, otherwise km with one decimal. */
export function formatDistance(km: number | null | undefined): string | null {
  if (km === null || km === undefined || !Number.isFinite(km)) return null;
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${km.toFixed(1)} km`;
}

type Priced = { purpose: string; daily_rate: number | null; price_type?: string | null };

/** What a price is for: a day when a daily rate exists, a month for rents, null for sale prices. */
export function pricePeriod(p: Priced): 'day' | 'month' | null {
  if (p.daily_rate) return 'day';
  if (p.purpose === 'rent' || p.purpose === 'pg' || (p.purpose === 'commercial' && p.price_type === 'rent'))
    return 'month';
  return null;
}

/** Rent unit in English (the API's price_formatted): '/per day', '/per month'; none for sale prices. Pages translate pricePeriod instead. */
export function priceUnit(p: Priced): string {
  const period = pricePeriod(p);
  return period === 'day' ? '/per day' : period === 'month' ? '/per month' : '';
}

let indiaTime: Intl.DateTimeFormat | undefined;
/** An instant in India time, whatever the server's or browser's zone: "5 Dec 2026, 11:00 am". */
export function formatIndiaDateTime(at: string | Date): string {
  // Made on first use (only account and staff pages show times).
  indiaTime ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  return indiaTime.format(new Date(at));
}
