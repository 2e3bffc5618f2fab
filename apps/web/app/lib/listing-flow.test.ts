import { describe, expect, it } from 'vitest';
import { LISTING_DEFAULTS, toListingBody } from './listing-form';
import { flowPath, parseStep, resumeStep } from './listing-flow';

describe('the add-listing flow on the page', () => {
  it('names the draft and the step in its address', () => {
    expect(flowPath({ listing: 12 }, 'media')).toBe('/add-new-listing?listing=12&step=media');
    expect(flowPath({ draft: 'a'.repeat(32) }, 'review')).toBe(`/add-new-listing?draft=${'a'.repeat(32)}&step=review`);
    expect(flowPath(null, 'basics')).toBe('/add-new-listing?step=basics');
    expect(parseStep('price')).toBe('price');
    expect(parseStep('elsewhere')).toBeNull();
  });

  it('picks a draft up where it still needs something', () => {
    expect(resumeStep({ status: 'draft', locality: null, price: null })).toBe('location');
    expect(resumeStep({ status: 'draft', locality: 'Sector 45', price: null })).toBe('price');
    expect(resumeStep({ status: 'draft', locality: 'Sector 45', price: 42000 })).toBe('review');
    expect(resumeStep({ status: 'active', locality: null, price: null })).toBe('review');
  });

  it("sends one step's fields only, the purpose's own prices as numbers and the others emptied", () => {
    const v = {
      ...LISTING_DEFAULTS,
      purpose: 'rent',
      monthly_rent: '42,000',
      base_price: '9000000',
      owner_contact: '98100 00003',
      contact_email: '',
    };
    expect(toListingBody(v, ['monthly_rent', 'base_price', 'owner_contact', 'contact_email'])).toEqual({
      monthly_rent: 42000,
      base_price: null,
      owner_contact: '+919810000003',
      contact_email: null,
    });
    expect(toListingBody(v, ['bedrooms', 'bhk'])).toEqual({ bedrooms: 1, bhk: 1 });
  });
});
