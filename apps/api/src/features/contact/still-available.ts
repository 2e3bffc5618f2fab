// "Still available?" (issue 35 §2, decision 056): one tap on a live listing asks its advertiser a
// ready-made question. Their one-click answer (the reconfirm link) updates the listing's
// "availability confirmed" date for everyone, and a trigger (migration 0035) tells everyone who
// asked. What a hundred free accounts could do with it is bounded three ways:
// - only an account whose number is verified may ask (as for enquiries and reports);
// - one account asks about at most QUESTIONS_PER_DAY listings a day;
// - an advertiser gets at most one such e-mail a listing a day, however many ask, and none when
//   the listing was confirmed in the last CONFIRMED_FRESH_DAYS (the answer is already there).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, stillAvailableSchema, type StillAvailable } from '@aangan/contracts';
import type { Database, Queryable, Row } from '@aangan/db';
import { access } from '../../shared/access.ts';
import { requireUser } from '../../shared/auth.ts';
import { isoPast } from '../../shared/dates.ts';
import { HttpError, errorAnswers } from '../../shared/errors.ts';
import { notifyAvailabilityAsked } from '../listings/index.ts';

/** New questions one account may ask in 24 hours. */
export const QUESTIONS_PER_DAY = 10;
/** A confirmation this recent answers the question without asking the advertiser. */
export const CONFIRMED_FRESH_DAYS = 3;

type Listing = Pick<Row<'properties'>, 'id' | 'owner_id' | 'title' | 'purpose' | 'price_type' | 'last_confirmed_at'>;

export function stillAvailableRoutes(deps: { database: Database; origin: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/properties/:id/still-available', { config: access('signed-in'), schema }, (req) =>
      ask(deps, req as FastifyRequest<{ Params: { id: number } }>),
    );
  };
}

const schema = {
  tags: ['contact'],
  summary: 'Ask the advertiser of a live listing whether it is still available (one tap)',
  description:
    `Answers \`confirmed\` without asking when the advertiser confirmed it in the last ${CONFIRMED_FRESH_DAYS} days; otherwise \`asked\`: ` +
    'the advertiser is e-mailed a one-click answer (at most once a day a listing, however many ask), and the answer comes to the bell of everyone who asked. ' +
    `Only accounts with a verified number ask (403 PHONE_NOT_VERIFIED); ${QUESTIONS_PER_DAY} new questions a day (429 QUESTION_CAP).`,
  params: idParamsSchema,
  response: { 200: stillAvailableSchema, ...errorAnswers(401, 403, 404, 409, 422, 429) },
};

async function ask(
  { database, origin }: { database: Database; origin: string },
  req: FastifyRequest<{ Params: { id: number } }>,
) {
  const me = requireUser(req).userId;
  return database.transaction(async (tx): Promise<StillAvailable> => {
    const listing = (
      await tx.query<Listing>(
        `SELECT id, owner_id, title, purpose, price_type, last_confirmed_at FROM properties WHERE id = $1 AND status = 'active' FOR UPDATE`,
        [req.params.id],
      )
    ).rows[0];
    if (!listing) throw new HttpError('PROPERTY_NOT_FOUND');
    if (listing.owner_id === me) throw new HttpError('OWN_LISTING');
    const confirmed = isoPast(listing.last_confirmed_at);
    if (
      listing.last_confirmed_at &&
      Date.now() - new Date(listing.last_confirmed_at).getTime() < CONFIRMED_FRESH_DAYS * 86_400_000
    )
      return { state: 'confirmed', last_confirmed_at: confirmed };
    if (!(await verified(tx, me))) throw new HttpError('PHONE_NOT_VERIFIED');
    if (!(await alreadyAsking(tx, listing.id, me))) {
      if ((await askedToday(tx, me)) >= QUESTIONS_PER_DAY)
        throw new HttpError('QUESTION_CAP', { headers: { 'retry-after': String(6 * 3600) } });
      const mail = !(await mailedToday(tx, listing.id));
      await tx.query('INSERT INTO availability_questions (property_id, asker_id, mailed) VALUES ($1, $2, $3)', [
        listing.id,
        me,
        mail,
      ]);
      if (mail) await notifyAvailabilityAsked(tx, listing, origin);
    }
    return { state: 'asked', last_confirmed_at: confirmed };
  });
}

const one = async (q: Queryable, text: string, params: unknown[]) =>
  (await q.query<{ n: number }>(text, params)).rows[0]!.n;

const verified = async (q: Queryable, userId: number) =>
  (await one(q, 'SELECT count(*)::int AS n FROM users WHERE id = $1 AND phone_verified_at IS NOT NULL', [userId])) > 0;

const alreadyAsking = async (q: Queryable, listingId: number, userId: number) =>
  (await one(
    q,
    'SELECT count(*)::int AS n FROM availability_questions WHERE property_id = $1 AND asker_id = $2 AND answered_at IS NULL',
    [listingId, userId],
  )) > 0;

const askedToday = (q: Queryable, userId: number) =>
  one(
    q,
    `SELECT count(*)::int AS n FROM availability_questions WHERE asker_id = $1 AND asked_at > now() - interval '24 hours'`,
    [userId],
  );

const mailedToday = async (q: Queryable, listingId: number) =>
  (await one(
    q,
    `SELECT count(*)::int AS n FROM availability_questions WHERE property_id = $1 AND mailed AND asked_at > now() - interval '24 hours'`,
    [listingId],
  )) > 0;
