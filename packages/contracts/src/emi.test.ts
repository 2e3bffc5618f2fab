import { describe, expect, it } from 'vitest';
import { computeEmi, EMI_DEFAULTS, EMI_LIMITS, isForSale, listingEmi } from './emi.ts';

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
    for (const [amount, rate, years] of [
      [100_000, 1, 1],
      [10_000_000, 20, 30],
      [2_550_000, 7.3, 15],
    ] as const) {
      const r = computeEmi(amount, rate, years)!;
      expect(Math.abs(balanceAfter(amount, rate, years * 12, r.emi))).toBeLessThan(0.01);
    }
  });

  it('computes nothing unless amount, rate and months are above zero', () => {
    expect([
      computeEmi(0, 8.5, 20),
      computeEmi(1_000_000, 0, 20),
      computeEmi(1_000_000, 8.5, 0),
      computeEmi(Number.NaN, 8.5, 20),
    ]).toEqual([null, null, null, null]);
  });

  it("estimates a listing's EMI on 80 % of its price, on the calculator's step, at its default rate and tenure", () => {
    // ₹1.85 crore: 80 % is ₹1,48,00,000, already on the ₹50,000 step.
    const e = listingEmi(18_500_000)!;
    expect(e).toMatchObject({ loan: 14_800_000, isShare: true, rate: EMI_DEFAULTS.rate, years: EMI_DEFAULTS.years });
    expect(e.emi).toBe(computeEmi(14_800_000, EMI_DEFAULTS.rate, EMI_DEFAULTS.years)!.emi);
    expect(Math.round(e.emi)).toBe(128_438);
    // 80 % of ₹62,34,000 is ₹49,87,200: the calculator takes ₹50,00,000.
    expect(listingEmi(6_234_000)!.loan).toBe(5_000_000);
    expect((listingEmi(6_234_000)!.loan - EMI_LIMITS.amount.min) % EMI_LIMITS.amount.step).toBe(0);
    // Beyond the calculator's range the loan stops at its end, and says it is no longer 80 %.
    expect(listingEmi(500_000_000)).toMatchObject({ loan: EMI_LIMITS.amount.max, isShare: false });
    expect([listingEmi(null), listingEmi(0), listingEmi(undefined)]).toEqual([null, null, null]);
  });

  it('takes sales as sales: homes to buy and commercial space sold, not rentals, PG beds or short stays', () => {
    expect(isForSale({ purpose: 'buy' })).toBe(true);
    expect(isForSale({ purpose: 'commercial', price_type: 'sale' })).toBe(true);
    expect(isForSale({ purpose: 'commercial', price_type: 'rent' })).toBe(false);
    expect(['rent', 'pg', 'short_stay'].map((purpose) => isForSale({ purpose }))).toEqual([false, false, false]);
    expect(isForSale({ purpose: 'buy', daily_rate: 4000 })).toBe(false);
  });
});
