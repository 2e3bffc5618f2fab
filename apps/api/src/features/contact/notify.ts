// E-mail about enquiry threads: each new message tells the other side, in their language, with a
// link to the thread. The seeker's number is in the advertiser's e-mail only while they share it.
import type { Queryable } from '@aangan/db';
import { SITE } from '@aangan/contracts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import { notify } from '../../shared/notifications/in-app.ts';
import {
  greeting,
  pageUrl,
  recipient,
  signOff,
  type Localised,
  type MailLocale,
} from '../../shared/notifications/recipient.ts';
import type { EnquiryRow } from './repository.ts';

const WANT: Localised<Record<string, string>> = {
  'en-IN': { visit: 'a visit', price: 'the price', availability: 'availability', other: 'something else' },
  'hi-IN': { visit: 'विज़िट', price: 'क़ीमत', availability: 'उपलब्धता', other: 'कुछ और' },
};

/** The thread's page for one side, in that side's language. */
export function threadPath(e: Pick<EnquiryRow, 'id' | 'advertiser_id'>, side: 'seeker' | 'advertiser'): string {
  if (side === 'seeker') return `/account?tab=enquiries&thread=${e.id}`;
  return `/account?tab=leads${e.advertiser_id === null ? '&inbox=team' : ''}&thread=${e.id}`;
}

function toAdvertiserText(
  locale: MailLocale,
  e: EnquiryRow,
  body: string,
  created: boolean,
  link: string,
): { subject: string; text: string } {
  const phone = e.phone_shared_at ? e.seeker_phone : null;
  if (locale === 'hi-IN') {
    return {
      subject: created ? `नई पूछताछ: ${e.title}` : `नया संदेश: ${e.title}`,
      text:
        `${e.seeker_name} ने "${e.title}" के बारे में ${created ? `पूछताछ भेजी है (${WANT['hi-IN'][e.want]} के बारे में)` : 'नया संदेश भेजा है'}:\n\n"${body}"\n\n` +
        (phone
          ? `उन्होंने अपना नंबर आपके साथ साझा किया है: ${phone}\n\n`
          : 'उन्होंने अपना नंबर साझा नहीं किया है; आँगन पर ही जवाब दें।\n\n') +
        `जवाब दें: ${link}`,
    };
  }
  return {
    subject: created ? `New enquiry: ${e.title}` : `New message: ${e.title}`,
    text:
      `${e.seeker_name} ${created ? `sent an enquiry about "${e.title}" (asking about ${WANT['en-IN'][e.want]})` : `wrote again about "${e.title}"`}:\n\n"${body}"\n\n` +
      (phone
        ? `They shared their number with you: ${phone}\n\n`
        : 'They have not shared their number; please reply on Aangan.\n\n') +
      `Reply: ${link}`,
  };
}

function toSeekerText(
  locale: MailLocale,
  e: EnquiryRow,
  body: string,
  link: string,
): { subject: string; text: string } {
  const who = e.advertiser_name ?? (locale === 'hi-IN' ? 'विज्ञापनदाता' : 'The advertiser');
  if (locale === 'hi-IN') {
    return {
      subject: `जवाब आया: ${e.title}`,
      text: `${who} ने "${e.title}" के बारे में आपकी पूछताछ का जवाब दिया है:\n\n"${body}"\n\nबातचीत देखें: ${link}`,
    };
  }
  return {
    subject: `Reply about ${e.title}`,
    text: `${who} replied to your enquiry about "${e.title}":\n\n"${body}"\n\nSee the conversation: ${link}`,
  };
}

/** Tells the side that did not write the message about it. */
export async function notifyEnquiryMessage(
  tx: Queryable,
  origin: string,
  e: EnquiryRow,
  body: string,
  fromSeeker: boolean,
  created = false,
): Promise<void> {
  const payload = {
    enquiry_id: e.id,
    property_id: e.property_id,
    project_id: e.project_id,
    user_id: fromSeeker ? e.advertiser_id : e.seeker_id,
  };
  // The bell of the side that did not write it, with or without an e-mail address.
  const side = fromSeeker ? 'advertiser' : 'seeker';
  const readerId = fromSeeker ? e.advertiser_id : e.seeker_id;
  if (readerId !== null)
    await notify(tx, {
      userId: readerId,
      kind: 'enquiry_message',
      propertyId: e.property_id,
      data: { title: e.title, from: (fromSeeker ? e.seeker_name : e.advertiser_name) ?? undefined },
      link: threadPath(e, side),
    });
  if (fromSeeker) {
    const to = await recipient(tx, e.advertiser_id);
    // No advertiser account (a builder without one): the team's inbox hears, in English.
    const locale: MailLocale = to?.locale ?? 'en-IN';
    const address = to?.email ?? (e.advertiser_id === null ? SITE.email : null);
    if (!address) return;
    const m = toAdvertiserText(locale, e, body, created, pageUrl(origin, locale, threadPath(e, 'advertiser')));
    await enqueueMail(tx, {
      kind: created ? 'enquiry.new' : 'enquiry.message',
      to: address,
      subject: m.subject,
      text: greeting(locale, to?.full_name ?? null) + m.text + signOff(locale),
      payload: { ...payload, about_user_id: e.seeker_id },
    });
    return;
  }
  const to = await recipient(tx, e.seeker_id);
  if (!to) return;
  const m = toSeekerText(to.locale, e, body, pageUrl(origin, to.locale, threadPath(e, 'seeker')));
  await enqueueMail(tx, {
    kind: 'enquiry.reply',
    to: to.email,
    subject: m.subject,
    text: greeting(to.locale, to.full_name) + m.text + signOff(to.locale),
    payload,
  });
}
