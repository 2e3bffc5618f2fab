import { expect, test, waitsForHydration } from './fixtures';
import sharp from 'sharp';
import { phone, register, stamp, verifyListing } from './helpers.ts';

// An owner lists a home through the six steps, with a photo (watching it upload, and sending it a
// second time) and a 360° tour; it waits for review, an admin verifies it (through the API), and
// then anyone finds it and sees its photo.
test('an owner lists a property step by step with a photo and a 360° tour; once verified it is public', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  // About 35 steps: a sign-up (password hashing), a photo made into six WebP and AVIF sizes, two
  // panoramas, a dozen pages. 20 s on an idle 2-core machine; 6 times that for a busy one.
  test.setTimeout(120_000);
  await register(page, phone());
  await expect(page).toHaveURL(/\/account$/);

  const title = `3 BHK flat for rent in Sector 45 no ${stamp}${isMobile ? 'm' : 'd'}`;
  // The account's "Add property" is the same flow as the public page.
  await page.goto('/account?tab=add-property');
  await expect(page).toHaveURL(/\/add-new-listing$/);
  const form = page.getByTestId('listing-form');
  const current = page.locator('.flow-progress [aria-current="step"]');
  const next = (name: string) => form.getByRole('button', { name: `Next: ${name}` }).click();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(current).toContainText('Basics');
  // A step is checked before the next one opens: the message sits at its field.
  await next('Location');
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('This field is required');
  await expect(current).toContainText('Basics');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Listing for').selectOption('rent');
  await next('Location');

  await expect(page).toHaveURL(/\/add-new-listing\?listing=\d+&step=location$/);
  const id = Number(new URL(page.url()).searchParams.get('listing'));
  await expect(current).toContainText('Location');
  await expect(form.getByLabel('City')).toHaveValue('Gurugram'); // the form's default city
  await form.getByLabel('Locality or sector').fill('Sector 45');
  await next('Details');

  await expect(form.getByLabel('Area (sq ft)')).toHaveValue('1000');
  await form.getByLabel('Bedrooms (BHK)').fill('3');
  await form.getByRole('checkbox', { name: 'Parking' }).check();
  // Furnishing is asked once: no furnishing boxes among the features.
  await form.getByLabel('Furnishing').selectOption('semi_furnished');
  await expect(form.getByRole('checkbox', { name: /furnished/i })).toHaveCount(0);
  await next('Photos and tour');

  // A phone photo with its GPS position. Its upload is held back until the page has shown that
  // it is on its way, then it becomes the main photo.
  const photo = await sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#7a9cc6' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 26/1 4130/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 3/1 5652/100',
      },
    })
    .toBuffer();
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  // The upload's own address (the client calls it without a trailing slash; both are answered).
  const uploads = new RegExp(`/api/v1/properties/${id}/images/?$`);
  await page.route(uploads, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('#photo-files').setInputFiles({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo });
  const item = page.getByTestId('upload-queue').locator('li', { hasText: 'living-room.jpg' });
  await expect(item).toHaveAttribute('data-state', /uploading|processing/);
  await expect(page.getByTestId('photo-count')).toContainText('1 on the way');
  release();
  await expect(item).toContainText('Uploaded: photo 1');
  await page.unroute(uploads);
  const tile = page.getByTestId('photo-grid').locator('li');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByLabel('Main photo')).toBeChecked();
  const src = await tile.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/u\/\d+\/[0-9a-f]{16}-480\.webp$/);
  const stored = await request.get(src!);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();
  // The same file again, under another name: recognised, not added twice.
  await page.locator('#photo-files').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('upload-queue').locator('li', { hasText: 'IMG_2041.jpg' })).toContainText(
    'Already uploaded: it is photo 1',
  );
  await expect(tile).toHaveCount(1);
  await expect(page.getByTestId('photo-count')).toHaveText('1 of 20');

  // Its 360° tour: two rooms from panoramas, the second linked from the first by a hotspot.
  const tour = page.locator('#tour');
  for (const [room, shade] of [
    ['Living room', '#c8b89a'],
    ['Kitchen', '#9ab8c8'],
  ] as const) {
    const pano = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: shade } })
      .jpeg()
      .toBuffer();
    await tour.getByLabel('Room name', { exact: true }).first().fill(room);
    await tour.getByLabel('360° panorama').setInputFiles({ name: `${room}.jpg`, mimeType: 'image/jpeg', buffer: pano });
    await tour.getByRole('button', { name: 'Add room' }).click();
    await expect(page.getByTestId('tour-rooms').locator('> li')).toHaveCount(room === 'Kitchen' ? 2 : 1);
  }
  const first = page.getByTestId('tour-rooms').locator('> li').first();
  await first.getByRole('button', { name: 'Add a hotspot to another room' }).click();
  // Brought to the middle of the screen, as a person would look at it (at the bottom edge of a
  // phone's screen the floating "scroll to top" button covers part of it), and clicked inside it
  // whatever its width: on a phone the picture is under 300 px wide.
  const picture = first.getByRole('button', { name: 'Click where the hotspot goes' });
  await picture.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: Math.round(box.width * 0.7), y: Math.round(box.height * 0.5) } });
  await expect(first.getByText(/^at \d+°, -?\d+°$/)).toBeVisible();
  await tour.getByRole('button', { name: 'Save rooms and hotspots' }).click();
  await expect(tour.getByRole('button', { name: 'Save rooms and hotspots' })).toBeHidden();
  await next('Price and availability');

  // The price step wants the rent before it lets the owner on.
  await next('Review');
  await expect(form.getByLabel('Monthly rent')).toHaveAccessibleDescription('Price is required');
  await expect(current).toContainText('Price and availability');
  await form.getByLabel('Monthly rent').fill('42,000');
  await form.getByLabel('Available from').fill('2026-08-01');
  await expect(form.getByTestId('date-said')).toHaveText('Chosen: 01/08/2026 (1 August 2026)');
  await next('Review');

  await expect(current).toContainText('Review');
  const review = page.locator('.review');
  await expect(review.getByText('₹42,000 a month')).toBeVisible();
  await expect(review.getByText('01/08/2026 (1 August 2026)')).toBeVisible();
  await expect(review.getByText('Semi-furnished')).toBeVisible();
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/account\?tab=my-properties$/);
  const mine = page.getByTestId('my-properties').locator('li', { hasText: title });
  await expect(mine.getByText('Waiting for review')).toBeVisible();
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();

  // Nobody else sees it yet.
  expect((await request.get(`/api/v1/properties/${id}`)).status()).toBe(404);
  const login = await request.post('/api/v1/auth/login/', {
    data: { phone: '+919810000001', password: 'Admin@12345' },
  });
  const token = (await login.json()).access_token as string;
  await verifyListing(request, id, { authorization: `Bearer ${token}` });

  // Public now: found by its words, and its page shows the uploaded photo to a visitor.
  const found = await request.get(`/api/v1/properties/?q=${encodeURIComponent(title)}&sort_by=relevance`);
  expect(((await found.json()).items as { id: number }[]).map((p) => p.id)).toContain(id);
  const visitor = waitsForHydration(await browser.newPage());
  await visitor.goto(`/property/${id}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  // The tour is the default view; the photos are one switch away.
  await expect(visitor.getByRole('button', { name: '360 Tour' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByRole('navigation', { name: 'Rooms' }).getByRole('link')).toHaveText([
    'Living room',
    'Kitchen',
  ]);
  await visitor.getByRole('button', { name: 'Photos (1)', exact: true }).click();
  await expect(visitor.locator('.property-hero')).toHaveAttribute('src', /^\/media\/u\/\d+\/[0-9a-f]{16}-960\.webp$/);
  // Responsive sizes, AVIF first for browsers that read it.
  await expect(visitor.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /-480\.avif 480w, .*-1400\.avif 1400w$/,
  );
  await expect(visitor.locator('.preview-banner')).toHaveCount(0);
  const detail = await (await request.get(`/api/v1/properties/${id}`)).json();
  expect(detail.tour.scenes[0].links).toEqual([expect.objectContaining({ to_scene_id: detail.tour.scenes[1].id })]);
  expect(detail.virtual_tour_url).toBe(`/tour/${id}`);
  await visitor.close();
});

test('an owner chooses between listing it themselves and being called, and sends the call-back form', async ({
  page,
}) => {
  await page.goto('/post-property');
  await expect(page.getByRole('heading', { name: 'List it yourself' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start listing' })).toHaveAttribute('href', '/add-new-listing');
  await page.getByRole('link', { name: 'Request a call back' }).click();
  await expect(page.getByRole('heading', { name: 'Let us call you' })).toBeVisible();
  await page.goto('/post-property?for=valuation');
  await expect(page.getByRole('heading', { name: 'Get your property valued' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  // Required: full name, email, phone, property type, location and the terms.
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
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

test('a visitor fills the add-listing steps with a gallery, signs in, and finds it as typed', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const title = `Sunny 2 BHK builder floor in DLF Phase 3 no ${stamp}${isMobile ? 'm' : 'd'}`;
  await page.goto('/add-new-listing');
  await expect(page.getByText('Everything you type here is kept.')).toBeVisible();
  const form = page.getByTestId('listing-form');
  const next = (name: string) => form.getByRole('button', { name: `Next: ${name}` }).click();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Listing for').selectOption('rent');
  await form.getByLabel('Description').fill('Top floor, lift, two covered parkings.');
  // A send that fails (no connection) loses nothing: the step stays as typed and says so.
  await page.route('**/add-new-listing.data*', (route) => route.abort('internetdisconnected'));
  await next('Location');
  await expect(page.getByTestId('send-failed')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue('Top floor, lift, two covered parkings.');
  await page.unroute('**/add-new-listing.data*');
  await next('Location');
  await expect(page).toHaveURL(/\/add-new-listing\?draft=[\w-]{32}&step=location$/);

  await form.getByLabel('Locality or sector').fill('DLF Phase 3');
  // Pin the exact place on the map (the tiles come from the internet; the clicks do not need them).
  await form.getByRole('button', { name: 'Pin it on the map' }).click();
  await expect(form.getByTestId('pick-map')).toHaveClass(/leaflet-container/); // the map library has loaded
  await form.getByTestId('pick-map').click({ position: { x: 120, y: 90 } });
  await expect(form.getByText(/^Pinned on the map at 28\.\d{5}, 7[67]\.\d{5}\./)).toBeVisible();
  const lat = Number(await form.locator('input[name=latitude]').inputValue());
  await next('Details');
  await form.getByRole('checkbox', { name: 'Power backup' }).check();
  await next('Photos and tour');

  // The gallery: several photos at once, each removable before the listing is sent.
  const shade = (n: number) => `#${String((stamp * 7 + n + (isMobile ? 50 : 0)) % 1e6).padStart(6, '0')}`;
  const pictures = await Promise.all(
    [1, 2].map(async (n) => ({
      name: `room-${n}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 700 + 100 * n, height: 600, channels: 3, background: shade(n) } })
        .jpeg()
        .toBuffer(),
    })),
  );
  await page.locator('#photo-files').setInputFiles(pictures);
  const queue = page.getByTestId('upload-queue');
  await expect(queue.locator('li', { hasText: 'room-2.jpg' })).toContainText('Uploaded: photo 2');
  await queue.getByRole('button', { name: 'Remove: room-2.jpg' }).click();
  await expect(page.getByTestId('photo-grid').locator('li')).toHaveCount(1);
  await next('Price and availability');
  await form.getByLabel('Monthly rent').fill('38000');
  await form.getByLabel('Contact name').fill('Kiran Mehta');
  await form.getByLabel('Contact e-mail').fill('kiran@example.in');
  await next('Review');
  await page.locator('.review').getByRole('button', { name: 'Sign in and submit' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Mobile number').fill('9810000004');
  await page.getByLabel('Password', { exact: true }).fill('User@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/add-new-listing\?draft=[\w-]{32}&step=review$/);
  await expect(page.getByText('your listing is as you left it')).toBeVisible();
  const review = page.locator('.review');
  for (const text of [
    title,
    'Top floor, lift, two covered parkings.',
    'DLF Phase 3',
    'Power backup',
    '₹38,000 a month',
    'Kiran Mehta',
    'kiran@example.in',
    '1 of 20',
  ]) {
    await expect(review.getByText(text, { exact: true })).toBeVisible();
  }
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/account\?tab=my-properties$/);
  await expect(
    page.getByTestId('my-properties').locator('li', { hasText: title }).getByText('Waiting for review'),
  ).toBeVisible();
  const mine = (await (await page.request.get('/api/v1/properties/me/')).json()).items as {
    id: number;
    title: string;
    latitude: number;
    owner_name: string;
    contact_email: string;
    amenities: string[];
  }[];
  const listed = mine.find((l) => l.title === title)!;
  expect(listed).toMatchObject({
    latitude: lat,
    owner_name: 'Kiran Mehta',
    contact_email: 'kiran@example.in',
    amenities: ['Power Backup'],
  });
  expect((await (await page.request.get(`/api/v1/properties/${listed.id}/images/`)).json()).images).toHaveLength(1);
});

test('without script, an owner goes through the steps and uploads a photo through the plain form', async ({
  browser,
  isMobile,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login?next=/add-new-listing');
  await page.getByLabel('Mobile number').fill('9810000003');
  await page.getByLabel('Password', { exact: true }).fill('Owner@12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/add-new-listing$/);
  const form = page.getByTestId('listing-form');
  const next = (name: string) => form.getByRole('button', { name: `Next: ${name}` }).click();
  await form.getByLabel('Title').fill(`Plain form flat in Sector 56 no ${stamp}${isMobile ? 'm' : 'd'}`);
  await next('Location');
  // The server checks the step the same way.
  await next('Details');
  await expect(form.getByLabel('Locality or sector')).toHaveAccessibleDescription('This field is required');
  await form.getByLabel('Locality or sector').fill('Sector 56');
  await next('Details');
  await next('Photos and tour');
  const photo = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: `#${String((stamp + (isMobile ? 1 : 0)) % 1e6).padStart(6, '0')}`,
    },
  })
    .jpeg()
    .toBuffer();
  await page.locator('#photo-files').setInputFiles({ name: 'no-script.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByText('Photos uploaded')).toBeVisible();
  await expect(page.getByTestId('photo-grid').locator('li')).toHaveCount(1);
  await next('Price and availability');
  await form.getByLabel('Monthly rent').fill('27500');
  await next('Review');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/account\?tab=my-properties$/);
  await context.close();
});
