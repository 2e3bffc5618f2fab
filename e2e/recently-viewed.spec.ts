// Recently viewed as a visitor meets it (issue 35 §5): the homes opened before signing in show on
// the home page ("Continue where you left off"), newest first, and after signing in they are on
// the account's overview too, kept by the server.
import { expect, test } from './fixtures';
import { apiRegister, demoListing, phone, projectIndex, signIn, stamp } from './helpers';

test('homes viewed before signing in come back on the home page and, once signed in, on the account', async ({
  page,
  request,
}) => {
  const [first, second] = [
    await demoListing(request, 'purpose=buy', 2 + projectIndex() * 2),
    await demoListing(request, 'purpose=buy', 3 + projectIndex() * 2),
  ];
  const titleOf = async (id: number) =>
    ((await (await request.get(`/api/v1/properties/${id}`)).json()) as { title: string }).title;
  await page.goto(`/property/${first}`);
  await page.goto(`/property/${second}`);
  await page.goto('/');
  const strip = page.getByTestId('recently-viewed');
  await expect(strip.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  const cards = strip.locator('.card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText((await titleOf(second)).slice(0, 20));

  const number = phone();
  const password = 'Viewer@12345';
  await apiRegister(request, {
    phone: `+91${number}`,
    full_name: 'Asha Viewer',
    email: `viewer${stamp}${projectIndex()}@example.in`,
    password,
  });
  await signIn(page, number, password, '/account');
  await expect(page.getByTestId('recently-viewed').locator('.card')).toHaveCount(2);
  // Kept by the server: another browser signed in as the same person sees them too.
  const other = await (await page.context().browser()!.newContext()).newPage();
  await signIn(other, number, password, '/account');
  await expect(other.getByTestId('recently-viewed').locator('.card')).toHaveCount(2);
  await other.context().close();
});
