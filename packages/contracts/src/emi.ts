import { z } from 'zod';

// Home-loan EMI: the reducing-balance formula with the calculator's defaults and ranges, and the
// calculator form's schema, shared by the page, listings' estimates and the tests.

export const EMI_DEFAULTS = { amount: 1_000_000, rate: 8.5, years: 20 } as const;
/**
 * A loan amount that stopped at ₹1 crore would not do: most homes for sale in Gurugram cost more than
 * ₹1.25 crore, so a listing's estimate (80 % of its price) could not be opened in the calculator
 * without being cut; the amount goes up to ₹10 crore (decision 027).
 */
export const EMI_LIMITS = {
  amount: { min: 100_000, max: 100_000_000, step: 50_000 },
  rate: { min: 1, max: 20, step: 0.1 },
  years: { min: 1, max: 30, step: 1 },
} as const;

export interface EmiResult {
  /** Monthly instalment in rupees (not rounded). */
  emi: number;
  months: number;
  /** EMI × months, and that minus the loan. */
  totalPayment: number;
  totalInterest: number;
  /** Shares of the total payment, in per cent (they add up to 100). */
  principalShare: number;
  interestShare: number;
}

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate (annual / 12 / 100) and n the months.
 * Null unless the amount, the monthly rate and the months are all above zero.
 */
export function computeEmi(amount: number, annualRate: number, years: number): EmiResult | null {
  const r = annualRate / 12 / 100;
  const n = Math.round(years * 12);
  if (!(amount > 0) || !(r > 0) || !(n > 0)) return null;
  const growth = (1 + r) ** n;
  const emi = (amount * r * growth) / (growth - 1);
  const totalPayment = emi * n;
  const totalInterest = totalPayment - amount;
  const principalShare = (amount / totalPayment) * 100;
  return { emi, months: n, totalPayment, totalInterest, principalShare, interestShare: 100 - principalShare };
}

/** The share of a home's price a listing's EMI estimate takes as the loan (banks lend up to 80 % of most homes' value). */
export const EMI_LOAN_SHARE = 0.8;

export interface ListingEmi {
  /** The loan: the share of the price, on the calculator's step and within its limits. */
  loan: number;
  /** True when the loan is exactly EMI_LOAN_SHARE of the price, give or take the step. */
  isShare: boolean;
  rate: number;
  years: number;
  emi: number;
}

/**
 * A monthly EMI estimate for a price: a loan of EMI_LOAN_SHARE of it, rounded to the calculator's
 * step (so the calculator opened with it shows the same EMI), at the calculator's default rate and
 * tenure. Null without a price.
 */
export function listingEmi(price: number | null | undefined): ListingEmi | null {
  if (!price || !(price > 0)) return null;
  const { min, max, step } = EMI_LIMITS.amount;
  const share = Math.round((price * EMI_LOAN_SHARE) / step) * step;
  const loan = Math.min(max, Math.max(min, share));
  const r = computeEmi(loan, EMI_DEFAULTS.rate, EMI_DEFAULTS.years);
  return r ? { loan, isShare: loan === share, rate: EMI_DEFAULTS.rate, years: EMI_DEFAULTS.years, emi: r.emi } : null;
}

/** Whether a listing is for sale (not rent, a short stay or a PG bed), so a loan and its EMI apply. */
export function isForSale(p: { purpose: string; price_type?: string | null; daily_rate?: number | null }): boolean {
  if (p.daily_rate) return false;
  return p.purpose === 'buy' || (p.purpose === 'commercial' && p.price_type !== 'rent');
}

/** One of the calculator's inputs: a number within its limits (whole years for the tenure). */
const emiInput = (k: keyof typeof EMI_LIMITS) => z.number().min(EMI_LIMITS[k].min).max(EMI_LIMITS[k].max);

/** The EMI calculator's form: the loan amount, the yearly interest rate and the tenure in years. */
export const emiFormSchema = z.object({
  amount: emiInput('amount'),
  rate: emiInput('rate'),
  years: emiInput('years').int(),
});
export type EmiValues = z.infer<typeof emiFormSchema>;
