// The account area's tabs and the spec's aliases for them (spec section 2, Account).
export const TABS = ['home', 'profile', 'address', 'details', 'preferences', 'favorites', 'visits', 'change-password'] as const;
export type Tab = (typeof TABS)[number];

/** Tabs that belong to owner listings (issue 6): until then their links open the overview. */
const LATER = ['my-properties', 'add-property'];

const ALIASES: Record<string, Tab | (typeof LATER)[number]> = {
  favourites: 'favorites', favorite: 'favorites', fav: 'favorites',
  properties: 'my-properties', myproperties: 'my-properties',
  'account-details': 'details', accountdetails: 'details',
  addproperty: 'add-property', add: 'add-property',
  changepassword: 'change-password', password: 'change-password',
  visit: 'visits',
};

/** The tab a ?tab= value names, or null for an unknown one (which goes to the overview). */
export function resolveTab(raw: string | null): Tab | null {
  if (!raw) return 'home';
  const key = raw.trim().toLowerCase();
  const tab = ALIASES[key] ?? key;
  if ((TABS as readonly string[]).includes(tab)) return tab as Tab;
  return LATER.includes(tab) ? 'home' : null;
}
