// What people type, paste and share, tried as a careless or hostile user would: a reversed price
// range, fifty bedrooms, a keyword of 3,000 characters, a link with impossible values, a mobile
// number pasted with its +91, and words too long for a phone's screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiRegister, apiToken, phone, signIn, verifyListing } from './helpers.ts';

const OWNER = ['9810000003', 'Owner@12345'] as const;
const ADMIN = ['9810000001', 'Admin@12345'] as const;

/** The filter form: beside the results, or on a phone in the sheet the bar's first button opens (in either language). */
async function openFilters(page: Page) {
  const opener = page.getByTestId('search-bar').getByRole('button').first();
  if (await opener.isVisible()) {
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  return page.getByTestId('search-filters');
}

test('the search checks its filters in the page, in its language, before asking for results', async ({ page }) => {
  for (const [prefix, minAboveMax, wholeNumber, fix] of [
    ['', 'Must not be less than the minimum', 'Must be a whole number between 0 and 20', /Correct the 2 fields/],
    ['/hi', 'न्यूनतम से कम नहीं हो सकता', '0 से 20 के बीच की पूर्ण संख्या होनी चाहिए', /2 फ़ील्ड ठीक करें/],
  ] as const) {
    await page.goto(`${prefix}/properties?purpose=rent`);
    const filters = await openFilters(page);
    const before = page.url();
    await filters.locator('input[name=price_min]').fill('90000000');
    await filters.locator('input[name=price_max]').fill('10');
    await filters.locator('input[name=bedrooms_max]').fill('50');
    await filters.locator('button[type=submit]').click();
    // Nothing is asked of the search: the page stays, each field says what is wrong, and the
    // first one wrong has the focus.
    await expect(filters.getByTestId('filters-refused')).toHaveText(fix);
    await expect(filters.locator('input[name=price_max]')).toHaveAccessibleDescription(minAboveMax);
    await expect(filters.locator('input[name=bedrooms_max]')).toHaveAccessibleDescription(wholeNumber);
    await expect(filters.locator('input[name=price_max]')).toBeFocused();
    expect(page.url()).toBe(before);
    // The box itself is bounded as the search is.
    await expect(filters.locator('input[name=bedrooms_max]')).toHaveAttribute('max', '20');

    // Put right, the search runs and the messages go.
    await filters.locator('input[name=price_min]').fill('20000');
    await filters.locator('input[name=price_max]').fill('120000');
    await filters.locator('input[name=bedrooms_max]').fill('3');
    await filters.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/price_max=120000/);
    await expect(page.getByTestId('filters-refused')).toHaveCount(0);
    await expect(page.getByTestId('results-summary')).not.toBeEmpty();
  }
});

test('a link with impossible values shows results without them and says what it left out', async ({ page }) => {
  const hostile = `q=${'x'.repeat(3000)}&price_min=90000000&price_max=10&bedrooms=abc&price_max=-5&purpose=short_stay&check_in=2026-12-20&check_out=2026-12-10`;
  await page.goto(`/properties?${hostile}`);
  const notice = page.getByTestId('dropped-filters');
  await expect(notice).toContainText('values in this link could not be used');
  await expect(notice).toContainText('Keyword: Must be at most 200 characters');
  await expect(notice).toContainText('Check-out: Check-out must be after check-in');
  // The results are those of what is left (short stays from ₹9 Cr), never the API's refusal.
  await expect(page.getByTestId('search-error')).toHaveCount(0);
  await expect(page.getByText(/Error loading|must not be less|check_out/i)).toHaveCount(0);
  const chips = page.getByTestId('active-filters');
  await expect(chips).toContainText(/Short stay/i);
  await expect(chips).not.toContainText('₹-5');
  await expect(chips).not.toContainText('abc');
  await expect(chips).not.toContainText('xxxxxxxxxx');

  await page.goto(`/hi/properties?price_max=-5&bedrooms_max=50`);
  await expect(page.getByTestId('dropped-filters')).toContainText('इस लिंक के 2 मान इस्तेमाल नहीं हो सके');

  // The project list reads its link by its own contract the same way.
  await page.goto(`/project?q=${'y'.repeat(3000)}&price_min=1&price_max=0&bhk=99`);
  await expect(page.getByTestId('dropped-filters')).toContainText('3 values in this link could not be used');
  await expect(page.getByTestId('dropped-filters')).toContainText('Configuration');
  await expect(page.getByTestId('projects').locator('article').first()).toBeVisible();
});

