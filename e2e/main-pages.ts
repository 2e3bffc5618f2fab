// The main pages a person goes through, as the console and accessibility checks walk them
// (e2e/main-pages.spec.ts): signed out, and signed in as a seeker, an owner and an
// admin (the demo accounts), each in English and Hindi (the back office is English only).
import type { APIRequestContext, Page } from '@playwright/test';
import { demoListing, signIn } from './helpers';

export type Who = 'visitor' | 'seeker' | 'owner' | 'admin';

/** The demo accounts (README "Demo accounts"). */
export const ACCOUNTS: Record<Exclude<Who, 'visitor'>, [string, string]> = {
  seeker: ['9810000004', 'User@12345'],
  owner: ['9810000003', 'Owner@12345'],
  admin: ['9810000001', 'Admin@12345'],
};

const first = async (request: APIRequestContext, url: string, list = 'properties') =>
  (await (await request.get(url)).json())[list][0];

/** The same pages in Hindi after English ones. */
const bothLanguages = (paths: string[]) => [...paths, ...paths.map((p) => (p === '/' ? '/hi' : `/hi${p}`))];

/** A listing of each kind (sale, rent, short stay, PG, commercial), a project and a blog post. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  // The demo's, with photos (the console check opens the photo viewer): other specs list some
  // without, and change theirs while this walk runs.
  const listings = await Promise.all(
    ['buy', 'rent', 'short_stay', 'pg', 'commercial'].map(
      async (purpose) => `/property/${await demoListing(request, `purpose=${purpose}`)}`,
    ),
  );
  const project = (await first(request, '/api/v1/projects?limit=1', 'items')).slug as string;
  const post = (await first(request, '/api/v1/blog/posts?limit=1', 'items')).slug as string;
  return bothLanguages([
    '/',
    '/properties',
    '/map-location',
    ...listings,
    '/project',
    `/project/${project}`,
    '/blog',
    `/blog/${post}`,
    '/contact',
    '/login',
    '/register',
    '/emi-calculator',
  ]);
}

const ACCOUNT = ['/account', '/account?tab=favorites', '/account?tab=visits', '/account?tab=enquiries'];
const ADVERTISER = ['/account?tab=leads', '/account?tab=my-properties'];
const ADMIN = [
  '/admin',
  '/admin/listings',
  '/admin/findings',
  '/admin/reports',
  '/admin/users',
  '/admin/inbox',
  '/admin/deletions',
  '/admin/projects',
  '/admin/content',
];

/** The pages to walk as `who`, that person signed in on `page` first. */
export async function mainPages(who: Who, page: Page, request: APIRequestContext): Promise<string[]> {
  if (who === 'visitor') return publicPages(request);
  const [number, password] = ACCOUNTS[who];
  await signIn(page, number, password, '/account');
  if (who === 'admin') return [...ADMIN, ...bothLanguages(['/account'])];
  // A seeker's deep link to the lead inbox still opens a page (account tabs by role).
  return bothLanguages([...ACCOUNT, ...ADVERTISER, '/account?tab=profile']);
}
