import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  FIELD_ERROR_CODES,
  LISTING_OWNER_MOVES,
  LISTING_STATUSES,
  VISIT_STATUSES,
  errorCatalogueKey,
} from '@aangan/contracts';
import { enIN } from './en-IN';
import { hiIN, hiMessages } from './hi-IN';
import { registerHindi, translateMessage } from './index';

registerHindi({ hiIN, hiMessages });

describe('error codes in the catalogues', () => {
  it('has English and Hindi words for every code, with the same parameters', () => {
    const names = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((el) =>
        el.type === TYPE.literal || el.type === TYPE.pound || el.type === TYPE.tag
          ? []
          : [
              el.value,
              ...(el.type === TYPE.select || el.type === TYPE.plural
                ? Object.values(el.options).flatMap((o) => names(o.value))
                : []),
            ],
      );
    const params = (s: string) => [...new Set(names(parse(s, { ignoreTag: true })))].sort();
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

  it('words the status and the action a refusal names in the page language, whichever they are', () => {
    const latin = /[A-Za-z]/;
    const adminMoves = ['verify', 'reject', 'expire', 'reactivate', 'take_down', 'merge'];
    for (const status of LISTING_STATUSES)
      for (const action of [...LISTING_OWNER_MOVES, ...adminMoves]) {
        const token = `LISTING_STATE?status=${status}&action=${action}`;
        expect(translateMessage('hi-IN', token), token).not.toMatch(latin);
        expect(translateMessage('en-IN', token), token).not.toMatch(/_/);
      }
    for (const status of VISIT_STATUSES) {
      for (const action of ['update', 'reschedule', 'cancel', 'confirm', 'complete', 'no_show']) {
        const token = `VISIT_STATE?status=${status}&action=${action}`;
        expect(translateMessage('hi-IN', token), token).not.toMatch(latin);
        expect(translateMessage('en-IN', token), token).not.toMatch(/_/);
      }
      expect(translateMessage('hi-IN', `VISIT_ALREADY?status=${status}`)).not.toMatch(latin);
    }
    expect(translateMessage('en-IN', 'LISTING_STATE?status=pending_review&action=submit')).toBe(
      'This listing is waiting for review; it cannot be submitted now',
    );
    expect(translateMessage('hi-IN', 'LISTING_NOT_PENDING?action=verify')).toBe(
      'केवल समीक्षा की प्रतीक्षा वाली लिस्टिंग सत्यापित हो सकती है',
    );
  });
});
