import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { apiToken, phone, register, signIn } from './helpers';
import { formatRupees, listingEmi, projectRatePerSqft } from '../packages/contracts/src/index.ts';

// The listing page and the project page as a seeker uses them: the photos full screen by
// keyboard, the EMI of a sale taken to the calculator, similar listings nearby, like and share
// from the phone's bar (or the side box), counters kept for the owner; a project's builder
// reachable from the first screen, its address, price per square foot, floor plans and a site
// visit asked for.

interface Listing {
  id: number;
  title: string;
  price: number | null;
  images: { image_url: string }[];
  tour: unknown;
  virtual_tour_url: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A live home for sale with several photos, no tour, a place on the map and similar listings near it. */
async function saleListing(
  request: APIRequestContext,
): Promise<{ p: Listing; similar: { id: number; title: string }[] }> {
  const list = (await (await request.get('/api/v1/properties/?purpose=buy&property_type=apartment&limit=40')).json())
    .items as Listing[];
  for (const item of list) {
    if (item.virtual_tour_url || !item.price || item.latitude === null) continue;
    const p = (await (await request.get(`/api/v1/properties/${item.id}`)).json()) as Listing;
    if (p.images.length < 2 || p.tour) continue;
    const similar = (await (await request.get(`/api/v1/properties/${item.id}/similar`)).json()).items as {
      id: number;
      title: string;
    }[];
    if (similar.length >= 2) return { p, similar };
  }
  throw new Error('the demo data has a home for sale with photos and similar listings');
}

test('a listing: its photos full screen by keyboard, its EMI in the calculator, similar listings nearby, counters for its owner only', async ({
  page,
  request,
}) => {
  const { p, similar } = await saleListing(request);
  await page.goto(`/property/${p.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.title);

  // No tour: no switch offering one. The photos say how many there are.
  await expect(page.getByRole('button', { name: '360 Tour' })).toHaveCount(0);
  const count = page.getByTestId('gallery').getByTestId('photo-count');
  await expect(count).toHaveText(`${p.images.length} photos`);
  await expect(count).toHaveAccessibleName(`${p.images.length} photos: view full screen`);

  // Full screen from the keyboard: a named dialog, arrows move, Escape closes, focus comes back.
  await count.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `Photos of ${p.title}` });
  await expect(viewer).toBeVisible();
  // The counter is for the eye (each photo is also a group named "1 of 3" for screen readers).
  const counter = viewer.locator('.yarl__counter');
  await expect(counter).toHaveText(`1 / ${p.images.length}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${p.images.length}`);
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(count).toBeFocused();
  // The page shows the photo the viewer was left on.
  await expect(page.getByRole('button', { name: `Photo 2 of ${p.images.length}: view full screen` })).toBeVisible();

  // The map may not load (here it cannot): the place is still a link, with its coordinates.
  const lat = p.latitude!.toFixed(5),
    lng = p.longitude!.toFixed(5);
  await expect(page.getByTestId('map-link')).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  );
  await expect(main).toContainText(`Coordinates: ${lat}, ${lng}`);

  // Raw counters are the owner's: a visitor sees none.
  await expect(page.getByTestId('engagement')).toHaveCount(0);
  await expect(main).not.toContainText(/\d+ views/);

  // The EMI of 80 % of the price at the calculator's defaults, and the calculator agrees.
  const e = listingEmi(p.price)!;
  const emi = formatRupees(Math.round(e.emi))!;
  const estimate = page.getByTestId('emi-estimate');
  await expect(estimate).toContainText(`${emi} a month`);
  await expect(estimate).toContainText(
    `For a loan of ${formatRupees(e.loan)} (80% of the price) at 8.5% a year over 20 years.`,
  );
  await estimate.getByRole('link', { name: 'Try another loan in the EMI calculator' }).click();
  await expect(page).toHaveURL(`/emi-calculator?amount=${e.loan}&rate=8.5&years=20`);
  await expect(page.getByRole('spinbutton', { name: 'Loan Amount' })).toHaveValue(String(e.loan));
  await expect(page.getByTestId('emi')).toHaveText(emi);
  await page.goBack();

  // Similar listings: the API's, nearest first, each a way to the listing.
  const near = page.getByTestId('similar-listings');
  await expect(near.getByRole('heading', { name: 'Similar listings nearby' })).toBeVisible();
  await expect(near.getByRole('article').getByRole('heading')).toHaveText(similar.map((s) => s.title));
  await near.getByRole('article').first().getByRole('link', { name: similar[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(`/property/${similar[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(similar[0]!.title);

  // Its owner does see them.
  const token = await apiToken(request, '9810000003', 'Owner@12345');
  const mine = (
    (await (await request.get('/api/v1/properties/me/', { headers: { authorization: `Bearer ${token}` } })).json())
      .items as { id: number; status: string; view_count: number; main_image_url: string | null }[]
  ).find((l) => l.status === 'active' && l.main_image_url?.startsWith('/media/demo/'))!; // the demo's: others come and go
  await signIn(page, '9810000003', 'Owner@12345', `/property/${mine.id}`);
  await expect(page.getByTestId('engagement')).toContainText(/\d+ views/);
  await expect(page.getByTestId('engagement')).toContainText('Only you and our team see these numbers.');
});

/** Web Share stands in for the phone's share sheet, recording what it was given; `none` hides it. */
async function fakeShareSheet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[]; shareSheet: boolean };
    w.shared = [];
    w.shareSheet = true;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      get: () =>
        w.shareSheet
          ? async (data: unknown) => {
              w.shared.push(data);
            }
          : undefined,
    });
  });
}

