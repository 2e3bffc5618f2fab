// The search form's label of each value a search URL may carry, for the page's words about a
// filter: its chip ("Min bathrooms: 2"), its message next to the field, and the notice naming a
// value a shared link carried that the search could not use.
import type { MessageKey } from '../../shared/i18n';
import type { Filters } from './search-url';

export const FILTER_LABELS: Record<Exclude<keyof Filters, 'view'>, MessageKey> = {
  q: 'search.keyword',
  location: 'search.location',
  purpose: 'search.purpose',
  property_type: 'search.types',
  price_min: 'search.priceMin',
  price_max: 'search.priceMax',
  bedrooms_min: 'search.bedsMin',
  bedrooms_max: 'search.bedsMax',
  bathrooms_min: 'search.bathsMin',
  bathrooms_max: 'search.bathsMax',
  area_min: 'search.areaMin',
  area_max: 'search.areaMax',
  city: 'listing.city',
  locality: 'search.locality',
  pincode: 'listing.pincode',
  lat: 'search.location',
  lng: 'search.location',
  radius: 'search.radius',
  amenities: 'listing.amenities',
  features: 'listing.features',
  parking_spaces_min: 'search.parkingMin',
  floor_number_min: 'search.floorMin',
  floor_number_max: 'search.floorMax',
  age_max: 'search.ageMax',
  check_in: 'search.checkIn',
  check_out: 'search.checkOut',
  guests: 'search.guests',
  pg_sharing: 'listing.sharing',
  pg_food_included: 'listing.food',
  pg_gender: 'listing.pgFor',
  preferred_tenants: 'search.tenant',
  pets_allowed: 'search.petsAllowed',
  posted_by: 'search.postedBy',
  sort_by: 'search.sort',
  page: 'search.pages',
};
