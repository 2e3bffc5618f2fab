// What we tell people by e-mail, and when: visits (requested, confirmed, rescheduled, cancelled),
// listing decisions and expiry, and enquiries (the team, and a receipt to the sender). Each
// function writes to the outbox on the connection it is given, so callers pass their transaction
// and the message exists exactly when what it reports does. Plain, short texts in the reader's
// language (English or Hindi); the team's own messages are English.
import type { EitherWay, Queryable, Row } from '@aangan/db';
import { SITE, rejectionText } from '@aangan/contracts';
import type { VisitChange } from '../visits/repository.ts';
import type { RejectionNote } from './hooks.ts';
import { REQUEST_ANSWER_HOURS, closingMove } from './lifecycle.ts';
import { REMINDER_LINK_DAYS, linkSecret, reconfirmPath, signLink } from '../../shared/links.ts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import {
  greeting,
  pageUrl,
  recipient,
  signOff,
  type Localised,
  type MailLocale,
} from '../../shared/notifications/recipient.ts';

/** A visit with its visitor, listing and the listing's owner (null when the owner's account is gone). */
type VisitFacts = Pick<Row<'visits'>, 'id' | 'scheduled_date' | 'cancel_reason' | 'user_id' | 'property_id'> &
  Pick<Row<'properties'>, 'title' | 'owner_id'> & {
    user_name: Row<'users'>['full_name'];
    user_email: Row<'users'>['email'];
    place: string;
    owner_name: Row<'users'>['full_name'] | null;
    owner_email: Row<'users'>['email'];
  };

/** The visit hook: tells the visitor (and, for a new request, the owner) what happened, each in their language. */
export async function notifyVisitChange(tx: Queryable, c: VisitChange): Promise<void> {
  const v = await visitFacts(tx, c.visitId);
  if (!v) return;
  const m: VisitMail = {
    tx,
    v,
    payload: { visit_id: v.id, property_id: v.property_id, user_id: v.user_id },
    property: `${v.title}${v.place ? ` (${v.place})` : ''}`,
    visitor: await recipient(tx, v.user_id),
    at: (l) => whenIn(l, v.scheduled_date),
  };
  if (c.from === null && c.to === 'requested') await visitRequested(m);
  else await visitMoved(m, c);
}

/** What every message about one visit shares. */
interface VisitMail {
  tx: Queryable;
  v: VisitFacts;
  payload: { visit_id: number; property_id: number; user_id: number };
  /** The listing's title and place. */
  property: string;
  visitor: Awaited<ReturnType<typeof recipient>>;
  /** The visit's time in the reader's language. */
  at: (l: MailLocale) => string;
}

async function visitFacts(tx: Queryable, visitId: number): Promise<VisitFacts | undefined> {
  return (
    await tx.query<VisitFacts>(
      `SELECT v.id, v.scheduled_date, v.cancel_reason, u.id AS user_id, u.full_name AS user_name, u.email AS user_email,
      p.id AS property_id, p.title, concat_ws(', ', p.locality, p.city) AS place, o.id AS owner_id, o.full_name AS owner_name, o.email AS owner_email
    FROM visits v JOIN users u ON u.id = v.user_id JOIN properties p ON p.id = v.property_id LEFT JOIN users o ON o.id = p.owner_id
    WHERE v.id = $1`,
      [visitId],
    )
  ).rows[0];
}

/** One e-mail to the visitor: subject and body in their language. */
async function toVisitor({ tx, visitor, payload }: VisitMail, kind: string, subject: Localised, body: Localised) {
  if (!visitor) return;
  const l = visitor.locale;
  await enqueueMail(tx, {
    kind,
    to: visitor.email,
    subject: subject[l],
    text: greeting(l, visitor.full_name) + body[l] + signOff(l),
    payload,
  });
}

/** A new request: the visitor has a receipt, and the owner (unless it is their own listing) hears who wants to come. */
async function visitRequested(m: VisitMail): Promise<void> {
  const { tx, v, property, at, payload } = m;
  await toVisitor(
    m,
    'visit.requested',
    { 'en-IN': `Visit requested: ${v.title}`, 'hi-IN': `विज़िट का अनुरोध मिला: ${v.title}` },
    {
      'en-IN':
        `We have received your request to visit ${property} on ${at('en-IN')}.\n\n` +
        'We will confirm the time with the owner and write to you again. You can reschedule or cancel the visit from your account.',
      'hi-IN':
        `${property} देखने के लिए ${at('hi-IN')} की विज़िट का आपका अनुरोध हमें मिल गया है।\n\n` +
        'हम मालिक से समय पक्का करके आपको फिर लिखेंगे। आप अपने खाते से विज़िट का समय बदल या उसे रद्द कर सकते हैं।',
    },
  );
  const owner = v.owner_id !== v.user_id ? await recipient(tx, v.owner_id) : null;
  if (owner) {
    const l = owner.locale;
    const text: Localised = {
      'en-IN': `${v.user_name} would like to visit your property ${property} on ${at(l)}.\n\nOur team will confirm the time with you before the visit.`,
      'hi-IN': `${v.user_name} आपकी प्रॉपर्टी ${property} ${at(l)} को देखना चाहते हैं।\n\nविज़िट से पहले हमारी टीम आपसे समय पक्का करेगी।`,
    };
    await enqueueMail(tx, {
      kind: 'visit.requested.owner',
      to: owner.email,
      subject: { 'en-IN': `New visit request: ${v.title}`, 'hi-IN': `विज़िट का नया अनुरोध: ${v.title}` }[l],
      text: greeting(l, owner.full_name) + text[l] + signOff(l),
      payload: { ...payload, owner_id: v.owner_id, about_email: v.user_email?.toLowerCase() ?? null },
    });
  }
}

