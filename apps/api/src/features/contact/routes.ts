// Contact by consent. An advertiser's number reaches only a signed-in seeker who asks for it,
// within caps, and every reveal is recorded for the advertiser to see. Enquiries go to the one
// advertiser of a listing or project (its owner or agent, the project's builder, or the Aangan
// team) and nobody else; both sides answer inside Aangan, and only they (and admins) can read a
// thread. A seeker sees whom they shared their number with and can take it back.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLOSED_ENQUIRY_STATUSES,
  contactRevealSchema,
  enquiryCreateSchema,
  enquiryListSchema,
  enquiryMessageCreateSchema,
  enquiryStatusSchema,
  enquiryThreadSchema,
  errorSchema,
  idParamsSchema as idParams,
  leadQuerySchema,
  maskPhone,
  phoneShareAdvertiserSchema as advertiserParams,
  phoneShareListSchema,
  revealListSchema,
  spamSeekerListSchema,
  type Enquiry,
  type EnquiryThread,
} from '@aangan/contracts';
import type { Database, Row } from '@aangan/db';
import { HttpError, fieldError } from '../../shared/errors.ts';
import { requireUser } from '../../shared/auth.ts';
import { addressRange } from '../../shared/address-range.ts';
import type { Limiter } from '../../shared/limiter.ts';
import { access } from '../../shared/access.ts';
import type { SessionUser } from '../../shared/sessions.ts';
import { iso } from '../../shared/dates.ts';
import type { ListingRepository } from '../listings/index.ts';
import { ownerFirst } from '../listings/index.ts';
import type { ContactRepository, EnquiryRow, MessageRow, Subject } from './repository.ts';
import { notifyEnquiryMessage } from './notify.ts';
import { closedToContact } from '../projects/index.ts';

export interface ContactLimits {
  revealsPerDay: number;
  revealsPer30Days: number;
  enquiriesPerDay: number;
}

interface Deps {
  contact: ContactRepository;
  listings: ListingRepository;
  database: Database;
  limits: ContactLimits;
  /** Reveals that count, per address range (RATE_LIMIT_REVEALS_RANGE). */
  revealsPerRange: Limiter;
  /** Where links in e-mail point: PUBLIC_URL, or this server on localhost. */
  origin: string;
}

type Side = 'seeker' | 'advertiser' | 'admin';

/** The caller's side of a thread, or null when it is not theirs (admins read every thread). */
function sideOf(e: EnquiryRow, me: SessionUser): Side | null {
  if (e.seeker_id === me.userId) return 'seeker';
  if (e.advertiser_id !== null && e.advertiser_id === me.userId) return 'advertiser';
  return me.role === 'admin' ? 'admin' : null;
}

export function toEnquiry(e: EnquiryRow, side: Side): Enquiry {
  const shared = e.phone_shared_at !== null;
  return {
    id: e.id,
    role: side,
    status: e.status,
    want: e.want,
    subject: {
      kind: e.project_id !== null ? 'project' : 'property',
      id: (e.project_id ?? e.property_id)!,
      slug: e.slug,
      title: e.title,
      locality: e.locality,
    },
    // The seeker always sees their own number; the other side only while it is shared.
    seeker: {
      name: e.seeker_name,
      phone: shared || side === 'seeker' ? e.seeker_phone : maskPhone(e.seeker_phone),
      phone_shared: shared,
    },
    advertiser: { name: e.advertiser_name || 'Aangan', team: e.advertiser_id === null },
    unread: side === 'seeker' ? e.unread_seeker : e.unread_advertiser,
    last_message: e.last_message,
    last_message_at: iso(e.last_message_at),
    created_at: iso(e.created_at),
  };
}

const toMessage = (m: MessageRow) => ({
  id: m.id,
  from: m.from_seeker ? ('seeker' as const) : ('advertiser' as const),
  author_name: m.author_name ?? '—',
  body: m.body,
  created_at: iso(m.created_at),
});

const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'SLUG_FORMAT'),
});
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
};

type Id = { Params: z.infer<typeof idParams> };

