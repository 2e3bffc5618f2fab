import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash, verify } from '@node-rs/argon2';
import { changePasswordSchema, errorSchema, loginResponseSchema, loginSchema, userSchema } from '@aangan/contracts';
import { ARGON2_OPTIONS } from '@aangan/db/password-hash';
import { HttpError, fieldError } from '../../shared/errors.ts';
import type { Limiter, NewLimiter, RateLimit } from '../../shared/limiter.ts';
import { requireUser } from '../../shared/auth.ts';
import type { UserRepository } from './users/repository.ts';
import { csrfFor, signedInAnswer, type SessionStore } from '../../shared/sessions.ts';
import type { DeviceTokens } from './devices.ts';
import { access } from '../../shared/access.ts';

// Verified against when the phone is unknown, so both failures take the same time.
const DUMMY_HASH = hash('not-a-real-password', ARGON2_OPTIONS);

const ok = z.object({ detail: z.string() });

export interface AuthLimits {
  /** Failed logins per client address; per number from one address (and per account for password changes); per number from anywhere. */
  login: RateLimit;
  loginPhone: RateLimit;
  loginPhoneAll: RateLimit;
}

/** What the handlers use: the accounts, the sessions and the limiters made from the limits. */
interface Auth {
  users: UserRepository;
  /** Unread notifications, at most 10 (the bell in the header). */
  unread: (userId: number) => Promise<number>;
  sessions: SessionStore;
  devices: DeviceTokens;
  perPair: Limiter;
  perAddress: Limiter;
  perPhone: Limiter;
}

export function authRoutes(deps: {
  users: UserRepository;
  unread: (userId: number) => Promise<number>;
  sessions: SessionStore;
  devices: DeviceTokens;
  limits: AuthLimits;
  limiter: NewLimiter;
}): FastifyPluginAsyncZod {
  const { users, unread, sessions, devices, limits, limiter } = deps;
  const auth: Auth = {
    users,
    unread,
    sessions,
    devices,
    // Failures only: a person who types the right password is never slowed down by earlier typos.
    perPair: limiter({ ...limits.loginPhone, name: 'login-phone', code: 'LOGIN_RATE_LIMITED' }),
    perAddress: limiter({ ...limits.login, name: 'login-address', code: 'LOGIN_RATE_LIMITED' }),
    perPhone: limiter({ ...limits.loginPhoneAll, name: 'login-phone-all', code: 'LOGIN_RATE_LIMITED' }),
  };
  return async (app) => {
    const open = access('public');
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

const loginRouteSchema = {
  tags: ['auth'],
  summary: 'Sign in with phone and password',
  description:
    'The same answer for an unknown phone and a wrong password. Repeated failures are limited per phone and per address (429 with Retry-After).',
  body: loginSchema,
  response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
};

/**
 * Failed logins are limited three ways (OWASP's authentication cheat sheet): per number from one
 * address (5 in 15 minutes), per address (30), and per number from anywhere, slower (30 an hour).
 * Only the last could lock the owner out, so it never refuses the right password from a device
 * that signed in to the account before (its device token, decision 042). Every attempt is counted
 * before the password is checked and given back when it was right: guesses sent in parallel
 * cannot all pass a check made before any failed.
 */
async function login(a: Auth, req: FastifyRequest<{ Body: z.infer<typeof loginSchema> }>) {
  const { users, perPair, perAddress, perPhone, devices } = a;
  const { phone, password, device } = req.body;
  const pair = `${phone}|${req.ip}`;
  await perPair.consume(pair);
  await perAddress.consume(req.ip).catch(async (err: unknown) => {
    await perPair.refund(pair);
    throw err;
  });
  // Past the number's own limit the attempt goes on only for a device the account knows.
  const numberLocked = (await perPhone.take(phone)) > 0;
  const found = await users.credentials(phone);
  const good = await verify(found?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
  // While locked, a wrong password and a right one from an unknown device answer alike.
  if (numberLocked && !(found && good && (await devices.knows(found.id, device))))
    throw new HttpError('LOGIN_RATE_LIMITED');
  if (!found || !good || found.is_blocked) throw new HttpError('INVALID_CREDENTIALS');
  await Promise.all([perPair.reset(pair), perAddress.refund(req.ip), perPhone.refund(phone)]);
  if (req.body.locale) await users.setLocale(found.id, req.body.locale);
  return {
    ...(await signedInAnswer(a.sessions, req, (await users.get(found.id))!)),
    device_token: await devices.token(found.id, device),
  };
}

const sessionSchema = {
  tags: ['auth'],
  summary: 'Who is signed in (null for a visitor), and the CSRF token for cookie sessions',
  response: {
    200: z.object({
      user: userSchema.nullable(),
      csrf_token: z.string().nullable(),
      expired: z.boolean(),
      /** Unread notifications (the bell), at most 10; 0 for a visitor. */
      unread_notifications: z.number().int(),
    }),
  },
};

async function currentSession({ users, unread }: Auth, req: FastifyRequest) {
  if (!req.auth) return { user: null, csrf_token: null, expired: req.authStale, unread_notifications: 0 };
  const [user, count] = await Promise.all([users.get(req.auth.userId), unread(req.auth.userId)]);
  return { user, csrf_token: csrfFor(req.auth.token), expired: false, unread_notifications: count };
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
  { users, sessions, perPair: perPhone }: Auth,
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
