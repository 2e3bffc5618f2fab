// Demo images: drawn once for the addresses demo records refer to, and for nothing else. Made-up
// numbers (anyone can send them, without signing in) must cost neither a drawing nor a byte on
// disk, and very little CPU.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { PHOTO_WIDTHS } from '@aangan/contracts';
import { buildApp } from '../../../app.ts';
import { insertListing } from '../../../shared/testing/listings.ts';
import { DEMO_ADDRESSES_REFRESH_MS } from './routes.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let mediaDir: string;

const photoUrls = (seed: number, kind: string) =>
  Object.fromEntries(PHOTO_WIDTHS.map((w) => [String(w), `/media/demo/photo/${seed}-${kind}-${w}.webp`]));
/** A listing as the seed writes it: its photo at every width, and a tour scene. */
async function demoListing(seed: number, kind: string): Promise<number> {
  const id = await insertListing(db, { title: `Demo listing ${seed}` });
  const variants = photoUrls(seed, kind);
  await db.query(
    `INSERT INTO property_images (property_id, position, is_main, url, variants) VALUES ($1, 0, true, $2, $3)`,
    [id, variants['1600'], JSON.stringify(variants)],
  );
  const tour = (
    await db.query<Pick<Row<'virtual_tours'>, 'id'>>(
      `INSERT INTO virtual_tours (property_id, kind) VALUES ($1, 'panorama') RETURNING id`,
      [id],
    )
  ).rows[0]!.id;
  await db.query(`INSERT INTO tour_scenes (tour_id, position, title, image_url) VALUES ($1, 0, 'Living room', $2)`, [
    tour,
    `/media/demo/pano/${seed}-0.jpg`,
  ]);
  return id;
}

/** Every file under the media folder, with its size. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}:${statSync(join(dir, e.name)).size}`],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  mediaDir = mkdtempSync(join(tmpdir(), 'aangan-demo-media-'));
  app = await buildApp({ config: { MEDIA_DIR: mediaDir }, database: db });
  await demoListing(12, 'living');
  await db.query(
    `INSERT INTO projects (slug, name, builder_name, rera_number, cover_image_url) VALUES ('demo-project', 'Demo Project', 'Demo Builders', 'RC/REP/HARERA/GGM/1/1/2024/1', '/media/demo/photo/90001-exterior-960.webp')`,
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('demo images', () => {
  it('are drawn for the addresses demo records refer to, once, and kept', { timeout: 60_000 }, async () => {
    for (const [url, type, width] of [
      ['/media/demo/photo/12-living-480.webp', 'webp', 480],
      ['/media/demo/photo/12-living-1600.webp', 'webp', 1600],
      ['/media/demo/photo/90001-exterior-960.webp', 'webp', 960],
      ['/media/demo/pano/12-0.jpg', 'jpeg', 4096],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toContain('immutable');
      expect(await sharp(res.rawPayload).metadata(), url).toMatchObject({ format: type, width });
    }
    const drawn = files(mediaDir);
    expect(drawn).toHaveLength(4);
    // Served again from disk: the same bytes, nothing new written.
    const again = await app.inject('/media/demo/photo/12-living-480.webp');
    expect(again.rawPayload.equals(readFileSync(join(mediaDir, 'demo/v1/photo/12-living-480.webp')))).toBe(true);
    expect(files(mediaDir)).toEqual(drawn);
  });

  it('answer 404 to 1,000 made-up numbers without drawing or writing anything, in well under a second of CPU', async () => {
    const before = files(mediaDir);
    const kinds = ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'balcony', 'office', 'shop', 'plot'];
    const urls = Array.from({ length: 1000 }, (_, i) => {
      const n = 100_000 + Math.floor(Math.random() * 900_000_000);
      return i % 4 === 3
        ? `/media/demo/pano/${n}-${i % 4}.jpg`
        : `/media/demo/photo/${n}-${kinds[i % kinds.length]}-${PHOTO_WIDTHS[i % 3]}.webp`;
    });
    // The seeded number at a width or kind it was not seeded with is made up too.
    urls.push(
      '/media/demo/photo/12-living-960.webp'.replace('living', 'kitchen'),
      '/media/demo/photo/90001-exterior-480.webp',
      '/media/demo/pano/12-1.jpg',
    );

    const cpu = process.cpuUsage();
    const statuses = [];
    for (const url of urls) statuses.push((await app.inject(url)).statusCode);
    const used = process.cpuUsage(cpu);

    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(files(mediaDir)).toEqual(before);
    const seconds = (used.user + used.system) / 1e6;
    expect(seconds).toBeLessThan(1);
  });

  it('are found for demo data seeded while the server runs, within the refresh interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await app.inject('/media/demo/photo/34-kitchen-480.webp')).statusCode).toBe(404);
    await demoListing(34, 'kitchen');
    // Within the interval the addresses read before stand; after it, a miss reads them again.
    vi.setSystemTime(Date.now() + DEMO_ADDRESSES_REFRESH_MS / 2);
    expect((await app.inject('/media/demo/photo/34-kitchen-480.webp')).statusCode).toBe(404);
    vi.setSystemTime(Date.now() + DEMO_ADDRESSES_REFRESH_MS);
    expect((await app.inject('/media/demo/photo/34-kitchen-480.webp')).statusCode).toBe(200);
  });
});
