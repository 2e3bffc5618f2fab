// The whole product as one Fastify plugin tree: the API under /api/v1, generated and uploaded
// media under /media, and (when a web build is given) the server-rendered web app everywhere
// else. server.ts only opens the database, listens and shuts down.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_TOUR_HOSTS, RECONFIRM_DAYS, SESSION_COOKIE } from '@aangan/contracts';
import type { Database } from '@aangan/db';
import { configSchema, type Config } from './config.ts';
import { NO_SUCH_FORM, frameworkError, isFormUrl, notFound, registerErrorHandling } from './plugins/errors.ts';
import { createLimiter, limitRequests } from './plugins/limiter.ts';
import { BODY_LIMIT, DOCS_CSP, registerSecurity, securityOptions } from './plugins/security.ts';
import { genReqId } from './plugins/request-id.ts';
import { storableTextValidatorCompiler } from './plugins/validation.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { createPropertyRepository } from './modules/properties/repository.ts';
import { createSearch } from './modules/properties/search.ts';
import { createSimilar } from './modules/properties/similar.ts';
import { createListingCache } from './modules/properties/cache.ts';
import { createViewCounter } from './modules/properties/views.ts';
import { createLocationRepository } from './modules/locations/repository.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { createProjectRepository } from './modules/projects/repository.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { createProjectAdminRepository } from './modules/projects/admin-repository.ts';
import { projectAdminRoutes } from './modules/projects/admin-routes.ts';
import { createDemoMediaRepository } from './modules/media/demo-repository.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { createPasswordReset } from './modules/auth/password-reset.ts';
import { createUserRepository } from './modules/users/repository.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createAdminUserRepository } from './modules/users/admin-repository.ts';
import { adminUserRoutes } from './modules/users/admin-routes.ts';
import { createAgentRepository } from './modules/agents/repository.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { createSwipeRepository } from './modules/swipes/repository.ts';
import { swipeRoutes } from './modules/swipes/routes.ts';
import { createVisitRepository } from './modules/visits/repository.ts';
import { visitRoutes } from './modules/visits/routes.ts';
import { createListingRepository } from './modules/listings/repository.ts';
import { listingRoutes, type ListingFiles } from './modules/listings/routes.ts';
import { createDeletionRepository } from './modules/deletion/repository.ts';
import { deletionRoutes } from './modules/deletion/routes.ts';
import { createDraftRepository, draftRoutes } from './modules/listings/drafts.ts';
import { createPhotoRepository } from './modules/media/repository.ts';
import { acceptUploads, photoFiles, photoRoutes } from './modules/media/photo-routes.ts';
import { createTourRepository } from './modules/media/tour-repository.ts';
import { tourRoutes } from './modules/media/tour-routes.ts';
import { guardedStore, localStore, s3Store, storedKeys, type MediaStore } from './modules/media/store.ts';
import { createFormRepository } from './modules/forms/repository.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { formAdminRoutes } from './modules/forms/admin-routes.ts';
import { createBlogRepository } from './modules/blog/repository.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { createPageRepository } from './modules/pages/repository.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { pageAdminRoutes } from './modules/pages/admin-routes.ts';
import { createBlogAdminRepository } from './modules/blog/admin-repository.ts';
import { blogAdminRoutes } from './modules/blog/admin-routes.ts';
import { createSitemapRepository } from './modules/seo/repository.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import {
  notifyFormStored,
  notifyListingDecision,
  notifyListingExpiring,
  notifyVisitChange,
} from './modules/notifications/messages.ts';
import { createModerationRepository } from './modules/moderation/repository.ts';
import { createQueueRepository } from './modules/moderation/queue-repository.ts';
import { createChecker } from './modules/moderation/detect.ts';
import { createModerator } from './modules/moderation/decisions.ts';
import { decisionRoutes } from './modules/moderation/decision-routes.ts';
import { findingRoutes } from './modules/moderation/finding-routes.ts';
import { queueRoutes } from './modules/moderation/queue-routes.ts';
import type { ListingHooks } from './modules/listings/hooks.ts';
import { createAvailability } from './modules/listings/availability.ts';
import { linkSecrets } from './modules/listings/links.ts';
import { reconfirmRoutes } from './modules/listings/reconfirm-routes.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createRetentionRepository } from './modules/retention/repository.ts';
import { webApp, type WebOptions } from './web.ts';
import { createContactRepository } from './modules/contact/repository.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createReportRepository } from './modules/reports/repository.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { requestReconfirm } from './modules/listings/availability.ts';
import { access, enforceAccess } from './plugins/access.ts';

