import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, freshPhone, latestCode, latestSms, signUp } from '../../shared/testing/accounts.ts';
import { SESSION_COOKIE } from '@aangan/contracts';
import { csrfFor } from '../../shared/sessions.ts';
import type { Row } from '@aangan/db';

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
  it('creates the account only when the code sent by SMS comes back, then signs in; never returns or stores the password', async () => {
    const phone = freshPhone();
    const e164 = `+91${phone}`;
    const asked = await post('/auth/register/', {
      phone: e164,
      full_name: 'Kavya Rao',
      email: 'Kavya.Rao@Example.in',
      password: 'ghar-123',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ phone: `+91 ${phone.slice(0, 2)}••• ••${phone.slice(7)}`, expires_in: 600 });
    // No account and no session before the code proves the number.
    const before = await db.query('SELECT 1 FROM users WHERE phone = $1', [e164]);
    expect(before.rows).toHaveLength(0);
    const sms = await latestSms(app, e164);
    expect(sms).toMatch(/^\d{6} is your Aangan code to create your account/);
    const stored = await db.query<Pick<Row<'phone_codes'>, 'code_hash'>>(
      'SELECT code_hash FROM phone_codes WHERE phone = $1',
      [e164],
    );
    expect(stored.rows[0]!.code_hash).not.toContain(sms!.slice(0, 6));

    const res = await post('/auth/register/verify', { phone: e164, code: await latestCode(app, e164) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      full_name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      phone: e164,
      phone_verified: true,
      role: 'user',
    });
    expect(res.body + asked.body).not.toContain('ghar-123');
    expect(res.body).not.toContain('password');
    const me = await as(app, { token: body.access_token, id: 0, phone, password: '' })('GET', '/users/profile/');
    expect(me.json().full_name).toBe('Kavya Rao');
    const rows = await db.query<Pick<Row<'users'>, 'password_hash'> & Pick<Row<'sessions'>, 'token_hash'>>(
      'SELECT u.password_hash, s.token_hash FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = $1',
      [body.user.id],
    );
    expect(rows.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows.rows[0]!.token_hash).not.toBe(body.access_token);
    // The code works once.
    const again = await post('/auth/register/verify', { phone: e164, code: sms!.slice(0, 6) });
    expect(again.statusCode).toBe(422);
    expect(firstMsg(again)).toMatchObject({ loc: ['body', 'code'], code: 'CODE_EXPIRED' });
  });

  it('answers a taken number exactly as a free one, and tells only its owner by SMS; a taken e-mail is said after the code', async () => {
    const p = await signUp(app, { email: 'taken@example.in' });
    const e164 = `+91${p.phone}`;
    await db.query(`UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [e164]);
    const free = await post('/auth/register/', {
      phone: `+91${freshPhone()}`,
      full_name: 'Someone Else',
      email: 'new1@example.in',
      password: 'secret-1',
    });
    const again = await post('/auth/register/', {
      phone: e164,
      full_name: 'Someone Else',
      email: 'new@example.in',
      password: 'secret-1',
    });
    expect(again.statusCode).toBe(free.statusCode);
    const shape = (b: string) => ({ ...JSON.parse(b), phone: 'masked' });
    expect(shape(again.body)).toEqual(shape(free.body));
    expect(await latestSms(app, e164)).toMatch(/^Someone tried to create a Aangan account with this number/);
    // No code went to it: nothing signs in with what the owner received.
    const guess = await post('/auth/register/verify', { phone: e164, code: '000000' });
    expect(firstMsg(guess)).toMatchObject({ code: 'CODE_EXPIRED' });

    const phone = `+91${freshPhone()}`;
    await post('/auth/register/', {
      phone,
      full_name: 'Someone Else',
      email: 'TAKEN@example.in',
      password: 'secret-1',
    });
    const mail = await post('/auth/register/verify', { phone, code: await latestCode(app, phone) });
    expect(mail.statusCode).toBe(409);
    expect(firstMsg(mail)).toMatchObject({
      loc: ['body', 'email'],
      code: 'EMAIL_TAKEN',
      msg: 'An account with this email already exists',
    });
  });

  it('takes five tries at a code, says how many are left, then wants a new one; a new one waits 60 s', async () => {
    const phone = `+91${freshPhone()}`;
    const details = { phone, full_name: 'Try Hard', email: `${freshPhone()}@example.in`, password: 'secret-1' };
    expect((await post('/auth/register/', details)).statusCode).toBe(202);
    const code = await latestCode(app, phone);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const lefts: unknown[] = [];
    for (let i = 0; i < 5; i += 1) lefts.push(firstMsg(await post('/auth/register/verify', { phone, code: wrong })));
    expect(lefts.map((m) => (m as { params?: { left: number } }).params?.left)).toEqual([4, 3, 2, 1, 0]);
    expect(lefts[4]).toMatchObject({ code: 'CODE_WRONG', msg: 'That code is not right. Ask for a new code.' });
    const right = await post('/auth/register/verify', { phone, code });
    expect(firstMsg(right)).toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
    const soon = await post('/auth/register/', details);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('CODES_RATE_LIMITED');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    await db.query(`UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [phone]);
    expect((await post('/auth/register/', details)).statusCode).toBe(202);
    const fresh = await post('/auth/register/verify', { phone, code: await latestCode(app, phone) });
    expect(fresh.statusCode).toBe(201);
  });

  it('refuses a code past its 10 minutes', async () => {
    const phone = `+91${freshPhone()}`;
    await post('/auth/register/', {
      phone,
      full_name: 'Late Comer',
      email: `${freshPhone()}@example.in`,
      password: 'secret-1',
    });
    const code = await latestCode(app, phone);
    await db.query(`UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    expect(firstMsg(await post('/auth/register/verify', { phone, code }))).toMatchObject({ code: 'CODE_EXPIRED' });
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
    for (let i = 0; i < 10; i += 1) expect((await one()).statusCode).toBe(202);
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

  it('stops guessing after five failures for a number from one address, without locking its owner out', async () => {
    const p = await signUp(app);
    const from = (remoteAddress: string, password: string, device?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        remoteAddress,
        payload: { phone: p.phone, password, ...(device ? { device } : {}) },
      });
    for (let i = 0; i < 5; i += 1) expect((await from('198.51.100.7', `guess-${i}`)).statusCode).toBe(401);
    const blocked = await from('198.51.100.7', p.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, on their own device elsewhere, still signs in (and the device is remembered).
    const owner = await from('203.0.113.50', p.password);
    expect(owner.statusCode).toBe(200);
    const device = owner.json().device_token as string;
    expect(device).toMatch(new RegExp(`^${p.id}\\.`));

    // Guesses from many addresses reach the number's own, slower limit (30 an hour)...
    for (let i = 0; i < 25; i += 1) expect((await from(`198.51.${i}.9`, `spread-${i}`)).statusCode).toBe(401);
    // ...past which a new device is refused even with the right password, and answers as a wrong one would...
    expect((await from('192.0.2.1', p.password)).statusCode).toBe(429);
    expect((await from('192.0.2.2', 'wrong-again')).statusCode).toBe(429);
    // ...while the owner's device still gets in with it, and only with it.
    expect((await from('192.0.2.3', 'wrong-again', device)).statusCode).toBe(429);
    expect((await from('192.0.2.3', p.password, device)).statusCode).toBe(200);
    // A device token of another account opens nothing.
    const q = await signUp(app);
    const other = (await post('/auth/login/', { phone: q.phone, password: q.password })).json().device_token as string;
    expect((await from('192.0.2.4', p.password, other)).statusCode).toBe(429);
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
    const agent = await db.query<Pick<Row<'users'>, 'id'>>(
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
