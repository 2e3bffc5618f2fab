// Shortlists shared with family: lists of listings and projects, members by invite link, votes
// and comments (decision 057).
export { createShortlistRepository } from './repository.ts';
export { shortlistRoutes } from './routes.ts';
