import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { phone, register } from './helpers.ts';
import { mailbox } from './mail';

// Forgotten passwords (decision 025): a person asks for a link on /forgot-password, opens it
// from the e-mail, chooses a new password, and logs in with it; the old one no longer works.

const axe = (page: import('@playwright/test').Page) => axeViolations(page);

test('a person who forgot their password sets a new one from the e-mailed link and logs in with it', async ({
  page,
}) => {
  const number = phone();
  await register(page, number);
  await expect(page).toHaveURL(/\/account$/);

  // Some time later, signed out (on another device, say), they cannot remember the password.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(
    'If an account with this number has an e-mail address, we have sent a link',
  );

  // The server's mail folder: the message for this number, with the link to the reset page.
  const link = async () =>
    (await mailbox())
      .filter((m) => m.subject === 'Reset your Aangan password' && m.text.includes(`+91${number}`))
      .map((m) => m.text.match(/https?:\/\/[^/\s]+(\/reset-password\?token=\S+)/)?.[1])
      .find(Boolean);
  await expect.poll(link, { timeout: 60_000, intervals: [1000] }).toBeTruthy();
  const path = (await link())!;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('New password').fill('naya-ghar-5678');
  await page.getByLabel('Confirm password').fill('naya-ghar-5678');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed. Please log in.')).toBeVisible();

  // The old password is refused; the new one logs in.
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Password', { exact: true }).fill('ghar-1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('naya-ghar-5678');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Login successful!')).toBeVisible();

  // The link worked once: used again, the page says so and points to a new one.
  await page.goto(path);
  await page.getByLabel('New password').fill('another-5678');
  await page.getByLabel('Confirm password').fill('another-5678');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('reset-problem')).toContainText('This password reset link has already been used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
