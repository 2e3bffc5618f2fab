import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  idParamsSchema as idParams,
  listingCreateSchema,
  listingMoveSchema,
  listingUpdateSchema,
  myListingListSchema,
  myListingSchema,
  unaskedTenantFacts,
  withFurnishingFeature,
  type ListingStatus,
} from '@aangan/contracts';
import { HttpError, fieldError, errorAnswers } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import type { SessionUser } from '../../shared/sessions.ts';
import { heldChanges, ownerMove } from './lifecycle.ts';
import type { ListingRepository, Writable } from './repository.ts';
import {
  asInput,
  assertComplete,
  changeableListing,
  editableListing,
  mergeChanges,
  ownerFirst,
  toMyListing,
  type ListingFiles,
  type ReviewingHook,
} from './owned.ts';
import { access } from '../../shared/access.ts';

const denied = errorAnswers(401, 403, 404, 409, 422);

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

/** The owner's calls; verifying and rejecting are the team's (back-office/decision-routes.ts). */
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
