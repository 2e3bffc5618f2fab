// A signed-in person's saved searches (issue 35 §1, decision 055): list, save, rename or change,
// and delete. Anyone else's saved search answers as if it did not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SAVED_SEARCHES_MAX,
  idParamsSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
  type SavedSearchPatch,
} from '@aangan/contracts';
import { access } from '../../../shared/access.ts';
import { requireUser } from '../../../shared/auth.ts';
import { iso } from '../../../shared/dates.ts';
import { HttpError, errorAnswers } from '../../../shared/errors.ts';
import type { SavedSearchRefusal, SavedSearchRepository, SavedSearchRow } from './repository.ts';

const denied = errorAnswers(401, 404, 409, 422);
const TAGS = ['saved searches'];

export function savedSearchRoutes(saved: SavedSearchRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { config: access('signed-in') };
    /** Someone else's saved search reads as not found before the body is validated (an invalid id is left to validation). */
    const yours = async (req: FastifyRequest) => {
      const id = idParamsSchema.safeParse(req.params);
      if (id.success && !(await saved.find(requireUser(req).userId, id.data.id))) throw notFound();
    };
    const mine = { config: access('self'), preValidation: yours };
    app.get('/saved-searches', { ...signedIn, schema: listSchema }, async (req) => ({
      items: (await saved.list(requireUser(req).userId)).map(toSavedSearch),
      max: SAVED_SEARCHES_MAX,
    }));
    app.post('/saved-searches', { ...signedIn, schema: saveSchema }, async (req, reply) => {
      const made = answerOf(await saved.save(requireUser(req).userId, req.body));
      return reply.code(201).send(made);
    });
    app.patch('/saved-searches/:id', { ...mine, schema: changeSchema }, (req) => changeSearch(saved, req));
    app.delete('/saved-searches/:id', { ...mine, schema: deleteSchema }, (req, reply) =>
      deleteSearch(saved, req, reply),
    );
  };
}

const notFound = () => new HttpError('SAVED_SEARCH_NOT_FOUND');

function toSavedSearch(r: SavedSearchRow) {
  return {
    id: r.id,
    name: r.name,
    query: r.query,
    frequency: r.frequency,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    last_seen_at: iso(r.last_seen_at),
  };
}

/** The saved search, or the refusal as its error answer. */
function answerOf(r: SavedSearchRow | SavedSearchRefusal) {
  if ('full' in r) throw new HttpError('SAVED_SEARCHES_FULL', { params: { max: SAVED_SEARCHES_MAX } });
  if ('exists' in r) throw new HttpError('SAVED_SEARCH_EXISTS', { params: { name: r.exists } });
  return toSavedSearch(r);
}

const listSchema = {
  tags: TAGS,
  summary: 'My saved searches, newest first',
  response: { 200: savedSearchListSchema, ...denied },
};

const saveSchema = {
  tags: TAGS,
  summary: `Save a search (its address's query) under a name; at most ${SAVED_SEARCHES_MAX} per account`,
  description:
    'The query is checked as `GET /properties` checks it (the same field errors, under `body.query`) and kept in one written form, so saving the same filters again answers 409 with the name they have.',
  body: savedSearchInputSchema,
  response: { 201: savedSearchSchema, ...denied },
};

const changeSchema = {
  tags: TAGS,
  summary: 'Rename a saved search, change its filters or how often its alerts come',
  params: idParamsSchema,
  body: savedSearchPatchSchema,
  response: { 200: savedSearchSchema, ...denied },
};

async function changeSearch(
  saved: SavedSearchRepository,
  req: FastifyRequest & { params: { id: number }; body: SavedSearchPatch },
) {
  const r = await saved.change(requireUser(req).userId, req.params.id, req.body);
  if (!r) throw notFound();
  return answerOf(r);
}

const deleteSchema = {
  tags: TAGS,
  summary: 'Delete a saved search (its alerts stop)',
  params: idParamsSchema,
  response: { 204: z.null(), ...denied },
};

async function deleteSearch(
  saved: SavedSearchRepository,
  req: FastifyRequest & { params: { id: number } },
  reply: FastifyReply,
) {
  if (!(await saved.remove(requireUser(req).userId, req.params.id))) throw notFound();
  return reply.code(204).send(null);
}
