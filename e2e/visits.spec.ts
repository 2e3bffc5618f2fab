// The listing page's actions (issue 33, item 6): visit times offered as slots from the listing's
// visiting hours, a refused slot's message replaced by the success, one contact action for a
// signed-out visitor, what fits a short stay (its dates, not a visit), a PG without the facts that
// do not apply to it, and no accessibility violation on the page, in English and Hindi.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { apiRegister, demoListing, phone, pickVisitSlot, projectIndex, register } from './helpers';

/**
 * A live listing of a purpose from the demo data, another for each project: the desktop and
 * mobile runs of a test, at once on one database, book slots of their own listing.
 */
const listingOf = (request: APIRequestContext, purpose: string) =>
  demoListing(request, `purpose=${purpose}`, projectIndex());

const viewport = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });

const axe = (page: Page, label: string) => axeViolations(page, { label, also: 'best-practice' });

test('a seeker picks a day and a free slot by keyboard and books it; the slot is then no longer offered', async ({
  page,
  request,
  isMobile,
}) => {
  await page.setViewportSize(viewport(isMobile));
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  const id = await listingOf(request, 'rent');
  await page.goto(`/property/${id}`);
  const form = page.locator('form.visit-form');
  await expect(form.getByRole('heading', { name: 'Schedule a Visit' })).toBeVisible();
  // No date-time box: a day and a time, each a radio group.
  await expect(page.locator('input[type=datetime-local]')).toHaveCount(0);
  const time = await pickVisitSlot(page);
  const chosen = await form.getByRole('group', { name: /^Time/ }).getByRole('radio', { checked: true }).inputValue();
  const day = await form.getByRole('group', { name: 'Day' }).getByRole('radio', { checked: true }).inputValue();
  await form.getByRole('button', { name: 'Schedule Visit' }).click();
  await expect(page.getByTestId('visit-booked')).toHaveText('Visit scheduled successfully');
  expect(time).toMatch(/^\d{1,2}:\d{2}\s?(am|pm)$/i);

  // Read again, the day's slots go on without the one just booked.
  await form
    .getByRole('group', { name: 'Day' })
    .getByRole('radio', { name: new RegExp(dayName(day)) })
    .check();
  await expect(form.locator(`input[name=scheduled_date][value="${chosen}"]`)).toHaveCount(0);
  await page.screenshot({ path: `test-results/visits-slots-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: false });
});

/** A day's radio label holds its day of the month: enough to find it again. */
const dayName = (date: string) => `\\b${Number(date.slice(8))}\\b`;

test('a slot taken meanwhile is refused with its reason; the next booking shows only the success', async ({
  page,
  request,
}) => {
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  const id = await listingOf(request, 'rent');
  await page.goto(`/property/${id}`);
  const form = page.locator('form.visit-form');
  await pickVisitSlot(page);
  const chosen = await form.getByRole('group', { name: /^Time/ }).getByRole('radio', { checked: true }).inputValue();

  // Someone else books that very slot before this seeker sends it.
  const other = phone();
  const rival = await apiRegister(request, {
    phone: other,
    full_name: 'Arjun Malik',
    email: `arjun.${other}@example.in`,
    password: 'ghar-1234',
  });
  const taken = await request.post('/api/v1/visits/', {
    headers: { authorization: `Bearer ${rival.access_token}` },
    data: { property_id: id, scheduled_date: chosen },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await form.getByRole('button', { name: 'Schedule Visit' }).click();
  const refusal = 'This time was just booked by someone else. Please choose another time.';
  await expect(form.locator('#visit-slot-err')).toHaveText(refusal);
  await expect(page.locator('.toast').filter({ hasText: refusal })).toBeVisible();
  // The slots are read again: the taken one is no longer offered.
  await expect(form.locator(`input[name=scheduled_date][value="${chosen}"]`)).toHaveCount(0);

  await pickVisitSlot(page);
  await form.getByRole('button', { name: 'Schedule Visit' }).click();
  await expect(page.getByTestId('visit-booked')).toHaveText('Visit scheduled successfully');
  await expect(page.getByText(refusal)).toHaveCount(0);
});

test('a signed-out visitor gets one contact action, which signs in and comes back to the contact box', async ({
  page,
  request,
  isMobile,
}) => {
  await page.setViewportSize(viewport(isMobile));
  const number = phone();
  await apiRegister(request, {
    phone: number,
    full_name: 'Neha Verma',
    email: `neha.${number}@example.in`,
    password: 'ghar-1234',
  });
  const id = await listingOf(request, 'rent');
  await page.goto(`/property/${id}`);
  // One action, whatever it is pressed from: the side box, and on a phone the bar at the bottom too.
  // (The like buttons and the header's "Login" are not ways to contact anyone.)
  const contact = /contact|enquir|number|visit|call|dates/i;
  const main = page.getByRole('main');
  const actions = main.getByRole('link', { name: contact }).or(main.getByRole('button', { name: contact }));
  await expect(actions.first()).toBeVisible();
  const names = await actions.evaluateAll((els) => [...new Set(els.map((e) => (e.textContent ?? '').trim()))]);
  expect(names).toEqual(
    isMobile ? ['Sign in to contact the advertiser', 'Sign in to contact'] : ['Sign in to contact the advertiser'],
  );
  await expect(page.locator('.contact-bar-actions').getByRole('link')).toHaveText(
    isMobile ? ['Sign in to contact'] : [],
  );
  await expect(page.getByRole('heading', { name: 'Schedule a Visit' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Send an enquiry' })).toHaveCount(0);

  await page.getByTestId('sign-in-to-contact').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Password', { exact: true }).fill('ghar-1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === `/property/${id}` && u.hash === '#contact');
  // Signed in: one primary action (the enquiry), the number and a visit beside it.
  const box = page.locator('#contact');
  await expect(box.locator('.btn-primary')).toHaveText('Send an enquiry');
  await expect(box.getByRole('button', { name: 'Show phone number' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule a Visit' })).toBeVisible();
});

test('a short stay offers no visit: the seeker asks about their dates, carried from the search', async ({
  page,
  request,
  isMobile,
}) => {
  await page.setViewportSize(viewport(isMobile));
  const id = await listingOf(request, 'short_stay');
  await page.goto(`/property/${id}`);
  await expect(
    page.getByText('Sign in to contact the advertiser').or(page.getByText('Sign in to contact')),
  ).not.toHaveCount(0);
  await expect(page.getByText('Schedule a Visit')).toHaveCount(0);

  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  // Dates chosen in the search go with the listing chosen from its results.
  await page.goto(`/properties?purpose=short_stay&check_in=${day(10)}&check_out=${day(13)}`);
  await page.getByTestId('results').locator('.card-title a').first().click();
  await expect(page).toHaveURL(new RegExp(`/property/\\d+\\?check_in=${day(10)}&check_out=${day(13)}$`));
  await expect(page.getByRole('heading', { name: 'Schedule a Visit' })).toHaveCount(0);
  await expect(page.getByText('Schedule a Visit')).toHaveCount(0);
  await expect(page.locator('#contact .btn-primary')).toHaveText('Ask about your dates');
  await expect(page.getByTestId('stay-nights')).toContainText('3 nights');
  await expect(page.getByLabel('Check-in')).toHaveValue(day(10));
  const enquiry = page.getByTestId('enquiry-form');
  await expect(enquiry.getByLabel('Your message')).toHaveValue(/\(3 nights\)\? I would like to stay\.$/);
  // Nothing promises a booking.
  const actions = page.locator('.property-side, #enquiry-form, .contact-bar');
  await expect(actions.getByText(/\bbook(ed|ing)?\b/i).filter({ visible: true })).toHaveCount(0);

  // Reversed dates are named, not used.
  await page.goto(`/property/${id}?check_in=${day(13)}&check_out=${day(10)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Check-out must be after check-in' })).toBeVisible();
  await page
    .locator('.property-side')
    .screenshot({ path: `test-results/visits-stay-${isMobile ? 'mobile' : 'desktop'}.png` });
});

test('a PG shows its sharing and food, and no bedrooms, balconies or parking', async ({ page, request }) => {
  const id = await listingOf(request, 'pg');
  await page.goto(`/property/${id}`);
  const facts = page.getByTestId('key-details');
  await expect(facts).toContainText('PG');
  for (const absent of ['Balconies', 'Parking spaces', 'Bedrooms (BHK)', 'Price per sq ft'])
    await expect(page.locator('.facts dt').filter({ hasText: absent })).toHaveCount(0);
  await expect(page.getByText('Schedule a Visit').or(page.getByText('Sign in to contact')).first()).toBeVisible();
});

test('the listing page with its slots has no accessibility violation, in English and Hindi', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000); // eight pages through axe, signed out and in
  await page.setViewportSize(viewport(isMobile));
  const [rent, stay, pg] = [
    await listingOf(request, 'rent'),
    await listingOf(request, 'short_stay'),
    await listingOf(request, 'pg'),
  ];
  const found: string[] = [];
  for (const path of [`/property/${rent}`, `/hi/property/${rent}`, `/property/${stay}`]) {
    await page.goto(path);
    found.push(...(await axe(page, `signed out ${path}`)));
  }
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);
  for (const path of [`/property/${rent}`, `/hi/property/${rent}`, `/hi/property/${pg}`, `/property/${stay}`]) {
    await page.goto(path);
    found.push(...(await axe(page, `signed in ${path}`)));
  }
  // A refused slot's message with the times.
  await page.goto(`/hi/property/${rent}`);
  await page.locator('form.visit-form button[type=submit]').click();
  await expect(page.locator('#visit-slot-err')).toBeVisible();
  found.push(...(await axe(page, 'refused slot (hi)')));
  await page
    .locator('.property-side')
    .screenshot({ path: `test-results/visits-hi-${isMobile ? 'mobile' : 'desktop'}.png` });
  expect(found).toEqual([]);
});
