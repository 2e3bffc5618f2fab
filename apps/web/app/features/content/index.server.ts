// The content feature's server-only surface (loaders and actions of other features' pages call it);
// kept apart from index.ts so no browser bundle reaches a .server module through it.
export { renderMarkdown } from './markdown.server';
