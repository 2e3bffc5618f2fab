import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stamp } from './helpers';

// The deletion request's type cards are real radios with labels, so a click
// on the label, the arrow keys, Hindi labels and a page without JavaScript all change the
// request_type the grievance officer receives (read back through the admin API).

let seq = 0;
const email = () => `leaving.${stamp}.${seq++}@example.in`; // unique across the desktop and mobile runs on one database

/** The request_type stored for the deletion request sent from `address`. */
async function storedType(request: APIRequestContext, address: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login/', {
    data: { phone: '+919810000001', password: 'Admin@12345' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  // Open requests come oldest first, so a new one is on the last page.
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/admin/deletion-requests?open=true&limit=100&page=${page}`, { headers });
    expect(res.status()).toBe(200);
    const list = (await res.json()) as { items: { email: string | null; request_type: string }[]; total_pages: number };
    const hit = list.items.find((r) => r.email === address);
    if (hit) return hit.request_type;
    if (page >= list.total_pages) throw new Error(`no deletion request from ${address}`);
  }
}

async function send(
  page: Page,
  address: string,
  message = '',
  labels = {
    reason: 'Reason for deletion',
    email: 'Email on your account',
    submit: 'Submit Request',
    done: 'Deletion Request Submitted Successfully!',
  },
) {
  const form = page.getByTestId('deletion-form');
  await form.getByLabel(labels.reason).selectOption('privacy');
  await form.getByLabel(labels.email).fill(address);
  // 'Specific Data' needs the message that says which data (the label says so once scripts run).
  if (message)
    await form.getByRole('textbox', { name: /^(Message \(optional\)|Which data should we delete\?)$/ }).fill(message);
  await form.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('heading', { name: labels.done })).toBeVisible();
}

test('each deletion type checked by its label is the type that is stored', async ({ page, request }) => {
  for (const [label, value] of [
    ['Personal Information Only', 'personal'],
    ['Property Listings Only', 'properties'],
    ['Specific Data', 'specific'],
    ['Full Account Deletion', 'account'],
  ] as const) {
    await page.goto('/delete-account');
    const radio = page.getByLabel(label, { exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    // The card shows the choice: its border takes the brand colour.
    await expect(page.locator('.choice-card').filter({ has: radio })).toHaveCSS('border-top-color', 'rgb(15, 92, 77)');
    if (value === 'specific') await expect(page.getByLabel('Which data should we delete?')).toBeVisible();
    const address = email();
    await send(page, address, value === 'specific' ? 'My saved searches and old enquiries.' : '');
    expect(await storedType(request, address)).toBe(value);
  }
});

test('the arrow keys move the deletion type as radios do', async ({ page, request }) => {
  await page.goto('/delete-account');
  const account = page.getByRole('radio', { name: 'Full Account Deletion' });
  await expect(account).toBeChecked(); // the default
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Personal Information Only' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Personal Information Only' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const listings = page.getByRole('radio', { name: 'Property Listings Only' });
  await expect(listings).toBeChecked();
  await expect(account).not.toBeChecked();
  const address = email();
  await send(page, address);
  expect(await storedType(request, address)).toBe('properties');
});

test('the Hindi page takes the type by its Hindi label', async ({ page, request }) => {
  await page.goto('/hi/delete-account');
  await page.getByLabel('केवल प्रॉपर्टी लिस्टिंग', { exact: true }).check();
  const address = email();
  await send(page, address, '', {
    reason: 'हटाने का कारण',
    email: 'आपके खाते का ईमेल',
    submit: 'अनुरोध भेजें',
    done: 'हटाने का अनुरोध सफलतापूर्वक भेजा गया!',
  });
  expect(await storedType(request, address)).toBe('properties');
});

test('without JavaScript the chosen type is the one sent', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/delete-account');
  await page.getByLabel('Specific Data', { exact: true }).check();
  await expect(page.getByRole('radio', { name: 'Full Account Deletion' })).not.toBeChecked();
  const address = email();
  await send(page, address, 'My saved searches and old enquiries.');
  expect(await storedType(request, address)).toBe('specific');
  await context.close();
});
