import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { AccountForms } from '../AccountForms';
import { AccountHome } from '../AccountHome';
import { Favorites } from '../../listings';
import { MyProperties } from '../../listings';
import { Visits } from '../../visits';
import { Enquiries } from '../../contact';
import { Leads } from '../../contact';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { ADVERTISER_TABS, isSeeker, resolveTab, roleLabel, tabsFor, type Tab } from '../account-tabs';
import { handleAccountAction } from '../account-actions.server';
import { SavedSearches } from '../SavedSearches';
import { Notifications } from '../Notifications';
import { Shortlists } from '../Shortlists';
import { flowPath } from '../../listings';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { requireUser } from '../../../shared/session.server';
import { loadTab } from '../account-data.server';
import { displayName, useSession } from '../../../shared/session';
import type { User } from '@aangan/contracts';
import '../accounts.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { user } = await requireUser(context, request);
  const tab = resolveTab(url.searchParams.get('tab'));
  // An unknown tab opens the account's own home (the overview), in the page's language.
  if (!tab) throw redirect(`${locale === 'hi-IN' ? '/hi' : ''}${paths.account}`);
  if (tab === 'add-property') {
    // Adding (or changing) a listing is the stepped flow, one page for owners and visitors alike.
    const id = Number(url.searchParams.get('edit'));
    const prefix = locale === 'hi-IN' ? '/hi' : '';
    throw redirect(
      `${prefix}${Number.isInteger(id) && id > 0 ? flowPath({ listing: id }, 'review') : paths.addListing}`,
    );
  }
  return { locale, tab, user, ...(await loadTab(context, request, user, tab)) };
}

export const action = ({ context, request }: Route.ActionArgs) => handleAccountAction(context, request);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'account.title'),
    path: paths.account,
    locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
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
        <AccountWho user={user} />
        <TabSelect showing={showing} tabs={tabsFor(user.role, showing)} />
        <TabNav showing={showing} tabs={tabsFor(user.role, showing)} />
        {/* On an advertisers' tab the page itself offers it (AdvertiserOnly): one button, not two. */}
        {isSeeker(user.role) && !ADVERTISER_TABS.includes(showing) ? <ListProperty /> : null}
        <LogoutForm />
      </aside>
      <AccountMain data={loaderData} showing={showing} pending={!!pendingTab} />
    </main>
  );
}

/** Whose account: their photo (or initial), name and role. */
function AccountWho({ user }: { user: User }) {
  const { t } = useI18n();
  return (
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
  );
}

/** On a phone the sections are one select (twelve pills would fill the first screen); the list is for wider screens. */
function TabSelect({ showing, tabs }: { showing: Tab; tabs: Tab[] }) {
  const { t, href } = useI18n();
  return (
    <Form method="get" action={href(paths.account)} className="account-tab-select">
      <label htmlFor="account-section">{t('account.sections')}</label>
      <div className="inline-row">
        <select id="account-section" name="tab" defaultValue={showing} key={showing}>
          {tabs.map((x) => (
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
  );
}

/** The sections as links; moving between them replaces the history entry, so Back leaves the account. */
function TabNav({ showing, tabs }: { showing: Tab; tabs: Tab[] }) {
  const { t, href } = useI18n();
  return (
    <nav aria-label={t('account.sections')} className="account-tab-nav">
      <ul className="account-tabs">
        {tabs.map((x) => (
          <li key={x}>
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
  );
}

/** A seeker's one way in to advertising, in place of the advertisers' tabs. */
function ListProperty() {
  const { t, href } = useI18n();
  return (
    <Link to={href(paths.addListing)} className="btn btn-accent btn-block" data-testid="list-property">
      {t('account.listProperty')}
    </Link>
  );
}

/** What a seeker who opens an advertisers' tab by its link sees: what it is for, and the way in. */
function AdvertiserOnly({ tab }: { tab: Tab }) {
  const { t, href } = useI18n();
  return (
    <div className="panel" data-testid="advertiser-only">
      <p>{t(tab === 'leads' ? 'account.leadsAfterListing' : 'account.listingsAfterListing')}</p>
      <Link to={href(paths.addListing)} className="btn btn-primary">
        {t('account.listProperty')}
      </Link>
    </div>
  );
}

function LogoutForm() {
  const { t, href } = useI18n();
  const { csrf } = useSession();
  return (
    <Form method="post" action={href('/logout')}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="from" value="account" />
      <button type="submit" className="btn btn-ghost btn-block">
        {t('account.logout')}
      </button>
    </Form>
  );
}

/** What a section shows while it loads: no lists yet. */
const LOADING = {
  favorites: null,
  saved: null,
  notifications: null,
  shortlists: null,
  upcoming: null,
  past: null,
  mine: null,
  enquiries: null,
  thread: null,
  shares: null,
  reveals: null,
  contactNumbers: null,
} as const;

const FORM_TABS: readonly Tab[] = ['profile', 'address', 'details', 'preferences', 'change-password'];

/** The open section; while another loads, its skeleton (its lists are null until they arrive). */
function AccountMain({
  data,
  showing,
  pending,
}: {
  data: Route.ComponentProps['loaderData'];
  showing: Tab;
  pending: boolean;
}) {
  const { t } = useI18n();
  const d = pending ? { ...data, ...LOADING } : data;
  const seekerOnAdvertiserTab = isSeeker(data.user.role) && ADVERTISER_TABS.includes(showing);
  return (
    <section className="account-main" aria-live="polite">
      <h1>{t(`account.tab.${showing}` as MessageKey)}</h1>
      {showing === 'home' && <AccountHome user={data.user} agent={data.agent} upcoming={data.upcoming} />}
      {showing === 'favorites' && <Favorites list={d.favorites} />}
      {showing === 'saved-searches' && <SavedSearches data={d.saved} />}
      {showing === 'notifications' && <Notifications data={d.notifications} />}
      {showing === 'shortlists' && <Shortlists data={d.shortlists} />}
      {showing === 'visits' && <Visits upcoming={d.upcoming} past={d.past} />}
      {FORM_TABS.includes(showing) && <AccountForms tab={showing} user={data.user} contactNumbers={d.contactNumbers} />}
      {seekerOnAdvertiserTab ? <AdvertiserOnly tab={showing} /> : null}
      {showing === 'my-properties' && !seekerOnAdvertiserTab && <MyProperties list={d.mine} />}
      {showing === 'enquiries' && <Enquiries list={d.enquiries} thread={d.thread} shares={d.shares} />}
      {showing === 'leads' && !seekerOnAdvertiserTab && (
        <Leads list={d.enquiries} thread={d.thread} listings={d.mine} reveals={d.reveals} team={data.team} />
      )}
    </section>
  );
}
