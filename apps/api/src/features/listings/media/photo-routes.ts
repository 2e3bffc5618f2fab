// A listing's photos: upload (multipart, several at once), arrange (order, main photo,
// captions) and remove. Only the listing's owner or an admin, or, for a visitor's draft, the
// holder of its token (listings/drafts.ts); adding or removing photos of a live listing sends it
// back to review, as photos are part of what was verified.
//
// The same file sent twice (its SHA-256 matches a photo of the listing) is recognised before it
// is decoded and answered with the photo it already is, as `duplicates`; a different file of the
// same picture (its decoded pixels match) is refused as `same_picture` (decision 028).
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  fieldErrorEntry,
  photoRefusalError,
  PHOTO_LIMITS,
  photoArrangeSchema,
  photoListSchema,
  photoParamsSchema,
  type PhotoArrange,
  type PhotoList,
  type PhotoRefusal,
  errorEnglish,
} from '@aangan/contracts';
import { HttpError, fieldError, invalid } from '../../../shared/errors.ts';
import { requireUser } from '../../../shared/auth.ts';
import { changeableListing, ownerFirst, editableListing, type ReviewingHook } from '../owned.ts';
import type { ListingRepository, OwnedRow } from '../repository.ts';
import { draftListing, draftTokenParams, type DraftRepository } from '../drafts.ts';
import { toImage } from '../properties/mapper.ts';
import type { ImageRow } from '../properties/repository.ts';
import { PhotoRefused, processPhoto, type ProcessedPhoto } from './photos.ts';
import type { PhotoRepository, NewPhoto } from './repository.ts';
import { storedKeys, type MediaStore } from './store.ts';
import { unstorableAt } from '../../../shared/validation.ts';
import { access } from '../../../shared/access.ts';

/** A refused file as the upload's answer lists it: its refusal and the English reason. */
const refusal = (file: string, code: PhotoRefusal) => {
  const { code: field, params } = photoRefusalError(code, file);
  return { reason: errorEnglish(field, params), code };
};

const denied = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
};

interface Deps {
  listings: ListingRepository;
  photos: PhotoRepository;
  store: MediaStore;
  /** New or removed photos of a listing in (or sent back to) review: check it again (duplicates, no photos). */
  reviewing?: ReviewingHook;
  /** Counts photo uploads per account, or per address for a visitor's draft (shared with panoramas): 429 past the limit. */
  uploadLimit: onRequestAsyncHookHandler;
  /** Visitors' drafts, whose photos are reached through their token. */
  drafts?: DraftRepository;
}

interface Received {
  name: string;
  bytes: Buffer | null;
  tooBig: boolean;
}

/** Reads every part: files (fully, up to the size limit) and `captions` fields, in order. */
async function receive(req: FastifyRequest): Promise<{ files: Received[]; captions: string[] }> {
  if (!req.isMultipart()) throw new HttpError('MULTIPART_REQUIRED');
  const files: Received[] = [];
  const captions: string[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const name = part.filename || `photo ${files.length + 1}`;
        files.push(part.file.truncated ? { name, bytes: null, tooBig: true } : { name, bytes, tooBig: false });
      } else if (part.fieldname === 'captions' || part.fieldname === 'caption') {
        captions.push(String(part.value ?? ''));
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError('PHOTO_LIMIT', { params: { max: PHOTO_LIMITS.perListing } });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError('TOO_MANY_PARTS');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError('MULTIPART_REQUIRED');
    throw unreadableUpload(err);
  }
  const bad = captions.findIndex((c) => unstorableAt(c) !== null);
  if (bad >= 0) throw fieldError(['body', 'captions', bad], 'CHARACTER_NOT_ALLOWED');
  return { files, captions };
}

/**
 * An error met while reading a multipart body: the client's (no boundary, cut short, malformed
 * parts, from busboy without a status) is a 400; one that already has a status keeps it.
 */
