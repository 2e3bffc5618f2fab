// The contact forms of a listing or project page (reveal the number, send an enquiry, report the
// listing): one `intent` each, through the API on the signed-in person's behalf. What they typed
// comes back with a refusal, so a failed send loses nothing.
import { data, type RouterContextProvider } from 'react-router';
import { enquiryCreateSchema, reportCreateSchema } from '@aangan/contracts';
import { localeFromPath, translate, type Locale } from '../../shared/i18n';
import { serverApi, type Api } from '../../shared/api.server';
import { result, type Answer } from '../../shared/api-result';
import { parseForm } from '../../shared/form';
import { fieldErrorLists, fieldErrors, loginRedirect } from '../../shared/session.server';
import { isContactIntent, type ContactActionData, type ContactValues } from './contact';

/** Whose contact forms: a listing's (all three) or a project's (enquiries only). */
export type ContactTarget = { property: number } | { project: string };

/** What each intent's handler works with. */
interface Step {
  api: Api;
  form: FormData;
  locale: Locale;
  /** The answer to the form, with what was typed. */
  answer: (
    d: Omit<ContactActionData, 'intent' | 'values'>,
    status?: number,
  ) => ReturnType<typeof data<ContactActionData>>;
  /** The API's answer as a result; a 401 (signed out meanwhile) goes to /login. */
  sent: <D, E>(a: Answer<D, E>) => ReturnType<typeof result<D, E>>;
}

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
  const values: ContactValues = {
    message: String(form.get('message') ?? ''),
    want: String(form.get('want') ?? ''),
    share_phone: form.get('share_phone') === 'on',
    reason: String(form.get('reason') ?? ''),
    details: String(form.get('details') ?? ''),
  };
  const s: Step = {
    api: serverApi(context, { csrf: String(form.get('csrf') ?? '') }),
    form,
    locale,
    answer: (d, status = 200) => data<ContactActionData>({ intent, values, ...d }, { status }),
    sent: (a) => {
      const r = result(a, translate(locale, 'contact.failed'));
      if (r.status === 401) throw loginRedirect(request);
      return r;
    },
  };
  if (intent === 'enquiry') return enquiry(s, target);
  // A project has no number to reveal and no listing to report.
  if ('project' in target)
    return s.answer({ ok: false, message: translate(locale, 'contact.failed'), errors: {} }, 400);
  if (intent === 'still-available') return stillAvailable(s, target.property);
  return intent === 'reveal' ? reveal(s, target.property) : report(s, target.property);
}

/** "Still available?": asked of the advertiser, or answered at once by a recent confirmation. */
async function stillAvailable(s: Step, id: number) {
  const r = s.sent(await s.api.POST('/api/v1/properties/{id}/still-available', { params: { path: { id } } }));
  if (r.ok && r.data)
    return s.answer({
      ok: true,
      message: translate(s.locale, r.data.state === 'confirmed' ? 'stillAvailable.confirmed' : 'stillAvailable.asked'),
      errors: {},
    });
  return s.answer({ ok: false, message: r.message, errors: {} }, r.status);
}

async function enquiry(s: Step, target: ContactTarget) {
  const submission = parseForm(s.form, enquiryCreateSchema);
  if (submission.status !== 'success')
    return s.answer({ ok: false, message: '', errors: {}, result: submission.reply() }, 422);
  const body = submission.value;
  const r = s.sent(
    'project' in target
      ? await s.api.POST('/api/v1/projects/{slug}/enquiries', { params: { path: { slug: target.project } }, body })
      : await s.api.POST('/api/v1/properties/{id}/enquiries', { params: { path: { id: target.property } }, body }),
  );
  if (r.ok && r.data)
    return s.answer({
      ok: true,
      message: translate(s.locale, 'enquiry.sent'),
      errors: {},
      threadId: r.data.enquiry.id,
    });
  const message = r.status === 429 ? translate(s.locale, 'enquiry.cap') : r.status === 422 ? '' : r.message;
  const errors = { errors: fieldErrors(r.error), result: submission.reply({ fieldErrors: fieldErrorLists(r.error) }) };
  return s.answer({ ok: false, message, ...errors }, r.status);
}

async function reveal(s: Step, id: number) {
  const r = s.sent(await s.api.POST('/api/v1/properties/{id}/contact', { params: { path: { id } } }));
  if (r.ok && r.data) return s.answer({ ok: true, message: '', errors: {}, phone: r.data.phone, name: r.data.name });
  const capped = r.status === 429;
  const message = capped ? translate(s.locale, 'contact.revealCap') : r.message;
  return s.answer({ ok: false, capped, message, errors: {} }, r.status);
}

async function report(s: Step, id: number) {
  const submission = parseForm(s.form, reportCreateSchema);
  if (submission.status !== 'success')
    return s.answer({ ok: false, message: '', errors: {}, result: submission.reply() }, 422);
  const body = { reason: submission.value.reason, details: submission.value.details ?? null };
  const r = s.sent(await s.api.POST('/api/v1/properties/{id}/reports', { params: { path: { id } }, body }));
  if (r.ok) return s.answer({ ok: true, message: translate(s.locale, 'report.thanks'), errors: {} });
  const message = r.status === 422 ? '' : r.message;
  const errors = { errors: fieldErrors(r.error), result: submission.reply({ fieldErrors: fieldErrorLists(r.error) }) };
  return s.answer({ ok: false, message, ...errors }, r.status);
}
