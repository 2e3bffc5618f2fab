// Who may call each route, declared once per route (`config: access(...)`), enforced from that
// declaration and published in the OpenAPI document as `x-access` and `x-roles`, so the rule,
// its check and its documentation cannot drift apart. The check runs in onRequest: before the
// body is parsed and validated, so a caller who may not use a route learns nothing about what a
// valid request would be (401 for a visitor, 403 for a signed-in person of another role).
// Decision record: docs/decisions/016-route-permissions.md.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { ErrorCode, Role } from '@aangan/contracts';
import { requireUser } from './auth.ts';
import { requireRole } from './roles.ts';

export const ACCESS_LEVELS = [
  'public',
  'signed-in',
  'self',
  'party',
  'owner-of-resource',
  'agent',
  'agent-or-admin',
  'admin',
] as const;
/**
 * - `public`: anyone, visitors included (some answers differ for a signed-in caller).
 * - `signed-in`: any signed-in person, whatever the role; acts on the caller's own account data.
 * - `self`: signed-in; the path names one of the caller's own things (a visit). Anyone else's,
 *   an admin's included, answers 404 as if it did not exist.
 * - `party`: signed-in; the path names a conversation (an enquiry thread) the caller takes part
 *   in, as its seeker or its advertiser; admins may read and answer any. Anyone else gets 404.
 * - `owner-of-resource`: signed-in; the path names a listing, which its owner or an admin may
 *   change. Anyone else gets 403 for a live listing and 404 for one that is not public.
 * - `agent`: agents only.
 * - `agent-or-admin`: agents (only for people assigned to them: 403 otherwise) and admins.
 * - `admin`: administrators only.
 */
export type Access = (typeof ACCESS_LEVELS)[number];
/** A caller's role; `visitor` is nobody signed in. */
export type CallerRole = 'visitor' | Role;
export const CALLER_ROLES: readonly CallerRole[] = ['visitor', 'user', 'owner', 'agent', 'admin'];

const SIGNED_IN: readonly Role[] = ['user', 'owner', 'agent', 'admin'];
/** The roles that may call a route of each level at all (resource checks come after). */
export const ACCESS_ROLES: Record<Access, readonly CallerRole[]> = {
  public: CALLER_ROLES,
  'signed-in': SIGNED_IN,
  self: SIGNED_IN,
  party: SIGNED_IN,
  'owner-of-resource': SIGNED_IN,
  agent: ['agent'],
  'agent-or-admin': ['agent', 'admin'],
  admin: ['admin'],
};

/** What a non-owner gets on a resource of someone else, per level (documented as `x-not-yours`). */
const NOT_YOURS: Partial<Record<Access, number[]>> = {
  self: [404],
  party: [404],
  'owner-of-resource': [403, 404],
  'agent-or-admin': [403],
};

const DEFAULT_REFUSAL: Partial<Record<Access, ErrorCode>> = {
  agent: 'AGENT_ONLY',
  'agent-or-admin': 'AGENT_OR_ADMIN_ONLY',
  admin: 'ADMIN_ONLY',
};

export interface AccessConfig {
  access: Access;
  refusal?: ErrorCode;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: see shared/access.ts. Every API route must say. */
    access?: Access;
    /** The 403 code for a signed-in caller of another role. */
    refusal?: ErrorCode;
  }
}

/** A route's permission, for its `config`: `{ config: access('admin') }`, or with a 403 code of its own. */
export function access(level: Access, refusal?: ErrorCode): AccessConfig {
  return refusal === undefined ? { access: level } : { access: level, refusal };
}

function checkFor(level: Access, refusal: ErrorCode | undefined): onRequestHookHandler | null {
  if (level === 'public') return null;
  const roles = ACCESS_ROLES[level].filter((r): r is Role => r !== 'visitor');
  if (roles.length === SIGNED_IN.length)
    return async (req: FastifyRequest) => {
      requireUser(req);
    };
  const message = refusal ?? DEFAULT_REFUSAL[level]!;
  return async (req: FastifyRequest) => {
    requireRole(req, roles, message);
  };
}

/**
 * Every route registered in this scope from now on must declare its access: the declaration is
 * checked on each request (onRequest, ahead of the route's own hooks) and written into the
 * route's schema as `x-access`, `x-roles` (and `x-not-yours`, `security` where it applies).
 */
export function enforceAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const level = route.config?.access;
    if (!level || !(ACCESS_LEVELS as readonly string[]).includes(level)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: add config: access(...) (shared/access.ts)`,
      );
    }
    if ((level === 'self' || level === 'party' || level === 'owner-of-resource') && !route.preValidation) {
      // Whose the named thing is must be settled before the body is validated, as roles are.
      throw new Error(
        `${String(route.method)} ${route.url} (${level}) needs a preValidation hook that checks whose the named thing is`,
      );
    }
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema['x-access'] = level;
    schema['x-roles'] = [...ACCESS_ROLES[level]];
    if (NOT_YOURS[level]) schema['x-not-yours'] = NOT_YOURS[level];
    // Public operations say so (no credentials), the rest which credentials they take.
    schema.security = level === 'public' ? [] : [{ bearer: [] }, { session: [] }];
    const check = checkFor(level, route.config?.refusal);
    if (check) route.onRequest = [check, ...(route.onRequest === undefined ? [] : [route.onRequest].flat())];
  });
}
