import { describe, expect, it } from 'vitest';
import type { MyListing } from '@aangan/contracts';
import { parseForm } from '../../../shared/form';
import { LISTING_DEFAULTS, stepFormSchema, toListingBody } from './listing-form';
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

  it('checks a posted step as the API will, and gives the body to send', () => {
    const rent = { purpose: 'rent', monthly_rent: null, amenities: [], features: [] } as unknown as MyListing;
    const form = (entries: [string, string][]) => {
      const f = new FormData();
      const all: [string, string][] = [['csrf', 'x'], ['step', 'price'], ...entries];
      for (const [k, v] of all) f.append(k, v);
      return f;
    };
    const errorsOf = (s: ReturnType<typeof parseForm>) => (s.status === 'error' ? s.error : null);
    const refused = parseForm(
      form([
        ['go', 'next'],
        ['owner_contact', '12345'],
        ['monthly_rent', ''],
      ]),
      stepFormSchema('price', rent),
    );
    expect(refused.status).toBe('error');
    // A malformed field first; the rules across fields once every field is well formed.
    expect(errorsOf(refused)).toEqual({ owner_contact: ['PHONE_START'] });
    const priceless = parseForm(
      form([
        ['go', 'next'],
        ['monthly_rent', ''],
      ]),
      stepFormSchema('price', rent),
    );
    expect(errorsOf(priceless)).toEqual({ monthly_rent: ['PRICE_REQUIRED'] });
    // Going back saves what is there, however incomplete.
    const back = parseForm(
      form([
        ['go', 'back'],
        ['monthly_rent', ''],
      ]),
      stepFormSchema('price', rent),
    );
    expect(back.status).toBe('success');
    const sent = parseForm(
      form([
        ['go', 'next'],
        ['monthly_rent', '₹42,000'],
        ['owner_contact', '98100 00003'],
        ['contact_email', 'Kiran@Example.in'],
      ]),
      stepFormSchema('price', rent),
    );
    expect(sent.status === 'success' ? sent.value : null).toMatchObject({
      monthly_rent: 42000,
      base_price: null,
      owner_contact: '+919810000003',
      contact_email: 'kiran@example.in',
      go: 'next',
    });
    const details = parseForm(
      form([
        ['step', 'details'],
        ['area_type', 'carpet'],
        ['amenities', 'Parking'],
        ['bedrooms', '3'],
        ['floor_number', '9'],
        ['total_floors', '4'],
      ]),
      stepFormSchema('details', rent),
    );
    expect(errorsOf(details)).toEqual({ floor_number: ['FLOOR_ABOVE_TOTAL'] });
  });
});
