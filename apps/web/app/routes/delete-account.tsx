import { useState } from 'react';
import { Form, Link, data, useNavigation, useRouteLoaderData } from 'react-router';
import { DELETION_REASONS, DELETION_TYPES } from '@aangan/contracts';
import type { Route } from './+types/delete-account';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import { formErrorText, withFieldName } from '../lib/form-client';
import { Honeypot } from '../components/Field';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

// /delete-account (spec sections 2, 4, 5 and 9): reason, what to delete (radio cards: click,
// arrow keys, Space or Enter; account by default), an optional message and the e-mail, stored through the forms
// API for the grievance officer; then the confirmation with Return to Home.
const FIELDS = ['user_email', 'deletion_reason', 'request_type', 'message'] as const;
type Errors = Record<string, string>;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), sent: url.searchParams.get('sent') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = Object.fromEntries([...FIELDS, '_gotcha'].map((k) => [k, String(form.get(k) ?? '')]));
  const res = await serverApi(context).POST('/api/v1/f/{formId}', {
    params: { path: { formId: 'deletion-request' } },
    body,
  });
  if (res.response.status === 200) return { sent: true, errors: {} as Errors, values: {} as Record<string, string> };
  const list: { field?: string; message: string }[] = res.error?.errors ?? [{ message: 'Something went wrong' }];
  const errors: Errors = {};
  for (const e of list) {
    const k = e.field ?? '_form';
    errors[k] = errors[k] ? `${errors[k]}, ${formErrorText(e)}` : formErrorText(e);
  }
  return data({ sent: false, errors, values: body }, { status: res.response.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'delete.title'),
    description: translate(locale, 'delete.lead'),
    path: '/delete-account',
    locale,
    origin: root?.origin ?? '',
  });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const root = useRouteLoaderData('root') as { user?: { email?: string | null } | null } | undefined;
  const busy = useNavigation().state === 'submitting';
  const prev = actionData?.values ?? {};
  // What the form submits is the checked radio itself; this copy only picks the message's label.
  const chosenType = prev.request_type || 'account';
  const [type, setType] = useState(chosenType);
  const errors = actionData?.errors ?? {};
  // Spec: server errors read with the field's name before them.
  const fieldError = (k: string, prefix: string) =>
    errors[k] ? withFieldName(prefix, errors[k].split(', ').map(tm).join(', ')) : null;
  if (loaderData.sent || actionData?.sent) {
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
      <Form method="post" noValidate className="panel post-form" data-testid="deletion-form">
        <Honeypot />
        {errors._form ? (
          <p className="field-error" role="alert">
            {tm(errors._form)}
          </p>
        ) : null}
        <div className={`field${errors.deletion_reason ? ' has-error' : ''}`}>
          <label htmlFor="del-reason">{t('delete.reason')}</label>
          <select
            id="del-reason"
            name="deletion_reason"
            required
            defaultValue={prev.deletion_reason ?? ''}
            aria-invalid={errors.deletion_reason ? true : undefined}
            aria-describedby={errors.deletion_reason ? 'del-reason-err' : undefined}
          >
            <option value="">{t('delete.selectReason')}</option>
            {DELETION_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {t(`delete.reason.${r.value}` as MessageKey)}
              </option>
            ))}
          </select>
          {errors.deletion_reason ? (
            <p id="del-reason-err" className="field-error">
              {tm(errors.deletion_reason)}
            </p>
          ) : null}
        </div>
        {/* Real radios, uncontrolled: the browser owns the checked state, so a click on the card (its
            label), arrow keys, assistive technology, a script setting .checked and a page without
            JavaScript all change what is submitted; the card's look follows :checked in CSS. The
            name is the title, the help text its description. */}
        <fieldset className="choice-cards">
          <legend>{t('delete.type')}</legend>
          {DELETION_TYPES.map((x) => (
            <label key={x.value} className="choice-card">
              <input
                type="radio"
                name="request_type"
                value={x.value}
                defaultChecked={chosenType === x.value}
                aria-labelledby={`del-type-${x.value}`}
                aria-describedby={`del-type-${x.value}-help`}
                onChange={(e) => {
                  if (e.currentTarget.checked) setType(x.value);
                }}
                // Enter chose a card before these were plain radios (and the confirmation flow's
                // test relies on it): keep it rather than letting Enter submit the form.
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    e.currentTarget.checked = true;
                    setType(x.value);
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
        <div className={`field${errors.message ? ' has-error' : ''}`}>
          <label htmlFor="del-message">{t(type === 'specific' ? 'delete.messageSpecific' : 'delete.message')}</label>
          <textarea
            id="del-message"
            name="message"
            rows={5}
            defaultValue={prev.message ?? ''}
            aria-invalid={errors.message ? true : undefined}
          />
          {fieldError('message', 'Message') ? <p className="field-error">{fieldError('message', 'Message')}</p> : null}
        </div>
        <div className={`field${errors.user_email ? ' has-error' : ''}`}>
          <label htmlFor="del-email">{t('delete.email')}</label>
          <input
            id="del-email"
            name="user_email"
            type="email"
            autoComplete="email"
            required
            defaultValue={prev.user_email ?? root?.user?.email ?? ''}
            aria-invalid={errors.user_email ? true : undefined}
          />
          {fieldError('user_email', 'Email') ? (
            <p className="field-error">{fieldError('user_email', 'Email')}</p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? t('delete.submitting') : t('delete.submit')}
        </button>
      </Form>
      <section className="panel cta" aria-labelledby="del-help">
        <h2 id="del-help">{t('delete.helpTitle')}</h2>
        <p>{t('delete.helpText')}</p>
        <Link to={href(paths.contact)}>{t('nav.contact')}</Link> ·{' '}
        <Link to={href(paths.policy('privacy-policy'))}>{t('footer.link.privacy')}</Link>
      </section>
    </main>
  );
}
