// A listing's 360° tour, changed by its owner or an admin: a link to a tour hosted elsewhere
// (https, allowed hosts only), or panoramas uploaded room by room and linked by hotspots. New or
// removed views of a live listing send it back to review, as photos do.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  checkTourUrl,
  errorSchema,
  externalTourSchema,
  idParamsSchema,
  PANORAMA_LIMITS,
  type ErrorParams,
  type FieldErrorCode,
  tourArrangeSchema,
  tourSchema,
} from '@aangan/contracts';
import { HttpError, fieldError } from '../../../shared/errors.ts';
import { requireUser } from '../../../shared/auth.ts';
import { changeableListing, ownerFirst } from '../owned.ts';
import type { ListingRepository } from '../repository.ts';
import type { PropertyRepository } from '../properties/repository.ts';
import { PhotoRefused, processPanorama } from './photos.ts';
import { storedKeys, type MediaStore } from './store.ts';
import type { TourRepository } from './tour-repository.ts';
import { unreadableUpload } from './photo-routes.ts';
import { unstorableAt } from '../../../shared/validation.ts';
import { access } from '../../../shared/access.ts';

interface Deps {
  listings: ListingRepository;
  tours: TourRepository;
  properties: PropertyRepository;
  store: MediaStore;
  hosts: Record<string, string>;
  /** Counts panorama uploads per account (shared with photos): 429 past the limit. */
  uploadLimit: onRequestAsyncHookHandler;
}

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
const sceneParams = idParamsSchema.extend({
  sceneId: z.coerce.number().int().min(1).max(2147483647),
});
const field = (loc: string, code: FieldErrorCode, params?: ErrorParams) => fieldError(['body', loc], code, params);

type Id = { Params: z.infer<typeof idParamsSchema> };

export function tourRoutes({ uploadLimit, ...deps }: Deps): FastifyPluginAsyncZod {
  const owner = { config: access('owner-of-resource'), preValidation: ownerFirst(deps.listings) };
  return async (app) => {
    app.put('/properties/:id/tour', { ...owner, schema: linkSchema }, (req) => linkTour(deps, req));
    app.delete('/properties/:id/tour', { ...owner, schema: removeSchema }, (req, reply) =>
      removeTour(deps, req, reply),
    );
    app.post(
      '/properties/:id/tour/scenes',
      { onRequest: uploadLimit, ...owner, schema: addSceneSchema },
      (req, reply) => addScene(deps, req, reply),
    );
    app.put('/properties/:id/tour/scenes', { ...owner, schema: arrangeSchema }, (req) => arrangeScenes(deps, req));
    app.delete('/properties/:id/tour/scenes/:sceneId', { ...owner, schema: removeSceneSchema }, (req) =>
      removeScene(deps, req),
    );
  };
}

type Tours = Omit<Deps, 'uploadLimit'>;

const ownListing = ({ listings }: Tours, req: FastifyRequest<Id>) =>
  changeableListing(listings, requireUser(req), req.params.id);
/** Removes the stored files behind these image URLs. */
const forget = ({ store }: Tours, listingId: number, urls: string[]) =>
  store.remove(storedKeys(store, listingId, urls));

async function current({ properties }: Tours, id: number) {
  const tour = await properties.tour(id);
  if (!tour) throw new HttpError('TOUR_NOT_FOUND');
  return tour;
}

const linkSchema = {
  tags: ['tours'],
  summary: 'Link a tour hosted elsewhere (https, allowed hosts); replaces any tour',
  params: idParamsSchema,
  body: externalTourSchema,
  response: { 200: tourSchema, ...denied },
};

async function linkTour(d: Tours, req: FastifyRequest<Id & { Body: z.infer<typeof externalTourSchema> }>) {
  const row = await ownListing(d, req);
  const checked = checkTourUrl(req.body.external_url, d.hosts);
  if ('error' in checked) throw field('external_url', checked.error, checked.params);
  await forget(d, row.id, await d.tours.setExternal(row.id, checked.url, checked.provider));
  await d.listings.reviewIfLive(row);
  return current(d, row.id);
}

const removeSchema = {
  tags: ['tours'],
  summary: 'Remove the tour',
  params: idParamsSchema,
  response: { 204: z.null(), ...denied },
};

