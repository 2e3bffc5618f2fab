// Shortlists shared with family (issue 35 §3, decision 057). Everything about a list answers 404
// to anyone outside it (whether it exists is nobody else's business); inside, members add and
// remove items, vote and comment, and the owner renames it, deletes it, makes or revokes the
// invite link and removes members. A member may leave.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHORTLISTS_MAX,
  idParamsSchema,
  shortlistCommentInputSchema,
  shortlistInputSchema,
  shortlistInviteSchema,
  shortlistItemInputSchema,
  shortlistItemParamsSchema,
  shortlistListSchema,
  shortlistMemberParamsSchema,
  shortlistSchema,
  shortlistTokenParamsSchema,
  shortlistVoteInputSchema,
} from '@aangan/contracts';
import { access } from '../../shared/access.ts';
import { requireUser } from '../../shared/auth.ts';
import { iso } from '../../shared/dates.ts';
import { HttpError, errorAnswers } from '../../shared/errors.ts';
import type { ItemRow, Refusal, ShortlistRepository, SummaryRow } from './repository.ts';

const TAGS = ['shortlists'];
const answers = errorAnswers(401, 403, 404, 409, 422, 429);

const notFound = () => new HttpError('SHORTLIST_NOT_FOUND');

/** Each operation's schema. */
const SCHEMAS = {
  list: s('My shortlists and those I was invited to', { 200: shortlistListSchema }),
  create: s(`Make a shortlist (at most ${SHORTLISTS_MAX})`, { 201: shortlistSchema }, { body: shortlistInputSchema }),
  read: s(
    'A shortlist with its members, items, votes and comments',
    { 200: shortlistSchema },
    { params: idParamsSchema },
  ),
  rename: s(
    'Rename a shortlist (its owner)',
    { 200: shortlistSchema },
    { params: idParamsSchema, body: shortlistInputSchema },
  ),
  remove: s('Delete a shortlist (its owner)', { 204: z.null() }, { params: idParamsSchema }),
  add: s(
    'Add a live listing (property_id) or a project (project_slug)',
    { 201: shortlistSchema },
    { params: idParamsSchema, body: shortlistItemInputSchema },
  ),
  drop: s('Remove an item', { 204: z.null() }, { params: shortlistItemParamsSchema }),
  vote: s(
    'Vote yes or no on an item (null takes the vote back); everyone in the list sees it',
    { 200: shortlistSchema },
    { params: shortlistItemParamsSchema, body: shortlistVoteInputSchema },
  ),
  comment: s(
    'Comment on an item',
    { 201: shortlistSchema },
    { params: shortlistItemParamsSchema, body: shortlistCommentInputSchema },
  ),
  invite: s(
    'Make a new invite link (its owner; the old one stops working)',
    { 200: shortlistSchema },
    { params: idParamsSchema },
  ),
  revoke: s('Revoke the invite link (its owner); members stay', { 200: shortlistSchema }, { params: idParamsSchema }),
  leave: s(
    'Remove a member (its owner), or leave (a member, naming themselves)',
    { 204: z.null() },
    { params: shortlistMemberParamsSchema },
  ),
  invited: s(
    'What an invite link is about, before joining',
    { 200: shortlistInviteSchema },
    { params: shortlistTokenParamsSchema },
  ),
  join: s('Join a shortlist by its invite link', { 200: shortlistSchema }, { params: shortlistTokenParamsSchema }),
};

