import { z } from 'zod';
import type { Purpose } from './constants.ts';

// Who may rent a home and whether pets are welcome (issue 33, decision 044): what an owner says on
// the listing, and what a seeker filters by. One place for the listing contract, the property
// output, the search contract and the web's form and filters.

/** The kinds of tenant an owner may let to (a company lease: a firm rents it for its staff). */
export const TENANT_KINDS = ['family', 'bachelors', 'company'] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];
/** What a listing stores: some of the kinds, or `any` alone (no restriction). */
export const PREFERRED_TENANTS = [...TENANT_KINDS, 'any'] as const;
export type PreferredTenant = (typeof PREFERRED_TENANTS)[number];

/**
 * Purposes whose listings say whom they let to: homes to rent. A PG's "who" is its gender
 * (pg_gender) and its guests are single people by nature; short stays and commercial leases have
 * no such custom on the portals.
 */
export const TENANT_PURPOSES: readonly Purpose[] = ['rent'];
/** Purposes whose listings say whether pets are welcome: homes to rent and PGs. */
export const PET_PURPOSES: readonly Purpose[] = ['rent', 'pg'];

export const asksTenants = (purpose: unknown) => TENANT_PURPOSES.includes(purpose as Purpose);
export const asksPets = (purpose: unknown) => PET_PURPOSES.includes(purpose as Purpose);

/**
 * The one way a set of tenant kinds is stored: `any` with anything else, or every kind, is `any`
 * alone (no restriction); otherwise the kinds once each in TENANT_KINDS order; nothing is null
 * (not said).
 */
export function foldTenants(v: readonly PreferredTenant[] | null | undefined): PreferredTenant[] | null | undefined {
  if (v === null || v === undefined) return v;
  if (v.includes('any') || TENANT_KINDS.every((k) => v.includes(k))) return ['any'];
  const kinds = TENANT_KINDS.filter((k) => v.includes(k));
  return kinds.length ? kinds : null;
}

/** The listing contract's field: a set of kinds (the form's checkboxes), folded. */
export const preferredTenantsField = z
  .array(z.enum(PREFERRED_TENANTS))
  .max(PREFERRED_TENANTS.length * 2)
  .nullable()
  .optional()
  .transform(foldTenants);

/** Whether a listing suits a seeker of this kind: it lets to that kind, or to anyone. Null (not said) suits no filter. */
export function letsTo(listing: readonly string[] | null | undefined, kind: TenantKind): boolean {
  return Boolean(listing?.includes(kind) || listing?.includes('any'));
}

type TenantFacts = { preferred_tenants?: unknown; pets_allowed?: unknown };
/**
 * The answers a listing of this purpose cannot keep, emptied: a listing turned from rent to sale
 * drops whom it lets to, so no tenant filter finds a sale by a stale answer. `now`: the listing's
 * answers as they will be (only those not already empty are named).
 */
export function unaskedTenantFacts(purpose: unknown, now: TenantFacts): TenantFacts {
  const out: TenantFacts = {};
  if (!asksTenants(purpose) && now.preferred_tenants != null) out.preferred_tenants = null;
  if (!asksPets(purpose) && now.pets_allowed != null) out.pets_allowed = null;
  return out;
}
