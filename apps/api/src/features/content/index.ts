// The content feature's public surface: blog, site pages, the forms people send, SEO (sitemap, robots).
// Other features and the wiring (api-routes.ts, services.ts, app.ts) import only this file
// (decision 049; eslint.config.js checks it).
export { createBlogAdminRepository } from './blog/admin-repository.ts';
export { blogAdminRoutes } from './blog/admin-routes.ts';
export { createBlogRepository } from './blog/repository.ts';
export { blogRoutes } from './blog/routes.ts';
export { toCsv } from './forms/csv.ts';
export { notifyFormStored } from './forms/notify.ts';
export { createFormRepository } from './forms/repository.ts';
export type { FormRepository, NoteRow, SubmissionRow } from './forms/repository.ts';
export { formRoutes } from './forms/routes.ts';
export { pageAdminRoutes } from './pages/admin-routes.ts';
export { createPageRepository } from './pages/repository.ts';
export { pageRoutes } from './pages/routes.ts';
export { createSitemapRepository } from './seo/repository.ts';
export { seoRoutes } from './seo/routes.ts';
