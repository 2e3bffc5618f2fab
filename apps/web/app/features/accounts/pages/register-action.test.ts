import { describe, expect, it } from 'vitest';
import { CODE_SENT, fakeApi, fieldRefusal, formPost, SIGNED_IN } from '../../../shared/testing/fake-api';
import { action } from './register';

// The sign-up's action as a browser without JavaScript meets it (in Node: cookies are headers here).

const DETAILS = {
  first_name: 'Meera',
  last_name: 'Rao',
  email: 'meera@example.in',
  phone: '9812345678',
  password: 'ghar-secret-1',
  confirm_password: 'ghar-secret-1',
};

type Answer = { data: any; init: { status?: number; headers?: Record<string, string> } | null };
const run = async (request: Request, context: unknown) =>
  (await action({ request, context, params: {} } as never)) as unknown as Answer | Response;

describe('the sign-up action without JavaScript', () => {
  it('keeps the password out of the page and sends it again for a new code, with the page’s key only', async () => {
    const api = fakeApi({ '/api/v1/auth/register': CODE_SENT });
    const first = (await run(formPost('/register', DETAILS), api.context)) as Answer;
    expect(first.data.step).toBe('code');
    expect(JSON.stringify(first.data)).not.toContain(DETAILS.password);
    expect(api.calls[0]?.body).toMatchObject({
      phone: '+919812345678',
      full_name: 'Meera Rao',
      password: DETAILS.password,
    });
    const setCookie = first.init?.headers?.['Set-Cookie'] ?? '';
    expect(setCookie).toMatch(/^aangan_signup=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(setCookie).not.toContain(DETAILS.password);
    const cookie = setCookie.split(';')[0]!;
    const { carry, code } = first.data;
    expect(carry).not.toHaveProperty('password');
    expect(code).toMatchObject({ phone: '9812345678', sentTo: '+91 98••• ••678', expiresIn: 600 });

    const resend = { ...carry, phone: code.phone, intent: 'resend' };
    const second = (await run(formPost('/register', resend, cookie), api.context)) as Answer;
    expect(second.data).toMatchObject({ step: 'code', notice: 'code.resent' });
    expect(api.calls[1]?.body).toMatchObject({ email: 'meera@example.in', password: DETAILS.password });
    expect(second.data.carry.signup_key).not.toBe(carry.signup_key);

    // The cookie without its key, or expired: the details again (typed values kept), for the password.
    for (const [fields, c] of [
      [{ ...resend, signup_key: 'x'.repeat(43) }, cookie],
      [resend, undefined],
    ] as const) {
      const lost = (await run(formPost('/register', fields, c), api.context)) as Answer;
      expect(lost.data).toMatchObject({ step: 'details', notice: 'register.detailsExpired' });
      expect(lost.data.result.initialValue).toEqual({
        first_name: 'Meera',
        last_name: 'Rao',
        email: 'meera@example.in',
        phone: '9812345678',
      });
    }
    expect(api.calls).toHaveLength(2);
  });

  it('says how long to wait when a new code is asked for too soon', async () => {
    const api = fakeApi({
      '/api/v1/auth/register': (body) =>
        body.password ? [429, { code: 'CODES_RATE_LIMITED' }, { 'retry-after': '42' }] : CODE_SENT,
    });
    const sent = (await run(
      formPost('/register', DETAILS),
      fakeApi({ '/api/v1/auth/register': CODE_SENT }).context,
    )) as Answer;
    const cookie = sent.init!.headers!['Set-Cookie']!.split(';')[0]!;
    const fields = { ...sent.data.carry, phone: '9812345678', intent: 'resend' };
    const again = (await run(formPost('/register', fields, cookie), api.context)) as Answer;
    expect(again.init?.status).toBe(429);
    expect(again.data).toMatchObject({ step: 'code', message: 'CODES_RATE_LIMITED' });
    expect(again.data.code.resendIn).toBeGreaterThanOrEqual(41);
  });

  it('signs the new account in with the right code, clearing the kept sign-up and keeping the device', async () => {
    const api = fakeApi({ '/api/v1/auth/register/verify': SIGNED_IN(201) });
    const fields = { phone: '9812345678', code: '123 456', intent: 'verify', next: '/property/4' };
    const answer = (await run(formPost('/hi/register', fields), api.context)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/property/4');
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('aangan_session='))).toContain('HttpOnly');
    expect(cookies).toContain('aangan_signup=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(cookies.find((c) => c.startsWith('aangan_device='))).toBe(
      'aangan_device=7.nonce-nonce-nonce-1.mac; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000',
    );
    expect(api.calls[0]?.body).toEqual({ phone: '+919812345678', code: '123456', locale: 'hi-IN' });
  });

  it('takes an e-mail taken meanwhile back to the details form, at the e-mail box', async () => {
    const api = fakeApi({ '/api/v1/auth/register/verify': fieldRefusal('email', 'EMAIL_TAKEN', undefined, 409) });
    const fields = { ...DETAILS, password: '', confirm_password: '', code: '123456', intent: 'verify' };
    const answer = (await run(formPost('/register', fields), api.context)) as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data.step).toBe('details');
    expect(answer.data.result.error).toEqual({ email: ['EMAIL_TAKEN'] });
    expect(answer.data.result.initialValue.email).toBe('meera@example.in');
  });
});
