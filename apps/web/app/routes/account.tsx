import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { AccountForms } from '../components/account/AccountForms';
import { AccountHome } from '../components/account/AccountHome';
import { Favorites } from '../components/account/Favorites';
import { MyProperties } from '../components/account/MyProperties';
import { Visits } from '../components/account/Visits';
import { Enquiries } from '../components/account/Enquiries';
import { Leads, type Reveals } from '../components/account/Leads';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { TABS, resolveTab, roleLabel, type Tab } from '../lib/account-tabs';
import { handleAccountAction } from '../lib/account-actions.server';
import { flowPath } from '../lib/listing-flow';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { requireUser, signedIn } from '../lib/session.server';
import { ApiFailure, serverApi } from '../lib/api.server';
import type { ApiData } from '../lib/api-result';
import { displayName, useSession } from '../lib/session';

/** What the tabs show, each loaded only for its own tab. */
interface TabData {
  favorites: ApiData<'getSwipes'> | null;
  upcoming: ApiData<'getVisitsUpcoming'>['visits'] | null;
  past: ApiData<'getVisitsPast'>['visits'] | null;
  agent: ApiData<'getAgentsAssigned'>['agent'];
  mine: ApiData<'getPropertiesMe'>['items'] | null;
  enquiries: ApiData<'getEnquiries'> | null;
  thread: ApiData<'getEnquiriesIdMessages'> | null;
  shares: ApiData<'getMePhoneShares'>['items'] | null;
  reveals: Reveals[] | null;
  team: boolean;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { user } = await requireUser(context, request);
  const tab = resolveTab(url.searchParams.get('tab'));
  // An unknown tab opens the account's own home (the overview), in the page's language.
  if (!tab) throw redirect(`${locale === 'hi-IN' ? '/hi' : ''}${paths.account}`);
  const api = serverApi(context);
  const empty: TabData = {
    favorites: null,
    upcoming: null,
    past: null,
    agent: null,
    mine: null,
    enquiries: null,
    thread: null,
    shares: null,
    reveals: null,
    team: false,
  };
  const base = { locale, tab, user, ...empty };
  const myListings = () => signedIn(request, api.GET('/api/v1/properties/me'), 'Failed to fetch your properties');
  const upcoming = () => signedIn(request, api.GET('/api/v1/visits/upcoming'), 'Failed to fetch upcoming visits');
  // A thread named in the address: someone else's, or one that does not exist, is simply not shown.
  const threadOf = async () => {
    const id = Number(url.searchParams.get('thread'));
    if (!Number.isInteger(id) || id < 1) return null;
    try {
      return await signedIn(
        request,
        api.GET('/api/v1/enquiries/{id}/messages', { params: { path: { id } } }),
        'Failed to load the conversation',
      );
    } catch (err) {
      if (err instanceof ApiFailure && err.status === 404) return null;
      throw err;
    }
  };
  if (tab === 'enquiries') {
    const [enquiries, shares, thread] = await Promise.all([
      signedIn(request, api.GET('/api/v1/enquiries'), 'Failed to load your enquiries'),
      signedIn(request, api.GET('/api/v1/me/phone-shares'), 'Failed to load your enquiries'),
      threadOf(),
    ]);
    return { ...base, enquiries, shares: shares.items, thread };
  }
  if (tab === 'leads') {
    const team = url.searchParams.get('inbox') === 'team' && user.role === 'admin';
    const q = new URLSearchParams(team ? { inbox: 'team' } : {});
    for (const k of ['property_id', 'status']) {
      const v = url.searchParams.get(k);
      if (v && /^[a-z_0-9]{1,20}$/.test(v)) q.set(k, v);
    }
    // The filters go as the address gave them; the API answers a wrong one with its message.
    const [enquiries, mine, thread] = await Promise.all([
      signedIn(request, api.GET('/api/v1/leads', { querySerializer: () => q.toString() }), 'Failed to load your leads'),
      myListings(),
      threadOf(),
    ]);
    // Who saw the numbers of my live listings (the latest 12).
    const live = mine.items.filter((l) => l.status === 'active').slice(0, 12);
    const reveals = await Promise.all(
      live.map(async (l) => ({
        listing: { id: l.id, title: l.title },
        items: (
          await signedIn(
            request,
            api.GET('/api/v1/properties/{id}/contact-reveals', { params: { path: { id: l.id } } }),
            'Failed to load',
          )
        ).items,
      })),
    );
    return { ...base, enquiries, mine: mine.items, thread, reveals, team };
  }
  if (tab === 'my-properties') {
    return { ...base, mine: (await myListings()).items };
  }
  if (tab === 'add-property') {
    // Adding (or changing) a listing is the stepped flow, one page for owners and visitors alike.
    const id = Number(url.searchParams.get('edit'));
    const prefix = locale === 'hi-IN' ? '/hi' : '';
    throw redirect(
      `${prefix}${Number.isInteger(id) && id > 0 ? flowPath({ listing: id }, 'review') : paths.addListing}`,
    );
  }
  if (tab === 'favorites') {
    const favorites = await signedIn(
      request,
      api.GET('/api/v1/swipes', { params: { query: { is_liked: 'true', limit: 60 } } }),
      'Failed to load liked properties',
    );
    return { ...base, favorites };
  }
  if (tab === 'visits') {
    const [up, past] = await Promise.all([
      upcoming(),
      signedIn(request, api.GET('/api/v1/visits/past'), 'Failed to fetch past visits'),
    ]);
    return { ...base, upcoming: up.visits, past: past.visits };
  }
  if (tab === 'home') {
    const [agent, up] = await Promise.all([
      signedIn(request, api.GET('/api/v1/agents/assigned'), 'Failed to fetch assigned agent'),
      upcoming(),
    ]);
    return { ...base, agent: agent.agent, upcoming: up.visits };
  }
  return base;
}

