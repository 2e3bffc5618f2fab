// The SMS a one-time code travels in, in the reader's language. Short (one SMS segment in English),
// saying what the code is for and that nobody from Aangan asks for it. The last line is the
// WebOTP form (`@host #code`), so a phone's browser offers to fill the code in on our page only.
import type { Queryable } from '@aangan/db';
import { SITE } from '@aangan/contracts';
import { enqueueSms } from '../../shared/notifications/sms.ts';
import { pageUrl, type Localised, type MailLocale } from '../../shared/notifications/recipient.ts';
import type { CodePurpose } from './phone-codes.ts';

const FOR: Record<CodePurpose, Localised> = {
  sign_up: { 'en-IN': 'to create your account', 'hi-IN': 'अपना खाता बनाने के लिए' },
  sign_in: { 'en-IN': 'to sign in', 'hi-IN': 'साइन इन करने के लिए' },
  change_phone: { 'en-IN': 'to make this your account number', 'hi-IN': 'इस नंबर को अपने खाते का नंबर बनाने के लिए' },
  contact_number: {
    'en-IN': 'to add this number as a listing contact',
    'hi-IN': 'इस नंबर को लिस्टिंग के संपर्क नंबर के रूप में जोड़ने के लिए',
  },
};

export async function enqueueCodeSms(
  q: Queryable,
  m: { to: string; code: string; purpose: CodePurpose; locale: MailLocale; origin: string },
): Promise<number> {
  const text: Localised = {
    'en-IN': `${m.code} is your ${SITE.name} code ${FOR[m.purpose]['en-IN']}. It works for 10 minutes. Never share it: nobody from ${SITE.name} will ask for it.`,
    'hi-IN': `${m.code} आपका ${SITE.name} कोड है, ${FOR[m.purpose]['hi-IN']}। यह 10 मिनट तक काम करेगा। इसे किसी को न बताएं: ${SITE.name} से कोई इसे नहीं माँगेगा।`,
  };
  return enqueueSms(q, {
    kind: `code.${m.purpose}`,
    to: m.to,
    text: `${text[m.locale]}\n\n@${new URL(m.origin).host} #${m.code}`,
  });
}

/**
 * Sent instead of a code when someone signs up with a number that already has an account: the
 * page answers the same either way, and only the number's owner learns of it.
 */
export async function enqueueAlreadyRegisteredSms(
  q: Queryable,
  m: { to: string; locale: MailLocale; origin: string },
): Promise<number> {
  const login = pageUrl(m.origin, m.locale, '/login');
  const text: Localised = {
    'en-IN': `Someone tried to create a ${SITE.name} account with this number. You already have one: sign in or reset your password at ${login}. If it was not you, ignore this message.`,
    'hi-IN': `किसी ने इस नंबर से ${SITE.name} खाता बनाने की कोशिश की। आपका खाता पहले से है: ${login} पर साइन इन करें या पासवर्ड रीसेट करें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।`,
  };
  return enqueueSms(q, { kind: 'code.sign_up_taken', to: m.to, text: text[m.locale] });
}
