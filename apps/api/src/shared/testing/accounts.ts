// Test helpers: sign people up through the real API (a code by SMS, read from the outbox as the
// person would read their phone) and call it as them.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Row } from '@aangan/db';
import { expect } from 'vitest';

let next = 0;
/** A fresh valid Indian mobile number per call (98xxxxxxxx), unique within a test file. */
export function freshPhone(): string {
  next += 1;
  return `98${String(Date.now() % 1e4).padStart(4, '0')}${String(next).padStart(4, '0')}`;
}

export interface Person {
  token: string;
  id: number;
  phone: string;
  password: string;
}

/** The text of the latest SMS queued to a number (E.164), or null. */
export async function latestSms(app: FastifyInstance, to: string): Promise<string | null> {
  const r = await app.database.query<Pick<Row<'outbox'>, 'body_text'>>(
    `SELECT body_text FROM outbox WHERE channel = 'sms' AND to_address = $1 ORDER BY id DESC LIMIT 1`,
    [to],
  );
  return r.rows[0]?.body_text ?? null;
}

/** The one-time code in the latest SMS to a number. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const text = await latestSms(app, to);
  const code = /^(\d{6}) /.exec(text ?? '')?.[1];
  expect(code, `no code sent to ${to}: ${text}`).toBeTruthy();
  return code!;
}

/** A different address per call: sign-ups and codes are limited per address and per range. */
const addressOf = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.${(n * 7) & 255}`;

export async function signUp(
  app: FastifyInstance,
  over: Partial<{ phone: string; full_name: string; email: string; password: string }> = {},
): Promise<Person> {
  const phone = over.phone ?? freshPhone();
  const password = over.password ?? 'secret-123';
  const remoteAddress = addressOf(next);
  const e164 = `+91${phone}`;
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/',
    remoteAddress,
    payload: {
      phone: e164,
      full_name: over.full_name ?? 'Test Person',
      email: over.email ?? `p${phone}@example.in`,
      password,
    },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/verify',
    remoteAddress,
    payload: { phone: e164, code: await latestCode(app, e164) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { access_token: string; user: { id: number } };
  return { token: body.access_token, id: body.user.id, phone, password };
}

/** An API call carrying the person's bearer token. */
export function as(app: FastifyInstance, who: Person | null) {
  return (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
}

/** A signed-up account given a role other than user (admin, agent, owner). */
export async function signUpAs(
  app: FastifyInstance,
  role: 'admin' | 'agent' | 'owner',
  over: Parameters<typeof signUp>[1] = {},
): Promise<Person> {
  const person = await signUp(app, over);
  await app.database.query('UPDATE users SET role = $2 WHERE id = $1', [person.id, role]);
  return person;
}
