// Business constants (purposes, types, roles, limits), in one place for the API and the web app.
export const PURPOSES = ['buy', 'rent', 'short_stay', 'pg', 'commercial'] as const;
export type Purpose = (typeof PURPOSES)[number];

export const PROPERTY_TYPES = [
  'house',
  'apartment',
  'builder_floor',
  'room',
  'office',
  'shop',
  'warehouse',
  'plot',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const RESIDENTIAL_TYPES = ['house', 'apartment', 'builder_floor', 'room'] as const;
export const COMMERCIAL_TYPES = ['office', 'shop', 'warehouse', 'plot'] as const;

export const LISTING_STATUSES = [
  'draft',
  'pending_review',
  'active',
  'rejected',
  'rented',
  'sold',
  'expired',
  'taken_down',
  'paused',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const ROLES = ['user', 'owner', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SORT_OPTIONS = ['newest', 'distance', 'price_low', 'price_high', 'popular', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * Who posted a listing: its owner (a person listing their own place), an agent (or our team), or
 * the builder of its project (the project names the builder's account). Decision 024.
 */
export const POSTED_BY = ['owner', 'agent', 'builder'] as const;
export type PostedBy = (typeof POSTED_BY)[number];

export const RADIUS_OPTIONS_KM = [5, 10, 20, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 20;
export const NEAR_ME_RADIUS_KM = 10;
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const RECOMMENDATIONS_LIMIT = 6;
export const BLOG_PAGE_SIZE = 10;
export const MAX_PHOTO_THUMBNAILS = 8;
export const PRICE_SLIDER_MAX = 10_000_000;
export const NEW_LISTING_DAYS = 7;

export const DEFAULT_LOCATION = { lat: 28.4595, lng: 77.0266, name: 'Gurgaon, India' } as const;
/** Map tiles unless MAP_TILE_URL says otherwise (the web app draws them, the server's CSP allows their host). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const AMENITIES = [
  'Parking',
  'Security',
  'Garden',
  'Gym',
  'Swimming Pool',
  'Power Backup',
  'Water Supply',
  'Waste Management',
  'Intercom',
  'Gas Pipeline',
  'WiFi',
  'Air Conditioning',
  'RO Water System',
  'Servant Room',
  'Study Room',
] as const;

export const FEATURES = [
  'Furnished',
  'Semi-Furnished',
  'Unfurnished',
  'Modular Kitchen',
  'Built-in Wardrobes',
  'False Ceiling',
  'Wooden Flooring',
  'Marble Flooring',
  'Corner Property',
  'Park Facing',
  'Main Road Facing',
  'East Facing',
] as const;

/**
 * The three furnishing features mirror a listing's one `furnishing` answer (search filters on
 * them): the listing form asks furnishing once and never offers them as features.
 */
export const FURNISHING_FEATURE = {
  furnished: 'Furnished',
  semi_furnished: 'Semi-Furnished',
  unfurnished: 'Unfurnished',
} as const;
const FURNISHING_WORDS: readonly string[] = Object.values(FURNISHING_FEATURE);
/** The features an owner picks (the furnishing ones come from the furnishing answer). */
export const LISTING_FEATURES = FEATURES.filter((f) => !FURNISHING_WORDS.includes(f));

/** A listing's features with the furnishing one, if any, matching its furnishing answer. */
export function withFurnishingFeature(features: readonly string[], furnishing: unknown): string[] {
  const own = features.filter((f) => !FURNISHING_WORDS.includes(f));
  const word = FURNISHING_FEATURE[furnishing as keyof typeof FURNISHING_FEATURE];
  return word ? [word, ...own] : own;
}

export const PURPOSE_LABELS: Record<Purpose, string> = {
  buy: 'For Sale',
  rent: 'For Rent',
  short_stay: 'Short Stay',
  pg: 'PG',
  commercial: 'Commercial',
};

export const SITE = {
  name: 'Aangan',
  email: 'hello@aangan.in',
  phone: '+91 124 400 1122',
  address: 'Aangan, Sector 44, Gurugram, Haryana 122001',
  /** Sector 44's centre (OpenStreetMap, via the gazetteer in shared/data): the office on the map. */
  office: { lat: 28.451991, lng: 77.072896 },
} as const;

/** 360° tour hosts accepted by default (TOUR_HOSTS overrides); the provider name is kept with the link.
 *  Here, not in tours.ts, so listing pages can check a link without loading the tour schemas. */
export const DEFAULT_TOUR_HOSTS: Record<string, string> = {
  'my.matterport.com': 'matterport',
  'kuula.co': 'kuula',
  'momento360.com': 'momento360',
  'theasys.io': 'theasys',
  'app.cloudpano.com': 'cloudpano',
  'roundme.com': 'roundme',
  'tour.panoee.com': 'panoee',
  'www.teliportme.com': 'teliportme',
};

/**
 * Written into every page's head, before any module script: in the browser zod must not compile
 * parsers with `new Function` (the page's CSP allows no eval, and even zod's probe for it, made
 * when a schema is built, is reported as a violation). zod reads this global when it loads. The
 * CSP allows this one inline script by its hash (apps/api/src/shared/security.ts). The server
 * keeps zod's faster compiled parsers.
 */
export const ZOD_BROWSER_SETUP = 'globalThis.__zod_globalConfig={jitless:true};';
