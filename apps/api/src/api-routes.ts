// The API's modules under /api/v1, registered in groups. The order is the order of the paths in
// the OpenAPI document, so a new module goes at the end of its group.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DEFAULT_TOUR_HOSTS } from '@aangan/contracts';
import { NO_SUCH_FORM, isFormUrl, notFound } from './shared/errors.ts';
import { limitRequests } from './shared/limiter.ts';
import { access, enforceAccess } from './shared/access.ts';
import { authPlugin } from './shared/auth.ts';
import { DEFAULTS, type Services } from './services.ts';
import { healthRoutes } from './shared/health.ts';
import { propertyRoutes } from './features/search/index.ts';
import { createSearch } from './features/search/index.ts';
import { createSimilar } from './features/search/index.ts';
import { locationRoutes } from './features/search/index.ts';
import { createSavedSearchRepository, narrowingOf, savedSearchRoutes } from './features/search/index.ts';
import { createProjectRepository } from './features/projects/index.ts';
import { projectRoutes } from './features/projects/index.ts';
import { projectAdminRoutes } from './features/projects/index.ts';
import { authRoutes } from './features/accounts/index.ts';
import { codeRoutes } from './features/accounts/index.ts';
import { createDeviceTokens } from './features/accounts/index.ts';
import { passwordResetRoutes } from './features/accounts/index.ts';
import { createPasswordReset } from './features/accounts/index.ts';
import { userRoutes } from './features/accounts/index.ts';
import { createAdminUserRepository } from './features/back-office/index.ts';
import { adminUserRoutes } from './features/back-office/index.ts';
import { createAgentRepository } from './features/visits/index.ts';
import { agentRoutes } from './features/visits/index.ts';
import { swipeRoutes } from './features/listings/index.ts';
import { createRecentRepository, recentRoutes } from './features/listings/index.ts';
import { createVisitRepository } from './features/visits/index.ts';
import { visitRoutes } from './features/visits/index.ts';
import { listingRoutes } from './features/listings/index.ts';
import { createDeletionRepository } from './features/accounts/index.ts';
import { deletionRoutes } from './features/accounts/index.ts';
import { createDraftRepository, draftRoutes } from './features/listings/index.ts';
import { acceptUploads, photoRoutes } from './features/listings/index.ts';
import { createTourRepository } from './features/listings/index.ts';
import { tourRoutes } from './features/listings/index.ts';
import { createFormRepository } from './features/content/index.ts';
import { formRoutes } from './features/content/index.ts';
import { formAdminRoutes } from './features/back-office/index.ts';
import { createBlogRepository } from './features/content/index.ts';
import { blogRoutes } from './features/content/index.ts';
import { createPageRepository } from './features/content/index.ts';
import { pageRoutes } from './features/content/index.ts';
import { pageAdminRoutes } from './features/content/index.ts';
import { createBlogAdminRepository } from './features/content/index.ts';
import { blogAdminRoutes } from './features/content/index.ts';
import { notifyFormStored } from './features/content/index.ts';
import { notifyVisitChange } from './features/visits/index.ts';
import { decisionRoutes } from './features/back-office/index.ts';
import { findingRoutes } from './features/back-office/index.ts';
import { queueRoutes } from './features/back-office/index.ts';
import { createAvailability, requestReconfirm } from './features/listings/index.ts';
import { linkSecrets } from './shared/links.ts';
import { reconfirmRoutes } from './features/listings/index.ts';
import { createContactRepository } from './features/contact/index.ts';
import { contactRoutes } from './features/contact/index.ts';
import { createReportRepository } from './features/contact/index.ts';
import { reportRoutes } from './features/contact/index.ts';
import { stillAvailableRoutes } from './features/contact/index.ts';
import { createNotificationRepository, notificationRoutes } from './features/notifications/index.ts';
import { unreadCount } from './shared/notifications/in-app.ts';
import { createShortlistRepository, shortlistRoutes } from './features/shortlists/index.ts';

type Api = FastifyInstance;

/** Every API module; `root` is the whole app (its OpenAPI document is served here). */
export function apiRoutes(root: FastifyInstance, s: Services): FastifyPluginAsync {
  return async (api) => {
    // From here on every route declares who may call it; the declaration is also the check.
    enforceAccess(api);
    api.get('/openapi.json', { config: access('public'), schema: { hide: true } }, async () => root.swagger());
    await api.register(healthRoutes(s.database));
    await accountRoutes(api, s);
    await listingGroup(api, s);
    await peopleRoutes(api, s);
    await contentRoutes(api, s);
    api.setNotFoundHandler((req, reply) => reply.code(404).send(isFormUrl(req.url) ? NO_SUCH_FORM : notFound(req)));
  };
}

