// The back office's form posts through the typed client: a value the forms never offer is
// refused with the API's own message before anything is sent; answers become the page's data.
import { describe, expect, it } from 'vitest';
import { adminUserUpdateSchema } from '@aangan/contracts';
import { createLoadContext } from './api.server';
import { staffApi, staffChoice, staffReply } from './admin.server';

function host(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { context: createLoadContext(fetch), seen };
}

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const page = new Request('http://x/admin/users/4', { method: 'POST' });

describe('back-office forms', () => {
  it('takes a role the API knows, and refuses another with the code the API would answer, worded, at the field', () => {
    const f = form({ intent: 'role', role: 'agent' });
    expect(staffChoice(f, 'role', adminUserUpdateSchema.shape.role, 'agent')).toEqual({ ok: true, value: 'agent' });
    const refused = staffChoice(f, 'role', adminUserUpdateSchema.shape.role, 'superuser');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refused.init?.status).toBe(422);
    expect(refused.refused.data).toEqual({
      intent: 'role',
      ok: false,
      message: 'Must be one of: user, owner, agent, admin',
      errors: { role: 'Must be one of: user, owner, agent, admin' },
    });
  });

  it("sends with the form's CSRF token and reads the answer: the success message, or the server's codes worded", async () => {
    const ok = host(200, { id: 4 });
    const f = form({ intent: 'block', csrf: 'c-3' });
    const call = staffApi(ok.context, f).PUT('/api/v1/users/{id}', {
      params: { path: { id: 4 } },
      body: { is_blocked: true },
    });
    const done = staffReply(page, f, await call, 'Account blocked and signed out');
    expect(done.data).toEqual({ intent: 'block', ok: true, message: 'Account blocked and signed out', errors: {} });
    expect(ok.seen[0]!.headers.get('x-csrf-token')).toBe('c-3');
    expect(await ok.seen[0]!.json()).toEqual({ is_blocked: true });

    const no = host(422, {
      code: 'VALIDATION',
      detail: [{ loc: ['body', 'agent_id'], msg: 'x', type: 'value_error', code: 'AGENT_INVALID' }],
    });
    const refused = staffReply(
      page,
      f,
      await staffApi(no.context, f).PUT('/api/v1/users/{id}', { params: { path: { id: 4 } }, body: { agent_id: 9 } }),
      'Agent assigned',
    );
    expect(refused.init?.status).toBe(422);
    expect(refused.data).toMatchObject({
      ok: false,
      message: 'agent_id must be the id of an active agent',
      errors: { agent_id: 'agent_id must be the id of an active agent' },
    });
  });

  it('signs out and goes to log in when the session ended meanwhile', async () => {
    const gone = host(401, { detail: 'Not signed in' });
    const f = form({ intent: 'block', csrf: 'c' });
    const answer = await staffApi(gone.context, f).PUT('/api/v1/users/{id}', {
      params: { path: { id: 4 } },
      body: { is_blocked: true },
    });
    const thrown = (() => {
      try {
        staffReply(page, f, answer, 'x');
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Fadmin%2Fusers%2F4');
    expect((thrown as Response).headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
