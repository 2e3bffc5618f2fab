import {
  NEW_LISTING_DAYS,
  formatRupees,
  priceUnit,
  type PostedBy,
  type Property,
  type PropertyImage,
} from '@aangan/contracts';
import type { ImageRow, PropertyRow } from './repository.ts';
import { iso, isoPast } from '../../../shared/dates.ts';

const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
/** AVIF sizes sit in the same map as the WebP ones, under `avif:<width>` (media/photos.ts). */
const AVIF = 'avif:';

/** The variants of one format: width → URL. */
export function variantsOf(variants: Record<string, string>, format: 'webp' | 'avif'): Record<string, string> {
  const avif = format === 'avif';
  return Object.fromEntries(
    Object.entries(variants)
      .filter(([k]) => k.startsWith(AVIF) === avif)
      .map(([k, v]) => [avif ? k.slice(AVIF.length) : k, v]),
  );
}

/** Smallest WebP variant at least `min` px wide, for cards; the original when there are none. */
export function pickVariant(img: { url: string; variants: Record<string, string> } | null, min: number): string | null {
  if (!img) return null;
  // A plain loop: this runs twice for every card of every search answer.
  let fit = Infinity,
    largest = -1;
  for (const key in img.variants) {
    const w = Number(key); // 'avif:<width>' keys are NaN and skipped
    if (!(w >= 0)) continue;
    if (w >= min && w < fit) fit = w;
    if (w > largest) largest = w;
  }
  const w = fit !== Infinity ? fit : largest;
  return w < 0 ? img.url : (img.variants[String(w)] ?? img.url);
}

export function toImage(i: ImageRow): PropertyImage {
  return {
    id: i.id,
    image_url: i.url,
    is_main_image: i.is_main,
    caption: i.caption,
    position: i.position,
    variants: variantsOf(i.variants, 'webp'),
    avif_variants: variantsOf(i.variants, 'avif'),
    width: i.width,
    height: i.height,
  };
}

/** price_formatted: the price in rupees with Indian grouping and its unit, or null. */
export function priceFormatted(
  r: Pick<PropertyRow, 'price_value' | 'purpose' | 'daily_rate' | 'price_type'>,
): string | null {
  const price = formatRupees(num(r.price_value));
  return price && price + priceUnit({ purpose: r.purpose, daily_rate: num(r.daily_rate), price_type: r.price_type });
}

export function toProperty(r: PropertyRow, images?: ImageRow[]): Property {
  return { ...listingFacts(r), ...presentation(r, images) };
}

/** What the listing is and costs: type, prices, size, furnishing and features. */
function listingFacts(r: PropertyRow) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    purpose: r.purpose as Property['purpose'],
    price_type: r.price_type,
    status: r.status as Property['status'],
    property_type: r.property_type as Property['property_type'],
    base_price: num(r.base_price),
    monthly_rent: num(r.monthly_rent),
    daily_rate: num(r.daily_rate),
    security_deposit: num(r.security_deposit),
    maintenance_charges: num(r.maintenance_charges),
    price_per_sqft: r.price_per_sqft,
    price: num(r.price_value),
    price_formatted: priceFormatted(r),
    minimum_stay_days: r.minimum_stay_days,
    max_occupancy: r.max_occupancy,
    bedrooms: r.bedrooms,
    bhk: r.bhk,
    bathrooms: r.bathrooms,
    balconies: r.balconies,
    area_sqft: r.area_sqft,
    area_type: r.area_type,
    floor_number: r.floor_number,
    total_floors: r.total_floors,
    parking_spaces: r.parking_spaces,
    age_of_property: r.age_of_property,
    furnishing: r.furnishing,
    pg_sharing: r.pg_sharing,
    pg_food_included: r.pg_food_included,
    pg_gender: r.pg_gender,
    preferred_tenants: r.preferred_tenants as Property['preferred_tenants'],
    pets_allowed: r.pets_allowed,
    amenities: r.amenities,
    features: r.features,
    tags: r.tags,
  };
}

/** How it is shown and found: photos and tour, address and place, who posted it, its status over time and counts. */
function presentation(r: PropertyRow, images?: ImageRow[]) {
  const tourUrl =
    r.tour?.kind === 'external' ? r.tour.external_url : r.tour?.kind === 'panorama' ? `/tour/${r.id}` : null;
  return {
    main_image_url: pickVariant(r.main_image, 960),
    thumbnail: pickVariant(r.main_image, 480),
    images: images?.map(toImage),
    photo_count: images?.length ?? r.main_image?.count ?? 0,
    virtual_tour_url: tourUrl,
    has_panorama_tour: r.tour?.kind === 'panorama',
    full_address: r.full_address,
    landmark: r.landmark,
    sub_locality: r.sub_locality,
    locality: r.locality,
    city: r.city,
    state: r.state,
    pincode: r.pincode,
    country: r.country,
    latitude: r.latitude,
    longitude: r.longitude,
    ...(r.distance_m !== undefined && r.distance_m !== null ? { distance_km: Number(r.distance_m) / 1000 } : {}),
    is_available: r.is_available,
    available_from: r.available_from,
    builder_name: r.builder_name,
    owner_name: r.owner_name,
    project_id: r.project_id,
    posted_by: r.posted_by as PostedBy,
    poster_name: r.poster_name,
    last_confirmed_at: isoPast(r.last_confirmed_at),
    is_verified: r.verified_at !== null,
    verified_at: iso(r.verified_at),
    is_new: r.verified_at !== null && Date.now() - new Date(r.verified_at).getTime() < NEW_LISTING_DAYS * 86400e3,
    view_count: r.view_count,
    like_count: r.like_count,
    interest_count: r.interest_count,
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  };
}
