// The password reset e-mail, in the account's language (users.locale), with the link to the reset
// page in that language. Written to the outbox on the caller's transaction, so it exists exactly
// when the link's row does.
import type { Queryable } from '@aangan/db';
import { SITE } from '@aangan/contracts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import { greeting, signOff, type Localised, type MailLocale } from '../../shared/notifications/recipient.ts';

const times: Partial<Record<MailLocale, Intl.DateTimeFormat>> = {};
const timeIn = (locale: MailLocale, at: Date) => {
  times[locale] ??= new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', timeStyle: 'short' });
  return `${times[locale].format(at)} ${locale === 'hi-IN' ? '(भारतीय समय)' : '(India time)'}`;
};

// "1 minute" / "30 minutes" by the language's plural rules (Hindi's मिनट has one form).
const englishPlurals = new Intl.PluralRules('en-IN');
const minutesIn: Record<MailLocale, (n: number) => string> = {
  'en-IN': (n) => `${n} ${englishPlurals.select(n) === 'one' ? 'minute' : 'minutes'}`,
  'hi-IN': (n) => `${n} मिनट`,
};

export interface ResetMail {
  userId: number;
  to: string;
  name: string;
  locale: MailLocale;
  phone: string;
  url: string;
  expiresAt: Date;
  minutes: number;
}

export async function enqueueResetMail(q: Queryable, m: ResetMail): Promise<number> {
  const l = m.locale;
  const until = timeIn(l, m.expiresAt);
  const text: Localised = {
    'en-IN':
      `Someone, we hope you, asked to reset the password of your ${SITE.name} account with the mobile number ${m.phone}.\n\n` +
      `To choose a new password, open this link:\n${m.url}\n\n` +
      `The link works once, for ${minutesIn['en-IN'](m.minutes)} (until ${until}). Setting a new password signs you out on every device.\n\n` +
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    'hi-IN':
      `किसी ने, उम्मीद है आपने, मोबाइल नंबर ${m.phone} वाले आपके ${SITE.name} खाते का पासवर्ड रीसेट करने का अनुरोध किया है।\n\n` +
      `नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n${m.url}\n\n` +
      `यह लिंक एक ही बार, ${minutesIn['hi-IN'](m.minutes)} तक (${until} तक) काम करेगा। नया पासवर्ड सेट करने पर आप सभी डिवाइस से साइन आउट हो जाएंगे।\n\n` +
      'अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  };
  return enqueueMail(q, {
    kind: 'account.password_reset',
    to: m.to,
    subject: l === 'hi-IN' ? `अपना ${SITE.name} पासवर्ड रीसेट करें` : `Reset your ${SITE.name} password`,
    payload: { user_id: m.userId },
    text: greeting(l, m.name) + text[l] + signOff(l),
  });
}
