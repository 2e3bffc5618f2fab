import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, freshPhone, signUp } from '../../testing/accounts.ts';
import { SESSION_COOKIE } from '@aangan/contracts';
import { csrfFor } from './sessions.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const firstMsg = (res: { json(): unknown }) =>
  (res.json() as { detail: { loc: string[]; msg: string; code: string; params?: object }[] }).detail[0]!;

describe('register', () => {
  it('creates the account, signs in, and never returns or stores the password', async () => {
    const phone = freshPhone();
    const res = await post('/auth/register/', {
      phone: `+91${phone}`,
      full_name: 'Kavya Rao',
      email: 'Kavya.Rao@Example.in',
      password: 'ghar-123',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      full_name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      phone: `+91${phone}`,
      role: 'user',
    });
    expect(res.body).not.toContain('ghar-123');
    expect(res.body).not.toContain('password');
    const me = await as(app, { token: body.access_token, id: 0, phone, password: '' })('GET', '/users/profile/');
    expect(me.json().full_name).toBe('Kavya Rao');
    const stored = await db.query<{ password_hash: string; token_hash: string }>(
      'SELECT u.password_hash, s.token_hash FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = $1',
      [body.user.id],
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0]!.token_hash).not.toBe(body.access_token);
  });

  it('refuses a phone or email already in use, whatever the letter case', async () => {
    const p = await signUp(app, { email: 'taken@example.in' });
    const again = await post('/auth/register/', {
      phone: `+91${p.phone}`,
      full_name: 'Someone Else',
      email: 'new@example.in',
      password: 'secret-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PHONE_TAKEN');
    expect(firstMsg(again)).toMatchObject({
      loc: ['body', 'phone'],
      code: 'PHONE_TAKEN',
      msg: 'An account with this mobile number already exists',
    });
    const mail = await post('/auth/register/', {
      phone: `+91${freshPhone()}`,
      full_name: 'Someone Else',
      email: 'TAKEN@example.in',
      password: 'secret-1',
    });
    expect(mail.statusCode).toBe(409);
    expect(firstMsg(mail)).toMatchObject({
      loc: ['body', 'email'],
      code: 'EMAIL_TAKEN',
      msg: 'An account with this email already exists',
    });
  });

  it('explains each invalid field with its code, parameters and English text', async () => {
    const cases: [object, string, object][] = [
      [
        { phone: '+915812345678' },
        'phone',
        { code: 'PHONE_START', msg: 'Please enter a valid Indian mobile number starting with 6-9' },
      ],
      [{ phone: '+91981234567' }, 'phone', { code: 'PHONE_LENGTH', msg: 'Mobile number must be exactly 10 digits' }],
      [{ phone: '' }, 'phone', { code: 'REQUIRED', msg: 'This field is required' }],
      [
        { full_name: 'Al' },
        'full_name',
        { code: 'TOO_SHORT', params: { min: 3 }, msg: 'Must be at least 3 characters' },
      ],
      [{ email: 'not-an-email' }, 'email', { code: 'EMAIL_INVALID', msg: 'Enter a valid e-mail address' }],
      [
        { password: '12345' },
        'password',
        { code: 'PASSWORD_SHORT', params: { min: 6 }, msg: 'Password must be at least 6 characters' },
      ],
    ];
    for (const [over, field, error] of cases) {
      const res = await post('/auth/register/', {
        phone: `+91${freshPhone()}`,
        full_name: 'Valid Name',
        email: `${freshPhone()}@example.in`,
        password: 'secret-1',
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().code).toBe('VALIDATION');
      expect(firstMsg(res)).toEqual({ loc: ['body', field], type: expect.any(String), ...error });
    }
  });

  it('limits sign-ups from one address to ten an hour', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const one = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/',
        ...from,
        payload: {
          phone: `+91${freshPhone()}`,
          full_name: 'Bulk Maker',
          email: `${freshPhone()}@example.in`,
          password: 'secret-1',
        },
      });
    for (let i = 0; i < 10; i += 1) expect((await one()).statusCode).toBe(201);
    const over = await one();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('login', () => {
  it('accepts the number as people type it and gives the same answer for an unknown phone and a wrong password', async () => {
    const p = await signUp(app);
    for (const phone of [`+91${p.phone}`, p.phone, `0${p.phone}`, `+91 ${p.phone.slice(0, 5)} ${p.phone.slice(5)}`]) {
      const ok = await post('/auth/login/', { phone, password: p.password });
      expect(ok.statusCode, phone).toBe(200);
      expect(ok.json()).toMatchObject({ token_type: 'bearer', user: { id: p.id } });
    }
    const wrong = await post('/auth/login/', { phone: p.phone, password: 'not-it' });
    const unknown = await post('/auth/login/', { phone: '9000000009', password: 'not-it' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', detail: 'Invalid phone number or password' });
  });

  it('stops guessing after five failures for a phone, with Retry-After', async () => {
    const p = await signUp(app);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/auth/login/', { phone: p.phone, password: `guess-${i}` })).statusCode).toBe(401);
    const blocked = await post('/auth/login/', { phone: p.phone, password: p.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another person's phone is not held up by it.
    const q = await signUp(app);
    expect((await post('/auth/login/', { phone: q.phone, password: q.password })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('ends on logout and answers 401 afterwards; a made-up token is 401 too', async () => {
    const p = await signUp(app);
    const call = as(app, p);
    expect((await call('GET', '/users/profile/')).statusCode).toBe(200);
    expect((await call('POST', '/auth/logout/')).statusCode).toBe(204);
    const after = await call('GET', '/users/profile/');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'SESSION_EXPIRED', detail: 'Your session has expired. Please log in again.' });
    expect((await as(app, null)('GET', '/users/profile/')).json()).toEqual({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication required',
    });
  });

  it("accepts the web app's cookie, but changes nothing by cookie without the CSRF token", async () => {
    const p = await signUp(app);
    const cookie = `${SESSION_COOKIE}=${p.token}`;
    const read = await app.inject({ url: '/api/v1/users/profile/', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const forged = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile/',
      payload: { full_name: 'Forged Name' },
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(403);
    const real = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile/',
      payload: { full_name: 'Real Name' },
      headers: { cookie, 'x-csrf-token': csrfFor(p.token) },
    });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().full_name).toBe('Real Name');
  });

  it('changes the password, ending every other session but this one', async () => {
    const p = await signUp(app);
    const other = (await post('/auth/login/', { phone: p.phone, password: p.password })).json().access_token as string;
    const call = as(app, p);
    const bad = await call('POST', '/auth/change-password/', {
      current_password: 'wrong-one',
      new_password: 'fresh-456',
    });
    expect(bad.statusCode).toBe(422);
    expect(firstMsg(bad)).toMatchObject({
      loc: ['body', 'current_password'],
      code: 'PASSWORD_WRONG',
      msg: 'Current password is incorrect',
    });
    const ok = await call('POST', '/auth/change-password/', {
      current_password: p.password,
      new_password: 'fresh-456',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sessions_ended).toBe(1);
    expect((await call('GET', '/users/profile/')).statusCode).toBe(200);
    expect((await as(app, { ...p, token: other })('GET', '/users/profile/')).statusCode).toBe(401);
    expect((await post('/auth/login/', { phone: p.phone, password: p.password })).statusCode).toBe(401);
    expect((await post('/auth/login/', { phone: p.phone, password: 'fresh-456' })).statusCode).toBe(200);
  });
});

describe('profile, preferences, location and agent', () => {
  it('updates only what is sent, naming what is wrong with a field by its code', async () => {
    const p = await signUp(app, { full_name: 'Old Name' });
    const call = as(app, p);
    const res = await call('PUT', '/users/profile/', {
      full_name: 'Ritu Sehrawat',
      city: 'Gurugram',
      pincode: '122018',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Ritu Sehrawat',
      city: 'Gurugram',
      pincode: '122018',
      email: `p${p.phone}@example.in`,
    });
    const cases: [object, string, string][] = [
      [{ full_name: 'Ri' }, 'TOO_SHORT', 'Must be at least 3 characters'],
      [{ email: 'nope' }, 'EMAIL_INVALID', 'Enter a valid e-mail address'],
      [{ phone: '12ab' }, 'PHONE_INVALID', 'Enter a valid phone number'],
      [{ pincode: '1220' }, 'PIN_INVALID', 'PIN code must be 6 digits'],
    ];
    for (const [body, code, msg] of cases) {
      const r = await call('PUT', '/users/profile/', body);
      expect(r.statusCode).toBe(422);
      expect(firstMsg(r)).toMatchObject({ loc: ['body', Object.keys(body)[0]], code, msg });
    }
    const q = await signUp(app);
    const clash = await as(app, q)('PUT', '/users/profile/', { email: `P${p.phone}@EXAMPLE.in` });
    expect(clash.statusCode).toBe(409);
  });

  it('keeps preferences and location, and names the assigned agent', async () => {
    const p = await signUp(app);
    const call = as(app, p);
    const prefs = {
      purposes: ['rent'],
      property_types: ['apartment'],
      budget_min: 20000,
      budget_max: 45000,
      localities: ['Sector 56'],
      bhk: [2, 3],
    };
    const saved = await call('PUT', '/users/preferences/', prefs);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual(prefs);
    const bad = await call('PUT', '/users/preferences/', { ...prefs, budget_min: 50000 });
    expect(bad.statusCode).toBe(422);
    expect(firstMsg(bad)).toMatchObject({
      loc: ['body', 'budget_max'],
      code: 'MIN_ABOVE_MAX',
      msg: 'Must not be less than the minimum',
    });
    expect((await call('PUT', '/users/preferences/', { purposes: ['castle'] })).statusCode).toBe(422);

    const loc = await call('PUT', '/users/location/', { latitude: 28.4211, longitude: 77.0926 });
    expect(loc.json()).toMatchObject({ latitude: 28.4211, longitude: 77.0926 });
    expect((await call('PUT', '/users/location/', { latitude: 123, longitude: 77 })).statusCode).toBe(422);

    expect((await call('GET', '/agents/assigned/')).json()).toEqual({ agent: null });
    const agent = await db.query<{ id: number }>(
      `INSERT INTO users (phone, full_name, email, password_hash, role) VALUES ('+919999900001', 'Rohit Yadav', 'rohit@aangan.in', 'x', 'agent') RETURNING id`,
    );
    await db.query('UPDATE users SET agent_id = $1 WHERE id = $2', [agent.rows[0]!.id, p.id]);
    expect((await call('GET', '/agents/assigned/')).json().agent).toMatchObject({
      full_name: 'Rohit Yadav',
      phone: '+919999900001',
    });
    expect((await as(app, null)('GET', '/agents/assigned/')).statusCode).toBe(401);
  });
});
