// Saved searches as a seeker meets them (issue 35 §1): save the search on the results page, see it
// in the account with its filters in words, get an alert e-mail when a listing that matches goes
// live (its HTML read at 390 px), and stop the alerts from the link in it without signing in.
import { axeViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';
import { apiRegister, ownersLiveListing, phone, projectIndex, sidewaysPx, signIn, stamp } from './helpers';
import { mailbox } from './mail';

/** A rent of this run and project alone, so no other spec's listing falls in the search's band. */
const rent = () => 91_000 + (stamp % 400) * 20 + projectIndex() * 10;

test('a seeker saves a search, gets an alert when a match goes live, and stops the alerts from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const number = phone();
  const email = `saver${stamp}${projectIndex()}@example.in`;
  const password = 'Saver@12345';
  await apiRegister(request, { phone: `+91${number}`, full_name: 'Meera Saxena', email, password });
  const price = rent();
  const name = `Sector 57 flats ${stamp}${projectIndex()}`;
  await signIn(page, number, password, `/properties?purpose=rent&price_min=${price - 5}&price_max=${price + 5}`);

  // Saved from the results, with instant alerts.
  await page.getByText('Save this search').click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Alerts').selectOption('instant');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved as “${name}”` })).toBeVisible();

  // In the account: its filters in words and its alerts; no accessibility violation.
  await page.goto('/account?tab=saved-searches');
  const item = page.getByTestId('saved-search').filter({ hasText: name });
  await expect(item).toContainText('Rent');
  await expect(item.getByLabel('Alerts')).toHaveValue('instant');
  expect(await axeViolations(page, { include: '.account-main' })).toEqual([]);

  // A listing in the band goes live: the alert arrives, as text and as HTML that fits a phone.
  const title = `3 BHK for rent, alert ${stamp}${projectIndex()}`;
  const id = await ownersLiveListing(request, {
    title,
    description: 'A bright flat near the metro, with two balconies and covered parking.',
    monthly_rent: price,
    bedrooms: 3,
    area_sqft: 1650,
    latitude: 28.4215,
  });
  let alert: Awaited<ReturnType<typeof mailbox>>[number] | undefined;
  await expect
    .poll(async () => (alert = (await mailbox()).find((m) => m.to === email && m.text.includes(title))), {
      timeout: 30_000,
    })
    .toBeTruthy();
  expect(alert!.subject).toContain(name);
  expect(alert!.text).toContain(`/property/${id}`);
  const html = alert!.html!;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.setContent(html);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(/₹\d[\d,.]* ?(L|Cr)?\/month/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toHaveAttribute('href', new RegExp(`/property/${id}$`));
  expect(await sidewaysPx(page)).toBe(0);

  // The stop link works without signing in: it asks, then the alerts are off.
  const stop = /(https?:\/\/\S+\/alerts\/off\/\S+)/.exec(alert!.text)![1]!;
  const visitor = waitsForHydration(await (await page.context().browser()!.newContext()).newPage());
  await visitor.goto(stop);
  await expect(visitor.getByText(`Stop the alert e-mails for your saved search “${name}”?`)).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(visitor.getByRole('status')).toHaveText(new RegExp(`Alerts for “${name}” are off`));
  await visitor.context().close();

  // The account says so, in Hindi too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/hi/account?tab=saved-searches');
  await expect(page.getByRole('heading', { name: 'सेव की गई खोजें' })).toBeVisible();
  const hindi = page.getByTestId('saved-search').filter({ hasText: name });
  await expect(hindi.getByLabel('अलर्ट')).toHaveValue('off');
  expect(await axeViolations(page, { include: '.account-main' })).toEqual([]);
});
