import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { registerFormSchema } from '@aangan/contracts';
import { DIGITS_ONLY, Field, keepFieldFocus, MOBILE_INPUT } from '../components/Field';
import { useResultToast } from '../components/useResultToast';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { serverApi } from '../lib/api.server';
import { result } from '../lib/api-result';
import { fieldErrorLists, flashCookie, loadSession, safeNext, sessionCookie } from '../lib/session.server';
import { firstError, parseForm, useSchemaForm } from '../lib/form';

/** Where a new account goes: the page that sent the person here (`next`, same site only), else the account. */
const landing = (request: Request, next: unknown) =>
  safeNext(next, localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi/account' : paths.account);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const next = url.searchParams.get('next');
  if ((await loadSession(context)).user) throw redirect(landing(request, next));
  return { locale, next: next ? landing(request, next) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, registerFormSchema);
  // Passwords are never written back into the page.
  const hideFields = ['password', 'confirm_password'];
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), message: null as string | null }, { status: 422 });
  const v = submission.value;
  const r = result(
    await serverApi(context).POST('/api/v1/auth/register', {
      body: {
        phone: v.phone,
        full_name: `${v.first_name} ${v.last_name}`,
        email: v.email,
        password: v.password,
        locale: localeFromPath(new URL(request.url).pathname),
      },
    }),
    'Registration failed',
  );
  if (!r.ok || !r.data) {
    const fields = fieldErrorLists(r.error);
    // The API knows one name; the form has two boxes for it.
    if (fields.full_name) fields.first_name = fields.full_name;
    return data(
      {
        result: submission.reply({ fieldErrors: fields, hideFields }),
        message: r.message || 'Registration failed. Please try again.',
      },
      { status: r.status },
    );
  }
  // Signed up is signed in: the same phone and password log in from now on.
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, r.data.access_token, r.data.expires_at));
  headers.append('Set-Cookie', flashCookie(request, 'success', 'Registration successful!'));
  return redirect(landing(request, form.get('next')), { headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'register.title'),
    path: paths.register,
    locale,
    origin: root?.origin ?? '',
    noindex: true,
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(registerFormSchema, actionData?.result);

  useResultToast(actionData);

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
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t('register.heading')}</h1>
        <p className="muted">{t('register.lead')}</p>
        <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <div className="field-row">
            {field('first_name', 'auth.firstName', { autoComplete: 'given-name' })}
            {field('last_name', 'auth.lastName', { autoComplete: 'family-name' })}
          </div>
          {field('email', 'auth.email', { type: 'email', autoComplete: 'email' })}
          {field('phone', 'auth.phone', { ...MOBILE_INPUT, ...DIGITS_ONLY, placeholder: '98XXXXXXXX' })}
          {field('password', 'auth.password', { type: 'password', autoComplete: 'new-password' })}
          {field('confirm_password', 'auth.confirmPassword', { type: 'password', autoComplete: 'new-password' })}
          <p className="terms">
            {t('register.termsPrefix')} <Link to={href(paths.policy('terms-of-service'))}>{t('register.terms')}</Link>{' '}
            {t('register.and')} <Link to={href(paths.policy('privacy-policy'))}>{t('register.privacy')}</Link>.
          </p>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={submitting}
            onMouseDown={keepFieldFocus}
          >
            {submitting ? t('register.submitting') : t('register.submit')}
          </button>
        </Form>
        <p className="auth-switch">
          {t('register.haveAccount')}{' '}
          <Link
            to={
              loaderData.next ? `${href(paths.login)}?next=${encodeURIComponent(loaderData.next)}` : href(paths.login)
            }
          >
            {t('register.toLogin')}
          </Link>
        </p>
      </div>
    </main>
  );
}