export function contactRoutes(deps: Deps): FastifyPluginAsyncZod {
  const party = partyOnly(deps);
  return async (app) => {
    app.post('/properties/:id/contact', { config: access('signed-in'), schema: revealSchema }, (req) =>
      revealContact(deps, req),
    );
    app.get(
      '/properties/:id/contact-reveals',
      { config: access('owner-of-resource'), preValidation: ownerFirst(deps.listings), schema: revealsSchema },
      (req) => listReveals(deps, req),
    );
    app.post(
      '/properties/:id/enquiries',
      { config: access('signed-in'), schema: propertyEnquirySchema },
      (req, reply) => enquireAboutProperty(deps, req, reply),
    );
    app.post('/projects/:slug/enquiries', { config: access('signed-in'), schema: projectEnquirySchema }, (req, reply) =>
      enquireAboutProject(deps, req, reply),
    );
    app.get('/enquiries', { config: access('signed-in'), schema: myEnquiriesSchema }, (req) => myEnquiries(deps, req));
    app.get('/leads', { config: access('signed-in'), schema: leadsSchema }, (req) => leadInbox(deps, req));
    app.get('/enquiries/:id/messages', { config: access('party'), preValidation: party, schema: threadSchema }, (req) =>
      readThread(deps, req),
    );
    app.post(
      '/enquiries/:id/messages',
      { config: access('party'), preValidation: party, schema: replySchema },
      (req, reply) => replyInThread(deps, req, reply),
    );
    app.patch('/enquiries/:id', { config: access('party'), preValidation: party, schema: statusSchema }, (req) =>
      setThreadStatus(deps, req),
    );
    app.get('/me/phone-shares', { config: access('signed-in'), schema: phoneSharesSchema }, (req) =>
      myPhoneShares(deps, req),
    );
    app.delete('/me/phone-shares/:advertiser', { config: access('signed-in'), schema: withdrawSchema }, (req, reply) =>
      withdrawPhone(deps, req, reply),
    );
    app.get('/admin/enquiry-spam', { config: access('admin'), schema: spamSchema }, () => spamSeekers(deps));
  };
}

const revealSchema = {
  tags: ['contact'],
  summary: "Reveal a live listing's contact number (recorded; capped per seeker)",
  description:
    'Each reveal is recorded for the advertiser to see. Only an account whose number is verified may reveal (403 PHONE_NOT_VERIFIED). A verified number may see the numbers of a limited number of distinct listings per day and per 30 days (CONTACT_REVEALS_PER_DAY, CONTACT_REVEALS_PER_30_DAYS), and one address range a limited number in all (RATE_LIMIT_REVEALS_RANGE); a listing already revealed within 30 days does not count again. Past a cap: 429 with Retry-After.',
  params: idParams,
  response: { 200: contactRevealSchema, ...errors },
};

async function revealContact({ contact, limits, revealsPerRange }: Deps, req: FastifyRequest<Id>) {
  const me = requireUser(req);
  const l = await contact.listingContact(req.params.id);
  if (!l) throw new HttpError('PROPERTY_NOT_FOUND');
  if (!l.phone) throw new HttpError('NO_CONTACT_NUMBER');
  if (l.owner_id === me.userId) return { phone: l.phone, name: l.name };
  // The caps count per verified number: a number is what a free account cannot make up.
  const phone = await contact.seekerPhone(me.userId);
  if (!phone) throw new HttpError('PHONE_NOT_VERIFIED');
  // And per address range, for the numbers one party holds: counted first, given back unless it counted.
  const range = addressRange(req.ip);
  const wait = await revealsPerRange.take(range);
  if (wait) throw new HttpError('REVEAL_CAP', { headers: { 'retry-after': String(wait) } });
  const done = await contact
    .reveal({ userId: me.userId, phone }, l.id, { perDay: limits.revealsPerDay, per30Days: limits.revealsPer30Days })
    .catch(async (err: unknown) => {
      await revealsPerRange.refund(range);
      throw err;
    });
  if (!done.ok || !done.counted) await revealsPerRange.refund(range);
  if (!done.ok) throw new HttpError('REVEAL_CAP', { headers: { 'retry-after': String(done.retryAfterS) } });
  return { phone: l.phone, name: l.name };
}

const revealsSchema = {
  tags: ['contact'],
  summary: "Who revealed this listing's number (its owner, or an admin)",
  params: idParams,
  response: { 200: revealListSchema, ...errors },
};

async function listReveals({ contact }: Deps, req: FastifyRequest<Id>) {
  const items = (await contact.revealsOf(req.params.id)).map((r) => ({
    name: r.name,
    revealed_at: iso(r.revealed_at),
  }));
  return { items, total: items.length };
}

const propertyEnquirySchema = {
  tags: ['contact'],
  summary: "Send an enquiry to this listing's advertiser only",
  description:
    "Goes to the listing's owner (or the agent who listed it) and nobody else. A second enquiry while one is open is added to the same thread (200); a new thread is 201. New threads per seeker per day are capped (ENQUIRIES_PER_DAY).",
  params: idParams,
  body: enquiryCreateSchema,
  response: { 200: enquiryThreadSchema, 201: enquiryThreadSchema, ...errors },
};

type EnquiryBody = z.infer<typeof enquiryCreateSchema>;

async function enquireAboutProperty(d: Deps, req: FastifyRequest<Id & { Body: EnquiryBody }>, reply: FastifyReply) {
  const me = requireUser(req);
  const r = await sendEnquiry(d, req, await propertySubject(d, req.params.id, me), req.body);
  return reply.code(r.created ? 201 : 200).send(await threadBody(d, r.enquiry, 'seeker'));
}

