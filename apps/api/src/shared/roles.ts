// Role checks. Routes declare who may call them (shared/access.ts), which runs these before the
// request is read; handlers call them again for the caller's identity.
import type { FastifyRequest } from 'fastify';
import type { ErrorCode, Role } from '@aangan/contracts';
import { HttpError } from './errors.ts';
import { requireUser } from './auth.ts';
import type { SessionUser } from './sessions.ts';

/** The signed-in caller if their role is one of `roles`: 401 for a visitor, 403 for anyone else. */
export function requireRole(req: FastifyRequest, roles: readonly Role[], refusal: ErrorCode): SessionUser {
  const me = requireUser(req);
  if (!roles.includes(me.role)) throw new HttpError(refusal);
  return me;
}

export const requireAdmin = (req: FastifyRequest, refusal: ErrorCode = 'ADMIN_ONLY') =>
  requireRole(req, ['admin'], refusal);
