// Shared by the end-to-end specs: fresh people and their sign-up.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { exclusive, LIVE_LISTINGS } from './lock.ts';
import { smsCode } from './sms.ts';

// The run's workers are processes of their own (each loads this module) sharing one server and
// its database, which persists between the tests of a run: what must be unique (titles, names,
// mobile numbers) carries the worker's index, unique within a run, and the time it started.
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 100;
const started = Math.floor(Date.now() / 1000);
/** Unique per worker of a run (and differs between runs): for titles, names and addresses. */
export const stamp = (started % 1e6) * 100 + worker;
let n = 0;
/**
 * A mobile number no other test of the run uses: 9, the worker's index, the time it started, a
 * count (the demo accounts' 98100… would take a 82nd worker).
 */
export const phone = () =>
  `9${String(worker).padStart(2, '0')}${String(started % 1000).padStart(3, '0')}${String(n++ % 1e4).padStart(4, '0')}`;

/** 0 in the desktop project, 1 in the mobile one: the same test runs in both at once, on one database. */
export const projectIndex = () => (test.info().project.name === 'mobile' ? 1 : 0);

/**
 * The `nth` live listing of the demo data matching the search `query` (newest first): one the
 * specs do not change. The listings specs make are newest, and some live only a moment (taken
 * down, paused by reports); the demo's carry the demo's photos.
 */
export async function demoListing(request: APIRequestContext, query = '', nth = 0): Promise<number> {
  const r = await request.get(`/api/v1/properties/?${query}&limit=50`);
  expect(r.status(), await r.text()).toBe(200);
  const items = (await r.json()).items as { id: number; main_image_url: string | null }[];
  const demo = items.filter((p) => p.main_image_url?.startsWith('/media/demo/'));
  expect(demo.length, `demo listings for ?${query}`).toBeGreaterThan(nth);
  return demo[nth]!.id;
}

