// Forgotten passwords (decision 025): ask for a link by mobile number, then set a new password
// with it. Both public. Asking answers the same whether or not the number has an account.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@aangan/contracts';
import { HttpError } from '../../shared/errors.ts';
import type { NewLimiter, RateLimit } from '../../shared/limiter.ts';
import { access } from '../../shared/access.ts';
import { addressRange } from '../../shared/address-range.ts';
import type { PasswordReset, ResetRefusal } from './password-reset.ts';

export const RESET_SENT =
  'If an account with this mobile number has an e-mail address, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_DONE = 'Password changed. Please log in.';

function refuse(r: ResetRefusal): never {
  if (r.refused === 'invalid') throw new HttpError('RESET_LINK_INVALID');
  throw new HttpError(
    r.refused === 'expired' ? 'RESET_LINK_EXPIRED' : r.refused === 'used' ? 'RESET_LINK_USED' : 'RESET_LINK_SUPERSEDED',
  );
}

export interface ResetLimits {
  /**
   * Requests per client address; per mobile number from one address range (refused past it); and
   * per number from everywhere (past it the answer is the same but no e-mail goes: the owner has
   * the links already sent, and signs in with a code meanwhile).
   */
  perAddress: RateLimit;
  perPhone: RateLimit;
  perPhoneAll: RateLimit;
}

export function passwordResetRoutes(deps: {
  resets: PasswordReset;
  limits: ResetLimits;
  limiter: NewLimiter;
}): FastifyPluginAsyncZod {
  const { resets, limits, limiter } = deps;
  // Every request counts, not just failures: each one may send an e-mail to someone.
  const perAddress = limiter({ ...limits.perAddress, name: 'reset-address', code: 'RESET_RATE_LIMITED' });
  const perPhone = limiter({ ...limits.perPhone, name: 'reset-phone', code: 'RESET_RATE_LIMITED' });
  const perPhoneAll = limiter({ ...limits.perPhoneAll, name: 'reset-phone-all', code: 'RESET_RATE_LIMITED' });

  return async (app) => {
    app.post(
      '/auth/password-reset',
      {
        config: access('public'),
        schema: {
          tags: ['auth'],
          summary: 'Ask for a password reset link by e-mail',
          description: `The same answer whether or not the number has an account (or the account an e-mail address). The link works once, for 30 minutes. Limited per client address and per number from one address range (429 with Retry-After); past a number's daily cap from everywhere the answer is the same and no e-mail goes.`,
          body: passwordResetRequestSchema,
          response: { 200: z.object({ detail: z.string() }), 422: errorSchema, 429: errorSchema },
        },
      },
      async (req) => {
        // A number is refused only to the range that asked too often: five requests from anywhere
        // used to block its owner's own reset from every address for an hour.
        await perAddress.consume(req.ip);
        await perPhone.consume(`${req.body.phone}|${addressRange(req.ip)}`);
        if ((await perPhoneAll.take(req.body.phone)) === 0)
          await resets.request(req.body.phone, { ip: req.ip, requestId: req.id });
        return { detail: RESET_SENT };
      },
    );

    app.post(
      '/auth/password-reset/confirm',
      {
        config: access('public'),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset link; every session of the account ends',
          description:
            'The new password follows the sign-up rule. 400 for a token that is not ours; 410 for one that has expired, has been used, or was sent before the password last changed.',
          body: passwordResetConfirmSchema,
          response: {
            200: z.object({ detail: z.string(), sessions_ended: z.number() }),
            400: errorSchema,
            410: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req) => {
        const r = await resets.confirm(req.body.token, req.body.new_password, { ip: req.ip, requestId: req.id });
        if ('refused' in r) refuse(r);
        return { detail: RESET_DONE, sessions_ended: r.sessionsEnded };
      },
    );
  };
}
