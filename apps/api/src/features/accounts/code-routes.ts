// Proving a phone number with a one-time code sent by SMS (decision 042): signing up (no account
// and no session exist until the code comes back), signing in without the password, changing the
// account's number, and adding another number as a listing's contact. Asking for a code answers
// the same whether or not the number has an account: the SMS says the rest, to the number's owner.
// Every code sent costs money and reaches a person, so asking is limited per number, per address
// and per address range; checking is limited by the code's 5 tries and by failures per address.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hash } from '@node-rs/argon2';
import {
  codeCheckSchema,
  codeRequestSchema,
  codeSentSchema,
  errorSchema,
  loginResponseSchema,
  maskPhone,
  registerSchema,
  userSchema,
} from '@aangan/contracts';
import type { Database, Queryable } from '@aangan/db';
import { ARGON2_OPTIONS } from '@aangan/db/password-hash';
import { HttpError, fieldError, errorAnswers } from '../../shared/errors.ts';
import type { Limiter, NewLimiter, RateLimit } from '../../shared/limiter.ts';
import { requireUser } from '../../shared/auth.ts';
import { access } from '../../shared/access.ts';
import { addressRange } from '../../shared/address-range.ts';
import { TakenError, type UserRepository } from './users/repository.ts';
import { signedInAnswer, type SessionStore } from '../../shared/sessions.ts';
import type { DeviceTokens } from './devices.ts';
import { CODE_TTL_S, RESEND_AFTER_S, createPhoneCodes, type CodePurpose, type PhoneCodes } from './phone-codes.ts';
import { enqueueAlreadyRegisteredSms, enqueueCodeSms } from './code-sms.ts';
import type { MailLocale } from '../../shared/notifications/recipient.ts';

export interface CodeLimits {
  perAddress: RateLimit;
  /** Per number from one address range, and per number from everywhere. */
  perPhone: RateLimit;
  perPhoneAll: RateLimit;
  perRange: RateLimit;
  /** Wrong codes per address (the login limit: a code is a password for ten minutes). */
  checks: RateLimit;
  /** Sign-ups per address, as before codes. */
  signUps: RateLimit;
}

interface Deps {
  database: Database;
  users: UserRepository;
  sessions: SessionStore;
  devices: DeviceTokens;
  origin: string;
  limits: CodeLimits;
  limiter: NewLimiter;
}

interface Codes extends Deps {
  codes: PhoneCodes;
  perAddress: Limiter;
  perPhone: Limiter;
  perPhoneAll: Limiter;
  perRange: Limiter;
  checks: Limiter;
  signUps: Limiter;
}

const sent = { 202: codeSentSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
const checked = errorAnswers(401, 403, 409, 422, 429);
const contactNumbersSchema = z.object({
  items: z.array(z.object({ phone: z.string(), verified_at: z.string(), own: z.boolean() })),
});

export function codeRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { limiter, limits } = deps;
  const c: Codes = {
    ...deps,
    codes: createPhoneCodes(deps.database),
    perAddress: limiter({ ...limits.perAddress, name: 'codes-address', code: 'CODES_RATE_LIMITED' }),
    perPhone: limiter({ ...limits.perPhone, name: 'codes-phone', code: 'CODES_RATE_LIMITED' }),
    perPhoneAll: limiter({ ...limits.perPhoneAll, name: 'codes-phone-all', code: 'CODES_RATE_LIMITED' }),
    perRange: limiter({ ...limits.perRange, name: 'codes-range', code: 'CODES_RATE_LIMITED' }),
    checks: limiter({ ...limits.checks, name: 'codes-check', code: 'LOGIN_RATE_LIMITED' }),
    signUps: limiter({ ...limits.signUps, name: 'register', code: 'SIGNUP_RATE_LIMITED' }),
  };
  return async (app) => {
    const open = access('public');
    const signedIn = access('signed-in');
    app.post('/auth/register', { config: open, schema: registerRoute }, (req, reply) => register(c, req, reply));
    app.post('/auth/register/verify', { config: open, schema: registerVerifyRoute }, (req, reply) =>
      registerVerify(c, req, reply),
    );
    app.post('/auth/login/code', { config: open, schema: loginCodeRoute }, (req, reply) => loginCode(c, req, reply));
    app.post('/auth/login/code/verify', { config: open, schema: loginCodeVerifyRoute }, (req) =>
      loginCodeVerify(c, req),
    );
    app.post('/me/phone', { config: signedIn, schema: phoneRoute }, (req, reply) => phoneCode(c, req, reply));
    app.post('/me/phone/verify', { config: signedIn, schema: phoneVerifyRoute }, (req) => phoneVerify(c, req));
    app.get('/me/contact-numbers', { config: signedIn, schema: contactNumbersRoute }, (req) =>
      listContactNumbers(c, req),
    );
    app.post('/me/contact-numbers', { config: signedIn, schema: contactNumberRoute }, (req, reply) =>
      contactNumberCode(c, req, reply),
    );
    app.post('/me/contact-numbers/verify', { config: signedIn, schema: contactNumberVerifyRoute }, (req) =>
      contactNumberVerify(c, req),
    );
  };
}

