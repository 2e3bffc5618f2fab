import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { Route } from './+types/register';
import { normaliseIndianMobile, registerFormSchema } from '@aangan/contracts';
import { Field, keepFieldFocus, MOBILE_INPUT } from '../../../shared/ui/Field';
import { CodeStep } from '../CodeStep';
import { codeAnswer, codeFormSchema, codeStepProps, codeTimes, type CodeAnswer } from '../code-step';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { localeFromPath, useI18n, type MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { serverApi } from '../../../shared/api.server';
import { result, retryAfter } from '../../../shared/api-result';
import { fieldErrorLists, flashCookie, loadSession, safeNext, sessionCookie } from '../../../shared/session.server';
import { deviceCookie } from '../device.server';
import { clearPendingSignup, openPassword, sealPassword } from '../pending-signup.server';
import { firstError, formText, parseForm, useSchemaForm } from '../../../shared/form';
import { AuthCard, authMeta } from '../AuthCard';

// /register (issue 32): the details, then the 6-digit code the API sends to the number by SMS.
// No account or session exists until the code comes back. The API keeps the details meanwhile;
// the page keeps what it needs to ask for another code (which sends the details again): the
// non-secret fields as hidden fields of the code step, the password encrypted in a short-lived
// httpOnly cookie whose key only the page holds (pending-signup.server.ts).

/** Where a new account goes: the page that sent the person here (`next`, same site only), else the account. */
const landing = (request: Request, next: unknown) =>
  safeNext(next, localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi/account' : paths.account);

/** The sign-up's fields that travel with the code step (what was typed; never the password). */
const CARRIED = ['first_name', 'last_name', 'email', 'next', 'signup_key', 'resend_at', 'expires_in'] as const;
type Carried = Record<(typeof CARRIED)[number], string>;
// Passwords are never written back into the page.
const hideFields = ['password', 'confirm_password'];

type Answer =
  | { step: 'details'; result: SubmissionResult<string[]>; message: string | null; notice: MessageKey | null }
  | CodeAnswer<Carried>;

const text = formText;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const next = url.searchParams.get('next');
  if ((await loadSession(context)).user) throw redirect(landing(request, next));
  return { locale, next: next ? landing(request, next) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'verify') return verify(context, request, form);
  if (intent === 'resend') return resend(context, request, form);
  if (intent === 'edit') return details(form, { headers: { 'Set-Cookie': clearPendingSignup(request) } });
  return start(context, request, form);
}

/** The details form again, filled with what was typed (the password boxes empty), with the API's refusals. */
function details(
  form: FormData,
  init: ResponseInit = {},
  o: { fieldErrors?: Record<string, string[]>; message?: string | null; notice?: MessageKey | null } = {},
) {
  const typed = Object.fromEntries(['first_name', 'last_name', 'email', 'phone'].map((k) => [k, text(form, k)]));
  const error = o.fieldErrors ?? {};
  const answer: Answer = {
    step: 'details',
    result: { status: Object.keys(error).length ? 'error' : undefined, initialValue: typed, error },
    message: o.message ?? null,
    notice: o.notice ?? null,
  };
  return data(answer, init);
}

const carried = (form: FormData): Carried => Object.fromEntries(CARRIED.map((k) => [k, text(form, k)])) as Carried;

/**
 * Sends the details to the API, which answers 202 (a code is on its way, or, for a number that
 * has an account, a message to its owner) and keeps them until the code comes back.
 */
async function send(
  context: Route.ActionArgs['context'],
  request: Request,
  v: { first_name: string; last_name: string; email: string; phone: string; password: string },
) {
  const answer = await serverApi(context).POST('/api/v1/auth/register', {
    body: {
      phone: v.phone,
      full_name: `${v.first_name} ${v.last_name}`,
      email: v.email,
      password: v.password,
      locale: localeFromPath(new URL(request.url).pathname),
    },
  });
  return { ...result(answer, 'Registration failed. Please try again.'), wait: retryAfter(answer) };
}

/** The API's refusals of the details, by field: it knows one name, the form has two boxes for it. */
function detailErrors(error: unknown): Record<string, string[]> {
  const fields = fieldErrorLists(error);
  if (fields.full_name) fields.first_name = fields.full_name;
  return fields;
}

/** The first post: the details, checked, then sent; the code step when the API took them. */
async function start(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const submission = parseForm(form, registerFormSchema);
  if (submission.status !== 'success') {
    const answer: Answer = { step: 'details', result: submission.reply({ hideFields }), message: null, notice: null };
    return data(answer, { status: 422 });
  }
  const v = submission.value;
  const r = await send(context, request, v);
  if (!r.ok || !r.data) {
    const answer: Answer = {
      step: 'details',
      result: submission.reply({ fieldErrors: detailErrors(r.error), hideFields }),
      message: r.message,
      notice: null,
    };
    return data(answer, { status: r.status });
  }
  const sealed = sealPassword(request, v.password, v.phone, r.data.expires_in);
  const carry: Carried = {
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    email: text(form, 'email'),
    next: text(form, 'next'),
    signup_key: sealed.key,
    ...codeTimes(r.data),
  };
  return codeAnswer(text(form, 'phone'), carry, {
    sentTo: r.data.phone,
    init: { headers: { 'Set-Cookie': sealed.cookie } },
  });
}

/** "Send a new code": the details again, the password from the kept sign-up. */
async function resend(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const carry = carried(form);
  const phone = text(form, 'phone');
  const e164 = normaliseIndianMobile(phone) ?? '';
  const password = openPassword(request, carry.signup_key, e164);
  // The kept sign-up is gone (it lasts as long as the code): the form again, for the password.
  if (password === null) return details(form, { status: 410 }, { notice: 'register.detailsExpired' });
  const submission = parseForm(
    new URLSearchParams({ ...carry, phone, password, confirm_password: password }),
    registerFormSchema,
  );
  if (submission.status !== 'success')
    return details(form, { status: 422 }, { fieldErrors: submission.reply().error as Record<string, string[]> });
  const r = await send(context, request, submission.value);
  if (!r.ok || !r.data) {
    const fieldErrors = detailErrors(r.error);
    if (Object.keys(fieldErrors).length) return details(form, { status: r.status }, { fieldErrors });
    // Asked too soon (a page without scripts offers the button at once): wait as the API says.
    if (r.wait) carry.resend_at = String(Date.now() + r.wait * 1000);
    return codeAnswer(phone, carry, { init: { status: r.status }, message: r.message });
  }
  const sealed = sealPassword(request, password, e164, r.data.expires_in);
  return codeAnswer(
    phone,
    { ...carry, signup_key: sealed.key, ...codeTimes(r.data) },
    { sentTo: r.data.phone, notice: 'code.resent', init: { headers: { 'Set-Cookie': sealed.cookie } } },
  );
}

/** The code: right, and the account exists and is signed in; else why not, at the code's box. */
async function verify(context: Route.ActionArgs['context'], request: Request, form: FormData) {
  const carry = carried(form);
  const phone = text(form, 'phone');
  const submission = parseForm(form, codeFormSchema);
  if (submission.status !== 'success')
    return codeAnswer(phone, carry, { init: { status: 422 }, result: submission.reply() });
  const locale = localeFromPath(new URL(request.url).pathname);
  const r = result(
    await serverApi(context).POST('/api/v1/auth/register/verify', { body: { ...submission.value, locale } }),
    'Registration failed. Please try again.',
  );
  if (!r.ok || !r.data) {
    const fieldErrors = fieldErrorLists(r.error);
    // The e-mail (or the number) was taken meanwhile: the details form, at that box.
    if (fieldErrors.email || fieldErrors.phone)
      return details(
        form,
        { status: r.status, headers: { 'Set-Cookie': clearPendingSignup(request) } },
        { fieldErrors },
      );
    return codeAnswer(phone, carry, {
      init: { status: r.status },
      result: submission.reply({ fieldErrors }),
      message: fieldErrors.code ? null : r.message,
    });
  }
  // Signed up is signed in: the same phone and password log in from now on.
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, r.data.access_token, r.data.expires_at));
  headers.append('Set-Cookie', flashCookie(request, 'success', 'Registration successful!'));
  headers.append('Set-Cookie', clearPendingSignup(request));
  const device = deviceCookie(request, r.data.device_token);
  if (device) headers.append('Set-Cookie', device);
  return redirect(landing(request, carry.next), { headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return authMeta('register.title', paths.register, loaderData, matches);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const answer = actionData as Answer | undefined;
  const coding = answer?.step === 'code' ? answer : null;

  return (
    <AuthCard
      heading={coding ? t('register.code.heading') : t('register.heading')}
      switchTo={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={
              loaderData.next ? `${href(paths.login)}?next=${encodeURIComponent(loaderData.next)}` : href(paths.login)
            }
          >
            {t('register.toLogin')}
          </Link>
        </>
      }
    >
      {coding ? (
        <CodeStep formId="register-code" lead="code.sentTo" back="register.code.back" {...codeStepProps(coding)} />
      ) : (
        <DetailsForm next={loaderData.next} answer={answer?.step === 'details' ? answer : undefined} />
      )}
    </AuthCard>
  );
}

function DetailsForm({
  next,
  answer,
}: {
  next: string | null;
  answer: Extract<Answer, { step: 'details' }> | undefined;
}) {
  const { t, href } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(registerFormSchema, answer?.result, { id: 'register' });

  useResultToast(answer);

  const field = (name: keyof typeof fields & string, label: MessageKey, props: Record<string, unknown> = {}) => {
    const meta = fields[name];
    return (
      <Field
        key={meta.key}
        label={t(label)}
        name={name}
        defaultValue={meta.initialValue as string | undefined}
        error={firstError(meta.errors)}
        {...props}
      />
    );
  };

  return (
    <>
      <p className="muted">{t('register.lead')}</p>
      {answer?.notice ? (
        <p className="field-error" role="alert">
          {t(answer.notice)}
        </p>
      ) : null}
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <div className="field-row">
          {field('first_name', 'auth.firstName', { autoComplete: 'given-name' })}
          {field('last_name', 'auth.lastName', { autoComplete: 'family-name' })}
        </div>
        {field('email', 'auth.email', { type: 'email', autoComplete: 'email' })}
        {field('phone', 'auth.phone', { ...MOBILE_INPUT, placeholder: '98XXXXXXXX' })}
        {field('password', 'auth.password', { type: 'password', autoComplete: 'new-password' })}
        {field('confirm_password', 'auth.confirmPassword', { type: 'password', autoComplete: 'new-password' })}
        <p className="terms">
          {t('register.termsPrefix')} <Link to={href(paths.policy('terms-of-service'))}>{t('register.terms')}</Link>{' '}
          {t('register.and')} <Link to={href(paths.policy('privacy-policy'))}>{t('register.privacy')}</Link>.
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} onMouseDown={keepFieldFocus}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </Form>
    </>
  );
}
