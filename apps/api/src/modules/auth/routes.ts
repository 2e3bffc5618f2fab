import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash, verify } from '@node-rs/argon2';
import {
  changePasswordSchema,
  errorSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  userSchema,
  type User,
} from '@aangan/contracts';
import { ARGON2_OPTIONS } from '@aangan/db/password-hash';
import { HttpError, fieldError } from '../../plugins/errors.ts';
import type { Limiter, NewLimiter, RateLimit } from '../../plugins/limiter.ts';
import { requireUser } from '../../plugins/auth.ts';
import { TakenError, type UserRepository } from '../users/repository.ts';
import { csrfFor, type SessionStore } from './sessions.ts';
import { access } from '../../plugins/access.ts';

// Verified against when the phone is unknown, so both failures take the same time.
const DUMMY_HASH = hash('not-a-real-password', ARGON2_OPTIONS);

const ok = z.object({ detail: z.string() });

export interface AuthLimits {
  /** Failed logins per client address; per phone (and per account for password changes); sign-ups per address. */
  login: RateLimit;
  loginPhone: RateLimit;
  register: RateLimit;
}

/** What the handlers use: the accounts, the sessions and the limiters made from the limits. */
interface Auth {
  users: UserRepository;
  sessions: SessionStore;
  perPhone: Limiter;
  perAddress: Limiter;
  signUps: Limiter;
}

export function authRoutes(deps: {
  users: UserRepository;
  sessions: SessionStore;
  limits: AuthLimits;
  limiter: NewLimiter;
}): FastifyPluginAsyncZod {
  const { users, sessions, limits, limiter } = deps;
  const auth: Auth = {
    users,
    sessions,
    // Failures only: a person who types the right password is never slowed down by earlier typos.
    perPhone: limiter({ ...limits.loginPhone, name: 'login-phone', code: 'LOGIN_RATE_LIMITED' }),
    perAddress: limiter({ ...limits.login, name: 'login-address', code: 'LOGIN_RATE_LIMITED' }),
    signUps: limiter({ ...limits.register, name: 'register', code: 'SIGNUP_RATE_LIMITED' }),
  };
  return async (app) => {
    const open = access('public');
    app.post('/auth/register', { config: open, schema: registerRouteSchema }, (req, reply) =>
      register(auth, req, reply),
    );
    app.post('/auth/login', { config: open, schema: loginRouteSchema }, (req) => login(auth, req));
    app.get('/auth/session', { config: open, schema: sessionSchema }, (req) => currentSession(auth, req));
    app.post('/auth/logout', { config: access('signed-in'), schema: logoutSchema }, (req, reply) =>
      logout(auth, req, reply),
    );
    app.post('/auth/change-password', { config: access('signed-in'), schema: changePasswordRouteSchema }, (req) =>
      changePassword(auth, req),
    );
  };
}

async function issue({ sessions }: Auth, req: FastifyRequest, user: User) {
  const { token, expiresAt } = await sessions.create(user.id, { userAgent: req.headers['user-agent'], ip: req.ip });
  return { access_token: token, token_type: 'bearer' as const, expires_at: expiresAt.toISOString(), user };
}

const registerRouteSchema = {
  tags: ['auth'],
  summary: 'Create an account (phone +91 and 10 digits) and sign in',
  body: registerSchema,
  response: { 201: loginResponseSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
};

async function register(a: Auth, req: FastifyRequest<{ Body: z.infer<typeof registerSchema> }>, reply: FastifyReply) {
  const { users, signUps } = a;
  // Only sign-ups count: counted first, so that a burst sent in parallel cannot all pass, and
  // given back when the details are taken.
  await signUps.consume(req.ip);
  const b = req.body;
  // Checked before the (slow) hash; the unique indexes still decide under a race.
  const taken = (await users.emailTaken(b.email)) ? 'email' : (await users.credentials(b.phone)) ? 'phone' : null;
  if (taken) {
    await signUps.refund(req.ip);
    throw fieldError(['body', taken], taken === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
  }
  try {
    const user = await users.create({ ...b, passwordHash: await hash(b.password, ARGON2_OPTIONS) });
    return reply.code(201).send(await issue(a, req, user));
  } catch (err) {
    if (err instanceof TakenError) {
      throw fieldError(['body', err.field], err.field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
    }
    throw err;
  }
}

const loginRouteSchema = {
  tags: ['auth'],
  summary: 'Sign in with phone and password',
  description:
    'The same answer for an unknown phone and a wrong password. Repeated failures are limited per phone and per address (429 with Retry-After).',
  body: loginSchema,
  response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
};

async function login(a: Auth, req: FastifyRequest<{ Body: z.infer<typeof loginSchema> }>) {
  const { users, perPhone, perAddress } = a;
  const { phone, password } = req.body;
  // Only failures count, but every attempt is counted before the password is checked and given
  // back when it was right: guesses sent in parallel cannot all pass a check made before any failed.
  await perPhone.consume(phone);
  await perAddress.consume(req.ip).catch(async (err: unknown) => {
    await perPhone.refund(phone);
    throw err;
  });
  const found = await users.credentials(phone);
  const good = await verify(found?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
  if (!found || !good || found.is_blocked) throw new HttpError('INVALID_CREDENTIALS');
  await Promise.all([perPhone.reset(phone), perAddress.refund(req.ip)]);
  if (req.body.locale) await users.setLocale(found.id, req.body.locale);
  return issue(a, req, (await users.get(found.id))!);
}

const sessionSchema = {
  tags: ['auth'],
  summary: 'Who is signed in (null for a visitor), and the CSRF token for cookie sessions',
  response: {
    200: z.object({ user: userSchema.nullable(), csrf_token: z.string().nullable(), expired: z.boolean() }),
  },
};

async function currentSession({ users }: Auth, req: FastifyRequest) {
  if (!req.auth) return { user: null, csrf_token: null, expired: req.authStale };
  return { user: await users.get(req.auth.userId), csrf_token: csrfFor(req.auth.token), expired: false };
}

const logoutSchema = { tags: ['auth'], summary: 'End this session', response: { 204: z.null(), 401: errorSchema } };

async function logout({ sessions }: Auth, req: FastifyRequest, reply: FastifyReply) {
  const me = requireUser(req);
  await sessions.end(me.sessionId);
  return reply.code(204).send(null);
}

const changePasswordRouteSchema = {
  tags: ['auth'],
  summary: 'Change the password; every other session of the account ends',
  body: changePasswordSchema,
  response: {
    200: ok.extend({ sessions_ended: z.number() }),
    401: errorSchema,
    422: errorSchema,
    429: errorSchema,
  },
};

async function changePassword(
  { users, sessions, perPhone }: Auth,
  req: FastifyRequest<{ Body: z.infer<typeof changePasswordSchema> }>,
) {
  const me = requireUser(req);
  const key = `user:${me.userId}`;
  // Counted before the check and given back when the password was right, as for logins.
  await perPhone.consume(key);
  const current = await users.passwordHash(me.userId);
  if (!current || !(await verify(current, req.body.current_password).catch(() => false))) {
    throw fieldError(['body', 'current_password'], 'PASSWORD_WRONG');
  }
  await perPhone.refund(key);
  await users.setPasswordHash(me.userId, await hash(req.body.new_password, ARGON2_OPTIONS));
  const ended = await sessions.endOthers(me.userId, me.sessionId);
  return { detail: 'Password changed. You have been signed out everywhere else.', sessions_ended: ended };
}
