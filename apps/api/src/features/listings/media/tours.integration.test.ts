import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Tour } from '@aangan/contracts';
import { testApp, type TestApp } from '../../../test-app.ts';
import { as, signUp, signUpAs, type Person } from '../../../shared/testing/accounts.ts';

let t: TestApp;
let app: TestApp['app'];
let owner: Person;
let other: Person;
let admin: Person;

beforeAll(async () => {
  t = await testApp('tours');
  ({ app } = t);
  owner = await signUp(app, { full_name: 'Sunil Khatana' });
  other = await signUp(app, { full_name: 'Other Person' });
  admin = await signUpAs(app, 'admin', { full_name: 'Aarti Admin' });
});
afterAll(() => t?.close());

const flat = {
  title: '4 BHK penthouse for sale in Sector 54',
  purpose: 'buy',
  property_type: 'apartment',
  base_price: 85000000,
  bedrooms: 4,
  bathrooms: 4,
  area_sqft: 4200,
  locality: 'Sector 54',
  latitude: 28.4355,
  longitude: 77.1103,
};
const newListing = async () => ((await as(app, owner)('POST', '/properties/', flat)).json() as { id: number }).id;
const panorama = (w: number, h: number, seed = 0) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 40 + seed * 30, g: 120, b: 160 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 26/1 0/1' } })
    .toBuffer();
async function addRoom(who: Person, id: number, title: string, bytes: Buffer, name = 'room.jpg') {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/v1/properties/${id}/tour/scenes/`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${who.token}` },
  });
}

