// Proving numbers with codes beyond sign-up, through the real API: signing in with a code,
// changing the account's number, adding a listing's contact number; what asking for codes may
// cost; and the SMS leaving through the outbox, to files or to an HTTP provider.
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, freshPhone, latestCode, latestSms, signUp } from '../../shared/testing/accounts.ts';
import { enqueueSms, folderSms, httpSms } from '../../shared/notifications/sms.ts';
import { deliverDueSms } from '../../shared/notifications/sender.ts';
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

const post = (url: string, payload: object, remoteAddress = '127.0.0.1', token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const fieldCode = (res: { json(): unknown }) => (res.json() as { detail: { code: string }[] }).detail[0]!.code;
/** Codes for a number may be asked for again only after 60 s: the tests move time on instead of waiting. */
const later = (phone: string) =>
  db.query(`UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`, [phone]);

describe('signing in with a code', () => {
  it('sends a code only to a number with an account, answering the same either way, and signs in with it', async () => {
    const p = await signUp(app);
    const e164 = `+91${p.phone}`;
    await later(e164);
    const known = await post('/auth/login/code', { phone: p.phone }, '10.200.0.1');
    const unknownPhone = `+91${freshPhone()}`;
    const unknown = await post('/auth/login/code', { phone: unknownPhone }, '10.200.0.2');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(await latestSms(app, unknownPhone)).toBeNull();
    expect(await latestSms(app, e164)).toMatch(/^\d{6} is your Aangan code to sign in\./);
    // Typed with spaces, as people copy it; one digit off.
    const code = await latestCode(app, e164);
    const off = `${code.slice(0, 3)} ${code.slice(3, 5)}${(Number(code[5]) + 1) % 10}`;
    const wrong = await post('/auth/login/code/verify', { phone: p.phone, code: off }, '10.200.0.1');
    expect(fieldCode(wrong)).toBe('CODE_WRONG');
    const ok = await post(
      '/auth/login/code/verify',
      { phone: p.phone, code: await latestCode(app, e164) },
      '10.200.0.1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ id: p.id, phone_verified: true });
    // The device is remembered as after a password (decision 042).
    expect(ok.json().device_token).toMatch(new RegExp(`^${p.id}\\.`));
    // A code for an unknown number is never made, so none signs in.
    expect(fieldCode(await post('/auth/login/code/verify', { phone: unknownPhone, code: '000000' }))).toBe(
      'CODE_EXPIRED',
    );
  });

  it('writes the SMS in Hindi for a Hindi page, with the WebOTP line for our site', async () => {
    const p = await signUp(app);
    const e164 = `+91${p.phone}`;
    await later(e164);
    await post('/auth/login/code', { phone: p.phone, locale: 'hi-IN' }, '10.200.1.1');
    const text = (await latestSms(app, e164))!;
    expect(text).toMatch(/^\d{6} आपका Aangan कोड है, साइन इन करने के लिए।/);
    expect(text).toMatch(/\n\n@localhost:3000 #\d{6}$/);
  });
});

describe("changing the account's number", () => {
  it('takes a code sent to the new number; the profile form cannot change it', async () => {
    const p = await signUp(app);
    const call = as(app, p);
    const next = freshPhone();
    const viaProfile = await call('PUT', '/users/profile/', { phone: next });
    expect(viaProfile.statusCode).toBe(422);
    expect(fieldCode(viaProfile)).toBe('PHONE_CHANGE_NEEDS_CODE');
    // The number it already has passes (the form sends what it shows).
    expect((await call('PUT', '/users/profile/', { phone: p.phone, city: 'Gurugram' })).statusCode).toBe(200);

    expect((await post('/me/phone', { phone: next }, '10.201.0.1', p.token)).statusCode).toBe(202);
    const e164 = `+91${next}`;
    expect(await latestSms(app, e164)).toMatch(/code to make this your account number/);
    const done = await post(
      '/me/phone/verify',
      { phone: next, code: await latestCode(app, e164) },
      '10.201.0.1',
      p.token,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ phone: e164, phone_verified: true });
    expect((await post('/auth/login', { phone: next, password: p.password })).statusCode).toBe(200);
  });

  it("sends no code to another account's number, and says nothing of it", async () => {
    const [p, q] = [await signUp(app), await signUp(app)];
    const taken = `+91${q.phone}`;
    await later(taken);
    const before = await latestSms(app, taken);
    const res = await post('/me/phone', { phone: q.phone }, '10.202.0.1', p.token);
    expect(res.statusCode).toBe(202);
    expect(await latestSms(app, taken)).toBe(before);
    expect(fieldCode(await post('/me/phone/verify', { phone: q.phone, code: '111111' }, '10.202.0.1', p.token))).toBe(
      'CODE_EXPIRED',
    );
  });
});

describe("a listing's contact number", () => {
  it("must be the owner's verified number, or one they proved with a code", async () => {
    const owner = await signUp(app);
    const office = freshPhone();
    const listing = {
      title: 'Two bedroom flat in Sector 50',
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 30000,
      locality: 'Sector 50',
      owner_contact: office,
    };
    const refused = await as(app, owner)('POST', '/properties/', listing);
    expect(refused.statusCode).toBe(422);
    expect(fieldCode(refused)).toBe('CONTACT_NOT_VERIFIED');

    expect((await post('/me/contact-numbers', { phone: office }, '10.203.0.1', owner.token)).statusCode).toBe(202);
    const e164 = `+91${office}`;
    const proved = await post(
      '/me/contact-numbers/verify',
      { phone: office, code: await latestCode(app, e164) },
      '10.203.0.1',
      owner.token,
    );
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().items).toEqual([
      expect.objectContaining({ phone: `+91${owner.phone}`, own: true }),
      expect.objectContaining({ phone: e164, own: false }),
    ]);
    expect((await as(app, owner)('POST', '/properties/', listing)).statusCode).toBe(201);
  });
});

describe('what asking for codes costs', () => {
  it('five codes an hour per number from one range and ten from everywhere, ten per address, thirty per range', async () => {
    const phone = `+91${freshPhone()}`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post('/auth/login/code', { phone }, `10.210.0.${i + 1}`)).statusCode);
      await later(phone);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    // Another range is not held up by it (the owner, say), up to ten from everywhere.
    const elsewhere: number[] = [];
    for (let i = 0; i < 6; i++) elsewhere.push((await post('/auth/login/code', { phone }, `10.209.${i}.1`)).statusCode);
    expect(elsewhere).toEqual([202, 202, 202, 202, 202, 429]);

    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++)
      fromOne.push((await post('/auth/login/code', { phone: `+91${freshPhone()}` }, '10.211.0.9')).statusCode);
    expect(fromOne.filter((c) => c === 202)).toHaveLength(10);
    expect(fromOne[10]).toBe(429);

    const fromRange: number[] = [];
    for (let i = 0; i < 31; i++)
      fromRange.push((await post('/auth/login/code', { phone: `+91${freshPhone()}` }, `10.212.0.${i + 1}`)).statusCode);
    expect(fromRange.filter((c) => c === 202)).toHaveLength(30);
    expect(fromRange[30]).toBe(429);
    expect((await post('/auth/login/code', { phone: `+91${freshPhone()}` }, '10.212.1.1')).statusCode).toBe(202);
  });
});

