// The alert e-mail of a saved search, in the reader's language: the new listings (newest first, at
// most ALERT_LISTINGS_SHOWN, each with its photo, price, bedrooms, place and a button to it), a
// link to all of them, and a way to stop these alerts in one click. Sent as plain text and as
// HTML built for mail readers: tables and inline styles, one column that fits a phone.
import { formatRupeesShort, pricePeriod, type Property } from '@aangan/contracts';
import { greeting, pageUrl, signOff, type MailLocale } from '../../../shared/notifications/recipient.ts';
import { MAIL_FONT, PRICE_PERIOD, esc, mailPage } from '../../../shared/notifications/mail-html.ts';

/** Listings an alert shows; the rest are behind its link to the search. */
export const ALERT_LISTINGS_SHOWN = 10;

export interface AlertContent {
  locale: MailLocale;
  name: string | null;
  searchName: string;
  /** The new listings, newest first; only the first ALERT_LISTINGS_SHOWN are shown. */
  listings: Property[];
  /** How many are new in all (may be more than the listings given). */
  total: number;
  origin: string;
  /** The search's query (`/properties?<query>` runs it). */
  query: string;
  unsubscribeUrl: string;
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const T = {
  subject: {
    'en-IN': (n: number, s: string) => `${n} new ${n === 1 ? 'home' : 'homes'} for “${s}”`,
    'hi-IN': (n: number, s: string) => `“${s}” के लिए ${n} ${n === 1 ? 'नया घर' : 'नए घर'}`,
  },
  lead: {
    'en-IN': (n: number, s: string) =>
      `${n === 1 ? 'One listing' : `${n} listings`} matching your saved search “${s}” went live.`,
    'hi-IN': (n: number, s: string) =>
      n === 1
        ? `आपकी सेव की गई खोज “${s}” से मिलती एक लिस्टिंग लाइव हुई।`
        : `आपकी सेव की गई खोज “${s}” से मिलती ${n} लिस्टिंग लाइव हुईं।`,
  },
  view: { 'en-IN': 'View', 'hi-IN': 'देखें' },
  all: {
    'en-IN': (n: number) => (n === 1 ? 'Open the search' : `See all ${n} in the search`),
    'hi-IN': (n: number) => (n === 1 ? 'खोज खोलें' : `खोज में सभी ${n} देखें`),
  },
  onRequest: { 'en-IN': 'Price on request', 'hi-IN': 'कीमत पूछें' },
  bhk: { 'en-IN': (n: number) => `${n} BHK`, 'hi-IN': (n: number) => `${n} BHK` },
  why: {
    'en-IN': (s: string) => `You get this e-mail because you saved the search “${s}” on Aangan.`,
    'hi-IN': (s: string) => `आपको यह ई-मेल इसलिए मिला क्योंकि आपने Aangan पर खोज “${s}” सेव की है।`,
  },
  stop: { 'en-IN': 'Stop alerts for this search', 'hi-IN': 'इस खोज के अलर्ट बंद करें' },
} as const;

/** The price as a card shows it: ₹45,000/month, ₹1.25 Cr. */
function priceOf(l: MailLocale, p: Property): string {
  const amount = formatRupeesShort(p.price);
  if (!amount) return T.onRequest[l];
  const period = pricePeriod(p);
  return period ? amount + PRICE_PERIOD[l][period] : amount;
}

/** "3 BHK · Sector 54, Gurugram", leaving out what the listing does not say. */
function factsOf(l: MailLocale, p: Property): string {
  const place = [p.locality, p.city].filter(Boolean).join(', ');
  return [p.bedrooms ? T.bhk[l](p.bedrooms) : null, place || null].filter(Boolean).join(' · ');
}

const absolute = (origin: string, url: string | null) =>
  url && url.startsWith('/') ? origin.replace(/\/+$/, '') + url : url;

export function alertMail(c: AlertContent): AlertMail {
  const l = c.locale;
  const shown = c.listings.slice(0, ALERT_LISTINGS_SHOWN);
  const searchUrl = pageUrl(c.origin, l, `/properties?${c.query}`);
  const listingUrl = (p: Property) => pageUrl(c.origin, l, `/property/${p.id}`);
  const lines = shown.map((p) => `• ${p.title}\n  ${priceOf(l, p)} · ${factsOf(l, p)}\n  ${listingUrl(p)}`);
  const text =
    greeting(l, c.name) +
    `${T.lead[l](c.total, c.searchName)}\n\n${lines.join('\n\n')}\n\n${T.all[l](c.total)}: ${searchUrl}` +
    signOff(l) +
    `\n\n${T.why[l](c.searchName)}\n${T.stop[l]}: ${c.unsubscribeUrl}`;
  return { subject: T.subject[l](c.total, c.searchName), text, html: alertHtml(c, shown, searchUrl, listingUrl) };
}

function listingCard(c: AlertContent, p: Property, url: string): string {
  const l = c.locale;
  const photo = absolute(c.origin, p.thumbnail ?? p.main_image_url ?? null);
  const img = photo
    ? `<tr><td><a href="${esc(url)}"><img src="${esc(photo)}" alt="" width="536" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:8px 8px 0 0"></a></td></tr>`
    : '';
  return `<tr><td style="padding:0 0 16px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e5e7eb;border-radius:8px;border-collapse:separate">
${img}<tr><td style="padding:12px 16px;${MAIL_FONT}">
<p style="margin:0 0 4px 0;font-size:20px;font-weight:700;color:#111827">${esc(priceOf(l, p))}</p>
<p style="margin:0 0 4px 0;font-size:15px;color:#111827">${esc(p.title)}</p>
<p style="margin:0 0 12px 0;font-size:14px;color:#4b5563">${esc(factsOf(l, p))}</p>
<a href="${esc(url)}" style="display:inline-block;padding:10px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600">${T.view[l]}</a>
</td></tr></table></td></tr>`;
}

function alertHtml(c: AlertContent, shown: Property[], searchUrl: string, listingUrl: (p: Property) => string) {
  const l = c.locale;
  const hello = esc(greeting(l, c.name).trim());
  return mailPage(
    l,
    T.subject[l](c.total, c.searchName),
    `<p style="margin:0 0 8px 0;font-size:15px">${hello}</p>
<p style="margin:0 0 16px 0;font-size:15px;line-height:1.5">${esc(T.lead[l](c.total, c.searchName))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${shown.map((p) => listingCard(c, p, listingUrl(p))).join('\n')}
</table>
<p style="margin:8px 0 16px 0;font-size:15px"><a href="${esc(searchUrl)}" style="color:#0f766e;font-weight:600">${esc(T.all[l](c.total))}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#4b5563">${esc(T.why[l](c.searchName))}<br>
<a href="${esc(c.unsubscribeUrl)}" style="color:#4b5563">${T.stop[l]}</a></p>`,
  );
}
