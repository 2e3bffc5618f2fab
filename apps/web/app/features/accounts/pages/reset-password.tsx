import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { passwordResetFormSchema } from '@aangan/contracts';
import type { Route } from './+types/reset-password';
import { Field, keepFieldFocus } from '../../../shared/ui/Field';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { fieldErrorLists, flashCookie } from '../../../shared/session.server';
import { AuthCard } from '../AuthCard';

// /reset-password?token=… (decision 025): the page the link in a reset e-mail opens. Choosing a
// new password posts the token with it; the API decides whether the link still works, so the
// page learns that only when the form is sent (opening the link changes nothing). Passwords are
// never sent back to the page, not even with a refusal.

const hideFields = ['new_password', 'confirm_password'];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), token: url.searchParams.get('token') ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, passwordResetFormSchema);
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), problem: null as string | null }, { status: 422 });
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/auth/password-reset/confirm', {
      body: { token: String(form.get('token') ?? ''), new_password: submission.value.new_password },
    }),
    'The password could not be changed. Please try again.',
  );
  if (!r.ok) {
    const fieldErrors = fieldErrorLists(r.error);
    // A link that no longer works (or never did) is the page's problem, not a field's.
    return data(
      {
        result: submission.reply({ fieldErrors, hideFields }),
        problem: Object.keys(fieldErrors).length ? null : r.message,
      },
      { status: r.status },
    );
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(locale === 'hi-IN' ? `/hi${paths.login}` : paths.login, {
    headers: { 'Set-Cookie': flashCookie(request, 'success', 'Password changed. Please log in.') },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  // The address carries a secret: never indexed, and never sent on as a referrer.
  return [
    { title: `${translate(locale, 'reset.title')} | ${translate(locale, 'site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(passwordResetFormSchema, actionData?.result);
  const askAgain = <Link to={href(paths.forgotPassword)}>{t('reset.askAgain')}</Link>;

  if (!loaderData.token) {
    return (
      <AuthCard heading={t('reset.heading')} switchTo={askAgain}>
        <p>{t('reset.missing')}</p>
      </AuthCard>
    );
  }

  const field = (name: 'new_password' | 'confirm_password', label: 'reset.newPassword' | 'auth.confirmPassword') => (
    <Field
      key={fields[name].key}
      label={t(label)}
      name={name}
      type="password"
      autoComplete="new-password"
      error={firstError(fields[name].errors)}
    />
  );

  return (
    <AuthCard heading={t('reset.heading')}>
      <p className="muted">{t('reset.lead')}</p>
      {actionData?.problem ? (
        <div role="alert" data-testid="reset-problem">
          <p className="field-error">{tm(actionData.problem)}</p>
          <p>{askAgain}</p>
        </div>
      ) : null}
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        {/* Someone signed in here too (their browser sends the session cookie) must prove the form is ours. */}
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        {field('new_password', 'reset.newPassword')}
        {field('confirm_password', 'auth.confirmPassword')}
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} onMouseDown={keepFieldFocus}>
          {submitting ? t('reset.submitting') : t('reset.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
