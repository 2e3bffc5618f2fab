import { z } from 'zod';

// The rules for values people type in many places, each written once: the API validates
// request bodies with them and the web forms validate in the browser with the same schemas,
// so both refuse the same input with the same field code (errors.ts).

/**
 * The ten digits of an Indian mobile number as people write it: +91, 91 or 0 in front, spaces,
 * dashes, dots and brackets anywhere (+91 98123-45678, 09812345678, (981) 234 5678). The prefix
 * goes only where it cannot be part of the number: after a "+", or when more than ten digits are
 * left. Not checked further: "98123" gives "98123".
 */
function nationalDigits(input: string): string {
  const text = input.trim();
  const digits = text.replace(/\D/g, '');
  if (/^\+\s*91/.test(text)) return digits.slice(2);
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * What a mobile number's box keeps of what is typed or pasted into it (after its fixed +91): the
 * national number's digits, at most ten. Every phone box of the web app uses it, so "+91 98100
 * 00004" pasted, typed or filled in by the phone becomes 9810000004.
 */
export const mobileBoxDigits = (input: string): string => nationalDigits(input).slice(0, 10);

/**
 * An Indian mobile number as people write it (nationalDigits) to E.164 (+919812345678); null when
 * it is not one, or carries anything but digits and the separators people type.
 */
export function normaliseIndianMobile(input: string): string | null {
  if (/[^\d\s\-().+]/.test(input)) return null;
  const d = nationalDigits(input);
  return /^[6-9]\d{9}$/.test(d) ? `+91${d}` : null;
}

/**
 * The phone rule of accounts and of every form that asks for a number to call back: an Indian
 * mobile number (ten digits starting with 6-9, with or without +91 or a leading 0), read as
 * E.164. A number that does not start with 6-9 is PHONE_START; one that does but has the wrong
 * length is PHONE_LENGTH.
 */
export const indianMobile = z
  .string()
  .trim()
  .min(1)
  .max(20, 'PHONE_LENGTH')
  .transform((v, ctx) => {
    const e164 = normaliseIndianMobile(v);
    if (!e164) {
      const digits = v.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
      ctx.addIssue({ code: 'custom', message: /^[6-9]/.test(digits) ? 'PHONE_LENGTH' : 'PHONE_START' });
      return z.NEVER;
    }
    return e164;
  });

/**
 * The phone on a profile: any number of 10 to 15 digits, with an optional leading +. It differs
 * from indianMobile on purpose: a profile may give an international number to reach the person
 * by, while the number an account signs in with is an Indian mobile (it receives the account's
 * calls and messages).
 */
export const profilePhone = z
  .string()
  .trim()
  .min(1)
  .regex(/^\+?\d{10,15}$/, 'PHONE_INVALID');

/** The longest e-mail address: 254 characters, the limit of SMTP (also an e-mail box's maxLength). */
export const EMAIL_MAX_LENGTH = 254;

/** The e-mail rule: an address (at most EMAIL_MAX_LENGTH characters), kept in lower case. */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH, 'EMAIL_INVALID')
  .pipe(z.email())
  .transform((v) => v.toLowerCase());

/** Whether a text is an e-mail address by the e-mail rule (for checks that do not parse a schema). */
export const isEmailAddress = (text: string): boolean => emailAddress.safeParse(text).success;

/**
 * A time as a date-and-time box (datetime-local) gives it, in India: 2026-12-01T11:00. Forms
 * that take one send it on as an instant with India's offset, which the API checks again.
 */
export const indiaLocalDateTime = z
  .string({ error: 'VISIT_DATE_REQUIRED' })
  .trim()
  .min(1, 'VISIT_DATE_REQUIRED')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'VISIT_TIME_INVALID');

/** The largest amount of money a price, a rent or a budget may be: ₹1,000 crore, above any Gurugram property. */
export const MAX_PRICE = 10_000_000_000;

/**
 * The price rule: an amount in whole rupees, from 0 to MAX_PRICE. Listings' prices, rents and
 * deposits, searches' price bounds and a person's budget all use it.
 */
export const priceAmount = z.number().int().min(0).max(MAX_PRICE);

/**
 * Whether a text carries a way to reach someone outside Aangan: a phone number (ten digits from
 * 6-9 however they are spaced, with or without +91 or 0), an e-mail address or a web link.
 * Listings' titles, descriptions and advertiser names may not: seekers reach an advertiser
 * through a reveal (capped, recorded) or an enquiry, never around them.
 */
export function carriesContact(text: string): boolean {
  // Every repetition is bounded, so each starting place is tried in a few steps: a description
  // of 5,000 spaces, dashes or digits is read in linear time, never backtracked over.
  const phone = /(?:\+?\s{0,3}91|\b0)?[\s.\-()]{0,3}[6-9](?:[\s.\-()]{0,3}\d){9}(?!\d)/;
  const email = /[\w.+-]{1,64}\s{0,3}(?:@|\[at\]|\(at\))\s{0,3}[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/i;
  const link =
    /\bhttps?:\/\/|\bwww\.|(?<![\w-])[\w-]{1,63}\.(?:com|in|net|org|co|io|me|info|biz|xyz|app|link|ly|page|site)\b|wa\.me|t\.me/i;
  // Digits written as Devanagari are numbers too.
  const plain = text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return phone.test(plain) || email.test(plain) || link.test(plain);
}

/** Whether a name poses as Aangan or its team (letters only, look-alikes folded): only we may use it. */
export function posesAsAangan(name: string): boolean {
  const folded = name
    .toLowerCase()
    .replace(/[@4]/g, 'a')
    .replace(/[^a-z\p{Script=Devanagari}]/gu, '');
  return /aangan|आंगन|आँगन/.test(folded);
}

/** Free text shown to seekers: no contact details in it (carriesContact). */
export const withoutContact = <T extends z.ZodType<string | null | undefined>>(s: T) =>
  s.refine((v) => typeof v !== 'string' || !carriesContact(v), { message: 'CONTACT_IN_TEXT' });
