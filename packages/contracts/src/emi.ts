// Home-loan EMI (spec sections 2, 4, 5 and 9): the reducing-balance formula with the spec's
// defaults and ranges, shared by the page and its tests.

export const EMI_DEFAULTS = { amount: 1_000_000, rate: 8.5, years: 20 } as const;
export const EMI_LIMITS = {
  amount: { min: 100_000, max: 10_000_000, step: 50_000 },
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
 * Null unless the amount, the monthly rate and the months are all above zero (spec section 5).
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
