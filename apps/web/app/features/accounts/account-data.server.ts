// What each tab of the account page shows, loaded through the typed client on the signed-in
// person's behalf, only for the tab that is open. A 401 (the session ended elsewhere) signs out
// and goes to /login.
import type { RouterContextProvider } from 'react-router';
import type { User } from '@aangan/contracts';
import { ApiFailure, serverApi, type Api } from '../../shared/api.server';
import type { ApiData } from '../../shared/api-result';
import type { Tab } from './account-tabs';
import { signedIn } from '../../shared/session.server';

/** What "Add to shortlist" brought to the shortlists tab: a live listing or a published project. */
export type Adding = { property_id: number; title: string } | { project_slug: string; title: string };

export interface TabData {
  favorites: ApiData<'getSwipes'> | null;
  /** The person's saved searches, their new matches and today's alert e-mails. */
  saved: ApiData<'getSavedSearches'> | null;
  /** The person's shortlists, and the listing being added to one (`?add=<id>`), if any. */
  shortlists: { list: ApiData<'getShortlists'>; adding: Adding | null } | null;
  /** A page of the person's notifications, and which kinds stay out of the daily e-mail. */
  notifications: {
    list: ApiData<'getNotifications'>;
    digestOff: ApiData<'getNotificationsSettings'>['digest_off'];
  } | null;
  upcoming: ApiData<'getVisitsUpcoming'>['visits'] | null;
  past: ApiData<'getVisitsPast'>['visits'] | null;
  agent: ApiData<'getAgentsAssigned'>['agent'];
  mine: ApiData<'getPropertiesMe'>['items'] | null;
  enquiries: ApiData<'getEnquiries'> | null;
  thread: ApiData<'getEnquiriesIdMessages'> | null;
  shares: ApiData<'getMePhoneShares'>['items'] | null;
  /** Who saw the numbers of my live listings, listing by listing. */
  reveals:
    | { listing: { id: number; title: string }; items: ApiData<'getPropertiesIdContactReveals'>['items'] }[]
    | null;
  team: boolean;
  /** The numbers the account's listings may give: its own (once proved) and others it proved. */
  contactNumbers: ApiData<'getMeContactNumbers'>['items'] | null;
}

const NOTHING: TabData = {
  favorites: null,
  saved: null,
  notifications: null,
  shortlists: null,
  upcoming: null,
  past: null,
  agent: null,
  mine: null,
  enquiries: null,
  thread: null,
  shares: null,
  reveals: null,
  team: false,
  contactNumbers: null,
};

/** What a tab's loader has to work with. */
interface Ask {
  api: Api;
  request: Request;
  url: URL;
  user: User;
}

const myListings = ({ api, request }: Ask) =>
  signedIn(request, api.GET('/api/v1/properties/me'), 'Failed to fetch your properties');
const upcoming = ({ api, request }: Ask) =>
  signedIn(request, api.GET('/api/v1/visits/upcoming'), 'Failed to fetch upcoming visits');

/** A thread named in the address: someone else's, or one that does not exist, is simply not shown. */
async function threadOf({ api, request, url }: Ask) {
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
}

async function enquiries(a: Ask): Promise<Partial<TabData>> {
  const [list, shares, thread] = await Promise.all([
    signedIn(a.request, a.api.GET('/api/v1/enquiries'), 'Failed to load your enquiries'),
    signedIn(a.request, a.api.GET('/api/v1/me/phone-shares'), 'Failed to load your enquiries'),
    threadOf(a),
  ]);
  return { enquiries: list, shares: shares.items, thread };
}

async function leads(a: Ask): Promise<Partial<TabData>> {
  const team = a.url.searchParams.get('inbox') === 'team' && a.user.role === 'admin';
  const q = new URLSearchParams(team ? { inbox: 'team' } : {});
  for (const k of ['property_id', 'status']) {
    const v = a.url.searchParams.get(k);
    if (v && /^[a-z_0-9]{1,20}$/.test(v)) q.set(k, v);
  }
  // The filters go as the address gave them; the API answers a wrong one with its message.
  const [list, mine, thread] = await Promise.all([
    signedIn(
      a.request,
      a.api.GET('/api/v1/leads', { querySerializer: () => q.toString() }),
      'Failed to load your leads',
    ),
    myListings(a),
    threadOf(a),
  ]);
  // Who saw the numbers of my live listings (the latest 12).
  const live = mine.items.filter((l) => l.status === 'active').slice(0, 12);
  const reveals = await Promise.all(
    live.map(async (l) => {
      const seen = a.api.GET('/api/v1/properties/{id}/contact-reveals', { params: { path: { id: l.id } } });
      return {
        listing: { id: l.id, title: l.title },
        items: (await signedIn(a.request, seen, 'Failed to load')).items,
      };
    }),
  );
  return { enquiries: list, mine: mine.items, thread, reveals, team };
}

