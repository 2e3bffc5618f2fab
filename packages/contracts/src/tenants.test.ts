import { describe, expect, it } from 'vitest';
import { listingUpdateSchema } from './listing.ts';
import { searchQuerySchema } from './search.ts';
import { foldTenants, letsTo, unaskedTenantFacts } from './tenants.ts';

describe('who may rent and pets', () => {
  it('stores a set one way: "any" alone for no restriction, kinds once in a fixed order, nothing as not said', () => {
    expect(foldTenants(['company', 'family', 'company'])).toEqual(['family', 'company']);
    expect(foldTenants(['family', 'any'])).toEqual(['any']);
    expect(foldTenants(['bachelors', 'company', 'family'])).toEqual(['any']);
    expect(foldTenants([])).toBeNull();
    expect(foldTenants(null)).toBeNull();
    expect(foldTenants(undefined)).toBeUndefined();
  });

  it('takes them in a listing, refusing other words with a field code', () => {
    expect(listingUpdateSchema.parse({ preferred_tenants: ['bachelors', 'family'], pets_allowed: false })).toEqual({
      preferred_tenants: ['family', 'bachelors'],
      pets_allowed: false,
    });
    const bad = listingUpdateSchema.safeParse({ preferred_tenants: ['students'], pets_allowed: 'yes' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(['preferred_tenants', 'pets_allowed']);
  });

  it('filters search by one kind of seeker and by pets, as the URL writes them', () => {
    const q = searchQuerySchema.parse({ purpose: 'rent', preferred_tenants: 'bachelors', pets_allowed: 'true' });
    expect(q).toMatchObject({ preferred_tenants: 'bachelors', pets_allowed: true });
    expect(searchQuerySchema.parse({ preferred_tenants: '', pets_allowed: '' })).toMatchObject({
      preferred_tenants: undefined,
      pets_allowed: undefined,
    });
    const bad = searchQuerySchema.safeParse({ preferred_tenants: 'any', pets_allowed: 'maybe' });
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['pets_allowed', 'preferred_tenants']);
  });

  it('matches a seeker to listings that let to them or to anyone, never to one that has not said', () => {
    expect(letsTo(['family', 'company'], 'family')).toBe(true);
    expect(letsTo(['any'], 'bachelors')).toBe(true);
    expect(letsTo(['family'], 'bachelors')).toBe(false);
    expect(letsTo(null, 'family')).toBe(false);
  });

  it('empties the answers a purpose does not ask, and only those said', () => {
    expect(unaskedTenantFacts('buy', { preferred_tenants: ['family'], pets_allowed: true })).toEqual({
      preferred_tenants: null,
      pets_allowed: null,
    });
    expect(unaskedTenantFacts('pg', { preferred_tenants: ['family'], pets_allowed: true })).toEqual({
      preferred_tenants: null,
    });
    expect(unaskedTenantFacts('rent', { preferred_tenants: ['family'], pets_allowed: true })).toEqual({});
    expect(unaskedTenantFacts('buy', { preferred_tenants: null })).toEqual({});
  });
});