export function unreadableUpload(err: unknown): unknown {
  const status = (err as { statusCode?: number } | null)?.statusCode;
  if (err instanceof HttpError || (status !== undefined && status < 500)) return err;
  return new HttpError('UPLOAD_UNREADABLE');
}

/** The stored files behind photos of a listing (every size of each). */
export const photoFiles = (store: MediaStore, listingId: number, images: Pick<ImageRow, 'variants'>[]): string[] =>
  storedKeys(
    store,
    listingId,
    images.flatMap((i) => Object.values(i.variants)),
  );

/** Multipart uploads for the photo and tour routes registered after it (in one plugin scope). */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // A file past the size limit is cut off and reported; the others in the upload still count.
    throwFileSizeLimit: false,
    limits: {
      fileSize: PHOTO_LIMITS.maxBytes,
      files: PHOTO_LIMITS.perListing,
      fields: PHOTO_LIMITS.perListing * 2,
      parts: PHOTO_LIMITS.perListing * 3,
    },
  });
}

type Rejected = PhotoList['rejected'];
type Duplicates = PhotoList['duplicates'];

/** The dependencies as the handlers use them, with a reviewing hook that may do nothing. */
type Photos = Omit<Deps, 'reviewing' | 'uploadLimit' | 'drafts'> & { reviewing: ReviewingHook };
type Id = { Params: z.infer<typeof idParamsSchema> };
type Token = { Params: z.infer<typeof draftTokenParams> };
type Arrange = { Body: PhotoArrange };

export function photoRoutes({ uploadLimit, drafts, ...deps }: Deps): FastifyPluginAsyncZod {
  const d: Photos = { ...deps, reviewing: deps.reviewing ?? (async () => {}) };
  const yours = ownerFirst(d.listings);
  return async (app) => {
    const owner = { config: access('owner-of-resource'), preValidation: yours };
    app.get('/properties/:id/images', { ...owner, schema: listSchema }, (req) => listPhotos(d, req));
    app.post('/properties/:id/images', { onRequest: uploadLimit, ...owner, schema: uploadSchema }, (req, reply) =>
      uploadPhotos(d, req, reply),
    );
    app.put('/properties/:id/images', { ...owner, schema: arrangeSchema }, (req) => arrangePhotos(d, req));
    app.delete('/properties/:id/images/:imageId', { ...owner, schema: removeSchema }, (req) => removePhoto(d, req));

    if (!drafts) return;
    // A visitor's draft: the token is the key (public, counted per address).
    const draft = (req: FastifyRequest<Token>) => draftListing(drafts, d.listings, req.params.token);
    app.post(
      '/listing-drafts/:token/images',
      { onRequest: uploadLimit, config: access('public'), schema: draftUploadSchema },
      async (req, reply) => sendTaken(reply, await take(d, req, await draft(req))),
    );
    app.put('/listing-drafts/:token/images', { config: access('public'), schema: draftArrangeSchema }, async (req) =>
      arrange(d, await draft(req), req.body),
    );
    app.delete(
      '/listing-drafts/:token/images/:imageId',
      { config: access('public'), schema: draftRemoveSchema },
      async (req) => drop(d, await draft(req), req.params.imageId),
    );
  };
}

const ownListing = ({ listings }: Photos, req: FastifyRequest<Id>) =>
  changeableListing(listings, requireUser(req), req.params.id);

const listSchema = {
  tags: ['photos'],
  summary: "A listing's photos in order (owner or admin, any status)",
  params: idParamsSchema,
  response: { 200: photoListSchema, ...denied },
};

async function listPhotos({ listings, photos }: Photos, req: FastifyRequest<Id>) {
  const row = await editableListing(listings, requireUser(req), req.params.id);
  return answer(await photos.list(row.id));
}

