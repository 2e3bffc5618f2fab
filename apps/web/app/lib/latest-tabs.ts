// The home page's Latest Properties tabs (spec section 2) as search queries; the spec names the
// tabs only (docs/decisions/010-site-pages.md says why each maps to what it does).
export const LATEST_TABS = [
  { id: 'houses', query: 'property_type=house&property_type=builder_floor' },
  { id: 'apartments', query: 'property_type=apartment' },
  { id: 'bedrooms', query: 'property_type=room' },
  { id: 'pool', query: 'amenities=Swimming+Pool' },
] as const;
export type LatestTab = (typeof LATEST_TABS)[number]['id'];
export const latestTab = (v: string | null) => LATEST_TABS.find((x) => x.id === v) ?? null;
