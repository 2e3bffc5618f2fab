// "Similar listings nearby" on a listing's page: live listings of the same purpose and bedrooms
// (the same type where the listing has no bedroom count; for commercial space also the same deal,
// sale or lease), nearest to it first.
//
// At a million listings a plain "same purpose and bedrooms, order by distance" either sorts every
// match or, walking the purpose's GiST index nearest-first (migration 0003), reads on until it
// has found enough — all of Gurugram for a bedroom count nobody near has. So the walk is
// bounded: the SIMILAR_SCAN listings of that purpose nearest to it, of which the first few that
// match are kept. PostgreSQL pulls rows only as the outer LIMIT asks for them, so a common
// bedroom count stops after a few dozen index entries and a rare one after SIMILAR_SCAN at most
// (bench/README.md); a listing whose like is not among its SIMILAR_SCAN nearest neighbours of its
// purpose is not "nearby" anyway.
import type { Database } from '@aangan/db';
import { PURPOSES, SIMILAR_LIMIT } from '@aangan/contracts';
import { BASE_COLUMNS, isPublicListing, type PropertyRow } from '../listings/index.ts';
import { greatCircle, withMedia } from './search.ts';

/** Nearest listings of the same purpose looked at, at most, for the similar ones among them. */
export const SIMILAR_SCAN = 500;

export interface SimilarTo {
  id: number;
  purpose: string;
  property_type: string;
  bedrooms: number | null;
  price_type: string | null;
  latitude: number | null;
  longitude: number | null;
}

async function findSimilar(database: Database, to: SimilarTo, limit: number): Promise<PropertyRow[]> {
  if (to.latitude === null || to.longitude === null) return [];
  // The purpose is written into the text, not passed: each purpose has its own partial GiST index,
  // which the planner uses only when it sees the value (a generic plan would not). It is one of
  // the enum's values, read from the listing's own row.
  if (!(PURPOSES as readonly string[]).includes(to.purpose)) return [];
  const params: unknown[] = [to.latitude, to.longitude, to.id];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const like = [
    to.bedrooms !== null
      ? `near.bedrooms = ${p(to.bedrooms)}::int`
      : `near.property_type = ${p(to.property_type)}::property_type`,
  ];
  // Commercial space is sold or leased: an office to buy is not like one to rent.
  if (to.purpose === 'commercial') like.push(`near.price_type IS NOT DISTINCT FROM ${p(to.price_type)}::text`);
  const sql = withMedia(
    `SELECT * FROM (
      SELECT ${BASE_COLUMNS}, ${greatCircle('$1', '$2')} AS distance_m FROM properties p
       WHERE ${isPublicListing()} AND p.purpose = '${to.purpose}' AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL AND p.id <> $3
       ORDER BY ll_to_earth(p.latitude, p.longitude) <-> ll_to_earth($1, $2)
       LIMIT ${SIMILAR_SCAN}) near
    WHERE ${like.join(' AND ')}
    LIMIT ${p(limit)}::int`,
    'p.distance_m, p.id',
  );
  const r = await database.query<{ rows: PropertyRow[] }>(sql, params);
  return r.rows[0]!.rows;
}

export function createSimilar(database: Database) {
  return { find: (to: SimilarTo, limit = SIMILAR_LIMIT) => findSimilar(database, to, limit) };
}
export type Similar = ReturnType<typeof createSimilar>;
