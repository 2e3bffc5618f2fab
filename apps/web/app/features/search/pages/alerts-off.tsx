import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/alerts-off';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { result } from '../../../shared/api-result';
import { useSession } from '../../../shared/session';
import '../search.css';
import { privateLinkMeta } from '../../../shared/seo';

// /alerts/off/<token>: the page the "stop alerts" link in every saved-search alert opens (issue
// 35, decision 055). Opening it only asks (mail scanners follow links); the button turns that
// search's alerts off. No sign-in: the signed token stands for this one saved search. Mail
// readers' one-click unsubscribe posts to the API's own address (List-Unsubscribe, RFC 8058).

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { data: search, response } = await serverApi(context).GET('/api/v1/saved-searches/off/{token}', {
    params: { path: { token: params.token } },
  });
  if (search) return { locale, search };
  return data({ locale, search: null }, { status: response.status === 404 ? 404 : 502 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/saved-searches/off/{token}', {
      params: { path: { token: params.token } },
    }),
    'Failed to stop the alerts',
  );
  if (r.ok && r.data) return { done: r.data, message: '' };
  return data({ done: null, message: r.message }, { status: r.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  return privateLinkMeta(translate(locale, 'alertsOff.title'), translate(locale, 'site.name'));
}

export default function AlertsOff({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const sending = useNavigation().state === 'submitting';
  const { search } = loaderData;
  const done = actionData?.done ?? (search?.frequency === 'off' ? search : null);
  return (
    <main id="main" className="container">
      <div className="panel alerts-off">
        <h1>{t('alertsOff.title')}</h1>
        {!search ? (
          <p>{t('error.ALERTS_LINK_INVALID')}</p>
        ) : done ? (
          <p role="status">{t('alertsOff.done', { name: done.name })}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf ?? ''} />
            <p>{t('alertsOff.ask', { name: search.name })}</p>
            {actionData?.message ? (
              <p className="field-error" role="alert">
                {tm(actionData.message)}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t('alertsOff.button')}
            </button>
          </Form>
        )}
        <p>
          <Link to={href(`${paths.account}?tab=saved-searches`)}>{t('alertsOff.account')}</Link>
        </p>
      </div>
    </main>
  );
}
