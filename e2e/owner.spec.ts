import { expect, test, waitsForHydration } from './fixtures';
import sharp from 'sharp';
import { phone, register, stamp } from './helpers.ts';

// An owner lists a home with a photo, sees it waiting for review, an admin verifies it (through
// the API until the back office exists), and then anyone finds it and sees its photo.
test('an owner lists a property with a photo and a 360° tour; once verified it is public', async ({ page, browser, request, isMobile }) => {
  // About 25 steps: a sign-up (password hashing), a photo made into six WebP and AVIF sizes, two
  // panoramas, six pages. 15 s on an idle 2-core machine; 8 times that for a busy one.
  test.setTimeout(120_000);
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);

  const title = `3 BHK flat for rent in Sector 45 no ${stamp}${isMobile ? 'm' : 'd'}`;
  await page.goto('/account?tab=add-property');
  const form = page.getByTestId('listing-form');
  // Spec section 9 defaults.
  await expect(form.getByLabel('City')).toHaveValue('Gurugram');
  await expect(form.getByLabel('Area (sq ft)')).toHaveValue('1000');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Listing for').selectOption('rent');
  // Only the chosen purpose's price fields show.
  await expect(form.getByLabel('Sale price')).toBeHidden();
  await form.getByLabel('Monthly rent').fill('42,000');
  await form.getByLabel('Bedrooms (BHK)').fill('3');
  await form.getByRole('checkbox', { name: 'Parking' }).check();
  await form.getByLabel('Locality or sector').fill('Sector 45');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/tab=add-property&edit=\d+/);
  await expect(page.getByText('Saved. Now add photos')).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('edit'));

  // A phone photo with its GPS position: uploaded, shown as the main photo.
  const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#7a9cc6' } }).jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 26/1 4130/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 3/1 5652/100' } }).toBuffer();
  await page.locator('#photo-files').setInputFiles({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo });
  const tile = page.getByTestId('photo-grid').locator('li');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByLabel('Main photo')).toBeChecked();
  const src = await tile.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/u\/\d+\/[0-9a-f]{16}-480\.webp$/);
  const stored = await request.get(src!);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // Its 360° tour: two rooms from panoramas, the second linked from the first by a hotspot.
  const tour = page.locator('#tour');
  for (const [room, shade] of [['Living room', '#c8b89a'], ['Kitchen', '#9ab8c8']] as const) {
    const pano = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: shade } }).jpeg().toBuffer();
    await tour.getByLabel('Room name', { exact: true }).first().fill(room);
    await tour.getByLabel('360° panorama').setInputFiles({ name: `${room}.jpg`, mimeType: 'image/jpeg', buffer: pano });
    await tour.getByRole('button', { name: 'Add room' }).click();
    await expect(page.getByTestId('tour-rooms').locator('> li')).toHaveCount(room === 'Kitchen' ? 2 : 1);
  }
  const first = page.getByTestId('tour-rooms').locator('> li').first();
  await first.getByRole('button', { name: 'Add a hotspot to another room' }).click();
  await first.getByRole('button', { name: 'Click where the hotspot goes' }).click({ position: { x: 300, y: 120 } });
  await expect(first.getByText(/^at \d+°, -?\d+°$/)).toBeVisible();
  await tour.getByRole('button', { name: 'Save rooms and hotspots' }).click();
  await expect(tour.getByRole('button', { name: 'Save rooms and hotspots' })).toBeHidden();

  await page.goto('/account?tab=my-properties');
  const mine = page.getByTestId('my-properties').locator('li', { hasText: title });
  await expect(mine.getByText('Waiting for review')).toBeVisible();
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();

  // Nobody else sees it yet.
  expect((await request.get(`/api/v1/properties/${id}`)).status()).toBe(404);
  const login = await request.post('/api/v1/auth/login/', { data: { phone: '+919810000001', password: 'Admin@12345' } });
  const token = (await login.json()).access_token as string;
  expect((await request.put(`/api/v1/properties/${id}/verify/`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  // Public now: found by its words, and its page shows the uploaded photo to a visitor.
  const found = await request.get(`/api/v1/properties/?q=${encodeURIComponent(title)}&sort_by=relevance`);
  expect(((await found.json()).items as { id: number }[]).map((p) => p.id)).toContain(id);
  const visitor = waitsForHydration(await browser.newPage());
  await visitor.goto(`/property/${id}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  // The tour is the default view; the photos are one switch away.
  await expect(visitor.getByRole('button', { name: '360 Tour' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByRole('navigation', { name: 'Rooms' }).getByRole('link')).toHaveText(['Living room', 'Kitchen']);
  await visitor.getByRole('button', { name: 'Photos (1)', exact: true }).click();
  await expect(visitor.locator('.property-hero')).toHaveAttribute('src', /^\/media\/u\/\d+\/[0-9a-f]{16}-960\.webp$/);
  // Responsive sizes, AVIF first for browsers that read it.
  await expect(visitor.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.avif 480w, .*-1400\.avif 1400w$/);
  await expect(visitor.locator('.preview-banner')).toHaveCount(0);
  const detail = await (await request.get(`/api/v1/properties/${id}`)).json();
  expect(detail.tour.scenes[0].links).toEqual([expect.objectContaining({ to_scene_id: detail.tour.scenes[1].id })]);
  expect(detail.virtual_tour_url).toBe(`/tour/${id}`);
  await visitor.close();
});

test('an owner who would rather be called sends the post-property enquiry', async ({ page }) => {
  await page.goto('/post-property?for=valuation');
  await expect(page.getByRole('heading', { name: 'Get your property valued' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  // Required: full name, email, phone, property type, location and the terms (spec).
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please accept the terms to continue')).toBeVisible();
  await page.getByLabel('Full name').fill('Ritu Yadav');
  await page.getByLabel('Mobile number').fill('9810012345');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('ritu@example.in');
  await page.getByLabel('Property type').selectOption('villa');
  await page.getByLabel('I want to').selectOption('sale');
  await page.getByRole('main').getByLabel('Location').fill('Sector 57, Gurugram');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Someone from our team will call you within one working day.')).toBeVisible();
});

test('a visitor fills the add-listing form, signs in, and finds it as typed', async ({ page, isMobile }) => {
  const title = `Sunny 2 BHK builder floor in DLF Phase 3 no ${stamp}${isMobile ? 'm' : 'd'}`;
  await page.goto('/add-new-listing');
  await expect(page.getByText('Everything you type here is kept.')).toBeVisible();
  const form = page.getByTestId('listing-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Listing for').selectOption('rent');
  await form.getByLabel('Monthly rent').fill('38000');
  await form.getByRole('checkbox', { name: 'Power Backup' }).check();
  await form.getByLabel('Description').fill('Top floor, lift, two covered parkings.');
  await form.getByRole('button', { name: 'Sign in and submit' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Mobile number').fill('9810000004');
  await page.getByLabel('Password', { exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/add-new-listing\?draft=/);
  await expect(page.getByText('your listing is as you left it')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Monthly rent')).toHaveValue('38000');
  await expect(form.getByRole('checkbox', { name: 'Power Backup' })).toBeChecked();
  await expect(form.getByLabel('Description')).toHaveValue('Top floor, lift, two covered parkings.');
  await form.getByLabel('Locality or sector').fill('DLF Phase 3');
  // Pin the exact place on the map (the tiles come from the internet; the clicks do not need them).
  await form.getByRole('button', { name: 'Pin it on the map' }).click();
  await expect(form.getByTestId('pick-map')).toHaveClass(/leaflet-container/); // the map library has loaded
  await form.getByTestId('pick-map').click({ position: { x: 120, y: 90 } });
  await expect(form.getByText(/^Pinned on the map at 28\.\d{5}, 7[67]\.\d{5}\./)).toBeVisible();
  const lat = Number(await form.locator('input[name=latitude]').inputValue());
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/tab=add-property&edit=\d+/);
  await expect(page.getByText('Saved. Now add photos')).toBeVisible();
  const mine = (await (await page.request.get('/api/v1/properties/me/')).json()).items as { title: string; latitude: number }[];
  expect(mine.find((l) => l.title === title)?.latitude).toBe(lat);
});

test('without script, an owner still uploads photos through the plain form', async ({ browser, isMobile }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill('9810000003');
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.goto('/account?tab=my-properties');
  const edit = page.getByTestId('my-properties').getByRole('link', { name: 'Edit' }).first();
  await page.goto((await edit.getAttribute('href'))!);
  const before = await page.getByTestId('photo-grid').locator('li').count();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: `#${String((stamp + (isMobile ? 1 : 0)) % 1e6).padStart(6, '0')}` } }).jpeg().toBuffer();
  await page.locator('#photo-files').setInputFiles({ name: 'no-script.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByTestId('photo-grid').locator('li')).toHaveCount(before + 1);
  await context.close();
});
