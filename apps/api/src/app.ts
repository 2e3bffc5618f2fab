// The whole product as one Fastify plugin tree: the API under /api/v1, generated and uploaded
// media under /media, and (when a web build is given) the server-rendered web app everywhere
// else. server.ts only opens the database, listens and shuts down. buildApp reads as the list of
// concerns in the order they must be registered; each is a function below.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@aangan/contracts';
import { frameworkError, notFound, registerErrorHandling } from './shared/errors.ts';
import { BODY_LIMIT, DOCS_CSP, registerSecurity, securityOptions } from './shared/security.ts';
import { genReqId } from './shared/request-id.ts';
import { storableTextValidatorCompiler } from './shared/validation.ts';
import { createListingCache, matchWaitingListings, sendDueAlerts, type CacheStats } from './features/search/index.ts';
import { sendDigests } from './features/notifications/index.ts';
import { createDemoMediaRepository } from './features/listings/index.ts';
import { mediaRoutes } from './features/listings/index.ts';
import { createSitemapRepository } from './features/content/index.ts';
import { seoRoutes } from './features/content/index.ts';
import { createRetentionRepository } from './features/back-office/index.ts';
import type { MailTransport } from './shared/notifications/transport.ts';
import type { SmsTransport } from './shared/notifications/sms.ts';
import { storedKeys } from './features/listings/index.ts';
import { enforceAccess } from './shared/access.ts';
import { instanceLocks, type InstanceLocks } from '@aangan/db/instance-locks';
import type { JobDeps } from './schedule.ts';
import { checkLocalMedia } from './shared/local-media.ts';
import { backgroundJobs, type BackgroundWork } from './background.ts';
import { startJobs, type RunningJobs } from './shared/jobs.ts';
import { webApp, type WebOptions } from './web.ts';
import { redisReady, type SharedRedis } from './shared/redis.ts';
import type { Database } from '@aangan/db';
import { apiRoutes } from './api-routes.ts';
import { createServices, DEFAULTS, type ServiceOptions, type Services } from './services.ts';

export { siteOrigin } from './services.ts';

export interface AppOptions extends ServiceOptions {
  logger?: FastifyServerOptions['logger'];
  web?: WebOptions;
  /** URLs per sitemap file (the protocol's 50,000 by default); tests use a small one. */
  sitemapChunkSize?: number;
  /**
   * Run the timed jobs (listing expiry, data retention, e-mail through `mail`, statistics;
   * background.ts) once the app is ready: the server does; tests call the jobs' steps
   * directly. Listing views are written on a timer either way.
   */
  jobs?: { mail: MailTransport; sms?: SmsTransport };
}

export const API_PREFIX = '/api/v1';

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = createServer(opts);
  await registerHttpBasics(app, opts.config);
  await registerDocs(app);
  const services = createServices(opts, app.log);
  listenForListingChanges(app, services);
  registerRedis(app, services.redis);
  // A getter: the OpenAPI build passes a database that refuses every use, even a look at it.
  app.decorate('database', { getter: () => opts.database });
  registerBackgroundJobs(app, opts, services);
  await app.register(apiRoutes(app, services), { prefix: API_PREFIX });
  // At the site root, before the web app's catch-all.
  await app.register(siteRoutes(opts));
  await registerPages(app, opts, services);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How often the in-memory answers were used, for benchmarks (bench/traffic.ts) and tests. */
    cacheStats(): { listings: CacheStats; pages: CacheStats | null };
    /** The shared Redis connection when REDIS_URL is set (rate limits use it), else null. */
    redis: SharedRedis | null;
    /** The app's database, for what runs beside the routes (tests read the SMS outbox through it). */
    database: Database;
  }
}

function createServer(opts: AppOptions) {
  return Fastify({
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
}
type App = ReturnType<typeof createServer>;

/** Validation and serialisation through zod, request ids, the error envelope, compression, security headers and limits. */
async function registerHttpBasics(app: App, config: AppOptions['config']): Promise<void> {
  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024 });
  registerSecurity(app, securityOptions(config));
}

/** The OpenAPI document of every route registered after this, and its viewer at /api/v1/docs. */
async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Aangan API',
        version: '1.0.0',
        description:
          'Property marketplace for Gurugram. Errors are `{code, detail}`: `code` is stable (the ErrorCode enum), `detail` its English text; invalid input is 422 `VALIDATION` with a list of field errors, each with its own `code` and `params`.',
      },
      servers: [{ url: '/' }],
      // Who may call each operation: its `x-access` and `x-roles` (shared/access.ts).
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
}

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

/** The caches hear of listing changes from when the app is ready until it closes. */
function listenForListingChanges(app: App, s: Services): void {
  app.addHook('onReady', () => s.listingChanges.start());
  app.addHook('onClose', () => s.listingChanges.stop());
}

/**
 * The app is ready once Redis is connected (or has failed to connect within its timeout), so a
 * server that has Redis shares its limits from the first request; the connection closes with the app.
 */
function registerRedis(app: App, redis: SharedRedis | null): void {
  app.decorate('redis', redis);
  if (!redis) return;
  app.addHook('onReady', async () => {
    await redisReady(redis.client);
  });
  app.addHook('onClose', async () => {
    await redis.close();
  });
}

