import { expect, test } from './fixtures';
import { demoListing } from './helpers';

// Hindi pages are in Hindi: of the letters a reader sees on the main Hindi pages, fewer than 10 %
// are Latin. Not counted: what people typed (listing titles, descriptions, names, addresses and
// the place names they chose, marked data-typed), content marked as English on purpose (blog
// posts, a policy not yet translated: lang="en"), and names that are never translated (brands,
// e-mail addresses, registration numbers: translate="no").
const MAX_LATIN_SHARE = 0.1;

test('the main Hindi pages are written in Hindi (Latin letters under 10 % of interface text)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await demoListing(request);
  const project = (await (await request.get('/api/v1/projects?limit=1')).json()).items[0].slug as string;
  const pages = [
    '/hi',
    '/hi/properties',
    `/hi/property/${id}`,
    '/hi/map-location',
    '/hi/project',
    `/hi/project/${project}`,
    '/hi/blog',
    '/hi/faq',
    '/hi/about-us',
    '/hi/contact',
    '/hi/post-property',
    '/hi/emi-calculator',
    '/hi/login',
    '/hi/register',
    '/hi/policies/privacy-policy',
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    const { latin, devanagari, samples } = await page.evaluate(() => {
      const skip = 'script, style, [data-typed], [lang="en"], [translate="no"]';
      let latin = 0,
        devanagari = 0;
      const samples = new Map<string, number>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest(skip) || !el.checkVisibility()) continue;
        const text = n.textContent ?? '';
        const l = text.match(/[A-Za-z]/g)?.length ?? 0;
        latin += l;
        devanagari += text.match(/[\u0900-\u097F]/g)?.length ?? 0;
        if (l) samples.set(text.trim().slice(0, 40), (samples.get(text.trim().slice(0, 40)) ?? 0) + l);
      }
      return {
        latin,
        devanagari,
        samples: [...samples]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([t]) => t),
      };
    });
    const share = latin / Math.max(1, latin + devanagari);
    if (share >= MAX_LATIN_SHARE) found.push(`${path}: ${(share * 100).toFixed(1)} % Latin (${samples.join(' | ')})`);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('pages come to life on the text the server wrote, in both languages: no hydration mismatch', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await demoListing(request);
  const project = (await (await request.get('/api/v1/projects?limit=1')).json()).items[0].slug as string;
  const post = (await (await request.get('/api/v1/blog/posts?limit=1')).json()).items[0].slug as string;
  // React reports a mismatch as an error of the page (production builds: error #418 or #425).
  const mismatches: string[] = [];
  page.on('pageerror', (e) => mismatches.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) mismatches.push(`${page.url()}: ${m.text()}`);
  });
  // Dates, counts and prices written by Intl: a listing, a project's possession month, a blog
  // post's and a policy's dates.
  const paths = [
    '/',
    '/properties',
    `/property/${id}`,
    `/project/${project}`,
    `/blog/${post}`,
    '/policies/privacy-policy',
  ];
  for (const path of paths)
    for (const prefix of ['', '/hi']) {
      await page.goto(prefix + (path === '/' && prefix ? '' : path));
      await expect(page.locator('h1').first()).toBeVisible();
    }
  expect(mismatches).toEqual([]);
});

// What comes from our own lists is said in Hindi on a Hindi page: a title Aangan made from a
// listing's facts (on its card, its page, the page's <title>, its structured data and the map's
// pins), our captions of its photos and the names of a project's specification rows; an owner's
// own title stays as typed (lib/listing-title.ts, decision 046).
test('generated listing titles, photo captions and specification rows are in Hindi', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const pg = (await (await request.get('/api/v1/properties/?purpose=pg&limit=1')).json()).properties[0];
  expect(pg.title).toMatch(/^PG \((single|double|triple) sharing\) for (All|Men|Women) in /);
  const place = (pg.title.split(' in ').at(-1) as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/hi/property/${pg.id}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(new RegExp(`^${place} में (सभी|पुरुषों|महिलाओं) के लिए पीजी \\((सिंगल|डबल|ट्रिपल) शेयरिंग\\)$`));
  const heading = await h1.textContent();
  await expect(page).toHaveTitle(new RegExp(`^${heading!.replace(/[()]/g, '\\$&')}`));
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('')).toContain(`"name":"${heading}"`);
  await expect(page.locator('.property-hero').first()).toHaveAttribute('alt', /^[^A-Za-z]+$/);
  await page.screenshot({ path: testInfo.outputPath('listing-hi-390.png') });
  // The same listing in English is as stored.
  await page.goto(`/property/${pg.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pg.title);

  await page.goto('/hi/properties?purpose=pg');
  await expect(page.locator('.card-title').first()).toHaveText(/में .* के लिए पीजी/);

  const project = (await (await request.get('/api/v1/projects?limit=1')).json()).items[0].slug as string;
  await page.goto(`/hi/project/${project}`);
  const specs = page.getByTestId('specifications');
  for (const name of ['ढाँचा', 'फ़र्श', 'रसोई', 'दरवाज़े और खिड़कियाँ', 'बिजली', 'लिफ़्ट', 'सुरक्षा'])
    await expect(specs.locator('dt', { hasText: name })).toHaveCount(1);
  await expect(specs.locator('dt', { hasText: /[A-Za-z]/ })).toHaveCount(0);
  await specs.scrollIntoViewIfNeeded();
  await specs.screenshot({ path: testInfo.outputPath('specifications-hi-390.png') });
});

test('the home banner names its property types in Hindi', async ({ page }) => {
  await page.goto('/hi');
  await page.waitForLoadState('networkidle');
  const banner = page.getByTestId('banner-search');
  await banner.getByRole('button', { name: 'कीवर्ड और बजट' }).click();
  const types = banner.getByLabel('प्रॉपर्टी का प्रकार').locator('option');
  await expect(types).toHaveText(['कोई भी', 'मकान और विला', 'अपार्टमेंट', 'बिल्डर फ़्लोर', 'ऑफ़िस', 'दुकान', 'प्लॉट']);
});
