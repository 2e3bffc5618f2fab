// Why a listing was not approved: the common reasons a reviewer picks in one click, in each of the
// site's languages, and how the owner reads them.
import type { SiteLocale } from './account.ts';

/**
 * Common reasons to reject a listing, by code, in each language: the back office offers them in
 * one click; the owner reads them on My Properties, in the listing's preview and in the e-mail,
 * in their own language (the listing keeps the code, not the words).
 */
export const REJECTION_REASONS = {
  PHOTOS_MISMATCH: { 'en-IN': 'Photos do not show this property', 'hi-IN': 'फ़ोटो में यह प्रॉपर्टी नहीं दिखती' },
  PRICE_WRONG: {
    'en-IN': 'Price looks wrong for this area',
    'hi-IN': 'इस इलाक़े के हिसाब से क़ीमत ग़लत लगती है',
  },
  ADDRESS_INCOMPLETE: { 'en-IN': 'Address or location is incomplete', 'hi-IN': 'पता या जगह अधूरी है' },
  DUPLICATE: { 'en-IN': 'Duplicate of another listing', 'hi-IN': 'यह किसी दूसरी लिस्टिंग की नकल है' },
  CONTACT_WRONG: { 'en-IN': 'Contact details missing or wrong', 'hi-IN': 'संपर्क की जानकारी नहीं है या ग़लत है' },
  CONTENT_RULES: { 'en-IN': 'Description breaks our content rules', 'hi-IN': 'विवरण हमारे सामग्री नियमों के ख़िलाफ़ है' },
} as const satisfies Record<string, Record<SiteLocale, string>>;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];
export const REJECTION_REASON_MIN = 5;

/** Where a sentence ends in each language: Hindi ends it with the danda. */
const FULL_STOP: Record<SiteLocale, string> = { 'en-IN': '. ', 'hi-IN': '। ' };

/**
 * What the owner reads of a rejection, in their language: the common reason's words, then the
 * reviewer's own as written. ('PHOTOS_MISMATCH', 'Add the kitchen.') → 'Photos do not show this
 * property. Add the kitchen.'
 */
export function rejectionText(
  code: RejectionReason | null | undefined,
  own: string | null | undefined,
  locale: SiteLocale = 'en-IN',
): string {
  const words = own?.trim() ?? '';
  if (!code) return words;
  const common = REJECTION_REASONS[code][locale];
  return words ? `${common}${FULL_STOP[locale]}${words}` : common;
}