export const action = ({ context, request }: Route.ActionArgs) => handleAccountAction(context, request);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'account.title'),
    path: paths.account,
    locale,
    origin: root?.origin ?? '',
    noindex: true,
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { csrf } = useSession();
  const { tab, user } = loaderData;
  const nav = useNavigation();
  // Switching tabs shows the target's skeleton while its data loads (favourites: 6 cards).
  const pendingTab =
    nav.state === 'loading' && nav.location.pathname.endsWith(paths.account)
      ? resolveTab(new URLSearchParams(nav.location.search).get('tab'))
      : null;
  const showing: Tab = pendingTab ?? tab;
  return (
    <main id="main" className="container account">
      <aside className="account-side">
        <div className="account-who">
          <span className="avatar" aria-hidden="true">
            {user.profile_image_url ? (
              <img src={user.profile_image_url} alt="" width={48} height={48} />
            ) : (
              displayName(user).charAt(0).toUpperCase()
            )}
          </span>
          <div>
            <strong>{displayName(user)}</strong>
            <span className="muted">{t(roleLabel(user.role))}</span>
          </div>
        </div>
        {/* On a phone the sections are one select (twelve pills would fill the first screen); the list is for wider screens. */}
        <Form method="get" action={href(paths.account)} className="account-tab-select">
          <label htmlFor="account-section">{t('account.sections')}</label>
          <div className="inline-row">
            <select id="account-section" name="tab" defaultValue={showing} key={showing}>
              {TABS.map((x) => (
                <option key={x} value={x}>
                  {t(`account.tab.${x}` as MessageKey)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-primary">
              {t('account.open')}
            </button>
          </div>
        </Form>
        <nav aria-label={t('account.sections')} className="account-tab-nav">
          <ul className="account-tabs">
            {TABS.map((x) => (
              <li key={x}>
                {/* A tab change replaces the history entry rather than adding one (spec). */}
                <Link
                  to={href(x === 'add-property' ? paths.addListing : `${paths.account}?tab=${x}`)}
                  replace={x !== 'add-property'}
                  preventScrollReset
                  aria-current={x === showing ? 'page' : undefined}
                >
                  {t(`account.tab.${x}` as MessageKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={href('/logout')}>
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <input type="hidden" name="from" value="account" />
          <button type="submit" className="btn btn-ghost btn-block">
            {t('account.logout')}
          </button>
        </Form>
      </aside>
      <section className="account-main" aria-live="polite">
        <h1>{t(`account.tab.${showing}` as MessageKey)}</h1>
        {showing === 'home' && <AccountHome user={user} agent={loaderData.agent} upcoming={loaderData.upcoming} />}
        {showing === 'favorites' && <Favorites list={pendingTab ? null : loaderData.favorites} />}
        {showing === 'visits' && (
          <Visits upcoming={pendingTab ? null : loaderData.upcoming} past={pendingTab ? null : loaderData.past} />
        )}
        {['profile', 'address', 'details', 'preferences', 'change-password'].includes(showing) && (
          <AccountForms tab={showing} user={user} />
        )}
        {showing === 'my-properties' && <MyProperties list={pendingTab ? null : loaderData.mine} />}
        {showing === 'enquiries' && (
          <Enquiries
            list={pendingTab ? null : loaderData.enquiries}
            thread={pendingTab ? null : loaderData.thread}
            shares={pendingTab ? null : loaderData.shares}
          />
        )}
        {showing === 'leads' && (
          <Leads
            list={pendingTab ? null : loaderData.enquiries}
            thread={pendingTab ? null : loaderData.thread}
            listings={pendingTab ? null : loaderData.mine}
            reveals={pendingTab ? null : loaderData.reveals}
            team={loaderData.team}
          />
        )}
      </section>
    </main>
  );
}
