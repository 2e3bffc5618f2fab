import { useState } from 'react';
import { useFetcher } from 'react-router';
import { checkForm, FORMS } from '@aangan/contracts';
import { useI18n } from '../i18n';
import { formErrorText } from '../lib/form-client';
import { paths } from '../lib/paths';
import { Field, keepFieldFocus, Honeypot } from './Field';

// The contact form (spec section 5's rules: errors once a field has been touched, the server's
// field errors too), sent to /contact's action and stored through the forms API. It is used on
// /contact and /faq; without scripts it posts to /contact like any form.
const FORM = FORMS.contact!;
type Errors = Record<string, string>;
export const CONTACT_FIELDS = ['name', 'email', 'address', 'message'] as const;
export interface ContactResult {
  sent: boolean;
  errors: Errors;
  values: Record<string, string>;
}

export function ContactForm({ initial, sentAlready = false }: { initial?: ContactResult; sentAlready?: boolean }) {
  const { t, tm, href } = useI18n();
  const fetcher = useFetcher<ContactResult>({ key: 'contact' });
  const result = fetcher.data ?? initial;
  const busy = fetcher.state === 'submitting';
  const [values, setValues] = useState<Record<string, string>>(() => ({
    name: '',
    email: '',
    address: '',
    message: '',
    ...(initial?.values ?? {}),
  }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const checked = checkForm(FORM, values);
  const local: Errors =
    'errors' in checked ? Object.fromEntries(checked.errors.map((e) => [e.field, formErrorText(e)])) : {};
  const server: Errors = result?.errors ?? {};
  const err = (k: string) => (touched[k] ? local[k] : undefined) ?? server[k];
  if (sentAlready || result?.sent) {
    return (
      <div className="panel" role="status">
        <h2>{t('post.thanksTitle')}</h2>
        <p>{t('contact.thanks')}</p>
      </div>
    );
  }
  const field = (k: (typeof CONTACT_FIELDS)[number], props: Record<string, unknown> = {}) => (
    <Field
      label={t(`contact.${k}` as 'contact.name')}
      name={k}
      value={values[k]}
      error={err(k)}
      {...props}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      onBlur={() => setTouched((x) => ({ ...x, [k]: true }))}
    />
  );
  return (
    <fetcher.Form
      method="post"
      action={href(paths.contact)}
      noValidate
      className="panel post-form"
      data-testid="contact-form"
      onSubmit={(e) => {
        if (Object.keys(local).length) {
          e.preventDefault();
          setTouched({ name: true, email: true, address: true, message: true });
        }
      }}
    >
      <Honeypot />
      {server._form ? (
        <p className="field-error" role="alert">
          {tm(server._form)}
        </p>
      ) : null}
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('address', { autoComplete: 'address-line1' })}
      <div className={`field${err('message') ? ' has-error' : ''}`}>
        <label htmlFor="f-message">{t('contact.message')}</label>
        <textarea
          id="f-message"
          name="message"
          rows={5}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          onBlur={() => setTouched((x) => ({ ...x, message: true }))}
        />
        {err('message') ? <p className="field-error">{tm(err('message')!)}</p> : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
        {busy ? t('post.sending') : t('contact.send')}
      </button>
    </fetcher.Form>
  );
}
