// The account area's tabs, and the other names old links and bookmarks use for them
// (?tab=favourites, ?tab=password, ...), so every one of those still opens the right tab.
export const TABS = [
  'home',
  'profile',
  'address',
  'details',
  'preferences',
  'favorites',
  'saved-searches',
  'shortlists',
  'notifications',
  'visits',
  'enquiries',
  'leads',
  'my-properties',
  'add-property',
  'change-password',
] as const;
export type Tab = (typeof TABS)[number];

/** The tabs for people who advertise: their listings, adding one, and the enquiries they get. */
export const ADVERTISER_TABS: readonly Tab[] = ['leads', 'my-properties', 'add-property'];

/**
 * Whether a role is someone looking for a home who has listed nothing: listing a property makes
 * a seeker an owner (apps/api listings repository), so 'user' is exactly that person.
 */
export const isSeeker = (role: string) => role === 'user';

/**
 * The tabs a person's account lists: a seeker does not see the advertisers' tabs (the account
 * offers "List a property" instead), unless one is open (a deep link to it), which is kept in the
 * list so the page says where the person is; owners, agents, builders and admins see them all.
 */
export function tabsFor(role: string, showing: Tab): Tab[] {
  if (!isSeeker(role)) return [...TABS];
  return TABS.filter((x) => x === showing || !ADVERTISER_TABS.includes(x));
}

const ALIASES: Record<string, Tab> = {
  favourites: 'favorites',
  favorite: 'favorites',
  fav: 'favorites',
  properties: 'my-properties',
  myproperties: 'my-properties',
  'account-details': 'details',
  accountdetails: 'details',
  addproperty: 'add-property',
  add: 'add-property',
  changepassword: 'change-password',
  password: 'change-password',
  visit: 'visits',
  enquiry: 'enquiries',
  'my-enquiries': 'enquiries',
  inbox: 'leads',
  saved: 'saved-searches',
  searches: 'saved-searches',
  alerts: 'saved-searches',
  lead: 'leads',
};

/** The tab a ?tab= value names, or null for an unknown one (which goes to the overview). */
export function resolveTab(raw: string | null): Tab | null {
  if (!raw) return 'home';
  const key = raw.trim().toLowerCase();
  const tab = ALIASES[key] ?? key;
  return (TABS as readonly string[]).includes(tab) ? (tab as Tab) : null;
}

/** How the account page names a person's role ('user' is someone looking for a home). */
export function roleLabel(
  role: string,
): 'account.seeker' | 'account.role.owner' | 'account.role.agent' | 'account.role.admin' {
  return role === 'owner' || role === 'agent' || role === 'admin' ? `account.role.${role}` : 'account.seeker';
}