describe('SMS leave through the outbox', () => {
  it('as files in SMS_DIR without a provider, emptied in the outbox once sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aangan-sms-'));
    try {
      const id = await enqueueSms(db, { kind: 'test', to: '+919800000001', text: '123456 is your code' });
      const sent = await deliverDueSms(db, folderSms(dir));
      expect(sent.sent).toBeGreaterThanOrEqual(1);
      const files = readdirSync(dir).filter((f) => f.endsWith(`-${id}.json`));
      expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({
        id,
        to: '+919800000001',
        text: '123456 is your code',
      });
      const row = await db.query<Pick<Row<'outbox'>, 'status' | 'body_text'>>(
        'SELECT status, body_text FROM outbox WHERE id = $1',
        [id],
      );
      expect(row.rows[0]).toEqual({ status: 'sent', body_text: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('to an HTTP provider, retried when it fails', async () => {
    const got: { auth?: string; body: unknown }[] = [];
    let fail = true;
    const stub = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.statusCode = fail ? 503 : 202;
        res.end(fail ? 'busy' : '{"ok":true}');
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const port = (stub.address() as { port: number }).port;
    try {
      const id = await enqueueSms(db, { kind: 'test', to: '+919800000002', text: '654321 is your code' });
      const provider = httpSms(`http://127.0.0.1:${port}/sms`, 'secret-token', 'AANGAN');
      expect((await deliverDueSms(db, provider)).failed).toBeGreaterThanOrEqual(1);
      const failed = await db.query<Pick<Row<'outbox'>, 'status' | 'last_error'>>(
        'SELECT status, last_error FROM outbox WHERE id = $1',
        [id],
      );
      expect(failed.rows[0]).toMatchObject({ status: 'pending', last_error: 'SMS provider answered 503: busy' });
      fail = false;
      await db.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      await deliverDueSms(db, provider);
      expect(
        (await db.query<Pick<Row<'outbox'>, 'status'>>('SELECT status FROM outbox WHERE id = $1', [id])).rows[0]!
          .status,
      ).toBe('sent');
      const mine = got.filter((g) => (g.body as { reference: string }).reference === `outbox-${id}`);
      expect(mine).toHaveLength(2);
      expect(mine[1]).toEqual({
        auth: 'Bearer secret-token',
        body: { to: '+919800000002', text: '654321 is your code', sender: 'AANGAN', reference: `outbox-${id}` },
      });
    } finally {
      stub.close();
    }
  });
});
