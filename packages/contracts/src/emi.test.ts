import { describe, expect, it } from 'vitest';
import { computeEmi, EMI_DEFAULTS } from './emi.ts';

// An independent computation: the loan paid down month by month must end at zero with this EMI.
function balanceAfter(amount: number, annualRate: number, months: number, emi: number): number {
  let owed = amount;
  for (let m = 0; m < months; m++) owed = owed * (1 + annualRate / 1200) - emi;
  return owed;
}

describe('home-loan EMI', () => {
  it('gives ₹8,678 a month for ₹10 lakh at 8.5 % over 20 years, to the rupee', () => {
    const r = computeEmi(EMI_DEFAULTS.amount, EMI_DEFAULTS.rate, EMI_DEFAULTS.years)!;
    expect(Math.round(r.emi)).toBe(8678);
    expect(r.months).toBe(240);
    expect(Math.round(r.totalPayment)).toBe(Math.round(r.emi * 240));
    expect(Math.round(r.totalInterest)).toBe(Math.round(r.emi * 240 - 1_000_000));
    expect(Math.abs(balanceAfter(1_000_000, 8.5, 240, r.emi))).toBeLessThan(0.01);
    expect(r.principalShare + r.interestShare).toBeCloseTo(100, 10);
    expect(Math.round(r.principalShare)).toBe(48);
  });

  it('pays any loan in the ranges down to nothing', () => {
    for (const [amount, rate, years] of [[100_000, 1, 1], [10_000_000, 20, 30], [2_550_000, 7.3, 15]] as const) {
      const r = computeEmi(amount, rate, years)!;
      expect(Math.abs(balanceAfter(amount, rate, years * 12, r.emi))).toBeLessThan(0.01);
    }
  });

  it('computes nothing unless amount, rate and months are above zero', () => {
    expect([computeEmi(0, 8.5, 20), computeEmi(1_000_000, 0, 20), computeEmi(1_000_000, 8.5, 0), computeEmi(Number.NaN, 8.5, 20)]).toEqual([null, null, null, null]);
  });
});
