// The accounts feature's public surface: signing in and up, codes, password resets, one's own
// account, and deleting it.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { codeRoutes } from './code-routes.ts';
export { createDeletionRepository } from './deletion/repository.ts';
export { deletionRoutes } from './deletion/routes.ts';
export { createDeviceTokens } from './devices.ts';
export { passwordResetRoutes } from './password-reset-routes.ts';
export { createPasswordReset } from './password-reset.ts';
export { authRoutes } from './routes.ts';
export { TakenError, USER_COLUMNS, createUserRepository, rethrowTaken, toUser } from './users/repository.ts';
export type { UserRepository, UserRow } from './users/repository.ts';
export { userRoutes } from './users/routes.ts';
