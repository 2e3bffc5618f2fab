// Recently viewed (issue 35 §5): a signed-in person's last listings (recorded as they open them,
// by the listing's detail answer, and merged in from their browser at sign-in), and the live
// ones among a visitor's own list, which stays in their browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECENT_MAX, recentInputSchema, recentListSchema, recentQuerySchema } from '@aangan/contracts';
import { access } from '../../../shared/access.ts';
import { requireUser } from '../../../shared/auth.ts';
import { errorAnswers } from '../../../shared/errors.ts';
import { toProperty } from '../properties/mapper.ts';
import type { RecentRepository } from './repository.ts';

const TAGS = ['likes'];

export function recentRoutes(recent: RecentRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { config: access('signed-in') };
    app.get('/me/recently-viewed', { ...signedIn, schema: listSchema }, async (req) => ({
      items: (await recent.list(requireUser(req).userId)).map((r) => toProperty(r)),
    }));
    app.post('/me/recently-viewed', { ...signedIn, schema: mergeSchema }, async (req) => {
      const me = requireUser(req).userId;
      await recent.add(me, req.body.property_ids);
      return { items: (await recent.list(me)).map((r) => toProperty(r)) };
    });
    app.get('/properties/recent', { config: access('public'), schema: amongSchema }, async (req) => ({
      items: (await recent.among(req.query.ids)).map((r) => toProperty(r)),
    }));
  };
}

const listSchema = {
  tags: TAGS,
  summary: `The last listings I opened that are still live, newest first (at most ${RECENT_MAX})`,
  response: { 200: recentListSchema, ...errorAnswers(401, 422) },
};

const mergeSchema = {
  tags: TAGS,
  summary: 'Add listings I viewed (newest first), such as those my browser kept before I signed in',
  description: `Listings that are not live are left out; at most ${RECENT_MAX} are kept, the oldest going first.`,
  body: recentInputSchema,
  response: { 200: recentListSchema, ...errorAnswers(401, 422) },
};

const amongSchema = {
  tags: TAGS,
  summary: "The live listings among a visitor's recently viewed ones (kept in their browser), in the order given",
  querystring: recentQuerySchema,
  response: { 200: recentListSchema, ...errorAnswers(422) },
};
