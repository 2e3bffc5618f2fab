// Media: demo photos and panoramas are generated on this machine on first request (seeding 400
// listings stays fast) and cached on disk; uploaded files are served from the same folder.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_GENERATOR_VERSION, PHOTO_WIDTHS, PANORAMA_WIDTH, renderListingPhoto, renderPanorama, type PhotoKind } from '@aangan/db/media/generate';
import { HttpError } from '../../plugins/errors.ts';
import { IMMUTABLE, UPLOADS } from './store.ts';
import { access } from '../../plugins/access.ts';

const PHOTO_KINDS = new Set<PhotoKind>(['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'balcony', 'office', 'shop', 'plot']);

export function mediaRoutes(mediaDir: string): FastifyPluginAsync {
  // One render per file at a time: concurrent first requests share the same promise.
  const inflight = new Map<string, Promise<Buffer>>();

  async function cached(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const path = join(mediaDir, file);
    try { return await readFile(path); } catch { /* not rendered yet */ }
    let p = inflight.get(file);
    if (!p) {
      p = (async () => {
        const buf = await render();
        await mkdir(dirname(path), { recursive: true });
        const tmp = `${path}.${process.pid}.tmp`;
        await writeFile(tmp, buf);
        await rename(tmp, path);
        return buf;
      })().finally(() => inflight.delete(file));
      inflight.set(file, p);
    }
    return p;
  }

  return async (app) => {
    app.get('/media/demo/photo/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const m = /^(\d{1,9})-([a-z]+)-(\d{2,4})\.webp$/.exec((req.params as { file: string }).file);
      const kind = m?.[2] as PhotoKind | undefined;
      const width = Number(m?.[3]);
      if (!m || !kind || !PHOTO_KINDS.has(kind) || !(PHOTO_WIDTHS as readonly number[]).includes(width)) throw new HttpError(404, 'Image not found');
      const buf = await cached(`demo/v${MEDIA_GENERATOR_VERSION}/photo/${m[0]}`, () => renderListingPhoto(Number(m[1]), kind, width, 'webp'));
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(buf);
    });

    // Uploaded files in the local store: named by content, so cached for a year.
    app.get('/media/u/:listing/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const { listing, file } = req.params as { listing: string; file: string };
      const m = /^[0-9a-f]{16}-(?:\d{2,4}\.(webp|avif)|pano\.(jpg))$/.exec(file);
      if (!/^\d{1,10}$/.test(listing) || !m) throw new HttpError(404, 'Image not found');
      let buf: Buffer;
      try { buf = await readFile(join(mediaDir, UPLOADS, listing, file)); } catch { throw new HttpError(404, 'Image not found'); }
      return reply.type(m[2] ? 'image/jpeg' : `image/${m[1]}`).header('cache-control', IMMUTABLE).send(buf);
    });

    app.get('/media/demo/pano/:file', { config: access('public'), schema: { hide: true } }, async (req, reply) => {
      const m = /^(\d{1,9})-([0-3])\.jpg$/.exec((req.params as { file: string }).file);
      if (!m) throw new HttpError(404, 'Image not found');
      const buf = await cached(`demo/v${MEDIA_GENERATOR_VERSION}/pano/${m[0]}`, () => renderPanorama(Number(m[1]), Number(m[2]), PANORAMA_WIDTH));
      return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(buf);
    });
  };
}
