// The HTML of our multipart e-mails (saved-search alerts, the daily digest): tables and inline
// styles, one column of at most 568 px that narrows to a phone, as mail readers need. Each e-mail
// brings its own content; the frame, escaping, font and price periods are here once.
import type { Localised, MailLocale } from './recipient.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

export const MAIL_FONT = "font-family:'Noto Sans','Noto Sans Devanagari',Arial,sans-serif";

/** A price's period as e-mails write it after the amount. */
export const PRICE_PERIOD: Localised<Record<'day' | 'month', string>> = {
  'en-IN': { day: '/night', month: '/month' },
  'hi-IN': { day: '/रात', month: '/माह' },
};

/** A whole e-mail page: its language, title, and `inner` (HTML, already escaped) inside the column. */
export function mailPage(locale: MailLocale, title: string, inner: string): string {
  return `<!doctype html>
<html lang="${locale === 'hi-IN' ? 'hi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:568px;background:#ffffff;border-radius:8px">
<tr><td style="padding:16px;${MAIL_FONT};color:#111827">
<p style="margin:0 0 4px 0;font-size:18px;font-weight:700;color:#0f766e">Aangan</p>
${inner}
</td></tr></table></td></tr></table></body></html>`;
}
