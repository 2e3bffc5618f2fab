// SQL of the automatic checks and their findings. The checks read every listing that is not a
// draft (drafts are nobody's post yet) and skip merged duplicates (already resolved).
import type { Database, Row } from '@aangan/db';
import type { Finding, FindingKind, FindingStatus } from '@aangan/contracts';
import { iso } from '../../shared/dates.ts';
import type { OwnedRow } from '../listings/index.ts';
import { AREA_TOLERANCE, DUPLICATE_PLACE_METRES, PRICE_TOLERANCE, type NewFinding, type PlaceMatch } from './rules.ts';

/** A finding as FINDING_COLUMNS selects it, with its listing's title. */
type FindingRow = Pick<
  Row<'listing_findings'>,
  | 'id'
  | 'property_id'
  | 'kind'
  | 'detail'
  | 'related_property_id'
  | 'status'
  | 'created_at'
  | 'resolved_by'
  | 'resolved_at'
  | 'note'
> & { property_title: Row<'properties'>['title'] };

export function toFinding(r: FindingRow): Finding {
  const { message, ...facts } = r.detail;
  return {
    id: r.id,
    property_id: r.property_id,
    property_title: r.property_title,
    kind: r.kind,
    message,
    detail: facts,
    related_property_id: r.related_property_id,
    status: r.status,
    created_at: iso(r.created_at),
    resolved_by: r.resolved_by,
    resolved_at: iso(r.resolved_at),
    note: r.note,
  };
}

const FINDING_COLUMNS = `f.id, f.property_id, p.title AS property_title, f.kind, f.detail, f.related_property_id, f.status, f.created_at,
  f.resolved_by, f.resolved_at, f.note`;
const FROM_FINDINGS = 'FROM listing_findings f JOIN properties p ON p.id = f.property_id';
/** Listings another one can duplicate. `o` is the alias. */
const COMPARABLE = (o: string) => `${o}.status <> 'draft' AND ${o}.duplicate_of IS NULL`;
/** The band probe of photoMatches finds every pair up to this many bits apart (migration 0010). */
export const BANDS_FIND_UP_TO = 7;
const HAMMING = (a: string, b: string) => `bit_count(('x' || ${a})::bit(64) # ('x' || ${b})::bit(64))`;

export interface FindingFilter {
  status?: FindingStatus;
  kind?: FindingKind;
  propertyId?: number;
  limit: number;
  offset: number;
}

export function createModerationRepository(database: Database) {
  return {
    photoMatches: (id: number, maxDistance: number) => photoMatches(database, id, maxDistance),
    placeMatches: (l: OwnedRow) => placeMatches(database, l),
    phoneUse: (id: number, key: string) => phoneUse(database, id, key),
    localityMedian: (l: OwnedRow) => localityMedian(database, l),
    photoCount: (id: number) => photoCount(database, id),
    replaceOpen: (id: number, found: NewFinding[]) => replaceOpen(database, id, found),
    list: (q: FindingFilter) => list(database, q),
    get: (id: number) => get(database, id),
    openFor: (ids: number[]) => openFor(database, ids),
    dismiss: (id: number, by: number, note: string | null) => dismiss(database, id, by, note),
    resolveMerged: (id: number, into: number, by: number) => resolveMerged(database, id, into, by),
  };
}

/** Pairs (this listing's photo, another listing's photo) at most `maxDistance` bits apart; positions from 1. */
async function photoMatches(database: Database, id: number, maxDistance: number) {
  // Candidates share a band value, or differ from it in one bit (migration 0010: complete up
  // to 7 bits apart); the exact distance decides.
  const r = await database.query<{
    other: Row<'property_images'>['property_id'];
    photo: number;
    other_photo: number;
    distance: number;
  }>(
    `SELECT o.property_id AS other, mine.position + 1 AS photo, o.position + 1 AS other_photo, ${HAMMING('mine.phash', 'o.phash')}::int AS distance
           FROM property_images mine
           CROSS JOIN LATERAL (
             SELECT array_agg((i << 16) | (('x' || substr(mine.phash, 1 + 4 * i, 4))::bit(16)::int # m)) AS keys
               FROM generate_series(0, 3) i, unnest('{0,1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768}'::int[]) m) probe
           JOIN property_images o ON o.phash_bands && probe.keys AND o.property_id <> mine.property_id
           JOIN properties op ON op.id = o.property_id
          WHERE mine.property_id = $1 AND mine.phash_bands IS NOT NULL AND ${COMPARABLE('op')}
            AND ${HAMMING('mine.phash', 'o.phash')} <= $2
          ORDER BY o.property_id, distance, mine.position`,
    [id, maxDistance],
  );
  return r.rows;
}

