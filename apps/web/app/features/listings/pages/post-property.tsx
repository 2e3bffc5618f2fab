import { Form, Link, data, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { POST_PROPERTY_LISTING_TYPES, POST_PROPERTY_TYPES, postPropertyFormSchema } from '@aangan/contracts';
import type { Route } from './+types/post-property';
import { Field, FieldFrame, MOBILE_INPUT, Honeypot, keepFieldFocus } from '../../../shared/ui/Field';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { refusal } from '../../../shared/form-client';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../listings.css';

// Posting a property, two ways: list it yourself (the add-listing flow, /add-new-listing) or
// leave your number and our team calls back (an owner's enquiry, also Property Valuation).
// /post-property offers the choice; ?callback=1 and ?for=valuation open the call-back form.

/** The call-back form's answer: sent, or Conform's reply (errors by field, what was typed). */
interface CallbackResult {
  sent: boolean;
  result?: SubmissionResult<string[]>;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const valuation = url.searchParams.get('for') === 'valuation';
  return {
    locale: localeFromPath(url.pathname),
    sent: url.searchParams.get('sent') === '1',
    valuation,
    callback: valuation || url.searchParams.get('callback') === '1',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, postPropertyFormSchema);
  if (submission.status !== 'success')
    return data<CallbackResult>({ sent: false, result: submission.reply() }, { status: 422 });
  // The honeypot goes along: the forms API answers a bot as usual and keeps its form as spam.
  const body = { ...submission.value, _gotcha: String(form.get('_gotcha') ?? '') };
  const res = await serverApi(context).POST('/api/v1/f/{formId}', {
    params: { path: { formId: 'post-property' } },
    body,
  });
  if (res.response.status === 200) return { sent: true } satisfies CallbackResult;
  // The API's refusals join the reply, by field or for the whole form, with what was typed.
  const refused = refusal(res.error?.errors);
  const result = submission.reply({
    fieldErrors: refused.fields,
    formErrors: refused.form ? [refused.form] : undefined,
  });
  return data<CallbackResult>({ sent: false, result }, { status: res.response.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'post.title'),
    description: translate(locale, 'post.lead'),
    path: paths.postProperty,
    locale,
    origin: root.origin,
  });
}

export default function PostProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  if (loaderData.sent || actionData?.sent) return <Thanks />;
  if (!loaderData.callback && !actionData) return <PostChoices />;
  return (
    <main id="main" className="container narrow">
      <h1>{t(loaderData.valuation ? 'post.valuationTitle' : 'post.call.title')}</h1>
      <p className="muted">{t('post.lead')}</p>
      <p>
        <Link to={href(paths.addListing)}>{t('post.orSelf')}</Link>
      </p>
      <CallbackForm valuation={loaderData.valuation} answer={actionData} />
    </main>
  );
}

function Thanks() {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container narrow">
      <div className="panel" role="status">
        <h1>{t('post.thanksTitle')}</h1>
        <p>{t('post.thanks')}</p>
        <p>
          <Link className="btn btn-primary" to={href(paths.addListing)}>
            {t('post.listNow')}
          </Link>{' '}
          <Link className="btn btn-ghost" to={href('/')}>
            {t('post.home')}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** The two ways, side by side: list it yourself, or be called back. */
function PostChoices() {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container narrow">
      <h1>{t('post.title')}</h1>
      <p className="muted">{t('post.chooseLead')}</p>
      <ul className="post-choices">
        <li className="panel post-choice">
          <h2 id="choice-self">{t('post.self.title')}</h2>
          <ul className="post-choice-points">
            <li>{t('post.self.point1')}</li>
            <li>{t('post.self.point2')}</li>
            <li>{t('post.self.point3')}</li>
          </ul>
          <Link className="btn btn-primary" to={href(paths.addListing)} aria-describedby="choice-self">
            {t('post.self.cta')}
          </Link>
        </li>
        <li className="panel post-choice">
          <h2 id="choice-call">{t('post.call.title')}</h2>
          <ul className="post-choice-points">
            <li>{t('post.call.point1')}</li>
            <li>{t('post.call.point2')}</li>
            <li>{t('post.call.point3')}</li>
          </ul>
          <Link className="btn btn-ghost" to={href(`${paths.postProperty}?callback=1`)} aria-describedby="choice-call">
            {t('post.call.cta')}
          </Link>
        </li>
      </ul>
    </main>
  );
}

