import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES, errorCatalogueKey } from '@aangan/contracts';
import { enIN } from './en-IN';
import { hiIN, hiMessages } from './hi-IN';
import { registerHindi, translateMessage } from './index';

registerHindi({ hiIN, hiMessages });

describe('error codes in the catalogues', () => {
  it('has English and Hindi words for every code, with the same parameters', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of [...ERROR_CODES, ...FIELD_ERROR_CODES]) {
      const key = errorCatalogueKey(code);
      expect(enIN[key], key).toBeTruthy();
      expect(hiIN[key], key).toBeTruthy();
      expect(hiIN[key], key).not.toBe(enIN[key]);
      expect(params(hiIN[key]), key).toEqual(params(enIN[key]));
    }
  });

  it('shows a code token in the page language, and other text as before', () => {
    expect(translateMessage('en-IN', 'TOO_SHORT?min=3')).toBe('Must be at least 3 characters');
    expect(translateMessage('hi-IN', 'TOO_SHORT?min=3')).toBe('कम से कम 3 अक्षर होने चाहिए');
    expect(translateMessage('hi-IN', 'INVALID_CREDENTIALS')).toBe('फ़ोन नंबर या पासवर्ड गलत है');
    expect(translateMessage('hi-IN', 'Message sent')).toBe('संदेश भेजा गया');
    expect(translateMessage('hi-IN', 'Something unknown')).toBe('Something unknown');
  });
});
