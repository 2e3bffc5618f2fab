import { describe, expect, it } from 'vitest';
import type { MyListing } from '@aangan/contracts';
import { changeFieldLabel, changeValue } from '../back-office/admin-labels';
import { newlyHeld, pendingFields, withPending } from './pending-changes';

describe('changes waiting for review', () => {
  it('stand in for the live values on the owner’s side, the live ones untouched otherwise', () => {
    const l = { id: 1, title: 'Old', description: 'Old words', pending_changes: { description: 'New words' } };
    expect(withPending(l as unknown as MyListing)).toMatchObject({ title: 'Old', description: 'New words' });
    const none = { ...l, pending_changes: null } as unknown as MyListing;
    expect(withPending(none)).toBe(none);
  });

  it('name each field once, in the form’s order: the pin’s two numbers and BHK with bedrooms are one', () => {
    expect(
      pendingFields({
        owner_contact: '+919810000009',
        longitude: 77.1,
        latitude: 28.4,
        bhk: 3,
        bedrooms: 3,
        title: 'T',
      }),
    ).toEqual(['title', 'pin', 'bedrooms', 'owner_contact']);
    expect(pendingFields({ bhk: 2 })).toEqual(['bhk']);
    expect(pendingFields(null)).toEqual([]);
  });

  it('are new after a save only where a field it sent now waits with another value', () => {
    expect(newlyHeld(null, { title: 'New' }, { title: 'New', description: 'x' })).toBe(true);
    expect(newlyHeld({ title: 'New' }, { title: 'New' }, { title: 'New' })).toBe(false);
    expect(newlyHeld({ title: 'New' }, { title: 'Newer' }, { title: 'Newer' })).toBe(true);
    // A field that waits already and was not sent by this step (another step's) is not this save's.
    expect(newlyHeld({ title: 'New' }, { title: 'New' }, { monthly_rent: 42000 })).toBe(false);
    expect(newlyHeld({ title: 'New' }, null, { title: 'Old' })).toBe(false);
  });

  it('read as words for the team: labels of the owner’s form, rupees, types and numbers', () => {
    expect(changeFieldLabel('monthly_rent')).toBe('Monthly rent');
    expect(changeFieldLabel('pin')).toBe('On the map');
    expect(changeFieldLabel('odd_field')).toBe('Odd field');
    expect(changeValue('monthly_rent', 45000)).toBe('₹45,000');
    expect(changeValue('base_price', 12500000)).toBe('₹1,25,00,000');
    expect(changeValue('property_type', 'builder_floor')).toBe('Builder floor');
    expect(changeValue('owner_contact', '+919810000009')).toBe('+91 98100 00009');
    expect(changeValue('bedrooms', 3)).toBe('3 BHK');
    expect(changeValue('landmark', null)).toBe('—');
  });
});