type Fields = ReturnType<typeof useSchemaForm<typeof postPropertyFormSchema>>[1];

/** The call-back form, checked with the forms API's own schema as it is typed, and again by the action and the API. */
function CallbackForm({ valuation, answer }: { valuation: boolean; answer: CallbackResult | undefined }) {
  const { t, tm } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(postPropertyFormSchema, answer?.result, { id: 'post-property' });
  const formError = firstError(form.errors);
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="panel post-form">
      <input type="hidden" name="enquiry" value={valuation ? 'valuation' : 'listing'} />
      {/* For bots only: people never see this box. */}
      <Honeypot />
      {formError ? (
        <p className="field-error" role="alert">
          {tm(formError)}
        </p>
      ) : null}
      <CallbackBoxes fields={fields} />
      <Terms fields={fields} />
      <button type="submit" className="btn btn-primary" disabled={submitting} onMouseDown={keepFieldFocus}>
        {submitting ? t('post.sending') : t('post.submit')}
      </button>
    </Form>
  );
}

function CallbackBoxes({ fields }: { fields: Fields }) {
  const { t } = useI18n();
  const value = (name: keyof Fields) => fields[name].initialValue as string | undefined;
  const field = (name: keyof Fields, label: MessageKey, props: Record<string, unknown> = {}) => (
    <Field
      key={fields[name].key}
      label={t(label)}
      name={name}
      defaultValue={value(name) ?? ''}
      error={firstError(fields[name].errors)}
      {...props}
    />
  );
  const select = (name: 'property_type' | 'listing_type', label: MessageKey, options: readonly string[]) => (
    <ChoiceBox
      key={fields[name].key}
      name={name}
      label={label}
      options={options}
      required={name === 'property_type'}
      value={value(name)}
      error={firstError(fields[name].errors)}
    />
  );
  return (
    <>
      <div className="field-row">
        {field('full_name', 'post.fullName', { autoComplete: 'name', required: true })}
        {field('phone', 'post.phone', { ...MOBILE_INPUT, required: true })}
      </div>
      {field('email', 'post.email', { type: 'email', autoComplete: 'email', required: true })}
      <div className="field-row">
        {select('property_type', 'post.propertyType', POST_PROPERTY_TYPES)}
        {select('listing_type', 'post.listingType', POST_PROPERTY_LISTING_TYPES)}
      </div>
      {field('property_location', 'post.location', { required: true, placeholder: t('post.locationHint') })}
      <div className="field-row">
        {field('property_size', 'post.size', { placeholder: t('post.sizeHint') })}
        {field('budget_range', 'post.budget', { placeholder: t('post.budgetHint') })}
      </div>
      <FieldFrame
        label={t('post.description')}
        name="property_description"
        boxed={false}
        error={firstError(fields.property_description.errors)}
        control={(tie) => (
          <textarea
            {...tie}
            key={fields.property_description.key}
            rows={4}
            maxLength={2000}
            defaultValue={value('property_description') ?? ''}
          />
        )}
      />
    </>
  );
}

/** A choice of the call-back form (`post.<name>.<option>` words each option). */
function ChoiceBox({
  name,
  label,
  options,
  required,
  value,
  error,
}: {
  name: string;
  label: MessageKey;
  options: readonly string[];
  required: boolean;
  value: string | undefined;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <FieldFrame
      label={t(label)}
      name={name}
      error={error}
      control={(tie) => (
        <select {...tie} defaultValue={value ?? ''} required={required}>
          <option value="">{t('post.choose')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`post.${name}.${o}` as MessageKey)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function Terms({ fields }: { fields: Fields }) {
  const { t, tm, href } = useI18n();
  const error = firstError(fields.terms_agreement.errors);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="check">
        <input
          key={fields.terms_agreement.key}
          type="checkbox"
          name="terms_agreement"
          value="true"
          defaultChecked={fields.terms_agreement.initialValue === 'true'}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-err' : undefined}
        />{' '}
        {t('post.terms')} <Link to={href('/policies/terms-of-service')}>{t('post.termsLink')}</Link>
      </label>
      {error ? (
        <p id="terms-err" className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}
