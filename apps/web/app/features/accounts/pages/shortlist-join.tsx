import { Form, Link, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/shortlist-join';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { paths } from '../../../shared/paths';
import { requireUser } from '../../../shared/session.server';
import { useSession } from '../../../shared/session';
import { privateLinkMeta } from '../../../shared/seo';

// /shortlists/join/<token>: where a shortlist's invite link leads (issue 35 §3). Signed out, it
// asks to log in first and comes back; signed in, it says whose list it is and joins on a click
// (opening a link changes nothing: apps and scanners open links).

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  await requireUser(context, request);
  const { data: invite, response } = await serverApi(context).GET('/api/v1/shortlists/join/{token}', {
    params: { path: { token: params.token } },
  });
  if (invite) return { locale, invite };
  return data({ locale, invite: null }, { status: response.status === 404 ? 404 : 502 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/shortlists/join/{token}', {
      params: { path: { token: params.token } },
    }),
    'Failed to join the shortlist',
  );
  if (r.ok && r.data) {
    const hindi = localeFromPath(new URL(request.url).pathname) === 'hi-IN';
    throw redirect(`${hindi ? '/hi' : ''}/shortlists/${r.data.id}`);
  }
  return data({ message: r.message }, { status: r.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const locale = loaderData?.locale ?? 'en-IN';
  return privateLinkMeta(translate(locale, 'shortlists.joinTitle'), translate(locale, 'site.name'));
}

export default function ShortlistJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tm, href } = useI18n();
  const { csrf } = useSession();
  const sending = useNavigation().state === 'submitting';
  const { invite } = loaderData;
  return (
    <main id="main" className="container">
      <div className="panel alerts-off">
        <h1>{t('shortlists.joinTitle')}</h1>
        {!invite ? (
          <p>{t('error.SHORTLIST_INVITE_INVALID')}</p>
        ) : invite.joined ? (
          <p>
            <Link to={href(`/shortlists/${invite.id}`)}>{t('shortlists.open', { name: invite.name })}</Link>
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf ?? ''} />
            <p>{t('shortlists.joinAsk', { owner: invite.owner.name, name: invite.name, members: invite.members })}</p>
            {actionData?.message ? (
              <p className="field-error" role="alert">
                {tm(actionData.message)}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t('shortlists.join')}
            </button>
          </Form>
        )}
        <p>
          <Link to={href(`${paths.account}?tab=shortlists`)}>{t('shortlists.all')}</Link>
        </p>
      </div>
    </main>
  );
}
