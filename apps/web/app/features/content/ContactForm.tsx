import { useFetcher } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { contactFormSchema } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';
import { paths } from '../../shared/paths';
import { Field, FieldFrame, keepFieldFocus, Honeypot } from '../../shared/ui/Field';

// The contact form, checked with the forms API's own schema as people type and again in
// /contact's action, which stores it through the forms API. It is used on /contact and /faq;
// without scripts it posts to /contact like any form, and a refused send shows what was typed.

/** What /contact's action answers: sent, or the form's reply with its errors and what was typed. */
export interface ContactResult {
  sent: boolean;
  result?: SubmissionResult<string[]>;
}

const LABELS = {
  name: 'contact.name',
  email: 'contact.email',
  address: 'contact.address',
  subject: 'contact.subject',
} as const satisfies Record<string, MessageKey>;

export function ContactForm({ initial, sentAlready = false }: { initial?: ContactResult; sentAlready?: boolean }) {
  const { t, href } = useI18n();
  const fetcher = useFetcher<ContactResult>({ key: 'contact' });
  const answer = fetcher.data ?? initial;
  const [form, fields] = useSchemaForm(contactFormSchema, answer?.result, { id: 'contact' });
  if (sentAlready || answer?.sent) return <ContactThanks />;
  const box = (name: 'name' | 'email' | 'address' | 'subject') => ({
    label: t(LABELS[name]),
    name,
    defaultValue: fields[name].initialValue as string | undefined,
    error: firstError(fields[name].errors),
  });
  return (
    <fetcher.Form
      method="post"
      action={href(paths.contact)}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="panel post-form"
      data-testid="contact-form"
    >
      <Honeypot />
      <FormError error={firstError(form.errors)} />
      <Field key={fields.name.key} {...box('name')} autoComplete="name" />
      <Field key={fields.email.key} {...box('email')} type="email" autoComplete="email" />
      <Field key={fields.address.key} {...box('address')} autoComplete="address-line1" />
      <Field key={fields.subject.key} {...box('subject')} maxLength={150} />
      <FieldFrame
        label={t('contact.message')}
        name="message"
        boxed={false}
        error={firstError(fields.message.errors)}
        control={(tie) => (
          <textarea
            {...tie}
            key={fields.message.key}
            rows={5}
            defaultValue={fields.message.initialValue as string | undefined}
          />
        )}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={fetcher.state === 'submitting'}
        onMouseDown={keepFieldFocus}
      >
        {fetcher.state === 'submitting' ? t('post.sending') : t('contact.send')}
      </button>
    </fetcher.Form>
  );
}

function ContactThanks() {
  const { t } = useI18n();
  return (
    <div className="panel" role="status">
      <h2>{t('post.thanksTitle')}</h2>
      <p>{t('contact.thanks')}</p>
    </div>
  );
}

/** A refusal of the whole form (too many sends from one network, a failed connection), in the page's language. */
export function FormError({ error }: { error: string | undefined }) {
  const { tm } = useI18n();
  return error ? (
    <p className="field-error" role="alert">
      {tm(error)}
    </p>
  ) : null;
}
