import { useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import { checkForm, FORMS, POST_PROPERTY_LISTING_TYPES, POST_PROPERTY_TYPES } from '@aangan/contracts';
import type { Route } from './+types/post-property';
import { Field, FieldFrame, MOBILE_INPUT, Honeypot } from '../components/Field';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import { formErrorText } from '../lib/form-client';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

// Posting a property, two ways: list it yourself (the add-listing flow, /add-new-listing) or
// leave your number and our team calls back (an owner's enquiry, also Property Valuation).
// /post-property offers the choice; ?callback=1 and ?for=valuation open the call-back form.
const FORM = FORMS['post-property']!;
type Errors = Record<string, string>;

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
  const body: Record<string, string> = Object.fromEntries([...form.keys()].map((k) => [k, String(form.get(k))]));
  const res = await serverApi(context).POST('/api/v1/f/{formId}', {
    params: { path: { formId: 'post-property' } },
    body,
  });
  if (res.response.status === 200) return { sent: true, errors: {} as Errors, values: {} as Record<string, string> };
  const list: { field?: string; message: string }[] = res.error?.errors ?? [{ message: 'Something went wrong' }];
  const errors: Errors = Object.fromEntries(list.map((e) => [e.field ?? '_form', formErrorText(e)]));
  return data({ sent: false, errors, values: body }, { status: res.response.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'post.title'),
    description: translate(locale, 'post.lead'),
    path: paths.postProperty,
    locale,
    origin: root?.origin ?? '',
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

type Answer = Route.ComponentProps['actionData'];
/** What the call-back form's boxes show: what was sent, and each box's message. */
interface Boxes {
  values: Record<string, string>;
  errors: Errors;
}

/** The call-back form, checked by the forms API's rules as it is sent and again by the API. */
function CallbackForm({ valuation, answer }: { valuation: boolean; answer: Answer }) {
  const { t, tm } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [local, setLocal] = useState<Errors>({});
  const boxes: Boxes = { values: answer?.values ?? {}, errors: { ...(answer?.errors ?? {}), ...local } };
  return (
    <Form
      method="post"
      noValidate
      className="panel post-form"
      onSubmit={(e) => {
        // The same rules as the server, before anything is sent.
        const data = Object.fromEntries(new FormData(e.currentTarget));
        const r = checkForm(FORM, data);
        const next = 'errors' in r ? Object.fromEntries(r.errors.map((x) => [x.field, formErrorText(x)])) : {};
        setLocal(next);
        if (Object.keys(next).length) e.preventDefault();
      }}
    >
      <input type="hidden" name="enquiry" value={valuation ? 'valuation' : 'listing'} />
      {/* For bots only: people never see this box. */}
      <Honeypot />
      {boxes.errors._form ? (
        <p className="field-error" role="alert">
          {tm(boxes.errors._form)}
        </p>
      ) : null}
      <CallbackBoxes boxes={boxes} />
      <Terms boxes={boxes} />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('post.sending') : t('post.submit')}
      </button>
    </Form>
  );
}

function CallbackBoxes({ boxes: { values, errors } }: { boxes: Boxes }) {
  const { t } = useI18n();
  const field = (name: string, label: MessageKey, props: Record<string, unknown> = {}) => (
    <Field label={t(label)} name={name} defaultValue={values[name] ?? ''} error={errors[name]} {...props} />
  );
  const select = (name: string, label: MessageKey, options: readonly string[], required = false) => (
    <ChoiceBox
      name={name}
      label={label}
      options={options}
      required={required}
      value={values[name]}
      error={errors[name]}
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
        {select('property_type', 'post.propertyType', POST_PROPERTY_TYPES, true)}
        {select('listing_type', 'post.listingType', POST_PROPERTY_LISTING_TYPES)}
      </div>
      {field('property_location', 'post.location', { required: true, placeholder: t('post.locationHint') })}
      <div className="field-row">
        {field('property_size', 'post.size', { placeholder: t('post.sizeHint') })}
        {field('budget_range', 'post.budget', { placeholder: t('post.budgetHint') })}
      </div>
      <div className="field">
        <label htmlFor="f-property_description">{t('post.description')}</label>
        <textarea
          id="f-property_description"
          name="property_description"
          rows={4}
          maxLength={2000}
          defaultValue={values.property_description ?? ''}
        />
      </div>
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

function Terms({ boxes: { values, errors } }: { boxes: Boxes }) {
  const { t, tm, href } = useI18n();
  return (
    <div className={`field${errors.terms_agreement ? ' has-error' : ''}`}>
      <label className="check">
        <input
          type="checkbox"
          name="terms_agreement"
          value="true"
          defaultChecked={values.terms_agreement === 'true'}
          required
        />{' '}
        {t('post.terms')} <Link to={href('/policies/terms-of-service')}>{t('post.termsLink')}</Link>
      </label>
      {errors.terms_agreement ? <p className="field-error">{tm(errors.terms_agreement)}</p> : null}
    </div>
  );
}
