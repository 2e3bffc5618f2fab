// Test helpers: sign people up through the real API and call it as them.
import type { FastifyInstance, InjectOptions } from 'fastify';
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

export async function signUp(
  app: FastifyInstance,
  over: Partial<{ phone: string; full_name: string; email: string; password: string }> = {},
): Promise<Person> {
  const phone = over.phone ?? freshPhone();
  const password = over.password ?? 'secret-123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/',
    // Each person from their own address: sign-ups are limited per address.
    remoteAddress: `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
    payload: {
      phone: `+91${phone}`,
      full_name: over.full_name ?? 'Test Person',
      email: over.email ?? `p${phone}@example.in`,
      password,
    },
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
