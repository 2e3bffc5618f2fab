// SQL for listings lives here and only here. Public reads see active listings only.
import type { Database } from '@aangan/db';
import type { Tour } from '@aangan/contracts';

/** Which listings anyone may see (search, detail, sitemap): live ones only. `a` is the table alias. */
export const isPublicListing = (a = 'p') => `${a}.status = 'active'`;

/** A listing's own public columns. */
export const BASE_COLUMNS = `
  p.id, p.title, p.description, p.purpose, p.price_type, p.status, p.property_type,
  p.base_price, p.monthly_rent, p.daily_rate, p.security_deposit, p.maintenance_charges,
  p.price_per_sqft, p.price_value, p.minimum_stay_days, p.max_occupancy, p.bedrooms, p.bhk,
  p.bathrooms, p.balconies, p.area_sqft, p.area_type, p.floor_number, p.total_floors,
  p.parking_spaces, p.age_of_property, p.furnishing, p.pg_sharing, p.pg_food_included,
  p.pg_gender, p.amenities, p.features, p.tags, p.full_address, p.landmark, p.sub_locality,
  p.locality, p.city, p.state, p.pincode, p.country, p.latitude, p.longitude, p.is_available,
  p.available_from::text AS available_from, p.builder_name, p.owner_name, p.project_id,
  p.posted_by, p.poster_name, p.last_confirmed_at, p.verified_at, p.view_count, p.like_count, p.interest_count, p.created_at, p.updated_at`;

/**
 * Its main photo and tour, looked up per row: select them around an already limited page (see
 * search.ts), or rows skipped by OFFSET pay for the lookups too. The main photo carries the
 * number of photos: picking it reads and orders all of them anyway, so counting them in the same
 * lookup (a window over those rows) costs no second look at the table.
 */
export const mediaColumns = (a: string) => `
  (SELECT json_build_object('url', i.url, 'variants', i.variants, 'count', count(*) OVER ()) FROM property_images i
     WHERE i.property_id = ${a}.id ORDER BY i.is_main DESC, i.position LIMIT 1) AS main_image,
  (SELECT json_build_object('kind', t.kind, 'external_url', t.external_url) FROM virtual_tours t
     WHERE t.property_id = ${a}.id) AS tour`;

export const PUBLIC_COLUMNS = `${BASE_COLUMNS}, ${mediaColumns('p')}`;

export interface PropertyRow {
  id: number;
  title: string;
  description: string;
  purpose: string;
  price_type: string | null;
  status: string;
  property_type: string;
  base_price: string | number | null;
  monthly_rent: string | number | null;
  daily_rate: string | number | null;
  security_deposit: string | number | null;
  maintenance_charges: string | number | null;
  price_per_sqft: number | null;
  price_value: string | number | null;
  minimum_stay_days: number | null;
  max_occupancy: number | null;
  bedrooms: number | null;
  bhk: number | null;
  bathrooms: number | null;
  balconies: number | null;
  area_sqft: number | null;
  area_type: string | null;
  floor_number: number | null;
  total_floors: number | null;
  parking_spaces: number | null;
  age_of_property: number | null;
  furnishing: string | null;
  pg_sharing: string | null;
  pg_food_included: boolean | null;
  pg_gender: string | null;
  amenities: string[];
  features: string[];
  tags: string[];
  full_address: string | null;
  landmark: string | null;
  sub_locality: string | null;
  locality: string | null;
  city: string;
  state: string;
  pincode: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  is_available: boolean;
  available_from: string | null;
  builder_name: string | null;
  owner_name: string | null;
  project_id: number | null;
  posted_by: string;
  poster_name: string | null;
  last_confirmed_at: Date | string | null;
  verified_at: Date | string | null;
  view_count: number;
  like_count: number;
  interest_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  /** The main photo, with how many photos the listing has; null when it has none. */
  main_image: { url: string; variants: Record<string, string>; count: number } | null;
  tour: { kind: string; external_url: string | null } | null;
  /** Metres from the searched point, when one was given. */
  distance_m?: number | null;
}

export interface ImageRow {
  id: number;
  url: string;
  is_main: boolean;
  caption: string | null;
  position: number;
  variants: Record<string, string>;
  width: number | null;
  height: number | null;
}

export function createPropertyRepository(database: Database) {
  return {
    async findActive(id: number): Promise<PropertyRow | null> {
      const r = await database.query<PropertyRow>(
        `SELECT ${PUBLIC_COLUMNS} FROM properties p WHERE p.id = $1 AND ${isPublicListing()}`,
        [id],
      );
      return r.rows[0] ?? null;
    },

    /** A listing in any state, for its owner or an admin to preview; null for anyone else. */
    async findForOwner(
      id: number,
      userId: number,
      isAdmin: boolean,
    ): Promise<(PropertyRow & { rejection_reason: string | null }) | null> {
      const r = await database.query<PropertyRow & { rejection_reason: string | null }>(
        `SELECT ${PUBLIC_COLUMNS}, p.rejection_reason FROM properties p WHERE p.id = $1 AND (p.owner_id = $2 OR $3::boolean)`,
        [id, userId, isAdmin],
      );
      return r.rows[0] ?? null;
    },

    async contact(id: number): Promise<string | null> {
      const r = await database.query<{ owner_contact: string | null }>(
        'SELECT owner_contact FROM properties WHERE id = $1',
        [id],
      );
      return r.rows[0]?.owner_contact ?? null;
    },

    async ownerOf(id: number): Promise<number | null> {
      const r = await database.query<{ owner_id: number | null }>('SELECT owner_id FROM properties WHERE id = $1', [
        id,
      ]);
      return r.rows[0]?.owner_id ?? null;
    },

    async tour(id: number): Promise<Tour | null> {
      const t = await database.query<{
        id: number;
        kind: 'external' | 'panorama';
        external_url: string | null;
        provider: string | null;
      }>('SELECT id, kind, external_url, provider FROM virtual_tours WHERE property_id = $1', [id]);
      const tour = t.rows[0];
      if (!tour) return null;
      const scenes = await database.query<Tour['scenes'][number]>(
        `SELECT s.id, s.title, s.image_url, s.initial_yaw,
                coalesce((SELECT json_agg(json_build_object('to_scene_id', l.to_scene_id, 'yaw', l.yaw, 'pitch', l.pitch, 'label', l.label) ORDER BY l.id)
                            FROM tour_links l WHERE l.from_scene_id = s.id), '[]'::json) AS links
           FROM tour_scenes s WHERE s.tour_id = $1 ORDER BY s.position`,
        [tour.id],
      );
      return { kind: tour.kind, external_url: tour.external_url, provider: tour.provider, scenes: scenes.rows };
    },

    /** Adds buffered view counts in one statement. */
    async addViews(counts: Map<number, number>): Promise<void> {
      if (!counts.size) return;
      await database.query(
        `UPDATE properties p SET view_count = p.view_count + v.n FROM unnest($1::int[], $2::int[]) AS v(id, n) WHERE p.id = v.id`,
        [[...counts.keys()], [...counts.values()]],
      );
    },

    async images(id: number): Promise<ImageRow[]> {
      const r = await database.query<ImageRow>(
        `SELECT id, url, is_main, caption, position, variants, width, height FROM property_images WHERE property_id = $1 ORDER BY position`,
        [id],
      );
      return r.rows;
    },
  };
}
export type PropertyRepository = ReturnType<typeof createPropertyRepository>;
