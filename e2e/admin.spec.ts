import type { Page } from '@playwright/test';
import { expect, test, waitsForHydration } from './fixtures';
import { apiRegister, apiToken, bookFreeSlot, demoListing, phone, projectIndex, signIn, stamp } from './helpers';
import { exclusive, LIVE_LISTINGS } from './lock';

// The back office and the agent desk, driven through their pages.

const listing = (title: string, lat: number, type = 'apartment') => ({
  title,
  description: 'Corner flat with morning light, two covered parking spaces and a park view.',
  purpose: 'rent',
  property_type: type,
  monthly_rent: 41000,
  bedrooms: 3,
  bathrooms: 2,
  area_sqft: 1650 + (Math.round(lat * 10) % 50),
  floor_number: 7,
  total_floors: 14,
  locality: 'Sector 54',
  city: 'Gurugram',
  latitude: lat,
  longitude: 77.1006,
  submit: true,
});

test('an admin verifies one listing and rejects another from the queue; the owner sees both', async ({
  page,
  browser,
  request,
}) => {
  // Two listings made and sent for review, the queue, two decisions, and the owner's page in a
  // second browser: 12 s on an idle 2-core machine; 8 times that for a busy one.
  test.setTimeout(100_000);
  const owner = await apiToken(request, '9810000003', 'Owner@12345');
  const [keep, refuse] = [`Verified flat ${stamp} in Sector 54`, `Blurry flat ${stamp} in Sector 54`];
  for (const [title, lat, type] of [
    [keep, 28.4301, 'apartment'],
    [refuse, 28.4321, 'builder_floor'],
  ] as const) {
    const r = await request.post('/api/v1/properties/', {
      headers: { authorization: `Bearer ${owner}` },
      data: listing(title, lat, type),
    });
    expect(r.status(), await r.text()).toBe(201);
  }

  await signIn(page, '9810000001', 'Admin@12345', '/admin');
  // Oldest first: today's listings are on one of the last pages.
  const keepItem = page.getByTestId('queue-item').filter({ hasText: keep });
  const pages = Number(
    (await page
      .getByText(/^Page 1 of \d+$/)
      .textContent()
      .catch(() => 'of 1'))!.match(/of (\d+)/)![1],
  );
  for (let n = pages; n >= 1 && !(await keepItem.count()); n--) await page.goto(`/admin?page=${n}`);
  await expect(keepItem.getByRole('img').first()).toBeHidden(); // no photos: the finding says so
  await expect(keepItem).toContainText('No photos');
  await exclusive(LIVE_LISTINGS, async () => {
    await keepItem.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Listing verified: it is live')).toBeVisible();
  });
  const refuseItem = page.getByTestId('queue-item').filter({ hasText: refuse });
  // Stored values (enum codes) read as words.
  await expect(refuseItem).toContainText('For Rent · Builder floor · 3 BHK');
  await expect(refuseItem).not.toContainText('builder_floor');
  // A preset reason and the admin's own words, joined into what the owner reads.
  await refuseItem
    .getByRole('combobox', { name: 'Reason the owner will see' })
    .selectOption('Photos do not show this property');
  await refuseItem
    .getByRole('textbox', { name: 'Reason the owner will see: in your own words' })
    .fill('Please add photos of every room.');
  await refuseItem.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Listing rejected: the owner sees your reason')).toBeVisible();
  for (const title of [keep, refuse])
    await expect(page.getByTestId('queue-item').filter({ hasText: title })).toHaveCount(0);

  const ownerContext = await browser.newContext();
  const ownerPage = waitsForHydration(await ownerContext.newPage());
  await signIn(ownerPage, '9810000003', 'Owner@12345', '/account?tab=my-properties');
  const mine = ownerPage.getByRole('main');
  await expect(mine.locator('.my-listing').filter({ hasText: refuse })).toContainText(
    'Photos do not show this property. Please add photos of every room.',
  );
  await expect(mine.locator('.my-listing').filter({ hasText: refuse })).toContainText('Not approved');
  await expect(mine.locator('.my-listing').filter({ hasText: keep })).toContainText('Live');
  // In Hindi the preset reason is in Hindi; the admin's own words stay as they were written.
  await ownerPage.goto('/hi/account?tab=my-properties');
  await expect(ownerPage.getByRole('main').locator('.my-listing').filter({ hasText: refuse })).toContainText(
    'फ़ोटो में यह प्रॉपर्टी नहीं दिखती। Please add photos of every room.',
  );
  await ownerContext.close();
});

/** Opens the queue page that holds `title` (oldest first: today's listings are on the last pages). */
async function queuePageWith(page: Page, title: string) {
  await page.goto('/admin');
  const item = page.getByTestId('queue-item').filter({ hasText: title });
  const pages = Number(
    (await page
      .getByText(/^Page 1 of \d+$/)
      .textContent()
      .catch(() => 'of 1'))!.match(/of (\d+)/)![1],
  );
  for (let n = pages; n >= 1 && !(await item.count()); n--) await page.goto(`/admin?page=${n}`);
  return item;
}

