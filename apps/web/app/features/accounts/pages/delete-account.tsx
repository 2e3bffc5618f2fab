import { useState } from 'react';
import { Form, Link, data, useNavigation, useRouteLoaderData } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { DELETION_REASONS, DELETION_SUBJECT, DELETION_TYPES, deletionRequestFormSchema } from '@aangan/contracts';
import type { Route } from './+types/delete-account';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { refusal } from '../../../shared/form-client';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { Field, FieldFrame, Honeypot, keepFieldFocus } from '../../../shared/ui/Field';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../accounts.css';

// /delete-account: why, what to delete (radio cards: click, arrow keys, Space or Enter; the whole
// account by default), an optional message and the e-mail, checked with the deletion request's
// shared schema in the browser and again here, then stored through the forms API for the
// grievance officer; then the confirmation with Return to Home.

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), sent: url.searchParams.get('sent') === '1' };
}

type Answer = { sent: boolean; result?: SubmissionResult<string[]> };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, deletionRequestFormSchema);
  if (submission.status !== 'success')
    return data<Answer>({ sent: false, result: submission.reply() }, { status: 422 });
  // The honeypot goes along: the forms API answers a bot as usual and keeps its request as spam.
  const body = { ...submission.value, _gotcha: String(form.get('_gotcha') ?? '') };
  const res = await serverApi(context).POST('/api/v1/f/{formId}', {
    params: { path: { formId: 'deletion-request' } },
    body,
  });
  if (res.response.status === 200) return { sent: true } satisfies Answer;
  const refused = refusal(res.error?.errors ?? [{ message: 'Something went wrong' }]);
  const errors = refused.ok ? {} : { fieldErrors: refused.fields, formErrors: refused.form ? [refused.form] : [] };
  return data<Answer>({ sent: false, result: submission.reply(errors) }, { status: res.response.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'delete.title'),
    description: translate(locale, 'delete.lead'),
    path: '/delete-account',
    locale,
    origin: root.origin,
  });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent || actionData?.sent) return <DeletionSent />;
  return <DeletionPage lastResult={actionData?.result} />;
}

function DeletionSent() {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container section narrow">
      <div className="panel confirm" role="status" data-testid="deletion-done">
        <h1>{t('delete.doneTitle')}</h1>
        <p>{t('delete.doneText')}</p>
        <Link to={href('/')} className="btn btn-primary">
          {t('delete.home')}
        </Link>
      </div>
    </main>
  );
}

function DeletionPage({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container section narrow">
      <div className="page-head">
        <h1>{t('delete.title')}</h1>
        <Link to={href(paths.addListing)} className="btn btn-accent">
          {t('policies.addListing')}
        </Link>
      </div>
      <p className="muted">{t('delete.lead')}</p>
      <div className="warning-line" role="note">
        <p>{t('delete.notice1')}</p>
        <p>{t('delete.notice2')}</p>
        <p>{t('delete.notice3')}</p>
      </div>
      <DeletionForm lastResult={lastResult} />
      <section className="panel cta" aria-labelledby="del-help">
        <h2 id="del-help">{t('delete.helpTitle')}</h2>
        <p>{t('delete.helpText')}</p>
        <Link to={href(paths.contact)}>{t('nav.contact')}</Link> ·{' '}
        <Link to={href(paths.policy('privacy-policy'))}>{t('footer.link.privacy')}</Link>
      </section>
    </main>
  );
}

/** The request itself; a refused one comes back with what was typed and each field's reason. */
function DeletionForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, tm } = useI18n();
  const root = useRouteLoaderData('root') as { user?: { email?: string | null } | null } | undefined;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(deletionRequestFormSchema, lastResult, {
    defaultValue: { request_type: 'account', user_email: root?.user?.email ?? '' },
  });
  const initial = (name: keyof typeof fields) => fields[name].initialValue as string | undefined;
  // What the form sends is the checked radio itself; this copy only picks the message's label.
  const [type, setType] = useState(initial('request_type') || 'account');
  const formError = firstError(form.errors);
  return (
    <Form
      method="post"
      noValidate
      className="panel post-form"
      data-testid="deletion-form"
      id={form.id}
      onSubmit={form.onSubmit}
    >
      <Honeypot />
      {/* As the specification's form sends them: the fixed subject, and the chosen option copied. */}
      <input type="hidden" name="subject" value={DELETION_SUBJECT} />
      <input type="hidden" name="deletion_type" value={type} />
      {formError ? (
        <p className="field-error" role="alert">
          {tm(formError)}
        </p>
      ) : null}
      <ReasonField initial={initial('deletion_reason')} error={firstError(fields.deletion_reason.errors)} />
      <DeletionTypes chosen={initial('request_type') || 'account'} onChoose={setType} />
      <FieldFrame
        label={t(type === 'specific' ? 'delete.messageSpecific' : 'delete.message')}
        name="message"
        id="del-message"
        boxed={false}
        error={firstError(fields.message.errors)}
        control={(tie) => <textarea {...tie} rows={5} defaultValue={initial('message') ?? ''} />}
      />
      <Field
        label={t('delete.email')}
        name="user_email"
        id="del-email"
        type="email"
        autoComplete="email"
        defaultValue={initial('user_email')}
        error={firstError(fields.user_email.errors)}
      />
      <button type="submit" className="btn btn-danger" disabled={busy} onMouseDown={keepFieldFocus}>
        {busy ? t('delete.submitting') : t('delete.submit')}
      </button>
    </Form>
  );
}

function ReasonField({ initial, error }: { initial: string | undefined; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <FieldFrame
      label={t('delete.reason')}
      name="deletion_reason"
      id="del-reason"
      error={error}
      control={(tie) => (
        <select {...tie} defaultValue={initial ?? ''}>
          <option value="">{t('delete.selectReason')}</option>
          {DELETION_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {t(`delete.reason.${r.value}` as MessageKey)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * What to delete, as real radios, uncontrolled: the browser owns the checked state, so a click on
 * the card (its label), arrow keys, assistive technology, a script setting .checked and a page
 * without JavaScript all change what is submitted; the card's look follows :checked in CSS. The
 * name is the title, the help text its description.
 */
function DeletionTypes({ chosen, onChoose }: { chosen: string; onChoose: (type: string) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="choice-cards">
      <legend>{t('delete.type')}</legend>
      {DELETION_TYPES.map((x) => (
        <label key={x.value} className="choice-card">
          <input
            type="radio"
            name="request_type"
            value={x.value}
            defaultChecked={chosen === x.value}
            aria-labelledby={`del-type-${x.value}`}
            aria-describedby={`del-type-${x.value}-help`}
            onChange={(e) => {
              if (e.currentTarget.checked) onChoose(x.value);
            }}
            // Enter chose a card before these were plain radios (and the confirmation flow's
            // test relies on it): keep it rather than letting Enter submit the form.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.currentTarget.checked = true;
                onChoose(x.value);
              }
            }}
          />
          <span>
            <strong id={`del-type-${x.value}`}>{t(`delete.type.${x.value}` as MessageKey)}</strong>
            <br />
            <span id={`del-type-${x.value}-help`} className="muted">
              {t(`delete.typeHelp.${x.value}` as MessageKey)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