/**
 * The timed work of background.ts starts when the app is ready (after the server has seeded
 * and analysed the database) and stops when it closes, before the database does. Other instances
 * on the same PostgreSQL are met through advisory locks: the scheduled jobs run on one at a time,
 * and an instance keeping uploads in a local folder warns when another one is running.
 */
function registerBackgroundJobs(app: App, opts: AppOptions, s: Services): void {
  const locks = instanceLocks(opts.database);
  const work: BackgroundWork = { views: s.views };
  if (opts.jobs) {
    work.scheduled = {
      deps: scheduledJobDeps(app, s, locks),
      minutes: opts.config.JOB_INTERVAL_MINUTES ?? DEFAULTS.JOB_INTERVAL_MINUTES,
    };
    const seconds = (key: 'MAIL_EVERY_SECONDS' | 'SMS_EVERY_SECONDS' | 'ALERTS_EVERY_SECONDS') =>
      (opts.config[key] ?? DEFAULTS[key]) * 1000;
    work.alerts = {
      everyMs: seconds('ALERTS_EVERY_SECONDS'),
      run: () => locks.whileHeld('alerts', () => alertRun(opts, s)),
    };
    work.mail = { database: opts.database, transport: opts.jobs.mail, everyMs: seconds('MAIL_EVERY_SECONDS') };
    if (opts.jobs.sms)
      work.sms = { database: opts.database, transport: opts.jobs.sms, everyMs: seconds('SMS_EVERY_SECONDS') };
    if (opts.database.kind === 'pglite') work.analyze = opts.database;
  }
  const localMedia = !opts.mediaStore && opts.config.MEDIA_STORE !== 's3';
  let running: RunningJobs | undefined;
  app.addHook('onReady', async () => {
    if (localMedia)
      await checkLocalMedia(locks, (message) => app.log.warn(message)).catch((err: unknown) => {
        app.log.warn({ err }, 'could not check for other instances with local media');
      });
    running = startJobs(backgroundJobs(work), (err, what) => app.log.warn({ err }, what));
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    await locks.close();
  });
}

/**
 * Live listings whose owners did not reconfirm in time go offline, projects' registrations past
 * their date are marked lapsed, and personal data past its retention period goes (schedule.ts).
 */
function scheduledJobDeps(app: App, s: Services, locks: InstanceLocks): JobDeps {
  return {
    database: s.database,
    listings: s.listings,
    hooks: s.hooks,
    projects: s.projectAdmin,
    retention: createRetentionRepository(s.database),
    lapsed: (items) =>
      app.log.info({ projects: items.map((p) => p.slug) }, 'HRERA registrations past their date marked lapsed'),
    warn: (err, what) => app.log.warn({ err }, what),
    removed: (counts) =>
      app.log.info({ retention: counts }, 'personal data past its retention period removed or anonymised'),
    dropDraftFiles: (gone) => s.store.remove(gone.flatMap((g) => storedKeys(s.store, g.id, g.urls))),
    alone: (fn) => locks.whileHeld('scheduledJobs', fn),
    skipped: () => app.log.debug('scheduled jobs skipped: another instance is running them'),
  };
}

/**
 * Listings that went live are matched with saved searches, then due alerts are written, then the
 * daily digests that are due (one instance at a time).
 */
async function alertRun(opts: AppOptions, s: Services): Promise<void> {
  await matchWaitingListings(opts.database);
  await sendDueAlerts(opts.database, {
    origin: s.origin,
    secret: s.linkSecret,
    perDay: opts.config.ALERT_EMAILS_PER_DAY ?? DEFAULTS.ALERT_EMAILS_PER_DAY,
  });
  await sendDigests(opts.database, { origin: s.origin, secret: s.linkSecret });
}

/** Sitemaps and robots.txt, and generated and uploaded media. */
function siteRoutes(opts: AppOptions) {
  return async (site: FastifyInstance) => {
    enforceAccess(site);
    await site.register(
      seoRoutes(createSitemapRepository(opts.database), {
        publicUrl: opts.config.PUBLIC_URL,
        chunkSize: opts.sitemapChunkSize,
      }),
    );
    await site.register(mediaRoutes(opts.config.MEDIA_DIR, createDemoMediaRepository(opts.database)));
  };
}

/** The web app answers every other address; without it, they are JSON 404s. */
async function registerPages(app: App, opts: AppOptions, s: Services): Promise<void> {
  // Search and listing pages for visitors without cookies are kept until a listing changes (page-cache.ts).
  const pages = opts.web ? createListingCache(s.listingChanges, { maxEntries: 500 }) : null;
  app.decorate('cacheStats', () => ({ listings: s.listingCache.stats(), pages: pages?.stats() ?? null }));
  if (pages && opts.web) {
    await app.register(
      webApp({
        pages: {
          cache: pages,
          onListingView: (id) => s.views.add(id),
          likedAmong: async (userId, ids) => {
            const swipes = await s.swipes.among(userId, ids);
            return ids.filter((id) => swipes.get(id) === true);
          },
        },
        ...opts.web,
      }),
    );
  } else app.setNotFoundHandler((req, reply) => reply.code(404).send(notFound(req)));
}
