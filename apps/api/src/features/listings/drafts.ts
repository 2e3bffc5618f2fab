// A visitor's add-listing draft (/add-new-listing): a listing in status 'draft' without an owner
// yet, reached through a random token (stored hashed, like session tokens) that only the
// visitor's pages know. Its steps and photos are kept exactly as an owner's are; signing in, the
// visitor claims it and it becomes theirs. Unclaimed drafts go after a day with their photos
// (RETENTION.listingDrafts, shared/retention-periods.ts). Decision 028.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Row } from '@aangan/db';
import {
  draftMergedSchema,
  errorSchema,
  listingUpdateSchema,
  myListingSchema,
  photoListSchema,
  unaskedTenantFacts,
  withFurnishingFeature,
} from '@aangan/contracts';
import { HttpError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import type { Limiter, NewLimiter } from '../../shared/limiter.ts';
import { access } from '../../shared/access.ts';
import { RETENTION } from '../../shared/retention-periods.ts';
import { toImage } from './properties/mapper.ts';
import type { ImageRow } from './properties/repository.ts';
import type { ListingRepository, OwnedRow, Writable } from './repository.ts';
import { mergeChanges, toMyListing, type ListingFiles } from './owned.ts';

const KEEP = `interval '${RETENTION.listingDrafts.days} days'`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export const draftTokenParams = z.object({ token: z.string().regex(/^[\w-]{32}$/, 'INVALID') });

export function createDraftRepository(db: Database, listings: ListingRepository) {
  return {
    create: (fields: Writable) => create(db, listings, fields),
    listingOf: (token: string) => listingOf(db, token),
    claim: (token: string, userId: number) => claim(db, listings, token, userId),
    forget: (token: string) => forget(db, token),
  };
}

/** A new unowned draft listing and the token that reaches it. */
async function create(
  db: Database,
  listings: ListingRepository,
  fields: Writable,
): Promise<{ token: string; row: OwnedRow }> {
  const token = randomBytes(24).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const created = await listings.create(null, fields, 'draft', tx);
    await tx.query('INSERT INTO listing_drafts (token_hash, property_id) VALUES ($1, $2)', [hash(token), created.id]);
    return created;
  });
  return { token, row };
}

/** The draft's listing id, while the draft is kept. */
async function listingOf(db: Database, token: string): Promise<number | null> {
  const r = await db.query<Pick<Row<'listing_drafts'>, 'property_id'>>(
    `SELECT property_id FROM listing_drafts WHERE token_hash = $1 AND created_at > now() - ${KEEP}`,
    [hash(token)],
  );
  return r.rows[0]?.property_id ?? null;
}

/** The draft becomes this account's listing; the token then leads nowhere. */
async function claim(
  db: Database,
  listings: ListingRepository,
  token: string,
  userId: number,
): Promise<OwnedRow | null> {
  return db.transaction(async (tx) => {
    const r = await tx.query<Pick<Row<'listing_drafts'>, 'property_id'>>(
      `DELETE FROM listing_drafts WHERE token_hash = $1 AND created_at > now() - ${KEEP} RETURNING property_id`,
      [hash(token)],
    );
    const id = r.rows[0]?.property_id;
    return id === undefined ? null : listings.claim(tx, id, userId);
  });
}

/** Forgets the token; the caller removes the listing. The listing id, or null. */
async function forget(db: Database, token: string): Promise<number | null> {
  const r = await db.query<Pick<Row<'listing_drafts'>, 'property_id'>>(
    'DELETE FROM listing_drafts WHERE token_hash = $1 RETURNING property_id',
    [hash(token)],
  );
  return r.rows[0]?.property_id ?? null;
}
export type DraftRepository = ReturnType<typeof createDraftRepository>;

/** The draft's listing for its token: 404 once it has expired or been claimed. */
export async function draftListing(
  drafts: DraftRepository,
  listings: ListingRepository,
  token: string,
): Promise<OwnedRow> {
  const id = await drafts.listingOf(token);
  const row = id === null ? null : await listings.get(id);
  if (!row || row.owner_id !== null || row.status !== 'draft') throw new HttpError('DRAFT_EXPIRED');
  return row;
}

const draftAnswer = z.object({ listing: myListingSchema, images: photoListSchema.shape.images });

