// What we tell listing owners by e-mail, and when: decisions on their listings and their
// changes, a listing about to expire, a request to reconfirm. Each function writes to the outbox
// on the connection it is given, so callers pass their transaction and the message exists exactly
// when what it reports does. Plain, short texts in the reader's language (English or Hindi).
import type { EitherWay, Queryable, Row } from '@aangan/db';
import { SITE, rejectionText } from '@aangan/contracts';
import type { RejectionNote } from './hooks.ts';
import { REQUEST_ANSWER_HOURS, closingMove } from './lifecycle.ts';
import { linkSecret, signLink } from '../../shared/links.ts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import {
  greeting,
  pageUrl,
  recipient,
  signOff,
  whenIn,
  type Localised,
  type MailLocale,
} from '../../shared/notifications/recipient.ts';

/** How long the link in an 'about to expire' reminder works. */
export const REMINDER_LINK_DAYS = 14;

/** The web page a reconfirm link opens: `/reconfirm/<token>` (under /hi for Hindi). */
export const reconfirmPath = (token: string): string => `/reconfirm/${token}`;

export type ListingRef = Pick<Row<'properties'>, 'id' | 'title' | 'owner_id'> &
  Partial<EitherWay<Pick<Row<'properties'>, 'expires_at' | 'purpose' | 'price_type'>>>;

/** A rejection's reason in the reader's language: a common reason by its code, the reviewer's own words as written. */
const rejectionIn = (l: MailLocale, reason: RejectionNote | string | null | undefined): string => {
  if (!reason || typeof reason === 'string') return reason?.trim() ?? '';
  return rejectionText(reason.code, reason.own, l);
};

/**
 * Tells the owner, in their language, their listing was approved (it is live) or rejected, with
 * the reason (a common one by code, or the reviewer's words). Returns the outbox id, or null when
 * the owner has no e-mail.
 */
/** The team's decision on changes that waited on a live listing (decision 043), to its owner. */
export async function notifyChangesDecision(
  q: Queryable,
  listing: ListingRef,
  approved: boolean,
  reason?: RejectionNote | string | null,
): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const why = rejectionIn(l, reason);
  const subject: Localised = approved
    ? { 'en-IN': `Your changes are live: ${listing.title}`, 'hi-IN': `आपके बदलाव लाइव हैं: ${listing.title}` }
    : {
        'en-IN': `Your changes were not accepted: ${listing.title}`,
        'hi-IN': `आपके बदलाव स्वीकार नहीं हुए: ${listing.title}`,
      };
  const text: Localised = approved
    ? {
        'en-IN': `We have reviewed the changes to your listing "${listing.title}": seekers see them now.`,
        'hi-IN': `हमने आपकी लिस्टिंग "${listing.title}" के बदलावों की जाँच कर ली है: अब खोजने वाले उन्हें देखते हैं।`,
      }
    : {
        'en-IN':
          `We could not accept the changes to your listing "${listing.title}". It stays live as it was.\n\nReason: ${why || 'not given'}\n\n` +
          'You can change it again under My Properties in your account.',
        'hi-IN':
          `हम आपकी लिस्टिंग "${listing.title}" के बदलाव स्वीकार नहीं कर सके। यह पहले की तरह लाइव रहेगी।\n\nकारण: ${why || 'नहीं बताया गया'}\n\n` +
          'आप इसे अपने खाते में "मेरी प्रॉपर्टी" में फिर से बदल सकते हैं।',
      };
  return enqueueMail(q, {
    kind: approved ? 'listing.changes_approved' : 'listing.changes_rejected',
    to: owner.email,
    subject: subject[l],
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + text[l] + signOff(l),
  });
}

