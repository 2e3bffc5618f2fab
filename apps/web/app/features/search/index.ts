// The search feature's public surface: what other features may use (docs/decisions/048-feature-folders.md).
export { BannerSearch } from './BannerSearch';
export { DroppedNotice } from './DroppedNotice';
export { filtersInWords } from './ActiveFilters';
export { readFilters } from './search-url';