/** Signing in and up, password resets, one's own account and the back office's people. */
async function accountRoutes(api: Api, s: Services): Promise<void> {
  const { users, sessions, setting, limiter } = s;
  await api.register(authPlugin, { sessions });
  const devices = createDeviceTokens(linkSecrets(s.database));
  await api.register(
    authRoutes({
      users,
      unread: (userId) => unreadCount(s.database, userId),
      sessions,
      devices,
      limits: {
        login: setting('RATE_LIMIT_LOGIN'),
        loginPhone: setting('RATE_LIMIT_LOGIN_PHONE'),
        loginPhoneAll: setting('RATE_LIMIT_LOGIN_PHONE_ALL'),
      },
      limiter,
    }),
  );
  await api.register(
    codeRoutes({
      database: s.database,
      users,
      sessions,
      devices,
      origin: s.origin,
      limits: {
        perAddress: setting('RATE_LIMIT_CODES'),
        perPhone: setting('RATE_LIMIT_CODES_PHONE'),
        perPhoneAll: setting('RATE_LIMIT_CODES_PHONE_ALL'),
        perRange: setting('RATE_LIMIT_CODES_RANGE'),
        checks: setting('RATE_LIMIT_LOGIN'),
        signUps: setting('RATE_LIMIT_REGISTER'),
      },
      limiter,
    }),
  );
  await api.register(
    passwordResetRoutes({
      resets: createPasswordReset(s.database, linkSecrets(s.database), s.origin),
      limits: {
        perAddress: setting('RATE_LIMIT_PASSWORD_RESET'),
        perPhone: setting('RATE_LIMIT_PASSWORD_RESET_PHONE'),
        perPhoneAll: setting('RATE_LIMIT_PASSWORD_RESET_PHONE_ALL'),
      },
      limiter,
    }),
  );
  await api.register(userRoutes(users));
  await api.register(adminUserRoutes({ admin: createAdminUserRepository(s.database), users }));
}

/** Search and detail, owners' listings, reconfirmation, moderation, photos and tours, drafts, likes, saved searches. */
async function listingGroup(api: Api, s: Services): Promise<void> {
  const { database, listings, listingFiles, reviewing, moderation, queue, photos } = s;
  const search = createSearch(database);
  const recent = createRecentRepository(database);
  await api.register(
    propertyRoutes({
      repo: s.properties,
      search,
      similar: createSimilar(database),
      cache: s.listingCache,
      places: s.places,
      views: s.views,
      swipes: s.swipes,
      recent,
      users: s.users,
      searchLimit: s.limiter({ ...s.setting('RATE_LIMIT_SEARCH'), name: 'search', code: 'SEARCH_RATE_LIMITED' }),
    }),
  );
  await api.register(
    listingRoutes(listings, listingFiles, reviewing, {
      numbers: async (id) => (await s.users.contactNumbers(id)).map((n) => n.phone),
    }),
  );
  await api.register(reconfirmRoutes(createAvailability(database, listings, linkSecrets(database))));
  await api.register(decisionRoutes({ moderator: s.moderator, checker: s.checker, repo: moderation, queue, listings }));
  await api.register(findingRoutes(moderation, listings));
  await api.register(queueRoutes(queue, moderation));
  const drafts = createDraftRepository(database, listings);
  await api.register(mediaUploadRoutes(s, drafts));
  await api.register(
    draftRoutes({ drafts, listings, files: listingFiles, images: (id) => photos.list(id), limiter: s.limiter }),
  );
  await api.register(swipeRoutes(s.swipes));
  await api.register(recentRoutes(recent));
  const readSaved = (query: string) => narrowingOf({ search, places: s.places }, query);
  await api.register(
    savedSearchRoutes(createSavedSearchRepository(database, readSaved), {
      secret: s.linkSecret,
      perDay: s.config.ALERT_EMAILS_PER_DAY ?? DEFAULTS.ALERT_EMAILS_PER_DAY,
    }),
  );
  await api.register(notificationRoutes(createNotificationRepository(database), s.linkSecret));
  await api.register(shortlistRoutes(createShortlistRepository(database)));
}