describe('360° tours', () => {
  it('links a tour hosted on an allowed https host, and refuses others with a reason', async () => {
    const id = await newListing();
    const put = (url: string) =>
      as(app, owner)('PUT', `/properties/${id}/tour/`, { kind: 'external', external_url: url });
    const ok = await put('https://my.matterport.com/show/?m=SxQL3iGyoDo');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      kind: 'external',
      provider: 'matterport',
      external_url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      scenes: [],
    });
    expect((await put('http://kuula.co/share/abc')).json().detail[0].msg).toBe(
      'The tour link must start with https://',
    );
    expect((await put('https://evil.example/tour')).json().detail[0].msg).toMatch(
      /^Tours from evil.example are not supported; use one of my.matterport.com, kuula.co/,
    );
    expect((await put('not a link')).json().detail[0].msg).toBe('The tour link is not a valid address');
    expect((await as(app, owner)('GET', `/properties/${id}`)).json().virtual_tour_url).toBe(
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    );
  });

  it('builds a tour room by room from 2:1 panoramas, linked by hotspots, and takes rooms apart again', async () => {
    const id = await newListing();
    const living = await addRoom(owner, id, 'Living room', await panorama(4800, 2400));
    expect(living.statusCode, living.body).toBe(201);
    const kitchen = await addRoom(owner, id, 'Kitchen', await panorama(2400, 1200, 1));
    const tour = kitchen.json() as Tour;
    expect(tour.kind).toBe('panorama');
    expect(tour.scenes.map((s) => s.title)).toEqual(['Living room', 'Kitchen']);
    // Stored at most 4096 wide, as JPEG, without EXIF.
    const file = await app.inject({ method: 'GET', url: tour.scenes[0]!.image_url });
    const meta = await sharp(file.rawPayload).metadata();
    expect([file.statusCode, meta.format, meta.width, meta.height, meta.exif]).toEqual([
      200,
      'jpeg',
      4096,
      2048,
      undefined,
    ]);

    const [a, b] = tour.scenes.map((s) => s.id) as [number, number];
    const arranged = await as(app, owner)('PUT', `/properties/${id}/tour/scenes/`, {
      scenes: [
        {
          id: b,
          title: 'Modular kitchen',
          initial_yaw: 90,
          links: [{ to_scene_id: a, yaw: -120, pitch: -5, label: 'To the living room' }],
        },
        { id: a, title: 'Living room', links: [{ to_scene_id: b, yaw: 45 }] },
      ],
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect((arranged.json() as Tour).scenes.map((s) => [s.title, s.initial_yaw, s.links])).toEqual([
      ['Modular kitchen', 90, [{ to_scene_id: a, yaw: -120, pitch: -5, label: 'To the living room' }]],
      ['Living room', 0, [{ to_scene_id: b, yaw: 45, pitch: 0, label: null }]],
    ]);
    const self = await as(app, owner)('PUT', `/properties/${id}/tour/scenes/`, {
      scenes: [
        { id: a, title: 'x', links: [{ to_scene_id: a, yaw: 0 }] },
        { id: b, title: 'y' },
      ],
    });
    expect(self.json().detail[0].msg).toBe('A hotspot must lead to another room of this tour');
    const missing = await as(app, owner)('PUT', `/properties/${id}/tour/scenes/`, { scenes: [{ id: a, title: 'x' }] });
    expect(missing.json().detail[0].msg).toBe('The rooms must list every room of this tour exactly once');

    const afterOne = await as(app, owner)('DELETE', `/properties/${id}/tour/scenes/${b}/`);
    expect((afterOne.json() as Tour).scenes.map((s) => [s.title, s.links])).toEqual([['Living room', []]]);
    expect((await app.inject({ method: 'GET', url: tour.scenes[1]!.image_url })).statusCode).toBe(404);
    // The last room takes the tour with it.
    expect((await as(app, owner)('DELETE', `/properties/${id}/tour/scenes/${a}/`)).json()).toBeNull();
    expect((await as(app, owner)('GET', `/properties/${id}`)).json().tour).toBeNull();
    // Deleting a listing takes its panorama files along, as it does its photos'.
    const kept = ((await addRoom(owner, id, 'Study', await panorama(2400, 1200, 2))).json() as Tour).scenes[0]!
      .image_url;
    expect((await app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
    expect((await as(app, owner)('DELETE', `/properties/${id}/`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: kept })).statusCode).toBe(404);
  });

  it('refuses pictures that are not panoramas, and keeps tours to the owner; a new room sends a live listing to review', async () => {
    const id = await newListing();
    const photo = await addRoom(owner, id, 'Bedroom', await panorama(3000, 2000));
    expect(photo.json().detail[0].msg).toBe(
      'room.jpg is 3000 × 2000; a 360° panorama is twice as wide as it is high (for example 6000 × 3000)',
    );
    expect((await addRoom(owner, id, 'Bedroom', await panorama(1200, 600))).json().detail[0].msg).toBe(
      'room.jpg is too small for a 360° view; panoramas must be at least 2000 pixels wide',
    );
    expect((await addRoom(owner, id, '', await panorama(2400, 1200))).json().detail[0].msg).toBe(
      'Name the room (e.g. Living room)',
    );
    expect((await addRoom(other, id, 'Bedroom', await panorama(2400, 1200))).statusCode).toBe(404);
    await as(app, owner)('POST', `/properties/${id}/status/`, { action: 'submit' });
    await as(app, admin)('PUT', `/properties/${id}/verify/`);
    expect((await addRoom(other, id, 'Bedroom', await panorama(2400, 1200))).statusCode).toBe(403);
    expect((await addRoom(owner, id, 'Bedroom', await panorama(2400, 1200))).statusCode).toBe(201);
    const mine = (await as(app, owner)('GET', '/properties/me/')).json() as { items: { id: number; status: string }[] };
    expect(mine.items.find((p) => p.id === id)!.status).toBe('pending_review');
    // A hosted tour replaces the panoramas.
    const linked = await as(app, owner)('PUT', `/properties/${id}/tour/`, {
      kind: 'external',
      external_url: 'https://kuula.co/share/collection/7lV8d',
    });
    expect((linked.json() as Tour).scenes).toEqual([]);
    expect((await as(app, owner)('DELETE', `/properties/${id}/tour/`)).statusCode).toBe(204);
    expect((await as(app, owner)('DELETE', `/properties/${id}/tour/`)).statusCode).toBe(404);
  });
});