test('preset reasons work alone, without scripts and in bulk; own words too short are refused as before', async ({
  page,
  browser,
  request,
}) => {
  // Three listings, four queue pages, a second browser without scripts and the owner's page.
  test.setTimeout(120_000);
  const owner = await apiToken(request, '9810000003', 'Owner@12345');
  const [dup, short, bulk] = [
    `Copied floor ${stamp} in Sector 55`,
    `Short reason floor ${stamp} in Sector 55`,
    `Overpriced floor ${stamp} in Sector 55`,
  ];
  for (const [title, lat] of [
    [dup, 28.4261],
    [short, 28.4281],
    [bulk, 28.4241],
  ] as const) {
    const r = await request.post('/api/v1/properties/', {
      headers: { authorization: `Bearer ${owner}` },
      data: listing(title, lat, 'builder_floor'),
    });
    expect(r.status(), await r.text()).toBe(201);
  }
  await signIn(page, '9810000001', 'Admin@12345', '/admin');
  const shortItem = await queuePageWith(page, short);
  await shortItem.getByRole('textbox', { name: 'Reason the owner will see: in your own words' }).fill('Bad');
  await shortItem.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Give the owner a reason of at least 5 characters')).toBeVisible();
  await expect(shortItem).toBeVisible(); // still waiting

  // Ticked listings belong to the bulk form: one ticked, a preset, Reject chosen.
  const bulkItem = await queuePageWith(page, bulk);
  await bulkItem.getByRole('checkbox').check();
  const bulkForm = page.getByRole('form', { name: 'Decide on several listings' });
  await bulkForm
    .getByRole('combobox', { name: 'Reason for rejecting them' })
    .selectOption('Price looks wrong for this area');
  await bulkForm.getByRole('button', { name: 'Reject chosen' }).click();
  await expect(page.getByText('1 of 1 listings rejected')).toBeVisible();
  await expect(bulkItem).toHaveCount(0);

  // A preset alone, from a browser that runs no scripts: the plain form and the action compose it.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await signIn(plainPage, '9810000001', 'Admin@12345', '/admin');
  const dupItem = await queuePageWith(plainPage, dup);
  await dupItem
    .getByRole('combobox', { name: 'Reason the owner will see' })
    .selectOption('Duplicate of another listing');
  await dupItem.getByRole('button', { name: 'Reject' }).click();
  await expect(plainPage.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await expect(plainPage.getByTestId('queue-item').filter({ hasText: dup })).toHaveCount(0);
  await plain.close();

  const ownerContext = await browser.newContext();
  const ownerPage = waitsForHydration(await ownerContext.newPage());
  await signIn(ownerPage, '9810000003', 'Owner@12345', '/account?tab=my-properties');
  const mine = ownerPage.getByRole('main').locator('.my-listing');
  await expect(mine.filter({ hasText: dup })).toContainText('Duplicate of another listing');
  await expect(mine.filter({ hasText: bulk })).toContainText('Price looks wrong for this area');
  await expect(mine.filter({ hasText: short })).toContainText('Waiting for review');
  await ownerContext.close();
});

test('on a 390 px phone the queue is compact, photos are a strip of thumbnails and the bulk buttons say why they wait', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '9810000001', 'Admin@12345', '/admin');
  const verify = page.getByRole('button', { name: 'Verify chosen' });
  const reject = page.getByRole('button', { name: 'Reject chosen' });
  for (const b of [verify, reject]) {
    await expect(b).toBeDisabled();
    await expect(b).toHaveAccessibleDescription('Select listings below to verify or reject them together.');
  }
  await expect(page.getByText('Select listings below to verify or reject them together.')).toBeVisible();
  const first = page.getByTestId('queue-item').first();
  await first.getByRole('checkbox').check();
  await expect(verify).toBeEnabled();
  await expect(verify).toHaveAccessibleDescription('1 chosen');
  await first.getByRole('checkbox').uncheck();
  await expect(verify).toBeDisabled();

  // No type, purpose or furnishing is shown as its stored value.
  await expect(page.getByTestId('queue')).not.toContainText(/builder_floor|short_stay|semi_furnished|\bapartment\b/);
  // The seeded queue has listings with photos: one row of small thumbnails in a strip of its own.
  const strip = page.getByRole('list', { name: /^Photos/ }).first();
  const thumbs = strip.getByRole('img');
  expect(await thumbs.count()).toBeGreaterThan(1);
  const [a, b] = [await thumbs.nth(0).boundingBox(), await thumbs.nth(1).boundingBox()];
  expect(a!.width).toBeLessThanOrEqual(80);
  expect(b!.y).toBe(a!.y); // side by side, not wrapped
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('queue-390.png'), fullPage: false });
  await first.screenshot({ path: testInfo.outputPath('queue-row-390.png') });
});

