import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/digest-off';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { result } from '../../../shared/api-result';
import { useSession } from '../../../shared/session';
import { privateLinkMeta } from '../../../shared/seo';

// /notifications/digest-off/<token>: the page the "stop these e-mails" link in every daily digest
// opens (issue 35 §2, decision 056). Opening it only asks (mail scanners follow links); the button
// stops the digest. No sign-in: the signed token stands for this one account. Mail readers'
// one-click unsubscribe posts to the API's own address (List-Unsubscribe, RFC 8058).

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data: settings, response } = await serverApi(context).GET('/api/v1/notifications/digest-off/{token}', {
    params: { path: { token: params.token } },
  });
  if (settings) return { locale, settings };
  return data({ locale, settings: null }, { status: response.status === 404 ? 404 : 502 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST(
      '/api/v1/notifications/digest-off/{token}',
      {
        params: { path: { token: params.token } },
      },
    ),
    'Failed to stop the e-mails',
  );
  if (r.ok && r.data) return { done: true, message: '' };
  return data({ done: false, message: r.message }, { status: r.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  return privateLinkMeta(translate(locale, 'digestOff.title'), translate(locale, 'site.name'));
}

export default function DigestOff({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const sending = useNavigation().state === 'submitting';
  const { settings } = loaderData;
  const done = actionData?.done ?? false;
  return (
    <main id="main" className="container">
      <div className="panel alerts-off">
        <h1>{t('digestOff.title')}</h1>
        {!settings ? (
          <p>{t('error.DIGEST_LINK_INVALID')}</p>
        ) : done ? (
          <p role="status">{t('digestOff.done')}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf ?? ''} />
            <p>{t('digestOff.ask')}</p>
            {actionData?.message ? (
              <p className="field-error" role="alert">
                {tm(actionData.message)}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t('digestOff.button')}
            </button>
          </Form>
        )}
        <p>
          <Link to={href(paths.notifications)}>{t('digestOff.account')}</Link>
        </p>
      </div>
    </main>
  );
}
