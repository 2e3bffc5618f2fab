// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/en-IN';
import { errorText, renderForm, renderRoute, text } from '../../../shared/testing/render-route';
import { CODE_SENT, fakeApi, fieldRefusal } from '../../../shared/testing/fake-api';
import Register, { action } from './register';

afterEach(cleanup);

const BOXES = {
  first_name: 'auth.firstName',
  last_name: 'auth.lastName',
  email: 'auth.email',
  phone: 'auth.phone',
  password: 'auth.password',
  confirm_password: 'auth.confirmPassword',
} as const satisfies Record<string, MessageKey>;
type Box = keyof typeof BOXES;

describe.each(['en-IN', 'hi-IN'] as const)('sign-up form (%s)', (locale: Locale) => {
  const box = (name: Box) => screen.getByLabelText(text(locale, BOXES[name]));
  const render = () => renderForm(Register, { locale, path: '/register', loaderData: { locale, next: null } });
  const submit = async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(await screen.findByRole('button', { name: text(locale, 'register.submit') }));
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<Box, string>) => {
    for (const [name, value] of Object.entries(values) as [Box, string][]) if (value) await user.type(box(name), value);
  };

  it('names every empty box and sends nothing', async () => {
    const sent = render();
    const user = userEvent.setup();
    await submit(user);
    await waitFor(() => expect(box('first_name')).toHaveAttribute('aria-invalid', 'true'));
    for (const name of ['first_name', 'last_name', 'email', 'phone', 'password'] as const)
      expect(box(name)).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));
    expect(box('first_name')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('names what is wrong with each value', async () => {
    const sent = render();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: text(locale, 'register.submit') });
    await fill(user, {
      first_name: 'Al',
      last_name: 'Ra',
      email: 'm@x',
      phone: '5812345678',
      password: 'abc',
      confirm_password: 'abd',
    });
    await submit(user);
    await waitFor(() => expect(box('email')).toHaveAttribute('aria-invalid', 'true'));
    expect(box('first_name')).toHaveAccessibleDescription(errorText(locale, 'TOO_SHORT?min=3'));
    expect(box('last_name')).toHaveAccessibleDescription(errorText(locale, 'TOO_SHORT?min=3'));
    expect(box('email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(box('phone')).toHaveAccessibleDescription(errorText(locale, 'PHONE_START'));
    expect(box('password')).toHaveAccessibleDescription(errorText(locale, 'PASSWORD_SHORT?min=6'));
    expect(box('confirm_password')).toHaveAccessibleDescription(errorText(locale, 'CONFIRM_MISMATCH'));
    // The numbers are filled into the message: no placeholder is left for a person to read.
    expect(errorText(locale, 'PASSWORD_SHORT?min=6')).toContain('6');
    expect(sent).toHaveLength(0);
  });

  it('sends valid values', async () => {
    const sent = render();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: text(locale, 'register.submit') });
    await fill(user, {
      first_name: 'Meera',
      last_name: 'Rao',
      email: 'meera@example.in',
      phone: '9812345678',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('email')).toBe('meera@example.in');
    expect(box('email')).not.toHaveAttribute('aria-invalid');
  });
});

const DETAILS = {
  first_name: 'Meera',
  last_name: 'Rao',
  email: 'meera@example.in',
  phone: '9812345678',
  password: 'ghar-secret-1',
  confirm_password: 'ghar-secret-1',
};

describe.each(['en-IN', 'hi-IN'] as const)('the code step (%s)', (locale: Locale) => {
  it('asks for the code the API sent, checks it by the shared rule, and shows the API’s refusal at the box', async () => {
    const api = fakeApi({
      '/api/v1/auth/register': CODE_SENT,
      '/api/v1/auth/register/verify': fieldRefusal('code', 'CODE_WRONG', { left: 4 }),
    });
    const { container } = renderRoute(Register, {
      locale,
      path: '/register',
      loaderData: { locale, next: null },
      action: ({ request }) => action({ request, context: api.context, params: {} } as never),
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: text(locale, 'register.submit') });
    for (const [name, value] of Object.entries(DETAILS) as [Box, string][])
      await user.type(screen.getByLabelText(text(locale, BOXES[name])), value);
    await user.click(screen.getByRole('button', { name: text(locale, 'register.submit') }));

    await screen.findByRole('heading', { name: text(locale, 'register.code.heading') });
    expect(screen.getByText(text(locale, 'code.sentTo', { phone: '+91 98••• ••678' }), { exact: false })).toBeTruthy();
    const code = screen.getByLabelText(text(locale, 'code.label'));
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    await waitFor(() => expect(code).toHaveFocus());
    // Another code only once the API allows it, counted down.
    const again = screen.getByRole('button', { name: /\d/ });
    expect(again).toBeDisabled();
    expect(again.textContent).not.toBe(text(locale, 'code.resend'));
    // The password is nowhere in the page.
    expect(container.innerHTML).not.toContain(DETAILS.password);

    // Only digits stay in the box; five of them are refused before anything is sent.
    await user.type(code, '12a345');
    expect(code).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(errorText(locale, 'CODE_FORMAT')));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/auth/register']);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() =>
      expect(screen.getByLabelText(text(locale, 'code.label'))).toHaveAccessibleDescription(
        errorText(locale, 'CODE_WRONG?left=4'),
      ),
    );
    expect(api.calls[1]).toEqual({
      path: '/api/v1/auth/register/verify',
      body: { phone: '+919812345678', code: '123456', locale },
    });
    // What was typed stays.
    expect(screen.getByLabelText(text(locale, 'code.label'))).toHaveValue('123456');
  });
});
