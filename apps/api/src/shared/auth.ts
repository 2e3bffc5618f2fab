// Who is calling: API clients send `Authorization: Bearer <token>`; the web app's pages hold the
// same token in an httpOnly cookie. A cookie rides along on any request the browser makes, so a
// state-changing call signed in by cookie must also carry the session's CSRF token in a header.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';
import { SESSION_COOKIE, readCookie, type ErrorCode } from '@aangan/contracts';
import { csrfMatches, type SessionStore, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionUser | null;
    /** A token was presented but named no live session. */
    authStale: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp<{ sessions: SessionStore }>(async (app: FastifyInstance, { sessions }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authStale', false);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = bearer ? undefined : readCookie(req.headers.cookie, SESSION_COOKIE);
    const token = bearer ?? cookie;
    if (!token) return;
    const user = await sessions.resolve(token);
    if (!user) {
      req.authStale = true;
      return;
    }
    if (cookie && !SAFE.has(req.method)) {
      const given = req.headers['x-csrf-token'];
      if (typeof given !== 'string' || !csrfMatches(token, given)) throw new HttpError('CSRF_INVALID');
    }
    req.auth = user;
  });
});

/** The signed-in caller, or 401 (which makes the web app sign out and go to /login). */
export function requireUser(req: FastifyRequest): SessionUser {
  if (req.auth) return req.auth;
  throw new HttpError(req.authStale ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', {
    headers: { 'www-authenticate': 'Bearer' },
  });
}

/** The signed-in administrator, or 401 for a visitor and 403 for anyone else. */
export function requireAdmin(req: FastifyRequest, refusal: ErrorCode = 'ADMIN_ONLY'): SessionUser {
  const me = requireUser(req);
  if (me.role !== 'admin') throw new HttpError(refusal);
  return me;
}
