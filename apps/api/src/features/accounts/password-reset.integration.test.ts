import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, freshPhone, signUp, type Person } from '../../shared/testing/accounts.ts';
import { linkSecret, readLink, signLink } from '../../shared/links.ts';
import { RESET_PURPOSE } from './password-reset.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const ORIGIN = 'https://aangan.example';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media', PUBLIC_URL: ORIGIN }, database: db });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

// Each call from its own address unless told, so the per-address limit only bites where tested.
let addresses = 0;
const fresh = () => {
  addresses += 1;
  return `198.51.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const ask = (phone: string, from = fresh()) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/', payload: { phone }, remoteAddress: from });
const confirm = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm/',
    payload: { token, new_password: newPassword },
  });
const login = (phone: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { phone, password }, remoteAddress: fresh() });

const mails = async (to: string) =>
  (
    await db.query<Pick<Row<'outbox'>, 'kind' | 'subject' | 'body_text'>>(
      "SELECT kind, subject, body_text FROM outbox WHERE to_address = $1 AND kind = 'account.password_reset' ORDER BY id",
      [to],
    )
  ).rows;
const emailOf = (p: Person) => `p${p.phone}@example.in`;

/** The token in the latest reset e-mail to this person. */
async function tokenFor(p: Person): Promise<string> {
  const last = (await mails(emailOf(p))).at(-1);
  const m = /\/reset-password\?token=([A-Za-z0-9._-]+)/.exec(last?.body_text ?? '');
  expect(m, last?.body_text).not.toBeNull();
  return m![1]!;
}
async function linkFor(p: Person): Promise<string> {
  expect((await ask(p.phone)).statusCode).toBe(200);
  return tokenFor(p);
}

describe('asking for a reset link', () => {
  it('answers the same for a known number, an unknown one and an account without e-mail, and mails only the known one', async () => {
    const known = await signUp(app);
    const noMail = await signUp(app);
    await db.query('UPDATE users SET email = NULL WHERE id = $1', [noMail.id]);
    const answers = await Promise.all([ask(known.phone), ask('9000000019'), ask(noMail.phone)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json().detail).toMatch(
      /^If an account with this mobile number has an e-mail address, we have sent/,
    );

    const [mail, ...more] = await mails(emailOf(known));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reset your Aangan password');
    expect(mail!.body_text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(mail!.body_text).toContain('30 minutes');
    const unknownMails = await db.query(
      "SELECT 1 FROM outbox WHERE kind = 'account.password_reset' AND payload->>'user_id' = $1",
      [String(noMail.id)],
    );
    expect(unknownMails.rows).toEqual([]);
    // Asked for is recorded, mailed or not, without saying anything to the caller.
    // after is jsonb (unknown in the schema): the shape this statement's rows carry.
    const audit = await db.query<Pick<Row<'audit_log'>, 'entity_id'> & { after: { mailed: boolean } }>(
      "SELECT entity_id, after FROM audit_log WHERE action = 'password_reset.requested' ORDER BY id DESC LIMIT 3",
    );
    expect(audit.rows.map((r) => r.after.mailed).sort()).toEqual([false, false, true]);
  });

  it('writes to a Hindi reader in Hindi, with the link to the Hindi page', async () => {
    const p = await signUp(app, { full_name: 'Sunita Devi' });
    await db.query("UPDATE users SET locale = 'hi-IN' WHERE id = $1", [p.id]);
    expect((await ask(p.phone)).statusCode).toBe(200);
    const [mail] = await mails(emailOf(p));
    expect(mail!.subject).toBe('अपना Aangan पासवर्ड रीसेट करें');
    expect(mail!.body_text).toContain('नमस्ते Sunita Devi');
    expect(mail!.body_text).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें');
    expect(mail!.body_text).toContain(`${ORIGIN}/hi/reset-password?token=`);
  });

  it('allows five requests an hour per number from one address range and twenty per address, then 429 with Retry-After', async () => {
    const p = await signUp(app);
    for (let i = 0; i < 5; i += 1) expect((await ask(`+91${p.phone}`)).statusCode).toBe(200);
    const over = await ask(p.phone);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().detail).toBe('Too many password reset requests. Please try again later.');
    expect(await mails(emailOf(p))).toHaveLength(5);
    // Only that address range is refused: the owner, elsewhere, still gets a link.
    expect((await ask(p.phone, '192.0.2.80')).statusCode).toBe(200);
    expect(await mails(emailOf(p))).toHaveLength(6);
    // From everywhere, twenty a day go out; past that the answer is the same and nothing is sent.
    for (let i = 0; i < 16; i += 1) expect((await ask(p.phone, `198.18.${i}.5`)).statusCode).toBe(200);
    expect(await mails(emailOf(p))).toHaveLength(20);
    const quiet = await ask(p.phone, '198.18.99.5');
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().detail).toMatch(/^If an account with this mobile number/);
    expect(await mails(emailOf(p))).toHaveLength(20);

    const from = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) expect((await ask(freshPhone(), from)).statusCode).toBe(200);
    const flood = await ask(freshPhone(), from);
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("explains a mistyped number in the form's words", async () => {
    const res = await ask('12345');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'phone'],
      msg: 'Please enter a valid Indian mobile number starting with 6-9',
    });
  });
});

describe('setting a new password with the link', () => {
  it('works once, ends every session of the account, and the new password is the one that logs in', async () => {
    const p = await signUp(app);
    const second = (await login(p.phone, p.password)).json().access_token as string;
    const token = await linkFor(p);

    const done = await confirm(token, 'naya-ghar-42');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: 'Password changed. Please log in.', sessions_ended: 2 });
    for (const old of [p.token, second]) {
      const res = await as(app, { ...p, token: old })('GET', '/users/profile/');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(p.phone, p.password)).statusCode).toBe(401);
    expect((await login(p.phone, 'naya-ghar-42')).statusCode).toBe(200);

    const again = await confirm(token, 'another-one-9');
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(
      'This password reset link has already been used. Please ask for a new one if you need to.',
    );
    expect((await login(p.phone, 'naya-ghar-42')).statusCode).toBe(200);
    const audit = await db.query(
      "SELECT actor_id FROM audit_log WHERE action = 'password_reset.completed' AND entity_id = $1",
      [String(p.id)],
    );
    expect(audit.rows).toEqual([{ actor_id: p.id }]);
  });

  it('refuses an expired link with 410', async () => {
    const p = await signUp(app);
    const claim = readLink(await linkSecret(db), await linkFor(p), RESET_PURPOSE)!;
    const expired = signLink(await linkSecret(db), claim.listingId, new Date(Date.now() - 60_000), RESET_PURPOSE);
    const res = await confirm(expired, 'naya-ghar-42');
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toBe('This password reset link has expired. Please ask for a new one.');
    expect((await login(p.phone, p.password)).statusCode).toBe(200);
  });

  const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  /** A base64url text of a 32-byte value with its unused last bit flipped: it decodes to the same bytes. */
  function respell(sig: string): string {
    const other = sig.slice(0, -1) + B64URL[B64URL.indexOf(sig.at(-1)!) ^ 1];
    expect(Buffer.from(other, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    return other;
  }

  it('refuses altered, cut, made-up and other-purpose links with 400, never 5xx', async () => {
    const p = await signUp(app);
    const token = await linkFor(p);
    const [id, expires, sig] = token.split('.') as [string, string, string];
    const secret = await linkSecret(db);
    const bad = [
      `${id}.${expires}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      // The same signature bytes spelled otherwise (the last character's spare bit flipped).
      `${id}.${expires}.${respell(sig)}`,
      `${Number(id) + 1}.${expires}.${sig}`,
      `${id}.${Number(expires) + 3600}.${sig}`,
      token.slice(0, -5),
      'not-a-token',
      signLink(secret, Number(id), new Date(Number(expires) * 1000), 'listing.reconfirm'),
      // Genuine signature, but no such link was ever sent.
      signLink(secret, 987_654_321, new Date(Date.now() + 60_000), RESET_PURPOSE),
    ];
    for (const t of bad) {
      const res = await confirm(t, 'naya-ghar-42');
      expect(res.statusCode, t).toBe(400);
      expect(res.json().detail).toBe('This password reset link is not valid. Please ask for a new one.');
    }
    expect((await login(p.phone, p.password)).statusCode).toBe(200);
  });

  it('refuses a link sent before the password was changed another way', async () => {
    const p = await signUp(app);
    const token = await linkFor(p);
    const changed = await as(app, p)('POST', '/auth/change-password/', {
      current_password: p.password,
      new_password: 'changed-7',
    });
    expect(changed.statusCode).toBe(200);
    const res = await confirm(token, 'naya-ghar-42');
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toMatch(/no longer works/);
    expect((await login(p.phone, 'changed-7')).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rule (422) and leaves the link usable', async () => {
    const p = await signUp(app);
    const token = await linkFor(p);
    const weak = await confirm(token, '12345');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      msg: 'Password must be at least 6 characters',
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm/',
      payload: { new_password: 'naya-ghar-42' },
    });
    expect(missing.statusCode).toBe(422);
    expect((await confirm(token, 'naya-ghar-42')).statusCode).toBe(200);
  });
});
