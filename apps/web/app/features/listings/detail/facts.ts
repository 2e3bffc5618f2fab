// Which facts of a listing mean something for its kind (decision 045): a PG is let by the bed, so
// its bedrooms, balconies and parking say nothing to a tenant; a plot has no rooms or floors; a
// short stay's guests ask about the nights, not the price per square foot. And a zero where the
// form starts at zero (balconies, parking, bathrooms, maintenance) means "not given", not "none".
import type { Property } from '@aangan/contracts';

export type Fact =
  | 'bedrooms'
  | 'bathrooms'
  | 'balconies'
  | 'furnishing'
  | 'floor'
  | 'parking'
  | 'age'
  | 'area'
  | 'per_sqft'
  | 'maintenance'
  | 'pg';

type Kind = Pick<Property, 'purpose' | 'property_type'>;

const NOT_FOR_PURPOSE: Partial<Record<Property['purpose'], readonly Fact[]>> = {
  pg: ['bedrooms', 'balconies', 'parking', 'per_sqft', 'maintenance', 'area'],
  short_stay: ['per_sqft', 'maintenance', 'age'],
};
const NOT_FOR_TYPE: Partial<Record<Property['property_type'], readonly Fact[]>> = {
  plot: ['bedrooms', 'bathrooms', 'balconies', 'furnishing', 'floor', 'parking', 'age'],
  warehouse: ['bedrooms', 'balconies', 'furnishing'],
  shop: ['bedrooms', 'balconies'],
  office: ['bedrooms', 'balconies'],
};

/** Whether a fact applies to this kind of listing at all. */
export function applies(fact: Fact, p: Kind): boolean {
  if (fact === 'pg') return p.purpose === 'pg';
  return !NOT_FOR_PURPOSE[p.purpose]?.includes(fact) && !NOT_FOR_TYPE[p.property_type]?.includes(fact);
}

/** The value to show, or null: a fact that does not apply, or an empty value, or a zero that means "not given". */
export function factValue<T>(fact: Fact, p: Kind, value: T | null | undefined): T | null {
  if (!applies(fact, p) || value === null || value === undefined || value === '') return null;
  if (value === 0 && fact !== 'floor' && fact !== 'age') return null;
  return value;
}
