import { describe, expect, it } from 'vitest';
import { carriesContact, indianMobile, mobileBoxDigits, normaliseIndianMobile, posesAsAangan } from './field-rules.ts';
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

describe('mobile numbers as people write them', () => {
  it.each([
    ['+91 98100 00004', '9810000004'],
    ['+91-98100-00004', '9810000004'],
    ['+919810000004', '9810000004'],
    ['919810000004', '9810000004'],
    ['09810000004', '9810000004'],
    ['098100 00004', '9810000004'],
    ['(981) 000-0004', '9810000004'],
    ['9198100000', '9198100000'],
    ['98100', '98100'],
    ['98100000041234', '9810000004'],
  ])('a phone box keeps %j as %j', (typed, kept) => {
    expect(mobileBoxDigits(typed)).toBe(kept);
  });

  it('keeps the digits of a number typed one key at a time with its +91', () => {
    let box = '';
    for (const key of '+91 98100 00004') box = mobileBoxDigits(box + key);
    expect(box).toBe('9810000004');
  });

  it.each([
    ['+91 98100 00004', '+919810000004'],
    ['0 98100-00004', '+919810000004'],
    ['9198100000', '+919198100000'],
  ])('reads %j as %j', (typed, e164) => {
    expect(normaliseIndianMobile(typed)).toBe(e164);
    expect(indianMobile.parse(typed)).toBe(e164);
  });

  it.each(['98abc76543', '+1 415 555 0100', '+91 98100', '5810000004'])('refuses %j', (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });
});
