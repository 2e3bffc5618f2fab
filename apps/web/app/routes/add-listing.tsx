import { data, redirect } from 'react-router';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/add-listing';
import { ListingForm } from '../components/account/ListingForm';
import { useAccountToast } from '../components/account/useActionToast';
import { localeFromPath, translate, useI18n } from '../i18n';
import { handleAccountAction, type AccountActionData } from '../lib/account-actions.server';
import { apiContext } from '../lib/api.server';
import { formToValues, LISTING_DEFAULTS, type ListingFormValues } from '../lib/listing-form';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { loadSession } from '../lib/session.server';

// /add-new-listing: the same real form as the account's Add Property tab. A visitor fills it in,
// is asked to sign in, and comes back to it as typed (kept on the server under a token).
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { user } = await loadSession(context);
  const draft = url.searchParams.get('draft');
  let values: ListingFormValues = LISTING_DEFAULTS;
  let expired = false;
  if (draft && /^[\w-]{32}$/.test(draft)) {
    const r = await context.get(apiContext)(`/listing-drafts/${draft}`);
    if (r.status === 200) values = { ...LISTING_DEFAULTS, ...(r.data as { values: Partial<ListingFormValues> }).values };
    else expired = true;
  }
  return { locale, signedIn: Boolean(user), values, draft: draft && !expired ? draft : null, expired };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await loadSession(context);
  const form = await request.clone().formData();
  if (!user) {
    // Keep what was typed, then sign in and come back to it.
    const r = await context.get(apiContext)('/listing-drafts/', { method: 'POST', body: { values: formToValues(form) } });
    if (r.status !== 201) return data<AccountActionData>({ intent: 'listing-save', ok: false, message: 'Something went wrong', errors: {}, values: formToValues(form) }, { status: r.status });
    // Paths by name: a script-driven submit arrives at /add-new-listing.data, not the page's own path.
    const prefix = localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '';
    const back = `${prefix}${paths.addListing}?draft=${(r.data as { token: string }).token}`;
    throw redirect(`${prefix}${paths.login}?next=${encodeURIComponent(back)}`);
  }
  try {
    return await handleAccountAction(context, request);
  } catch (res) {
    // Created: the kept form is no longer needed.
    const draft = String(form.get('draft') ?? '');
    if (res instanceof Response && res.status >= 300 && res.status < 400 && /^[\w-]{32}$/.test(draft)) {
      await context.get(apiContext)(`/listing-drafts/${draft}`, { method: 'DELETE' });
    }
    throw res;
  }
}

// The listing form's map (Leaflet's own styles, 14 KB).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'addListing.title'), description: translate(locale, 'addListing.lead'), path: paths.addListing, locale, origin: root?.origin ?? '' });
}

export default function AddListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  useAccountToast();
  const result = actionData as AccountActionData | undefined;
  return (
    <main id="main" className="container narrow">
      <h1>{t('addListing.title')}</h1>
      <p className="muted">{t('addListing.lead')}</p>
      {loaderData.draft ? <p className="notice" role="status">{t('addListing.restored')}</p> : null}
      {loaderData.expired ? <p className="field-error" role="alert">{t('addListing.expired')}</p> : null}
      {!loaderData.signedIn ? <p className="notice">{t('addListing.signInNote')}</p> : null}
      <ListingForm values={result?.values ?? loaderData.values} errors={result && !result.ok ? result.errors : {}} listingId={null}
        signInFirst={!loaderData.signedIn} draft={loaderData.draft ?? undefined} />
      <p className="muted">{t('photos.afterSave')}</p>
    </main>
  );
}
