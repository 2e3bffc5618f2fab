// The contact feature's public surface: enquiries and phone reveals, and reports about listings.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createReportRepository } from './reports/repository.ts';
export { reportRoutes } from './reports/routes.ts';
export { createContactRepository } from './repository.ts';
export { contactRoutes } from './routes.ts';
export { stillAvailableRoutes } from './still-available.ts';
