// Every site path in one place, so no route string is typed twice.
export const paths = {
  home: '/',
  properties: '/properties',
  property: (id: number) => `/property/${id}`,
  projects: '/project',
  postProperty: '/post-property',
  notifications: '/account?tab=notifications',
  addListing: '/add-new-listing',
  map: '/map-location',
  blog: '/blog',
  about: '/about-us',
  faq: '/faq',
  contact: '/contact',
  emi: '/emi-calculator',
  policies: '/policies',
  policy: (slug: string) => `/policies/${slug}`,
  login: '/login',
  loginCode: '/login/code',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
} as const;

/** A sign-in page that goes on to `next` afterwards (left out when it is the default, `home`). */
export const withNext = (path: string, next: string | null | undefined, home?: string) =>
  next && next !== home ? `${path}?next=${encodeURIComponent(next)}` : path;

/** The EMI calculator opened on a loan (its fields filled in from the address). */
export const emiCalculatorPath = (l: { loan: number; rate: number; years: number }) =>
  `${paths.emi}?${new URLSearchParams({ amount: String(l.loan), rate: String(l.rate), years: String(l.years) })}`;
