// MEDIA_STORE=s3 against an S3-compatible server (s3rver, started here on a loopback port with a
// temporary folder): two instances on one database share the bucket, so a photo uploaded through
// one is served to everyone from the bucket's public URL, and deleting the listing through the
// other removes its files. s3rver reads the requests' Authorization header and refuses an unknown
// access key, but does not check a version 4 signature: signing is left to aws4fetch's own tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoList } from '@aangan/contracts';
import { openDatabase, type Database } from '@aangan/db';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { uploadPhotos } from '../../../shared/testing/listings.ts';

/** The ports this test may listen on: the first free one is taken. */
const PORTS = [3620, 3621, 3622, 3623, 3624, 3625, 3626, 3627, 3628, 3629];
const BUCKET = 'aangan-media';
// s3rver's built-in account; it refuses requests signed with an access key it does not know.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let other: Database;
let folder: string;
let server: S3rver;
let endpoint: string;
let s3: AwsClient;
let a: FastifyInstance;
let b: FastifyInstance;
let owner: Person;

/** s3rver on the first free port of PORTS. */
async function startS3(directory: string): Promise<{ server: S3rver; endpoint: string }> {
  for (const port of PORTS) {
    const s = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
    try {
      await s.run();
      return { server: s, endpoint: `http://127.0.0.1:${port}` };
    } catch (err) {
      if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port among ${PORTS.join(', ')}`);
}

const appOn = (database: Database) =>
  buildApp({
    config: {
      MEDIA_DIR: join(folder, 'unused-local-media'),
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      MEDIA_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    },
    database,
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'aangan-s3-'));
  ({ server, endpoint } = await startS3(join(folder, 'bucket')));
  s3 = new AwsClient({ ...KEYS, region: 'us-east-1', service: 's3' });
  const created = await s3.fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  expect(created.status).toBe(200);
  db = await createTestDatabase();
  // The second instance has its own connections, as a second process would.
  other = db.kind === 'postgres' ? await openDatabase({ url: db.url!, poolSize: 4 }) : db;
  a = await appOn(db);
  b = await appOn(other);
  owner = await signUp(a, { full_name: 'Meena Gupta' });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (other !== db) await other?.close();
  await db?.drop();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The keys in the bucket under a listing's folder (a signed ListObjectsV2). */
async function keysOf(listing: number): Promise<string[]> {
  const res = await s3.fetch(`${endpoint}/${BUCKET}?list-type=2&prefix=${listing}/`);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
}

describe('listing photos in an S3 bucket shared by two instances', () => {
  it('upload through one instance, are served from the bucket, read the same through the other, and go with the listing deleted there', async () => {
    const created = await as(a, owner)('POST', '/properties/', {
      title: '2 BHK flat for rent in Sector 50',
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 38000,
      bedrooms: 2,
      bhk: 2,
      locality: 'Sector 50',
      latitude: 28.4231,
      longitude: 77.0597,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const photo = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 110, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();

    const uploaded = await uploadPhotos(a, owner, id, [{ name: 'drawing-room.jpg', bytes: photo }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [image] = (uploaded.json() as PhotoList).images;
    expect(image!.image_url.startsWith(`${endpoint}/${BUCKET}/${id}/`)).toBe(true);

    // Anyone loads it from the bucket's public address: the WebP the instance made.
    const file = await fetch(image!.image_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 900, 600]);
    const stored = await keysOf(id);
    expect(stored.length).toBeGreaterThan(1); // the full size and each smaller WebP and AVIF

    // The other instance reads the same addresses, and deleting there removes the files.
    const throughB = (await as(b, owner)('GET', `/properties/${id}/images/`)).json() as PhotoList;
    expect(throughB.images.map((i) => [i.image_url, i.variants, i.avif_variants])).toEqual([
      [image!.image_url, image!.variants, image!.avif_variants],
    ]);
    expect((await as(b, owner)('DELETE', `/properties/${id}/`)).statusCode).toBe(204);
    expect(await keysOf(id)).toEqual([]);
    expect((await fetch(image!.image_url)).status).toBe(404);
  });
});
