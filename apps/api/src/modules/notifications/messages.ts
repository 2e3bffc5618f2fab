// What we tell people by e-mail, and when: visits (requested, confirmed, rescheduled, cancelled),
// listing decisions and expiry, and enquiries (the team, and a receipt to the sender). Each
// function writes to the outbox on the connection it is given, so callers pass their transaction
// and the message exists exactly when what it reports does. Plain, short English texts.
import type { Queryable } from '@aangan/db';
import { SITE, formatIndiaDateTime } from '@aangan/contracts';
import type { VisitChange } from '../visits/repository.ts';
import { REQUEST_ANSWER_HOURS, closingMove } from '../listings/lifecycle.ts';
import { REMINDER_LINK_DAYS, linkSecret, reconfirmPath, signLink } from '../listings/links.ts';
import { enqueueMail } from './outbox.ts';
import { greeting, pageUrl, recipient, signOff, type Localised, type MailLocale } from './recipient.ts';

const SIGN_OFF = `\n\nRegards,\nThe ${SITE.name} team\n${SITE.phone}`;
const hello = (name: string | null) => `Hello ${name?.trim() || 'there'},\n\n`;
const when = (at: Date | string) => `${formatIndiaDateTime(at)} (India time)`;

interface VisitFacts {
  id: number; scheduled_date: Date | string; cancel_reason: string | null; user_id: number; user_name: string; user_email: string | null;
  property_id: number; title: string; place: string; owner_id: number | null; owner_name: string | null; owner_email: string | null;
}

/** The visit hook: tells the visitor (and, for a new request, the owner) what happened. */
export async function notifyVisitChange(tx: Queryable, c: VisitChange): Promise<void> {
  const v = (await tx.query<VisitFacts>(`SELECT v.id, v.scheduled_date, v.cancel_reason, u.id AS user_id, u.full_name AS user_name, u.email AS user_email,
      p.id AS property_id, p.title, concat_ws(', ', p.locality, p.city) AS place, o.id AS owner_id, o.full_name AS owner_name, o.email AS owner_email
    FROM visits v JOIN users u ON u.id = v.user_id JOIN properties p ON p.id = v.property_id LEFT JOIN users o ON o.id = p.owner_id
    WHERE v.id = $1`, [c.visitId])).rows[0];
  if (!v) return;
  const payload = { visit_id: v.id, property_id: v.property_id, user_id: v.user_id };
  const toVisitor = (kind: string, subject: string, body: string) => (v.user_email
    ? enqueueMail(tx, { kind, to: v.user_email, subject, text: hello(v.user_name) + body + SIGN_OFF, payload }) : Promise.resolve(0));
  const property = `${v.title}${v.place ? ` (${v.place})` : ''}`;

  if (c.from === null && c.to === 'requested') {
    await toVisitor('visit.requested', `Visit requested: ${v.title}`,
      `We have received your request to visit ${property} on ${when(v.scheduled_date)}.\n\n`
      + 'We will confirm the time with the owner and write to you again. You can reschedule or cancel the visit from your account.');
    if (v.owner_email && v.owner_id !== v.user_id) {
      await enqueueMail(tx, {
        kind: 'visit.requested.owner', to: v.owner_email, subject: `New visit request: ${v.title}`,
        text: hello(v.owner_name) + `${v.user_name} would like to visit your property ${property} on ${when(v.scheduled_date)}.\n\n`
          + 'Our team will confirm the time with you before the visit.' + SIGN_OFF,
        payload: { ...payload, owner_id: v.owner_id, about_email: v.user_email?.toLowerCase() ?? null },
      });
    }
    return;
  }
  const why = c.note ? `\n\nReason: ${c.note}` : '';
  if (c.rescheduled) {
    await toVisitor('visit.rescheduled', `New time for your visit: ${v.title}`,
      `Your visit to ${property} has moved to ${when(v.scheduled_date)}.${why}\n\nIf the new time does not suit you, you can reschedule or cancel it from your account.`);
  } else if (c.to === 'confirmed') {
    await toVisitor('visit.confirmed', `Visit confirmed: ${v.title}`,
      `Your visit to ${property} on ${when(v.scheduled_date)} is confirmed.\n\nPlease carry a photo ID. If your plans change, reschedule or cancel from your account.`);
  } else if (c.to === 'cancelled') {
    const reason = v.cancel_reason ?? c.note;
    await toVisitor('visit.cancelled', `Visit cancelled: ${v.title}`,
      `Your visit to ${property} on ${when(v.scheduled_date)} has been cancelled.${reason ? `\n\nReason: ${reason}` : ''}\n\nYou can book another time from the property page.`);
  }
}