const uploadSchema = {
  tags: ['photos'],
  params: idParamsSchema,
  response: { 200: photoListSchema, 201: photoListSchema, ...denied },
  summary:
    'Upload photos (multipart: files, optional captions in the same order). JPEG, PNG, WebP or AVIF; EXIF removed; WebP and AVIF sizes made. ' +
    'A file sent before is answered with its photo in `duplicates` (200 when nothing was new)',
};

async function uploadPhotos(d: Photos, req: FastifyRequest<Id>, reply: FastifyReply) {
  return sendTaken(reply, await take(d, req, await ownListing(d, req)));
}

const sendTaken = (reply: FastifyReply, { status, body }: Taken) => reply.code(status).send(body);

const arrangeSchema = {
  tags: ['photos'],
  summary: 'Arrange photos: new order (every photo id once), main photo, captions',
  params: idParamsSchema,
  body: photoArrangeSchema,
  response: { 200: photoListSchema, ...denied },
};

async function arrangePhotos(d: Photos, req: FastifyRequest<Id & Arrange>) {
  return arrange(d, await ownListing(d, req), req.body);
}

const removeSchema = {
  tags: ['photos'],
  summary: 'Remove a photo',
  params: photoParamsSchema,
  response: { 200: photoListSchema, ...denied },
};

async function removePhoto(d: Photos, req: FastifyRequest<{ Params: z.infer<typeof photoParamsSchema> }>) {
  return drop(d, await ownListing(d, req), req.params.imageId);
}

const draftUploadSchema = {
  tags: ['photos'],
  params: draftTokenParams,
  response: { 200: photoListSchema, 201: photoListSchema, ...denied },
  summary: "Upload photos to a visitor's draft, as to a listing (multipart: files, optional captions)",
};

const draftArrangeSchema = {
  tags: ['photos'],
  summary: "Arrange the photos of a visitor's draft (order, main photo, captions)",
  params: draftTokenParams,
  body: photoArrangeSchema,
  response: { 200: photoListSchema, ...denied },
};

const draftRemoveSchema = {
  tags: ['photos'],
  summary: "Remove a photo of a visitor's draft",
  params: draftTokenParams.extend({ imageId: photoParamsSchema.shape.imageId }),
  response: { 200: photoListSchema, ...denied },
};

/** Active listings go back to review when their photos change. */
const inReview = (s: string) => s === 'active' || s === 'pending_review';

const answer = (images: ImageRow[], rejected: Rejected = [], duplicates: Duplicates = []): PhotoList => ({
  images: images.map(toImage),
  rejected,
  duplicates,
});

type Taken = { status: 200 | 201; body: PhotoList };

/** What the files of one upload have come to so far. */
interface Batch {
  /** How many more photos the listing takes. */
  room: number;
  seen: Awaited<ReturnType<PhotoRepository['fingerprints']>>;
  /** SHA-256 → the first file of this upload that had it. */
  sent: Map<string, string>;
  rejected: Rejected;
  duplicates: Duplicates;
  ready: NewPhoto[];
  /** Keys of the files written to the store. */
  stored: string[];
}

/** Takes the uploaded files into the listing: 201 with new photos, 200 when every file was already one. */
async function take(d: Photos, req: FastifyRequest, row: OwnedRow): Promise<Taken> {
  const { photos, store, listings, reviewing } = d;
  const { files, captions } = await receive(req);
  if (files.length === 0) throw fieldError(['body', 'files'], 'NO_FILES');
  const b: Batch = {
    room: PHOTO_LIMITS.perListing - (await photos.list(row.id)).length,
    seen: await photos.fingerprints(row.id),
    sent: new Map(),
    rejected: [],
    duplicates: [],
    ready: [],
    stored: [],
  };
  let images: ImageRow[];
  try {
    for (const [i, f] of files.entries()) await takeFile(store, row.id, b, f, captions[i]);
    if (b.ready.length === 0 && b.duplicates.length === 0) throw allRefused(b.rejected);
    images = b.ready.length ? await photos.add(row.id, b.ready) : await photos.list(row.id);
  } catch (err) {
    // Files of photos that were not recorded would be orphans.
    await store.remove(b.stored).catch(() => {});
    throw err;
  }
  if (b.ready.length) {
    await listings.reviewIfLive(row);
    if (inReview(row.status)) await reviewing(row.id);
  }
  return { status: b.ready.length ? 201 : 200, body: answer(images, b.rejected, b.duplicates) };
}

