import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { STEP_FIELDS } from '@aangan/contracts';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/add-listing';
import { ListingFlow } from '../flow/ListingFlow';
import { PendingChanges } from '../PendingChanges';
import { translate, useI18n } from '../../../shared/i18n';
import { formToValues, LISTING_DEFAULTS } from '../flow/listing-form';
import { flowAction, loadFlow, type FlowActionData } from '../flow/listing-flow.server';
import { parseStep, STEP_TITLE } from '../flow/listing-flow';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../listings.css';

// /add-new-listing: the one add-listing flow, for the account's "Add property" and for visitors.
// Six steps, each a form posted here and kept on the server (lib/listing-flow.server.ts), so it
// works without script too; a visitor is asked to sign in at the end and finds it as typed.
export const loader = ({ context, request }: Route.LoaderArgs) => loadFlow(context, request);

export const action = ({ context, request }: Route.ActionArgs) => flowAction(context, request);

/**
 * With script, a step that cannot be sent (no connection) stays on the page as typed and says
 * so, instead of giving way to an error page; without script the browser keeps the form itself.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response) throw err;
    const step = parseStep(String(form.get('step') ?? '')) ?? 'basics';
    const failed: FlowActionData = {
      step,
      errors: {},
      message: '',
      sendFailed: true,
      values: formToValues(form, LISTING_DEFAULTS, STEP_FIELDS[step]),
    };
    return failed;
  }
}

/** After a failed send, nothing is loaded again (it would fail too): see the root's shouldRevalidate. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as FlowActionData | undefined)?.sendFailed ? false : defaultShouldRevalidate;
}

// The location step's map (Leaflet's own styles, 14 KB).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  const step = loaderData ? ` · ${translate(locale, STEP_TITLE[loaderData.step])}` : '';
  return seo({
    title: `${translate(locale, 'addListing.title')}${step}`,
    description: translate(locale, 'addListing.lead'),
    path: paths.addListing,
    locale,
    origin: root.origin,
    noindex: Boolean(loaderData?.ref),
  });
}

export default function AddListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const d = loaderData;
  const editing = d.listing && d.listing.status !== 'draft';
  return (
    <main id="main" className="container narrow">
      <h1>{editing ? t('flow.editTitle') : t('addListing.title')}</h1>
      {d.step === 'basics' && !d.ref ? <p className="muted">{t('addListing.lead')}</p> : null}
      {d.restored ? (
        <p className="notice" role="status">
          {t('addListing.restored')}
        </p>
      ) : null}
      {d.expired ? (
        <p className="field-error" role="alert">
          {t('addListing.expired')}
        </p>
      ) : null}
      {!d.user ? <p className="notice">{t('addListing.signInNote')}</p> : null}
      {/* Changes that wait for the team: the form shows them, seekers do not see them yet. */}
      {d.listing?.pending_changes ? (
        <div role="status">
          <PendingChanges l={d.listing} lead={d.held ? 'pending.saved' : 'pending.editing'} />
        </div>
      ) : null}
      <ListingFlow data={d} result={actionData as FlowActionData | undefined} />
    </main>
  );
}
