// A listing's 360° tour, changed by its owner or an admin: a link to a tour hosted elsewhere
// (https, allowed hosts only), or panoramas uploaded room by room and linked by hotspots. New or
// removed views of a live listing send it back to review, as photos do.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
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
import { HttpError, fieldError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { changeableListing, ownerFirst } from '../listings/routes.ts';
import type { ListingRepository } from '../listings/repository.ts';
import type { PropertyRepository } from '../properties/repository.ts';
import { PhotoRefused, processPanorama } from './photos.ts';
import { storedKeys, type MediaStore } from './store.ts';
import type { TourRepository } from './tour-repository.ts';
import { unreadableUpload } from './photo-routes.ts';
import { unstorableAt } from '../../plugins/validation.ts';
import { access } from '../../plugins/access.ts';

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

export function tourRoutes({ listings, tours, properties, store, hosts, uploadLimit }: Deps): FastifyPluginAsyncZod {
  const ownListing = (req: FastifyRequest, id: number) => changeableListing(listings, requireUser(req), id);
  const yours = ownerFirst(listings);
  const forget = (listingId: number, urls: string[]) => store.remove(storedKeys(store, listingId, urls));
  const review = (row: { id: number; status: string }) => listings.reviewIfLive(row);
  const current = async (id: number) => {
    const tour = await properties.tour(id);
    if (!tour) throw new HttpError('TOUR_NOT_FOUND');
    return tour;
  };

  return async (app) => {
    app.put(
      '/properties/:id/tour',
      {
        config: access('owner-of-resource'),
        preValidation: yours,
        schema: {
          tags: ['tours'],
          summary: 'Link a tour hosted elsewhere (https, allowed hosts); replaces any tour',
          params: idParamsSchema,
          body: externalTourSchema,
          response: { 200: tourSchema, ...denied },
        },
      },
      async (req) => {
        const row = await ownListing(req, req.params.id);
        const checked = checkTourUrl(req.body.external_url, hosts);
        if ('error' in checked) throw field('external_url', checked.error, checked.params);
        await forget(row.id, await tours.setExternal(row.id, checked.url, checked.provider));
        await review(row);
        return current(row.id);
      },
    );

    app.delete(
      '/properties/:id/tour',
      {
        config: access('owner-of-resource'),
        preValidation: yours,
        schema: {
          tags: ['tours'],
          summary: 'Remove the tour',
          params: idParamsSchema,
          response: { 204: z.null(), ...denied },
        },
      },
      async (req, reply) => {
        const row = await ownListing(req, req.params.id);
        const gone = await tours.remove(row.id);
        if (!gone) throw new HttpError('TOUR_NOT_FOUND');
        await forget(row.id, gone);
        await review(row);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/properties/:id/tour/scenes',
      {
        onRequest: uploadLimit,
        config: access('owner-of-resource'),
        preValidation: yours,
        schema: {
          tags: ['tours'],
          params: idParamsSchema,
          response: { 201: tourSchema, ...denied },
          summary: 'Add a room: multipart with one equirectangular panorama (file, 2:1) and its name (title)',
        },
      },
      async (req, reply) => {
        const row = await ownListing(req, req.params.id);
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
        await review(row);
        return reply.code(201).send(await current(row.id));
      },
    );

    app.put(
      '/properties/:id/tour/scenes',
      {
        config: access('owner-of-resource'),
        preValidation: yours,
        schema: {
          tags: ['tours'],
          summary: 'Arrange the rooms: order, names, starting direction and hotspots to other rooms',
          params: idParamsSchema,
          body: tourArrangeSchema,
          response: { 200: tourSchema, ...denied },
        },
      },
      async (req) => {
        const row = await ownListing(req, req.params.id);
        const tour = await current(row.id);
        if (tour.kind !== 'panorama') throw new HttpError('TOUR_NOT_UPLOADED');
        if (!(await tours.arrange(row.id, req.body))) {
          const bad = req.body.scenes.some((s) =>
            s.links.some((l) => l.to_scene_id === s.id || !tour.scenes.some((x) => x.id === l.to_scene_id)),
          );
          throw field('scenes', bad ? 'HOTSPOT_INVALID' : 'ROOMS_MISMATCH');
        }
        return current(row.id);
      },
    );

    app.delete(
      '/properties/:id/tour/scenes/:sceneId',
      {
        config: access('owner-of-resource'),
        preValidation: yours,
        schema: {
          tags: ['tours'],
          summary: 'Remove a room (the tour goes with its last room)',
          params: sceneParams,
          response: { 200: tourSchema.nullable(), ...denied },
        },
      },
      async (req) => {
        const row = await ownListing(req, req.params.id);
        const image = await tours.removeScene(row.id, req.params.sceneId);
        if (image === null) throw new HttpError('ROOM_NOT_FOUND');
        await forget(row.id, [image]);
        await review(row);
        return properties.tour(row.id);
      },
    );
  };
}
