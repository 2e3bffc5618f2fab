// The property card's display rules (its price, location, tags and fallback texts), apart from
// the markup so they can be tested.
import { formatRupees, pricePeriod, type Property } from '@aangan/contracts';

/** Amenities with an icon, drawn in their chip. */
export const ICONS: Record<string, string> = {
  Parking: 'parking',
  Security: 'shield',
  Gym: 'dumbbell',
  'Swimming Pool': 'pool',
  'Power Backup': 'bolt',
  WiFi: 'wifi',
  'Air Conditioning': 'snow',
  Garden: 'leaf',
  Intercom: 'phone',
  'Gas Pipeline': 'flame',
  'Water Supply': 'drop',
  'RO Water System': 'drop',
};

/** Features that say how furnished a home is: the card states furnishing as a fact, not again as a tag. */
const FURNISHING: Record<string, string> = {
  Furnished: 'furnished',
  'Semi-Furnished': 'semi_furnished',
  Unfurnished: 'unfurnished',
};

/** The fields a card shows. Loaders send only these to the page: a listing is ~3.5 KB of JSON,
 *  a card's share of it ~0.7 KB, and the page carries its data twice (HTML and hydration). */
export const CARD_FIELDS = [
  'id',
  'title',
  'purpose',
  'price',
  'price_type',
  'daily_rate',
  'price_per_sqft',
  'security_deposit',
  'sub_locality',
  'locality',
  'city',
  'property_type',
  'amenities',
  'features',
  'bedrooms',
  'bhk',
  'area_sqft',
  'area_type',
  'furnishing',
  'thumbnail',
  'main_image_url',
  'photo_count',
  'is_verified',
  'is_new',
  'virtual_tour_url',
  'liked',
  'posted_by',
  'poster_name',
  'last_confirmed_at',
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
export const toMapCard = (p: Property & { distance_km?: number }): MapCard => ({
  ...toCard(p),
  latitude: p.latitude,
  longitude: p.longitude,
});

export interface CardView {
  price: string | null;
  /** What the price is for (the page words it in its language); null for a sale price. */
  period: 'day' | 'month' | null;
  /** Sale prices: rupees per square foot of the stated area. */
  perSqft: string | null;
  /** Rents: the security deposit. */
  deposit: string | null;
  title: string | null;
  location: string | null;
  /** 'furnished' | 'semi_furnished' | 'unfurnished', from the field or else the features. */
  furnishing: string | null;
  /** Amenities first, then features, three at most; an amenity with an icon names it. */
  tags: { label: string; icon: string | null; feature: boolean }[];
  more: number;
}

type Viewed = Pick<
  Property,
  | 'price'
  | 'purpose'
  | 'daily_rate'
  | 'price_type'
  | 'title'
  | 'sub_locality'
  | 'locality'
  | 'city'
  | 'amenities'
  | 'features'
> &
  Partial<Pick<Property, 'price_per_sqft' | 'security_deposit' | 'area_sqft' | 'furnishing'>> & {
    distance_km?: number;
  };

/**
 * What a card shows: the price with its period, and beside it what people compare it by (₹ per
 * sq ft for a sale, the deposit for a rent); up to three amenities and features as tags with
 * '+N more' for the rest (furnishing is a fact of its own, not a tag); nulls where the card
 * shows its fallback texts ('Price on request', 'Property Title', 'Location not specified'); the
 * title through `titleOf` (a generated one in the page's language: lib/listing-title.ts).
 */
export function cardView(p: Viewed, titleOf: (title: string) => string = (x) => x): CardView {
  const price = formatRupees(p.price);
  const period = price ? pricePeriod(p) : null;
  const perSqft =
    price && !pricePeriod(p) ? (p.price_per_sqft ?? (p.area_sqft ? Math.round(p.price! / p.area_sqft) : null)) : null;
  const features = p.features.filter((f) => !Object.hasOwn(FURNISHING, f));
  const all = [
    ...p.amenities.map((a) => ({ label: a, icon: ICONS[a] ?? null, feature: false })),
    ...features.map((f) => ({ label: f, icon: null, feature: true })),
  ];
  const tags = all.slice(0, 3);
  return {
    price,
    period,
    perSqft: perSqft ? formatRupees(perSqft) : null,
    deposit: period === 'month' && p.security_deposit ? formatRupees(p.security_deposit) : null,
    title: p.title?.trim() ? titleOf(p.title.trim()) : null,
    location: [p.sub_locality, p.locality].filter(Boolean).join(', ') || p.city || null,
    furnishing: p.furnishing ?? p.features.map((f) => FURNISHING[f]).find(Boolean) ?? null,
    tags,
    more: all.length - tags.length,
  };
}
