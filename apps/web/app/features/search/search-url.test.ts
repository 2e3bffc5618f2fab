import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  apiQuery,
  bannerSort,
  bannerType,
  filterChips,
  linkWith,
  linkWithout,
  formFilters,
  formSearch,
  linkWithoutFilters,
  pageItems,
  readFilters,
} from './search-url';

const read = (s: string) => readFilters(new URLSearchParams(s));

describe('the search URL', () => {
  it('reads repeated lists, aliases and a point, dropping blanks', () => {
    const f = read(
      'q=3+bhk&property_type=apartment&property_type=house&amenities=Gym&latitude=28.44&longitude=77.05&min_price=&bedrooms=2&sort_by=price_low',
    );
    expect(f).toEqual({
      q: '3 bhk',
      property_type: ['apartment', 'house'],
      amenities: ['Gym'],
      lat: '28.44',
      lng: '77.05',
      bedrooms_min: '2',
      sort_by: 'price_low',
    });
    expect(activeFilters(f)).toBe(6); // place, keyword, two types, bedrooms, amenity
  });

  it('reads the filter form the same way, without aliases to look up', () => {
    const fields = new URLSearchParams(
      'sort_by=price_low&q=+&purpose=rent&property_type=room&property_type=apartment&price_min=20000&bedrooms_min=&amenities=Gym',
    );
    expect(formFilters(fields)).toEqual(read(fields.toString()));
    expect(apiQuery(formFilters(fields), 1)).toBe(
      'purpose=rent&property_type=room&property_type=apartment&price_min=20000&amenities=Gym&sort_by=price_low&page=1&limit=1',
    );
  });

  it('sends the form as a short address: no blanks, no order that is the default anyway', () => {
    expect(formSearch(new URLSearchParams('sort_by=newest&q=&purpose=rent&price_min=&property_type=room'))).toBe(
      '?purpose=rent&property_type=room',
    );
    expect(formSearch(new URLSearchParams('sort_by=price_low&q=&purpose=rent'))).toBe(
      '?purpose=rent&sort_by=price_low',
    );
    // Around a place nearest-first is the default, and newest is a choice.
    expect(formSearch(new URLSearchParams('sort_by=distance&location=Sector+45&lat=28.4&lng=77.0&radius=5'))).toBe(
      '?lat=28.4&lng=77.0&radius=5&location=Sector+45',
    );
    expect(formSearch(new URLSearchParams('sort_by=newest&location=Sector+45&lat=28.4&lng=77.0'))).toBe(
      '?lat=28.4&lng=77.0&location=Sector+45&sort_by=newest',
    );
    expect(formSearch(new URLSearchParams('sort_by=newest&q='))).toBe('');
  });

  it('asks the API for 12 a page, by distance around a point (radius 20 unless chosen), else newest', () => {
    expect(apiQuery(read('purpose=rent'))).toBe('purpose=rent&sort_by=newest&page=1&limit=12');
    expect(apiQuery(read('lat=28.44&lng=77.05&page=3'))).toBe(
      'lat=28.44&lng=77.05&radius=20&sort_by=distance&page=3&limit=12',
    );
    expect(apiQuery(read('radius=5&purpose=buy'))).toBe('purpose=buy&sort_by=newest&page=1&limit=12'); // no point, no radius
    expect(apiQuery(read('purpose=buy&page=3'), 1)).toBe('purpose=buy&sort_by=newest&page=3&limit=1');
  });

  it('writes page and sort back, a new sort starting again at page 1', () => {
    const f = read('purpose=rent&page=4&property_type=room&property_type=apartment');
    expect(linkWith(f, { page: '5' })).toBe('?purpose=rent&property_type=room&property_type=apartment&page=5');
    expect(linkWith(f, { sort_by: 'price_high' })).toBe(
      '?purpose=rent&property_type=room&property_type=apartment&sort_by=price_high',
    );
    expect(linkWith({}, { view: null })).toBe('');
  });
});

describe('the active filters', () => {
  const f = read(
    'location=Sector+45&lat=28.44&lng=77.05&radius=5&purpose=rent&property_type=room&property_type=apartment&price_max=50000&sort_by=distance&page=3&view=list',
  );

  it('are one chip per value, the place (name, point and radius) as one', () => {
    expect(filterChips(f)).toEqual([
      { key: 'place', value: 'Sector 45' },
      { key: 'purpose', value: 'rent' },
      { key: 'property_type', value: 'room' },
      { key: 'property_type', value: 'apartment' },
      { key: 'price_max', value: '50000' },
    ]);
    expect(filterChips(read('lat=28.44&lng=77.05'))).toEqual([{ key: 'place', value: '' }]);
    expect(filterChips(read('sort_by=price_low&view=list&page=2'))).toEqual([]);
  });

  it('each remove to a link without it, from page 1, keeping the rest', () => {
    expect(linkWithout(f, { key: 'property_type', value: 'room' })).toBe(
      '?purpose=rent&property_type=apartment&price_max=50000&lat=28.44&lng=77.05&radius=5&location=Sector+45&sort_by=distance&view=list',
    );
    expect(linkWithout(f, { key: 'purpose', value: 'rent' })).not.toMatch(/purpose|page/);
    // Nearest-first needs a place: it goes with it.
    expect(linkWithout(f, { key: 'place', value: 'Sector 45' })).toBe(
      '?purpose=rent&property_type=room&property_type=apartment&price_max=50000&view=list',
    );
    expect(linkWithoutFilters(f)).toBe('?view=list');
    expect(linkWithoutFilters(read('purpose=rent&sort_by=price_low'))).toBe('?sort_by=price_low');
  });
});

describe('the page links', () => {
  /** The row as written on a wide screen and on the narrowest phones. */
  const row = (page: number, pages: number) => {
    const items = pageItems(page, pages);
    const say = (narrow: boolean) =>
      items
        .filter((it) => ('gap' in it ? narrow || !it.narrow : !narrow || !it.wide))
        .map((it) => ('gap' in it ? '…' : String(it.n)))
        .join(' ');
    return [say(false), say(true)];
  };
  it('show the first, the last and the current page with its neighbours, and a gap wherever pages are left out', () => {
    expect(row(1, 35)).toEqual(['1 2 … 35', '1 … 35']);
    expect(row(3, 35)).toEqual(['1 2 3 4 … 35', '1 … 3 … 35']);
    expect(row(10, 35)).toEqual(['1 … 9 10 11 … 35', '1 … 10 … 35']);
    expect(row(34, 35)).toEqual(['1 … 33 34 35', '1 … 34 35']);
    expect(row(2, 3)).toEqual(['1 2 3', '1 2 3']);
    expect(row(1, 1)).toEqual(['1', '1']);
  });
});

describe('the banner search navigation', () => {
  it('maps the banner types and picks the sort', () => {
    expect(['Houses and Villa', 'Apartments', 'Office', 'Plot', 'Builder Floor'].map(bannerType)).toEqual([
      'house',
      'apartment',
      'builder_floor',
      'plot',
      'builder_floor',
    ]);
    expect([bannerSort(true, true), bannerSort(false, true), bannerSort(false, false)]).toEqual([
      'distance',
      'relevance',
      'newest',
    ]);
  });
});
