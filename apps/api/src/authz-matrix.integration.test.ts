// Every operation of the OpenAPI document, called as each role (visitor, user, owner, agent,
// admin), answers as its documented access says (`x-access`, `x-roles`: shared/access.ts):
//  - a role that may not call it at all gets 401 (visitor) or 403 (others), as {code, detail} with a code of that status, and gets
//    it before the request is read: the same answer for a body, query and path that are invalid;
//  - a signed-in caller naming someone else's thing (x-access self / owner-of-resource) gets one
//    of the statuses in `x-not-yours` (403, or 404 where the design hides that it exists);
//  - a role that may call it never gets 401 or 403 (any other 4xx, e.g. 422 for the empty body
//    sent here, is fine) and never a 5xx.
// Each operation gets fresh fixtures and sessions, so a delete or a logout spoils nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ERRORS, isErrorCode } from '@aangan/contracts';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from './app.ts';
import { ACCESS_LEVELS, ACCESS_ROLES, CALLER_ROLES, type Access, type CallerRole } from './shared/access.ts';
import { as, signUp } from './shared/testing/accounts.ts';
import { castOfRoles, freshTokens, freshWorld, pathValue, type Cast, type World } from './shared/testing/fixtures.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let cast: Cast;
let ops: Operation[];

interface Operation {
  method: string;
  path: string;
  access: Access;
  roles: CallerRole[];
  notYours: number[];
  hasBody: boolean;
  params: string[];
  raw: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  cast = await castOfRoles(app, db);
  const doc = (await app.inject('/api/v1/openapi.json')).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({
        method: m.toUpperCase(),
        path,
        access: op['x-access'] as Access,
        roles: (op['x-roles'] ?? []) as CallerRole[],
        notYours: (op['x-not-yours'] ?? []) as number[],
        hasBody: op.requestBody !== undefined,
        params: ((op.parameters ?? []) as { in: string; name: string }[])
          .filter((p) => p.in === 'path')
          .map((p) => p.name),
        raw: op,
      })),
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** Whose thing the fixture named in the path is, for the levels that care. */
function holder(op: Operation): CallerRole | null {
  // The user's visit, saved search and shortlist (fixtures.ts).
  if (op.access === 'self')
    return ['/api/v1/visits/', '/api/v1/saved-searches/', '/api/v1/shortlists/'].some((p) => op.path.startsWith(p))
      ? 'user'
      : null;
  // An enquiry thread has two sides: the user asked, the owner advertises (see partiesOf).
  if (op.access === 'party') return op.path.startsWith('/api/v1/enquiries/') ? 'user' : null;
  if (op.access === 'owner-of-resource') return op.path.startsWith('/api/v1/properties/') ? 'owner' : null;
  return null;
}

type Expect = { kind: 'allowed' } | { kind: 'refused'; statuses: number[] } | { kind: 'not-yours'; statuses: number[] };

/** What the documentation promises a role, calling with the fixtures (the user's visit, the owner's listing). */
function expectation(op: Operation, role: CallerRole): Expect {
  if (!op.roles.includes(role)) return { kind: 'refused', statuses: [role === 'visitor' ? 401 : 403] };
  const h = holder(op);
  if (op.access === 'self' && role !== h) return { kind: 'not-yours', statuses: op.notYours };
  if (op.access === 'party' && !partiesOf(op).includes(role) && role !== 'admin')
    return { kind: 'not-yours', statuses: op.notYours };
  if (op.access === 'owner-of-resource' && role !== h && role !== 'admin')
    return { kind: 'not-yours', statuses: op.notYours };
  return { kind: 'allowed' };
}

function call(op: Operation, token: string | null, url: string, payload: unknown) {
  const opts: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  return app.inject(opts);
}

const urlOf = (op: Operation, w: World) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(op.path, name, w)));
/** A refusal in the envelope: a listed code whose status is the answer's, and its text. */
const isRefusal = (status: number, body: string) => {
  try {
    const j = JSON.parse(body) as { code?: unknown; detail?: unknown };
    return isErrorCode(j.code) && ERRORS[j.code].status === status && typeof j.detail === 'string';
  } catch {
    return false;
  }
};

describe('documented permissions', () => {
  it('every operation in the OpenAPI document says who may call it', () => {
    expect(ops.length).toBeGreaterThan(80);
    const undocumented = ops
      .filter((op) => !(ACCESS_LEVELS as readonly string[]).includes(op.access))
      .map((op) => `${op.method} ${op.path}`);
    expect(undocumented, 'operations without a valid x-access').toEqual([]);
    for (const op of ops) {
      expect(op.roles, `${op.method} ${op.path} x-roles`).toEqual([...ACCESS_ROLES[op.access]]);
      expect(op.roles.every((r) => CALLER_ROLES.includes(r))).toBe(true);
      if (op.access !== 'public')
        expect(op.raw.security, `${op.method} ${op.path} security`).toEqual([{ bearer: [] }, { session: [] }]);
      if (op.access === 'self' || op.access === 'owner-of-resource')
        expect(holder(op), `${op.method} ${op.path}: whose is it?`).not.toBeNull();
    }
  });

  it('a route that declares no access cannot be registered', async () => {
    const { default: Fastify } = await import('fastify');
    const { access, enforceAccess } = await import('./shared/access.ts');
    const probe = Fastify();
    enforceAccess(probe);
    expect(() => probe.get('/open', { config: access('public') }, async () => 'ok')).not.toThrow();
    expect(() => probe.get('/forgotten', async () => 'ok')).toThrow(/GET \/forgotten declares no access/);
    await probe.close();
  });
});