export interface AppOptions {
  config: Pick<Config, 'MEDIA_DIR'> & Partial<Config>;
  database: Database;
  /** Where uploads go; by default what the configuration says (a local folder unless MEDIA_STORE=s3). */
  mediaStore?: MediaStore;
  logger?: FastifyServerOptions['logger'];
  web?: WebOptions;
  /** URLs per sitemap file (the protocol's 50,000 by default); tests use a small one. */
  sitemapChunkSize?: number;
  /** Callbacks on listing events (decisions, about to expire), e.g. for notifications. */
  listingHooks?: ListingHooks;
  /** Run the scheduled jobs (listing expiry, data retention) every JOB_INTERVAL_MINUTES: the server does; tests call the jobs directly. */
  startJobs?: boolean;
}

export const API_PREFIX = '/api/v1';

const DEFAULTS = configSchema.parse({});

/**
 * The OpenAPI schema of a route, with an operationId clients can generate method names from: the
 * method and the path's words, stable as long as the path is ("GET /api/v1/properties/{id}/similar"
 * is getPropertiesIdSimilar).
 */
const withOperationId: typeof jsonSchemaTransform = (args) => {
  const out = jsonSchemaTransform(args);
  const method = [args.route.method].flat()[0]!.toLowerCase();
  return { ...out, schema: { ...out.schema, operationId: operationIdOf(method, out.url) } as typeof out.schema };
};

