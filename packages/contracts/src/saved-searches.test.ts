import { describe, expect, it } from 'vitest';
import { savedSearchInputSchema } from './saved-searches.ts';
import { searchQuerySchema } from './search.ts';

const written = (query: string) => savedSearchInputSchema.parse({ name: 'x', query }).query;

describe('a saved search written in one form', () => {
  it('orders the filters, names aliases by their own key, and keeps each value of a list', () => {
    expect(written('?min_price=10000&purpose=sale&property_types=house&property_types=apartment&q=metro')).toBe(
      'q=metro&purpose=buy&property_type=house&property_type=apartment&price_min=10000',
    );
  });

  it('leaves out the page, the page size, the cursor and the default order, but keeps another order', () => {
    expect(written('purpose=rent&page=4&limit=50&sort_by=newest')).toBe('purpose=rent');
    expect(written('purpose=rent&sort_by=price_low')).toBe('purpose=rent&sort_by=price_low');
  });

  it('keeps a place with its radius (the default one written out) and booleans as words', () => {
    expect(written('latitude=28.49&longitude=77.08&pets_allowed=true')).toBe(
      'lat=28.49&lng=77.08&radius=20&pets_allowed=true',
    );
  });

  it('reads back as the search it was saved from', () => {
    const address =
      'purpose=pg&pg_sharing=double&pg_food_included=true&pg_gender=female&price_max=12000&lat=28.5&lng=77.1&radius=5';
    const again = (q: string) => {
      const { page: _p, limit: _l, ...filters } = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
      return filters;
    };
    expect(again(written(address))).toEqual(again(address));
  });
});
