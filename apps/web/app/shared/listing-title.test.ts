import { describe, expect, it } from 'vitest';
import { generatedTitle, readGeneratedTitle, specificationRow, type TitleFacts } from '@aangan/contracts';
import { hiIN, hiMessages } from './i18n/hi-IN';
import { registerHindi, translate, type Locale, type MessageKey, type MessageValues } from './i18n';
import { localCaption, localLead, localTitle } from './listing-title';

registerHindi({ hiIN, hiMessages });
const tIn = (locale: Locale) => (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
const en = tIn('en-IN');
const hi = tIn('hi-IN');

const FACTS: TitleFacts[] = [
  { type: 'apartment', bhk: 2, sharing: null, purpose: 'rent', place: 'Sector 45' },
  { type: 'house', bhk: 4, sharing: null, purpose: 'sale', place: 'DLF Phase 2' },
  { type: 'room', bhk: null, sharing: 'double', purpose: 'pg_female', place: 'Sohna Road' },
  { type: 'room', bhk: null, sharing: null, purpose: 'rent', place: 'Sector 14' },
  { type: 'office', bhk: null, sharing: null, purpose: 'lease', place: 'Cyber City' },
  { type: 'builder_floor', bhk: 3, sharing: null, purpose: 'short_stay', place: 'South City 1' },
];

describe('a listing title made from its facts', () => {
  it('is read back into the same facts, and an English page shows it exactly as stored', () => {
    for (const f of FACTS) {
      const title = generatedTitle(f);
      expect(readGeneratedTitle(title)).toEqual(f);
      expect(localTitle(en, title)).toBe(title);
    }
  });

  it('is said in Hindi on a Hindi page, the place as written', () => {
    expect(localTitle(hi, '2 BHK Apartment for Rent in Sector 45')).toBe('Sector 45 में किराये के लिए 2 बीएचके अपार्टमेंट');
    expect(localTitle(hi, 'PG (double sharing) for Women in Sohna Road')).toBe(
      'Sohna Road में महिलाओं के लिए पीजी (डबल शेयरिंग)',
    );
    expect(localTitle(hi, 'Office Space for Lease in Cyber City')).toBe('Cyber City में लीज़ के लिए ऑफ़िस स्पेस');
  });

  it('leaves a title its owner typed as typed, in any language', () => {
    for (const typed of [
      'Sunny 2 BHK near the metro',
      '2 BHK Apartment for Rent',
      'Shop for Sale in ',
      '2 BHK Shop for Sale in Sector 14', // a BHK only ever goes with a home
      'Room for Rent in Sector 14 — no brokers',
    ])
      expect(localTitle(hi, typed)).toBe(typed);
    expect(localTitle(hi, null)).toBeNull();
  });

  it('says the opening of a description that starts with the title in the page language, the rest as written', () => {
    const title = '3 BHK Builder Floor for Sale in Sector 56';
    expect(localLead(hi, title, `${title}: 1,650 sq ft.`)).toBe(
      'Sector 56 में बिक्री के लिए 3 बीएचके बिल्डर फ़्लोर: 1,650 sq ft.',
    );
    expect(localLead(hi, 'My own flat', 'My own flat: lovely.')).toBe('My own flat: lovely.');
  });
});

describe('our own names for photos and specification rows', () => {
  it('are in the page language; an owner’s or builder’s own stay as written', () => {
    expect(localCaption(hi, 'Living room')).toBe('लिविंग रूम');
    expect(localCaption(hi, 'View from my terrace')).toBe('View from my terrace');
    expect(specificationRow('Doors and windows')).toBe('doors_windows');
    expect(specificationRow(' doors  and WINDOWS ')).toBe('doors_windows');
    expect(specificationRow('Clubhouse finish')).toBeNull();
  });
});
