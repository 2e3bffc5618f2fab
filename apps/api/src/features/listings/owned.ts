// A listing as its owner (or an admin) holds it: who may change it, how a change is checked, and
// its owner's view. The listings routes, the photo and tour routes, drafts, contact, the back
// office and account deletion use these; route files import this, never each other.
import type { preValidationAsyncHookHandler } from 'fastify';
import {
  draftMergedSchema,
  idParamsSchema as idParams,
  listingMergedSchema,
  unaskedTenantFacts,
  withFurnishingFeature,
  type ListingStatus,
  type MyListing,
  fieldCodeErrorMap,
} from '@aangan/contracts';
import { HttpError, invalid, issueDetail } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import type { SessionUser } from '../../shared/sessions.ts';
import { toProperty } from './properties/mapper.ts';
import { iso } from '../../shared/dates.ts';
import type { ListingRepository, OwnedRow, Writable } from './repository.ts';

export function toMyListing(r: OwnedRow): MyListing {
  return {
    ...toProperty(r),
    owner_contact: r.owner_contact,
    contact_email: r.contact_email,
    status: r.status as ListingStatus,
    rejection_code: r.rejection_code,
    rejection_reason: r.rejection_reason,
    submitted_at: iso(r.submitted_at),
    last_confirmed_at: iso(r.last_confirmed_at),
    expires_at: iso(r.expires_at),
    visit_requests: r.visit_requests,
    visit_start_hour: r.visit_start_hour,
    visit_end_hour: r.visit_end_hour,
    visit_days: r.visit_days.map(Number),
    pending_changes: (r.pending_changes as MyListing['pending_changes']) ?? null,
    changes_submitted_at: iso(r.changes_submitted_at),
  };
}

/** The fields of a row as the input schema names them, to merge an update into. */
export function asInput(r: OwnedRow): Record<string, unknown> {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...r,
    base_price: num(r.base_price),
    monthly_rent: num(r.monthly_rent),
    daily_rate: num(r.daily_rate),
    security_deposit: num(r.security_deposit),
    maintenance_charges: num(r.maintenance_charges),
  };
}

/** Statuses in which a listing may still be incomplete: it has not been sent for review (again). */
export const UNSENT: readonly string[] = ['draft', 'rejected'];

/**
 * Changes to a listing, checked as the listing they make: a sent or live one must stay complete
 * (a rent listing keeps a rent, ...), an unsent one only well-formed. The furnishing feature
 * follows the furnishing answer; whom it lets to and pets go when its purpose does not ask them. Throws 422 with field messages.
 */
export function mergeChanges(row: OwnedRow, body: Record<string, unknown>): Writable {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Writable;
  if ('features' in changes || 'furnishing' in changes) {
    changes.features = withFurnishingFeature(
      (changes.features ?? row.features) as string[],
      'furnishing' in changes ? changes.furnishing : row.furnishing,
    );
  }
  Object.assign(changes, unaskedTenantFacts(changes.purpose ?? row.purpose, { ...row, ...changes }));
  const schema = UNSENT.includes(row.status) ? draftMergedSchema : listingMergedSchema;
  const merged = schema.safeParse({ ...asInput(row), ...changes }, { error: fieldCodeErrorMap });
  if (!merged.success) throw invalid(merged.error.issues.map((i) => issueDetail('body', i.path, i)));
  return changes;
}

/** 422 with what a listing still needs before review (a place, its price), or nothing. */
export function assertComplete(row: OwnedRow): void {
  const full = listingMergedSchema.safeParse(asInput(row), { error: fieldCodeErrorMap });
  if (!full.success) throw invalid(full.error.issues.map((i) => issueDetail('body', i.path, i)));
}

/** The listing, if the caller may change it: its owner or an admin. Others learn nothing about drafts. */
export async function editableListing(listings: ListingRepository, me: SessionUser, id: number): Promise<OwnedRow> {
  const row = await listings.get(id);
  if (!row) throw new HttpError('PROPERTY_NOT_FOUND');
  if (row.owner_id !== me.userId && me.role !== 'admin') {
    if (row.status === 'active') throw new HttpError('NOT_YOUR_LISTING');
    throw new HttpError('PROPERTY_NOT_FOUND');
  }
  return row;
}

/**
 * The check of editableListing as a preValidation hook, for routes naming a listing in their
 * path: someone else's listing is refused (403 or 404) before the body is validated, so they learn
 * nothing about what a valid change would be. An id that is not one is left to validation (422).
 */
export function ownerFirst(listings: ListingRepository): preValidationAsyncHookHandler {
  return async (req) => {
    const id = idParams.safeParse(req.params);
    if (id.success) await editableListing(listings, requireUser(req), id.data.id);
  };
}

/** What is kept outside the database for a listing; removed with it. */
export interface ListingFiles {
  filesOf(listingId: number): Promise<string[]>;
  remove(keys: string[]): Promise<void>;
}

/** The listing, if the caller may change it now: editable, and not taken down (an admin still may). */
export async function changeableListing(listings: ListingRepository, me: SessionUser, id: number): Promise<OwnedRow> {
  const row = await editableListing(listings, me, id);
  if (row.status === 'taken_down' && me.role !== 'admin') throw new HttpError('LISTING_TAKEN_DOWN');
  return row;
}

/**
 * Called when a listing enters review, or changes while waiting for it, so the automatic checks
 * run again (back-office/detect.ts). Failures are the caller's to log; they never fail the owner.
 */
export type ReviewingHook = (listingId: number) => Promise<void>;