test('a mobile number pasted or typed with +91, spaces or a 0 is read as its ten digits', async ({ page }) => {
  await page.goto('/login');
  const box = page.getByLabel('Mobile number');
  // Pasted, as the README writes it and as a phone's autofill gives it.
  await box.fill('+91 98100 00004');
  await expect(box).toHaveValue('9810000004');
  await box.fill('');
  // Typed key by key, with its 0 in front.
  await box.pressSequentially('098100-00004');
  await expect(box).toHaveValue('9810000004');
  await page.getByLabel('Password', { exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await expect(page.locator('.user-btn')).toBeVisible();
});

/** A live listing with an unbroken 120-character title, and a seeker's enquiry with an unbroken message on it. */
async function hostileListing(request: APIRequestContext, tag: string) {
  const owner = { authorization: `Bearer ${await apiToken(request, ...OWNER)}` };
  const title = `Sector${tag}${'Longwordflat'.repeat(10)}`.slice(0, 120);
  const made = await request.post('/api/v1/properties/', {
    headers: owner,
    data: {
      title,
      description: `A flat described by someone who never presses space: ${'verylongword'.repeat(40)}`,
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 41000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqft: 1100,
      locality: `Sector 4${tag.length}`,
      city: 'Gurugram',
      submit: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  const admin = { authorization: `Bearer ${await apiToken(request, ...ADMIN)}` };
  await verifyListing(request, id, admin);
  const number = phone();
  const seeker = await apiRegister(request, {
    phone: number,
    full_name: `Someone${'withaverylongname'.repeat(6)}`,
    email: `long.${number}@example.in`,
    password: 'ghar-1234',
  });
  const asked = await request.post(`/api/v1/properties/${id}/enquiries`, {
    headers: { authorization: `Bearer ${seeker.access_token}` },
    data: { want: 'other', message: `Is it free? ${'pleasetellme'.repeat(30)}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return { id, title, number };
}

/** How much wider than the screen a page is, naming the innermost element that sticks out the most. */
async function sideways(page: Page, path: string): Promise<string | null> {
  await page.goto(path, { waitUntil: 'load' });
  const found = await page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (extra <= 0) return null;
    const edge = document.documentElement.clientWidth;
    const out = [...document.body.querySelectorAll('*')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > edge + 1 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > edge + 1),
      )
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${el.textContent?.slice(0, 30)}”`);
    return `${extra} px wider than the screen (${out.slice(0, 3).join(', ')})`;
  });
  return found ? `${path}: ${found}` : null;
}

test('nothing is wider than a 390 px screen, whatever people typed', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, number } = await hostileListing(request, testInfo.project.name.slice(0, 1));
  const word = 'Longwordflat'.repeat(10);
  const wide: string[] = [];
  const walk = async (paths: string[]) => {
    for (const path of paths) {
      const found = await sideways(page, path);
      if (found) wide.push(found);
    }
  };
  await walk([
    `/properties?q=${'x'.repeat(3000)}`,
    `/properties?q=${word.slice(0, 190)}&locality=${'y'.repeat(110)}&city=${'z'.repeat(70)}`,
    `/properties?location=${'Sector'.repeat(16)}`,
    `/property/${id}`,
    `/hi/property/${id}`,
    '/properties?sort_by=newest',
  ]);
  // The seeker's thread, and the owner's lead inbox with the seeker's long name and message.
  await signIn(page, number, 'ghar-1234', '/account?tab=enquiries');
  await walk(['/account?tab=enquiries', '/hi/account?tab=enquiries', '/account?tab=profile']);
  await page.context().clearCookies();
  await signIn(page, ...OWNER, '/account?tab=leads');
  await walk(['/account?tab=leads', '/hi/account?tab=leads', '/account?tab=my-properties']);
  // The back office's tables and queue, with the long title and the long name in them.
  await page.context().clearCookies();
  await signIn(page, ...ADMIN, '/admin/listings?q=Longwordflat');
  await walk(['/admin/listings?q=Longwordflat', '/admin/users?q=Someonewith', '/admin/inbox']);
  expect(wide).toEqual([]);
});
