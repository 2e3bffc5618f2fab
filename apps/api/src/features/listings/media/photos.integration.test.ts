import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_LIMITS, type PhotoList } from '@aangan/contracts';
import { buildApp } from '../../../app.ts';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp, signUpAs, type Person } from '../../../shared/testing/accounts.ts';

let t: TestApp;
let db: TestApp['db'];
let app: TestApp['app'];
let mediaDir: string;
let owner: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await testApp('photos');
  ({ db, app, mediaDir } = t);
  owner = await signUp(app, { full_name: 'Sunil Khatana' });
  other = await signUp(app, { full_name: 'Other Person' });
  admin = await signUpAs(app, 'admin', { full_name: 'Aarti Admin' });
});
afterAll(() => t?.close());

const flat = {
  title: '3 BHK flat for rent in Sector 45',
  description: 'Park-facing flat.',
  purpose: 'rent',
  property_type: 'apartment',
  monthly_rent: 45000,
  bedrooms: 3,
  bhk: 3,
  bathrooms: 2,
  area_sqft: 1600,
  locality: 'Sector 45',
  latitude: 28.4448,
  longitude: 77.0657,
};

/** A photo-like picture (gradient and noise, so sizes differ by format and scale). */
async function picture(width: number, height: number, seed = 0) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 90 + seed, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).linear(1 + seed / 10, 0);
}
// A phone photo: JPEG with the GPS position where it was taken.
const withGps = async () =>
  (await picture(1200, 900))
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 26/1 4130/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 3/1 5652/100',
      },
    })
    .toBuffer();

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}
async function upload(who: Person | null, id: number, files: Part[], captions: string[] = []) {
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  for (const c of captions) form.append('captions', c);
  const req = new Request('http://upload.test/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/v1/properties/${id}/images/`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: {
      'content-type': req.headers.get('content-type')!,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });
}
async function newListing(who: Person = owner): Promise<number> {
  const res = await as(app, who)('POST', '/properties/', flat);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
const fetchFile = (url: string) => app.inject({ method: 'GET', url });

describe('listing photos', () => {
  it('takes photos by their content, strips EXIF, makes WebP and AVIF sizes, and says which files it refused', async () => {
    const id = await newListing();
    const gps = await withGps();
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    const png = await (await picture(800, 600, 3)).png().toBuffer();
    const res = await upload(
      owner,
      id,
      [
        { name: 'living-room.jpg', bytes: gps },
        { name: 'balcony.jpg', bytes: png }, // a PNG with the wrong name: accepted by content
        { name: 'notes.jpg', bytes: Buffer.from('not a photo at all, just text that claims to be one\n'.repeat(20)) },
        { name: 'huge.jpg', bytes: Buffer.alloc(PHOTO_LIMITS.maxBytes + 1024, 0xff) },
      ],
      ['Living room', 'Balcony'],
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as PhotoList;
    expect(body.rejected).toEqual([
      {
        file: 'notes.jpg',
        reason: 'notes.jpg is not a photo we can read (JPEG, PNG, WebP or AVIF)',
        code: 'not_image',
      },
      { file: 'huge.jpg', reason: 'huge.jpg is larger than 15 MB', code: 'too_big' },
    ]);
    expect(body.duplicates).toEqual([]);
    expect(body.images.map((i) => [i.caption, i.position, i.is_main_image, i.width, i.height])).toEqual([
      ['Living room', 0, true, 1200, 900],
      ['Balcony', 1, false, 800, 600],
    ]);
    const [living, balcony] = body.images;
    expect(Object.keys(living!.variants)).toEqual(['480', '960', '1200']);
    expect(Object.keys(living!.avif_variants)).toEqual(['480', '960', '1200']);
    expect(Object.keys(balcony!.variants)).toEqual(['480', '800']); // never enlarged
    for (const [url, format, width] of [
      [living!.variants['960']!, 'webp', 960],
      [living!.avif_variants['480']!, 'heif', 480],
      [living!.image_url, 'webp', 1200],
    ] as const) {
      const file = await fetchFile(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual([format, width, undefined]); // no EXIF, so no GPS
    }
    // The detail an owner previews lists them in order, with both formats.
    const mine = (await as(app, owner)('GET', `/properties/${id}/images/`)).json() as PhotoList;
    expect(mine.images.map((i) => i.id)).toEqual(body.images.map((i) => i.id));
  });

  it('recognises the same file sent again by its SHA-256, before decoding it, and answers with the photo it already is', async () => {
    const id = await newListing();
    const photo = await (await picture(900, 600, 11)).jpeg().toBuffer();
    const first = await upload(owner, id, [{ name: 'balcony.jpg', bytes: photo }]);
    expect(first.statusCode, first.body).toBe(201);
    const [stored] = (first.json() as PhotoList).images;
    const sha = createHash('sha256').update(photo).digest('hex');
    expect((await db.query('SELECT sha256 FROM property_images WHERE id = $1', [stored!.id])).rows).toEqual([
      { sha256: sha },
    ]);

    // The same bytes under another name: nothing new, the existing photo named with a note.
    const again = await upload(owner, id, [{ name: 'IMG_2041.jpg', bytes: photo }]);
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json() as PhotoList;
    expect(body.duplicates).toEqual([
      { file: 'IMG_2041.jpg', image_id: stored!.id, note: 'IMG_2041.jpg was already uploaded' },
    ]);
    expect(body.images.map((i) => i.id)).toEqual([stored!.id]);
    expect(body.rejected).toEqual([]);
    // Along with a new photo: the new one is added, the repeat named.
    const other = await (await picture(900, 600, 12)).jpeg().toBuffer();
    const mixed = await upload(owner, id, [
      { name: 'again.jpg', bytes: photo },
      { name: 'kitchen.jpg', bytes: other },
    ]);
    expect(mixed.statusCode).toBe(201);
    expect((mixed.json() as PhotoList).images).toHaveLength(2);
    expect((mixed.json() as PhotoList).duplicates.map((d) => [d.file, d.image_id])).toEqual([
      ['again.jpg', stored!.id],
    ]);
    // Another listing may have the same photo (the automatic checks look for that across listings).
    expect((await upload(owner, await newListing(), [{ name: 'balcony.jpg', bytes: photo }])).statusCode).toBe(201);
  });

  it('refuses photos that are too small, HEIC files with advice, repeats, and uploads that are not multipart', async () => {
    const id = await newListing();
    const small = await (await picture(300, 200)).jpeg().toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const bad = await upload(owner, id, [
      { name: 'tiny.jpg', bytes: small },
      { name: 'IMG_0001.HEIC', bytes: heic, type: 'image/heic' },
    ]);
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { detail: { msg: string }[] }).detail.map((d) => d.msg)).toEqual([
      'tiny.jpg is too small; photos must be at least 480 × 320 pixels',
      'IMG_0001.HEIC is a HEIC photo; please send it as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)',
    ]);
    expect((bad.json() as { detail: { type: string }[] }).detail.map((d) => d.type)).toEqual([
      'value_error.too_small',
      'value_error.heic',
    ]);
    const pic = await picture(640, 480, 5);
    expect(
      (await upload(owner, id, [{ name: 'a.png', bytes: await pic.clone().png({ compressionLevel: 9 }).toBuffer() }]))
        .statusCode,
    ).toBe(201);
    // The same picture in another file (saved again with other settings): its pixels match.
    const again = await upload(owner, id, [
      { name: 'a-copy.png', bytes: await pic.clone().png({ compressionLevel: 1 }).toBuffer() },
    ]);
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain("a-copy.png is already one of this listing's photos");
    const json = await as(app, owner)('POST', `/properties/${id}/images/`, { files: ['a.jpg'] });
    expect([json.statusCode, json.json().detail]).toEqual([
      415,
      'Send the photos as multipart/form-data in a field named files',
    ]);
    const empty = await upload(owner, id, []);
    expect(empty.statusCode).toBe(422);
  });

  it('keeps a listing within the photo limit, taking what fits', async () => {
    const id = await newListing();
    await db.query(
      `INSERT INTO property_images (property_id, position, is_main, url) SELECT $1, g, g = 0, '/media/demo/photo/1-exterior-960.webp' FROM generate_series(0, $2::int - 2) g`,
      [id, PHOTO_LIMITS.perListing],
    );
    const res = await upload(owner, id, [
      { name: 'one.jpg', bytes: await (await picture(640, 480, 1)).jpeg().toBuffer() },
      { name: 'two.jpg', bytes: await (await picture(640, 480, 2)).jpeg().toBuffer() },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as PhotoList;
    expect(body.images).toHaveLength(PHOTO_LIMITS.perListing);
    expect(body.rejected).toEqual([
      { file: 'two.jpg', reason: 'A listing can have at most 20 photos', code: 'too_many' },
    ]);
  });

  it('lets the owner reorder, choose the main photo, caption and remove; files go with the photo', async () => {
    const id = await newListing();
    const parts = await Promise.all(
      [1, 2, 3].map(async (n) => ({ name: `p${n}.jpg`, bytes: await (await picture(640, 480, n)).jpeg().toBuffer() })),
    );
    const [a, b, c] = ((await upload(owner, id, parts)).json() as PhotoList).images.map((i) => i.id);
    const arranged = await as(app, owner)('PUT', `/properties/${id}/images/`, {
      order: [c, a, b],
      main_image_id: b,
      captions: { [String(a)]: 'Kitchen' },
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect((arranged.json() as PhotoList).images.map((i) => [i.id, i.position, i.is_main_image, i.caption])).toEqual([
      [c, 0, false, null],
      [a, 1, false, 'Kitchen'],
      [b, 2, true, null],
    ]);
    const partial = await as(app, owner)('PUT', `/properties/${id}/images/`, { order: [a, b] });
    expect([partial.statusCode, partial.json().detail[0].msg]).toEqual([
      422,
      'The order must list every photo of this listing exactly once',
    ]);

    const mainUrl = (arranged.json() as PhotoList).images[2]!.variants['480']!;
    expect((await fetchFile(mainUrl)).statusCode).toBe(200);
    const removed = await as(app, owner)('DELETE', `/properties/${id}/images/${b}/`);
    expect(removed.statusCode).toBe(200);
    // The remaining photos close ranks and the first becomes the main one.
    expect((removed.json() as PhotoList).images.map((i) => [i.id, i.position, i.is_main_image])).toEqual([
      [c, 0, true],
      [a, 1, false],
    ]);
    expect((await fetchFile(mainUrl)).statusCode).toBe(404);
    expect(existsSync(join(mediaDir, 'u', String(id)))).toBe(true);
    expect((await as(app, owner)('DELETE', `/properties/${id}/images/${b}/`)).statusCode).toBe(404);
    // Deleting the listing takes its photo files along.
    expect((await as(app, owner)('DELETE', `/properties/${id}/`)).statusCode).toBe(204);
    expect((await fetchFile((removed.json() as PhotoList).images[0]!.variants['480']!)).statusCode).toBe(404);
    expect(readdirSync(join(mediaDir, 'u', String(id)))).toEqual([]);
  });

  it('only the owner or an admin changes photos; new photos on a live listing go back to review', async () => {
    const id = await newListing();
    const photo = { name: 'x.jpg', bytes: await (await picture(640, 480, 7)).jpeg().toBuffer() };
    expect((await upload(null, id, [photo])).statusCode).toBe(401);
    expect((await upload(other, id, [photo])).statusCode).toBe(404); // a draft is nobody else's business
    await as(app, owner)('POST', `/properties/${id}/status/`, { action: 'submit' });
    await as(app, admin)('PUT', `/properties/${id}/verify/`);
    expect((await upload(other, id, [photo])).statusCode).toBe(403);
    const byOwner = await upload(owner, id, [photo]);
    expect(byOwner.statusCode).toBe(201);
    const status = async () =>
      (
        (await as(app, owner)('GET', '/properties/me/')).json() as { items: { id: number; status: string }[] }
      ).items.find((p) => p.id === id)!.status;
    expect(await status()).toBe('pending_review');
    const imageId = (byOwner.json() as PhotoList).images[0]!.id;
    expect((await as(app, admin)('DELETE', `/properties/${id}/images/${imageId}/`)).statusCode).toBe(200);
  });
});

describe("a visitor's draft photos", () => {
  it('are uploaded and removed through its token, and come with it when an account claims it', async () => {
    const { token, listing } = (
      await as(app, null)('POST', '/listing-drafts/', {
        title: '2 BHK builder floor in DLF Phase 3',
        purpose: 'rent',
        property_type: 'builder_floor',
      })
    ).json() as { token: string; listing: { id: number } };
    const send = async (files: Part[]) => {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: 'image/jpeg' }), f.name);
      const req = new Request('http://upload.test/', { method: 'POST', body: form });
      return app.inject({
        method: 'POST',
        url: `/api/v1/listing-drafts/${token}/images/`,
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')! },
      });
    };
    const bytes = await (await picture(800, 600, 21)).jpeg().toBuffer();
    const first = await send([
      { name: 'room.jpg', bytes },
      { name: 'hall.jpg', bytes: await (await picture(800, 600, 22)).jpeg().toBuffer() },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const [room, hall] = (first.json() as PhotoList).images;
    expect(room!.image_url).toMatch(new RegExp(`^/media/u/${listing.id}/[0-9a-f]{16}-800\\.webp$`));
    expect(((await send([{ name: 'room again.jpg', bytes }])).json() as PhotoList).duplicates).toEqual([
      { file: 'room again.jpg', image_id: room!.id, note: 'room again.jpg was already uploaded' },
    ]);
    // Removed before it is ever sent: its files go too.
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/listing-drafts/${token}/images/${hall!.id}/` });
    expect((removed.json() as PhotoList).images.map((i) => i.id)).toEqual([room!.id]);
    expect((await fetchFile(hall!.variants['480']!)).statusCode).toBe(404);
    // Someone with another token, or none, reaches nothing.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/listing-drafts/${'x'.repeat(32)}/images/${room!.id}/` }))
        .statusCode,
    ).toBe(404);
    expect((await upload(other, listing.id, [{ name: 'x.jpg', bytes }])).statusCode).toBe(404);

    await as(app, other)('POST', `/listing-drafts/${token}/claim`);
    expect(
      ((await as(app, other)('GET', `/properties/${listing.id}/images/`)).json() as PhotoList).images.map((i) => i.id),
    ).toEqual([room!.id]);
    expect((await send([{ name: 'late.jpg', bytes }])).statusCode).toBe(404);
  });
});

describe('when the media store is down', () => {
  it("answers 'Media service not available' and records nothing", async () => {
    // The bucket is outside our system: a stand-in that refuses every write.
    const down = await buildApp({
      config: { MEDIA_DIR: mediaDir },
      database: db,
      mediaStore: {
        put: () => Promise.reject(new Error('connect ECONNREFUSED')),
        remove: () => Promise.resolve(),
        url: (k) => `https://cdn.example/${k}`,
      },
    });
    try {
      const id = ((await as(down, owner)('POST', '/properties/', flat)).json() as { id: number }).id;
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(await (await picture(640, 480, 9)).jpeg().toBuffer())], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const req = new Request('http://x/', { method: 'POST', body: form });
      const res = await down.inject({
        method: 'POST',
        url: `/api/v1/properties/${id}/images/`,
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${owner.token}` },
      });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { code: 'MEDIA_UNAVAILABLE', detail: 'Media service not available' },
      ]);
      expect(
        (await db.query('SELECT count(*)::int AS n FROM property_images WHERE property_id = $1', [id])).rows,
      ).toEqual([{ n: 0 }]);
    } finally {
      await down.close();
    }
  });
});