async function removeTour(d: Tours, req: FastifyRequest<Id>, reply: FastifyReply) {
  const row = await ownListing(d, req);
  const gone = await d.tours.remove(row.id);
  if (!gone) throw new HttpError('TOUR_NOT_FOUND');
  await forget(d, row.id, gone);
  await d.listings.reviewIfLive(row);
  return reply.code(204).send(null);
}

const addSceneSchema = {
  tags: ['tours'],
  params: idParamsSchema,
  response: { 201: tourSchema, ...denied },
  summary: 'Add a room: multipart with one equirectangular panorama (file, 2:1) and its name (title)',
};

async function addScene(d: Tours, req: FastifyRequest<Id>, reply: FastifyReply) {
  const { store, tours } = d;
  const row = await ownListing(d, req);
  const { upload, title } = await receivePanorama(req);
  let pano;
  try {
    pano = await processPanorama(upload.name, upload.bytes);
  } catch (err) {
    if (err instanceof PhotoRefused) throw field('file', err.field.code, err.field.params);
    throw err;
  }
  const key = `${row.id}/${pano.file.name}`;
  await store.put(key, pano.file.body, pano.file.contentType);
  const added = await tours
    .addScene(row.id, title, store.url(key), PANORAMA_LIMITS.maxScenes)
    .catch(async (err: unknown) => {
      await store.remove([key]);
      throw err;
    });
  if (added === null) {
    await store.remove([key]);
    throw field('file', 'TOO_MANY_ROOMS', { max: PANORAMA_LIMITS.maxScenes });
  }
  await d.listings.reviewIfLive(row);
  return reply.code(201).send(await current(d, row.id));
}

/** Reads the upload's one panorama file and its room name, refusing what cannot be a room. */
async function receivePanorama(req: FastifyRequest) {
  if (!req.isMultipart()) throw new HttpError('PANORAMA_MULTIPART_REQUIRED');
  let upload: { name: string; bytes: Buffer; truncated: boolean } | null = null;
  let title = '';
  try {
    for await (const part of req.parts({ limits: { fileSize: PANORAMA_LIMITS.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        upload ??= { name: part.filename || 'panorama', bytes, truncated: part.file.truncated };
      } else if (part.fieldname === 'title') title = String(part.value ?? '').trim();
    }
  } catch (err) {
    throw unreadableUpload(err);
  }
  if (!upload) throw field('file', 'NO_PANORAMA');
  if (upload.truncated)
    throw new HttpError('PANORAMA_TOO_BIG', {
      params: { name: upload.name, mb: PANORAMA_LIMITS.maxBytes / 1024 / 1024 },
    });
  if (!title) throw field('title', 'ROOM_NAME_REQUIRED');
  if (unstorableAt(title)) throw field('title', 'CHARACTER_NOT_ALLOWED');
  if (title.length > 60) throw field('title', 'TOO_LONG', { max: 60 });
  return { upload, title };
}

const arrangeSchema = {
  tags: ['tours'],
  summary: 'Arrange the rooms: order, names, starting direction and hotspots to other rooms',
  params: idParamsSchema,
  body: tourArrangeSchema,
  response: { 200: tourSchema, ...denied },
};

async function arrangeScenes(d: Tours, req: FastifyRequest<Id & { Body: z.infer<typeof tourArrangeSchema> }>) {
  const row = await ownListing(d, req);
  const tour = await current(d, row.id);
  if (tour.kind !== 'panorama') throw new HttpError('TOUR_NOT_UPLOADED');
  if (!(await d.tours.arrange(row.id, req.body))) {
    const bad = req.body.scenes.some((s) =>
      s.links.some((l) => l.to_scene_id === s.id || !tour.scenes.some((x) => x.id === l.to_scene_id)),
    );
    throw field('scenes', bad ? 'HOTSPOT_INVALID' : 'ROOMS_MISMATCH');
  }
  return current(d, row.id);
}

const removeSceneSchema = {
  tags: ['tours'],
  summary: 'Remove a room (the tour goes with its last room)',
  params: sceneParams,
  response: { 200: tourSchema.nullable(), ...denied },
};

async function removeScene(d: Tours, req: FastifyRequest<{ Params: z.infer<typeof sceneParams> }>) {
  const row = await ownListing(d, req);
  const image = await d.tours.removeScene(row.id, req.params.sceneId);
  if (image === null) throw new HttpError('ROOM_NOT_FOUND');
  await forget(d, row.id, [image]);
  await d.listings.reviewIfLive(row);
  return d.properties.tour(row.id);
}
