// SQL for owners' listings (any status). Public reads stay in properties/repository.ts.
import type { Database } from '@aangan/db';
import { RECONFIRM_DAYS, type ListingStatus } from '@aangan/contracts';
import { PUBLIC_COLUMNS, type PropertyRow } from '../properties/repository.ts';
import { reconfirmDays, type ReconfirmPeriods } from './lifecycle.ts';

export const WRITABLE = [
  'title', 'description', 'purpose', 'price_type', 'property_type', 'base_price', 'monthly_rent', 'daily_rate', 'security_deposit',
  'maintenance_charges', 'minimum_stay_days', 'max_occupancy', 'bedrooms', 'bhk', 'bathrooms', 'balconies', 'area_sqft', 'area_type',
  'floor_number', 'total_floors', 'parking_spaces', 'age_of_property', 'furnishing', 'pg_sharing', 'pg_food_included', 'pg_gender',
  'amenities', 'features', 'full_address', 'landmark', 'sub_locality', 'locality', 'city', 'state', 'pincode', 'latitude', 'longitude',
  'available_from', 'owner_contact', 'visit_start_hour', 'visit_end_hour',
] as const;
export type Writable = Partial<Record<(typeof WRITABLE)[number], unknown>>;

export interface OwnedRow extends PropertyRow {
  owner_id: number | null; rejection_reason: string | null; submitted_at: Date | string | null; last_confirmed_at: Date | string | null;
  expires_at: Date | string | null; visit_requests: number; visit_start_hour: number; visit_end_hour: number; owner_contact: string | null;
  [k: string]: unknown;
}

const OWNED_COLUMNS = `${PUBLIC_COLUMNS}, p.owner_id, p.owner_contact, p.rejection_reason, p.submitted_at, p.last_confirmed_at, p.expires_at,
  p.visit_start_hour, p.visit_end_hour, (SELECT count(*)::int FROM visits v WHERE v.property_id = p.id) AS visit_requests`;

export function createListingRepository(database: Database, periods: ReconfirmPeriods = RECONFIRM_DAYS) {
  /** SET clauses that start a fresh live period: verified or reconfirmed now (days are integers from config). */
  const goLive = (purpose: string, priceType: string | null) =>
    `last_confirmed_at = now(), expires_at = now() + interval '${Math.trunc(reconfirmDays(purpose, priceType, periods))} days'`;

  const get = async (id: number): Promise<OwnedRow | null> =>
    (await database.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [id])).rows[0] ?? null;

  return {
    get,

    async create(ownerId: number, fields: Writable, status: ListingStatus): Promise<OwnedRow> {
      return database.transaction(async (tx) => {
        const owner = (await tx.query<{ full_name: string; phone: string }>('SELECT full_name, phone FROM users WHERE id = $1', [ownerId])).rows[0]!;
        // Callers reach the owner's own phone unless the listing names another contact.
        const values: Writable = { ...fields, owner_contact: fields.owner_contact ?? owner.phone };
        const cols = Object.keys(values).filter((k) => (WRITABLE as readonly string[]).includes(k));
        const r = await tx.query<{ id: number }>(
          `INSERT INTO properties (owner_id, owner_name, status, submitted_at${cols.map((c) => `, ${c}`).join('')})
           VALUES ($1, $2, $3::listing_status, CASE WHEN $4::boolean THEN now() END${cols.map((_, i) => `, $${i + 5}`).join('')}) RETURNING id`,
          [ownerId, owner.full_name, status, status === 'pending_review', ...cols.map((k) => values[k as keyof Writable] ?? null)]);
        // Someone who lists a property is an owner from now on (agents and admins keep their role).
        await tx.query(`UPDATE users SET role = 'owner' WHERE id = $1 AND role = 'user'`, [ownerId]);
        return (await tx.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.id = $1`, [r.rows[0]!.id])).rows[0]!;
      });
    },

    async update(id: number, changes: Writable, toReview: boolean): Promise<OwnedRow> {
      const cols = Object.keys(changes).filter((k) => (WRITABLE as readonly string[]).includes(k));
      const sets = cols.map((k, i) => `${k} = $${i + 2}`);
      if (toReview) sets.push(`status = 'pending_review'`, 'submitted_at = now()');
      if (sets.length) {
        await database.query(`UPDATE properties SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...cols.map((k) => changes[k as keyof Writable] ?? null)]);
      }
      return (await get(id))!;
    },

    /** New or removed photos or tour views change what was verified: a live listing goes back to review. */
    async reviewIfLive(row: { id: number; status: string }): Promise<void> {
      if (row.status === 'active') await this.update(row.id, {}, true);
    },

    /** Moves a listing on from the status it was read in (a concurrent move wins; null then). */
    async move(cur: OwnedRow, to: ListingStatus, opts: { by?: number; reason?: string } = {}): Promise<OwnedRow | null> {
      const params: unknown[] = [cur.id, cur.status, to];
      const sets = ['status = $3', 'updated_at = now()'];
      if (to === 'pending_review') sets.push('submitted_at = now()', 'rejection_reason = NULL');
      if (to === 'active') sets.push(goLive(cur.purpose, cur.price_type));
      if (to === 'active' && cur.status === 'pending_review') {
        params.push(opts.by ?? null);
        sets.push('verified_at = now()', 'published_at = coalesce(published_at, now())', `verified_by = $${params.length}`);
      }
      if (to === 'rejected') {
        params.push(opts.reason ?? null);
        sets.push(`rejection_reason = $${params.length}`);
      }
      const r = await database.query(`UPDATE properties SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING id`, params);
      return r.rows.length ? get(cur.id) : null;
    },

    async remove(id: number): Promise<void> {
      await database.query('DELETE FROM properties WHERE id = $1', [id]);
    },

    async mine(ownerId: number): Promise<OwnedRow[]> {
      return (await database.query<OwnedRow>(`SELECT ${OWNED_COLUMNS} FROM properties p WHERE p.owner_id = $1 ORDER BY p.updated_at DESC, p.id DESC`, [ownerId])).rows;
    },

    /** Live listings whose owners did not reconfirm in time go offline (runs on a schedule). */
    async expireDue(): Promise<number> {
      return (await database.query(`UPDATE properties SET status = 'expired', updated_at = now() WHERE status = 'active' AND expires_at < now() RETURNING id`)).rows.length;
    },

    async audit(e: { actorId: number; action: string; entityId: number; before: unknown; after: unknown; ip?: string; requestId?: string }): Promise<void> {
      await database.query('INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip_address, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [e.actorId, e.action, 'property', String(e.entityId), JSON.stringify(e.before ?? null), JSON.stringify(e.after ?? null), e.ip ?? null, e.requestId ?? null]);
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
