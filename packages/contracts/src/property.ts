import { z } from 'zod';
import { LISTING_STATUSES, POSTED_BY, PROPERTY_TYPES, PURPOSES } from './constants.ts';
import { REJECTION_REASON_CODES } from './rejection.ts';
import { PREFERRED_TENANTS } from './tenants.ts';

export const propertyImageSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  is_main_image: z.boolean(),
  caption: z.string().nullable(),
  position: z.number(),
  /** Width in pixels → WebP URL. */
  variants: z.record(z.string(), z.string()),
  /** Width → AVIF URL (uploaded photos; smaller files for browsers that read AVIF). */
  avif_variants: z.record(z.string(), z.string()),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

// The public shape of a listing. Field names are the public API's (snake_case); its clients read
// them, so they are not renamed.
export const tourSchema = z.object({
  kind: z.enum(['external', 'panorama']),
  external_url: z.string().nullable(),
  provider: z.string().nullable(),
  scenes: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      image_url: z.string(),
      initial_yaw: z.number(),
      links: z.array(
        z.object({ to_scene_id: z.number(), yaw: z.number(), pitch: z.number(), label: z.string().nullable() }),
      ),
    }),
  ),
});
export type Tour = z.infer<typeof tourSchema>;
export type PropertyImage = z.infer<typeof propertyImageSchema>;

export const propertySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  purpose: z.enum(PURPOSES),
  price_type: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  /** Only in an owner's (or admin's) preview of a rejected listing: its common reason (rejectionText words it)… */
  rejection_code: z.enum(REJECTION_REASON_CODES).optional(),
  /** …and what the reviewer wrote. */
  rejection_reason: z.string().optional(),
  property_type: z.enum(PROPERTY_TYPES),
  base_price: z.number().nullable(),
  monthly_rent: z.number().nullable(),
  daily_rate: z.number().nullable(),
  security_deposit: z.number().nullable(),
  maintenance_charges: z.number().nullable(),
  price_per_sqft: z.number().nullable(),
  price: z.number().nullable(),
  /** The price as the site writes it: '₹46,500/per month', '₹1,25,00,000'; null when it is on request. */
  price_formatted: z.string().nullable(),
  minimum_stay_days: z.number().nullable(),
  max_occupancy: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bhk: z.number().nullable(),
  bathrooms: z.number().nullable(),
  balconies: z.number().nullable(),
  area_sqft: z.number().nullable(),
  area_type: z.string().nullable(),
  floor_number: z.number().nullable(),
  total_floors: z.number().nullable(),
  parking_spaces: z.number().nullable(),
  age_of_property: z.number().nullable(),
  furnishing: z.string().nullable(),
  pg_sharing: z.string().nullable(),
  pg_food_included: z.boolean().nullable(),
  pg_gender: z.string().nullable(),
  /** Whom a home to rent is let to (`any` alone: anyone); null: not said. */
  preferred_tenants: z.array(z.enum(PREFERRED_TENANTS)).nullable(),
  /** Whether pets are welcome (homes to rent, PGs); null: not said. */
  pets_allowed: z.boolean().nullable(),
  amenities: z.array(z.string()),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  main_image_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  images: z.array(propertyImageSchema).optional(),
  /** How many photos it has (cards say so; the detail's `images` lists them). */
  photo_count: z.number(),
  virtual_tour_url: z.string().nullable(),
  has_panorama_tour: z.boolean(),
  full_address: z.string().nullable(),
  landmark: z.string().nullable(),
  sub_locality: z.string().nullable(),
  locality: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance_km: z.number().optional(),
  is_available: z.boolean(),
  available_from: z.string().nullable(),
  builder_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  /** Who posted it: an owner, an agent, or the project's builder (decision 024). */
  posted_by: z.enum(POSTED_BY),
  /** The agent's or builder's name; null for an owner. */
  poster_name: z.string().nullable(),
  /** When its owner (or the team, verifying it) last confirmed it is available; never in the future. */
  last_confirmed_at: z.string().nullable(),
  /** Detail only, and only for the listing's owner or an admin: seekers reveal it through POST /properties/{id}/contact. */
  owner_contact: z.string().nullable().optional(),
  /** Detail only: the tour with its scenes. */
  tour: tourSchema.nullable().optional(),
  /** Detail only: its price changes since it was first public, newest first (at most 10). */
  price_history: z.array(z.object({ old_price: z.number(), new_price: z.number(), changed_at: z.string() })).optional(),
  project_id: z.number().nullable(),
  is_verified: z.boolean(),
  /** Verified and published within the last NEW_LISTING_DAYS days. */
  is_new: z.boolean(),
  verified_at: z.string().nullable(),
  view_count: z.number(),
  like_count: z.number(),
  interest_count: z.number(),
  liked: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListSchema = z.object({
  properties: z.array(propertySchema),
  items: z.array(propertySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
  /** False when there are more matches than the count cap: `total` is then a lower bound. */
  total_exact: z.boolean().optional(),
  /** Keyset cursor for the next page (send as `cursor`); null on the last page. */
  next_cursor: z.string().nullable().optional(),
  /** Set when a misspelt place name in q was read as this place. */
  q_corrected: z.string().optional(),
});
export type PropertyList = z.infer<typeof propertyListSchema>;

/** How many similar listings a listing's page shows (GET /properties/{id}/similar). */
export const SIMILAR_LIMIT = 6;
/**
 * Live listings like one listing (same purpose; same bedrooms, or the same type where it has
 * none), nearest to it first, each with its distance from it (`distance_km`); never itself.
 */
export const similarListSchema = z.object({ items: z.array(propertySchema) });
export type SimilarList = z.infer<typeof similarListSchema>;
