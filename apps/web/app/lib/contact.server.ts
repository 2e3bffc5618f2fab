// The contact forms of a listing or project page (reveal the number, send an enquiry, report the
// listing): one `intent` each, through the API on the signed-in person's behalf. What they typed
// comes back with a refusal, so a failed send loses nothing.
import { data, type RouterContextProvider } from 'react-router';
import { localeFromPath, translate } from '../i18n';
import { enquiryCreateSchema, reportCreateSchema } from '@aangan/contracts';
import { parseForm } from './form';
import { apiSend, fieldErrorLists, fieldErrors, loginRedirect } from './session.server';
import type { ContactActionData, ContactIntent, ContactValues } from './contact';

/** Runs one contact form. `base` is the API path of the listing or project (`/properties/12`, `/projects/x`). */
export async function contactAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  base: string,
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const intent = String(form.get('intent')) as ContactIntent;
  const csrf = String(form.get('csrf') ?? '');
  const values: ContactValues = {
    message: String(form.get('message') ?? ''),
    want: String(form.get('want') ?? ''),
    share_phone: form.get('share_phone') === 'on',
    reason: String(form.get('reason') ?? ''),
    details: String(form.get('details') ?? ''),
  };
  const answer = (d: Omit<ContactActionData, 'intent' | 'values'>, status = 200) =>
    data<ContactActionData>({ intent, values, ...d }, { status });
  const send = async (path: string, body: unknown) => {
    const r = await apiSend<Record<string, unknown>>(
      context,
      `${base}${path}`,
      { method: 'POST', body, csrf },
      translate(locale, 'contact.failed'),
    );
    if (r.status === 401) throw loginRedirect(request);
    return r;
  };

  if (intent === 'reveal') {
    const r = await send('/contact', undefined);
    if (r.ok)
      return answer({
        ok: true,
        message: '',
        errors: {},
        phone: String(r.data.phone),
        name: (r.data.name as string | null) ?? null,
      });
    return answer(
      {
        ok: false,
        capped: r.status === 429,
        message: r.status === 429 ? translate(locale, 'contact.revealCap') : r.message,
        errors: {},
      },
      r.status,
    );
  }
  if (intent === 'enquiry') {
    const submission = parseForm(form, enquiryCreateSchema);
    if (submission.status !== 'success')
      return answer({ ok: false, message: '', errors: {}, result: submission.reply() }, 422);
    const r = await send('/enquiries', submission.value);
    if (r.ok) {
      const thread = (r.data.enquiry as { id: number }).id;
      return data<ContactActionData>({
        intent,
        ok: true,
        message: translate(locale, 'enquiry.sent'),
        errors: {},
        threadId: thread,
      });
    }
    const message = r.status === 429 ? translate(locale, 'enquiry.cap') : r.status === 422 ? '' : r.message;
    return answer(
      {
        ok: false,
        message,
        errors: fieldErrors(r.data),
        result: submission.reply({ fieldErrors: fieldErrorLists(r.data) }),
      },
      r.status,
    );
  }
  const submission = parseForm(form, reportCreateSchema);
  if (submission.status !== 'success')
    return answer({ ok: false, message: '', errors: {}, result: submission.reply() }, 422);
  const r = await send('/reports', { reason: submission.value.reason, details: submission.value.details ?? null });
  if (r.ok)
    return data<ContactActionData>({ intent, ok: true, message: translate(locale, 'report.thanks'), errors: {} });
  return answer(
    {
      ok: false,
      message: r.status === 422 ? '' : r.message,
      errors: fieldErrors(r.data),
      result: submission.reply({ fieldErrors: fieldErrorLists(r.data) }),
    },
    r.status,
  );
}