test("like and share from the phone's bar (the side box on a desktop), which never covers the page", async ({
  page,
  request,
  context,
  isMobile,
  baseURL,
}) => {
  const { p } = await saleListing(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  await fakeShareSheet(page);
  await page.goto(`/property/${p.id}`);
  const url = page.url();
  // On a phone the bar; on a desktop the box beside the listing, which stays in view.
  const box = isMobile ? page.getByTestId('contact-bar') : page.locator('aside.property-side');
  if (isMobile) {
    await expect(box).toBeInViewport();
    await expect(box).toContainText(formatRupees(p.price)!);
  } else {
    await expect(page.getByTestId('contact-bar')).toBeHidden();
    await page.getByRole('heading', { name: 'Address' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Address' })).toBeInViewport();
    await expect(box.getByRole('heading', { name: 'Contact the advertiser' })).toBeInViewport();
  }

  const like = box.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(box.getByRole('button', { name: isMobile ? 'Remove from favorites' : 'Liked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Share by keyboard: the share sheet gets the page's address ...
  const share = box.getByRole('button', { name: 'Share' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((d) => d.url)))
    .toEqual([url]);
  // ... and where there is none, the address is copied and "Link copied" is shown (and read out).
  await page.evaluate(() => {
    (window as unknown as { shareSheet: boolean }).shareSheet = false;
  });
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  if (isMobile) {
    // The page keeps room below it exactly as tall as the bar: its last line is above the bar.
    const height = (await box.boundingBox())!.height;
    expect(
      Math.abs(parseFloat(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)) - height),
    ).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await page.locator('footer').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await box.boundingBox())!.y + 1);
  }
  // The like was kept.
  await page.reload();
  await expect(box.getByRole('button', { name: isMobile ? 'Remove from favorites' : 'Liked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a project: the builder reachable from the first screen at 390 px, its address, price per sq ft, floor plans, and a site visit asked for', async ({
  page,
  request,
  isMobile,
}) => {
  const project = (
    (await (await request.get('/api/v1/projects?hrera_status=registered&limit=1')).json()).items as { slug: string }[]
  )[0]!;
  const p = await (await request.get(`/api/v1/projects/${project.slug}`)).json();
  const rate = projectRatePerSqft(p.configurations)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/project/${p.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
  const bar = page.getByTestId('project-bar');
  await expect(bar.getByRole('link', { name: 'Enquire' })).toBeInViewport();
  await expect(bar.getByRole('link', { name: 'Book a site visit' })).toBeInViewport();

  await expect(page.getByTestId('project-address')).toHaveText(`${p.locality}, ${p.city}, Haryana`);
  await expect(page.getByTestId('project-rate')).toHaveText(
    `${formatRupees(rate.min)} – ${formatRupees(rate.max)} per sq ft`,
  );
  await expect(page.getByTestId('floor-plans').locator('tbody tr')).toHaveCount(p.configurations.length);
  await expect(page.getByTestId('specifications').locator('dt')).toHaveCount(p.specifications.length);
  await expect(page.getByTestId('possession-timeline').locator('[aria-current="step"]')).toHaveCount(1);
  await expect(page.getByTestId('gallery').getByTestId('photo-count')).toContainText(/^\d+ photos?/);

  if (!isMobile) {
    // A desktop's first screen has the builder's box beside the page instead.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    const side = page.getByTestId('project-side');
    await expect(side.getByRole('link', { name: 'Enquire' })).toBeInViewport();
    await expect(side.getByRole('link', { name: 'Book a site visit' })).toBeInViewport();
    await expect(side).toContainText(`${formatRupees(rate.min)} – ${formatRupees(rate.max)} per sq ft`);
    return;
  }
  // A site visit is asked for through the builder: the enquiry starts on "Visit", with a first line.
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(`/project/${p.slug}`);
  await bar.getByRole('link', { name: 'Book a site visit' }).click();
  await expect(page).toHaveURL(/want=visit/);
  const form = page.getByTestId('enquiry-form');
  await expect(form).toBeInViewport();
  await expect(form.getByRole('radio', { name: 'A visit' })).toBeChecked();
  await expect(form.getByLabel('Your message')).toHaveValue(
    'I would like to visit the site. Which days and times suit you?',
  );
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
});