/** A listing as the moderation code knows it (purpose and price type name its closing move: rented or sold). */
export interface ListingRef {
  id: number; title: string; owner_id: number | null; expires_at?: Date | string | null; purpose?: string; price_type?: string | null;
}

async function ownerOf(q: Queryable, listing: ListingRef) {
  if (listing.owner_id === null) return null;
  const r = await q.query<{ full_name: string; email: string | null }>('SELECT full_name, email FROM users WHERE id = $1 AND deleted_at IS NULL', [listing.owner_id]);
  return r.rows[0]?.email ? r.rows[0] : null;
}

/** Tells the owner their listing was approved (it is live) or rejected, with the reason. Returns the outbox id, or null when the owner has no e-mail. */
export async function notifyListingDecision(q: Queryable, listing: ListingRef, decision: 'approved' | 'rejected', reason?: string | null): Promise<number | null> {
  const owner = await ownerOf(q, listing);
  if (!owner) return null;
  const payload = { property_id: listing.id, user_id: listing.owner_id, decision };
  if (decision === 'approved') {
    return enqueueMail(q, {
      kind: 'listing.approved', to: owner.email!, subject: `Your listing is live: ${listing.title}`, payload,
      text: hello(owner.full_name) + `Good news: we have verified your listing "${listing.title}" and it is now live on ${SITE.name}.\n\n`
        + 'You will see visit requests under My Properties in your account. Please confirm from time to time that it is still available.' + SIGN_OFF,
    });
  }
  return enqueueMail(q, {
    kind: 'listing.rejected', to: owner.email!, subject: `Your listing needs changes: ${listing.title}`, payload,
    text: hello(owner.full_name) + `We could not publish your listing "${listing.title}".\n\nReason: ${reason?.trim() || 'not given'}\n\n`
      + 'You can correct it under My Properties in your account and send it for review again.' + SIGN_OFF,
  });
}

const indiaTimes: Partial<Record<MailLocale, Intl.DateTimeFormat>> = {};
/** An instant in India time in the reader's language: "31 Dec 2026, 12:00 pm" / "31 दिस॰ 2026, 12:00 pm". */
const whenIn = (locale: MailLocale, at: Date | string) => {
  indiaTimes[locale] ??= new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
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
  closingMove(listing.purpose ?? 'rent', listing.price_type ?? null) === 'sold' ? { 'en-IN': 'Sold', 'hi-IN': 'बिक गई' } : { 'en-IN': 'Rented', 'hi-IN': 'किराए पर चली गई' };

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
    'en-IN': `Your listing "${listing.title}" will be taken offline${listing.expires_at ? ` on ${whenIn(l, listing.expires_at)}` : ' soon'} unless you confirm it is still available.\n\n`
      + `Answer with one click, no sign-in needed:\n${link.url}\n\n`
      + `Choose "Still available" to keep it live for another period, or "${closed}" if it is gone: we take it out of search at once. `
      + `The link works until ${whenIn(l, link.expiresAt)}. You can also answer under My Properties in your account.`,
    'hi-IN': `आपकी लिस्टिंग "${listing.title}"${listing.expires_at ? ` ${whenIn(l, listing.expires_at)} को` : ' जल्द ही'} हटा दी जाएगी, जब तक आप यह पुष्टि न करें कि यह अभी भी उपलब्ध है।\n\n`
      + `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n`
      + `इसे अगली अवधि तक लाइव रखने के लिए "अभी भी उपलब्ध है" चुनें, या अगर यह ${closed} है तो "${closed}" चुनें: हम इसे तुरंत खोज से हटा देंगे। `
      + `यह लिंक ${whenIn(l, link.expiresAt)} तक काम करेगा। आप अपने खाते में "मेरी प्रॉपर्टी" में भी जवाब दे सकते हैं।`,
  };
  return enqueueMail(q, {
    kind: 'listing.expiring', to: owner.email,
    subject: l === 'hi-IN' ? `क्या यह अभी भी उपलब्ध है? ${listing.title}` : `Is it still available? ${listing.title}`,
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + text[l] + signOff(l),
  });
}