export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const setting = (
    k: `RATE_LIMIT_${'LOGIN' | 'LOGIN_PHONE' | 'REGISTER' | 'FORMS' | 'UPLOADS' | 'SEARCH' | 'PASSWORD_RESET' | 'PASSWORD_RESET_PHONE'}`,
  ) => opts.config[k] ?? DEFAULTS[k];
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // JSON and form bodies; uploads have their own limits (PHOTO_LIMITS, PANORAMA_LIMITS).
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For / -Proto / -Host are believed only from the configured proxies, so that a
    // client cannot pick its own address (rate limits) or protocol (HSTS, the https rule).
    trustProxy: opts.config.TRUST_PROXY || false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Addresses the router cannot read (malformed percent-encoding, a path segment over
    // maxParamLength) answer in the error envelope too, without echoing the address back.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024 });
  registerSecurity(app, securityOptions(opts.config));

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aangan API',
        version: '1.0.0',
        description:
          'Property marketplace for Gurugram. Errors are `{code, detail}`: `code` is stable (the ErrorCode enum), `detail` its English text; invalid input is 422 `VALIDATION` with a list of field errors, each with its own `code` and `params`.',
      },
      servers: [{ url: '/' }],
      // Who may call each operation: its `x-access` and `x-roles` (plugins/access.ts).
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /api/v1/auth/login/' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: "The web app's session cookie; state-changing calls also send X-CSRF-Token",
          },
        },
      },
    },
    transform: withOperationId,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: DOCS_CSP });

  const properties = createPropertyRepository(opts.database);
  const places = createLocationRepository(opts.database);
  const sessions = createSessionStore(opts.database);
  const users = createUserRepository(opts.database);
  const swipes = createSwipeRepository(opts.database);
  const listings = createListingRepository(opts.database, {
    rent: opts.config.LISTING_RECONFIRM_DAYS_RENT ?? RECONFIRM_DAYS.rent,
    sale: opts.config.LISTING_RECONFIRM_DAYS_SALE ?? RECONFIRM_DAYS.sale,
  });
  // The site's address in links we e-mail (reconfirm links): PUBLIC_URL, else this server.
  const origin = siteOrigin(opts.config);
  // By default the owner hears by e-mail (through the outbox) when the team decides about a
  // listing or it is about to expire; tests may pass their own hooks.
  const hooks: ListingHooks = opts.listingHooks ?? {
    onListingDecision: async (l, decision) => {
      if (decision === 'verified' || decision === 'rejected')
        await notifyListingDecision(
          opts.database,
          l,
          decision === 'verified' ? 'approved' : 'rejected',
          l.rejection ?? l.reason,
        );
    },
    onListingExpiring: async (l) => {
      await notifyListingExpiring(opts.database, l, origin);
    },
  };
  const moderation = createModerationRepository(opts.database);
  const queue = createQueueRepository(opts.database);
  const checker = createChecker(listings, moderation);
  const moderator = createModerator({
    listings,
    repo: moderation,
    hooks,
    warn: (err) => app.log.warn({ err }, 'listing hook failed'),
  });
  // The checks only flag for an admin: if they fail, the owner's submission still stands.
  const reviewing = (id: number) =>
    checker.check(id).catch((err: unknown) => {
      app.log.warn({ err, listing: id }, 'automatic checks failed');
    });
  const projectAdmin = createProjectAdminRepository(opts.database);
  const photos = createPhotoRepository(opts.database);
  const store = guardedStore(opts.mediaStore ?? mediaStoreFor(opts.config), (err, what) =>
    app.log.error({ err }, what),
  );
  // A listing's stored photo and panorama files: removed with it (owner delete, deletion requests, expired drafts).
  const listingFiles: ListingFiles = {
    filesOf: async (id) => {
      const [images, tour] = await Promise.all([photos.list(id), properties.tour(id)]);
      return [...photoFiles(store, id, images), ...storedKeys(store, id, tour?.scenes.map((s) => s.image_url) ?? [])];
    },
    remove: (keys) => store.remove(keys),
  };
  if (opts.startJobs) {
    // Live listings whose owners did not reconfirm in time go offline, projects' registrations
    // past their date are marked lapsed, and personal data past its retention period goes
    // (jobs/scheduler.ts).
    const jobs = startScheduler(
      {
        listings,
        hooks,
        projects: projectAdmin,
        retention: createRetentionRepository(opts.database),
        lapsed: (items) =>
          app.log.info({ projects: items.map((p) => p.slug) }, 'HRERA registrations past their date marked lapsed'),
        warn: (err, what) => app.log.warn({ err }, what),
        removed: (counts) =>
          app.log.info({ retention: counts }, 'personal data past its retention period removed or anonymised'),
        dropDraftFiles: (gone) => store.remove(gone.flatMap((g) => storedKeys(store, g.id, g.urls))),
      },
      opts.config.JOB_INTERVAL_MINUTES ?? 15,
    );
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  }
  const views = createViewCounter(properties, 5000, (err) => app.log.warn({ err }, 'view counts not saved yet'));
  app.addHook('onClose', async () => {
    await views.close();
  });
  await app.register(
    async (api) => {
      // From here on every route declares who may call it; the declaration is also the check.
      enforceAccess(api);
      api.get('/openapi.json', { config: access('public'), schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes(opts.database));
      await api.register(authPlugin, { sessions });
      await api.register(
        authRoutes({
          users,
          sessions,
          limits: {
            login: setting('RATE_LIMIT_LOGIN'),
            loginPhone: setting('RATE_LIMIT_LOGIN_PHONE'),
            register: setting('RATE_LIMIT_REGISTER'),
          },
        }),
      );
      await api.register(
        passwordResetRoutes({
          resets: createPasswordReset(opts.database, linkSecrets(opts.database), origin),
          limits: {
            perAddress: setting('RATE_LIMIT_PASSWORD_RESET'),
            perPhone: setting('RATE_LIMIT_PASSWORD_RESET_PHONE'),
          },
        }),
      );
      await api.register(userRoutes(users));
      await api.register(adminUserRoutes({ admin: createAdminUserRepository(opts.database), users }));
      const listingCache = createListingCache(opts.database);
      await api.register(
        propertyRoutes({
          repo: properties,
          search: createSearch(opts.database),
          similar: createSimilar(opts.database),
          cache: listingCache,
          places,
          views,
          swipes,
          users,
          searchLimit: setting('RATE_LIMIT_SEARCH'),
        }),
      );
      await api.register(listingRoutes(listings, listingFiles, reviewing));
      await api.register(reconfirmRoutes(createAvailability(opts.database, listings, linkSecrets(opts.database))));
      await api.register(decisionRoutes({ moderator, checker, repo: moderation, queue, listings }));
      await api.register(findingRoutes(moderation, listings));
      await api.register(queueRoutes(queue, moderation));
      // Photos and panoramas count together, per account; a visitor's draft photos per address
      // (routes for accounts only answer a visitor 401 before counting).
      const uploadLimit = limitRequests(
        createLimiter({
          ...setting('RATE_LIMIT_UPLOADS'),
          code: 'UPLOAD_RATE_LIMITED',
        }),
        (req) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`),
      );
      const drafts = createDraftRepository(opts.database, listings);
      await api.register(async (media) => {
        await acceptUploads(media);
        await media.register(photoRoutes({ listings, photos, store, reviewing, uploadLimit, drafts }));
        await media.register(
          tourRoutes({
            listings,
            tours: createTourRepository(opts.database),
            properties,
            store,
            hosts: opts.config.TOUR_HOSTS ?? DEFAULT_TOUR_HOSTS,
            uploadLimit,
          }),
        );
      });
      await api.register(draftRoutes({ drafts, listings, files: listingFiles, images: (id) => photos.list(id) }));
      await api.register(swipeRoutes(swipes));
      const visits = createVisitRepository(opts.database, { changed: notifyVisitChange });
      await api.register(visitRoutes(visits));
      await api.register(agentRoutes({ agents: createAgentRepository(opts.database), visits }));
      await api.register(projectRoutes(createProjectRepository(opts.database)));
      await api.register(
        contactRoutes({
          contact: createContactRepository(opts.database),
          listings,
          database: opts.database,
          origin,
          limits: {
            revealsPerDay: opts.config.CONTACT_REVEALS_PER_DAY ?? DEFAULTS.CONTACT_REVEALS_PER_DAY,
            revealsPer30Days: opts.config.CONTACT_REVEALS_PER_30_DAYS ?? DEFAULTS.CONTACT_REVEALS_PER_30_DAYS,
            enquiriesPerDay: opts.config.ENQUIRIES_PER_DAY ?? DEFAULTS.ENQUIRIES_PER_DAY,
          },
        }),
      );
      await api.register(
        reportRoutes({
          reports: createReportRepository(opts.database),
          threshold: opts.config.REPORTS_TO_PAUSE ?? DEFAULTS.REPORTS_TO_PAUSE,
          origin,
          // "Already rented or sold": the owner is asked to reconfirm within 48 hours, or the listing pauses.
          onUnavailableReport: async (tx, id) => {
            await requestReconfirm(tx, id, origin);
          },
        }),
      );
      await api.register(projectAdminRoutes(projectAdmin));
      await api.register(locationRoutes(places));
      const forms = createFormRepository(opts.database, { stored: notifyFormStored });
      await api.register(formRoutes(forms, setting('RATE_LIMIT_FORMS')));
      await api.register(formAdminRoutes(forms));
      await api.register(deletionRoutes({ requests: createDeletionRepository(opts.database), files: listingFiles }));
      await api.register(blogRoutes(createBlogRepository(opts.database)));
      await api.register(blogAdminRoutes(createBlogAdminRepository(opts.database)));
      const pages = createPageRepository(opts.database);
      await api.register(pageRoutes(pages, listingCache));
      await api.register(pageAdminRoutes(pages));
      api.setNotFoundHandler((req, reply) => reply.code(404).send(isFormUrl(req.url) ? NO_SUCH_FORM : notFound(req)));
    },
    { prefix: API_PREFIX },
  );

  // At the site root, before the web app's catch-all.
  await app.register(async (site) => {
    enforceAccess(site);
    await site.register(
      seoRoutes(createSitemapRepository(opts.database), {
        publicUrl: opts.config.PUBLIC_URL,
        chunkSize: opts.sitemapChunkSize,
      }),
    );
    await site.register(mediaRoutes(opts.config.MEDIA_DIR, createDemoMediaRepository(opts.database)));
  });
  // Search and listing pages for visitors without cookies are kept until a listing changes (page-cache.ts).
  if (opts.web) {
    await app.register(
      webApp({
        pages: { cache: createListingCache(opts.database, { maxEntries: 200 }), onListingView: (id) => views.add(id) },
        ...opts.web,
      }),
    );
  } else app.setNotFoundHandler((req, reply) => reply.code(404).send(notFound(req)));
  return app;
}

/** The origin links in our e-mail point at: PUBLIC_URL, or this server on localhost. */
export function siteOrigin(c: Pick<Partial<Config>, 'PUBLIC_URL' | 'PORT'>): string {
  return (c.PUBLIC_URL ?? `http://localhost:${c.PORT ?? DEFAULTS.PORT}`).replace(/\/+$/, '');
}

function mediaStoreFor(c: AppOptions['config']): MediaStore {
  if (c.MEDIA_STORE !== 's3') return localStore(c.MEDIA_DIR);
  // loadConfig has checked these are all set for MEDIA_STORE=s3.
  return s3Store({
    endpoint: c.S3_ENDPOINT!,
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION ?? 'auto',
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
    publicUrl: c.MEDIA_PUBLIC_URL!,
  });
}
