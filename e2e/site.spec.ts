import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, stamp } from './helpers';
import { exclusive, LIVE_LISTINGS } from './lock';
import { AUTOPLAY_MS, SPEED_MS } from '../apps/web/app/features/content/home/testimonials-timing.ts';

// The home sections, blog, policies, about/FAQ, forms, deletion, Hindi and SEO tags.

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the home page has every section, true figures, a one-at-a-time FAQ and the latest blog posts', async ({
  page,
  request,
}) => {
  // The figures are the site's own: as many live listings as an unfiltered search finds, counted
  // while no other spec changes how many there are (lock.ts).
  const live = page.getByTestId('counters').getByRole('listitem').first();
  await exclusive(LIVE_LISTINGS, async () => {
    await ready(page, '/');
    const { total } = await (await request.get('/api/v1/properties?limit=1')).json();
    await expect(live.locator('.sr-only')).toHaveText(new Intl.NumberFormat('en-IN').format(total));
    await expect(live).toContainText(total === 1 ? 'live listing' : 'live listings');
  });
  const main = page.getByRole('main');
  for (const heading of [
    'A Gurugram property portal where every listing is real',
    'Property Type',
    'Latest Properties',
    'Everything about our verified 360° listings',
    'Loved by home seekers in Gurugram',
    'Subscribe To Our Newsletter',
    'Guides to buying and renting in Gurugram',
  ]) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('latest-properties').getByRole('article')).toHaveCount(6);
  await expect(page.getByTestId('counters')).toContainText(/\d+ localities covered/);
  // Nothing the product does not do (no payments: no "secure booking"), and no social links
  // unless profiles are configured (none are here).
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Your number stays private until you share it');
  await expect(footer).not.toContainText(/Secure Booking|Best Price|Happy Customers/);
  await expect(footer.getByRole('link', { name: /Facebook|Instagram|LinkedIn/ })).toHaveCount(0);

  const faq = page.getByTestId('faq');
  const [first, second] = [faq.getByRole('button').nth(0), faq.getByRole('button').nth(1)];
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  const blog = page.getByTestId('home-blog');
  await expect(blog.getByRole('article')).toHaveCount(3);
  await expect(blog.getByRole('link', { name: /^Read More/ })).toHaveCount(3);
  await blog
    .getByRole('link', { name: /^Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('main').locator('time').first()).not.toHaveText(
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );
});

test('Latest Properties tabs show that kind of listing, and the carousel pauses under the pointer', async ({
  page,
}) => {
  // The carousel's timer runs on the test's clock (paused once the page is ready), so it moves
  // exactly when the test says, however busy the machine.
  await page.clock.install();
  await ready(page, '/');
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('link', { name: 'Swimming Pool', exact: true }).click();
  await expect(page).toHaveURL(/latest=pool/);
  const grid = page.getByTestId('latest-properties');
  await expect(grid.getByRole('article').first()).toBeVisible();
  const cards = await grid.getByRole('article').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(6);
  await expect(page.getByRole('link', { name: 'Swimming Pool', exact: true })).toHaveAttribute('aria-current', 'true');

  const carousel = page.getByTestId('testimonials');
  const current = carousel.locator('li[aria-hidden="false"]');
  const before = await current.getAttribute('aria-label');
  await page.clock.runFor(AUTOPLAY_MS + SPEED_MS);
  await expect(current).not.toHaveAttribute('aria-label', before!); // it moves on by itself
  await carousel.hover();
  const held = await current.getAttribute('aria-label');
  await page.clock.runFor(3 * (AUTOPLAY_MS + SPEED_MS));
  await expect(current).toHaveAttribute('aria-label', held!);
});

test('the home newsletter block and owner onboarding form store what is sent and show errors', async ({ page }) => {
  await ready(page, '/');
  const block = page.locator('.newsletter-block');
  await block.getByPlaceholder('Your email address').fill('reader@example'); // the browser accepts it, our rules do not
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('alert')).toHaveText('Email Enter a valid e-mail address');
  await block.getByPlaceholder('Your email address').fill(`home.${Date.now()}@example.in`);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText('Thanks for joining!')).toBeVisible();

  const form = page.getByTestId('onboarding-form');
  await form.getByRole('button', { name: 'Get a call back' }).click();
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
  await expect(form.getByText('Please accept the terms to continue')).toBeVisible();
  await expect(form.getByLabel(/^Mobile number/)).toHaveAccessibleDescription('This field is required');
  await form.getByLabel('Full name').fill('Kavita Yadav');
  await form.getByLabel(/^Mobile number/).fill('98100');
  await form.getByLabel('Email').click();
  await expect(form.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await form.getByLabel(/^Mobile number/).fill('98100 12345');
  await form.getByLabel('Email').fill('kavita@example.in');
  await form.getByLabel('Property address').fill('Tower B, Sector 82, Gurugram');
  await form.getByRole('checkbox').check();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/f/owner-onboarding'));
  await form.getByRole('button', { name: 'Get a call back' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('onboarding-thanks')).toBeVisible();
});

