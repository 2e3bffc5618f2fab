// The home page's Latest Properties tabs as search queries: a tab is only a name on the page,
// so what each one searches is chosen here (docs/decisions/010-site-pages.md says why).
export const LATEST_TABS = [
  { id: 'houses', query: 'property_type=house&property_type=builder_floor' },
  { id: 'apartments', query: 'property_type=apartment' },
  { id: 'bedrooms', query: 'property_type=room' },
  { id: 'pool', query: 'amenities=Swimming+Pool' },
] as const;
export type LatestTab = (typeof LATEST_TABS)[number]['id'];
export const latestTab = (v: string | null) => LATEST_TABS.find((x) => x.id === v) ?? null;
