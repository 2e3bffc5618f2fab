import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { mailbox } from './mail';
import { applyFilters, searchFilters } from './helpers';

// Proven availability (decision 024): an owner answers the "about to expire" e-mail with one
// click, and the listing then says so; search can show only agents' listings.

const axe = (page: import('@playwright/test').Page) => axeViolations(page);

test('an owner opens the reconfirm link from the reminder e-mail, says "Still available", and the listing shows it', async ({
  page,
}, info) => {
  // The server's jobs record the seeded listings about to expire within a minute of its start
  // and the e-mail goes out within 30 s more (playwright.config.ts).
  test.setTimeout(240_000);
  const links = async () =>
    (await mailbox())
      .filter((m) => m.subject.startsWith('Is it still available?'))
      .map((m) => m.text.match(/https?:\/\/[^/\s]+(\/reconfirm\/\S+)/)?.[1])
      .filter((l): l is string => Boolean(l));
  await expect
    .poll(async () => (await links()).length, { timeout: 180_000, intervals: [2000] })
    .toBeGreaterThanOrEqual(2);
  // Each project of a run takes its own e-mail: a link answers once.
  const path = (await links())[info.project.name === 'mobile' ? 1 : 0]!;

  await page.goto(path);
  const title = await page.getByTestId('reconfirm-title').innerText();
  await expect(page.getByRole('heading', { name: 'Is it still available?' })).toBeVisible();
  // Last confirmed more than a month ago (that is why it is about to expire).
  await expect(page.getByTestId('confirmed')).toHaveText(/^Availability confirmed \d+ days ago$/);
  await expect(page.getByRole('button', { name: /^(Rented|Sold)$/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByRole('button', { name: 'Still available' }).click();
  await expect(page.getByTestId('reconfirm-done')).toContainText('Your listing stays live');
  expect(await axe(page)).toEqual([]);

  // Opening the link again says what was done and offers no buttons.
  await page.goto(path);
  await expect(page.getByTestId('reconfirm-done')).toContainText('This link was already used');
  await expect(page.getByTestId('reconfirm-done')).toContainText('Still available');
  await expect(page.getByRole('button', { name: 'Still available' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View the listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The listing's own line (similar listings below carry theirs).
  await expect(page.locator('.detail-trust').getByTestId('confirmed')).toHaveText('Availability confirmed today');
});

test('a link that was altered or has expired says so in plain words', async ({ page }) => {
  const res = await page.goto('/reconfirm/123.1700000000.not-a-real-signature-xxxxxxxxxxxxxxxxxxxxxxx');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open My Properties' })).toBeVisible();
  await page.goto('/hi/reconfirm/not-a-link');
  await expect(page.getByRole('heading', { name: 'यह लिंक काम नहीं कर रहा' })).toBeVisible();
});

test('the "posted by: agent" filter shows only agents\' listings, and cards say who posted them', async ({ page }) => {
  await page.goto('/properties');
  const cards = page.getByTestId('results').locator('article');
  await expect(cards.first()).toBeVisible();
  // Unfiltered, owners' listings are there too.
  await expect(
    cards
      .getByTestId('posted-by')
      .filter({ hasText: /^Owner$/ })
      .first(),
  ).toBeVisible();

  const filters = await searchFilters(page);
  await filters.getByLabel('Posted by').selectOption('agent');
  await applyFilters(filters);
  await expect(page).toHaveURL(/posted_by=agent/);
  await expect(page.getByTestId('results-summary')).toHaveText(/^\d+ properties found$/);
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const badges = await cards.getByTestId('posted-by').allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  for (const b of badges) expect(b).toMatch(/^Agent: \S/);
  expect(await cards.count()).toBe(badges.length);
  // The choice survives a reload (it is the URL).
  await page.reload();
  await expect(page.getByTestId('search-filters').getByLabel('Posted by')).toHaveValue('agent');
});
