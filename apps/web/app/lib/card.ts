// The property card's display rules (spec section 2, Property card), apart from the markup so
// they can be tested.
import { formatDistance, formatRupees, priceUnit, type Property } from '@aangan/contracts';

/** Amenities with an icon, in the order the card prefers them. */
export const ICONS: Record<string, string> = {
  Parking: 'parking', Security: 'shield', Gym: 'dumbbell', 'Swimming Pool': 'pool', 'Power Backup': 'bolt', WiFi: 'wifi',
  'Air Conditioning': 'snow', Garden: 'leaf', Intercom: 'phone', 'Gas Pipeline': 'flame', 'Water Supply': 'drop', 'RO Water System': 'drop',
};

/** The fields a card shows. Loaders send only these to the page: a listing is ~3.5 KB of JSON,
 *  a card's share of it ~0.6 KB, and the page carries its data twice (HTML and hydration). */
export const CARD_FIELDS = [
  'id', 'title', 'purpose', 'price', 'price_type', 'daily_rate', 'sub_locality', 'locality', 'city', 'amenities', 'features',
  'bedrooms', 'bathrooms', 'area_sqft', 'thumbnail', 'main_image_url', 'is_verified', 'is_new', 'virtual_tour_url', 'liked',
  'posted_by', 'poster_name', 'last_confirmed_at',
] as const satisfies readonly (keyof Property)[];
export type CardProperty = Pick<Property, (typeof CARD_FIELDS)[number]> & { distance_km?: number };

/** A listing cut down to its card (distance kept when the search measured one). */
export function toCard(p: Property & { distance_km?: number }): CardProperty {
  const out = {} as Record<string, unknown>;
  for (const k of CARD_FIELDS) out[k] = p[k];
  if (p.distance_km !== undefined) out.distance_km = p.distance_km;
  return out as CardProperty;
}

/** A card that is also a pin on a map. */
export type MapCard = CardProperty & Pick<Property, 'latitude' | 'longitude'>;
export const toMapCard = (p: Property & { distance_km?: number }): MapCard => ({ ...toCard(p), latitude: p.latitude, longitude: p.longitude });

export interface CardView {
  price: string | null; unit: string; title: string | null; location: string | null; distance: string | null;
  icons: string[]; amenities: string[]; features: string[]; more: number;
}

/**
 * What a card shows: up to 4 amenity icons, then 3 amenities and 2 features with '+N more' for
 * the rest; distance in metres under 1 km; nulls where the card shows its fallback texts
 * ('Price on request', 'Property Title', 'Location not specified').
 */
export function cardView(p: Pick<Property, 'price' | 'purpose' | 'daily_rate' | 'price_type' | 'title' | 'sub_locality' | 'locality' | 'city' | 'amenities' | 'features'> & { distance_km?: number }): CardView {
  const price = formatRupees(p.price);
  const amenities = p.amenities.slice(0, 3);
  const features = p.features.slice(0, 2);
  return {
    price, unit: price ? priceUnit(p) : '',
    title: p.title?.trim() || null,
    location: [p.sub_locality, p.locality].filter(Boolean).join(', ') || p.city || null,
    distance: p.distance_km === undefined ? null : formatDistance(p.distance_km),
    icons: p.amenities.filter((a) => a in ICONS).slice(0, 4),
    amenities, features,
    more: p.amenities.length - amenities.length + p.features.length - features.length,
  };
}
