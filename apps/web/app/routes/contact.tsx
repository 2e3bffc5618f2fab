import { data } from 'react-router';
import type { Route } from './+types/contact';
import { CONTACT_FIELDS, ContactForm } from '../components/ContactForm';
import { localeFromPath, translate, useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { formErrorText } from '../lib/form-client';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

// /contact: where we are and the contact form; its action sends the form to the forms API (for
// this page and the FAQ page's copy of the form).
type Errors = Record<string, string>;
const FIELDS = CONTACT_FIELDS;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), sent: url.searchParams.get('sent') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = Object.fromEntries(
    FIELDS.map((k) => [k, String(form.get(k) ?? '')]).concat([['_gotcha', String(form.get('_gotcha') ?? '')]]),
  );
  const res = await serverApi(context).POST('/api/v1/f/{formId}', { params: { path: { formId: 'contact' } }, body });
  if (res.response.status === 200) return { sent: true, errors: {} as Errors, values: {} as Record<string, string> };
  const list: { field?: string; message: string }[] = res.error?.errors ?? [{ message: 'Something went wrong' }];
  return data(
    {
      sent: false,
      errors: Object.fromEntries(list.map((e) => [e.field ?? '_form', formErrorText(e)])) as Errors,
      values: body,
    },
    { status: res.response.status },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'contact.title'),
    description: translate(locale, 'contact.lead'),
    path: paths.contact,
    locale,
    origin: root?.origin ?? '',
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="container narrow">
      <h1>{t('contact.title')}</h1>
      <p className="muted">{t('contact.lead')}</p>
      <div className="panel contact-details">
        <p>
          <strong>{t('contact.office')}</strong>
          <br />
          {t('footer.address')}
        </p>
        <p>
          <a href="mailto:hello@aangan.in">hello@aangan.in</a> · <a href="tel:+911244001122">+91 124 400 1122</a>
        </p>
      </div>
      <ContactForm initial={actionData} sentAlready={loaderData.sent} />
    </main>
  );
}
