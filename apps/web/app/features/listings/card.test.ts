import { describe, expect, it } from 'vitest';
import { cardView, toCard } from './card';

const base = {
  price: 4500000,
  purpose: 'buy',
  daily_rate: null,
  price_type: 'sale',
  title: '2 BHK in Sector 45',
  sub_locality: 'Sushant Lok',
  locality: 'Sector 45',
  city: 'Gurugram',
  amenities: ['Parking', 'Garden', 'Gym', 'Study Room', 'WiFi', 'Security'],
  features: ['Furnished', 'Park Facing', 'Corner Property'],
} as const;
const view = (over: Record<string, unknown> = {}) =>
  cardView({ ...base, amenities: [...base.amenities], features: [...base.features], ...over } as Parameters<
    typeof cardView
  >[0]);

describe('the property card', () => {
  it('shows the price with its period, and per sq ft for a sale or the deposit for a rent', () => {
    expect(view()).toMatchObject({ price: '₹45,00,000', period: null, perSqft: null, deposit: null });
    expect(view({ area_sqft: 1200 })).toMatchObject({ perSqft: '₹3,750' }); // worked out when the listing does not say
    expect(view({ area_sqft: 1200, price_per_sqft: 3800 })).toMatchObject({ perSqft: '₹3,800' });
    expect(
      view({ purpose: 'rent', price: 32000, price_type: 'rent', area_sqft: 1200, security_deposit: 64000 }),
    ).toMatchObject({ price: '₹32,000', period: 'month', perSqft: null, deposit: '₹64,000' });
    expect(view({ purpose: 'short_stay', price: 3500, daily_rate: 3500, security_deposit: 5000 })).toMatchObject({
      period: 'day',
      deposit: null,
    });
    expect(view({ price: null, area_sqft: 1200 })).toMatchObject({ price: null, period: null, perSqft: null }); // 'Price on request'
  });

  it('shows three amenities and features once, with icons where drawn, counts the rest, and states furnishing as a fact', () => {
    const v = view();
    expect(v.tags).toEqual([
      { label: 'Parking', icon: 'parking', feature: false },
      { label: 'Garden', icon: 'leaf', feature: false },
      { label: 'Gym', icon: 'dumbbell', feature: false },
    ]);
    expect(v.more).toBe(5); // three more amenities and two features ('Furnished' is not a tag)
    expect(v.furnishing).toBe('furnished');
    expect(view({ furnishing: 'semi_furnished' }).furnishing).toBe('semi_furnished');
    expect(view({ amenities: ['WiFi'] }).tags.map((t) => t.label)).toEqual(['WiFi', 'Park Facing', 'Corner Property']);
    expect(view({ amenities: [], features: [] })).toMatchObject({ tags: [], more: 0, furnishing: null });
  });

  it('falls back when title or place is missing', () => {
    expect(view({ title: '  ' }).title).toBeNull(); // 'Property Title'
    expect(view({ sub_locality: null, locality: null, city: '' }).location).toBeNull(); // 'Location not specified'
    expect(view({ sub_locality: null }).location).toBe('Sector 45');
  });

  it('cuts a listing down to its card without changing what the card shows', () => {
    const full = {
      ...base,
      amenities: [...base.amenities],
      features: [...base.features],
      id: 7,
      description: 'Long text '.repeat(200),
      images: [{ url: '/media/a.jpg' }],
      owner_phone: '9810000003',
      bedrooms: 2,
      bhk: 2,
      bathrooms: 2,
      area_sqft: 1200,
      area_type: 'carpet',
      furnishing: 'furnished',
      price_per_sqft: 3750,
      photo_count: 1,
      thumbnail: '/media/a-480.webp',
      main_image_url: '/media/a-960.webp',
      is_verified: true,
      is_new: false,
      virtual_tour_url: null,
      liked: true,
      distance_km: 1.5,
    };
    const card = toCard(full as unknown as Parameters<typeof toCard>[0]);
    expect(cardView(card)).toEqual(cardView(full as unknown as Parameters<typeof cardView>[0]));
    expect(card).toMatchObject({
      id: 7,
      bedrooms: 2,
      bhk: 2,
      area_type: 'carpet',
      photo_count: 1,
      liked: true,
      distance_km: 1.5,
      thumbnail: '/media/a-480.webp',
    });
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('owner_phone');
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(full).length / 4);
  });
});
