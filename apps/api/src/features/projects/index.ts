// The projects feature's public surface: projects and their HRERA registrations, public and admin.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createProjectAdminRepository } from './admin-repository.ts';
export type { LapsedProject, ProjectAdminRepository } from './admin-repository.ts';
export { projectAdminRoutes } from './admin-routes.ts';
export { closedToContact, contactClosureSql, createProjectRepository, isPublicProject } from './repository.ts';
export type { ContactClosure } from './repository.ts';
export { projectRoutes } from './routes.ts';
