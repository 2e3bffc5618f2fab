// The search feature's public surface: search, listing detail, similar listings and
// recommendations (routes.ts), places, saved searches, and the cache of answers kept until a
// listing changes.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createListingCache, withTagsOf } from './cache.ts';
export type { CacheStats, ListingCache, Tags } from './cache.ts';
export { createListingChanges } from './listing-changes.ts';
export { createLocationRepository } from './locations/repository.ts';
export { locationRoutes } from './locations/routes.ts';
export { propertyRoutes } from './routes.ts';
export { createSearch } from './search.ts';
export { createSimilar } from './similar.ts';
export { createSavedSearchRepository } from './saved/repository.ts';
export { savedSearchRoutes } from './saved/routes.ts';
export { matchWaitingListings, narrowingOf } from './saved/matcher.ts';
export { sendDueAlerts } from './saved/alerts.ts';
