// The contact forms of a listing or project page (reveal the number, send an enquiry, report the
// listing): one `intent` each, through the API on the signed-in person's behalf. What they typed
// comes back with a refusal, so a failed send loses nothing.
import { data, type RouterContextProvider } from 'react-router';
import { enquiryCreateSchema, reportCreateSchema } from '@aangan/contracts';
import { localeFromPath, translate } from '../i18n';
import { serverApi } from './api.server';
import { result, type Answer } from './api-result';
import { checkedBody } from './checked-body';
import { fieldErrors, loginRedirect } from './session.server';
import { isContactIntent, type ContactActionData, type ContactValues } from './contact';

/** Whose contact forms: a listing's (all three) or a project's (enquiries only). */
export type ContactTarget = { property: number } | { project: string };

/** Runs one contact form. */
export async function contactAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  target: ContactTarget,
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const asked = form.get('intent');
  const intent = isContactIntent(asked) ? asked : 'report';
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  const values: ContactValues = {
    message: String(form.get('message') ?? ''),
    want: String(form.get('want') ?? ''),
    share_phone: form.get('share_phone') === 'on',
    reason: String(form.get('reason') ?? ''),
    details: String(form.get('details') ?? ''),
  };
  const answer = (d: Omit<ContactActionData, 'intent' | 'values'>, status = 200) =>
    data<ContactActionData>({ intent, values, ...d }, { status });
  const sent = <D, E>(a: Answer<D, E>) => {
    const r = result(a, translate(locale, 'contact.failed'));
    if (r.status === 401) throw loginRedirect(request);
    return r;
  };

  if (intent === 'enquiry') {
    const checked = checkedBody(enquiryCreateSchema, {
      message: values.message,
      want: values.want,
      share_phone: values.share_phone,
    });
    if (!checked.ok) return answer({ ok: false, message: '', errors: checked.errors }, 422);
    const body = checked.body;
    const r = sent(
      'project' in target
        ? await api.POST('/api/v1/projects/{slug}/enquiries', { params: { path: { slug: target.project } }, body })
        : await api.POST('/api/v1/properties/{id}/enquiries', { params: { path: { id: target.property } }, body }),
    );
    if (r.ok && r.data)
      return data<ContactActionData>({
        intent,
        ok: true,
        message: translate(locale, 'enquiry.sent'),
        errors: {},
        threadId: r.data.enquiry.id,
      });
    const message = r.status === 429 ? translate(locale, 'enquiry.cap') : r.status === 422 ? '' : r.message;
    return answer({ ok: false, message, errors: fieldErrors(r.error) }, r.status);
  }
  // A project has no number to reveal and no listing to report.
  if ('project' in target) return answer({ ok: false, message: translate(locale, 'contact.failed'), errors: {} }, 400);
  const path = { id: target.property };

  if (intent === 'reveal') {
    const r = sent(await api.POST('/api/v1/properties/{id}/contact', { params: { path } }));
    if (r.ok && r.data) return answer({ ok: true, message: '', errors: {}, phone: r.data.phone, name: r.data.name });
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
  const checked = checkedBody(reportCreateSchema, { reason: values.reason, details: values.details.trim() || null });
  if (!checked.ok) return answer({ ok: false, message: '', errors: checked.errors }, 422);
  const r = sent(await api.POST('/api/v1/properties/{id}/reports', { params: { path }, body: checked.body }));
  if (r.ok)
    return data<ContactActionData>({ intent, ok: true, message: translate(locale, 'report.thanks'), errors: {} });
  return answer({ ok: false, message: r.status === 422 ? '' : r.message, errors: fieldErrors(r.error) }, r.status);
}
