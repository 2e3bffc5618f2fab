import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, freshPhone, signUp, type Person } from '../../../shared/testing/accounts.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let admin: Person;
let user: Person;
let owner: Person;
let agent: Person;

const setRole = (p: Person, role: string) => db.query('UPDATE users SET role = $2 WHERE id = $1', [p.id, role]);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  user = await signUp(app, { full_name: 'Neha Verma', email: 'neha.verma@example.in' });
  owner = await signUp(app, { full_name: 'Sunil Khatana' });
  agent = await signUp(app, { full_name: 'Vikram Agent' });
  await setRole(admin, 'admin');
  await setRole(owner, 'owner');
  await setRole(agent, 'agent');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const detail = (res: { json(): unknown }) => {
  const d = (res.json() as { detail: string | { msg: string }[] }).detail;
  return typeof d === 'string' ? d : d.map((x) => x.msg).join(', ');
};

describe('account management is for admins only', () => {
  it('refuses visitors (401) and every other role (403), before looking at the request', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', `/users/${user.id}`],
      ['GET', '/users?page=0'],
      ['POST', '/users', { nonsense: true }],
      ['PUT', `/users/${user.id}`, { role: 'admin' }],
      ['PUT', '/users/abc', { role: 'nobody' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(app, null)(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [user, owner, agent]) {
        const res = await as(app, who)(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'ADMIN_ONLY', detail: 'Only an administrator can do this' });
      }
    }
    // A user's own profile calls are unaffected.
    expect((await as(app, user)('GET', '/users/profile/')).statusCode).toBe(200);
  });
});

