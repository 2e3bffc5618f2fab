import { describe, expect, it } from 'vitest';
import { carriesContact, posesAsAangan } from './field-rules.ts';
import { listingUpdateSchema } from './listing.ts';

describe('contact details in what seekers read', () => {
  it.each([
    'Call or WhatsApp 98765 43210',
    '+91-98765-43210',
    '0 98765 43210',
    '(987) 654-3210',
    'mail me at owner.gk@gmail.com',
    'owner [at] example.in',
    'photos on www.flatphotos.com',
    'https://example.in/flat',
    'ping wa.me/919876543210',
    'call ९८७६५४३२१०',
  ])('finds them in %j', (text) => {
    expect(carriesContact(text)).toBe(true);
  });

  it.each([
    'A 3 BHK at ₹ 45,00,000 in Sector 56, 1850 sq ft, 9th floor of 14',
    'Built 2019, 2 parking, 24x7 water',
    'Flat 1203, Tower 9, PIN 122018',
    'Rent ₹ 65000, deposit 2 months, maintenance 4500',
  ])('leaves alone %j', (text) => {
    expect(carriesContact(text)).toBe(false);
  });

  it('refuses them in a listing by field, with its code', () => {
    const r = listingUpdateSchema.safeParse({
      title: 'Call 9876543210 for this flat',
      description: 'Lovely flat. Call or WhatsApp 98765 43210',
      owner_name: 'Aangan Verified Team',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      title: 'CONTACT_IN_TEXT',
      description: 'CONTACT_IN_TEXT',
      owner_name: 'NAME_POSES_AS_AANGAN',
    });
  });
});

describe('names that pose as Aangan', () => {
  it.each(['Aangan Verified Team', 'Team A@ngan', 'AANGAN support', 'आंगन टीम'])('refuses %j', (name) => {
    expect(posesAsAangan(name)).toBe(true);
  });
  it.each(['Sunil Khatana', 'Gangan Singh', 'Kesar Developers'])('accepts %j', (name) => {
    expect(posesAsAangan(name)).toBe(false);
  });
});