describe('authorisation matrix', () => {
  it('every operation answers each role as documented', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const tally: Record<string, number> = {};
    for (const op of ops) {
      const [w, tokens] = await Promise.all([freshWorld(db, cast), freshTokens(db, cast)]);
      const url = urlOf(op, w);
      // Refused and not-yours first; among the allowed, the fixture's holder before an admin, so
      // a delete by one leaves the other a 404 rather than hiding a refusal.
      const order = [...CALLER_ROLES].sort((a, b) => rank(expectation(op, a), a) - rank(expectation(op, b), b));
      for (const role of order) {
        const want = expectation(op, role);
        const res = await call(op, tokens[role], url, op.hasBody ? {} : undefined);
        const got = res.statusCode;
        const cell = `${op.method} ${op.path} as ${role}: ${got} ${res.body.slice(0, 160)}`;
        tally[want.kind] = (tally[want.kind] ?? 0) + 1;
        if (got >= 500) failures.push(`5xx ${cell}`);
        else if (want.kind === 'allowed' && (got === 401 || got === 403)) failures.push(`allowed but refused: ${cell}`);
        else if (want.kind !== 'allowed' && !want.statuses.includes(got))
          failures.push(`expected ${want.statuses.join('/')}: ${cell}`);
        else if (want.kind !== 'allowed' && !isRefusal(got, res.body)) failures.push(`refusal not coded: ${cell}`);
      }
    }
    console.info(`authz matrix: ${ops.length} operations x ${CALLER_ROLES.length} roles`, tally);
    expect(failures).toEqual([]);
  });

  it('a role that may not call an operation is refused before its path, query and body are read', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = [];
    let probes = 0;
    const tokens = await freshTokens(db, cast);
    for (const op of ops) {
      // Every path parameter, the query and the body invalid for any schema.
      const url = `${op.path.replace(/\{(\w+)\}/g, 'not%20valid')}?page=-1&limit=x&id=%00`;
      for (const role of CALLER_ROLES.filter((r) => !op.roles.includes(r))) {
        const want = role === 'visitor' ? 401 : 403;
        for (const payload of op.method === 'GET' || op.method === 'DELETE' ? [undefined] : [[1], '{"broken json']) {
          const res = await app.inject({
            method: op.method as InjectOptions['method'],
            url,
            headers: {
              ...(tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {}),
              'content-type': 'application/json',
            },
            ...(payload === undefined
              ? {}
              : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
          });
          probes += 1;
          if (res.statusCode !== want || !isRefusal(res.statusCode, res.body))
            failures.push(
              `${op.method} ${op.path} as ${role} with ${JSON.stringify(payload)}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    console.info(`authz matrix: ${probes} refused calls with an invalid path, query and body`);
    expect(failures).toEqual([]);
  });
});

describe('resource checks come before validation too', () => {
  it('an agent is refused the visits of people not assigned to them, whatever the body', async () => {
    const other = await signUp(app, { full_name: 'Other Agent' });
    await db.query("UPDATE users SET role = 'agent' WHERE id = $1", [other.id]);
    const w = await freshWorld(db, cast);
    for (const action of ['confirm', 'complete', 'no_show', 'reschedule']) {
      for (const payload of [
        {},
        { scheduled_date: 'soon', note: 5 },
        { scheduled_date: new Date(Date.now() + 5 * 86_400_000).toISOString(), reason: 'Rain' },
      ]) {
        const res = await as(app, other)('POST', `/agent/visits/${w.visit}/${action}`, payload);
        expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(403);
        expect(res.json()).toEqual({
          code: 'NOT_YOUR_VISIT',
          detail: 'You can only handle visits of people assigned to you',
        });
      }
    }
    // Their own agent may (and gets the body checked).
    expect((await as(app, cast.agent)('POST', `/agent/visits/${w.visit}/reschedule`, {})).statusCode).toBe(422);
  });
});

/** Who takes part in the fixture's thread: the user who sent the enquiry, the owner it went to. */
function partiesOf(op: Operation): CallerRole[] {
  return holder(op) === 'user' ? ['user', 'owner'] : [];
}

function rank(e: Expect, role: CallerRole): number {
  if (e.kind !== 'allowed') return 0;
  return role === 'admin' ? 2 : 1;
}
