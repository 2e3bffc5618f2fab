// The account area's tabs, and the other names people and old links use for them.
export const TABS = [
  'home',
  'profile',
  'address',
  'details',
  'preferences',
  'favorites',
  'visits',
  'enquiries',
  'leads',
  'my-properties',
  'add-property',
  'change-password',
] as const;
export type Tab = (typeof TABS)[number];

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
