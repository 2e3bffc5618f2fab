// The listings feature's public surface: what other features may use (docs/decisions/048-feature-folders.md).
export { Favorites } from './Favorites';
export { MyProperties } from './MyProperties';
export { PropertyCard } from './PropertyCard';
export { RecentlyViewed } from './RecentlyViewed';
export { CompareTray } from './CompareTray';
export { toCard, toMapCard } from './card';
export type { CardProperty, MapCard } from './card';
export { Gallery } from './detail/Gallery';
export type { GalleryPhoto } from './detail/Gallery';
export { MapLink } from './detail/PropertySections';
export { flowPath } from './flow/listing-flow';
export { pendingFields, pendingLabel } from './pending-changes';
