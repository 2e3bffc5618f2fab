// The whole product as one Fastify plugin tree: the API under /api/v1, generated and uploaded
// media under /media, and (when a web build is given) the server-rendered web app everywhere
// else. server.ts only opens the database, listens and shuts down.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_TOUR_HOSTS, RECONFIRM_DAYS } from '@aangan/contracts';
import type { Database } from '@aangan/db';
import type { Config } from './config.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { genReqId } from './plugins/request-id.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { createPropertyRepository } from './modules/properties/repository.ts';
import { createSearch } from './modules/properties/search.ts';
import { createViewCounter } from './modules/properties/views.ts';
import { createLocationRepository } from './modules/locations/repository.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { createProjectRepository } from './modules/projects/repository.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createUserRepository } from './modules/users/repository.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createSwipeRepository } from './modules/swipes/repository.ts';
import { swipeRoutes } from './modules/swipes/routes.ts';
import { createVisitRepository } from './modules/visits/repository.ts';
import { visitRoutes } from './modules/visits/routes.ts';
import { createListingRepository } from './modules/listings/repository.ts';
import { listingRoutes } from './modules/listings/routes.ts';
import { createDraftRepository, draftRoutes } from './modules/listings/drafts.ts';
import { createPhotoRepository } from './modules/media/repository.ts';
import { acceptUploads, photoFiles, photoRoutes } from './modules/media/photo-routes.ts';
import { createTourRepository } from './modules/media/tour-repository.ts';
import { tourRoutes } from './modules/media/tour-routes.ts';
import { guardedStore, localStore, s3Store, storedKeys, type MediaStore } from './modules/media/store.ts';
import { createFormRepository } from './modules/forms/repository.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { webApp, type WebOptions } from './web.ts';

export interface AppOptions {
  config: Pick<Config, 'MEDIA_DIR'> & Partial<Config>;
  database: Database;
  /** Where uploads go; by default what the configuration says (a local folder unless MEDIA_STORE=s3). */
  mediaStore?: MediaStore;
  logger?: FastifyServerOptions['logger'];
  web?: WebOptions;
}

export const API_PREFIX = '/api/v1';

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => { reply.header('x-request-id', req.id); });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Aangan API', version: '1.0.0', description: 'Property marketplace for Gurugram. Errors are `{detail}`; invalid input is 422 with field messages.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const properties = createPropertyRepository(opts.database);
  const places = createLocationRepository(opts.database);
  const sessions = createSessionStore(opts.database);
  const users = createUserRepository(opts.database);
  const swipes = createSwipeRepository(opts.database);
  const listings = createListingRepository(opts.database, {
    rent: opts.config.LISTING_RECONFIRM_DAYS_RENT ?? RECONFIRM_DAYS.rent, sale: opts.config.LISTING_RECONFIRM_DAYS_SALE ?? RECONFIRM_DAYS.sale,
  });
  // Live listings whose owners did not reconfirm in time go offline; checked hourly in process.
  const expiry = setInterval(() => { listings.expireDue().catch((err: unknown) => app.log.warn({ err }, 'listing expiry failed')); }, 60 * 60 * 1000);
  expiry.unref();
  app.addHook('onClose', async () => { clearInterval(expiry); });
  const views = createViewCounter(properties, 5000, (err) => app.log.warn({ err }, 'view counts not saved yet'));
  app.addHook('onClose', async () => { await views.close(); });
  await app.register(async (api) => {
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await api.register(healthRoutes(opts.database));
    await api.register(authPlugin, { sessions });
    await api.register(authRoutes({ users, sessions }));
    await api.register(userRoutes(users));
    await api.register(propertyRoutes({ repo: properties, search: createSearch(opts.database), places, views, swipes, users }));
    const photos = createPhotoRepository(opts.database);
    const store = guardedStore(opts.mediaStore ?? mediaStoreFor(opts.config), (err, what) => app.log.error({ err }, what));
    await api.register(listingRoutes(listings, {
      filesOf: async (id) => {
        const [images, tour] = await Promise.all([photos.list(id), properties.tour(id)]);
        return [...photoFiles(store, id, images), ...storedKeys(store, id, tour?.scenes.map((s) => s.image_url) ?? [])];
      },
      remove: (keys) => store.remove(keys),
    }));
    await api.register(async (media) => {
      await acceptUploads(media);
      await media.register(photoRoutes({ listings, photos, store }));
      await media.register(tourRoutes({ listings, tours: createTourRepository(opts.database), properties, store, hosts: opts.config.TOUR_HOSTS ?? DEFAULT_TOUR_HOSTS }));
    });
    await api.register(draftRoutes(createDraftRepository(opts.database)));
    await api.register(swipeRoutes(swipes));
    await api.register(visitRoutes(createVisitRepository(opts.database)));
    await api.register(projectRoutes(createProjectRepository(opts.database)));
    await api.register(locationRoutes(places));
    await api.register(formRoutes(createFormRepository(opts.database)));
    api.setNotFoundHandler((req, reply) => reply.code(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` }));
  }, { prefix: API_PREFIX });

  await app.register(mediaRoutes(opts.config.MEDIA_DIR));
  if (opts.web) await app.register(webApp(opts.web));
  else app.setNotFoundHandler((req, reply) => reply.code(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` }));
  return app;
}

function mediaStoreFor(c: AppOptions['config']): MediaStore {
  if (c.MEDIA_STORE !== 's3') return localStore(c.MEDIA_DIR);
  // loadConfig has checked these are all set for MEDIA_STORE=s3.
  return s3Store({
    endpoint: c.S3_ENDPOINT!, bucket: c.S3_BUCKET!, region: c.S3_REGION ?? 'auto',
    accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY!, publicUrl: c.MEDIA_PUBLIC_URL!,
  });
}
