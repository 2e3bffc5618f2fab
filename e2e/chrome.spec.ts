import { expect, test } from './fixtures';
import { phone, register, startRegistration } from './helpers';

// The site chrome at desktop and mobile widths — the header's fixed style, submenus by
// keyboard, the side panel, the mobile menu for visitors and signed-in people, /blog-details and
// the toasts.

test('the header turns fixed past 100 px of scrolling and back, without moving the page', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('header.site-header');
  const h1Top = () => page.locator('main h1').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await h1Top();
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 99));
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await h1Top()).toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-fixed', 'false');
  expect(await h1Top()).toBe(before);
});

test('submenus work from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.getByRole('button', { name: /Services/ });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const submenu = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`);
  await expect(submenu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submenu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Map Search' })).toBeHidden();
  await expect(services).toBeFocused();
  // One at a time, from the keyboard too.
  await page.keyboard.press('Enter');
  const resources = nav.getByRole('button', { name: /Resources/ });
  await resources.focus();
  await page.keyboard.press('Space');
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
});

test('the side panel searches, lists our contacts and map, keeps focus inside and gives it back; on phones the one menu lists the contacts', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  if (isMobile) {
    // One menu button on a phone, not a side panel's beside it.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Open the side panel' })).toBeHidden();
    await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(
      banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'hello@aangan.in' }),
    ).toBeVisible();
    return;
  }
  const toggle = page.getByRole('button', { name: 'Open the side panel' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Aangan' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'hello@aangan.in' })).toBeVisible();
  // No social profiles are configured here: no links to a network's front page in our name.
  await expect(panel.getByRole('link', { name: /LinkedIn|Facebook|Instagram/ })).toHaveCount(0);
  // The tiles of this test server do not load: the office shows as its address and a map link.
  await expect(panel.getByText('Aangan, Sector 44, Gurugram, Haryana 122001')).toBeVisible();
  await expect(panel.getByTestId('office-map-fallback')).toContainText('The map could not load here.');
  await expect(panel.getByRole('link', { name: 'Open the office on OpenStreetMap' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=28\.45/,
  );

  // Focus goes round inside the panel, both ways.
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('button', { name: 'Close the side panel' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByLabel('Search properties').fill('sector 54');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\?q=sector\+54/);
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('results-summary')).toContainText(/found/);
});

test('the menus offer Login and Sign Up to visitors, and the account with Logout once signed in', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const actions = page.locator('.header-actions');
  if (isMobile) {
    // The overlay menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(nav.getByText('Welcome back!')).toBeHidden();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  } else {
    await expect(actions.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  }

  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByText('Welcome back!')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/tab=favorites/);
    await expect(nav.getByText('Welcome back!')).toBeHidden(); // the menu closes on navigation
  } else {
    await expect(actions.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await actions.getByRole('button', { name: /Meera/ }).click();
    await expect(actions.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Logout' })).toBeVisible();
    await actions.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/tab=favorites/);
    await expect(actions.getByRole('link', { name: 'My Account' })).toBeHidden();
  }
});

test('/blog-details opens the latest post', async ({ page, request }) => {
  const latest = (await (await request.get('/api/v1/blog/posts?page=1&limit=1')).json()).items[0] as { title: string };
  await page.goto('/blog-details');
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
});

test('a toast is announced, stays while hovered, and can be dismissed', async ({ page }) => {
  // The page's clock is the test's: from the sign-up on, the toast's 5 s pass only when the test
  // moves time, however long a busy machine takes between two steps.
  await page.clock.install();
  await startRegistration(page, phone());
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Verify' }).click();
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const toast = region.getByRole('status').filter({ hasText: 'Registration successful!' });
  await expect(toast).toBeVisible();
  const box = (await region.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(viewport.height / 3); // top
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.9); // right
  await toast.hover();
  await page.clock.runFor(5500); // past the 5000 ms it would otherwise stay
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
});