export async function notifyListingDecision(
  q: Queryable,
  listing: ListingRef,
  decision: 'approved' | 'rejected',
  reason?: RejectionNote | string | null,
): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const payload = { property_id: listing.id, user_id: listing.owner_id, decision };
  const mail = (kind: string, subject: Localised, text: Localised) =>
    enqueueMail(q, {
      kind,
      to: owner.email,
      subject: subject[l],
      payload,
      text: greeting(l, owner.full_name) + text[l] + signOff(l),
    });
  if (decision === 'approved') {
    return mail(
      'listing.approved',
      { 'en-IN': `Your listing is live: ${listing.title}`, 'hi-IN': `आपकी लिस्टिंग लाइव है: ${listing.title}` },
      {
        'en-IN':
          `Good news: we have verified your listing "${listing.title}" and it is now live on ${SITE.name}.\n\n` +
          'You will see visit requests under My Properties in your account. Please confirm from time to time that it is still available.',
        'hi-IN':
          `अच्छी ख़बर: हमने आपकी लिस्टिंग "${listing.title}" की जाँच कर ली है और अब यह ${SITE.name} पर लाइव है।\n\n` +
          'विज़िट के अनुरोध आपको अपने खाते में "मेरी प्रॉपर्टी" में दिखेंगे। समय-समय पर पुष्टि करते रहें कि यह अभी भी उपलब्ध है।',
      },
    );
  }
  const why = rejectionIn(l, reason);
  return mail(
    'listing.rejected',
    { 'en-IN': `Your listing needs changes: ${listing.title}`, 'hi-IN': `आपकी लिस्टिंग में बदलाव चाहिए: ${listing.title}` },
    {
      'en-IN':
        `We could not publish your listing "${listing.title}".\n\nReason: ${why || 'not given'}\n\n` +
        'You can correct it under My Properties in your account and send it for review again.',
      'hi-IN':
        `हम आपकी लिस्टिंग "${listing.title}" प्रकाशित नहीं कर सके।\n\nकारण: ${why || 'नहीं बताया गया'}\n\n` +
        'आप इसे अपने खाते में "मेरी प्रॉपर्टी" में सुधारकर फिर से जाँच के लिए भेज सकते हैं।',
    },
  );
}

/** A signed link to the reconfirm page in the owner's language, working for `hours`. */
async function reconfirmLink(q: Queryable, listingId: number, origin: string, locale: MailLocale, hours: number) {
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const token = signLink(await linkSecret(q), listingId, expiresAt);
  return { url: pageUrl(origin, locale, reconfirmPath(token)), expiresAt };
}

/** What a closing answer is called for this listing, in each language. */
const closedWord = (listing: ListingRef): Localised =>
  closingMove(listing.purpose ?? 'rent', listing.price_type ?? null) === 'sold'
    ? { 'en-IN': 'Sold', 'hi-IN': 'बिक गई' }
    : { 'en-IN': 'Rented', 'hi-IN': 'किराए पर चली गई' };

/**
 * Tells the owner their live listing will go offline unless they confirm it is still available,
 * in their language, with a one-click link to answer (valid REMINDER_LINK_DAYS; no sign-in).
 * `origin`: the site's address for the link (PUBLIC_URL). Returns the outbox id, or null when
 * the owner has no e-mail.
 */
export async function notifyListingExpiring(q: Queryable, listing: ListingRef, origin: string): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const link = await reconfirmLink(q, listing.id, origin, l, REMINDER_LINK_DAYS * 24);
  const closed = closedWord(listing)[l];
  const text: Localised = {
    'en-IN':
      `Your listing "${listing.title}" will be taken offline${listing.expires_at ? ` on ${whenIn(l, listing.expires_at)}` : ' soon'} unless you confirm it is still available.\n\n` +
      `Answer with one click, no sign-in needed:\n${link.url}\n\n` +
      `Choose "Still available" to keep it live for another period, or "${closed}" if it is gone: we take it out of search at once. ` +
      `The link works until ${whenIn(l, link.expiresAt)}. You can also answer under My Properties in your account.`,
    'hi-IN':
      `आपकी लिस्टिंग "${listing.title}"${listing.expires_at ? ` ${whenIn(l, listing.expires_at)} को` : ' जल्द ही'} हटा दी जाएगी, जब तक आप यह पुष्टि न करें कि यह अभी भी उपलब्ध है।\n\n` +
      `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n` +
      `इसे अगली अवधि तक लाइव रखने के लिए "अभी भी उपलब्ध है" चुनें, या अगर यह ${closed} है तो "${closed}" चुनें: हम इसे तुरंत खोज से हटा देंगे। ` +
      `यह लिंक ${whenIn(l, link.expiresAt)} तक काम करेगा। आप अपने खाते में "मेरी प्रॉपर्टी" में भी जवाब दे सकते हैं।`,
  };
  return enqueueMail(q, {
    kind: 'listing.expiring',
    to: owner.email,
    subject: l === 'hi-IN' ? `क्या यह अभी भी उपलब्ध है? ${listing.title}` : `Is it still available? ${listing.title}`,
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + text[l] + signOff(l),
  });
}

