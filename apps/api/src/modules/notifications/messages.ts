// What we tell people by e-mail, and when: visits (requested, confirmed, rescheduled, cancelled),
// listing decisions and expiry, and enquiries (the team, and a receipt to the sender). Each
// function writes to the outbox on the connection it is given, so callers pass their transaction
// and the message exists exactly when what it reports does. Plain, short English texts.
import type { Queryable } from '@aangan/db';
import { SITE, formatIndiaDateTime } from '@aangan/contracts';
import type { VisitChange } from '../visits/repository.ts';
import { enqueueMail } from './outbox.ts';

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

/** A listing as the moderation code knows it. */
export interface ListingRef { id: number; title: string; owner_id: number | null; expires_at?: Date | string | null }

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

/** Tells the owner their live listing will go offline unless they confirm it is still available. */
export async function notifyListingExpiring(q: Queryable, listing: ListingRef): Promise<number | null> {
  const owner = await ownerOf(q, listing);
  if (!owner) return null;
  const by = listing.expires_at ? ` on ${when(listing.expires_at)}` : ' soon';
  return enqueueMail(q, {
    kind: 'listing.expiring', to: owner.email!, subject: `Is it still available? ${listing.title}`,
    payload: { property_id: listing.id, user_id: listing.owner_id },
    text: hello(owner.full_name) + `Your listing "${listing.title}" will be taken offline${by} unless you confirm it is still available.\n\n`
      + 'To keep it live, open My Properties in your account and choose "Still available". If it has been rented or sold, mark it so.' + SIGN_OFF,
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
