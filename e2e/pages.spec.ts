import { expect, test } from './fixtures';

test('the EMI calculator follows every change, resets, and answers without script too', async ({ page, browser }) => {
  await page.goto('/emi-calculator');
  await page.waitForLoadState('networkidle');
  const results = page.getByTestId('emi-results');
  // The calculator's defaults: ₹10,00,000 at 8.5 % for 20 years.
  await expect(results.getByTestId('emi')).toHaveText('₹8,678');
  await expect(results).toContainText('240 months');
  await page.getByRole('spinbutton', { name: 'Loan Amount' }).fill('2500000');
  await expect(results.getByTestId('emi')).toHaveText('₹21,696');
  await page.getByRole('spinbutton', { name: 'Loan Tenure' }).fill('10');
  await expect(results.getByTestId('emi')).toHaveText('₹30,996');
  await expect(results).toContainText('120 months');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(results.getByTestId('emi')).toHaveText('₹8,678');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/emi-calculator?amount=2500000&rate=8.5&years=10');
  await expect(plain.getByTestId('emi')).toHaveText('₹30,996');
  await noScript.close();
});

test('the contact form says what is wrong once a field is left, and thanks when sent', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill('Al');
  await main.getByLabel('Email', { exact: true }).click(); // leaving the name shows its rule
  await expect(main.getByLabel('Your name')).toHaveAccessibleDescription('Must be at least 3 characters');
  await main.getByLabel('Email', { exact: true }).fill('al@');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Enter a valid e-mail address');
  await expect(main.getByLabel('Your address')).toHaveAccessibleDescription('This field is required');
  await main.getByLabel('Your name').fill('Meera Sharma');
  await main.getByLabel('Email', { exact: true }).fill('meera@example.in');
  await main.getByLabel('Your address').fill('Sector 57, Gurugram');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Your message has reached us.')).toBeVisible();
});

test('the footer newsletter stores an address and confirms, also when it is sent twice', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('contentinfo').getByPlaceholder('Your email address');
  for (let i = 0; i < 2; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/f/newsletter'));
    await box.fill('reader@example.in');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('contentinfo').getByText('Subscribed successfully!')).toBeVisible();
    await expect(box).toHaveValue('');
  }
});