/** A one-click question to a listing's owner, in their language, with the reconfirm link valid `hours`. */
async function askOwner(
  q: Queryable,
  listing: ListingRef,
  origin: string,
  ask: {
    kind: string;
    hours: number;
    subject: Localised;
    text: (l: MailLocale, link: { url: string; expiresAt: Date }, closed: string) => string;
  },
): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const link = await reconfirmLink(q, listing.id, origin, l, ask.hours);
  return enqueueMail(q, {
    kind: ask.kind,
    to: owner.email,
    subject: ask.subject[l],
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + ask.text(l, link, closedWord(listing)[l]) + signOff(l),
  });
}

/**
 * Asks the owner to reconfirm a listing a seeker reported as rented or sold: a link valid
 * REQUEST_ANSWER_HOURS, and the warning that without an answer the listing is paused.
 */
export const notifyReconfirmRequested = (q: Queryable, listing: ListingRef, origin: string) =>
  askOwner(q, listing, origin, {
    kind: 'listing.reconfirm_requested',
    hours: REQUEST_ANSWER_HOURS,
    subject: {
      'en-IN': `Is it still available? ${listing.title}`,
      'hi-IN': `क्या यह अभी भी उपलब्ध है? ${listing.title}`,
    },
    text: (l, link, closed) =>
      l === 'hi-IN'
        ? `आपकी लिस्टिंग "${listing.title}" देखने वाले एक व्यक्ति ने हमें बताया है कि यह पहले ही ${closed} है। क्या यह अभी भी उपलब्ध है?\n\n` +
          `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n` +
          `अगर ${whenIn(l, link.expiresAt)} तक हमें जवाब नहीं मिला, तो हम लिस्टिंग को रोक देंगे (खोज से हटा देंगे), जब तक आप इसकी पुष्टि न करें। ` +
          'आप अपने खाते में "मेरी प्रॉपर्टी" में भी जवाब दे सकते हैं।'
        : `Someone looking at your listing "${listing.title}" told us it has already been ${closed.toLowerCase()}. Is it still available?\n\n` +
          `Answer with one click, no sign-in needed:\n${link.url}\n\n` +
          `If we have no answer by ${whenIn(l, link.expiresAt)}, we will pause the listing (take it out of search) until you confirm it. ` +
          'You can also answer under My Properties in your account.',
  });

/** How long the link in a "still available?" question works: a seeker waits a day at most for news. */
const QUESTION_LINK_HOURS = 72;

/**
 * A seeker's "still available?" about a live listing, as a ready-made question to its owner: a
 * one-click link to answer (the reconfirm page). Unlike a report it pauses nothing: an owner who
 * does not answer loses only the seeker. Returns the outbox id, or null without an owner's address.
 */
export const notifyAvailabilityAsked = (q: Queryable, listing: ListingRef, origin: string) =>
  askOwner(q, listing, origin, {
    kind: 'listing.availability_asked',
    hours: QUESTION_LINK_HOURS,
    subject: {
      'en-IN': `A seeker asks: still available? ${listing.title}`,
      'hi-IN': `एक व्यक्ति पूछ रहे हैं: क्या यह उपलब्ध है? ${listing.title}`,
    },
    text: (l, link, closed) =>
      l === 'hi-IN'
        ? `आपकी लिस्टिंग "${listing.title}" में रुचि रखने वाले एक व्यक्ति पूछ रहे हैं: क्या यह अभी भी उपलब्ध है?\n\n` +
          `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n` +
          `"अभी भी उपलब्ध है" चुनने पर उन्हें (और पूछने वाले हर व्यक्ति को) पता चलेगा कि आपने आज इसकी पुष्टि की; "${closed}" चुनने पर यह खोज से हट जाएगी। ` +
          `यह लिंक ${whenIn(l, link.expiresAt)} तक काम करेगा।`
        : `Someone interested in your listing "${listing.title}" asks: is it still available?\n\n` +
          `Answer with one click, no sign-in needed:\n${link.url}\n\n` +
          `"Still available" tells them (and everyone who asks) that you confirmed it today; "${closed}" takes it out of search. ` +
          `The link works until ${whenIn(l, link.expiresAt)}.`,
  });
