// The probe of issue 32, replayed against a running server (a real process on the demo data) as
// the attacker ran it: each test is one finding, and fails if the attack works again. The
// attacker holds a /24 of addresses (the server trusts this machine as its proxy, so each request
// says which address it came from) and as many SIM cards as the test gives it: reading a code
// from the server's SMS folder is receiving it on a phone one holds.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { freshPhone } from './shared/testing/accounts.ts';
import { startInstance, type Instance } from './shared/testing/instances.ts';

const ATTACKER = '203.0.113'; // the attacker's /24
const OWNER = { phone: '+919810000003', password: 'Owner@12345' }; // the demo owner (README)

let folder: string;
let server: Instance;
let db: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'aangan-attacks-'));
  // The PostgreSQL step runs it on a server database, the embedded step on a data folder of its own.
  const onServer = inject('dbTemplate').kind === 'postgres';
  if (onServer) db = await createTestDatabase();
  server = await startInstance({
    ...(onServer ? { DATABASE_URL: db!.url! } : { DATABASE_URL: '', DATA_DIR: join(folder, 'data') }),
    SEED_ON_START: 'true',
    MEDIA_DIR: join(folder, 'media'),
    MAIL_DIR: join(folder, 'mail'),
    SMS_DIR: join(folder, 'sms'),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

interface Call {
  from?: string;
  token?: string;
  body?: unknown;
  method?: string;
  headers?: Record<string, string>;
}
/** A request to the running server's API from an address of the attacker's (or another). */
async function api(path: string, c: Call = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': c.from ?? `${ATTACKER}.1`, ...c.headers };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
    headers,
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, any> };
}

/** The latest SMS the server sent to a number, as its holder's phone shows it (polling the SMS folder). */
async function smsTo(phone: string, after = 0): Promise<{ id: number; text: string }> {
  const dir = join(folder, 'sms');
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
    })();
    const mine = files
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: number; to: string; text: string })
      .filter((m) => m.to === phone && m.id > after)
      .sort((a, b) => b.id - a.id);
    if (mine[0]) return mine[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${phone}`);
}

let host = 10;
/** An account on a number the attacker holds (a SIM), made from one of its addresses. */
async function account(from = `${ATTACKER}.${host++}`): Promise<{ phone: string; token: string; id: number }> {
  const phone = `+91${freshPhone()}`;
  const details = {
    phone,
    full_name: 'Probe Account',
    email: `probe.${phone.slice(3)}@example.in`,
    password: 'probe-123',
  };
  expect((await api('/auth/register', { from, body: details })).status).toBe(202);
  const code = (await smsTo(phone)).text.slice(0, 6);
  const made = await api('/auth/register/verify', { from, body: { phone, code } });
  expect(made.status, made.text).toBe(201);
  return { phone, token: made.json().access_token, id: made.json().user.id };
}

const liveListings = async (n: number) =>
  ((await api(`/properties?limit=${n}&sort_by=newest`)).json().items as { id: number; owner?: unknown }[]).map(
    (l) => l.id,
  );

describe('1. taking listings out of search', () => {
  it('three accounts made a minute ago report a listing: it stays in search', async () => {
    const [target] = await liveListings(1);
    const people = [await account(), await account(), await account()];
    for (const p of people) {
      const r = await api(`/properties/${target}/reports`, { token: p.token, body: { reason: 'fake' } });
      expect(r.status).toBe(201);
      expect(r.json().paused).toBe(false);
    }
    expect((await api(`/properties/${target}`)).status).toBe(200);
  });

  it('one account files "already rented" on sixty listings: three advertisers, then refused', async () => {
    const p = await account();
    const answers: number[] = [];
    for (const id of await liveListings(60))
      answers.push(
        (await api(`/properties/${id}/reports`, { token: p.token, body: { reason: 'unavailable' } })).status,
      );
    const accepted = answers.filter((s) => s === 201).length;
    // The listings of three advertisers (one may have several), at most ten reports a day; the rest refused.
    expect(accepted).toBeGreaterThanOrEqual(3);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(answers.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
  });
});

describe('2. harvesting numbers', () => {
  it('a sign-up gives no session, so nothing to reveal with, until the code sent to the number comes back', async () => {
    const phone = `+91${freshPhone()}`;
    const r = await api('/auth/register', {
      from: `${ATTACKER}.200`,
      body: { phone, full_name: 'No Sim', email: `nosim.${phone.slice(3)}@example.in`, password: 'probe-123' },
    });
    expect(r.status).toBe(202);
    expect(r.text).not.toMatch(/access_token/);
    expect(r.headers.get('set-cookie')).toBeNull();
    const guess = await api('/auth/register/verify', { from: `${ATTACKER}.200`, body: { phone, code: '000000' } });
    expect(guess.status).toBe(422);
  });

  it("someone else's number cannot be taken first: its owner still signs up with it", async () => {
    const phone = `+91${freshPhone()}`;
    const squat = { phone, full_name: 'Squatter', email: `squat.${phone.slice(3)}@example.in`, password: 'probe-123' };
    expect((await api('/auth/register', { from: `${ATTACKER}.201`, body: squat })).status).toBe(202);
    // The squatter's code goes to the owner's phone, who ignores it and later signs up themselves;
    // the owner types the code of their own sign-up, the later of the two messages.
    const squattersCode = await smsTo(phone);
    const owner = { ...squat, full_name: 'Real Owner', email: `real.${phone.slice(3)}@example.in` };
    expect((await api('/auth/register', { from: '198.51.100.9', body: owner })).status).toBe(202);
    const code = (await smsTo(phone, squattersCode.id)).text.slice(0, 6);
    const made = await api('/auth/register/verify', { from: '198.51.100.9', body: { phone, code } });
    expect(made.status).toBe(201);
    expect(made.json().user.full_name).toBe('Real Owner');
  });

  it('one number reveals ten numbers a day however many requests it sends', async () => {
    const p = await account();
    const answers: number[] = [];
    for (const id of await liveListings(32))
      answers.push((await api(`/properties/${id}/contact`, { token: p.token, method: 'POST' })).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(22);
  });
});

describe('3. rewriting a verified live listing', () => {
  it('refuses numbers, e-mails, links and Aangan names; holds the rest for review while seekers see the verified listing', async () => {
    const login = await api('/auth/login', { from: '198.51.100.20', body: OWNER });
    expect(login.status).toBe(200);
    const token = login.json().access_token as string;
    const mine = (await api('/properties/me', { token })).json().items as {
      id: number;
      status: string;
      is_verified: boolean;
      title: string;
    }[];
    const live = mine.find((l) => l.status === 'active' && l.is_verified)!;
    const put = (body: object) => api(`/properties/${live.id}`, { token, method: 'PUT', body });
    const refused = async (body: object, code: string) => {
      const r = await put(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.json().detail.map((d: { code: string }) => d.code)).toContain(code);
    };
    await refused({ description: 'Spacious. Call or WhatsApp 98765 43210' }, 'CONTACT_IN_TEXT');
    await refused({ description: 'Write to owner.flat@gmail.com' }, 'CONTACT_IN_TEXT');
    await refused({ owner_name: 'Aangan Verified Team' }, 'NAME_POSES_AS_AANGAN');
    await refused({ owner_contact: '+919876543210' }, 'CONTACT_NOT_VERIFIED');

    const before = (await api(`/properties/${live.id}`)).json();
    const revealedBefore = (
      await api(`/properties/${live.id}/contact`, { token: (await account()).token, method: 'POST' })
    ).json();
    const held = await put({ title: 'Brand new title for a different flat', bhk: 5, bedrooms: 5 });
    expect(held.status).toBe(200);
    expect(held.json()).toMatchObject({
      status: 'active',
      pending_changes: { title: 'Brand new title for a different flat' },
    });
    const seen = (await api(`/properties/${live.id}`)).json();
    expect(seen).toMatchObject({ title: before.title, bedrooms: before.bedrooms, is_verified: true });
    const revealedAfter = (
      await api(`/properties/${live.id}/contact`, { token: (await account()).token, method: 'POST' })
    ).json();
    expect(revealedAfter).toEqual(revealedBefore);
  });
});

describe('4 and 6. the other paths', () => {
  it('follows no redirect off the site after signing in', async () => {
    for (const next of [
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example',
    ]) {
      const form = new URLSearchParams({ phone: OWNER.phone.slice(3), password: OWNER.password, next });
      const res = await fetch(`${server.url}/login`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { 'x-forwarded-for': '198.51.100.21' },
      });
      expect(res.status, next).toBe(302);
      const to = new URL(res.headers.get('location')!, server.url);
      expect(to.origin, next).toBe(server.url);
      expect(to.pathname.startsWith('//'), next).toBe(false);
    }
  });

  it('five wrong passwords from anywhere do not lock the owner out, nor block their password reset', async () => {
    const victim = await account('198.51.100.30');
    for (let i = 0; i < 6; i++)
      await api('/auth/login', { from: `${ATTACKER}.77`, body: { phone: victim.phone, password: `guess-${i}` } });
    const owner = await api('/auth/login', {
      from: '198.51.100.30',
      body: { phone: victim.phone, password: 'probe-123' },
    });
    expect(owner.status).toBe(200);
    for (let i = 0; i < 6; i++)
      await api('/auth/password-reset', { from: `${ATTACKER}.78`, body: { phone: victim.phone } });
    expect((await api('/auth/password-reset', { from: '198.51.100.30', body: { phone: victim.phone } })).status).toBe(
      200,
    );
  });

  it('answers a sign-up the same whether the number is taken or not', async () => {
    const body = (phone: string) => ({
      phone,
      full_name: 'Enumerator',
      email: `enum.${phone.slice(3)}@example.in`,
      password: 'probe-123',
    });
    const taken = await api('/auth/register', { from: `${ATTACKER}.90`, body: body(OWNER.phone) });
    const free = await api('/auth/register', { from: `${ATTACKER}.91`, body: body(`+91${freshPhone()}`) });
    expect(taken.status).toBe(202);
    expect(taken.status).toBe(free.status);
    expect({ ...taken.json(), phone: '' }).toEqual({ ...free.json(), phone: '' });
  });

  it('a cross-site POST /logout signs nobody out', async () => {
    const login = await api('/auth/login', { from: '198.51.100.40', body: OWNER });
    const cookie = `aangan_session=${login.json().access_token as string}`;
    const res = await fetch(`${server.url}/logout`, {
      method: 'POST',
      body: new URLSearchParams({ csrf: 'none' }),
      redirect: 'manual',
      headers: { cookie, origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.40' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/aangan_session=;/);
    const still = await api('/auth/session', { headers: { cookie } });
    expect(still.json().user).not.toBeNull();
  });

  it('answers bodies a page cannot read with 4xx, never 500', async () => {
    for (const path of ['/login', '/logout', '/contact', `/property/${(await liveListings(1))[0]}`])
      for (const [type, body] of [
        ['application/json', '{"phone":"9810000003"}'],
        ['text/plain', 'hello'],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': type } });
        expect(res.status, `${type} to ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${type} to ${path}`).toBeLessThan(500);
      }
  });
});

describe('7. what the policies promise', () => {
  it('the Terms say how numbers are proved, and promise no code that is never sent', async () => {
    const terms = (await api('/pages/terms-of-service/public')).json().page.content as string;
    expect(terms).toMatch(/6-digit code by SMS/);
    expect(terms).not.toMatch(/OTP/);
  });
});
