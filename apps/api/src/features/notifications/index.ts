// The notification centre: what a signed-in person is told about in the app, and the daily digest.
export { createNotificationRepository, type NotificationRepository } from './repository.ts';
export { notificationRoutes } from './routes.ts';
export { sendDigests, digestLine, DIGEST_KIND } from './digest.ts';
