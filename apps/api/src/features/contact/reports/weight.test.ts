import { describe, expect, it } from 'vitest';
import { reachesThreshold, reporterWeight } from './weight.ts';

describe("a reporter's weight", () => {
  it('is full for new reporters and for those whose reports are upheld as often as dismissed', () => {
    expect(reporterWeight({ dismissed: 0, upheld: 0, standing: true })).toBe(1);
    expect(reporterWeight({ dismissed: 1, upheld: 0, standing: true })).toBe(1);
    expect(reporterWeight({ dismissed: 3, upheld: 3, standing: true })).toBe(1);
  });
  it('halves when dismissals pile up, and is nothing after five dismissals with none upheld', () => {
    expect(reporterWeight({ dismissed: 2, upheld: 0, standing: true })).toBe(0.5);
    expect(reporterWeight({ dismissed: 4, upheld: 1, standing: true })).toBe(0.5);
    expect(reporterWeight({ dismissed: 9, upheld: 1, standing: true })).toBe(0.5);
    expect(reporterWeight({ dismissed: 5, upheld: 0, standing: true })).toBe(0);
  });
  it('is nothing without standing, whatever the record', () => {
    expect(reporterWeight({ dismissed: 0, upheld: 0, standing: false })).toBe(0);
    expect(reporterWeight({ dismissed: 0, upheld: 3, standing: false })).toBe(0);
  });
  it('compares the weighted sum with the threshold', () => {
    expect(reachesThreshold([1, 1, 1], 3)).toBe(true);
    expect(reachesThreshold([1, 1, 0.5], 3)).toBe(false);
    expect(reachesThreshold([1, 1, 0.5, 0.5], 3)).toBe(true);
    expect(reachesThreshold([1, 1, 0, 0, 0], 3)).toBe(false);
  });
});
