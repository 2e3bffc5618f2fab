// What we send when a form is stored: the team hears of every enquiry (in English), the sender
// gets a receipt in the language of the page they wrote from. Written to the outbox on the
// submission's own transaction.
import type { Queryable } from '@aangan/db';
import { SITE } from '@aangan/contracts';
import { enqueueMail } from '../../../shared/notifications/outbox.ts';
import { greeting, signOff, type Localised, type MailLocale } from '../../../shared/notifications/recipient.ts';

const FORM_NAMES: Record<string, Localised> = {
  contact: { 'en-IN': 'contact message', 'hi-IN': 'संदेश' },
  'post-property': { 'en-IN': 'property enquiry', 'hi-IN': 'प्रॉपर्टी से जुड़ा अनुरोध' },
  valuation: { 'en-IN': 'valuation request', 'hi-IN': 'मूल्यांकन का अनुरोध' },
  'owner-onboarding': { 'en-IN': 'owner onboarding request', 'hi-IN': 'कॉल बैक का अनुरोध' },
  'deletion-request': { 'en-IN': 'data deletion request', 'hi-IN': 'डेटा हटाने का अनुरोध' },
};

/** A stored submission, with the language of the page it was sent from. */
export interface StoredForm {
  id: number;
  formId: string;
  email: string | null;
  values: Record<string, unknown>;
  locale: MailLocale;
}

/**
 * The forms hook: the team hears of every enquiry (not newsletter sign-ups), in English; the
 * sender gets a receipt in the language of the page they wrote from.
 */
export async function notifyFormStored(tx: Queryable, s: StoredForm): Promise<void> {
  if (s.formId === 'newsletter') return;
  const kind = s.formId === 'post-property' && s.values.enquiry === 'valuation' ? 'valuation' : s.formId;
  const what = FORM_NAMES[kind] ?? { 'en-IN': `${s.formId} form`, 'hi-IN': 'फ़ॉर्म' };
  const name =
    typeof s.values.full_name === 'string'
      ? s.values.full_name
      : typeof s.values.name === 'string'
        ? s.values.name
        : null;
  const payload = { submission_id: s.id, form_id: s.formId, about_email: s.email };
  const fields = Object.entries(s.values)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('\n');
  await enqueueMail(tx, {
    kind: 'enquiry.team',
    to: SITE.email,
    subject: `New ${what['en-IN']} #${s.id}${s.email ? ` from ${s.email}` : ''}`,
    payload,
    text: `A new ${what['en-IN']} (#${s.id}) has arrived${s.locale === 'hi-IN' ? ' from a Hindi page' : ''}. It is in the back office inbox.\n\n${fields}\n`,
  });
  if (!s.email) return;
  const l = s.locale;
  const deletion = s.formId === 'deletion-request';
  const subject: Localised = {
    'en-IN': `We have received your ${what['en-IN']}`,
    'hi-IN': `आपका ${what['hi-IN']} हमें मिल गया है`,
  };
  const text: Localised = deletion
    ? {
        'en-IN':
          `We have received your request (reference #${s.id}) to delete data held by ${SITE.name}. We will reply within 24 hours.\n\n` +
          'Before we delete anything we will confirm that the request comes from you. Deletion is permanent and cannot be undone.',
        'hi-IN':
          `${SITE.name} के पास रखा डेटा हटाने का आपका अनुरोध (संदर्भ #${s.id}) हमें मिल गया है। हम 24 घंटे के भीतर जवाब देंगे।\n\n` +
          'कुछ भी हटाने से पहले हम पुष्टि करेंगे कि अनुरोध आपने ही भेजा है। हटाया गया डेटा वापस नहीं आ सकता।',
      }
    : {
        'en-IN': `Thank you for writing to ${SITE.name}. Your reference is #${s.id}. Someone from our team will get back to you within 24 hours.`,
        'hi-IN': `${SITE.name} को लिखने के लिए धन्यवाद। आपका संदर्भ नंबर #${s.id} है। हमारी टीम का कोई सदस्य 24 घंटे के भीतर आपसे संपर्क करेगा।`,
      };
  await enqueueMail(tx, {
    kind: 'enquiry.receipt',
    to: s.email,
    subject: subject[l],
    payload,
    text: greeting(l, name) + text[l] + signOff(l),
  });
}