/** Photo and panorama uploads, in their own scope (it accepts multipart bodies). */
function mediaUploadRoutes(s: Services, drafts: ReturnType<typeof createDraftRepository>): FastifyPluginAsync {
  // Photos and panoramas count together, per account; a visitor's draft photos per address
  // (routes for accounts only answer a visitor 401 before counting).
  const uploadLimit = limitRequests(
    s.limiter({ ...s.setting('RATE_LIMIT_UPLOADS'), name: 'upload', code: 'UPLOAD_RATE_LIMITED' }),
    (req) => (req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`),
  );
  const { listings, photos, store, reviewing } = s;
  return async (media) => {
    await acceptUploads(media);
    await media.register(photoRoutes({ listings, photos, store, reviewing, uploadLimit, drafts }));
    await media.register(
      tourRoutes({
        listings,
        tours: createTourRepository(s.database),
        properties: s.properties,
        store,
        hosts: s.config.TOUR_HOSTS ?? DEFAULT_TOUR_HOSTS,
        uploadLimit,
      }),
    );
  };
}

/** Site visits, agents' clients, projects, contacting owners and reports about listings. */
async function peopleRoutes(api: Api, s: Services): Promise<void> {
  const { database, config, origin } = s;
  const visits = createVisitRepository(database, { changed: notifyVisitChange });
  await api.register(visitRoutes(visits));
  await api.register(agentRoutes({ agents: createAgentRepository(database), visits }));
  await api.register(projectRoutes(createProjectRepository(database)));
  await api.register(
    contactRoutes({
      contact: createContactRepository(database),
      listings: s.listings,
      database,
      origin,
      revealsPerRange: s.limiter({
        ...s.setting('RATE_LIMIT_REVEALS_RANGE'),
        name: 'reveals-range',
        code: 'REVEAL_CAP',
      }),
      limits: {
        revealsPerDay: config.CONTACT_REVEALS_PER_DAY ?? DEFAULTS.CONTACT_REVEALS_PER_DAY,
        revealsPer30Days: config.CONTACT_REVEALS_PER_30_DAYS ?? DEFAULTS.CONTACT_REVEALS_PER_30_DAYS,
        enquiriesPerDay: config.ENQUIRIES_PER_DAY ?? DEFAULTS.ENQUIRIES_PER_DAY,
      },
    }),
  );
  await api.register(stillAvailableRoutes({ database, origin }));
  await api.register(
    reportRoutes({
      reports: createReportRepository(database, {
        minAgeDays: config.REPORTER_MIN_AGE_DAYS ?? DEFAULTS.REPORTER_MIN_AGE_DAYS,
        unavailablePerDay: config.UNAVAILABLE_REPORTS_PER_DAY ?? DEFAULTS.UNAVAILABLE_REPORTS_PER_DAY,
        burstListings: config.REPORT_BURST_LISTINGS ?? DEFAULTS.REPORT_BURST_LISTINGS,
      }),
      perAccount: s.limiter({ ...s.setting('RATE_LIMIT_REPORTS'), name: 'reports', code: 'REPORT_RATE_LIMITED' }),
      perRange: s.limiter({
        ...s.setting('RATE_LIMIT_REPORTS_RANGE'),
        name: 'reports-range',
        code: 'REPORT_RATE_LIMITED',
      }),
      threshold: config.REPORTS_TO_PAUSE ?? DEFAULTS.REPORTS_TO_PAUSE,
      origin,
      // "Already rented or sold": the owner is asked to reconfirm within 48 hours, or the listing pauses.
      onUnavailableReport: async (tx, id) => {
        await requestReconfirm(tx, id, origin);
      },
    }),
  );
}

/** The projects' back office, places, forms, deletion requests, the blog and the site's pages. */
async function contentRoutes(api: Api, s: Services): Promise<void> {
  const { database } = s;
  await api.register(projectAdminRoutes(s.projectAdmin));
  await api.register(locationRoutes(s.places));
  const forms = createFormRepository(database, { stored: notifyFormStored });
  await api.register(formRoutes(forms, s.limiter({ ...s.setting('RATE_LIMIT_FORMS'), name: 'form', code: 'BLOCKED' })));
  await api.register(formAdminRoutes(forms));
  await api.register(deletionRoutes({ requests: createDeletionRepository(database), files: s.listingFiles }));
  await api.register(blogRoutes(createBlogRepository(database)));
  await api.register(blogAdminRoutes(createBlogAdminRepository(database)));
  const pages = createPageRepository(database);
  await api.register(pageRoutes(pages, s.listingCache));
  await api.register(pageAdminRoutes(pages));
}
