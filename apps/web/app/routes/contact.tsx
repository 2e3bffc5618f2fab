import { useState } from 'react';
import { Form, data, useNavigation } from 'react-router';
import { checkForm, FORMS } from '@aangan/contracts';
import type { Route } from './+types/contact';
import { Field, keepFieldFocus } from '../components/Field';
import { localeFromPath, translate, useI18n } from '../i18n';
import { apiContext } from '../lib/api.server';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

// /contact: where we are and the contact form (spec section 5's rules: errors once a field has
// been touched, the server's field errors too), stored through the forms API.
const FORM = FORMS.contact!;
type Errors = Record<string, string>;
const FIELDS = ['name', 'email', 'address', 'message'] as const;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), sent: url.searchParams.get('sent') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? '')]).concat([['_gotcha', String(form.get('_gotcha') ?? '')]]));
  const res = await context.get(apiContext)('/f/contact', { method: 'POST', body });
  if (res.status === 200) return { sent: true, errors: {} as Errors, values: {} as Record<string, string> };
  const list = (res.data as { errors?: { field?: string; message: string }[] } | null)?.errors ?? [{ message: 'Something went wrong' }];
  return data({ sent: false, errors: Object.fromEntries(list.map((e) => [e.field ?? '_form', e.message])) as Errors, values: body }, { status: res.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'contact.title'), description: translate(locale, 'contact.lead'), path: paths.contact, locale, origin: root?.origin ?? '' });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const [values, setValues] = useState<Record<string, string>>(() => ({ name: '', email: '', address: '', message: '', ...(actionData?.values ?? {}) }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const checked = checkForm(FORM, values);
  const local: Errors = 'errors' in checked ? Object.fromEntries(checked.errors.map((e) => [e.field, e.message])) : {};
  const server: Errors = actionData?.errors ?? {};
  const err = (k: string) => (touched[k] ? local[k] : undefined) ?? server[k];
  const field = (k: (typeof FIELDS)[number], props: Record<string, unknown> = {}) => (
    <Field label={t(`contact.${k}` as 'contact.name')} name={k} value={values[k]} error={err(k)} {...props}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))} onBlur={() => setTouched((x) => ({ ...x, [k]: true }))} />
  );
  const sent = loaderData.sent || actionData?.sent;
  return (
    <main id="main" className="container narrow">
      <h1>{t('contact.title')}</h1>
      <p className="muted">{t('contact.lead')}</p>
      <div className="panel contact-details">
        <p><strong>{t('contact.office')}</strong><br />{t('footer.address')}</p>
        <p><a href="mailto:hello@aangan.in">hello@aangan.in</a> · <a href="tel:+911244001122">+91 124 400 1122</a></p>
      </div>
      {sent ? (
        <div className="panel" role="status"><h2>{t('post.thanksTitle')}</h2><p>{t('contact.thanks')}</p></div>
      ) : (
        <Form method="post" noValidate className="panel post-form" onSubmit={(e) => {
          if (Object.keys(local).length) { e.preventDefault(); setTouched({ name: true, email: true, address: true, message: true }); }
        }}>
          <div className="hp" aria-hidden="true"><label>Leave empty <input name="_gotcha" tabIndex={-1} autoComplete="off" /></label></div>
          {server._form ? <p className="field-error" role="alert">{tm(server._form)}</p> : null}
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('address', { autoComplete: 'street-address' })}
          <div className={`field${err('message') ? ' has-error' : ''}`}>
            <label htmlFor="f-message">{t('contact.message')}</label>
            <textarea id="f-message" name="message" rows={5} value={values.message} onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))} onBlur={() => setTouched((x) => ({ ...x, message: true }))} />
            {err('message') ? <p className="field-error">{tm(err('message')!)}</p> : null}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>{busy ? t('post.sending') : t('contact.send')}</button>
        </Form>
      )}
    </main>
  );
}