/**
 * Listings within DUPLICATE_PLACE_METRES alike in purpose, type, bedrooms, area and price. What
 * either side leaves blank does not tell them apart; different floors (both given) do: two
 * flats of one tower share coordinates.
 */
async function placeMatches(database: Database, l: OwnedRow): Promise<PlaceMatch[]> {
  if (l.latitude === null || l.longitude === null) return [];
  const r = await database.query<
    Pick<Row<'properties'>, 'id' | 'status' | 'owner_id' | 'area_sqft' | 'floor_number'> & {
      metres: number;
      price: Row<'properties'>['price_value'];
    }
  >(
    `SELECT p.id, p.status, p.owner_id, round(earth_distance(ll_to_earth($2, $3), ll_to_earth(p.latitude, p.longitude)))::int AS metres,
                p.area_sqft, p.price_value AS price, p.floor_number
           FROM properties p
          WHERE p.id <> $1 AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL AND ${COMPARABLE('p')}
            AND earth_box(ll_to_earth($2, $3), $4) @> ll_to_earth(p.latitude, p.longitude)
            AND earth_distance(ll_to_earth($2, $3), ll_to_earth(p.latitude, p.longitude)) <= $4
            AND p.purpose = $5 AND p.property_type = $6
            AND (p.bedrooms IS NULL OR $7::int IS NULL OR p.bedrooms = $7)
            AND (p.floor_number IS NULL OR $8::int IS NULL OR p.floor_number = $8)
            AND (p.area_sqft IS NULL OR $9::int IS NULL OR abs(p.area_sqft - $9) <= $10::float8 * greatest(p.area_sqft, $9))
            AND (p.price_value IS NULL OR $11::bigint IS NULL OR abs(p.price_value - $11) <= $12::float8 * greatest(p.price_value, $11))
          ORDER BY metres, p.id LIMIT 20`,
    [
      l.id,
      l.latitude,
      l.longitude,
      DUPLICATE_PLACE_METRES,
      l.purpose,
      l.property_type,
      l.bedrooms,
      l.floor_number,
      l.area_sqft,
      AREA_TOLERANCE,
      l.price_value === null ? null : Number(l.price_value),
      PRICE_TOLERANCE,
    ],
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return r.rows.map((m) => ({
    id: m.id,
    status: m.status,
    same_owner: m.owner_id !== null && m.owner_id === l.owner_id,
    metres: m.metres,
    area: [l.area_sqft, m.area_sqft],
    price: [num(l.price_value), num(m.price)],
    floor: [l.floor_number, m.floor_number],
  }));
}

/** Other live listings whose contact has these last 10 digits, and their owners. */
async function phoneUse(
  database: Database,
  id: number,
  key: string,
): Promise<{ ids: number[]; owners: (number | null)[] }> {
  const r = await database.query<Pick<Row<'properties'>, 'id' | 'owner_id'>>(
    `SELECT p.id, p.owner_id FROM properties p
          WHERE p.status = 'active' AND p.owner_contact IS NOT NULL AND right(regexp_replace(p.owner_contact, '\\D', '', 'g'), 10) = $2 AND p.id <> $1
          ORDER BY p.id`,
    [id, key],
  );
  return { ids: r.rows.map((x) => x.id), owners: r.rows.map((x) => x.owner_id) };
}

/** Median price per sqft of other live listings of the same deal in the same locality. */
async function localityMedian(database: Database, l: OwnedRow): Promise<{ median: number | null; n: number }> {
  const r = await database.query<{ median: number | null; n: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_value::float8 / p.area_sqft) AS median, count(*)::int AS n
           FROM properties p
          WHERE p.status = 'active' AND p.id <> $1 AND p.purpose = $2 AND lower(p.locality) = lower($3)
            AND p.area_sqft > 0 AND p.price_value > 0
            AND (p.purpose <> 'commercial' OR coalesce(p.price_type, 'sale') = coalesce($4, 'sale'))`,
    [l.id, l.purpose, l.locality ?? '', l.price_type],
  );
  const row = r.rows[0]!;
  return { median: row.median === null ? null : Number(row.median), n: row.n };
}

async function photoCount(database: Database, id: number): Promise<number> {
  return (
    await database.query<{ n: number }>('SELECT count(*)::int AS n FROM property_images WHERE property_id = $1', [id])
  ).rows[0]!.n;
}

/**
 * Makes the open findings of a listing what the checks found now: new ones open, known ones
 * updated, ones no longer true removed. A finding an admin dismissed is not raised again for
 * the same facts (same message); changed facts raise it anew.
 */
async function replaceOpen(database: Database, id: number, found: NewFinding[]): Promise<void> {
  await database.transaction(async (tx) => {
    const dismissed = await tx.query<Pick<Row<'listing_findings'>, 'kind'> & { related: number; message: string }>(
      `SELECT kind, coalesce(related_property_id, 0) AS related, detail ->> 'message' AS message FROM listing_findings WHERE property_id = $1 AND status = 'dismissed'`,
      [id],
    );
    const key = (kind: string, related: number | null, message: string) => `${kind}|${related ?? 0}|${message}`;
    const quiet = new Set(dismissed.rows.map((d) => key(d.kind, d.related, d.message)));
    const keep = found.filter((f) => !quiet.has(key(f.kind, f.related, f.detail.message)));
    await tx.query(
      `DELETE FROM listing_findings WHERE property_id = $1 AND status = 'open'
          AND (kind::text, coalesce(related_property_id, 0)) NOT IN (SELECT * FROM unnest($2::text[], $3::int[]))`,
      [id, keep.map((f) => f.kind), keep.map((f) => f.related ?? 0)],
    );
    for (const f of keep) {
      await tx.query(
        `INSERT INTO listing_findings (property_id, kind, detail, related_property_id) VALUES ($1, $2, $3, $4)
            ON CONFLICT (property_id, kind, (coalesce(related_property_id, 0))) WHERE status = 'open' DO UPDATE SET detail = EXCLUDED.detail`,
        [id, f.kind, JSON.stringify(f.detail), f.related],
      );
    }
  });
}

async function list(database: Database, q: FindingFilter): Promise<{ rows: Finding[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.status) where.push(`f.status = ${p(q.status)}`);
  if (q.kind) where.push(`f.kind = ${p(q.kind)}`);
  if (q.propertyId) where.push(`f.property_id = ${p(q.propertyId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await database.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM_FINDINGS} ${clause}`, params))
    .rows[0]!.n;
  const rows = await database.query<FindingRow>(
    `SELECT ${FINDING_COLUMNS} ${FROM_FINDINGS} ${clause} ORDER BY f.created_at DESC, f.id DESC LIMIT ${p(q.limit)} OFFSET ${p(q.offset)}`,
    params,
  );
  return { rows: rows.rows.map(toFinding), total };
}

async function get(database: Database, id: number): Promise<Finding | null> {
  const r = await database.query<FindingRow>(`SELECT ${FINDING_COLUMNS} ${FROM_FINDINGS} WHERE f.id = $1`, [id]);
  return r.rows[0] ? toFinding(r.rows[0]) : null;
}

/** Open findings of these listings, oldest first. */
async function openFor(database: Database, ids: number[]): Promise<Finding[]> {
  const r = await database.query<FindingRow>(
    `SELECT ${FINDING_COLUMNS} ${FROM_FINDINGS} WHERE f.property_id = ANY($1::int[]) AND f.status = 'open' ORDER BY f.id`,
    [ids],
  );
  return r.rows.map(toFinding);
}

/** Closes an open finding; null when it was not open (any more). */
async function dismiss(database: Database, id: number, by: number, note: string | null): Promise<Finding | null> {
  const r = await database.query<Pick<Row<'listing_findings'>, 'id'>>(
    `UPDATE listing_findings SET status = 'dismissed', resolved_by = $2, resolved_at = now(), note = $3
        WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, by, note],
  );
  return r.rows.length ? get(database, id) : null;
}

/**
 * A merged listing is out of review: its open findings, and those of the kept listing about
 * it, are resolved as merged. Returns their ids.
 */
async function resolveMerged(database: Database, id: number, into: number, by: number): Promise<number[]> {
  const r = await database.query<Pick<Row<'listing_findings'>, 'id'>>(
    `UPDATE listing_findings SET status = 'merged', resolved_by = $3, resolved_at = now()
        WHERE status = 'open' AND (property_id = $1 OR (property_id = $2 AND related_property_id = $1)) RETURNING id`,
    [id, into, by],
  );
  return r.rows.map((x) => x.id).sort((a, b) => a - b);
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