type Body<B extends z.ZodType> = FastifyRequest<{ Body: z.output<B> }>;
const localeOf = (l: string | undefined): MailLocale => (l === 'hi-IN' ? 'hi-IN' : 'en-IN');

/**
 * Counts a request for a code against every limit, refusing the 61st second's impatience too,
 * then writes the code (or `instead`) and its SMS on one transaction and answers 202.
 */
async function sendCode(
  c: Codes,
  req: FastifyRequest,
  reply: FastifyReply,
  o: {
    phone: string;
    purpose: CodePurpose;
    locale: MailLocale;
    userId?: number | null;
    pending?: Record<string, unknown> | null;
    /** Instead of a code (the number cannot be used for this): an SMS of its own, or nothing. */
    instead?: ((tx: Queryable) => Promise<unknown>) | null;
  },
) {
  const range = addressRange(req.ip);
  const wait = await c.codes.resendWait(o.phone, o.purpose, range);
  if (wait) throw new HttpError('CODES_RATE_LIMITED', { headers: { 'retry-after': String(wait) } });
  await c.perAddress.consume(req.ip);
  await c.perRange.consume(range);
  // Per number from this range, and (more) from everywhere: neither lets a stranger make the
  // number's owner wait long, and together they bound the SMS one number can be sent.
  await c.perPhone.consume(`${o.phone}|${range}`);
  await c.perPhoneAll.consume(o.phone);
  const usable = o.instead === undefined;
  await c.codes.issue({ ...o, usable, range }, (tx, code) =>
    usable
      ? enqueueCodeSms(tx, { to: o.phone, code, purpose: o.purpose, locale: o.locale, origin: c.origin })
      : (o.instead?.(tx) ?? Promise.resolve()),
  );
  return reply.code(202).send({
    detail: 'If this number can be used, a code is on its way by SMS.',
    phone: maskPhone(o.phone),
    expires_in: CODE_TTL_S,
    resend_in: RESEND_AFTER_S,
  });
}

/**
 * Checks a code, counting a wrong one against the address (a code is a password for ten
 * minutes); on a right one `then` runs on the code's transaction.
 */
async function checkCode<T>(
  c: Codes,
  req: FastifyRequest,
  o: { phone: string; code: string; purpose: CodePurpose; userId?: number | null },
  then: (tx: Queryable, pending: Record<string, unknown> | null) => Promise<T>,
): Promise<T> {
  await c.checks.consume(req.ip);
  const r = await c.codes.check(o.phone, o.purpose, o.code, o.userId ?? null, (tx, row) => then(tx, row.pending));
  if (!r.ok) throw fieldError(['body', 'code'], r.reason, r.reason === 'CODE_WRONG' ? { left: r.left } : undefined);
  await c.checks.refund(req.ip);
  return r.value;
}

const registerRoute = {
  tags: ['auth'],
  summary: 'Start an account: a code goes by SMS to the number (no account or session until it comes back)',
  description:
    'Answers 202 the same whether or not the number already has an account; its owner then gets an SMS saying so instead of a code. Limited per address (RATE_LIMIT_REGISTER), and as every code per number, address and address range.',
  body: registerSchema,
  response: sent,
};

async function register(c: Codes, req: Body<typeof registerSchema>, reply: FastifyReply) {
  const b = req.body;
  const locale = localeOf(b.locale);
  await c.signUps.consume(req.ip);
  const holder = await c.users.accountByPhone(b.phone);
  // The password is hashed now, so that the slow part takes as long whoever holds the number.
  const passwordHash = await hash(b.password, ARGON2_OPTIONS);
  return sendCode(c, req, reply, {
    phone: b.phone,
    purpose: 'sign_up',
    locale,
    pending: holder ? null : { full_name: b.full_name, email: b.email, password_hash: passwordHash, locale },
    ...(holder
      ? { instead: (tx: Queryable) => enqueueAlreadyRegisteredSms(tx, { to: b.phone, locale, origin: c.origin }) }
      : {}),
  });
}

const registerVerifyRoute = {
  tags: ['auth'],
  summary: 'Finish an account with the code from the SMS, and sign in',
  body: codeCheckSchema,
  response: { 201: loginResponseSchema, ...checked },
};

