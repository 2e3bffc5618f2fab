import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { projectIndex, signIn } from './helpers';

// A project's HRERA registration where people find the project: a lapsed one warned about on its
// page and its card, a registered one with its number and date; an admin changes a status in
// the back office and the project page shows it at once.

interface Summary {
  slug: string;
  name: string;
  rera_number: string;
  hrera_status: string;
  hrera_valid_until: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 2027-05-03 as the page writes it in English: 3 May 2027. */
const longDate = (d: string) => `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

async function firstWith(request: APIRequestContext, status: string): Promise<Summary> {
  const r = await request.get(`/api/v1/projects?hrera_status=${status}&sort_by=name&limit=1`);
  expect(r.status()).toBe(200);
  const item = (await r.json()).items[0] as Summary | undefined;
  expect(item, `a demo project whose registration is ${status}`).toBeTruthy();
  return item!;
}

test('a visitor sees a lapsed project warned about on its page and card, and a registered one with its number and date', async ({
  page,
  request,
}) => {
  const lapsed = await firstWith(request, 'lapsed');
  await page.goto(`/project/${lapsed.slug}`);
  const warning = page.getByRole('region', { name: 'This project’s HRERA registration has lapsed' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Site visits and enquiries are closed here');
  const facts = page.getByTestId('project-hrera');
  await expect(facts).toContainText(lapsed.rera_number);
  await expect(facts).toContainText('Registration lapsed');
  await expect(facts).toContainText('Haryana Real Estate Regulatory Authority, Gurugram (HRERA Gurugram)');
  await expect(facts.getByRole('link', { name: /Check it on the HRERA website/ })).toHaveAttribute(
    'href',
    /^https:\/\/haryanarera\.gov\.in\//,
  );
  // On a phone (390 px) the warning comes before the photo, in view without scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('lapsed-project-390.png') });
  await facts.screenshot({ path: test.info().outputPath('lapsed-project-hrera-390.png') });

  // The same warning in Hindi.
  await page.goto(`/hi/project/${lapsed.slug}`);
  await expect(page.getByRole('region', { name: 'इस प्रोजेक्ट के HRERA पंजीकरण की अवधि समाप्त हो चुकी है' })).toBeVisible();

  const registered = await firstWith(request, 'registered');
  await page.goto(`/project/${registered.slug}`);
  const ok = page.getByTestId('project-hrera');
  await expect(ok).toContainText(registered.rera_number);
  await expect(ok).toContainText('Registered');
  await expect(ok).toContainText(longDate(registered.hrera_valid_until!));
  await expect(page.getByTestId('hrera-warning')).toHaveCount(0);

  // In the list, filtered to lapsed registrations: the card is marked.
  await page.goto('/project');
  await page.getByLabel('HRERA registration').selectOption('lapsed');
  await page.getByRole('button', { name: 'Search Projects' }).click();
  await page.waitForURL(/hrera_status=lapsed/);
  const card = page.getByTestId('projects').getByRole('article').filter({ hasText: lapsed.name });
  await expect(card).toContainText('Registration lapsed · Visits and enquiries closed');
  await expect(page.getByTestId('projects').getByRole('article')).toHaveCount(1);
});

/**
 * A registered project for the revoking test to change, neither the first by name nor the newest
 * (which other specs read while it is revoked), and another for each project: the desktop and
 * mobile runs of the test revoke at the same time.
 */
async function projectToRevoke(request: APIRequestContext): Promise<Summary> {
  const list = async (query: string) =>
    (await (await request.get(`/api/v1/projects?${query}`)).json()).items as Summary[];
  const read = [
    ...(await list('limit=1')),
    ...(await list('hrera_status=registered&limit=1')),
    ...(await list('hrera_status=registered&sort_by=name&limit=1')),
  ].map((p) => p.slug);
  const free = (await list('hrera_status=registered&sort_by=name&limit=50')).filter((p) => !read.includes(p.slug));
  expect(free.length, 'demo projects no other spec reads').toBeGreaterThan(1);
  return free[projectIndex()]!;
}

test('an admin revokes a registration in the back office and the project page warns at once; publishing without a number is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(100_000);
  const project = await projectToRevoke(request);
  const login = await request.post('/api/v1/auth/login/', {
    data: { phone: '+919810000001', password: 'Admin@12345' },
  });
  const admin = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const unpublished = (await (await request.get('/api/v1/admin/projects?published=false', { headers: admin })).json())
    .items[0] as Summary;
  try {
    await signIn(page, '9810000001', 'Admin@12345', '/admin/projects');
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Projects' }),
    ).toHaveAttribute('aria-current', 'page');

    // The project only applied for has no number: it cannot be published.
    const waiting = page.getByTestId(`admin-project-${unpublished.slug}`);
    await waiting.getByLabel('Published').check();
    await waiting.getByRole('button', { name: `Save ${unpublished.name}` }).click();
    await expect(
      waiting.getByText(
        'A published project needs its HRERA registration number: add the number or unpublish the project',
      ),
    ).toBeVisible();
    await expect(waiting.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect((await request.get(`/api/v1/projects/${unpublished.slug}`)).status()).toBe(404);

    const item = page.getByTestId(`admin-project-${project.slug}`);
    await item.getByLabel('Status').selectOption('revoked');
    await item.getByRole('button', { name: `Save ${project.name}` }).click();
    await expect(page.getByText(`Saved ${project.name}`)).toBeVisible();
    await expect(item).toContainText('closed to visits and enquiries');

    await page.goto(`/project/${project.slug}`);
    await expect(page.getByRole('region', { name: 'This project’s HRERA registration was revoked' })).toBeVisible();
    await expect(page.getByTestId('project-hrera')).toContainText('Registration revoked');
  } finally {
    // Other specs share this database: the project is registered again.
    const r = await request.patch(`/api/v1/admin/projects/${project.slug}`, {
      headers: admin,
      data: { hrera_status: 'registered' },
    });
    expect(r.status()).toBe(200);
  }
});