/**
 * Asks the owner to reconfirm a listing a seeker reported as rented or sold: a link valid
 * REQUEST_ANSWER_HOURS, and the warning that without an answer the listing is paused.
 */
export async function notifyReconfirmRequested(q: Queryable, listing: ListingRef, origin: string): Promise<number | null> {
  const owner = await recipient(q, listing.owner_id);
  if (!owner) return null;
  const l = owner.locale;
  const link = await reconfirmLink(q, listing.id, origin, l, REQUEST_ANSWER_HOURS);
  const closed = closedWord(listing)[l];
  const text: Localised = {
    'en-IN': `Someone looking at your listing "${listing.title}" told us it has already been ${closed.toLowerCase()}. Is it still available?\n\n`
      + `Answer with one click, no sign-in needed:\n${link.url}\n\n`
      + `If we have no answer by ${whenIn(l, link.expiresAt)}, we will pause the listing (take it out of search) until you confirm it. `
      + 'You can also answer under My Properties in your account.',
    'hi-IN': `आपकी लिस्टिंग "${listing.title}" देखने वाले एक व्यक्ति ने हमें बताया है कि यह पहले ही ${closed} है। क्या यह अभी भी उपलब्ध है?\n\n`
      + `एक क्लिक में जवाब दें, साइन इन की ज़रूरत नहीं:\n${link.url}\n\n`
      + `अगर ${whenIn(l, link.expiresAt)} तक हमें जवाब नहीं मिला, तो हम लिस्टिंग को रोक देंगे (खोज से हटा देंगे), जब तक आप इसकी पुष्टि न करें। `
      + 'आप अपने खाते में "मेरी प्रॉपर्टी" में भी जवाब दे सकते हैं।',
  };
  return enqueueMail(q, {
    kind: 'listing.reconfirm_requested', to: owner.email,
    subject: l === 'hi-IN' ? `क्या यह अभी भी उपलब्ध है? ${listing.title}` : `Is it still available? ${listing.title}`,
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: greeting(l, owner.full_name) + text[l] + signOff(l),
  });
}

const FORM_NAMES: Record<string, string> = {
  contact: 'contact message', 'post-property': 'property enquiry', valuation: 'valuation request',
  'owner-onboarding': 'owner onboarding request', 'deletion-request': 'data deletion request',
};

/** The forms hook: the team hears of every enquiry (not newsletter sign-ups), and the sender gets a receipt. */
export async function notifyFormStored(tx: Queryable, s: { id: number; formId: string; email: string | null; values: Record<string, unknown> }): Promise<void> {
  if (s.formId === 'newsletter') return;
  const kind = s.formId === 'post-property' && s.values.enquiry === 'valuation' ? 'valuation' : s.formId;
  const what = FORM_NAMES[kind] ?? `${s.formId} form`;
  const name = typeof s.values.full_name === 'string' ? s.values.full_name : typeof s.values.name === 'string' ? s.values.name : null;
  const payload = { submission_id: s.id, form_id: s.formId, about_email: s.email };
  const fields = Object.entries(s.values).filter(([, v]) => v !== '' && v !== null && v !== undefined).map(([k, v]) => `${k}: ${String(v)}`).join('\n');
  await enqueueMail(tx, {
    kind: 'enquiry.team', to: SITE.email, subject: `New ${what} #${s.id}${s.email ? ` from ${s.email}` : ''}`, payload,
    text: `A new ${what} (#${s.id}) has arrived. It is in the back office inbox.\n\n${fields}\n`,
  });
  if (!s.email) return;
  const deletion = s.formId === 'deletion-request';
  await enqueueMail(tx, {
    kind: 'enquiry.receipt', to: s.email, subject: deletion ? 'We have received your data deletion request' : `We have received your ${what}`, payload,
    text: hello(name) + (deletion
      ? `We have received your request (reference #${s.id}) to delete data held by ${SITE.name}. We will reply within 24 hours.\n\n`
        + 'Before we delete anything we will confirm that the request comes from you. Deletion is permanent and cannot be undone.'
      : `Thank you for writing to ${SITE.name}. Your reference is #${s.id}. Someone from our team will get back to you within 24 hours.`) + SIGN_OFF,
  });
}
