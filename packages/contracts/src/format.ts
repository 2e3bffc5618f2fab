// Display rules of spec sections 2 and 9 shared by every screen.

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees with Indian digit grouping and no decimals: ₹1,25,00,000. */
export function formatRupees(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `₹${inr.format(Math.round(value))}`;
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

/** Rent unit: '/per day' when a daily rate exists, else '/per month'; none for sale prices. */
export function priceUnit(p: { purpose: string; daily_rate: number | null; price_type?: string | null }): string {
  if (p.daily_rate) return '/per day';
  if (p.purpose === 'rent' || p.purpose === 'pg' || (p.purpose === 'commercial' && p.price_type === 'rent')) return '/per month';
  return '';
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
/** An instant in India time, whatever the server's or browser's zone: "5 Dec 2026, 11:00 am". */
export function formatIndiaDateTime(at: string | Date): string {
  return indiaTime.format(new Date(at));
}
