// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import Login, { action } from './login';

afterEach(cleanup);

function renderLogin(locale: Locale) {
  const sent: FormData[] = [];
  renderRoute(Login, {
    locale,
    path: '/login',
    loaderData: { locale, next: '/' },
    action: async ({ request }) => {
      sent.push(await request.formData());
      return null;
    },
  });
  return sent;
}

const field = (locale: Locale, key: 'auth.phone' | 'auth.password') => screen.getByLabelText(text(locale, key));

describe.each(['en-IN', 'hi-IN'] as const)('login form (%s)', (locale) => {
  it('shows each empty field’s error at the field, in the page’s language, and sends nothing', async () => {
    const sent = renderLogin(locale);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text(locale, 'login.submit') }));
    const phone = field(locale, 'auth.phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));
    expect(field(locale, 'auth.password')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));
    expect(phone).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('names what is wrong with a mobile number when the box is left', async () => {
    renderLogin(locale);
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(text(locale, 'auth.phone'));
    await user.type(phone, '5812345678');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(errorText(locale, 'PHONE_START')));
    await user.clear(phone);
    await user.type(phone, '98123');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(errorText(locale, 'PHONE_LENGTH')));
    // Only digits stay in the box.
    await user.type(phone, 'ab45');
    expect(phone).toHaveValue('9812345');
  });

  it('sends valid values', async () => {
    const sent = renderLogin(locale);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text(locale, 'auth.phone')), '9812345678');
    await user.type(field(locale, 'auth.password'), 'secret1');
    await user.click(screen.getByRole('button', { name: text(locale, 'login.submit') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('phone')).toBe('9812345678');
    expect(screen.queryByText(errorText(locale, 'REQUIRED'))).toBeNull();
  });
});

describe('login action without JavaScript', () => {
  it('checks the form with the same rules and keeps the number typed, never the password', async () => {
    const body = new URLSearchParams({ phone: '5812345678', password: 'x' });
    const request = new Request('http://localhost/login', { method: 'POST', body });
    const answer = (await action({ request, context: {}, params: {} } as never)) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data.result.error).toEqual({ phone: ['PHONE_START'] });
    expect(answer.data.result.initialValue).toEqual({ phone: '5812345678' });
  });
});
