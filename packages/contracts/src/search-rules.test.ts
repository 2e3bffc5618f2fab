import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssue } from './errors.ts';
import { searchFormIssues } from './search-rules.ts';
import { searchQuerySchema } from './search.ts';

// The browser's check (searchFormIssues) and the API's contract (searchQuerySchema) are built
// from the same rules: each refuses the same values, on the same field, with the same code.
const apiIssues = (values: Record<string, string>) => {
  const r = searchQuerySchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => ({ key: String(i.path[0]), code: fieldErrorFromIssue(i).code }));
};

describe('search form rules', () => {
  it.each([
    ['reversed price', { price_min: '90000000', price_max: '10' }, [{ key: 'price_max', code: 'MIN_ABOVE_MAX' }]],
    ['negative price', { price_max: '-5' }, [{ key: 'price_max', code: 'NUMBER_RANGE' }]],
    ['bedrooms as text', { bedrooms_min: 'abc' }, [{ key: 'bedrooms_min', code: 'WHOLE_NUMBER_RANGE' }]],
    ['50 bedrooms', { bedrooms_max: '50' }, [{ key: 'bedrooms_max', code: 'WHOLE_NUMBER_RANGE' }]],
    ['no guests', { guests: '0' }, [{ key: 'guests', code: 'WHOLE_NUMBER_RANGE' }]],
    ['3,000-character keyword', { q: 'x'.repeat(3000) }, [{ key: 'q', code: 'TOO_LONG' }]],
    [
      'reversed dates',
      { check_in: '2026-12-10', check_out: '2026-12-05' },
      [{ key: 'check_out', code: 'CHECK_OUT_ORDER' }],
    ],
    ['check-in alone', { check_in: '2026-12-10' }, [{ key: 'check_out', code: 'DATES_PAIR' }]],
    ['a sound search', { price_min: '10000', price_max: '50000', bedrooms_min: '2', q: 'metro' }, []],
  ])('%#: %s', (_name, values, expected) => {
    const browser = searchFormIssues(values).map(({ key, code }) => ({ key, code }));
    expect(browser).toEqual(expected);
    expect(apiIssues(values)).toEqual(expected);
  });

  it('gives the bounds to word the message with', () => {
    expect(searchFormIssues({ bedrooms_max: '50' })[0]?.params).toEqual({ min: 0, max: 20 });
  });
});