test('the blog filters by category and tag and searches, with its sidebar', async ({ page }) => {
  await ready(page, '/blog');
  const list = page.getByTestId('blog-list');
  const all = await list.getByRole('article').count();
  expect(all).toBeGreaterThan(1);
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
  const renting = sidebar.getByRole('link', { name: /^Renting \(\d+\)$/ });
  const count = Number((await renting.textContent())!.match(/\((\d+)\)/)![1]);
  await renting.click();
  await expect(page).toHaveURL(/category=renting/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category: Renting');
  await expect(list.getByRole('article')).toHaveCount(count);
  for (const card of await list.getByRole('article').all())
    await expect(card.getByRole('link', { name: 'Renting', exact: true })).toBeVisible();

  await sidebar.getByLabel('Search the blog').fill('RERA');
  await sidebar.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles matching “RERA”');
  await expect(list.getByRole('article').first()).toBeVisible();

  await ready(page, '/blog?category=no-such-category');
  await expect(page.getByText('No articles found.')).toBeVisible();
});

test('a policy renders its markdown with safe links in a new tab; unknown ones say so', async ({ page }) => {
  await ready(page, '/policies');
  const cards = page.getByTestId('policy-cards').getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(page.getByText('We could not refresh the policy summaries')).toHaveCount(0);
  await cards
    .nth(1)
    .getByRole('link', { name: /Read Policy/ })
    .click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
  const policy = page.getByTestId('policy');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(policy).toContainText(/Last updated \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(page).toHaveTitle('Privacy Policy | Aangan');
  for (const link of await policy.locator('.prose a[href^="http"]').all())
    await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/add-new-listing');

  const res = await page.goto('/policies/refund-policy');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy');
  await expect(page.getByText('Unable to load this policy. Please try again later.')).toBeVisible();
});

test('a deletion request checks the e-mail, takes the type by keyboard and confirms', async ({ page }) => {
  await ready(page, '/delete-account');
  const form = page.getByTestId('deletion-form');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByLabel('Reason for deletion')).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel('Email on your account')).toHaveAccessibleDescription('This field is required');
  await form.getByLabel('Reason for deletion').selectOption('privacy');
  await form.getByRole('radio', { name: /Personal Information Only/ }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('radio', { name: /Personal Information Only/ })).toBeChecked();
  await form.getByLabel('Email on your account').fill('leaving@example.in');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Deletion Request Submitted Successfully!' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('about and FAQ work as described, and cart and checkout say there are no online orders', async ({ page }) => {
  await ready(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Aangan');
  await expect(page.getByTestId('service-areas')).toContainText('Golf Course Road');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);

  await ready(page, '/faq');
  await expect(page.getByTestId('faq').locator('[aria-expanded="true"]')).toHaveCount(1);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill('Ravi Kumar');
  await form.getByLabel('Email', { exact: true }).fill('ravi@example.in');
  await form.getByLabel('Your address').fill('Sector 45, Gurugram');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has reached us.')).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);

  // No payments exist, so no cart: old links say so and lead to a call back (decision 029).
  for (const path of ['/cart', '/checkout']) {
    await ready(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No online orders');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: 'Ask for a call back' }).click();
  await expect(page).toHaveURL(/\/post-property$/);
});

test('Hindi pages translate the interface and the language switch keeps the page', async ({ page }) => {
  await ready(page, '/blog');
  await page.getByRole('link', { name: 'Switch to Hindi' }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्लॉग और जानकारी');
  for (const [path, heading] of [
    ['/hi/policies', 'नीतियाँ'],
    ['/hi/faq', 'अक्सर पूछे जाने वाले प्रश्न'],
    ['/hi/about-us', 'आँगन के बारे में'],
    ['/hi/delete-account', 'अपना खाता या डेटा हटाएँ'],
  ]) {
    await ready(page, path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  }
  await ready(page, '/hi');
  await expect(page.getByRole('heading', { name: 'हमारे न्यूज़लेटर की सदस्यता लें' })).toBeVisible();
});

test('Hindi pages show the Hindi policies, FAQ and team, and say in Hindi what is only in English', async ({
  page,
  request,
}) => {
  await ready(page, '/hi/policies/privacy-policy');
  const policy = page.getByTestId('policy');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
  await expect(policy.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./); // Hindi, like the page
  await expect(policy.locator('.prose')).toHaveAttribute('lang', 'hi');
  await expect(policy.locator('.prose')).toContainText('डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023');
  await expect(policy.getByRole('heading', { level: 2, name: '13. शिकायत अधिकारी' })).toBeVisible();
  await expect(page.getByTestId('lang-note')).toHaveCount(0);
  await expect(page).toHaveTitle('गोपनीयता नीति | आँगन');
  await ready(page, '/hi/policies');
  await expect(page.getByTestId('policy-cards').getByRole('heading', { name: 'शिकायत निवारण तंत्र' })).toBeVisible();

  // A page with no Hindi version yet: the English text, marked English, and a note in Hindi.
  const admin = await apiToken(request, '9810000001', 'Admin@12345');
  const name = `english-only-${stamp}-${test.info().project.name}`;
  const made = await request.put(`/api/v1/admin/pages/${name}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { title: 'Refund Rules', content: '# Refund Rules\n\nDeposits are returned within 30 days.' },
  });
  expect(made.status(), await made.text()).toBe(201);
  await ready(page, `/hi/policies/${name}`);
  await expect(page.getByTestId('lang-note')).toHaveText('यह नीति अभी केवल अंग्रेज़ी में उपलब्ध है।');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(policy.locator('.prose')).toHaveAttribute('lang', 'en');
  await expect(policy.locator('.prose')).toHaveText('Deposits are returned within 30 days.');

  await ready(page, '/hi/faq');
  const faq = page.getByTestId('faq');
  await expect(faq.getByRole('button').first()).toContainText('आँगन पर "सत्यापित" लिस्टिंग का क्या मतलब है?');
  await expect(faq.getByRole('region').first()).toContainText('लिस्टिंग लाइव होने से पहले हमारी टीम');
  await expect(faq).not.toHaveAttribute('lang', /./);
  await expect(page.getByTestId('lang-note')).toHaveCount(0);

  // The team in Hindi; an area's link searches for the name search knows.
  await ready(page, '/hi/about-us');
  await expect(page.getByRole('heading', { level: 3, name: 'रितिका शर्मा' })).toBeVisible();
  await expect(
    page.getByTestId('service-areas').getByRole('link', { name: 'गोल्फ़ कोर्स रोड', exact: true }),
  ).toHaveAttribute('href', '/hi/properties?q=Golf%20Course%20Road');

  // The blog is written in English: said before the list, and its titles and excerpts are marked so.
  await ready(page, '/hi/blog');
  await expect(page.getByTestId('lang-note')).toHaveText('लेख अंग्रेज़ी में हैं।');
  const card = page.getByTestId('blog-list').getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
  await expect(card.locator('.blog-excerpt')).toHaveAttribute('lang', 'en');
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/hi\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.locator('.blog-post .prose')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').getByTestId('lang-note')).toHaveText('लेख अंग्रेज़ी में हैं।');
});

test('every page has one canonical link, language alternates and valid structured data', async ({ page }) => {
  // Thirteen pages opened and read one after another: 12 s on an idle 2-core machine; 8 times
  // that for a busy one.
  test.setTimeout(100_000);
  const pages = [
    '/',
    '/home-two',
    '/blog',
    '/policies',
    '/policies/terms-of-service',
    '/about-us',
    '/faq',
    '/contact',
    '/emi-calculator',
    '/delete-account',
    '/properties',
    '/project',
    '/hi/blog',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(3);
    for (const script of await page.locator('script[type="application/ld+json"]').all()) {
      const data = JSON.parse((await script.textContent())!) as { '@context'?: string; '@type'?: string };
      expect(data['@context'], path).toBe('https://schema.org');
      expect(data['@type'], path).toBeTruthy();
    }
  }
  await page.goto('/');
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)['@type']));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'RealEstateAgent', 'FAQPage']));
  await page.goto('/home-two');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await page.goto('/blog');
  await page
    .getByTestId('blog-list')
    .getByRole('link', { name: /^Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  // The head follows the client-side navigation a moment after the URL.
  await expect
    .poll(() =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)['@type'])),
    )
    .toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