/** One file of an upload: refused, a duplicate of a photo, or stored and ready to be recorded. */
async function takeFile(store: MediaStore, listingId: number, b: Batch, f: Received, caption: string | undefined) {
  const refuse = (code: PhotoRefusal) => void b.rejected.push({ file: f.name, ...refusal(f.name, code) });
  if (f.tooBig || !f.bytes) return refuse('too_big');
  const sha256 = createHash('sha256').update(f.bytes).digest('hex');
  const known = b.seen.files.get(sha256);
  if (known !== undefined) {
    b.duplicates.push({ file: f.name, image_id: known, note: `${f.name} was already uploaded` });
    return;
  }
  if (b.sent.has(sha256)) return refuse('same_picture');
  if (b.ready.length >= b.room) return refuse('too_many');
  let p;
  try {
    p = await processPhoto(f.name, f.bytes);
  } catch (err) {
    if (err instanceof PhotoRefused) {
      b.rejected.push({ file: f.name, reason: err.message, code: err.code });
      return;
    }
    throw err;
  }
  const digest = p.files[0]!.name.split('-')[0]!;
  if (b.seen.pixels.has(digest)) return refuse('same_picture');
  b.seen.pixels.add(digest);
  b.sent.set(sha256, f.name);
  b.ready.push(await storePhoto(store, listingId, p, b.stored, { sha256, caption }));
}

/** Writes every size of a processed photo to the store (noting each key in `stored`); the photo to record. */
async function storePhoto(
  store: MediaStore,
  listingId: number,
  p: ProcessedPhoto,
  stored: string[],
  { sha256, caption }: { sha256: string; caption: string | undefined },
): Promise<NewPhoto> {
  const key = (name: string) => `${listingId}/${name}`;
  for (const file of p.files) {
    await store.put(key(file.name), file.body, file.contentType);
    stored.push(key(file.name));
  }
  const largest = Math.max(...Object.keys(p.webp).map(Number));
  return {
    url: store.url(key(p.webp[largest]!)),
    width: p.width,
    height: p.height,
    phash: p.phash,
    sha256,
    caption: caption?.trim().slice(0, 140) || null,
    variants: Object.fromEntries([
      ...Object.entries(p.webp).map(([w, n]) => [w, store.url(key(n))]),
      ...Object.entries(p.avif).map(([w, n]) => [`avif:${w}`, store.url(key(n))]),
    ]),
  };
}

/** Every file refused: a 422 with one field error per file. */
function allRefused(rejected: Rejected) {
  return invalid(
    rejected.map((r, i) => {
      const { code, params } = photoRefusalError(r.code, r.file);
      return fieldErrorEntry(['body', 'files', i], code, params, `value_error.${r.code}`);
    }),
  );
}

async function arrange({ photos }: Photos, row: OwnedRow, body: PhotoArrange): Promise<PhotoList> {
  const images = await photos.arrange(row.id, body.order, body.main_image_id, body.captions ?? {});
  if (!images) throw fieldError(['body', 'order'], 'ARRANGE_MISMATCH');
  return answer(images);
}

/** Removes one photo and its files. */
async function drop(
  { photos, store, listings, reviewing }: Photos,
  row: OwnedRow,
  imageId: number,
): Promise<PhotoList> {
  const done = await photos.remove(row.id, imageId);
  if (!done) throw new HttpError('PHOTO_NOT_FOUND');
  await store.remove(photoFiles(store, row.id, [done.removed]));
  await listings.reviewIfLive(row);
  if (inReview(row.status)) await reviewing(row.id);
  return answer(done.images);
}
