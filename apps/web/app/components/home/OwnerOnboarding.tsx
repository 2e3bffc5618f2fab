import { useState } from 'react';
import { Link } from 'react-router';
import { checkForm, FORMS } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { formErrorText, useFormSender } from '../../lib/form-client';
import { paths } from '../../lib/paths';
import { Field, keepFieldFocus, MOBILE_INPUT, Honeypot } from '../Field';

// The home page's owner onboarding form (spec sections 3 and 5): full name, e-mail, property
// address, a phone number to call back on, and the terms are required, notes optional, a hidden source. Stored through the forms
// API for the team to call back. Messages appear once a field has been left, or on sending.
const FORM_ID = 'owner-onboarding';
type TextField = 'full_name' | 'phone' | 'email' | 'address';

export function OwnerOnboarding({ source, done = false }: { source: string; done?: boolean }) {
  const { t, tm, href } = useI18n();
  const [values, setValues] = useState({
    full_name: '',
    phone: '',
    email: '',
    address: '',
    message: '',
    terms_agreement: false,
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const { state, send, fields, formError } = useFormSender(FORM_ID);
  const form = FORMS[FORM_ID];
  const checked = form ? checkForm(form, values) : { values };
  const local = 'errors' in checked ? Object.fromEntries(checked.errors.map((e) => [e.field, formErrorText(e)])) : {};
  const err = (k: string) => (touched[k] ? local[k] : undefined) ?? fields[k]?.join(', ');
  if (state === 'succeeded' || done) {
    return (
      <div className="panel" role="status" data-testid="onboarding-thanks">
        <h3>{t('home.onboard.thanksTitle')}</h3>
        <p>{t('home.onboard.thanks')}</p>
      </div>
    );
  }
  const field = (k: TextField, extra: Record<string, unknown> = {}) => (
    <Field
      id={`onboard-${k}`}
      label={t(`home.onboard.${k}` as 'home.onboard.full_name')}
      name={k}
      value={values[k]}
      error={err(k)}
      {...extra}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      onBlur={() => setTouched((x) => ({ ...x, [k]: true }))}
    />
  );
  return (
    <form
      method="post"
      action={`/api/v1/f/${FORM_ID}`}
      noValidate
      className="panel onboard-form"
      data-testid="onboarding-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (Object.keys(local).length) {
          setTouched({
            full_name: true,
            phone: true,
            email: true,
            address: true,
            message: true,
            terms_agreement: true,
          });
          return;
        }
        void send({
          ...values,
          source,
          _gotcha: (e.currentTarget.elements.namedItem('_gotcha') as HTMLInputElement | null)?.value ?? '',
        });
      }}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      {formError ? (
        <p className="field-error" role="alert">
          {tm(formError)}
        </p>
      ) : null}
      {field('full_name', { autoComplete: 'name' })}
      {field('phone', MOBILE_INPUT)}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('address', { autoComplete: 'address-line1' })}
      <div className="field">
        <label htmlFor="onboard-message">{t('home.onboard.message')}</label>
        <textarea
          id="onboard-message"
          name="message"
          rows={3}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
        />
      </div>
      <div className={`field check${err('terms_agreement') ? ' has-error' : ''}`}>
        <label>
          <input
            type="checkbox"
            name="terms_agreement"
            value="true"
            checked={values.terms_agreement}
            onChange={(e) => {
              const on = e.target.checked;
              setValues((v) => ({ ...v, terms_agreement: on }));
              setTouched((x) => ({ ...x, terms_agreement: true }));
            }}
          />{' '}
          {t('home.onboard.terms')} <Link to={href(paths.policy('terms-of-service'))}>{t('footer.link.terms')}</Link>
        </label>
        {err('terms_agreement') ? <p className="field-error">{tm(err('terms_agreement')!)}</p> : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={state === 'submitting'} onMouseDown={keepFieldFocus}>
        {state === 'submitting' ? t('post.sending') : t('home.onboard.send')}
      </button>
    </form>
  );
}