/** A visit rescheduled, confirmed or cancelled: the visitor hears of it. */
async function visitMoved(m: VisitMail, c: VisitChange): Promise<void> {
  const { v, property, at } = m;
  const why = (l: MailLocale, reason: string | null | undefined) =>
    reason ? `\n\n${l === 'hi-IN' ? 'कारण' : 'Reason'}: ${reason}` : '';
  if (c.rescheduled) {
    await toVisitor(
      m,
      'visit.rescheduled',
      { 'en-IN': `New time for your visit: ${v.title}`, 'hi-IN': `आपकी विज़िट का नया समय: ${v.title}` },
      {
        'en-IN': `Your visit to ${property} has moved to ${at('en-IN')}.${why('en-IN', c.note)}\n\nIf the new time does not suit you, you can reschedule or cancel it from your account.`,
        'hi-IN': `${property} की आपकी विज़िट अब ${at('hi-IN')} को है।${why('hi-IN', c.note)}\n\nअगर नया समय आपको ठीक न लगे, तो आप अपने खाते से इसे बदल या रद्द कर सकते हैं।`,
      },
    );
  } else if (c.to === 'confirmed') {
    await toVisitor(
      m,
      'visit.confirmed',
      { 'en-IN': `Visit confirmed: ${v.title}`, 'hi-IN': `विज़िट पक्की हुई: ${v.title}` },
      {
        'en-IN': `Your visit to ${property} on ${at('en-IN')} is confirmed.\n\nPlease carry a photo ID. If your plans change, reschedule or cancel from your account.`,
        'hi-IN': `${property} की ${at('hi-IN')} की आपकी विज़िट पक्की हो गई है।\n\nकृपया कोई फ़ोटो पहचान पत्र साथ लाएँ। योजना बदले तो अपने खाते से समय बदलें या विज़िट रद्द करें।`,
      },
    );
  } else if (c.to === 'cancelled') {
    const reason = v.cancel_reason ?? c.note;
    await toVisitor(
      m,
      'visit.cancelled',
      { 'en-IN': `Visit cancelled: ${v.title}`, 'hi-IN': `विज़िट रद्द हुई: ${v.title}` },
      {
        'en-IN': `Your visit to ${property} on ${at('en-IN')} has been cancelled.${why('en-IN', reason)}\n\nYou can book another time from the property page.`,
        'hi-IN': `${property} की ${at('hi-IN')} की आपकी विज़िट रद्द कर दी गई है।${why('hi-IN', reason)}\n\nआप प्रॉपर्टी के पेज से कोई और समय बुक कर सकते हैं।`,
      },
    );
  }
}

/** The listing a message is about; its expiry, and its purpose and price type (which name its closing move, rented or sold) where the message needs them. */
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

const indiaTimes: Partial<Record<MailLocale, Intl.DateTimeFormat>> = {};
/** An instant in India time in the reader's language: "31 Dec 2026, 12:00 pm" / "31 दिस॰ 2026, 12:00 pm". */
const whenIn = (locale: MailLocale, at: Date | string) => {
  indiaTimes[locale] ??= new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${indiaTimes[locale].format(new Date(at))} ${locale === 'hi-IN' ? '(भारतीय समय)' : '(India time)'}`;
};

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

/**
 * Asks the owner to reconfirm a listing a seeker reported as rented or sold: a link valid
 * REQUEST_ANSWER_HOURS, and the warning that without an answer the listing is paused.
 */
export async function notifyReconfirmRequested(
  q: Queryable,
  listing: ListingRef,
  origin: string,
): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const link = await reconfirmLink(q, listing.id, origin, l, REQUEST_ANSWER_HOURS);
  const closed = closedWord(listing)[l];
  const text: Localised = {
    'en-IN':
      `Someone looking at your listing "${listing.title}" told us it has already been ${closed.toLowerCase()}. Is it still available?\n\n` +
      `Answer with one click, no sign-in needed:\n${link.url}\n\n` +
      `If we have no answer by ${whenIn(l, link.expiresAt)}, we will pause the listing (take it out of search) until you confirm it. ` +
      'You can also answer under My Properties in your account.',
    'hi-IN':
      `आपकी लिस्टिंग "${listing.title}" देखने वाले एक व्यक्ति ने हमें बताया है कि यह पहले ही ${closed} है। क्या यह अभी भी उपलब्ध है?\n\n` +
      `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n` +
      `अगर ${whenIn(l, link.expiresAt)} तक हमें जवाब नहीं मिला, तो हम लिस्टिंग को रोक देंगे (खोज से हटा देंगे), जब तक आप इसकी पुष्टि न करें। ` +
      'आप अपने खाते में "मेरी प्रॉपर्टी" में भी जवाब दे सकते हैं।',
  };
  return enqueueMail(q, {
    kind: 'listing.reconfirm_requested',
    to: owner.email,
    subject: l === 'hi-IN' ? `क्या यह अभी भी उपलब्ध है? ${listing.title}` : `Is it still available? ${listing.title}`,
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + text[l] + signOff(l),
  });
}

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