const projectEnquirySchema = {
  tags: ['contact'],
  summary: "Send an enquiry to this project's builder (or the Aangan team when the builder has no account)",
  params: slugParams,
  body: enquiryCreateSchema,
  response: { 200: enquiryThreadSchema, 201: enquiryThreadSchema, ...errors },
};

async function enquireAboutProject(
  d: Deps,
  req: FastifyRequest<{ Params: z.infer<typeof slugParams>; Body: EnquiryBody }>,
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const r = await sendEnquiry(d, req, await projectSubject(d, req.params.slug, me), req.body);
  return reply.code(r.created ? 201 : 200).send(await threadBody(d, r.enquiry, 'seeker'));
}

const myEnquiriesSchema = {
  tags: ['contact'],
  summary: 'My enquiries: the threads I started as a seeker',
  response: { 200: enquiryListSchema, 401: errorSchema },
};

async function myEnquiries({ contact }: Deps, req: FastifyRequest) {
  const items = (await contact.ofSeeker(requireUser(req).userId)).map((e) => toEnquiry(e, 'seeker'));
  return { items, total: items.length, unread: items.reduce((n, e) => n + e.unread, 0) };
}

const leadsSchema = {
  tags: ['contact'],
  summary: 'Lead inbox: enquiries about my listings and projects',
  description:
    "Filter by listing (`property_id`) and `status`. Admins may read the Aangan team's inbox with `inbox=team`.",
  querystring: leadQuerySchema,
  response: { 200: enquiryListSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
};

async function leadInbox({ contact }: Deps, req: FastifyRequest<{ Querystring: z.infer<typeof leadQuerySchema> }>) {
  const me = requireUser(req);
  const team = req.query.inbox === 'team';
  if (team && me.role !== 'admin') throw new HttpError('ADMIN_ONLY');
  const items = (await contact.leads(team ? null : me.userId, req.query)).map((e) =>
    toEnquiry(e, team ? 'admin' : 'advertiser'),
  );
  return { items, total: items.length, unread: items.reduce((n, e) => n + e.unread, 0) };
}

const threadSchema = {
  tags: ['contact'],
  summary: 'A thread and its messages (its seeker, its advertiser, or an admin); marks it read for the caller',
  params: idParams,
  response: { 200: enquiryThreadSchema, ...errors },
};

async function readThread(d: Deps, req: FastifyRequest<Id>) {
  const { e, side } = await thread(d, requireUser(req), req.params.id);
  if (side !== 'admin' || e.advertiser_id === null)
    await d.contact.markRead(e.id, side === 'seeker' ? 'seeker' : 'advertiser');
  return threadBody(d, (await d.contact.one(e.id))!, side);
}

const replySchema = {
  tags: ['contact'],
  summary: 'Reply in a thread; the other side hears by e-mail',
  description:
    'A closed thread (closed, or marked as spam) takes no more messages (409). Sending the same text twice in a row within minutes adds it once.',
  params: idParams,
  body: enquiryMessageCreateSchema,
  response: { 201: enquiryThreadSchema, ...errors },
};

async function replyInThread(
  d: Deps,
  req: FastifyRequest<Id & { Body: z.infer<typeof enquiryMessageCreateSchema> }>,
  reply: FastifyReply,
) {
  const me = requireUser(req);
  const { e, side } = await thread(d, me, req.params.id);
  if (CLOSED_ENQUIRY_STATUSES.includes(e.status)) throw new HttpError('THREAD_CLOSED');
  const fromSeeker = side === 'seeker';
  const after = await d.contact.reply(e, me.userId, fromSeeker, req.body.body, (tx, row) =>
    notifyEnquiryMessage(tx, d.origin, row, req.body.body, fromSeeker),
  );
  return reply.code(201).send(await threadBody(d, after, side));
}

const statusSchema = {
  tags: ['contact'],
  summary: "Set a thread's status",
  description:
    'The advertiser (or an admin) sets replied, visit_booked, closed or spam; marking spam closes the thread. The seeker may only close it.',
  params: idParams,
  body: enquiryStatusSchema,
  response: { 200: enquiryThreadSchema, ...errors },
};

async function setThreadStatus(d: Deps, req: FastifyRequest<Id & { Body: z.infer<typeof enquiryStatusSchema> }>) {
  const { e, side } = await thread(d, requireUser(req), req.params.id);
  if (side === 'seeker' && req.body.status !== 'closed') {
    throw fieldError(['body', 'status'], 'CLOSE_OWN_ENQUIRY');
  }
  if (e.status === 'spam' && side === 'seeker') throw new HttpError('THREAD_CLOSED');
  await d.contact.setStatus(e.id, req.body.status);
  return threadBody(d, (await d.contact.one(e.id))!, side);
}

const phoneSharesSchema = {
  tags: ['contact'],
  summary: 'The advertisers I share my number with (through enquiries)',
  response: { 200: phoneShareListSchema, 401: errorSchema },
};

async function myPhoneShares({ contact }: Deps, req: FastifyRequest) {
  const rows = await contact.phoneShares(requireUser(req).userId);
  return {
    items: rows.map((r) => ({
      advertiser: r.advertiser_id === null ? 'team' : `user-${r.advertiser_id}`,
      name: r.name ?? 'Aangan',
      subjects: r.subjects,
      shared_at: iso(r.shared_at),
    })),
  };
}

const withdrawSchema = {
  tags: ['contact'],
  summary:
    'Stop sharing my number with one advertiser: they see it masked from now on and can answer only through Aangan',
  params: advertiserParams,
  response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 422: errorSchema },
};

