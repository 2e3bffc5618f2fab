import { describe, expect, it } from 'vitest';
import { cardView, toCard } from './card';

const base = {
  price: 4500000, purpose: 'buy', daily_rate: null, price_type: 'sale', title: '2 BHK in Sector 45', sub_locality: 'Sushant Lok', locality: 'Sector 45',
  city: 'Gurugram', amenities: ['Parking', 'Garden', 'Gym', 'Study Room', 'WiFi', 'Security'], features: ['Furnished', 'Park Facing', 'Corner Property'],
} as const;
const view = (over: Record<string, unknown> = {}) => cardView({ ...base, amenities: [...base.amenities], features: [...base.features], ...over } as Parameters<typeof cardView>[0]);

describe('the property card', () => {
  it('shows the price with Indian grouping and the unit that fits', () => {
    expect(view()).toMatchObject({ price: '₹45,00,000', unit: '' });
    expect(view({ purpose: 'rent', price: 32000, price_type: 'rent' })).toMatchObject({ price: '₹32,000', unit: '/per month' });
    expect(view({ purpose: 'short_stay', price: 3500, daily_rate: 3500 })).toMatchObject({ unit: '/per day' });
    expect(view({ price: null })).toMatchObject({ price: null, unit: '' }); // 'Price on request'
  });

  it('shows 4 amenity icons, then 3 amenities and 2 features and counts the rest', () => {
    const v = view();
    expect(v.icons).toEqual(['Parking', 'Garden', 'Gym', 'WiFi']);
    expect([v.amenities, v.features, v.more]).toEqual([['Parking', 'Garden', 'Gym'], ['Furnished', 'Park Facing'], 4]);
    expect(view({ amenities: [], features: [] })).toMatchObject({ icons: [], more: 0 });
  });

  it('gives distances under 1 km in metres, and falls back when title or place is missing', () => {
    expect(view({ distance_km: 0.4567 }).distance).toBe('457 m');
    expect(view({ distance_km: 3.21 }).distance).toBe('3.2 km');
    expect(view().distance).toBeNull();
    expect(view({ title: '  ' }).title).toBeNull(); // 'Property Title'
    expect(view({ sub_locality: null, locality: null, city: '' }).location).toBeNull(); // 'Location not specified'
    expect(view({ sub_locality: null }).location).toBe('Sector 45');
  });

  it('cuts a listing down to its card without changing what the card shows', () => {
    const full = { ...base, amenities: [...base.amenities], features: [...base.features], id: 7, description: 'Long text '.repeat(200),
      images: [{ url: '/media/a.jpg' }], owner_phone: '9810000003', bedrooms: 2, bathrooms: 2, area_sqft: 1200, thumbnail: '/media/a-480.webp',
      main_image_url: '/media/a-960.webp', is_verified: true, is_new: false, virtual_tour_url: null, liked: true, distance_km: 1.5 };
    const card = toCard(full as unknown as Parameters<typeof toCard>[0]);
    expect(cardView(card)).toEqual(cardView(full as unknown as Parameters<typeof cardView>[0]));
    expect(card).toMatchObject({ id: 7, bedrooms: 2, liked: true, distance_km: 1.5, thumbnail: '/media/a-480.webp' });
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('owner_phone');
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(full).length / 4);
  });
});
