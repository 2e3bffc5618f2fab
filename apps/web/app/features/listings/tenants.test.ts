import { describe, expect, it } from 'vitest';
import { registerHindi, translate, type MessageKey, type MessageValues } from '../../shared/i18n';
import { hiIN, hiMessages } from '../../shared/i18n/hi-IN';
import { formToValues, LISTING_DEFAULTS, toListingBody } from './flow/listing-form';
import { apiQuery, filterChips, formFilters, readFilters } from '../search/search-url';
import { petsText, tenantsText } from './tenants';

registerHindi({ hiIN, hiMessages });
const ASKED = ['preferred_tenants', 'pets_allowed'];

describe('who may rent and pets on the web', () => {
  it('keeps the filters in the address only for the purposes whose listings say them', () => {
    const read = (s: string) => readFilters(new URLSearchParams(s));
    expect(read('purpose=rent&preferred_tenants=bachelors&pets_allowed=true')).toMatchObject({
      preferred_tenants: 'bachelors',
      pets_allowed: 'true',
    });
    // A PG says pets, not whom it lets to; a sale neither.
    expect(read('purpose=pg&preferred_tenants=family&pets_allowed=true')).toEqual({
      purpose: 'pg',
      pets_allowed: 'true',
    });
    expect(read('purpose=buy&preferred_tenants=family&pets_allowed=true')).toEqual({ purpose: 'buy' });
    expect(read('preferred_tenants=family')).toEqual({});
    // The form's hidden boxes keep a choice made for rent: it is not sent for a sale.
    const form = new URLSearchParams('purpose=buy&preferred_tenants=family&pets_allowed=true');
    expect(apiQuery(formFilters(form))).not.toMatch(/preferred_tenants|pets_allowed/);
    expect(filterChips(read('purpose=rent&preferred_tenants=family&pets_allowed=true'))).toEqual([
      { key: 'purpose', value: 'rent' },
      { key: 'preferred_tenants', value: 'family' },
      { key: 'pets_allowed', value: 'true' },
    ]);
  });

  it('sends the boxes ticked as a set and pets as yes or no, and empties them for a purpose that does not ask', () => {
    const posted = new FormData();
    posted.append('preferred_tenants', 'family');
    posted.append('preferred_tenants', 'company');
    posted.append('pets_allowed', 'no');
    const rent = formToValues(posted, { ...LISTING_DEFAULTS, purpose: 'rent' }, ASKED);
    expect(toListingBody(rent, ASKED)).toEqual({
      preferred_tenants: ['family', 'company'],
      pets_allowed: false,
    });
    const pg = formToValues(posted, { ...LISTING_DEFAULTS, purpose: 'pg' }, ASKED);
    expect(toListingBody(pg, ASKED)).toEqual({
      preferred_tenants: null,
      pets_allowed: false,
    });
    const unsaid = formToValues(new FormData(), { ...LISTING_DEFAULTS, purpose: 'rent' }, ASKED);
    expect(toListingBody(unsaid, ASKED)).toEqual({
      preferred_tenants: null,
      pets_allowed: null,
    });
  });

  it('words them in both languages, and nothing when the owner has not said', () => {
    const en = (k: MessageKey, v?: MessageValues) => translate('en-IN', k, v);
    const hi = (k: MessageKey, v?: MessageValues) => translate('hi-IN', k, v);
    expect(tenantsText(en, ['family', 'company'])).toBe('Family, Company lease');
    expect(tenantsText(hi, ['any'])).toBe('कोई भी');
    expect(petsText(en, false)).toBe('Not allowed');
    expect(petsText(hi, true)).toBe('अनुमति है');
    expect(tenantsText(en, null)).toBeNull();
    expect(petsText(en, null)).toBeNull();
  });
});
