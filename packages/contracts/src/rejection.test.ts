import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS, rejectionText } from './rejection.ts';

describe('a rejection as the owner reads it', () => {
  it('words a common reason in the reader’s language and keeps the reviewer’s words as written', () => {
    expect(rejectionText('PHOTOS_MISMATCH', ' Add the kitchen. ')).toBe(
      'Photos do not show this property. Add the kitchen.',
    );
    expect(rejectionText('PHOTOS_MISMATCH', 'Add the kitchen.', 'hi-IN')).toBe(
      'फ़ोटो में यह प्रॉपर्टी नहीं दिखती। Add the kitchen.',
    );
    expect(rejectionText('DUPLICATE', null, 'hi-IN')).toBe('यह किसी दूसरी लिस्टिंग की नकल है');
    expect(rejectionText(null, 'The photos show another building.', 'hi-IN')).toBe('The photos show another building.');
    expect(rejectionText(undefined, undefined)).toBe('');
  });

  it('has every common reason in every language', () => {
    for (const words of Object.values(REJECTION_REASONS)) {
      expect(words['en-IN']).toMatch(/^[A-Z]/);
      expect(words['hi-IN']).toMatch(/[\u0900-\u097F]/);
    }
  });
});
