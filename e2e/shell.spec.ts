import { expect, test } from './fixtures';

test('home renders verified listings from the database on the server', async ({ page, request }) => {
  // Server-rendered: the HTML itself already holds the cards, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-testid="latest-properties"');

  await page.goto('/');
  await expect(page).toHaveTitle(/Aangan/);
  const cards = page.getByTestId('latest-properties').locator('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().locator('.card-price')).toContainText('₹');
  // Card photos load as they come into view (the home's first paint is its banner).
  const img = cards.first().locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('an unknown path shows the 404 page with a 404 status and no indexing', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation submenus open on click, one at a time, and close outside or on Escape', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.getByRole('button', { name: /Services/ });
  const resources = nav.getByRole('button', { name: /Resources/ });
  await services.click();
  await expect(nav.getByRole('link', { name: 'Map Search' })).toBeVisible();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await resources.click();
  await expect(nav.getByRole('link', { name: 'EMI Calculator' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Map Search' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'EMI Calculator' })).toBeHidden();
  if (!isMobile) {
    await services.click();
    await page.locator('main h1').click();
    await expect(nav.getByRole('link', { name: 'Map Search' })).toBeHidden();
  }
});

test('API paths never fall through to pages', async ({ request }) => {
  const res = await request.post('/api/v1/projects', { data: {} });
  expect(res.status()).toBe(404);
  expect((await res.json()).detail).toMatch(/Not found/);
});

test('the footer carries its link groups and the scroll-to-top button appears after scrolling', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const name of ['Terms of Service', 'Privacy Policy', 'Help Center', 'Blog & Insights']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});

test('the shell is served in Hindi under /hi', async ({ page }) => {
  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('गुरुग्राम');
  await expect(page.locator('link[rel="alternate"][hreflang="en-in"]')).toHaveAttribute('href', /\/$/);
});