export function shortlistRoutes(lists: ShortlistRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { config: access('signed-in') };
    /** Someone outside the list reads it as not found, before the body is read. */
    const member = async (req: FastifyRequest) => {
      const p = idParamsSchema.safeParse(req.params);
      if (p.success && !(await lists.roleOf(requireUser(req).userId, p.data.id))) throw notFound();
    };
    const members = { config: access('self'), preValidation: member };
    const me = (req: FastifyRequest) => requireUser(req).userId;
    const show = (req: FastifyRequest, id: number) => detail(lists, me(req), id);
    const owning = async (req: FastifyRequest & { params: { id: number } }) => {
      if ((await lists.roleOf(me(req), req.params.id)) !== 'owner') throw new HttpError('SHORTLIST_OWNER_ONLY');
    };
    app.get('/shortlists', { ...signedIn, schema: SCHEMAS.list }, async (req) => ({
      items: (await lists.list(me(req))).map(toSummary),
      max: SHORTLISTS_MAX,
    }));
    app.post('/shortlists', { ...signedIn, schema: SCHEMAS.create }, async (req, reply) =>
      reply.code(201).send(await show(req, refuse(await lists.create(me(req), req.body.name)).id)),
    );
    app.get('/shortlists/:id', { ...members, schema: SCHEMAS.read }, (req) => show(req, req.params.id));
    app.patch('/shortlists/:id', { ...members, schema: SCHEMAS.rename }, async (req) => {
      await owning(req);
      await lists.rename(req.params.id, req.body.name);
      return show(req, req.params.id);
    });
    app.delete('/shortlists/:id', { ...members, schema: SCHEMAS.remove }, async (req, reply) => {
      await owning(req);
      await lists.remove(req.params.id);
      return reply.code(204).send(null);
    });
    app.post('/shortlists/:id/items', { ...members, schema: SCHEMAS.add }, async (req, reply) => {
      const r = await lists.addItem(req.params.id, me(req), req.body);
      if ('refused' in r && r.refused === 'not-found')
        throw new HttpError('property_id' in req.body ? 'PROPERTY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
      refuse(r);
      return reply.code(201).send(await show(req, req.params.id));
    });
    app.delete('/shortlists/:id/items/:item', { ...members, schema: SCHEMAS.drop }, async (req, reply) => {
      if (!(await lists.removeItem(req.params.id, req.params.item))) throw notFound();
      return reply.code(204).send(null);
    });
    app.put('/shortlists/:id/items/:item/votes', { ...members, schema: SCHEMAS.vote }, async (req) => {
      refuse(await lists.vote(req.params.id, req.params.item, me(req), req.body.vote));
      return show(req, req.params.id);
    });
    app.post('/shortlists/:id/items/:item/comments', { ...members, schema: SCHEMAS.comment }, async (req, reply) => {
      refuse(await lists.comment(req.params.id, req.params.item, me(req), req.body.body));
      return reply.code(201).send(await show(req, req.params.id));
    });
    await app.register(memberRoutes(lists, { members, signedIn, me, show, owning }));
  };
}

interface Helpers {
  members: { config: ReturnType<typeof access>; preValidation: (req: FastifyRequest) => Promise<void> };
  signedIn: { config: ReturnType<typeof access> };
  me: (req: FastifyRequest) => number;
  show: (req: FastifyRequest, id: number) => ReturnType<typeof detail>;
  owning: (req: FastifyRequest & { params: { id: number } }) => Promise<void>;
}

/** The invite link, joining by it, and members leaving or being removed. */
function memberRoutes(lists: ShortlistRepository, h: Helpers): FastifyPluginAsyncZod {
  const { members, signedIn, me, show, owning } = h;
  return async (app) => {
    app.post('/shortlists/:id/invite', { ...members, schema: SCHEMAS.invite }, async (req) => {
      await owning(req);
      await lists.invite(req.params.id);
      return show(req, req.params.id);
    });
    app.delete('/shortlists/:id/invite', { ...members, schema: SCHEMAS.revoke }, async (req) => {
      await owning(req);
      await lists.revoke(req.params.id);
      return show(req, req.params.id);
    });
    app.delete('/shortlists/:id/members/:member', { ...members, schema: SCHEMAS.leave }, (req, reply) =>
      removeMember(lists, req, reply),
    );
    app.get('/shortlists/join/:token', { ...signedIn, schema: SCHEMAS.invited }, async (req) => {
      const found = await lists.byToken(req.params.token);
      if (!found) throw new HttpError('SHORTLIST_INVITE_INVALID');
      const { id, name, owner_id, owner_name, members: count } = found;
      const joined = (await lists.roleOf(me(req), id)) !== null;
      return { id, name, owner: { id: owner_id, name: owner_name ?? '' }, members: count, joined };
    });
    app.post('/shortlists/join/:token', { ...signedIn, schema: SCHEMAS.join }, async (req) => {
      const r = await lists.join(req.params.token, me(req));
      if ('refused' in r && r.refused === 'not-found') throw new HttpError('SHORTLIST_INVITE_INVALID');
      return show(req, refuse(r).id);
    });
  };
}

