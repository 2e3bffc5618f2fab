import { describe, expect, it } from 'vitest';
import { enquiryCreateSchema, formatPhone, maskPhone, reportCreateSchema } from './contact.ts';

describe('phone numbers', () => {
  it('are written as people write them, and masked so they can be recognised but not called', () => {
    expect(formatPhone('+919810010020')).toBe('+91 98100 10020');
    expect(formatPhone('+91 98100-10020')).toBe('+91 98100 10020');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
    expect(maskPhone('+919876500004')).toBe('+91 98••• ••004');
    expect(maskPhone('12')).toBe('••••••••••');
  });
});

describe('enquiry and report input', () => {
  it('needs 10 to 1,000 characters and a reason; sharing the number is off unless asked', () => {
    expect(enquiryCreateSchema.parse({ message: '  Is it still available?  ', want: 'availability' })).toEqual({
      message: 'Is it still available?',
      want: 'availability',
      share_phone: false,
    });
    expect(enquiryCreateSchema.safeParse({ message: 'too short', want: 'visit' }).success).toBe(false);
    expect(enquiryCreateSchema.safeParse({ message: 'x'.repeat(1001), want: 'visit' }).success).toBe(false);
    expect(enquiryCreateSchema.safeParse({ message: 'A long enough message', want: 'lunch' }).success).toBe(false);
  });
  it('a report of "other" needs its details', () => {
    expect(reportCreateSchema.safeParse({ reason: 'other' }).success).toBe(false);
    expect(
      reportCreateSchema.safeParse({ reason: 'other', details: 'Pictures are of a different building' }).success,
    ).toBe(true);
    expect(reportCreateSchema.safeParse({ reason: 'fake' }).success).toBe(true);
  });
});
