// Where uploaded files live: a local folder by default (served under /media/u/), or an
// S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) by configuration. Files are named by
// their content, so every URL can be cached for a year and never goes stale.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { HttpError } from '../../../shared/errors.ts';

export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The address pages load the file from. */
  url(key: string): string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Local uploads sit under this folder of the media directory and this URL path. */
export const UPLOADS = 'u';

/**
 * The keys of this store behind some of a listing's media URLs (`<listing>/<file>`); URLs it does
 * not serve (demo photos and panoramas, drawn on request) are left out.
 */
export function storedKeys(store: MediaStore, listingId: number, urls: string[]): string[] {
  return urls
    .map((url) => ({ url, key: `${listingId}/${url.split('/').at(-1)}` }))
    .filter(({ url, key }) => store.url(key) === url)
    .map(({ key }) => key);
}

/** Keys are ours (listing id / content digest), but never let one climb out of the folder. */
function safeKey(key: string): string {
  const k = normalize(key);
  if (k.startsWith('..') || k.startsWith('/') || !/^[\w./-]+$/.test(k)) throw new Error(`unsafe media key: ${key}`);
  return k;
}

export function localStore(mediaDir: string): MediaStore {
  const root = join(mediaDir, UPLOADS);
  return {
    async put(key, body) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path); // readers never see half a file
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => rm(join(root, safeKey(k)), { force: true })));
    },
    url: (key) => `/media/${UPLOADS}/${safeKey(key)}`,
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (a CDN in front of it, usually). */
  publicUrl: string;
}

export function s3Store(o: S3Options): MediaStore {
  const aws = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    region: o.region,
    service: 's3',
  });
  // Path-style addressing works with every S3-compatible service.
  const objectUrl = (key: string) => `${o.endpoint.replace(/\/$/, '')}/${o.bucket}/${safeKey(key)}`;
  const check = async (res: Response, what: string) => {
    if (!res.ok && !(what === 'DELETE' && res.status === 404)) {
      throw new Error(`media bucket answered ${res.status} to ${what}: ${(await res.text()).slice(0, 200)}`);
    }
  };
  return {
    async put(key, body, contentType) {
      const res = await aws.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE },
      });
      await check(res, 'PUT');
    },
    async remove(keys) {
      for (const k of keys) await check(await aws.fetch(objectUrl(k), { method: 'DELETE' }), 'DELETE');
    },
    url: (key) => `${o.publicUrl.replace(/\/$/, '')}/${safeKey(key)}`,
  };
}

/**
 * The store as requests use it: a file that cannot be written is MEDIA_UNAVAILABLE ('Media service
 * not available', 503, nothing recorded); a file that cannot be deleted is only logged, as the photo
 * is already gone for everyone and an orphan file harms no one.
 */
export function guardedStore(store: MediaStore, log: (err: unknown, what: string) => void): MediaStore {
  return {
    async put(key, body, contentType) {
      try {
        await store.put(key, body, contentType);
      } catch (err) {
        log(err, `media put ${key}`);
        throw new HttpError('MEDIA_UNAVAILABLE');
      }
    },
    async remove(keys) {
      try {
        await store.remove(keys);
      } catch (err) {
        log(err, `media remove ${keys.length} files`);
      }
    },
    url: (key) => store.url(key),
  };
}
