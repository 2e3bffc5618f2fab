import { createLoadContext } from '../api.server';

// An action's API, stood in for: each path answers a status and a JSON body (a function of the
// call's body when the answer depends on it); every call is recorded with its body.

export type FakeAnswer = [status: number, body: unknown, headers?: Record<string, string>];

export function fakeApi(answers: Record<string, FakeAnswer | ((body: any) => FakeAnswer)>) {
  const calls: { path: string; body: any }[] = [];
  /** The headers of each call, in the same order (the CSRF token a form passed). */
  const headers: Headers[] = [];
  const context = createLoadContext(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = await request.json().catch(() => null);
    calls.push({ path, body });
    headers.push(request.headers);
    const answer = answers[path];
    const [status, json, sent] = typeof answer === 'function' ? answer(body) : (answer ?? [404, { code: 'NOT_FOUND' }]);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', ...sent },
    });
  });
  return { calls, headers, context };
}

/** A form post to a page, as a browser without JavaScript sends it (with its cookies). */
export function formPost(path: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
}

/** An answer of the API for a code asked for (auth/register, auth/login/code). */
export const CODE_SENT: FakeAnswer = [
  202,
  {
    detail: 'If this number can be used, a code is on its way by SMS.',
    phone: '+91 98••• ••678',
    expires_in: 600,
    resend_in: 60,
  },
];

/** A field refused by the API (a 422 VALIDATION answer, or `status` with the field's own code). */
export const fieldRefusal = (
  field: string,
  code: string,
  params?: Record<string, unknown>,
  status = 422,
): FakeAnswer => [
  status,
  {
    code: status === 409 ? code : 'VALIDATION',
    detail: [{ loc: ['body', field], code, ...(params ? { params } : {}) }],
  },
];

/** The API's answer to a sign-in: a session, and this device's token. */
export const SIGNED_IN = (status = 200): FakeAnswer => [
  status,
  {
    access_token: 'a'.repeat(43),
    token_type: 'bearer',
    expires_at: '2030-01-01T00:00:00.000Z',
    user: { id: 7 },
    device_token: '7.nonce-nonce-nonce-1.mac',
  },
];
