// A signed-in person's saved searches (issue 35 §1, decision 055): list, save, rename or change,
// and delete. Anyone else's saved search answers as if it did not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SAVED_SEARCHES_MAX,
  alertsOffSchema,
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
import { readLink } from '../../../shared/links.ts';
import { ALERTS_OFF_PURPOSE } from './alerts.ts';
import type { SavedSearchRefusal, SavedSearchRepository, SavedSearchRow } from './repository.ts';

const denied = errorAnswers(401, 404, 409, 422);
const TAGS = ['saved searches'];

export interface AlertSettings {
  /** The secret the alerts' off links are signed with. */
  secret: () => Promise<string>;
  /** Alert e-mails one address gets in 24 hours at most (ALERT_EMAILS_PER_DAY). */
  perDay: number;
}

export function savedSearchRoutes(saved: SavedSearchRepository, alerts: AlertSettings): FastifyPluginAsyncZod {
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
      alerts_per_day: alerts.perDay,
      alerts_today: await saved.alertsToday(requireUser(req).userId),
    }));
    app.post('/saved-searches', { ...signedIn, schema: saveSchema }, async (req, reply) => {
      const made = answerOf(await saved.save(requireUser(req).userId, req.body));
      return reply.code(201).send(made);
    });
    app.patch('/saved-searches/:id', { ...mine, schema: changeSchema }, (req) => changeSearch(saved, req));
    app.delete('/saved-searches/:id', { ...mine, schema: deleteSchema }, (req, reply) =>
      deleteSearch(saved, req, reply),
    );
    await app.register(alertsOffRoutes(saved, alerts));
  };
}

/**
 * The link in every alert that stops that search's alerts, without sign-in: GET says what it is
 * about and changes nothing (mail scanners open links); POST turns the alerts off, and is what
 * a mail reader's one-click unsubscribe sends (RFC 8058: a form body `List-Unsubscribe=One-Click`,
 * or any body at all, read by nobody).
 */
function alertsOffRoutes(saved: SavedSearchRepository, alerts: AlertSettings): FastifyPluginAsyncZod {
  return async (app) => {
    // Whatever the body (a form, JSON, an empty one with a JSON type), it is not read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
    const searchOf = async (token: string) => {
      const claim = readLink(await alerts.secret(), token, ALERTS_OFF_PURPOSE);
      if (!claim) throw new HttpError('ALERTS_LINK_INVALID');
      return claim.listingId;
    };
    const found = <T>(r: T | null): T => {
      if (!r) throw new HttpError('ALERTS_LINK_INVALID');
      return r;
    };
    app.get('/saved-searches/off/:token', { config: access('public'), schema: offSchema('get') }, async (req) =>
      found(await saved.named(await searchOf(req.params.token))),
    );
    app.post('/saved-searches/off/:token', { config: access('public'), schema: offSchema('post') }, async (req) =>
      found(await saved.alertsOff(await searchOf(req.params.token))),
    );
  };
}

const offSchema = (method: 'get' | 'post') => ({
  tags: TAGS,
  summary:
    method === 'get'
      ? "What a saved search's alerts-off link is about (changes nothing)"
      : "Turn a saved search's alerts off through the link in its alerts (one click, no sign-in)",
  description:
    'The token is signed for that one saved search and does not expire; 404 when it is not ours or the search was deleted.' +
    (method === 'post' ? ' Any body is accepted and ignored, as RFC 8058 one-click unsubscribe sends one.' : ''),
  params: z.object({ token: z.string().max(200) }),
  response: { 200: alertsOffSchema, ...errorAnswers(404, 422) },
});

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
    new_matches: r.new_matches,
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
