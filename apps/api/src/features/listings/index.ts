// The listings feature's public surface: a listing's life (create, edit, review hooks, expiry,
// reconfirmation), its photos, tours and likes, and the one place that writes the properties table.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createAvailability, requestReconfirm } from './availability.ts';
export { createDraftRepository, draftRoutes } from './drafts.ts';
export { notify } from './hooks.ts';
export type { ListingDecision, ListingHooks, ListingNotice } from './hooks.ts';
export { HELD_STATES, adminMove } from './lifecycle.ts';
export type { AdminAction } from './lifecycle.ts';
export { createDemoMediaRepository } from './media/demo-repository.ts';
export { acceptUploads, photoFiles, photoRoutes } from './media/photo-routes.ts';
export { createPhotoRepository } from './media/repository.ts';
export { mediaRoutes } from './media/routes.ts';
export { guardedStore, localStore, s3Store, storedKeys } from './media/store.ts';
export type { MediaStore } from './media/store.ts';
export { createTourRepository } from './media/tour-repository.ts';
export { tourRoutes } from './media/tour-routes.ts';
export {
  notifyAvailabilityAsked,
  notifyChangesDecision,
  notifyListingDecision,
  notifyListingExpiring,
} from './messages.ts';
export { ownerFirst, toMyListing } from './owned.ts';
export type { ListingFiles } from './owned.ts';
export { pickVariant, toProperty } from './properties/mapper.ts';
export {
  BASE_COLUMNS,
  PUBLIC_COLUMNS,
  createPropertyRepository,
  isPublicListing,
  mediaColumns,
} from './properties/repository.ts';
export type { PropertyRepository, PropertyRow } from './properties/repository.ts';
export { createViewCounter } from './properties/views.ts';
export type { ViewCounter } from './properties/views.ts';
export { reconfirmRoutes } from './reconfirm-routes.ts';
export { createRecentRepository } from './recent/repository.ts';
export type { RecentRepository } from './recent/repository.ts';
export { recentRoutes } from './recent/routes.ts';
export { OWNED_COLUMNS, createListingRepository, writeAudit } from './repository.ts';
export type { ListingRepository, OwnedRow } from './repository.ts';
export { listingRoutes } from './routes.ts';
export { createSwipeRepository } from './swipes/repository.ts';
export type { SwipeRepository } from './swipes/repository.ts';
export { swipeRoutes } from './swipes/routes.ts';
export { countVisit, pauseForReports, restoreAfterReports, takeDownForReports } from './repository.ts';
