import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  draftMergedSchema,
  errorSchema,
  idParamsSchema as idParams,
  listingCreateSchema,
  listingMergedSchema,
  listingMoveSchema,
  listingUpdateSchema,
  myListingListSchema,
  myListingSchema,
  unaskedTenantFacts,
  withFurnishingFeature,
  type ListingStatus,
  type MyListing,
  fieldCodeErrorMap,
} from '@aangan/contracts';
import { HttpError, fieldError, invalid, issueDetail } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import type { SessionUser } from '../../shared/sessions.ts';
import { toProperty } from './properties/mapper.ts';
import { iso } from '../../shared/dates.ts';
import { heldChanges, ownerMove } from './lifecycle.ts';
import type { ListingRepository, OwnedRow, Writable } from './repository.ts';
import { access } from '../../shared/access.ts';

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

const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/** The fields of a row as the input schema names them, to merge an update into. */
function asInput(r: OwnedRow): Record<string, unknown> {
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
 * run again (moderation/detect.ts). Failures are the caller's to log; they never fail the owner.
 */
export type ReviewingHook = (listingId: number) => Promise<void>;

/** What the handlers use: the listings, their stored files, and the hook run when one enters review. */
interface Owned {
  listings: ListingRepository;
  files: ListingFiles | undefined;
  reviewing: ReviewingHook;
  contacts: ContactCheck;
}

/**
 * A listing's contact number is its owner's verified number or another number they proved with a
 * code (decision 042): a reveal hands it out under the listing's name, so nobody may give out
 * someone else's. Admins, who post for people who phoned in, are not held to it.
 */
export interface ContactCheck {
  /** The numbers the account may give (its own when verified, and those it proved). */
  numbers(userId: number): Promise<string[]>;
}

async function assertContact(c: ContactCheck, me: SessionUser, phone: unknown, current: unknown = null): Promise<void> {
  if (me.role === 'admin' || typeof phone !== 'string' || phone === current) return;
  if (!(await c.numbers(me.userId)).includes(phone))
    throw fieldError(['body', 'owner_contact'], 'CONTACT_NOT_VERIFIED');
}
type Id = { Params: z.infer<typeof idParams> };

/** The owner's calls; verifying and rejecting are the team's (moderation/decision-routes.ts). */
export function listingRoutes(
  listings: ListingRepository,
  files: ListingFiles | undefined,
  reviewing: ReviewingHook,
  contacts: ContactCheck,
): FastifyPluginAsyncZod {
  const d: Owned = { listings, files, reviewing, contacts };
  const owner = { config: access('owner-of-resource'), preValidation: ownerFirst(listings) };
  return async (app) => {
    app.post('/properties', { config: access('signed-in'), schema: createSchema }, (req, reply) =>
      createListing(d, req, reply),
    );
    app.get('/properties/me', { config: access('signed-in'), schema: mineSchema }, (req) => myListings(d, req));
    app.put('/properties/:id', { ...owner, schema: updateSchema }, (req) => updateListing(d, req));
    app.delete('/properties/:id', { ...owner, schema: deleteSchema }, (req, reply) => deleteListing(d, req, reply));
    app.post('/properties/:id/status', { ...owner, schema: moveSchema }, (req) => moveListing(d, req));
  };
}

/** An audit-log row of a change to a listing: who made it, from which address, in which request. */
const audit = (
  { listings }: Owned,
  req: FastifyRequest,
  me: SessionUser,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) => listings.audit({ actorId: me.userId, action, entityId: id, before, after, ip: req.ip, requestId: req.id });

const createSchema = {
  tags: ['listings'],
  summary: 'Create a listing (a draft, or sent for review with `submit: true`)',
  body: listingCreateSchema,
  response: { 201: myListingSchema, ...denied },
};

async function createListing(
  { listings, reviewing, contacts }: Owned,
  req: FastifyRequest<{ Body: z.infer<typeof listingCreateSchema> }>,
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const { submit, ...fields } = req.body;
  await assertContact(contacts, me, fields.owner_contact);
  const row = await listings.create(
    me.userId,
    {
      ...fields,
      ...unaskedTenantFacts(fields.purpose, fields),
      features: withFurnishingFeature(fields.features, fields.furnishing),
    } as Writable,
    submit ? 'pending_review' : 'draft',
  );
  if (row.status === 'pending_review') await reviewing(row.id);
  return reply.code(201).send(toMyListing(row));
}

const mineSchema = {
  tags: ['listings'],
  summary: 'My listings in every state, with views, likes and visit requests',
  response: { 200: myListingListSchema, ...denied },
};

async function myListings({ listings }: Owned, req: FastifyRequest) {
  const rows = (await listings.mine(requireUser(req).userId)).map(toMyListing);
  return { properties: rows, items: rows, total: rows.length };
}

const updateSchema = {
  tags: ['listings'],
  summary: 'Change a listing (owner or admin); price or place changes on a live listing send it back to review',
  params: idParams,
  body: listingUpdateSchema,
  response: { 200: myListingSchema, ...denied },
};

/**
 * Changes apply at once, except on a verified listing that is live (or may come back to search
 * without a review): there what a seeker relies on waits for the team, merged with what waited
 * before, and the listing stays as it was verified (decision 043). A change sent back to the live
 * value withdraws the waiting one.
 */
async function updateListing(d: Owned, req: FastifyRequest<Id & { Body: z.infer<typeof listingUpdateSchema> }>) {
  const { listings, reviewing } = d;
  const me = requireUser(req);
  const row = await changeableListing(listings, me, req.params.id);
  const changes = mergeChanges(row, { ...(row.pending_changes ?? {}), ...req.body });
  await assertContact(d.contacts, me, changes.owner_contact, row.owner_contact);
  const held = heldChanges(asInput(row), changes, row.verified_at !== null);
  const direct = Object.fromEntries(Object.entries(changes).filter(([k]) => !(k in held))) as Writable;
  const after = await listings.update(
    row.id,
    direct,
    row.pending_changes || Object.keys(held).length ? held : undefined,
  );
  if (me.userId !== row.owner_id) await audit(d, req, me, 'property.update', row.id, changes, { status: after.status });
  if (after.status === 'pending_review' || Object.keys(held).length) await reviewing(row.id);
  return toMyListing(after);
}

const deleteSchema = {
  tags: ['listings'],
  summary: 'Delete a listing (owner or admin)',
  params: idParams,
  response: { 204: z.null(), ...denied },
};

async function deleteListing(d: Owned, req: FastifyRequest<Id>, reply: FastifyReply) {
  const { listings, files } = d;
  const me = requireUser(req);
  const row = await editableListing(listings, me, req.params.id);
  const stored = (await files?.filesOf(row.id)) ?? [];
  await listings.remove(row.id);
  await files?.remove(stored);
  await audit(
    d,
    req,
    me,
    'property.delete',
    row.id,
    { title: row.title, status: row.status, owner_id: row.owner_id },
    null,
  );
  return reply.code(204).send(null);
}

const moveSchema = {
  tags: ['listings'],
  summary: 'Owner moves: submit for review, mark rented or sold, unpublish, reconfirm availability',
  params: idParams,
  body: listingMoveSchema,
  response: { 200: myListingSchema, ...denied },
};

async function moveListing(
  { listings, reviewing, contacts }: Owned,
  req: FastifyRequest<Id & { Body: z.infer<typeof listingMoveSchema> }>,
) {
  const me = requireUser(req);
  const row = await editableListing(listings, me, req.params.id);
  const move = ownerMove(req.body.action, row.status as ListingStatus, row.verified_at !== null, row.paused_reason);
  if ('error' in move) throw move.error;
  if (move.to === 'pending_review') {
    assertComplete(row);
    // A draft made before signing in carries the number its visitor typed: proved before review.
    if (row.owner_id === me.userId) await assertContact(contacts, me, row.owner_contact);
  }
  const after = await listings.move(row, move.to);
  if (!after) throw new HttpError('LISTING_CHANGED');
  if (after.status === 'pending_review') await reviewing(row.id);
  return toMyListing(after);
}
