// What we tell people by e-mail about site visits (requested, confirmed, rescheduled,
// cancelled): the visitor, and for a new request the listing's owner, each in their language.
// Written to the outbox on the visit's own transaction, so the message exists exactly when the
// change does.
import type { Queryable, Row } from '@aangan/db';
import type { VisitChange } from './repository.ts';
import { enqueueMail } from '../../shared/notifications/outbox.ts';
import { notify } from '../../shared/notifications/in-app.ts';
import {
  greeting,
  recipient,
  signOff,
  whenIn,
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
  await bells(tx, v, c);
  if (c.from === null && c.to === 'requested') await visitRequested(m);
  else await visitMoved(m, c);
}

/** The visitor's bell, and for a new request the owner's (unless it is their own listing). */
async function bells(tx: Queryable, v: VisitFacts, c: VisitChange): Promise<void> {
  const requested = c.from === null && c.to === 'requested';
  const change = c.rescheduled ? 'rescheduled' : requested ? 'requested' : c.to;
  const data = { title: v.title, change, at: new Date(v.scheduled_date).toISOString() };
  const about = { kind: 'visit_change', propertyId: v.property_id, link: '/account?tab=visits' } as const;
  await notify(tx, { ...about, userId: v.user_id, data });
  if (requested && v.owner_id !== null && v.owner_id !== v.user_id)
    await notify(tx, {
      ...about,
      userId: v.owner_id,
      link: '/account?tab=my-properties',
      data: { ...data, change: 'owner_request', from: v.user_name },
    });
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
