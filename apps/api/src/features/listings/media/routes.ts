// Media at the site root: uploaded files of the local store (/media/u/…) and the demo data's
// drawn photos and panoramas (/media/demo/…).
//
// A demo image is drawn on its first request (seeding 460 listings stays fast; a photo takes
// 0.04–0.16 s of CPU by width, a panorama about 0.8 s) and kept on disk. Only an address that a
// demo record refers to is drawn, so what can ever be drawn and stored is bounded by the seeded data (README, "Demo data"); any other
// number answers 404 before anything is drawn or written. The generators are loaded on the first
// image actually drawn, never for a database without demo data.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import pLimit from 'p-limit';
import { PHOTO_WIDTHS } from '@aangan/contracts';
import { HttpError } from '../../../shared/errors.ts';
import { access } from '../../../shared/access.ts';
import { DEMO_MEDIA_PREFIX, type DemoMediaRepository } from './demo-repository.ts';
import { IMMUTABLE, UPLOADS } from './store.ts';

/** How often, at most, a request for an unknown demo address re-reads which addresses exist. */
export const DEMO_ADDRESSES_REFRESH_MS = 60_000;

const notFound = () => new HttpError('IMAGE_NOT_FOUND');

export function mediaRoutes(mediaDir: string, demo: DemoMediaRepository): FastifyPluginAsync {
  const known = knownAddresses(demo);
  const draw = demoDrawing(mediaDir);

  return async (app) => {
    app.get('/media/demo/photo/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const m = /^(\d{1,9})-([a-z]+)-(\d{2,4})\.webp$/.exec((req.params as { file: string }).file);
      // The size is checked before the lookup, the kind once the generators are loaded: an address
      // typed by an admin (a blog cover) with another size or kind is not found, never drawn.
      if (
        !m ||
        !(PHOTO_WIDTHS as readonly number[]).includes(Number(m[3])) ||
        !(await known.has(`${DEMO_MEDIA_PREFIX}photo/${m[0]}`))
      )
        throw notFound();
      const [, seed, kind, width] = m;
      const buf = await draw(`photo/${m[0]}`, async (g) => {
        if (!(g.PHOTO_KINDS as readonly string[]).includes(kind!)) throw notFound();
        return g.renderListingPhoto(
          Number(seed),
          kind as Parameters<typeof g.renderListingPhoto>[1],
          Number(width),
          'webp',
        );
      });
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(buf);
    });

    app.get('/media/demo/pano/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const m = /^(\d{1,9})-([0-3])\.jpg$/.exec((req.params as { file: string }).file);
      if (!m || !(await known.has(`${DEMO_MEDIA_PREFIX}pano/${m[0]}`))) throw notFound();
      const [, seed, scene] = m;
      const buf = await draw(`pano/${m[0]}`, async (g) =>
        g.renderPanorama(Number(seed), Number(scene), g.PANORAMA_WIDTH),
      );
      return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(buf);
    });

    // Uploaded files in the local store: named by content, so cached for a year.
    app.get('/media/u/:listing/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const { listing, file } = req.params as { listing: string; file: string };
      const m = /^[0-9a-f]{16}-(?:\d{2,4}\.(webp|avif)|pano\.(jpg))$/.exec(file);
      if (!/^\d{1,10}$/.test(listing) || !m) throw notFound();
      let buf: Buffer;
      try {
        buf = await readFile(join(mediaDir, UPLOADS, listing, file));
      } catch {
        throw notFound();
      }
      return reply
        .type(m[2] ? 'image/jpeg' : `image/${m[1]}`)
        .header('cache-control', IMMUTABLE)
        .send(buf);
    });
  };
}

/**
 * The demo addresses the database refers to, read on first use. An address not among them makes
 * it read again, at most once a minute, so demo data seeded while the server runs (npm run
 * db:seed) is served within a minute, and a stream of made-up numbers costs one query a minute.
 */
function knownAddresses(demo: DemoMediaRepository) {
  let addresses: Set<string> | null = null;
  let readAt = 0;
  let reading: Promise<Set<string>> | null = null;
  const read = () => {
    reading ??= demo
      .addresses()
      .then((set) => {
        addresses = set;
        readAt = Date.now();
        return set;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return {
    async has(address: string): Promise<boolean> {
      if (addresses?.has(address)) return true;
      if (addresses && Date.now() - readAt < DEMO_ADDRESSES_REFRESH_MS) return false;
      return (await read()).has(address);
    },
  };
}

type Generators = typeof import('@aangan/demo/media/generate');

/**
 * Draws a demo image once and keeps it under MEDIA_DIR/demo/v<generator version>/. Concurrent
 * first requests for one file share one drawing, and drawings run one per spare core at a time:
 * a listing page asking for a dozen new pictures at once must not take every core from the
 * requests being served.
 */
function demoDrawing(mediaDir: string) {
  const inflight = new Map<string, Promise<Buffer>>();
  const slots = pLimit(Math.max(1, availableParallelism() - 1));
  let generators: Promise<Generators> | null = null;

  return async (file: string, render: (g: Generators) => Promise<Buffer>): Promise<Buffer> => {
    generators ??= import('@aangan/demo/media/generate');
    const g = await generators;
    const path = join(mediaDir, 'demo', `v${g.MEDIA_GENERATOR_VERSION}`, file);
    try {
      return await readFile(path);
    } catch {
      /* not drawn yet */
    }
    let p = inflight.get(path);
    if (!p) {
      p = slots(async () => {
        const buf = await render(g);
        await mkdir(dirname(path), { recursive: true });
        const tmp = `${path}.${process.pid}.tmp`;
        await writeFile(tmp, buf);
        await rename(tmp, path);
        return buf;
      }).finally(() => inflight.delete(path));
      inflight.set(path, p);
    }
    return p;
  };
}
