// Which changed listings could enter a kept search answer (cache.ts): those a search's main
// conditions — purpose, type, place, point and radius, bedrooms, price — do not rule out, judged
// from the listing's facts before and after the change. The other conditions are not checked,
// so a change may drop an answer it could not alter, never the reverse: a listing that could now
// match is always let through.
import type { SearchQuery } from '@aangan/contracts';
import type { Scope } from './cache.ts';
import type { ListingFacts } from './listing-changes.ts';
import { searchPurpose, type TextMatch } from './search.ts';

/** Slack on a radius, for the rounding of stored coordinates. */
const RADIUS_SLACK_KM = 0.1;
const EARTH_RADIUS_KM = 6378.168;

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const within = (v: number | null, lo?: number, hi?: number) =>
  v === null || ((lo === undefined || v >= Math.ceil(lo)) && (hi === undefined || v <= Math.floor(hi)));

function kindFits(q: SearchQuery, f: ListingFacts): boolean {
  const purpose = searchPurpose(q);
  if (purpose && f.purpose !== purpose) return false;
  if (q.property_type && !q.property_type.includes(f.type as never)) return false;
  return within(f.bedrooms, q.bedrooms_min, q.bedrooms_max) && within(f.price, q.price_min, q.price_max);
}

function placeFits(q: SearchQuery, text: TextMatch | null, f: ListingFacts): boolean {
  if (q.lat !== undefined && q.lng !== undefined && q.radius !== undefined) {
    if (f.lat === null || f.lng === null) return false;
    if (km(q.lat, q.lng, f.lat, f.lng) > q.radius + RADIUS_SLACK_KM) return false;
  }
  if (q.locality) {
    const l = q.locality.toLowerCase();
    if (![f.locality, f.sub_locality].some((v) => v?.toLowerCase().includes(l))) return false;
  }
  if (text?.placeIds?.length && !text.placeIds.some((id) => f.places?.includes(id))) return false;
  return true;
}

/** The listings that could enter the answer to this search. */
export function searchScope(q: SearchQuery, text: TextMatch | null): Scope {
  return (f) => kindFits(q, f) && placeFits(q, text, f);
}
