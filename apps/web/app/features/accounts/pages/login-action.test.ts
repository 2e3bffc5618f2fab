import { describe, expect, it } from 'vitest';
import { CODE_SENT, fakeApi, formPost, SIGNED_IN } from '../../../shared/testing/fake-api';
import { action as passwordLogin } from './login';
import { action as codeLogin } from './login-code';

// Signing in as a browser without JavaScript meets it (in Node: cookies are headers here): the
// device cookie goes with every sign-in and keeps the token each one gives.

const DEVICE = 'aangan_device=7.nonce-nonce-nonce-1.mac; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000';
const run = async (act: typeof passwordLogin | typeof codeLogin, request: Request, context: unknown) =>
  (await act({ request, context, params: {} } as never)) as unknown as Response & { data: any };

describe('the device cookie', () => {
  it('goes with a password login as `device`, and keeps the token the login gives for a year', async () => {
    const api = fakeApi({ '/api/v1/auth/login': SIGNED_IN() });
    const cookie = 'aangan_device=7.older-older-older-1.mac; aangan_flash=x';
    const answer = await run(
      passwordLogin,
      formPost('/login', { phone: '9812345678', password: 'p', next: '/account' }, cookie),
      api.context,
    );
    expect(api.calls[0]?.body).toEqual({
      phone: '+919812345678',
      password: 'p',
      locale: 'en-IN',
      device: '7.older-older-older-1.mac',
    });
    expect(answer.headers.get('location')).toBe('/account');
    expect(answer.headers.getSetCookie()).toContain(DEVICE);
  });

  it('is not sent when it is not a token', async () => {
    const api = fakeApi({ '/api/v1/auth/login': SIGNED_IN() });
    await run(
      passwordLogin,
      formPost('/login', { phone: '9812345678', password: 'p' }, 'aangan_device=a%20b'),
      api.context,
    );
    expect(api.calls[0]?.body).not.toHaveProperty('device');
  });
});

describe('the code sign-in', () => {
  it('sends the number, then the code, and signs in on to `next` (same site only)', async () => {
    const api = fakeApi({ '/api/v1/auth/login/code': CODE_SENT, '/api/v1/auth/login/code/verify': SIGNED_IN() });
    const sent = await run(
      codeLogin,
      formPost('/hi/login/code', { phone: '98123 45678', next: '/hi/account' }),
      api.context,
    );
    expect(sent.data).toMatchObject({ step: 'code', code: { sentTo: '+91 98••• ••678', resendIn: 60 } });
    expect(api.calls[0]?.body).toEqual({ phone: '+919812345678', locale: 'hi-IN' });

    const fields = { ...sent.data.carry, phone: sent.data.code.phone, code: '123456', intent: 'verify' };
    const signedIn = await run(codeLogin, formPost('/hi/login/code', fields), api.context);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/hi/account');
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('aangan_session=') && c.includes('HttpOnly'))).toBe(true);
    expect(cookies).toContain(DEVICE);

    const elsewhere = await run(
      codeLogin,
      formPost('/hi/login/code', { ...fields, next: '//evil.example/' }),
      api.context,
    );
    expect(elsewhere.headers.get('location')).toBe('/hi');
  });

  it('asking again too soon keeps the code step and says how long to wait', async () => {
    const api = fakeApi({ '/api/v1/auth/login/code': [429, { code: 'CODES_RATE_LIMITED' }, { 'retry-after': '30' }] });
    const fields = { phone: '9812345678', intent: 'resend', next: '/', resend_at: '0', expires_in: '600' };
    const again = await run(codeLogin, formPost('/login/code', fields), api.context);
    expect(again.data).toMatchObject({ step: 'code', message: 'CODES_RATE_LIMITED' });
    expect(again.data.code.resendIn).toBeGreaterThanOrEqual(29);
  });
});