/** A datetime-local value `days` from now at hh:mm (the form reads it as India time). */
export function indiaLocal(days: number, hhmm: string): string {
  const d = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${hhmm}`;
}

/** Signs up through the page: the details, then the code the SMS brought; lands signed in. */
export async function register(page: Page, number: string) {
  await startRegistration(page, number);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The details sent and the code from the SMS typed in, not yet verified. */
export async function startRegistration(page: Page, number: string) {
  await fillRegistration(page, number);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const box = page.getByLabel('Code from the SMS');
  await expect(box).toBeVisible();
  await box.fill(await smsCode(number));
}

/** The sign-up form filled in, not yet sent. */
export async function fillRegistration(page: Page, number: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Email', { exact: true }).fill(`meera.${number}@example.in`);
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Password', { exact: true }).fill('ghar-1234');
  await page.getByLabel('Confirm password').fill('ghar-1234');
}

/**
 * An account made through the API as a client without the pages does: the details, then the
 * code from the SMS. Its login answer (token, user).
 */
export async function apiRegister(
  request: APIRequestContext,
  details: { phone: string; full_name: string; email: string; password: string },
): Promise<{ access_token: string; user: { id: number } }> {
  const asked = await request.post('/api/v1/auth/register/', { data: details });
  expect(asked.status(), await asked.text()).toBe(202);
  const code = await smsCode(details.phone);
  const made = await request.post('/api/v1/auth/register/verify/', { data: { phone: details.phone, code } });
  expect(made.status(), await made.text()).toBe(201);
  return made.json();
}

/**
 * An admin (their `headers`) verifies a listing, which goes live: while no other spec counts the
 * live listings (lock.ts).
 */
export async function verifyListing(request: APIRequestContext, id: number, headers: Record<string, string>) {
  await exclusive(LIVE_LISTINGS, async () => {
    const r = await request.put(`/api/v1/properties/${id}/verify`, { headers });
    expect(r.status(), await r.text()).toBe(200);
  });
}

/** The demo owner and admin (packages/demo), as [number, password]. */
export const DEMO_OWNER = ['9810000003', 'Owner@12345'] as const;
export const DEMO_ADMIN = ['9810000001', 'Admin@12345'] as const;

/** The bearer header of an existing account. */
export const bearer = async (request: APIRequestContext, [number, password]: readonly [string, string]) => ({
  authorization: `Bearer ${await apiToken(request, number, password)}`,
});

/**
 * A listing of the demo owner made for one test and sent for review, then verified by the demo
 * admin, so it is live: a rental flat in Sector 57 unless `fields` say otherwise. Its id.
 */
export async function ownersLiveListing(request: APIRequestContext, fields: Record<string, unknown>): Promise<number> {
  const made = await request.post('/api/v1/properties/', {
    headers: await bearer(request, DEMO_OWNER),
    data: {
      purpose: 'rent',
      property_type: 'apartment',
      bathrooms: 2,
      locality: 'Sector 57',
      city: 'Gurugram',
      longitude: 77.0765,
      submit: true,
      ...fields,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  await verifyListing(request, id, await bearer(request, DEMO_ADMIN));
  return id;
}

/** A bearer token for an existing account (10-digit mobile number), through the login API. */
export async function apiToken(request: APIRequestContext, number: string, password: string): Promise<string> {
  const r = await request.post('/api/v1/auth/login/', { data: { phone: `+91${number}`, password } });
  expect(r.status()).toBe(200);
  return (await r.json()).access_token as string;
}

/**
 * How far the page scrolls sideways now, in CSS pixels (0 when it fits its window), after two
 * frames so that what the page lays out by script has followed the last resize.
 */
export const sidewaysPx = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

/** Signs an existing account in through the login page and waits to land on `next`. */
export async function signIn(page: Page, number: string, password: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname + u.search === next);
}

/**
 * The search page's filter form: beside the results on a wide screen; on a phone in the sheet
 * that the bar's "Filters · Sort" button opens (the form is not shown in the page there).
 */
export async function searchFilters(page: Page): Promise<Locator> {
  const opener = page.getByTestId('search-bar').getByRole('button', { name: /^Filters · Sort/ });
  if (await opener.isVisible()) {
    await opener.click();
    await expect(page.getByRole('dialog', { name: /^Filters · Sort/ })).toBeVisible();
  }
  return page.getByTestId('search-filters');
}

/** Sends the filter form: "Search Properties" beside the results, "Show N results" in the sheet. */
export const applyFilters = (filters: Locator) => filters.locator('button[type=submit]').click();

/** The free visit slots of a listing (its API), as instants to book, from `fromDay` days on. */
export async function freeSlots(request: APIRequestContext, propertyId: number, fromDay = 1): Promise<string[]> {
  const r = await request.get(`/api/v1/properties/${propertyId}/visit-slots`);
  expect(r.status(), await r.text()).toBe(200);
  const { days } = (await r.json()) as { days: { slots: { at: string }[] }[] };
  return days.slice(fromDay).flatMap((d) => d.slots.map((s) => s.at));
}

/**
 * Books one of a listing's free slots through the API, picked at random so that runs sharing one
 * database (desktop, then mobile) seldom want the same one; tried again if it was taken meanwhile.
 */
export async function bookFreeSlot(request: APIRequestContext, token: string, propertyId: number) {
  for (let attempt = 0; ; attempt++) {
    const free = await freeSlots(request, propertyId, 2);
    const at = free[Math.floor(Math.random() * free.length)]!;
    const r = await request.post('/api/v1/visits/', {
      headers: { authorization: `Bearer ${token}` },
      data: { property_id: propertyId, scheduled_date: at },
    });
    if (r.status() !== 409 || attempt === 2) return { response: r, at };
  }
}

/**
 * Chooses a visit slot on a listing's page, by keyboard as a screen-reader user would: a day (at
 * random among the next two weeks, after today) with the arrow keys, then its first free time.
 * Returns the time's label.
 */
export async function pickVisitSlot(page: Page): Promise<string> {
  const days = page.getByRole('group', { name: 'Day' }).getByRole('radio');
  await days.first().focus();
  const hops = 1 + Math.floor(Math.random() * ((await days.count()) - 1));
  for (let i = 0; i < hops; i++) await page.keyboard.press('ArrowRight');
  const time = page.getByRole('group', { name: /^Time/ }).getByRole('radio').first();
  await time.check();
  return (await time.locator('xpath=..').innerText()).trim();
}
