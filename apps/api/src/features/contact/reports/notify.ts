// E-mail about reports, in each recipient's language: the owner hears when reports take their
// listing out of search and what the team decided; each reporter hears the outcome.
import type { Queryable } from '@aangan/db';
import { enqueueMail } from '../../../shared/notifications/outbox.ts';
import { greeting, pageUrl, recipient, signOff, type Localised } from '../../../shared/notifications/recipient.ts';

const MINE = '/account?tab=my-properties';

export async function notifyOwnerPaused(
  tx: Queryable,
  origin: string,
  listing: { id: number; title: string; owner_id: number | null },
): Promise<void> {
  const to = await recipient(tx, listing.owner_id);
  if (!to) return;
  const link = pageUrl(origin, to.locale, MINE);
  const text: Localised = {
    'en-IN':
      `Several people reported your listing "${listing.title}", so we have taken it out of search while our team reviews the reports. ` +
      `Nothing else is needed from you now; we will write again when it is decided (usually within two working days).\n\nYour listings: ${link}`,
    'hi-IN':
      `कई लोगों ने आपकी लिस्टिंग "${listing.title}" के बारे में शिकायत की है, इसलिए हमारी टीम की समीक्षा तक इसे खोज से हटा दिया गया है। ` +
      `अभी आपको कुछ नहीं करना है; फ़ैसला होने पर हम फिर लिखेंगे (आम तौर पर दो कार्यदिवस में)।\n\nआपकी लिस्टिंग: ${link}`,
  };
  const subject: Localised = {
    'en-IN': `Your listing is paused for review: ${listing.title}`,
    'hi-IN': `आपकी लिस्टिंग समीक्षा के लिए रोकी गई: ${listing.title}`,
  };
  await enqueueMail(tx, {
    kind: 'report.paused',
    to: to.email,
    subject: subject[to.locale],
    text: greeting(to.locale, to.full_name) + text[to.locale] + signOff(to.locale),
    payload: { property_id: listing.id, user_id: listing.owner_id },
  });
}

/** A listing's reports decided: what happened, and who reported it. */
export interface ReportOutcome {
  id: number;
  title: string;
  owner_id: number | null;
  reporters: number[];
  action: 'dismiss' | 'act';
  reason: string | null;
  restored: boolean;
}

/** The owner hears when their listing was taken down or is back in search; every reporter hears the outcome. */
export async function notifyReportsResolved(tx: Queryable, origin: string, f: ReportOutcome): Promise<void> {
  await tellOwner(tx, origin, f);
  for (const id of f.reporters) await tellReporter(tx, f, id);
}

async function tellOwner(tx: Queryable, origin: string, f: ReportOutcome): Promise<void> {
  const owner = await recipient(tx, f.owner_id);
  if (owner && (f.action === 'act' || f.restored)) {
    const link = pageUrl(origin, owner.locale, MINE);
    const text: Localised =
      f.action === 'act'
        ? {
            'en-IN': `After reviewing reports about your listing "${f.title}", our team has taken it down.\n\nReason: ${f.reason}\n\nIf you think this is a mistake, reply to this e-mail.\n\nYour listings: ${link}`,
            'hi-IN': `आपकी लिस्टिंग "${f.title}" के बारे में शिकायतों की समीक्षा के बाद हमारी टीम ने इसे हटा दिया है।\n\nकारण: ${f.reason}\n\nअगर आपको लगता है कि यह ग़लती है, तो इस ई-मेल का जवाब दें।\n\nआपकी लिस्टिंग: ${link}`,
          }
        : {
            'en-IN': `We reviewed the reports about your listing "${f.title}" and found nothing wrong. It is back in search.\n\nYour listings: ${link}`,
            'hi-IN': `हमने आपकी लिस्टिंग "${f.title}" के बारे में शिकायतों की समीक्षा की और कुछ ग़लत नहीं मिला। यह फिर से खोज में है।\n\nआपकी लिस्टिंग: ${link}`,
          };
    const subject: Localised =
      f.action === 'act'
        ? { 'en-IN': `Your listing was taken down: ${f.title}`, 'hi-IN': `आपकी लिस्टिंग हटाई गई: ${f.title}` }
        : { 'en-IN': `Your listing is back in search: ${f.title}`, 'hi-IN': `आपकी लिस्टिंग फिर से खोज में: ${f.title}` };
    await enqueueMail(tx, {
      kind: f.action === 'act' ? 'report.upheld.owner' : 'report.dismissed.owner',
      to: owner.email,
      subject: subject[owner.locale],
      text: greeting(owner.locale, owner.full_name) + text[owner.locale] + signOff(owner.locale),
      payload: { property_id: f.id, user_id: f.owner_id },
    });
  }
}

async function tellReporter(tx: Queryable, f: ReportOutcome, id: number): Promise<void> {
  const to = await recipient(tx, id);
  if (!to) return;
  const text: Localised =
    f.action === 'act'
      ? {
          'en-IN': `Thank you for reporting the listing "${f.title}". Our team reviewed it and has taken it down.`,
          'hi-IN': `लिस्टिंग "${f.title}" की शिकायत करने के लिए धन्यवाद। हमारी टीम ने इसकी समीक्षा की और इसे हटा दिया है।`,
        }
      : {
          'en-IN': `Thank you for reporting the listing "${f.title}". Our team reviewed it and found that it meets our rules, so it stays listed.`,
          'hi-IN': `लिस्टिंग "${f.title}" की शिकायत करने के लिए धन्यवाद। हमारी टीम ने इसकी समीक्षा की और पाया कि यह हमारे नियमों के अनुसार है, इसलिए यह बनी रहेगी।`,
        };
  const subject: Localised = { 'en-IN': `Your report: ${f.title}`, 'hi-IN': `आपकी शिकायत: ${f.title}` };
  await enqueueMail(tx, {
    kind: 'report.outcome',
    to: to.email,
    subject: subject[to.locale],
    text: greeting(to.locale, to.full_name) + text[to.locale] + signOff(to.locale),
    payload: { property_id: f.id, user_id: id, outcome: f.action },
  });
}
