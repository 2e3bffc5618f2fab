import { useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import { mobileDigitsError } from '@aangan/contracts';
import type { Route } from './+types/forgot-password';
import { Field, keepFieldFocus, MOBILE_INPUT } from '../components/Field';
import { localeFromPath, translate, useI18n } from '../i18n';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { useSession } from '../lib/session';
import { apiSend, fieldErrors } from '../lib/session.server';
import { digitsOnly, formValues, type Errors } from '../lib/validate';

// /forgot-password (decision 025): asks for a reset link by the mobile number people log in
// with. The answer is the same whether or not the number has an account, so the page says only
// what may have happened.

export async function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { phone, csrf } = formValues(await request.formData(), ['phone', 'csrf'] as const);
  const wrong = mobileDigitsError(phone);
  // What was typed comes back with a refusal, so a browser without JavaScript shows it again.
  if (wrong)
    return data(
      { sent: false, phone, errors: { phone: wrong } as Errors, message: null as string | null },
      { status: 422 },
    );
  const r = await apiSend(
    context,
    '/auth/password-reset/',
    { method: 'POST', csrf, body: { phone: `+91${phone}` } },
    'The link could not be sent. Please try again.',
  );
  if (r.ok) return { sent: true, phone, errors: {} as Errors, message: null };
  const errors = fieldErrors(r.data);
  return data(
    { sent: false, phone, errors, message: Object.keys(errors).length ? null : r.message },
    { status: r.status },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'forgot.title'),
    path: paths.forgotPassword,
    locale,
    origin: root?.origin ?? '',
    noindex: true,
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const submitting = useNavigation().state === 'submitting';
  const [phone, setPhone] = useState(actionData?.phone ?? '');
  const [touched, setTouched] = useState(false);
  const local = mobileDigitsError(phone);
  const error = (touched ? local : null) ?? actionData?.errors.phone;

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t('forgot.heading')}</h1>
        {actionData?.sent ? (
          <p role="status" data-testid="reset-sent">
            {t('forgot.sent')}
          </p>
        ) : (
          <>
            <p className="muted">{t('forgot.lead')}</p>
            {actionData?.message ? (
              <p className="field-error" role="alert">
                {tm(actionData.message)}
              </p>
            ) : null}
            <Form
              method="post"
              noValidate
              onSubmit={(e) => {
                if (local) {
                  e.preventDefault();
                  setTouched(true);
                }
              }}
            >
              {/* Someone signed in here too (their browser sends the session cookie) must prove the form is ours. */}
              <input type="hidden" name="csrf" value={csrf ?? ''} />
              <Field
                label={t('auth.phone')}
                name="phone"
                {...MOBILE_INPUT}
                maxLength={10}
                value={phone}
                error={error ?? undefined}
                placeholder="98XXXXXXXX"
                onChange={(e) => setPhone(digitsOnly(e.target.value))}
                onBlur={() => setTouched(true)}
              />
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={submitting}
                onMouseDown={keepFieldFocus}
              >
                {submitting ? t('forgot.submitting') : t('forgot.submit')}
              </button>
            </Form>
          </>
        )}
        <p className="auth-switch">
          <Link to={href(paths.login)}>{t('forgot.toLogin')}</Link>
        </p>
      </div>
    </main>
  );
}
