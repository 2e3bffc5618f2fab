// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import { CODE_SENT, fakeApi, fieldRefusal } from '../../../shared/testing/fake-api';
import LoginCode, { action } from './login-code';

afterEach(cleanup);

describe.each(['en-IN', 'hi-IN'] as const)('signing in with a code (%s)', (locale: Locale) => {
  it('asks for the number, then the code, each checked by the shared rules, and shows the API’s refusal', async () => {
    const api = fakeApi({
      '/api/v1/auth/login/code': CODE_SENT,
      '/api/v1/auth/login/code/verify': fieldRefusal('code', 'CODE_EXPIRED'),
    });
    renderRoute(LoginCode, {
      locale,
      path: '/login/code',
      loaderData: { locale, next: '/account' },
      action: ({ request }) => action({ request, context: api.context, params: {} } as never),
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(text(locale, 'auth.phone'));
    await user.type(phone, '5812345678');
    await user.click(screen.getByRole('button', { name: text(locale, 'loginCode.submit') }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(errorText(locale, 'PHONE_START')));
    expect(api.calls).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '9812345678');
    await user.click(screen.getByRole('button', { name: text(locale, 'loginCode.submit') }));
    await screen.findByRole('heading', { name: text(locale, 'loginCode.code.heading') });
    expect(api.calls[0]).toEqual({ path: '/api/v1/auth/login/code', body: { phone: '+919812345678', locale } });
    expect(
      screen.getByText(text(locale, 'loginCode.code.lead', { phone: '+91 98••• ••678' }), { exact: false }),
    ).toBeTruthy();

    const code = screen.getByLabelText(text(locale, 'code.label'));
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() =>
      expect(screen.getByLabelText(text(locale, 'code.label'))).toHaveAccessibleDescription(
        errorText(locale, 'CODE_EXPIRED'),
      ),
    );
    expect(api.calls[1]).toEqual({
      path: '/api/v1/auth/login/code/verify',
      body: { phone: '+919812345678', code: '654321', locale },
    });

    // Back to the number, as it was typed.
    await user.click(screen.getByRole('button', { name: text(locale, 'code.otherNumber') }));
    expect(await screen.findByLabelText(text(locale, 'auth.phone'))).toHaveValue('9812345678');
  });
});
