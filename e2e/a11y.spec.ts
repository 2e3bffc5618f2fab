import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { TABS } from '../apps/web/app/features/accounts/account-tabs.ts';
import { axeViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';
import { phone, register, signIn, verifyListing } from './helpers';

// axe-core finds no WCAG 2.2 A/AA violation and no breach of its best practices (unique
// landmarks, headings that do not skip a level, all content in landmarks ...) on the public
// pages, in English and Hindi, and on the steps that only a form post or an action shows.
// (The main pages a visitor walks, e2e/main-pages.ts, are checked by e2e/main-pages.spec.ts in
// both layouts: the home page, search, the map, listings of each kind, projects, the blog,
// contact, login, sign-up and the EMI calculator, in English and Hindi.)
const PAGES = [
  '/properties?purpose=rent&sort_by=price_low',
  '/property-sidebar',
  '/policies',
  '/policies/privacy-policy',
  '/about-us',
  '/faq',
  '/post-property',
  '/post-property?callback=1',
  '/add-new-listing',
  '/hi/add-new-listing',
  '/delete-account',
  '/login/code',
  '/hi/login/code',
  '/forgot-password',
  '/cart',
  '/checkout',
  '/no-such-page',
  // Hindi policies and FAQ (decision 030).
  '/hi/policies/privacy-policy',
  '/hi/faq',
  // A reconfirm link that does not work (the page with its question: availability.spec.ts).
  '/reconfirm/not-a-link',
  '/hi/reconfirm/not-a-link',
  // The daily digest's stop link when it does not work (its question: notifications.spec.ts).
  '/notifications/digest-off/not-a-link',
];

// The phone layout (menus, cards in one column) on the pages where it differs most.
const MOBILE = ['/faq', '/delete-account', '/reconfirm/not-a-link', '/post-property', '/add-new-listing'];

/**
 * WCAG 2.2 A/AA violations and axe's best practices (landmark-unique, heading-order, region, ...)
 * on the page as it is now, as readable lines.
 */
const violationsHere = (page: Page, label: string) => axeViolations(page, { label, also: 'best-practice' });

// Its tests are independent of each other (each makes or picks its own data) and the longest
// of the suite: the two workers share them rather than one worker taking the whole file.
test.describe.configure({ mode: 'parallel' });

// Checked at a 390 px phone and a 1280 px desktop.
const viewport = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });

/** Each page's violations, visited in turn. */
async function violations(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    found.push(...(await violationsHere(page, path)));
  }
  return found;
}

test('public pages have no accessibility violations', async ({ page, request, isMobile }) => {
  // About 25 pages through axe on a desktop, with another worker on the same cores.
  test.setTimeout(300_000);
  await page.setViewportSize(viewport(isMobile));
  // A project whose registration lapsed: its page carries a warning, its card a badge.
  const lapsed = (await (await request.get('/api/v1/projects?hrera_status=lapsed&limit=1')).json()).items[0]
    .slug as string;
  const warned = [`/project/${lapsed}`, '/project?hrera_status=lapsed'];
  const found = await violations(
    page,
    isMobile ? [...MOBILE, ...warned] : [...PAGES, ...warned, `/hi/project/${lapsed}`],
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the account pages of a signed-in person have no accessibility violations', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(viewport(isMobile));
  await register(page, phone());
  await page.waitForURL((u) => u.pathname === '/account');
  const found = await violations(page, [...TABS.map((tab) => `/account?tab=${tab}`), '/hi/account']);
  expect(found, found.join('\n')).toEqual([]);
});

// The one-time code steps, which only a form post shows: the Hindi sign-up's (with a refused code
// at its box; a picture of it at 390 px in the mobile run) and the code sign-in's.
test('the one-time code steps have no accessibility violations', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(isMobile));
  const number = phone();
  const found: string[] = [];
  await page.goto('/hi/register');
  await page.getByLabel('पहला नाम').fill('Meera');
  await page.getByLabel('उपनाम').fill('Sharma');
  await page.getByLabel('ईमेल', { exact: true }).fill(`meera.${number}@example.in`);
  await page.getByLabel('मोबाइल नंबर').fill(number);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('ghar-1234');
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill('ghar-1234');
  await page.getByRole('button', { name: 'साइन अप' }).click();
  const box = page.getByLabel('SMS में आया कोड');
  await expect(box).toBeFocused();
  found.push(...(await violationsHere(page, '/hi/register, the code')));
  await box.fill('12');
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(box).toHaveAccessibleDescription('SMS में आया 6 अंकों का कोड डालें');
  found.push(...(await violationsHere(page, '/hi/register, a refused code')));
  if (isMobile) await page.screenshot({ path: testInfo.outputPath('register-code-hi-390.png'), fullPage: true });

  await page.goto('/login/code');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code from the SMS')).toBeFocused();
  found.push(...(await violationsHere(page, '/login/code, the code')));
  expect(found, found.join('\n')).toEqual([]);
});