async function withdrawPhone(
  { contact }: Deps,
  req: FastifyRequest<{ Params: z.infer<typeof advertiserParams> }>,
  reply: FastifyReply,
) {
  const key = req.params.advertiser;
  const changed = await contact.withdrawPhone(requireUser(req).userId, key === 'team' ? null : Number(key.slice(5)));
  if (!changed) throw new HttpError('NOT_SHARING_NUMBER');
  return reply.code(204).send(null);
}

const spamSchema = {
  tags: ['admin'],
  summary: 'Seekers whose enquiries advertisers marked as spam, most first',
  response: { 200: spamSeekerListSchema, 401: errorSchema, 403: errorSchema },
};

async function spamSeekers({ contact }: Deps) {
  return {
    items: (await contact.spamSeekers()).map((r) => ({ ...r, last_marked_at: iso(r.last_marked_at) })),
  };
}

/** The thread and the caller's side of it; anyone else's reads as not found. */
async function thread({ contact }: Deps, me: SessionUser, id: number): Promise<{ e: EnquiryRow; side: Side }> {
  const e = await contact.one(id);
  const side = e ? sideOf(e, me) : null;
  if (!e || !side) throw new HttpError('ENQUIRY_NOT_FOUND');
  return { e, side };
}

/** Checked before the body is read: a thread the caller takes no part in answers 404. */
function partyOnly(d: Deps): preValidationAsyncHookHandler {
  return async (req) => {
    const id = idParams.safeParse(req.params);
    if (id.success) await thread(d, requireUser(req), id.data.id);
  };
}

async function threadBody({ contact }: Deps, e: EnquiryRow, side: Side): Promise<EnquiryThread> {
  return { enquiry: toEnquiry(e, side), messages: (await contact.messages(e.id)).map(toMessage) };
}

async function propertySubject({ contact }: Deps, id: number, me: SessionUser): Promise<Subject> {
  const l = await contact.listingContact(id);
  if (!l) throw new HttpError('PROPERTY_NOT_FOUND');
  if (l.owner_id === me.userId) throw new HttpError('OWN_LISTING');
  return { kind: 'property', id: l.id, advertiser_id: l.owner_id, title: l.title };
}

async function projectSubject({ database }: Deps, slug: string, me: SessionUser): Promise<Subject> {
  const r = await database.query<Pick<Row<'projects'>, 'id' | 'name' | 'builder_id' | 'is_published' | 'hrera_status'>>(
    'SELECT id, name, builder_id, is_published, hrera_status FROM projects WHERE slug = $1',
    [slug],
  );
  const p = r.rows[0];
  const closed = p ? closedToContact(p) : null;
  if (!p || closed === 'unpublished') throw new HttpError('PROJECT_NOT_FOUND');
  if (p.builder_id === me.userId) throw new HttpError('OWN_LISTING');
  // A lapsed or revoked HRERA registration: the project may not be advertised or sold.
  if (closed) throw new HttpError('PROJECT_NO_ENQUIRIES');
  return { kind: 'project', id: p.id, advertiser_id: p.builder_id, title: p.name };
}

async function sendEnquiry({ contact, limits, origin }: Deps, req: FastifyRequest, s: Subject, body: EnquiryBody) {
  const me = requireUser(req);
  // Contact by consent goes both ways: an advertiser hears only from a number someone proved.
  if (!(await contact.seekerPhone(me.userId))) throw new HttpError('PHONE_NOT_VERIFIED');
  // A follow-up in an open thread is not a new contact: only new threads count towards the cap.
  if (!(await contact.openThread(me.userId, s)) && (await contact.openedToday(me.userId)) >= limits.enquiriesPerDay) {
    throw new HttpError('ENQUIRY_CAP', { headers: { 'retry-after': String(6 * 3600) } });
  }
  return contact.send(
    me.userId,
    s,
    { message: body.message, want: body.want, share_phone: body.share_phone },
    (tx, e, created) => notifyEnquiryMessage(tx, origin, e, body.message, true, created),
  );
}
