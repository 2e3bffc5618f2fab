// The back office's account calls: GET /users, GET /users/{id}, POST /users, PUT /users/{id}.
// Admins only, checked before validation. Every change is audited; passwords never come back.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hash } from '@node-rs/argon2';
import {
  MAX_PAGE_SIZE,
  ROLES,
  adminUserCreateSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
} from '@aangan/contracts';
import { ARGON2_OPTIONS } from '@aangan/db/password-hash';
import { HttpError, fieldError, errorAnswers } from '../../../shared/errors.ts';
import { requireAdmin } from '../../../shared/roles.ts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import { toAdminUser, type AdminChanges, type AdminUserRepository, type AdminUserRow } from './admin-repository.ts';
import { TakenError, type UserRepository } from '../../accounts/index.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
const query = z.object({
  q: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(100)
      .refine((s) => !s.includes('\u0000'), 'CHARACTER_NOT_ALLOWED')
      .optional(),
  ),
  role: z.preprocess(blank, z.enum(ROLES).optional()),
  blocked: z.preprocess(
    blank,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
});
const denied = errorAnswers(401, 403, 404, 409, 422);
const taken = (field: 'phone' | 'email') =>
  fieldError(['body', field], field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');

/** What an audit entry keeps of a change: the fields sent, before and after (never a password). */
function changed(before: AdminUserRow, after: AdminUserRow, keys: string[]) {
  const pick = (r: AdminUserRow) =>
    Object.fromEntries(keys.map((k) => [k, (r as unknown as Record<string, unknown>)[k] ?? null]));
  return { before: pick(before), after: pick(after) };
}

interface Deps {
  admin: AdminUserRepository;
  users: UserRepository;
}

export function adminUserRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users', { config: ADMIN, schema: listSchema }, (req) => listUsers(deps, req));
    app.get('/users/:id', { config: ADMIN, schema: detailSchema }, (req) => userDetail(deps, req));
    app.post('/users', { config: ADMIN, schema: createSchema }, (req, reply) => createUser(deps, req, reply));
    app.put('/users/:id', { config: ADMIN, schema: updateSchema }, (req) => updateUser(deps, req));
  };
}

const listSchema = {
  tags: ['admin'],
  summary: 'Accounts, newest first; q matches name, phone or email (admin)',
  querystring: query,
  response: { 200: adminUserListSchema, ...denied },
};

async function listUsers({ admin }: Deps, req: FastifyRequest & { query: z.output<typeof query> }) {
  const q = req.query;
  const { rows, total } = await admin.list({
    q: q.q,
    role: q.role,
    blocked: q.blocked,
    ...rowsOf(q),
  });
  return pageOf(q, total, rows.map(toAdminUser));
}

const detailSchema = {
  tags: ['admin'],
  summary: 'One account with its counts of listings and visits and its assigned agent (admin)',
  params: idParamsSchema,
  response: { 200: adminUserDetailSchema, ...denied },
};

async function userDetail({ admin, users }: Deps, req: FastifyRequest & { params: { id: number } }) {
  const row = await admin.get(req.params.id);
  if (!row) throw new HttpError('USER_NOT_FOUND');
  const [counts, agent] = await Promise.all([admin.counts(row.id), users.assignedAgent(row.id)]);
  return { ...toAdminUser(row), counts, agent };
}

const createSchema = {
  tags: ['admin'],
  summary: 'Create an account with a role: user, owner, agent or admin (admin)',
  body: adminUserCreateSchema,
  response: { 201: adminUserSchema, ...denied },
};

async function createUser(
  { admin, users }: Deps,
  req: FastifyRequest & { body: z.output<typeof adminUserCreateSchema> },
  reply: FastifyReply,
) {
  const b = req.body;
  if (await users.emailTaken(b.email)) throw taken('email');
  if (await users.credentials(b.phone)) throw taken('phone');
  try {
    const row = await admin.create({ ...b, passwordHash: await hash(b.password, ARGON2_OPTIONS) }, (tx, created) =>
      recordAudit(tx, auditOf(req, 'user.create', 'user', created.id, null, { role: created.role })),
    );
    return reply.code(201).send(toAdminUser(row));
  } catch (err) {
    if (err instanceof TakenError) throw taken(err.field);
    throw err;
  }
}

const updateSchema = {
  tags: ['admin'],
  summary: 'Change an account: role, block or unblock (ends its sessions), assigned agent, details (admin)',
  params: idParamsSchema,
  body: adminUserUpdateSchema,
  response: { 200: adminUserSchema, ...denied },
};

async function updateUser(
  { admin, users }: Deps,
  req: FastifyRequest & { params: { id: number }; body: z.output<typeof adminUserUpdateSchema> },
) {
  const me = requireAdmin(req);
  const id = req.params.id;
  const c = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) as AdminChanges;
  const current = await admin.get(id);
  if (!current) throw new HttpError('USER_NOT_FOUND');
  if (current.deleted_at) throw new HttpError('ACCOUNT_ERASED');
  // An admin locking themself out would leave nobody to undo it.
  if (id === me.userId && c.is_blocked === true) throw new HttpError('CANNOT_BLOCK_SELF');
  if (id === me.userId && c.role !== undefined && c.role !== 'admin') throw new HttpError('CANNOT_REMOVE_OWN_ADMIN');
  if (c.agent_id != null && (c.agent_id === id || !(await admin.isActiveAgent(c.agent_id)))) {
    throw fieldError(['body', 'agent_id'], 'AGENT_INVALID');
  }
  if (c.email && (await users.emailTaken(c.email, id))) throw taken('email');
  const keys = Object.keys(c);
  try {
    const after = await admin.update(id, c, async (tx, before, row) => {
      const { before: b, after: a } = changed(before, row, keys);
      await recordAudit(tx, auditOf(req, 'user.update', 'user', id, b, a));
    });
    if (!after) throw new HttpError('USER_NOT_FOUND');
    return toAdminUser(after);
  } catch (err) {
    if (err instanceof TakenError) throw taken(err.field);
    throw err;
  }
}
