import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import { createLimiter, type RateLimit } from '../../plugins/limiter.ts';
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

export function authRoutes(deps: {
  users: UserRepository;
  sessions: SessionStore;
  limits: AuthLimits;
}): FastifyPluginAsyncZod {
  const { users, sessions, limits } = deps;
  // Failures only: a person who types the right password is never slowed down by earlier typos.
  const perPhone = createLimiter({ ...limits.loginPhone, code: 'LOGIN_RATE_LIMITED' });
  const perAddress = createLimiter({ ...limits.login, code: 'LOGIN_RATE_LIMITED' });
  const signUps = createLimiter({
    ...limits.register,
    code: 'SIGNUP_RATE_LIMITED',
  });

  async function issue(req: FastifyRequest, user: User) {
    const { token, expiresAt } = await sessions.create(user.id, { userAgent: req.headers['user-agent'], ip: req.ip });
    return { access_token: token, token_type: 'bearer' as const, expires_at: expiresAt.toISOString(), user };
  }

  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: access('public'),
        schema: {
          tags: ['auth'],
          summary: 'Create an account (phone +91 and 10 digits) and sign in',
          body: registerSchema,
          response: { 201: loginResponseSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
        },
      },
      async (req, reply) => {
        signUps.check(req.ip);
        const b = req.body;
        // Checked before the (slow) hash; the unique indexes still decide under a race.
        if (await users.emailTaken(b.email)) throw fieldError(['body', 'email'], 'EMAIL_TAKEN');
        if (await users.credentials(b.phone)) throw fieldError(['body', 'phone'], 'PHONE_TAKEN');
        signUps.hit(req.ip);
        try {
          const user = await users.create({ ...b, passwordHash: await hash(b.password, ARGON2_OPTIONS) });
          return reply.code(201).send(await issue(req, user));
        } catch (err) {
          if (err instanceof TakenError) {
            throw fieldError(['body', err.field], err.field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
          }
          throw err;
        }
      },
    );

    app.post(
      '/auth/login',
      {
        config: access('public'),
        schema: {
          tags: ['auth'],
          summary: 'Sign in with phone and password',
          description:
            'The same answer for an unknown phone and a wrong password. Repeated failures are limited per phone and per address (429 with Retry-After).',
          body: loginSchema,
          response: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
        },
      },
      async (req) => {
        const { phone, password } = req.body;
        perPhone.check(phone);
        perAddress.check(req.ip);
        const found = await users.credentials(phone);
        const good = await verify(found?.password_hash ?? (await DUMMY_HASH), password).catch(() => false);
        if (!found || !good || found.is_blocked) {
          perPhone.hit(phone);
          perAddress.hit(req.ip);
          throw new HttpError('INVALID_CREDENTIALS');
        }
        perPhone.reset(phone);
        if (req.body.locale) await users.setLocale(found.id, req.body.locale);
        return issue(req, (await users.get(found.id))!);
      },
    );

    app.get(
      '/auth/session',
      {
        config: access('public'),
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in (null for a visitor), and the CSRF token for cookie sessions',
          response: {
            200: z.object({ user: userSchema.nullable(), csrf_token: z.string().nullable(), expired: z.boolean() }),
          },
        },
      },
      async (req) => {
        if (!req.auth) return { user: null, csrf_token: null, expired: req.authStale };
        return { user: await users.get(req.auth.userId), csrf_token: csrfFor(req.auth.token), expired: false };
      },
    );

    app.post(
      '/auth/logout',
      {
        config: access('signed-in'),
        schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null(), 401: errorSchema } },
      },
      async (req, reply) => {
        const me = requireUser(req);
        await sessions.end(me.sessionId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: access('signed-in'),
        schema: {
          tags: ['auth'],
          summary: 'Change the password; every other session of the account ends',
          body: changePasswordSchema,
          response: {
            200: ok.extend({ sessions_ended: z.number() }),
            401: errorSchema,
            422: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (req) => {
        const me = requireUser(req);
        const key = `user:${me.userId}`;
        perPhone.check(key);
        const current = await users.passwordHash(me.userId);
        if (!current || !(await verify(current, req.body.current_password).catch(() => false))) {
          perPhone.hit(key);
          throw fieldError(['body', 'current_password'], 'PASSWORD_WRONG');
        }
        await users.setPasswordHash(me.userId, await hash(req.body.new_password, ARGON2_OPTIONS));
        const ended = await sessions.endOthers(me.userId, me.sessionId);
        return { detail: 'Password changed. You have been signed out everywhere else.', sessions_ended: ended };
      },
    );
  };
}