async function registerVerify(c: Codes, req: Body<typeof codeCheckSchema>, reply: FastifyReply) {
  const { phone, code } = req.body;
  const user = await checkCode(c, req, { phone, code, purpose: 'sign_up' }, async (tx, pending) => {
    const p = pending as { full_name: string; email: string; password_hash: string; locale: string };
    try {
      return await c.users.createVerified(tx, { phone, ...p, passwordHash: p.password_hash });
    } catch (err) {
      // The e-mail was taken after the code was sent (or by then): said only to the number's owner.
      if (err instanceof TakenError)
        throw fieldError(['body', err.field], err.field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
      throw err;
    }
  });
  return reply.code(201).send(await signedInAnswer(c.sessions, req, user));
}

const loginCodeRoute = {
  tags: ['auth'],
  summary: 'Sign in without the password: a code goes by SMS to the number, when it has an account',
  body: codeRequestSchema,
  response: sent,
};

async function loginCode(c: Codes, req: Body<typeof codeRequestSchema>, reply: FastifyReply) {
  const holder = await c.users.accountByPhone(req.body.phone);
  const can = holder && !holder.is_blocked;
  return sendCode(c, req, reply, {
    phone: req.body.phone,
    purpose: 'sign_in',
    locale: localeOf(req.body.locale ?? holder?.locale),
    userId: can ? holder.id : null,
    ...(can ? {} : { instead: null }),
  });
}

const loginCodeVerifyRoute = {
  tags: ['auth'],
  summary: 'Sign in with the code from the SMS',
  body: codeCheckSchema,
  response: { 200: loginResponseSchema, ...checked },
};

async function loginCodeVerify(c: Codes, req: Body<typeof codeCheckSchema>) {
  const { phone, code, locale } = req.body;
  const holder = await c.users.accountByPhone(phone);
  const id = await checkCode(c, req, { phone, code, purpose: 'sign_in', userId: holder?.id ?? -1 }, async (tx) => {
    // Receiving the code proves the number, for an account made before codes existed too.
    await tx.query('UPDATE users SET phone_verified_at = coalesce(phone_verified_at, now()) WHERE id = $1', [
      holder!.id,
    ]);
    return holder!.id;
  });
  if (locale) await c.users.setLocale(id, locale);
  // A code proves the person as a password does: this device is remembered for the account too.
  return {
    ...(await signedInAnswer(c.sessions, req, (await c.users.get(id))!)),
    device_token: await c.devices.token(id, req.body.device),
  };
}

const phoneRoute = {
  tags: ['account'],
  summary: 'Prove a number for this account (a new one, or the one it has but never proved): a code goes to it',
  body: codeRequestSchema,
  response: { ...sent, 401: errorSchema, 403: errorSchema },
};

async function phoneCode(c: Codes, req: Body<typeof codeRequestSchema>, reply: FastifyReply) {
  const me = requireUser(req);
  const holder = await c.users.accountByPhone(req.body.phone);
  // Another account's number gets no code (the answer does not say so).
  const free = !holder || holder.id === me.userId;
  return sendCode(c, req, reply, {
    phone: req.body.phone,
    purpose: 'change_phone',
    locale: localeOf(req.body.locale),
    userId: me.userId,
    ...(free ? {} : { instead: null }),
  });
}

const phoneVerifyRoute = {
  tags: ['account'],
  summary: "Make the proved number the account's (it signs in with it from now on)",
  body: codeCheckSchema,
  response: { 200: userSchema, ...checked },
};

async function phoneVerify(c: Codes, req: Body<typeof codeCheckSchema>) {
  const me = requireUser(req);
  const { phone, code } = req.body;
  return checkCode(c, req, { phone, code, purpose: 'change_phone', userId: me.userId }, async (tx) => {
    try {
      const user = await c.users.setVerifiedPhone(tx, me.userId, phone);
      await c.users.addContactNumber(tx, me.userId, phone);
      return user;
    } catch (err) {
      if (err instanceof TakenError) throw fieldError(['body', 'phone'], 'PHONE_TAKEN');
      throw err;
    }
  });
}

const contactNumbersRoute = {
  tags: ['account'],
  summary: "Numbers this account's listings may give as their contact: its own, and others it proved",
  response: { 200: contactNumbersSchema, 401: errorSchema },
};

async function listContactNumbers(c: Codes, req: FastifyRequest) {
  const items = await c.users.contactNumbers(requireUser(req).userId);
  return { items: items.map((n) => ({ ...n, verified_at: new Date(n.verified_at).toISOString() })) };
}

const contactNumberRoute = {
  tags: ['account'],
  summary: "Add a number as a listing contact (an office line, a family member's): a code goes to it",
  body: codeRequestSchema,
  response: { ...sent, 401: errorSchema, 403: errorSchema },
};

async function contactNumberCode(c: Codes, req: Body<typeof codeRequestSchema>, reply: FastifyReply) {
  const me = requireUser(req);
  return sendCode(c, req, reply, {
    phone: req.body.phone,
    purpose: 'contact_number',
    locale: localeOf(req.body.locale),
    userId: me.userId,
  });
}

const contactNumberVerifyRoute = {
  tags: ['account'],
  summary: 'Add the proved number to the numbers your listings may give',
  body: codeCheckSchema,
  response: { 200: contactNumbersSchema, ...checked },
};

async function contactNumberVerify(c: Codes, req: Body<typeof codeCheckSchema>) {
  const me = requireUser(req);
  const { phone, code } = req.body;
  await checkCode(c, req, { phone, code, purpose: 'contact_number', userId: me.userId }, (tx) =>
    c.users.addContactNumber(tx, me.userId, phone),
  );
  return listContactNumbers(c, req);
}
