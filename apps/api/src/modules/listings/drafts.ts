// A visitor's add-listing form kept across sign-in (/add-new-listing): the page stores what was
// typed, gets a random token back, and reads it again after the login. Only the token's holder
// can read it (it is stored hashed); drafts are forgotten after a day (RETENTION.listingDrafts):
// saving one removes older ones, and the retention job those left when nobody saves another.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@aangan/db';
import { errorSchema } from '@aangan/contracts';
import { HttpError } from '../../plugins/errors.ts';
import { createLimiter } from '../../plugins/limiter.ts';
import { access } from '../../plugins/access.ts';
import { RETENTION } from '../retention/periods.ts';

const KEEP = `interval '${RETENTION.listingDrafts.days} days'`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const values = z.record(z.string().max(60), z.union([z.string().max(5000), z.array(z.string().max(120)).max(40)]))
  .refine((v) => Object.keys(v).length <= 80, 'Too many fields');

export function createDraftRepository(database: Database) {
  return {
    async save(payload: Record<string, unknown>): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await database.query(`DELETE FROM listing_drafts WHERE created_at < now() - ${KEEP}`);
      await database.query('INSERT INTO listing_drafts (token_hash, payload) VALUES ($1, $2)', [hash(token), JSON.stringify(payload)]);
      return token;
    },
    async read(token: string): Promise<Record<string, unknown> | null> {
      const r = await database.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM listing_drafts WHERE token_hash = $1 AND created_at > now() - ${KEEP}`, [hash(token)]);
      return r.rows[0]?.payload ?? null;
    },
    async forget(token: string): Promise<void> {
      await database.query('DELETE FROM listing_drafts WHERE token_hash = $1', [hash(token)]);
    },
  };
}
export type DraftRepository = ReturnType<typeof createDraftRepository>;

export function draftRoutes(drafts: DraftRepository): FastifyPluginAsyncZod {
  const perAddress = createLimiter({ max: 30, windowMs: 60 * 60 * 1000, message: 'Too many drafts from this network. Please try again later.' });
  const tokenParams = z.object({ token: z.string().regex(/^[\w-]{32}$/, 'token is not valid') });
  return async (app) => {
    app.post('/listing-drafts/', {
      config: access('public'),
      schema: {
        tags: ['listings'], summary: "Keep a visitor's add-listing form for a day, to fill it in again after signing in",
        body: z.object({ values }), response: { 201: z.object({ token: z.string() }), 422: errorSchema, 429: errorSchema },
      },
    }, async (req, reply) => {
      perAddress.check(req.ip);
      perAddress.hit(req.ip);
      return reply.code(201).send({ token: await drafts.save(req.body.values) });
    });
    app.get('/listing-drafts/:token', {
      config: access('public'),
      schema: { tags: ['listings'], summary: 'A kept add-listing form', params: tokenParams, response: { 200: z.object({ values }), 404: errorSchema, 422: errorSchema } },
    }, async (req) => {
      const kept = await drafts.read(req.params.token);
      if (!kept) throw new HttpError(404, 'This draft has expired; please fill the form again');
      return { values: kept as z.infer<typeof values> };
    });
    app.delete('/listing-drafts/:token', {
      config: access('public'),
      schema: { tags: ['listings'], summary: 'Forget a kept add-listing form (once the listing is created)', params: tokenParams, response: { 204: z.null(), 422: errorSchema } },
    }, async (req, reply) => {
      await drafts.forget(req.params.token);
      return reply.code(204).send(null);
    });
  };
}
