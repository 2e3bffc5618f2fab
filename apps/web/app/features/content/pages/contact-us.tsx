import { data } from 'react-router';
import type { Route } from './+types/contact-us';
import { contactFormSchema } from '@aangan/contracts';
import { ContactForm, type ContactResult } from '../ContactForm';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { parseForm } from '../../../shared/form';
import { refusal } from '../../../shared/form-client';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';

// /contact: where we are and the contact form; its action checks the form with the forms API's
// schema and sends it there (for this page and the FAQ page's copy of the form).

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), sent: url.searchParams.get('sent') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, contactFormSchema);
  if (submission.status !== 'success')
    return data<ContactResult>({ sent: false, result: submission.reply() }, { status: 422 });
  // The honeypot goes along: the forms API answers a bot as usual and keeps its form as spam.
  const body = { ...submission.value, _gotcha: String(form.get('_gotcha') ?? '') };
  const res = await serverApi(context).POST('/api/v1/f/{formId}', { params: { path: { formId: 'contact' } }, body });
  if (res.response.status === 200) return { sent: true } satisfies ContactResult;
  // The API's refusals join the reply, by field or for the whole form, with what was typed.
  const refused = refusal(res.error?.errors);
  const result = submission.reply({
    fieldErrors: refused.fields,
    formErrors: refused.form ? [refused.form] : undefined,
  });
  return data<ContactResult>({ sent: false, result }, { status: res.response.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'contact.title'),
    description: translate(locale, 'contact.lead'),
    path: paths.contact,
    locale,
    origin: root.origin,
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