describe('an admin', () => {
  it('finds people by name, phone or e-mail, and filters by role and blocking', async () => {
    const call = as(app, admin);
    const byName = (await call('GET', '/users?q=neha')).json();
    expect(byName.items.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect(byName).toMatchObject({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect(byName.items[0]).not.toHaveProperty('password_hash');
    expect(byName.items[0]).toMatchObject({
      full_name: 'Neha Verma',
      is_blocked: false,
      deleted_at: null,
      role: 'user',
    });
    // Typed with a space, as people read numbers out.
    const spaced = `${user.phone.slice(0, 5)} ${user.phone.slice(5)}`;
    expect(
      (await call('GET', `/users?q=${encodeURIComponent(spaced)}`)).json().items.map((u: { id: number }) => u.id),
    ).toEqual([user.id]);
    expect((await call('GET', '/users?q=NEHA.VERMA@')).json().total).toBe(1);
    expect((await call('GET', '/users?role=agent')).json().items.map((u: { id: number }) => u.id)).toEqual([agent.id]);
    expect((await call('GET', '/users?q=%25')).json().total).toBe(0); // a literal %, not a wildcard
    expect(detail(await call('GET', '/users?role=boss'))).toBe('Must be one of: user, owner, agent, admin');
    expect(detail(await call('GET', '/users?blocked=maybe'))).toBe('Must be one of: true, false');
  });

  it('creates an agent who can sign in, with the registration rules', async () => {
    const call = as(app, admin);
    const phone = freshPhone();
    const bad = await call('POST', '/users', {
      full_name: 'Al',
      phone: '12345',
      email: 'x',
      password: '123',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toBe(
      [
        'Please enter a valid Indian mobile number starting with 6-9',
        'Must be at least 3 characters',
        'Enter a valid e-mail address',
        'Password must be at least 6 characters',
        'Must be one of: user, owner, agent, admin',
      ].join(', '),
    );
    expect(bad.json().detail.map((d: { code: string }) => d.code)).toEqual([
      'PHONE_START',
      'TOO_SHORT',
      'EMAIL_INVALID',
      'PASSWORD_SHORT',
      'NOT_ONE_OF',
    ]);
    const res = await call('POST', '/users', {
      full_name: 'Kiran Agent',
      phone: `0${phone}`,
      email: 'Kiran@Aangan.in',
      password: 'agent-pass',
      role: 'agent',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      full_name: 'Kiran Agent',
      phone: `+91${phone}`,
      email: 'kiran@aangan.in',
      role: 'agent',
      is_blocked: false,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { phone, password: 'agent-pass' },
    });
    expect(login.json().user.role).toBe('agent');
    expect(
      (
        await call('POST', '/users', {
          full_name: 'Kiran Again',
          phone,
          email: 'other@aangan.in',
          password: 'agent-pass',
        })
      ).json(),
    ).toEqual({
      code: 'PHONE_TAKEN',
      detail: [
        {
          loc: ['body', 'phone'],
          code: 'PHONE_TAKEN',
          msg: 'An account with this mobile number already exists',
          type: 'value_error',
        },
      ],
    });
    const audit = await db.query(
      `SELECT actor_id, action, after FROM audit_log WHERE entity = 'user' AND entity_id = $1`,
      [String(res.json().id)],
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id, action: 'user.create', after: { role: 'agent' } }]);
  });

  it('blocks someone: every session ends at once and sign-in is refused; unblocking lets them back', async () => {
    const call = as(app, admin);
    const victim = await signUp(app, { full_name: 'Blocked Person' });
    const before = (
      await db.query<Pick<Row<'users'>, 'token_version'>>('SELECT token_version FROM users WHERE id = $1', [victim.id])
    ).rows[0]!.token_version;
    const res = await call('PUT', `/users/${victim.id}`, { is_blocked: true });
    expect(res.json()).toMatchObject({ id: victim.id, is_blocked: true });
    expect((await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [victim.id])).rows).toHaveLength(0);
    expect(
      (
        await db.query<Pick<Row<'users'>, 'token_version'>>('SELECT token_version FROM users WHERE id = $1', [
          victim.id,
        ])
      ).rows[0]!.token_version,
    ).toBe(before + 1);
    expect((await as(app, victim)('GET', '/users/profile/')).statusCode).toBe(401);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { phone: victim.phone, password: victim.password },
        remoteAddress: '10.77.0.1',
      });
    expect((await login()).statusCode).toBe(401);
    expect((await call('GET', '/users?blocked=true')).json().items.map((u: { id: number }) => u.id)).toEqual([
      victim.id,
    ]);
    await call('PUT', `/users/${victim.id}`, { is_blocked: false });
    expect((await login()).statusCode).toBe(200);
    const audit = await db.query(
      `SELECT before, after, ip_address, request_id FROM audit_log WHERE action = 'user.update' AND entity_id = $1 ORDER BY id`,
      [String(victim.id)],
    );
    expect(audit.rows.map((r) => [r.before, r.after])).toEqual([
      [{ is_blocked: false }, { is_blocked: true }],
      [{ is_blocked: true }, { is_blocked: false }],
    ]);
    expect(audit.rows[0]!.request_id).toBeTruthy();
    expect(audit.rows[0]!.ip_address).toBeTruthy();
  });

  it('cannot block or demote themself', async () => {
    const call = as(app, admin);
    expect((await call('PUT', `/users/${admin.id}`, { is_blocked: true })).json()).toEqual({
      code: 'CANNOT_BLOCK_SELF',
      detail: 'You cannot block your own account',
    });
    expect((await call('PUT', `/users/${admin.id}`, { role: 'user' })).json()).toEqual({
      code: 'CANNOT_REMOVE_OWN_ADMIN',
      detail: 'You cannot remove your own administrator role',
    });
    expect((await call('PUT', `/users/${admin.id}`, { full_name: 'Aarti Sharma' })).json()).toMatchObject({
      full_name: 'Aarti Sharma',
      role: 'admin',
    });
  });

  it('assigns an agent, whom the person then sees with name, phone and e-mail', async () => {
    const call = as(app, admin);
    expect(detail(await call('PUT', `/users/${user.id}`, { agent_id: owner.id }))).toBe(
      'agent_id must be the id of an active agent',
    );
    expect(detail(await call('PUT', `/users/${user.id}`, { agent_id: 999999 }))).toBe(
      'agent_id must be the id of an active agent',
    );
    expect((await call('PUT', `/users/${user.id}`, { agent_id: agent.id })).json().agent_id).toBe(agent.id);
    const seen = (await as(app, user)('GET', '/agents/assigned/')).json();
    expect(seen.agent).toMatchObject({
      id: agent.id,
      full_name: 'Vikram Agent',
      phone: `+91${agent.phone}`,
      email: `p${agent.phone}@example.in`,
    });
    const one = (await call('GET', `/users/${user.id}`)).json();
    expect(one).toMatchObject({
      id: user.id,
      counts: { listings: 0, visits: 0 },
      agent: { id: agent.id, full_name: 'Vikram Agent' },
    });
    expect((await call('GET', '/users/999999')).json()).toEqual({ code: 'USER_NOT_FOUND', detail: 'User not found' });
  });

  it('changes roles and details; an agent who stops being one hands their people back', async () => {
    const call = as(app, admin);
    const helper = await signUp(app, { full_name: 'Temp Agent' });
    const client = await signUp(app, { full_name: 'Client Person' });
    await call('PUT', `/users/${helper.id}`, { role: 'agent' });
    await call('PUT', `/users/${client.id}`, { agent_id: helper.id });
    expect((await call('PUT', `/users/${helper.id}`, { role: 'user' })).json().role).toBe('user');
    expect((await as(app, client)('GET', '/agents/assigned/')).json()).toEqual({ agent: null });
    const taken = await call('PUT', `/users/${client.id}`, { email: `p${owner.phone}@example.in` });
    expect([taken.statusCode, detail(taken)]).toEqual([409, 'An account with this email already exists']);
    const changed = await call('PUT', `/users/${client.id}`, {
      full_name: 'Client Renamed',
      city: 'Gurugram',
      phone: '+91 99999 00001',
    });
    expect(changed.json()).toMatchObject({ full_name: 'Client Renamed', city: 'Gurugram', phone: '+919999900001' });
    const badPhone = await call('PUT', `/users/${client.id}`, { phone: '12345' });
    expect(badPhone.statusCode, badPhone.body).toBe(422);
    expect(detail(badPhone)).toBe('Please enter a valid Indian mobile number starting with 6-9');
  });
});
