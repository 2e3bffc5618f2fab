import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { loginFormSchema } from '@aangan/contracts';
import { Field, keepFieldFocus } from '../../../shared/ui/Field';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { localeFromPath, useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { fieldErrorLists, flashCookie, loadSession, safeNext, sessionCookie } from '../../../shared/session.server';
import { deviceCookie, deviceToken } from '../device.server';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { AuthCard, PhoneField, authMeta, SignInAlternatives } from '../AuthCard';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const home = locale === 'hi-IN' ? '/hi' : '/';
  const next = safeNext(url.searchParams.get('next'), home);
  if ((await loadSession(context)).user) throw redirect(next);
  return { locale, next };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, loginFormSchema);
  // A password is never written back into the page.
  const hideFields = ['password'];
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), message: null as string | null }, { status: 422 });
  const { phone, password } = submission.value;
  const locale = localeFromPath(new URL(request.url).pathname);
  const r = result(
    // The device's token from an earlier sign-in: the right password gets in even while failures
    // from elsewhere have locked the number.
    await serverApi(context).POST('/api/v1/auth/login', {
      body: { phone, password, locale, device: deviceToken(request) },
    }),
    'Failed to login',
  );
  if (!r.ok || !r.data)
    return data(
      {
        result: submission.reply({ fieldErrors: fieldErrorLists(r.error), hideFields }),
        message: r.message || 'Login failed. Please try again.',
      },
      { status: r.status },
    );
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(request, r.data.access_token, r.data.expires_at));
  headers.append('Set-Cookie', flashCookie(request, 'success', 'Login successful!'));
  const device = deviceCookie(request, r.data.device_token);
  if (device) headers.append('Set-Cookie', device);
  return redirect(safeNext(form.get('next'), locale === 'hi-IN' ? '/hi' : '/'), { headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return authMeta('login.title', paths.login, loaderData, matches);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const nav = useNavigation();
  const submitting = nav.state === 'submitting';
  const [form, fields] = useSchemaForm(loginFormSchema, actionData?.result);

  useResultToast(actionData);

  return (
    <AuthCard heading={t('login.heading')}>
      <p className="muted">{t('login.lead')}</p>
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="next" value={loaderData.next} />
        <PhoneField field={fields.phone} />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          key={fields.password.key}
          error={firstError(fields.password.errors)}
        />
        <p className="auth-forgot">
          <Link to={href(paths.forgotPassword)}>{t('login.forgot')}</Link>
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} onMouseDown={keepFieldFocus}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </Form>
      <SignInAlternatives next={loaderData.next} other="code" />
    </AuthCard>
  );
}
