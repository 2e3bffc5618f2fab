// Small things a demanding user notices: an unknown account tab opens the account's home, the
// visit picker offers no time already past, and re-sorted or later search pages are kept out of
// search engines.
import { expect, test } from './fixtures';
import { demoListing, phone, register, searchFilters, sidewaysPx } from './helpers';

test('an unknown account tab opens the account home; the visit picker starts an hour ahead', async ({
  page,
  request,
}) => {
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account?tab=castle');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await page.goto('/hi/account?tab=castle');
  await expect(page).toHaveURL(/\/hi\/account$/);

  const id = await demoListing(request);
  await page.goto(`/property/${id}`);
  // Today's slots, the first day offered: none of them is less than an hour away.
  const times = page.getByRole('group', { name: /^Time/ }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const inAnHour = Date.now() + 60 * 60_000 - 60_000; // a minute's grace for the page's own clock
  for (const at of await times.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value)))
    expect(Date.parse(at) >= inAnHour, `${at} is less than an hour ahead`).toBe(true);
});

test('re-sorted and later search pages are not indexed; the first page is', async ({ request }) => {
  const robots = async (path: string) =>
    (await (await request.get(path)).text()).match(/<meta name="robots" content="([^"]+)"/)?.[1] ?? null;
  expect(await robots('/properties?purpose=rent')).toBeNull();
  expect(await robots('/properties?purpose=rent&sort_by=price_low')).toBe('noindex, nofollow');
  expect(await robots('/properties?purpose=rent&page=2')).toBe('noindex, nofollow');
  expect(await robots('/project?sort_by=price_low')).toBe('noindex, nofollow');
  expect(await robots('/hi/properties?page=3')).toBe('noindex, nofollow');
  // Every one of them names the unsorted first page as the canonical copy.
  const canonical = (await (await request.get('/properties?sort_by=price_low&page=2')).text()).match(
    /<link rel="canonical" href="([^"]+)"/,
  )?.[1];
  expect(canonical).toMatch(/\/properties$/);
});

test('the page language stays through signing in and out, and in their messages', async ({ page, isMobile }) => {
  const number = phone();
  await register(page, number);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/hi/login');
  await page.getByLabel('मोबाइल नंबर').fill(number);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('ghar-1234');
  await page.locator('main form button[type=submit]').click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('.toast').first()).toHaveText(/लॉगिन सफल!/);

  // The header's menu signs out on Hindi pages back to the Hindi home, in Hindi.
  if (isMobile) await page.goto('/hi/account');
  else await page.locator('.user-btn').click();
  const logout = isMobile
    ? page.getByRole('main').getByRole('button', { name: 'लॉग आउट' })
    : page.locator('#user-menu-list').getByRole('button', { name: 'लॉग आउट' });
  await logout.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isMobile ? /\/hi\/login$/ : /\/hi$/);
  await expect(
    page.locator('.toast').filter({ hasText: isMobile ? 'आप लॉग आउट हो गए हैं' : 'सफलतापूर्वक लॉग आउट हो गए!' }),
  ).toBeVisible();
});

test('the account sections are one select on a phone and a list on a wider screen', async ({ page, isMobile }) => {
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  const select = page.getByLabel('Account sections', { exact: true }).and(page.locator('select'));
  const list = page.getByRole('navigation', { name: 'Account sections' });
  if (!isMobile) {
    await expect(list).toBeVisible();
    await expect(select).toBeHidden();
    return;
  }
  await expect(list).toBeHidden();
  await expect(select).toHaveValue('home');
  await select.selectOption({ label: 'My enquiries' });
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/account\?tab=enquiries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My enquiries');
  await expect(select).toHaveValue('enquiries');
});

test("a listing's availability date is written in the page's language, never as raw ISO", async ({ page, request }) => {
  const items = (await (await request.get('/api/v1/properties/?purpose=rent&limit=50')).json()).items as {
    id: number;
    available_from: string | null;
  }[];
  const withDate = items.find((p) => p.available_from);
  expect(withDate, 'a seeded listing with an availability date').toBeDefined();
  const [y, m, d] = withDate!.available_from!.split('-').map(Number);
  const month = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' });
  await page.goto(`/property/${withDate!.id}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(`${d} ${month} ${y}`);
  await expect(main).not.toContainText(withDate!.available_from!);
});

test('on a phone a listing shows its contact bar in the first screen, and the page never scrolls sideways', async ({
  page,
  request,
  isMobile,
}) => {
  const id = await demoListing(request, 'purpose=rent');
  await page.goto(`/property/${id}`);
  const bar = page.getByTestId('contact-bar');
  if (!isMobile) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('₹');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  // Signed out, its one contact action signs in and comes back to the listing's contact box.
  await expect(bar.getByRole('link', { name: 'Sign in to contact' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/property/${id}#contact`)}`,
  );
  // At the very bottom the page's own last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = await page.locator('footer').last().boundingBox();
  const top = (await bar.boundingBox())!.y;
  expect(last!.y + last!.height).toBeLessThanOrEqual(top + 1);
});

test('one sort control shows the order the results are in, and choosing another applies it at once from page 1', async ({
  page,
  isMobile,
}) => {
  await page.goto('/properties?purpose=rent&page=2');
  // No second control (the quick sort links) to disagree with it.
  await expect(page.getByRole('link', { name: 'Newest', exact: true })).toHaveCount(0);
  if (isMobile) await expect(page.getByTestId('search-bar')).toContainText('Sorted by Newest');
  const select = (await searchFilters(page)).getByLabel('Sort by');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(1);
  await expect(select).toHaveValue('newest');
  await expect(select.locator('option')).not.toContainText(['Best match']);
  await select.selectOption('price_high');
  await expect(page).toHaveURL(/sort_by=price_high/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/purpose=rent/);
  await expect(page.getByTestId('filter-sheet')).toBeHidden();
  if (isMobile) await expect(page.getByTestId('search-bar')).toContainText('Sorted by Price: high to low');
  await expect(page.getByTestId('search-filters').getByLabel('Sort by')).toHaveValue('price_high');
});

test('no main page scrolls sideways at 320, 390 or 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = await demoListing(request);
  const project = ((await (await request.get('/api/v1/projects?limit=1')).json()).items[0] as { slug: string }).slug;
  const pages = [
    '/',
    '/properties',
    `/property/${id}`,
    '/map-location',
    '/property-sidebar',
    '/project',
    `/project/${project}`,
    '/blog',
    '/faq',
    '/contact',
    '/login',
    '/register',
    '/post-property',
    '/add-new-listing',
    '/delete-account',
    '/emi-calculator',
    '/hi',
    '/hi/properties',
    `/hi/property/${id}`,
  ];
  const wide: string[] = [];
  // Each page is loaded once at the narrowest width, then widened as a phone turned sideways or
  // a window dragged wider would be.
  for (const path of pages) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const sideways = await sidewaysPx(page);
      if (sideways > 0) wide.push(`${path} at ${width} px: ${sideways} px sideways`);
    }
  }
  expect(wide).toEqual([]);
});