interface Deps {
  drafts: DraftRepository;
  listings: ListingRepository;
  files: ListingFiles;
  images: (id: number) => Promise<ImageRow[]>;
  limiter: NewLimiter;
}
type Token = { Params: z.infer<typeof draftTokenParams> };

export function draftRoutes(deps: Deps): FastifyPluginAsyncZod {
  const perAddress = deps.limiter({
    max: 30,
    windowMs: 60 * 60 * 1000,
    name: 'draft',
    code: 'DRAFT_RATE_LIMITED',
  });
  return async (app) => {
    const open = access('public');
    app.post('/listing-drafts', { config: open, schema: startSchema }, (req, reply) =>
      startDraft(deps, perAddress, req, reply),
    );
    app.get('/listing-drafts/:token', { config: open, schema: readSchema }, (req) => readDraft(deps, req));
    app.put('/listing-drafts/:token', { config: open, schema: changeSchema }, (req) => changeDraft(deps, req));
    app.post('/listing-drafts/:token/claim', { config: access('signed-in'), schema: claimSchema }, (req) =>
      claimDraft(deps, req),
    );
    app.delete('/listing-drafts/:token', { config: open, schema: discardSchema }, (req, reply) =>
      discardDraft(deps, req, reply),
    );
  };
}

const answer = async ({ images }: Deps, row: OwnedRow) => ({
  listing: toMyListing(row),
  images: (await images(row.id)).map(toImage),
});

const startSchema = {
  tags: ['listings'],
  summary:
    "Start a visitor's add-listing draft (its first step); the token reaches it for a day, or until an account claims it",
  body: draftMergedSchema,
  response: {
    201: z.object({ token: z.string() }).extend(draftAnswer.shape),
    422: errorSchema,
    429: errorSchema,
  },
};

async function startDraft(
  deps: Deps,
  perAddress: Limiter,
  req: FastifyRequest<{ Body: z.infer<typeof draftMergedSchema> }>,
  reply: FastifyReply,
) {
  await perAddress.consume(req.ip);
  const fields = {
    ...req.body,
    ...unaskedTenantFacts(req.body.purpose, req.body),
    features: withFurnishingFeature(req.body.features, req.body.furnishing),
  } as Writable;
  const { token, row } = await deps.drafts.create(fields);
  return reply.code(201).send({ token, ...(await answer(deps, row)) });
}

const readSchema = {
  tags: ['listings'],
  summary: "A visitor's draft and its photos",
  params: draftTokenParams,
  response: { 200: draftAnswer, 404: errorSchema, 422: errorSchema },
};

async function readDraft(deps: Deps, req: FastifyRequest<Token>) {
  return answer(deps, await draftListing(deps.drafts, deps.listings, req.params.token));
}

const changeSchema = {
  tags: ['listings'],
  summary: "Change a visitor's draft (the fields of one step, as for a listing)",
  params: draftTokenParams,
  body: listingUpdateSchema,
  response: { 200: draftAnswer, 404: errorSchema, 422: errorSchema },
};

async function changeDraft(deps: Deps, req: FastifyRequest<Token & { Body: z.infer<typeof listingUpdateSchema> }>) {
  const { drafts, listings } = deps;
  const row = await draftListing(drafts, listings, req.params.token);
  return answer(deps, await listings.update(row.id, mergeChanges(row, req.body)));
}

const claimSchema = {
  tags: ['listings'],
  summary: "Make a visitor's draft the signed-in account's own listing (still a draft)",
  params: draftTokenParams,
  response: { 200: myListingSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
};

async function claimDraft({ drafts }: Deps, req: FastifyRequest<Token>) {
  const row = await drafts.claim(req.params.token, requireUser(req).userId);
  if (!row) throw new HttpError('DRAFT_EXPIRED');
  return toMyListing(row);
}

const discardSchema = {
  tags: ['listings'],
  summary: "Throw a visitor's draft away, with its photos",
  params: draftTokenParams,
  response: { 204: z.null(), 422: errorSchema },
};

async function discardDraft({ drafts, listings, files }: Deps, req: FastifyRequest<Token>, reply: FastifyReply) {
  const id = await drafts.forget(req.params.token);
  const row = id === null ? null : await listings.get(id);
  if (row && row.owner_id === null) {
    const stored = await files.filesOf(row.id);
    await listings.remove(row.id);
    await files.remove(stored);
  }
  return reply.code(204).send(null);
}