async function removeMember(
  lists: ShortlistRepository,
  req: FastifyRequest & { params: { id: number; member: number } },
  reply: FastifyReply,
) {
  const me = requireUser(req).userId;
  const role = await lists.roleOf(me, req.params.id);
  if (req.params.member === me) {
    if (role === 'owner') throw new HttpError('SHORTLIST_OWNER_STAYS');
  } else if (role !== 'owner') throw new HttpError('SHORTLIST_OWNER_ONLY');
  if (!(await lists.removeMember(req.params.id, req.params.member))) throw notFound();
  return reply.code(204).send(null);
}

const FULL = { lists: 'SHORTLISTS_FULL', items: 'SHORTLIST_ITEMS_FULL', members: 'SHORTLIST_MEMBERS_FULL' } as const;

/** The answer of a change that may be refused: its value, or the refusal as its error. */
function refuse<T>(r: T | Refusal): Exclude<T, Refusal> {
  if (r && typeof r === 'object' && 'refused' in r) {
    const x = r as Refusal;
    if (x.refused === 'full') throw new HttpError(FULL[x.what], { params: { max: x.max } });
    if (x.refused === 'exists') throw new HttpError('SHORTLIST_ITEM_EXISTS');
    if (x.refused === 'capped')
      throw new HttpError('SHORTLIST_COMMENT_CAP', { headers: { 'retry-after': String(6 * 3600) } });
    throw notFound();
  }
  return r as Exclude<T, Refusal>;
}

/** An operation's schema: its summary, its success answer, and its params and body when it has them. */
function s<R extends Record<number, z.ZodType>, M extends { params?: z.ZodType; body?: z.ZodType } = object>(
  summary: string,
  ok: R,
  more?: M,
) {
  return { tags: TAGS, summary, ...(more as M), response: { ...ok, ...answers } };
}

function toSummary(r: SummaryRow) {
  return {
    id: r.id,
    name: r.name,
    role: r.role,
    owner: { id: r.owner_id, name: r.owner_name ?? '' },
    items: r.items,
    members: r.members,
    updated_at: iso(r.updated_at),
  };
}

async function detail(lists: ShortlistRepository, me: number, id: number) {
  const summary = await lists.summary(me, id);
  if (!summary) throw notFound();
  const [people, entries, token] = await Promise.all([lists.members(id), lists.items(id), lists.inviteToken(id)]);
  return {
    ...toSummary(summary),
    members_list: people,
    invite_token: summary.role === 'owner' ? token : null,
    entries: entries.map(toItem),
  };
}

function toItem(r: ItemRow) {
  const common = {
    id: r.id,
    added_by: r.added_by ? { id: r.added_by.id, name: r.added_by.name ?? '' } : null,
    added_at: iso(r.added_at),
    votes: r.votes.map((v) => ({ ...v, name: v.name ?? '' })),
    comments: r.comments.map((c) => ({
      id: c.id,
      author: c.author ? { id: c.author.id, name: c.author.name ?? '' } : null,
      body: c.body,
      created_at: iso(c.created_at),
    })),
  };
  if (r.property) {
    const p = r.property;
    return {
      ...common,
      kind: 'property' as const,
      ref: String(p.id),
      link: `/property/${p.id}`,
      title: p.title,
      price: p.price,
      purpose: p.purpose,
      price_type: p.price_type,
      bedrooms: p.bedrooms,
      locality: p.locality,
      image: p.thumbnail ?? p.main_image_url,
      live: r.property_status === 'active',
    };
  }
  const pr = r.project!;
  return {
    ...common,
    kind: 'project' as const,
    ref: pr.slug,
    link: `/project/${pr.slug}`,
    title: pr.name,
    price: pr.price_min === null ? null : Number(pr.price_min),
    purpose: null,
    price_type: null,
    bedrooms: null,
    locality: pr.locality,
    image: pr.image,
    live: pr.live,
  };
}
