import { describe, expect, it } from 'vitest';
import { activeFilters, apiQuery, bannerSort, bannerType, linkWith, readFilters } from './search-url';

const read = (s: string) => readFilters(new URLSearchParams(s));

describe('the search URL', () => {
  it('reads repeated lists, aliases and a point, dropping blanks', () => {
    const f = read('q=3+bhk&property_type=apartment&property_type=house&amenities=Gym&latitude=28.44&longitude=77.05&min_price=&bedrooms=2&sort_by=price_low');
    expect(f).toEqual({ q: '3 bhk', property_type: ['apartment', 'house'], amenities: ['Gym'], lat: '28.44', lng: '77.05', bedrooms_min: '2', sort_by: 'price_low' });
    expect(activeFilters(f)).toBe(5); // keyword, types, amenities, place, bedrooms
  });

  it('asks the API for 12 a page, by distance around a point (radius 20 unless chosen), else newest', () => {
    expect(apiQuery(read('purpose=rent'))).toBe('purpose=rent&sort_by=newest&page=1&limit=12');
    expect(apiQuery(read('lat=28.44&lng=77.05&page=3'))).toBe('lat=28.44&lng=77.05&radius=20&sort_by=distance&page=3&limit=12');
    expect(apiQuery(read('radius=5&purpose=buy'))).toBe('purpose=buy&sort_by=newest&page=1&limit=12'); // no point, no radius
  });

  it('writes page and sort back, a new sort starting again at page 1', () => {
    const f = read('purpose=rent&page=4&property_type=room&property_type=apartment');
    expect(linkWith(f, { page: '5' })).toBe('?purpose=rent&property_type=room&property_type=apartment&page=5');
    expect(linkWith(f, { sort_by: 'price_high' })).toBe('?purpose=rent&property_type=room&property_type=apartment&sort_by=price_high');
    expect(linkWith({}, { view: null })).toBe('');
  });
});

describe('the banner search navigation (spec section 7)', () => {
  it('maps the banner types and picks the sort', () => {
    expect(['Houses and Villa', 'Apartments', 'Office', 'Plot', 'Builder Floor'].map(bannerType)).toEqual(['house', 'apartment', 'builder_floor', 'plot', 'builder_floor']);
    expect([bannerSort(true, true), bannerSort(false, true), bannerSort(false, false)]).toEqual(['distance', 'relevance', 'newest']);
  });
});