test('an agent confirms a new visit and marks one that took place as done', async ({ page, request }) => {
  const admin = await apiToken(request, '9810000001', 'Admin@12345');
  const auth = { authorization: `Bearer ${admin}` };
  const number = phone();
  const name = `Kiran Bhatia ${Date.now() % 1e7}`; // unique across the desktop and mobile runs on one database
  const client = await apiRegister(request, {
    phone: number,
    full_name: name,
    email: `kiran.${number}@example.in`,
    password: 'ghar-1234',
  });
  const agents = await (await request.get('/api/v1/users?role=agent&q=9810000002', { headers: auth })).json();
  expect(
    (
      await request.put(`/api/v1/users/${client.user.id}`, { headers: auth, data: { agent_id: agents.items[0].id } })
    ).status(),
  ).toBe(200);
  // A free slot of a demo listing (one no other spec takes down meanwhile): the desktop and
  // mobile runs share one database.
  const home = await demoListing(request);
  const { response: visit } = await bookFreeSlot(request, client.access_token, home);
  expect(visit.status(), await visit.text()).toBe(201);

  await signIn(page, '9810000002', 'Agent@12345', '/agent');
  await expect(page.getByTestId('agent-people')).toContainText(name);
  const row = page.getByTestId('agent-visit').filter({ hasText: name });
  await expect(row).toContainText('requested');
  await expect(row.getByRole('button', { name: 'Mark done' })).toHaveCount(0); // not before it has taken place
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('confirmed');
  const seen = await (
    await request.get(`/api/v1/visits/${(await visit.json()).id}`, {
      headers: { authorization: `Bearer ${client.access_token}` },
    })
  ).json();
  expect(seen.status).toBe('confirmed');

  // A visit of the demo seeker that took place yesterday or before waits to be marked done (of
  // the four seeded, the desktop run takes the first, the mobile run, at the same time, the last).
  const waiting = page
    .getByTestId('agent-visit')
    .filter({ hasText: 'Neha Verma' })
    .filter({ has: page.getByRole('button', { name: 'Mark done' }) });
  const past = projectIndex() ? waiting.last() : waiting.first();
  const title = (await past.locator('strong').first().textContent())!;
  await past.getByRole('button', { name: 'Mark done' }).click();
  await expect(
    page.getByTestId('agent-visit').filter({ hasText: title }).filter({ hasText: 'completed' }).first(),
  ).toBeVisible();
});

test('people who are not staff are kept out of the back office', async ({ page }) => {
  await signIn(page, '9810000004', 'User@12345', '/account');
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  expect((await page.goto('/agent'))?.status()).toBe(403);
});

// The policy is one page of the site, which the desktop and mobile runs of this test, at once,
// would each edit and read back: one at a time.
test('an admin edits a policy with a preview that matches the public page', async ({ page }) => {
  await exclusive('content-guidelines', () => editGuidelines(page));
});

async function editGuidelines(page: Page) {
  await signIn(page, '9810000001', 'Admin@12345', '/admin/content');
  await page.getByRole('link', { name: 'Content Guidelines', exact: true }).click();
  const body = page.getByLabel('Body (markdown)');
  const marker = `Updated rule ${stamp}`;
  await body.fill(
    `# Content Guidelines\n\n## ${marker}\n\nListings must show the real home. See [our terms](/policies/terms-of-service) and [this](javascript:alert(1)).\n\n| Kind | Allowed |\n|---|---|\n| Photos | yes |`,
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: marker })).toBeVisible();
  const previewHtml = await preview.locator('.prose').innerHTML();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  await page.goto('/policies/content-guidelines');
  await expect(page.getByRole('heading', { level: 2, name: marker })).toBeVisible();
  expect(await page.getByTestId('policy').locator('.prose').innerHTML()).toBe(previewHtml);

  // Its Hindi version, in the same editor: the back office says the English moved on since.
  await page.goto('/admin/content/pages/content-guidelines');
  await page
    .getByRole('navigation', { name: 'Language of this version' })
    .getByRole('link', { name: /^Hindi/ })
    .click();
  await expect(page).toHaveURL(/\?lang=hi$/);
  await expect(page.getByText('The English page was saved after this Hindi version')).toBeVisible();
  const hindiBody = page.getByLabel('Body (markdown)');
  await expect(hindiBody).toHaveValue(/^# सामग्री दिशानिर्देश/);
  await expect(hindiBody).toHaveAttribute('lang', 'hi');
  const hindiMarker = `नया नियम ${stamp}`;
  await hindiBody.fill(`# सामग्री दिशानिर्देश\n\n## ${hindiMarker}\n\nलिस्टिंग में असली घर ही दिखना चाहिए।`);
  await page.getByRole('button', { name: 'Save Hindi version' }).click();
  await expect(page.getByText('Hindi version saved')).toBeVisible();
  await expect(page.getByText('The English page was saved after this Hindi version')).toHaveCount(0);
  await page.goto('/hi/policies/content-guidelines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सामग्री दिशानिर्देश');
  await expect(page.getByRole('heading', { level: 2, name: hindiMarker })).toBeVisible();
  await page.goto('/policies/content-guidelines');
  await expect(page.getByRole('heading', { level: 2, name: marker })).toBeVisible();
}
