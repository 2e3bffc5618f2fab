// Shortlists shared with family as two people meet them (issue 35 §3): one adds a home from its
// page to a new shortlist and sends the invite link; the other opens it, logs in, joins, votes
// and comments; the first sees who voted what. Both layouts, no accessibility violation.
import type { APIRequestContext, Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';
import { apiRegister, ownersLiveListing, phone, projectIndex, signIn, stamp } from './helpers';

async function person(request: APIRequestContext, full_name: string) {
  const number = phone();
  const password = 'Family@12345';
  const email = `${full_name.split(' ')[0]!.toLowerCase()}${stamp}${projectIndex()}@example.in`;
  await apiRegister(request, { phone: `+91${number}`, full_name, email, password });
  return { number, password };
}

const newPage = async (browser: Browser) => waitsForHydration(await (await browser.newContext()).newPage());

test('two people share a shortlist: one adds a home and invites, the other joins, votes and comments', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `3 BHK for rent, family pick ${projectIndex() ? 'B' : 'A'}`;
  const id = await ownersLiveListing(request, {
    title,
    description: 'A bright flat near the metro, with two balconies and covered parking.',
    monthly_rent: 55_000,
    bedrooms: 3,
    area_sqft: 1700,
    latitude: 28.4217,
  });
  const neha = await person(request, 'Neha Sharma');
  const papa = await person(request, 'Rajesh Sharma');

  // Neha adds the home to a new shortlist from its page.
  await signIn(page, neha.number, neha.password, `/property/${id}`);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await page.getByRole('link', { name: 'Add to shortlist' }).click();
  await expect(page.getByText(`Make your first shortlist below, and “${title}” goes into it.`)).toBeVisible();
  await page.getByLabel('Shortlist name').fill('Flats for Papa');
  await page.getByRole('button', { name: 'Make a shortlist and add it' }).click();
  await expect(page.getByRole('heading', { name: 'Flats for Papa', level: 1 })).toBeVisible();
  await expect(page.getByTestId('shortlist-item')).toContainText(title);

  // A project goes in too, from its page.
  const projects = (await (await request.get('/api/v1/projects')).json()) as {
    items: { slug: string; name: string }[];
  };
  const project = projects.items[0]!;
  await page.goto(`/project/${project.slug}`);
  await page.getByTestId('project-side').getByRole('link', { name: 'Add to shortlist' }).click();
  await expect(page.getByRole('heading', { name: `Add “${project.name}” to a shortlist` })).toBeVisible();
  await page.getByRole('button', { name: 'Flats for Papa' }).click();
  await expect(page.getByTestId('shortlist-item')).toHaveCount(2);
  await expect(page.getByTestId('shortlist-item').first()).toContainText(project.name);

  // The invite link, to send on WhatsApp.
  await page.getByRole('button', { name: 'Make an invite link' }).click();
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/shortlists\/join\/[\w-]+$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}`),
  );
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  // Papa opens it: logs in first, then joins, votes yes and comments.
  const other = await newPage(browser);
  const joinPath = new URL(link).pathname;
  await signIn(other, papa.number, papa.password, joinPath);
  await expect(other.getByText('Neha Sharma invites you to the shortlist “Flats for Papa” (1 member).')).toBeVisible();
  await other.getByRole('button', { name: 'Join the shortlist' }).click();
  await expect(other.getByRole('heading', { name: 'Flats for Papa', level: 1 })).toBeVisible();
  const item = other.getByTestId('shortlist-item').filter({ hasText: title });
  await item.getByRole('button', { name: '👍 Yes' }).click();
  await expect(item.getByRole('button', { name: '👍 Yes' })).toHaveAttribute('aria-pressed', 'true');
  await item.getByLabel('Add a comment').fill('Close to my office, and the rent is fair.');
  await item.getByRole('button', { name: 'Send' }).click();
  await expect(item).toContainText('Rajesh Sharma: Close to my office, and the rent is fair.');
  await expect(item.getByLabel('Add a comment')).toHaveValue('');
  await other.context().close();

  // Neha sees who voted what, and votes no.
  await page.reload();
  const mine = page.getByTestId('shortlist-item').filter({ hasText: title });
  await expect(mine.getByTestId('votes')).toHaveText('Yes: Rajesh Sharma · No: —');
  await mine.getByRole('button', { name: '👎 No' }).click();
  await expect(mine.getByTestId('votes')).toHaveText('Yes: Rajesh Sharma · No: Neha Sharma');
  await expect(page.getByText('Rajesh Sharma', { exact: false }).first()).toBeVisible();

  // In Hindi.
  await page.goto(page.url().replace(/\/shortlists\//, '/hi/shortlists/'));
  await expect(page.getByRole('heading', { name: 'सदस्य' })).toBeVisible();
  await expect(page.getByTestId('shortlist-item').filter({ hasText: title }).getByTestId('votes')).toContainText(
    'हाँ: Rajesh Sharma',
  );
});
