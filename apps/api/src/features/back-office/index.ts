// The back office's public surface: moderation of listings, the users admin, the forms inbox and
// the retention of personal data (staff-only workflows that span features).
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { decisionRoutes } from './decision-routes.ts';
export { createModerator } from './decisions.ts';
export { createChecker } from './detect.ts';
export { findingRoutes } from './finding-routes.ts';
export { formAdminRoutes } from './inbox/routes.ts';
export { createQueueRepository } from './queue-repository.ts';
export { queueRoutes } from './queue-routes.ts';
export { createModerationRepository } from './repository.ts';
export { createRetentionRepository } from './retention/repository.ts';
export type { RetentionRepository } from './retention/repository.ts';
export { changedAny, runRetention } from './retention/retention.ts';
export type { RetentionCounts } from './retention/retention.ts';
export { createAdminUserRepository } from './users/admin-repository.ts';
export { adminUserRoutes } from './users/admin-routes.ts';
