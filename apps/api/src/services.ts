// What more than one group of routes (or the background jobs) shares: repositories with state or
// more than one user, the listing hooks that send e-mail, the automatic checks and the moderator,
// the media store and the listing view counter. Made once per app by buildApp (app.ts).
import { linkSecrets } from './shared/links.ts';
import type { FastifyBaseLogger } from 'fastify';
import { RECONFIRM_DAYS } from '@aangan/contracts';
import type { Database } from '@aangan/db';
import { configSchema, type Config } from './config.ts';
import { createPropertyRepository } from './features/listings/index.ts';
import { createListingCache } from './features/search/index.ts';
import { createListingChanges } from './features/search/index.ts';
import { createViewCounter } from './features/listings/index.ts';
import { createLocationRepository } from './features/search/index.ts';
import { createProjectAdminRepository } from './features/projects/index.ts';
import { createSessionStore } from './shared/sessions.ts';
import { createUserRepository } from './features/accounts/index.ts';
import { createSwipeRepository } from './features/listings/index.ts';
import { createListingRepository } from './features/listings/index.ts';
import type { ListingFiles } from './features/listings/index.ts';
import type { ListingHooks } from './features/listings/index.ts';
import { createPhotoRepository } from './features/listings/index.ts';
import { photoFiles } from './features/listings/index.ts';
import { guardedStore, localStore, s3Store, storedKeys, type MediaStore } from './features/listings/index.ts';
import { notifyChangesDecision, notifyListingDecision, notifyListingExpiring } from './features/listings/index.ts';
import { createModerationRepository } from './features/back-office/index.ts';
import { createQueueRepository } from './features/back-office/index.ts';
import { createChecker } from './features/back-office/index.ts';
import { createModerator } from './features/back-office/index.ts';
import { createLimiter, type NewLimiter } from './shared/limiter.ts';
import { connectRedis, type SharedRedis } from './shared/redis.ts';

export interface ServiceOptions {
  config: Pick<Config, 'MEDIA_DIR'> & Partial<Config>;
  database: Database;
  /** Where uploads go; by default what the configuration says (a local folder unless MEDIA_STORE=s3). */
  mediaStore?: MediaStore;
  /** Callbacks on listing events (decisions, about to expire), e.g. for notifications. */
  listingHooks?: ListingHooks;
}

export const DEFAULTS = configSchema.parse({});

export type RateLimitSetting =
  `RATE_LIMIT_${'LOGIN' | 'LOGIN_PHONE' | 'LOGIN_PHONE_ALL' | 'REGISTER' | 'FORMS' | 'UPLOADS' | 'SEARCH' | 'PASSWORD_RESET' | 'PASSWORD_RESET_PHONE' | 'PASSWORD_RESET_PHONE_ALL' | 'CODES' | 'CODES_PHONE' | 'CODES_PHONE_ALL' | 'CODES_RANGE' | 'REVEALS_RANGE' | 'REPORTS' | 'REPORTS_RANGE'}`;

