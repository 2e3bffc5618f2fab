// SQL for listings lives here and only here. Public reads see active listings only.
import type { Database, EitherWay, Row, ViaJson } from '@aangan/db';
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
  p.pg_gender, p.preferred_tenants, p.pets_allowed, p.amenities, p.features, p.tags, p.full_address, p.landmark, p.sub_locality,
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

/** The listing columns BASE_COLUMNS selects (available_from as text, below). */
type BaseColumn =
  | 'id'
  | 'title'
  | 'description'
  | 'purpose'
  | 'price_type'
  | 'status'
  | 'property_type'
  | 'base_price'
  | 'monthly_rent'
  | 'daily_rate'
  | 'security_deposit'
  | 'maintenance_charges'
  | 'price_per_sqft'
  | 'price_value'
  | 'minimum_stay_days'
  | 'max_occupancy'
  | 'bedrooms'
  | 'bhk'
  | 'bathrooms'
  | 'balconies'
  | 'area_sqft'
  | 'area_type'
  | 'floor_number'
  | 'total_floors'
  | 'parking_spaces'
  | 'age_of_property'
  | 'furnishing'
  | 'pg_sharing'
  | 'pg_food_included'
  | 'pg_gender'
  | 'preferred_tenants'
  | 'pets_allowed'
  | 'amenities'
  | 'features'
  | 'tags'
  | 'full_address'
  | 'landmark'
  | 'sub_locality'
  | 'locality'
  | 'city'
  | 'state'
  | 'pincode'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'is_available'
  | 'builder_name'
  | 'owner_name'
  | 'project_id'
  | 'posted_by'
  | 'poster_name'
  | 'last_confirmed_at'
  | 'verified_at'
  | 'view_count'
  | 'like_count'
  | 'interest_count'
  | 'created_at'
  | 'updated_at';

/**
 * A listing as PUBLIC_COLUMNS selects it. Search reads its page inside json_agg, so timestamps
 * come either as Dates or as ISO text.
 */
export type PropertyRow = EitherWay<Pick<Row<'properties'>, BaseColumn>> & {
  /** The calendar day, as text. */
  available_from: string | null;
  /** The main photo, with how many photos the listing has; null when it has none. */
  main_image: (Pick<Row<'property_images'>, 'url' | 'variants'> & { count: number }) | null;
  tour: Pick<Row<'virtual_tours'>, 'kind' | 'external_url'> | null;
  /** Metres from the searched point, when one was given. */
  distance_m?: number | null;
};

export type ImageRow = Pick<
  Row<'property_images'>,
  'id' | 'url' | 'is_main' | 'caption' | 'position' | 'variants' | 'width' | 'height'
>;

export function createPropertyRepository(database: Database) {
  return {
    findActive: (id: number) => findActive(database, id),
    findForOwner: (id: number, userId: number, isAdmin: boolean) => findForOwner(database, id, userId, isAdmin),
    contact: (id: number) => contact(database, id),
    ownerOf: (id: number) => ownerOf(database, id),
    tour: (id: number) => tour(database, id),
    addViews: (counts: Map<number, number>) => addViews(database, counts),
    images: (id: number) => images(database, id),
    priceHistory: (id: number) => priceHistory(database, id),
  };
}

/** Price changes the listing page shows, newest first. */
export const PRICE_HISTORY_SHOWN = 10;

/** A listing's price changes since it was first public, newest first (migration 0035's trigger writes them). */
async function priceHistory(database: Database, id: number) {
  const r = await database.query<Pick<Row<'price_changes'>, 'old_price' | 'new_price' | 'changed_at'>>(
    `SELECT old_price, new_price, changed_at FROM price_changes WHERE property_id = $1 ORDER BY changed_at DESC, id DESC LIMIT ${PRICE_HISTORY_SHOWN}`,
    [id],
  );
  return r.rows;
}

async function findActive(database: Database, id: number): Promise<PropertyRow | null> {
  const r = await database.query<PropertyRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM properties p WHERE p.id = $1 AND ${isPublicListing()}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** A listing in any state, for its owner or an admin to preview; null for anyone else. */
async function findForOwner(
  database: Database,
  id: number,
  userId: number,
  isAdmin: boolean,
): Promise<(PropertyRow & Pick<Row<'properties'>, 'rejection_code' | 'rejection_reason'>) | null> {
  const r = await database.query<PropertyRow & Pick<Row<'properties'>, 'rejection_code' | 'rejection_reason'>>(
    `SELECT ${PUBLIC_COLUMNS}, p.rejection_code, p.rejection_reason FROM properties p WHERE p.id = $1 AND (p.owner_id = $2 OR $3::boolean)`,
    [id, userId, isAdmin],
  );
  return r.rows[0] ?? null;
}

async function contact(database: Database, id: number): Promise<string | null> {
  const r = await database.query<Pick<Row<'properties'>, 'owner_contact'>>(
    'SELECT owner_contact FROM properties WHERE id = $1',
    [id],
  );
  return r.rows[0]?.owner_contact ?? null;
}

async function ownerOf(database: Database, id: number): Promise<number | null> {
  const r = await database.query<Pick<Row<'properties'>, 'owner_id'>>('SELECT owner_id FROM properties WHERE id = $1', [
    id,
  ]);
  return r.rows[0]?.owner_id ?? null;
}

async function tour(database: Database, id: number): Promise<Tour | null> {
  const t = await database.query<Pick<Row<'virtual_tours'>, 'id' | 'kind' | 'external_url' | 'provider'>>(
    'SELECT id, kind, external_url, provider FROM virtual_tours WHERE property_id = $1',
    [id],
  );
  const tour = t.rows[0];
  if (!tour) return null;
  const scenes = await database.query<
    Pick<Row<'tour_scenes'>, 'id' | 'title' | 'image_url' | 'initial_yaw'> & {
      links: ViaJson<Pick<Row<'tour_links'>, 'to_scene_id' | 'yaw' | 'pitch' | 'label'>>[];
    }
  >(
    `SELECT s.id, s.title, s.image_url, s.initial_yaw,
                coalesce((SELECT json_agg(json_build_object('to_scene_id', l.to_scene_id, 'yaw', l.yaw, 'pitch', l.pitch, 'label', l.label) ORDER BY l.id)
                            FROM tour_links l WHERE l.from_scene_id = s.id), '[]'::json) AS links
           FROM tour_scenes s WHERE s.tour_id = $1 ORDER BY s.position`,
    [tour.id],
  );
  return { kind: tour.kind, external_url: tour.external_url, provider: tour.provider, scenes: scenes.rows };
}

/** Adds buffered view counts in one statement. */
async function addViews(database: Database, counts: Map<number, number>): Promise<void> {
  if (!counts.size) return;
  await database.query(
    `UPDATE properties p SET view_count = p.view_count + v.n FROM unnest($1::int[], $2::int[]) AS v(id, n) WHERE p.id = v.id`,
    [[...counts.keys()], [...counts.values()]],
  );
}

async function images(database: Database, id: number): Promise<ImageRow[]> {
  const r = await database.query<ImageRow>(
    `SELECT id, url, is_main, caption, position, variants, width, height FROM property_images WHERE property_id = $1 ORDER BY position`,
    [id],
  );
  return r.rows;
}

export type PropertyRepository = ReturnType<typeof createPropertyRepository>;
