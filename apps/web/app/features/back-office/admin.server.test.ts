// The back office's form posts through the typed client: a form is checked with the API's own
// schema before anything is sent; answers become the page's data, refused fields as error
// tokens the page words in its language.
import { describe, expect, it } from 'vitest';
import { adminAgentFormSchema, adminRoleFormSchema, adminUserCreateSchema } from '@aangan/contracts';
import { translateMessage } from '../../shared/i18n';
import { createLoadContext } from '../../shared/api.server';
import { listQuery, staffApi, staffCheck, staffFormKey, staffReply } from './admin.server';

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
  it('takes a role the API knows, and refuses another with the code the API would answer, at the field', () => {
    const ok = staffCheck(form({ intent: 'role', role: 'agent' }), adminRoleFormSchema);
    expect(ok.ok && ok.value).toEqual({ role: 'agent' });
    const refused = staffCheck(form({ intent: 'role', role: 'superuser' }), adminRoleFormSchema);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refused.init?.status).toBe(422);
    expect(refused.refused.data).toMatchObject({
      intent: 'role',
      form: 'role',
      ok: false,
      message: '',
    });
    const token = refused.refused.data.errors.role ?? '';
    expect(translateMessage('en-IN', token)).toBe('Must be one of: user, owner, agent, admin');
    expect(refused.refused.data.result?.error).toEqual({ role: [token] });
  });

  it('refuses a new account field by field, keeps what was typed but never the password', () => {
    const f = form({ intent: 'create', full_name: 'Ra', phone: '12345', email: 'ravi@', password: 'abc' });
    const refused = staffCheck(f, adminUserCreateSchema, { hideFields: ['password'] });
    if (refused.ok) throw new Error('a short name was taken');
    expect(refused.refused.data.errors).toEqual({
      full_name: 'TOO_SHORT?min=3',
      phone: 'PHONE_START',
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_SHORT?min=6',
    });
    const kept = refused.refused.data.result?.initialValue ?? {};
    expect(kept).toMatchObject({ full_name: 'Ra', phone: '12345', email: 'ravi@' });
    expect(kept).not.toHaveProperty('password');
  });

  it('names the form a post came from by its intent, kind and row', () => {
    expect(staffFormKey(form({ intent: 'take-down', id: '12' }))).toBe('take-down:12');
    expect(staffFormKey(form({ intent: 'rename', kind: 'tag', id: '3' }))).toBe('rename:tag:3');
    expect(staffFormKey(form({ intent: 'role' }))).toBe('role');
  });

  it("joins the API's refusal of a checked form to its fields", async () => {
    const f = form({ intent: 'agent', csrf: 'c', agent_id: '9' });
    const checked = staffCheck(f, adminAgentFormSchema);
    if (!checked.ok) throw new Error('a number was refused');
    expect(checked.value).toEqual({ agent_id: 9 });
    const no = host(422, {
      code: 'VALIDATION',
      detail: [{ loc: ['body', 'agent_id'], msg: 'x', type: 'value_error', code: 'AGENT_INVALID' }],
    });
    const answer = await staffApi(no.context, f).PUT('/api/v1/users/{id}', {
      params: { path: { id: 4 } },
      body: { agent_id: 9 },
    });
    const refused = staffReply(page, f, answer, 'Agent assigned', checked);
    expect(refused.init?.status).toBe(422);
    expect(refused.data.result?.error).toEqual({ agent_id: ['AGENT_INVALID'] });
    expect(refused.data.result?.initialValue).toMatchObject({ agent_id: '9' });
  });

  it("sends with the form's CSRF token and reads the answer: the success message, or the server's codes", async () => {
    const ok = host(200, { id: 4 });
    const f = form({ intent: 'block', csrf: 'c-3' });
    const call = staffApi(ok.context, f).PUT('/api/v1/users/{id}', {
      params: { path: { id: 4 } },
      body: { is_blocked: true },
    });
    const done = staffReply(page, f, await call, 'Account blocked and signed out');
    expect(done.data).toEqual({
      intent: 'block',
      form: 'block',
      ok: true,
      message: 'Account blocked and signed out',
      errors: {},
    });
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
    expect(refused.data).toMatchObject({ ok: false, message: 'AGENT_INVALID', errors: { agent_id: 'AGENT_INVALID' } });
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

describe("a back-office list's query", () => {
  const request = (search: string) => new Request(`http://x.example/admin/listings${search}`);

  it('asks for the first page of 25 and passes on only the filters the address gives', () => {
    expect(listQuery(request('?status=active&q=&other=1'), ['status', 'q']).toString()).toBe(
      'page=1&limit=25&status=active',
    );
  });

  it("keeps the address's page; a default filter holds until the address names another", () => {
    const base = { status: 'open', limit: '30' };
    expect(listQuery(request('?page=3'), ['status'], base).toString()).toBe('page=3&limit=30&status=open');
    expect(listQuery(request('?status=closed'), ['status'], base).toString()).toBe('page=1&limit=30&status=closed');
  });
});