// The add-listing flow of a signed-in owner: every step (in both layouts), a refused step, the
// photos step with a photo uploaded and one refused, and the review with what is still missing.
test('the add-listing steps have no accessibility violations', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(isMobile));
  await signIn(page, '9810000003', 'Owner@12345', '/add-new-listing');
  const found: string[] = [];
  const form = page.getByTestId('listing-form');
  await form.getByRole('button', { name: 'Next: Location' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('This field is required');
  found.push(...(await violationsHere(page, 'basics, refused')));
  await form.getByLabel('Title').fill(`Accessible flat in Sector 49 ${isMobile ? 'm' : 'd'}${Date.now() % 1e6}`);
  await form.getByRole('button', { name: 'Next: Location' }).click();
  await expect(page).toHaveURL(/listing=\d+&step=location/);
  const id = new URL(page.url()).searchParams.get('listing');
  for (const step of ['location', 'details', 'media', 'price', 'review', 'basics']) {
    await page.goto(`/add-new-listing?listing=${id}&step=${step}`, { waitUntil: 'load' });
    if (step === 'media') {
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a7c96' } })
        .jpeg()
        .toBuffer();
      await page.locator('#photo-files').setInputFiles([
        { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: photo },
        { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo'.repeat(40)) },
      ]);
      await expect(page.getByTestId('upload-queue').locator('li', { hasText: 'notes.jpg' })).toHaveAttribute(
        'data-state',
        'failed',
      );
      await expect(page.getByTestId('upload-queue').locator('li', { hasText: 'hall.jpg' })).toHaveAttribute(
        'data-state',
        'done',
      );
    }
    found.push(...(await violationsHere(page, step)));
  }
  await page.goto(`/hi/add-new-listing?listing=${id}&step=price`, { waitUntil: 'load' });
  found.push(...(await violationsHere(page, '/hi price')));
  expect(found, found.join('\n')).toEqual([]);
});

// Decisions 042 and 043 on the pages: an owner's listing whose changes wait for review (My
// Properties, the edit flow's notice and review, in English and Hindi), the contact numbers'
// code step, a contact number nobody proved refused at its box, and the review queue's item with
// each change beside the live value (pictures of the notices and the queue item at 390 px in the
// mobile run).
test('changes waiting for review, contact numbers and the queue’s changes have no accessibility violations', async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(viewport(isMobile));
  const token = async (number: string, password: string) => {
    const r = await request.post('/api/v1/auth/login/', { data: { phone: `+91${number}`, password } });
    return { authorization: `Bearer ${(await r.json()).access_token as string}` };
  };
  const owner = await token('9810000003', 'Owner@12345');
  const title = `Accessible edited flat ${testInfo.project.name} ${Date.now() % 1e6}`;
  const made = await request.post('/api/v1/properties/', {
    headers: owner,
    data: {
      title,
      description: 'A two-bedroom flat on the fourth floor, with morning light and a covered parking space.',
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 36000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqft: 1180,
      locality: 'Sector 49',
      city: 'Gurugram',
      latitude: isMobile ? 28.4121 : 28.4131,
      longitude: 77.0611,
      submit: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  const admin = await token('9810000001', 'Admin@12345');
  await verifyListing(request, id, admin);
  // A new description and a rent 25 % higher wait for review.
  const edited = await request.put(`/api/v1/properties/${id}`, {
    headers: owner,
    data: {
      description:
        'A two-bedroom flat on the fourth floor, with morning light, a covered parking space and a new kitchen.',
      monthly_rent: 45000,
    },
  });
  expect(((await edited.json()) as { pending_changes: object }).pending_changes).toHaveProperty('monthly_rent');

  const found: string[] = [];
  const shot = async (name: string, target = page.getByTestId('pending-changes').first()) => {
    if (!isMobile) return;
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) });
  };
  await signIn(page, '9810000003', 'Owner@12345', '/account?tab=my-properties');
  for (const [path, name] of [
    ['/account?tab=my-properties', 'my-properties-pending'],
    ['/hi/account?tab=my-properties', 'my-properties-pending-hi'],
    [`/add-new-listing?listing=${id}&step=review`, 'edit-pending'],
    [`/hi/add-new-listing?listing=${id}&step=basics&held=1`, 'edit-saved-hi'],
  ] as const) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByTestId('pending-changes').first()).toBeVisible();
    found.push(...(await violationsHere(page, path)));
    await shot(name);
  }

  // A contact number nobody proved, refused at its box with the way to prove it.
  await page.goto(`/add-new-listing?listing=${id}&step=price`, { waitUntil: 'load' });
  const form = page.getByTestId('listing-form');
  await form.getByLabel('Phone for enquiries').fill(phone());
  await form.getByRole('button', { name: 'Next: Review' }).click();
  await expect(form.getByRole('link', { name: 'Add or verify a number in your account' })).toBeVisible();
  found.push(...(await violationsHere(page, 'price, an unproved contact number')));

  // The contact numbers' code step.
  await page.goto('/account?tab=profile', { waitUntil: 'load' });
  const numbers = page.locator('#contact-numbers');
  await numbers.getByText('Add a number').click();
  await numbers.getByLabel('Number to add').fill(phone());
  await numbers.getByRole('button', { name: 'Send code' }).click();
  await expect(numbers.getByLabel('Code from the SMS')).toBeFocused();
  found.push(...(await violationsHere(page, '/account?tab=profile, a contact number’s code')));

  // The review queue's item: each change beside the live value, and its own buttons.
  const adminPage = waitsForHydration(await (await browser.newContext()).newPage());
  await adminPage.setViewportSize(viewport(isMobile));
  await signIn(adminPage, '9810000001', 'Admin@12345', '/admin');
  const item = adminPage.getByTestId('queue-item').filter({ hasText: title });
  const pages = Number(
    (await adminPage
      .getByText(/^Page 1 of \d+$/)
      .textContent()
      .catch(() => 'of 1'))!.match(/of (\d+)/)![1],
  );
  for (let n = pages; n >= 1 && !(await item.count()); n--) await adminPage.goto(`/admin?page=${n}`);
  await expect(item.getByTestId('queue-diff')).toContainText('₹36,000');
  await expect(item.getByTestId('queue-diff')).toContainText('₹45,000');
  found.push(...(await violationsHere(adminPage, '/admin, changes to a live listing')));
  if (isMobile) await item.screenshot({ path: testInfo.outputPath('admin-queue-changes-390.png') });
  await adminPage.context().close();
  expect(found, found.join('\n')).toEqual([]);
});
