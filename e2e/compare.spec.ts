// Compare as a seeker meets it on a phone (issue 35 §4): three homes picked with "Compare" on the
// search results go into the tray, which opens them side by side; the table scrolls sideways
// with the facts' names fixed, rows that differ are marked, and the address can be shared.
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { sidewaysPx } from './helpers';

test('a seeker compares three homes on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties?purpose=buy');
  const cards = page.locator('.card');
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const toggle = cards.nth(i).locator('.compare-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    titles.push((await cards.nth(i).locator('.card-title').innerText()).trim());
  }
  const tray = page.getByTestId('compare-tray');
  await expect(tray).toContainText('3 of 4 picked');
  await tray.getByRole('link', { name: 'Compare 3 homes' }).click();
  await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
  await expect(page.getByRole('heading', { name: 'Compare homes' })).toBeVisible();
  const table = page.locator('.compare-table');
  for (const title of titles) await expect(table.locator('thead')).toContainText(title);
  await expect(table.getByRole('rowheader', { name: /^Price( \(differs\))?$/ })).toBeVisible();
  // The price row differs among three different homes, and says so.
  await expect(table.locator('tr.differs').first()).toBeVisible();
  // The page does not scroll sideways; the table does, with the row names staying in view.
  expect(await sidewaysPx(page)).toBe(0);
  const region = page.getByRole('region', { name: 'Homes side by side (scrolls sideways)' });
  await region.evaluate((el) => el.scrollTo({ left: 400 }));
  await expect(table.getByRole('rowheader', { name: /^Price( \(differs\))?$/ })).toBeInViewport();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  // The address alone shows the same comparison (shareable), in Hindi too.
  await page.goto(page.url().replace('/compare', '/hi/compare'));
  await expect(page.getByRole('heading', { name: 'घरों की तुलना' })).toBeVisible();
  await expect(page.locator('.compare-table thead th')).toHaveCount(3);
});
