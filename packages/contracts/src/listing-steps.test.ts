import { describe, expect, it } from 'vitest';
import { LISTING_FEATURES, withFurnishingFeature } from './constants.ts';
import { checkListingStep, stepOfField } from './listing-steps.ts';
import { listingUpdateSchema } from './listing.ts';

describe('the add-listing steps', () => {
  // Each refusal is an error code token (errorToken), which the page words in its language.
  it('check a step with the listing rules: Next asks what the step must have, Back only refuses what is malformed', () => {
    expect(
      checkListingStep('basics', { title: 'Flat', purpose: 'rent', property_type: 'apartment' }, {}, true),
    ).toEqual({ title: 'TOO_SHORT?min=10' });
    expect(checkListingStep('location', { locality: null, city: 'Gurugram' }, { purpose: 'rent' }, true)).toEqual({
      locality: 'REQUIRED',
    });
    expect(checkListingStep('location', { locality: null, city: 'Gurugram' }, { purpose: 'rent' }, false)).toEqual({});
    expect(checkListingStep('location', { locality: 'Sector 45', pincode: '1220' }, {}, false)).toEqual({
      pincode: 'PIN_INVALID',
    });
    // The price the purpose needs comes from the listing saved so far.
    expect(checkListingStep('price', { monthly_rent: null, base_price: null }, { purpose: 'rent' }, true)).toEqual({
      monthly_rent: 'PRICE_REQUIRED',
    });
    expect(checkListingStep('price', { monthly_rent: null, base_price: 9_500_000 }, { purpose: 'buy' }, true)).toEqual(
      {},
    );
    expect(checkListingStep('price', { price_type: null }, { purpose: 'commercial' }, true)).toEqual({
      price_type: 'PRICE_TYPE_REQUIRED',
      base_price: 'PRICE_REQUIRED',
    });
    // Rules across fields of the step itself still hold going back.
    expect(checkListingStep('details', { floor_number: 9, total_floors: 4 }, {}, false)).toEqual({
      floor_number: 'FLOOR_ABOVE_TOTAL',
    });
    expect(
      checkListingStep('price', { contact_email: 'nobody' }, { purpose: 'rent', monthly_rent: 30000 }, false),
    ).toEqual({ contact_email: 'EMAIL_INVALID' });
    expect(stepOfField('monthly_rent')).toBe('price');
    expect(stepOfField('locality')).toBe('location');
  });

  it('ask furnishing once: its feature follows the answer and never contradicts it', () => {
    expect(LISTING_FEATURES).not.toContain('Furnished');
    expect(withFurnishingFeature(['Furnished', 'Park Facing'], 'unfurnished')).toEqual(['Unfurnished', 'Park Facing']);
    expect(withFurnishingFeature(['Semi-Furnished', 'East Facing'], null)).toEqual(['East Facing']);
  });

  it('leave out of an update what a step did not send (no new-listing defaults)', () => {
    expect(listingUpdateSchema.parse({ monthly_rent: 30000 })).toEqual({ monthly_rent: 30000 });
  });
});