async function favorites(a: Ask): Promise<Partial<TabData>> {
  const liked = a.api.GET('/api/v1/swipes', { params: { query: { is_liked: 'true', limit: 60 } } });
  return { favorites: await signedIn(a.request, liked, 'Failed to load liked properties') };
}

async function visits(a: Ask): Promise<Partial<TabData>> {
  const [up, past] = await Promise.all([
    upcoming(a),
    signedIn(a.request, a.api.GET('/api/v1/visits/past'), 'Failed to fetch past visits'),
  ]);
  return { upcoming: up.visits, past: past.visits };
}

/** The person's shortlists, and the live listing `?add=` names (to add it to one of them). */
async function shortlists(a: Ask): Promise<Partial<TabData>> {
  const add = Number(a.url.searchParams.get('add'));
  const slug = a.url.searchParams.get('add_project') ?? '';
  const [list, listing, project] = await Promise.all([
    signedIn(a.request, a.api.GET('/api/v1/shortlists'), 'Failed to load your shortlists'),
    Number.isInteger(add) && add > 0 && add < 2 ** 31
      ? a.api.GET('/api/v1/properties/{id}', { params: { path: { id: add } } })
      : null,
    /^[a-z0-9-]{1,120}$/.test(slug) ? a.api.GET('/api/v1/projects/{slug}', { params: { path: { slug } } }) : null,
  ]);
  const adding: Adding | null =
    listing?.data?.status === 'active'
      ? { property_id: listing.data.id, title: listing.data.title }
      : project?.data
        ? { project_slug: project.data.slug, title: project.data.name }
        : null;
  return { shortlists: { list, adding } };
}

/** A page of notifications (older ones by `?before=`), and the digest's settings. */
async function notifications(a: Ask): Promise<Partial<TabData>> {
  const before = Number(a.url.searchParams.get('before')) || undefined;
  const [list, settings] = await Promise.all([
    signedIn(
      a.request,
      a.api.GET('/api/v1/notifications', { params: { query: { before } } }),
      'Failed to load your notifications',
    ),
    signedIn(a.request, a.api.GET('/api/v1/notifications/settings'), 'Failed to load your notifications'),
  ]);
  return { notifications: { list, digestOff: settings.digest_off } };
}

async function home(a: Ask): Promise<Partial<TabData>> {
  const [agent, up] = await Promise.all([
    signedIn(a.request, a.api.GET('/api/v1/agents/assigned'), 'Failed to fetch assigned agent'),
    upcoming(a),
  ]);
  return { agent: agent.agent, upcoming: up.visits };
}

async function profile(a: Ask): Promise<Partial<TabData>> {
  const numbers = a.api.GET('/api/v1/me/contact-numbers');
  return { contactNumbers: (await signedIn(a.request, numbers, 'Failed to load')).items };
}

const LOADERS: Partial<Record<Tab, (a: Ask) => Promise<Partial<TabData>>>> = {
  enquiries,
  profile,
  leads,
  'my-properties': async (a) => ({ mine: (await myListings(a)).items }),
  favorites,
  'saved-searches': async (a) => ({
    saved: await signedIn(a.request, a.api.GET('/api/v1/saved-searches'), 'Failed to load your saved searches'),
  }),
  notifications,
  shortlists,
  visits,
  home,
};

/** The open tab's data; the forms' tabs (profile, address, ...) need none beyond the user. */
export async function loadTab(
  context: Readonly<RouterContextProvider>,
  request: Request,
  user: User,
  tab: Tab,
): Promise<TabData> {
  const load = LOADERS[tab];
  if (!load) return NOTHING;
  return { ...NOTHING, ...(await load({ api: serverApi(context), request, url: new URL(request.url), user })) };
}
