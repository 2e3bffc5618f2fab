import { Form, Link, data, useNavigation } from 'react-router';
import { passwordResetRequestSchema } from '@aangan/contracts';
import type { Route } from './+types/forgot-password';
import { keepFieldFocus } from '../../../shared/ui/Field';
import { localeFromPath, useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { parseForm, useSchemaForm } from '../../../shared/form';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { fieldErrorLists } from '../../../shared/session.server';
import { AuthCard, PhoneField, authMeta } from '../AuthCard';

// /forgot-password (decision 025): asks for a reset link by the mobile number people log in
// with. The answer is the same whether or not the number has an account, so the page says only
// what may have happened.

export async function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, passwordResetRequestSchema);
  // What was typed comes back with a refusal, so a browser without JavaScript shows it again.
  if (submission.status !== 'success')
    return data({ sent: false, result: submission.reply(), message: null as string | null }, { status: 422 });
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/auth/password-reset', {
      body: { phone: submission.value.phone },
    }),
    'The link could not be sent. Please try again.',
  );
  if (r.ok) return { sent: true, result: submission.reply(), message: null };
  const fieldErrors = fieldErrorLists(r.error);
  return data(
    {
      sent: false,
      result: submission.reply({ fieldErrors }),
      message: Object.keys(fieldErrors).length ? null : r.message,
    },
    { status: r.status },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return authMeta('forgot.title', paths.forgotPassword, loaderData, matches);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(passwordResetRequestSchema, actionData?.result);

  return (
    <AuthCard heading={t('forgot.heading')} switchTo={<Link to={href(paths.login)}>{t('forgot.toLogin')}</Link>}>
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
          <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit}>
            {/* Someone signed in here too (their browser sends the session cookie) must prove the form is ours. */}
            <input type="hidden" name="csrf" value={csrf ?? ''} />
            <PhoneField field={fields.phone} />
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
    </AuthCard>
  );
}
