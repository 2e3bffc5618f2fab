import { Form, data, redirect, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { Route } from './+types/login-code';
import { codeRequestSchema } from '@aangan/contracts';
import { keepFieldFocus } from '../../../shared/ui/Field';
import { CodeStep } from '../CodeStep';
import { codeAnswer, codeFormSchema, codeStepProps, codeTimes, type CodeAnswer } from '../code-step';
import { localeFromPath, useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { serverApi } from '../../../shared/api.server';
import { result, retryAfter } from '../../../shared/api-result';
import { fieldErrorLists, flashCookie, loadSession, safeNext, sessionCookie } from '../../../shared/session.server';
import { deviceCookie, deviceToken } from '../device.server';
import { formText, parseForm, useSchemaForm } from '../../../shared/form';
import { AuthCard, PhoneField, authMeta, SignInAlternatives } from '../AuthCard';

// /login/code: signing in without the password. The number, then the 6-digit code the API sends
// to it by SMS when it has an account (the answer is the same either way, so the page says "if"),
// then signed in and on to `next` as after a password login. Nothing secret is kept between the
// steps: asking for another code sends the number again.

/** The number's form: the rule of the API's own request for a code. */
const numberFormSchema = codeRequestSchema.omit({ locale: true });

const CARRIED = ['next', 'resend_at', 'expires_in'] as const;
type Carried = Record<(typeof CARRIED)[number], string>;

type Answer = { step: 'number'; result: SubmissionResult<string[]>; message: string | null } | CodeAnswer<Carried>;

const text = formText;
const home = (request: Request) => (localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '/');

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const next = safeNext(url.searchParams.get('next'), home(request));
  if ((await loadSession(context)).user) throw redirect(next);
  return { locale, next };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'verify') return verify(context, request, form);
  if (intent === 'edit') {
    const answer: Answer = { step: 'number', result: { initialValue: { phone: text(form, 'phone') } }, message: null };
    return data(answer);
  }
  return send(context, request, form, intent === 'resend');
}

/** The number, checked, and a code asked for; the code step when the API took it. */
async function send(context: Route.ActionArgs['context'], request: Request, form: FormData, again: boolean) {
  const submission = parseForm(form, numberFormSchema);
  const numberStep = (status: number, message: string | null, fieldErrors?: Record<string, string[]>) => {
    const answer: Answer = { step: 'number', result: submission.reply({ fieldErrors }), message };
    return data(answer, { status });
  };
  if (submission.status !== 'success') return numberStep(422, null);
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await serverApi(context).POST('/api/v1/auth/login/code', {
    body: { phone: submission.value.phone, locale },
  });
  const r = result(answer, 'The code could not be sent. Please try again.');
  const carry: Carried = {
    next: text(form, 'next'),
    resend_at: text(form, 'resend_at'),
    expires_in: text(form, 'expires_in'),
  };
  if (!r.ok || !r.data) {
    const fieldErrors = fieldErrorLists(r.error);
    if (!again || Object.keys(fieldErrors).length)
      return numberStep(r.status, Object.keys(fieldErrors).length ? null : r.message, fieldErrors);
    // Asked again too soon (a page without scripts offers the button at once): wait as the API says.
    const wait = retryAfter(answer);
    if (wait) carry.resend_at = String(Date.now() + wait * 1000);
    return codeAnswer(text(form, 'phone'), carry, { init: { status: r.status }, message: r.message });
  }
  return codeAnswer(
    text(form, 'phone'),
    { ...carry, ...codeTimes(r.data) },
    { sentTo: r.data.phone, notice: again ? 'code.resent' : null },
  );
}

/** The code: right, and signed in (on to `next`); else why not, at the code's box. */
async function verify(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const carry = Object.fromEntries(CARRIED.map((k) => [k, text(form, k)])) as Carried;
  const phone = text(form, 'phone');
  const submission = parseForm(form, codeFormSchema);
  if (submission.status !== 'success')
    return codeAnswer(phone, carry, { init: { status: 422 }, result: submission.reply() });
  const locale = localeFromPath(new URL(request.url).pathname);
  const r = result(
    await serverApi(context).POST('/api/v1/auth/login/code/verify', {
      body: { ...submission.value, locale, device: deviceToken(request) },
    }),
    'Login failed. Please try again.',
  );
  if (!r.ok || !r.data) {
    const fieldErrors = fieldErrorLists(r.error);
    return codeAnswer(phone, carry, {
      init: { status: r.status },
      result: submission.reply({ fieldErrors }),
      message: fieldErrors.code ? null : r.message,
    });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, r.data.access_token, r.data.expires_at));
  headers.append('Set-Cookie', flashCookie(request, 'success', 'Login successful!'));
  const device = deviceCookie(request, r.data.device_token);
  if (device) headers.append('Set-Cookie', device);
  return redirect(safeNext(carry.next, home(request)), { headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return authMeta('loginCode.title', paths.loginCode, loaderData, matches);
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as Answer | undefined;
  const coding = answer?.step === 'code' ? answer : null;
  return (
    <AuthCard heading={coding ? t('loginCode.code.heading') : t('loginCode.heading')}>
      {coding ? (
        <CodeStep formId="login-code" lead="loginCode.code.lead" back="code.otherNumber" {...codeStepProps(coding)} />
      ) : (
        <NumberForm next={loaderData.next} answer={answer?.step === 'number' ? answer : undefined} />
      )}
      <SignInAlternatives next={loaderData.next} other="password" />
    </AuthCard>
  );
}

function NumberForm({ next, answer }: { next: string; answer: Extract<Answer, { step: 'number' }> | undefined }) {
  const { t, tm } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(numberFormSchema, answer?.result, { id: 'login-code-number' });
  return (
    <>
      <p className="muted">{t('loginCode.lead')}</p>
      {answer?.message ? (
        <p className="field-error" role="alert">
          {tm(answer.message)}
        </p>
      ) : null}
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="next" value={next} />
        <PhoneField field={fields.phone} />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} onMouseDown={keepFieldFocus}>
          {submitting ? t('loginCode.submitting') : t('loginCode.submit')}
        </button>
      </Form>
    </>
  );
}