export function createServices(opts: ServiceOptions, log: FastifyBaseLogger) {
  const { database, config } = opts;
  const properties = createPropertyRepository(database);
  const listings = createListingRepository(database, {
    rent: config.LISTING_RECONFIRM_DAYS_RENT ?? RECONFIRM_DAYS.rent,
    sale: config.LISTING_RECONFIRM_DAYS_SALE ?? RECONFIRM_DAYS.sale,
  });
  // The site's address in links we e-mail (reconfirm links): PUBLIC_URL, else this server.
  const origin = siteOrigin(config);
  const hooks = opts.listingHooks ?? mailingHooks(database, origin);
  const moderation = createModerationRepository(database);
  const checker = createChecker(listings, moderation);
  const photos = createPhotoRepository(database);
  const store = guardedStore(opts.mediaStore ?? mediaStoreFor(config), (err, what) => log.error({ err }, what));
  const listingChanges = createListingChanges(database);
  const redis = redisFor(config, log);
  const limiter: NewLimiter = (o) => createLimiter(o, redis);
  return {
    database,
    config,
    origin,
    /** The secret signed links are made with, read once from the database (shared/links.ts). */
    linkSecret: linkSecrets(database),
    /** The connection to Redis when REDIS_URL is set (app.ts closes it with the app). */
    redis,
    /** A rate limit's setting, or its default. */
    setting: (k: RateLimitSetting) => config[k] ?? DEFAULTS[k],
    /** A rate limiter counting in Redis when there is one (shared by the instances), else in this process. */
    limiter,
    properties,
    places: createLocationRepository(database),
    sessions: createSessionStore(database),
    users: createUserRepository(database),
    swipes: createSwipeRepository(database),
    listings,
    hooks,
    moderation,
    queue: createQueueRepository(database),
    checker,
    moderator: createModerator({
      listings,
      repo: moderation,
      hooks,
      warn: (err) => log.warn({ err }, 'listing hook failed'),
    }),
    // The checks only flag for an admin: if they fail, the owner's submission still stands.
    reviewing: (id: number) =>
      checker.check(id).catch((err: unknown) => {
        log.warn({ err, listing: id }, 'automatic checks failed');
      }),
    projectAdmin: createProjectAdminRepository(database),
    photos,
    store,
    listingFiles: listingFilesOf(properties, photos, store),
    /** Listing views, counted in memory and written by a background job. */
    views: createViewCounter(properties),
    /** Changes to live listings, as the database reports them (to every process). */
    listingChanges,
    /** Listings for the API's listing and page routes, kept until a change touches them. */
    listingCache: createListingCache(listingChanges),
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * By default the owner hears by e-mail (through the outbox) when the team decides about a
 * listing or it is about to expire; tests may pass their own hooks. Given the transaction of the
 * change, the message is written in it.
 */
export function mailingHooks(database: Database, origin: string): ListingHooks {
  return {
    onListingDecision: async (l, decision, q = database) => {
      if (decision === 'verified' || decision === 'rejected')
        await notifyListingDecision(q, l, decision === 'verified' ? 'approved' : 'rejected', l.rejection ?? l.reason);
      if (decision === 'changes_approved' || decision === 'changes_rejected')
        await notifyChangesDecision(q, l, decision === 'changes_approved', l.rejection ?? l.reason);
    },
    onListingExpiring: async (l, q = database) => {
      await notifyListingExpiring(q, l, origin);
    },
  };
}

function redisFor(c: ServiceOptions['config'], log: FastifyBaseLogger): SharedRedis | null {
  if (!c.REDIS_URL) return null;
  return connectRedis(c.REDIS_URL, c.REDIS_KEY_PREFIX ?? DEFAULTS.REDIS_KEY_PREFIX, log);
}

/** A listing's stored photo and panorama files: removed with it (owner delete, deletion requests, expired drafts). */
function listingFilesOf(
  properties: ReturnType<typeof createPropertyRepository>,
  photos: ReturnType<typeof createPhotoRepository>,
  store: MediaStore,
): ListingFiles {
  return {
    filesOf: async (id) => {
      const [images, tour] = await Promise.all([photos.list(id), properties.tour(id)]);
      return [...photoFiles(store, id, images), ...storedKeys(store, id, tour?.scenes.map((s) => s.image_url) ?? [])];
    },
    remove: (keys) => store.remove(keys),
  };
}

/** The origin links in our e-mail point at: PUBLIC_URL, or this server on localhost. */
export function siteOrigin(c: Pick<Partial<Config>, 'PUBLIC_URL' | 'PORT'>): string {
  return (c.PUBLIC_URL ?? `http://localhost:${c.PORT ?? DEFAULTS.PORT}`).replace(/\/+$/, '');
}

function mediaStoreFor(c: ServiceOptions['config']): MediaStore {
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
