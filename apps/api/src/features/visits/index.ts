// The visits feature's public surface: site visits, booked by seekers and handled by agents.
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createAgentRepository } from './agents/repository.ts';
export { agentRoutes } from './agents/routes.ts';
export { notifyVisitChange } from './notify.ts';
export { createVisitRepository } from './repository.ts';
export { visitRoutes } from './routes.ts';
