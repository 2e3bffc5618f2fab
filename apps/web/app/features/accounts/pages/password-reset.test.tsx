// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderForm, text } from '../../../shared/testing/render-route';
import ForgotPassword from './forgot-password';
import ResetPassword from './reset-password';

afterEach(cleanup);

describe.each(['en-IN', 'hi-IN'] as const)('asking for a reset link (%s)', (locale: Locale) => {
  const render = () => renderForm(ForgotPassword, { locale, path: '/forgot-password', loaderData: { locale } });
  const submit = async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(await screen.findByRole('button', { name: text(locale, 'forgot.submit') }));

  it('refuses an empty or wrong number at the box', async () => {
    const sent = render();
    const user = userEvent.setup();
    await submit(user);
    const phone = screen.getByLabelText(text(locale, 'auth.phone'));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    await user.type(phone, '98123');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(errorText(locale, 'PHONE_LENGTH')));
    expect(sent).toHaveLength(0);
  });

  it('sends a valid number', async () => {
    const sent = render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text(locale, 'auth.phone')), '9812345678');
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('phone')).toBe('9812345678');
  });
});

describe.each(['en-IN', 'hi-IN'] as const)('choosing a new password (%s)', (locale: Locale) => {
  const render = () =>
    renderForm(ResetPassword, { locale, path: '/reset-password', loaderData: { locale, token: 'tok' } });
  const box = (key: 'reset.newPassword' | 'auth.confirmPassword') => screen.getByLabelText(text(locale, key));
  const submit = async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(await screen.findByRole('button', { name: text(locale, 'reset.submit') }));

  it('names an empty, a short and a mistyped password', async () => {
    const sent = render();
    const user = userEvent.setup();
    await submit(user);
    await waitFor(() => expect(box('reset.newPassword')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    await user.type(box('reset.newPassword'), 'abc');
    await user.type(box('auth.confirmPassword'), 'abd');
    await submit(user);
    await waitFor(() =>
      expect(box('reset.newPassword')).toHaveAccessibleDescription(errorText(locale, 'PASSWORD_SHORT?min=6')),
    );
    expect(box('auth.confirmPassword')).toHaveAccessibleDescription(errorText(locale, 'CONFIRM_MISMATCH'));
    expect(sent).toHaveLength(0);
  });

  it('sends a new password typed twice alike, with the link’s token', async () => {
    const sent = render();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: text(locale, 'reset.submit') });
    await user.type(box('reset.newPassword'), 'secret12');
    await user.type(box('auth.confirmPassword'), 'secret12');
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('token')).toBe('tok');
  });
});
