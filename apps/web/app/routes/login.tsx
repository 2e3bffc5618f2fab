import { useState } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { Field, keepFieldFocus, MOBILE_INPUT } from '../components/Field';
import { useResultToast } from '../components/useResultToast';
import { localeFromPath, translate, useI18n } from '../i18n';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { apiSend, fieldErrors, flashCookie, loadSession, safeNext, sessionCookie } from '../lib/session.server';
import { digitsOnly, formValues, validateLogin, type Errors } from '../lib/validate';

interface LoginResponse {
  access_token: string;
  expires_at: string;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const home = locale === 'hi-IN' ? '/hi' : '/';
  const next = safeNext(url.searchParams.get('next'), home);
  if ((await loadSession(context)).user) throw redirect(next);
  return { locale, next };
}

export async function action({ context, request }: Route.ActionArgs) {
  const v = formValues(await request.formData(), ['phone', 'password', 'next'] as const);
  const errors = validateLogin(v);
  if (Object.keys(errors).length) return data({ errors, message: null as string | null }, { status: 422 });
  const r = await apiSend<LoginResponse>(
    context,
    '/auth/login/',
    {
      method: 'POST',
      body: { phone: `+91${v.phone}`, password: v.password, locale: localeFromPath(new URL(request.url).pathname) },
    },
    'Failed to login',
  );
  if (!r.ok)
    return data(
      { errors: fieldErrors(r.data), message: r.message || 'Login failed. Please try again.' },
      { status: r.status },
    );
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, r.data.access_token, r.data.expires_at));
  headers.append('Set-Cookie', flashCookie(request, 'success', 'Login successful!'));
  const home = localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '/';
  return redirect(safeNext(v.next, home), { headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'login.title'),
    path: paths.login,
    locale,
    origin: root?.origin ?? '',
    noindex: true,
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const nav = useNavigation();
  const submitting = nav.state === 'submitting';
  const [values, setValues] = useState({ phone: '', password: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const local = validateLogin(values);
  const server: Errors = actionData?.errors ?? {};
  const shown = (k: 'phone' | 'password') => (touched[k] ? local[k] : undefined) ?? server[k];

  useResultToast(actionData);

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{t('login.heading')}</h1>
        <p className="muted">{t('login.lead')}</p>
        <Form
          method="post"
          noValidate
          onSubmit={(e) => {
            if (Object.keys(local).length) {
              e.preventDefault();
              setTouched({ phone: true, password: true });
            }
          }}
        >
          <input type="hidden" name="next" value={loaderData.next} />
          <Field
            label={t('auth.phone')}
            name="phone"
            {...MOBILE_INPUT}
            maxLength={10}
            value={values.phone}
            error={shown('phone')}
            placeholder="98XXXXXXXX"
            onChange={(e) => setValues((v) => ({ ...v, phone: digitsOnly(e.target.value) }))}
            onBlur={() => setTouched((x) => ({ ...x, phone: true }))}
          />
          <Field
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={shown('password')}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            onBlur={() => setTouched((x) => ({ ...x, password: true }))}
          />
          <p className="auth-forgot">
            <Link to={href(paths.forgotPassword)}>{t('login.forgot')}</Link>
          </p>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={submitting}
            onMouseDown={keepFieldFocus}
          >
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </Form>
        <p className="auth-switch">
          {t('login.noAccount')}{' '}
          <Link
            to={
              loaderData.next === href('/')
                ? href(paths.register)
                : `${href(paths.register)}?next=${encodeURIComponent(loaderData.next)}`
            }
          >
            {t('login.toRegister')}
          </Link>
        </p>
      </div>
    </main>
  );
}
