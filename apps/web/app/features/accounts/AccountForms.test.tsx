// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@aangan/contracts';
import type { Locale } from '../../shared/i18n';
import { handleAccountAction } from './account-actions.server';
import { CODE_SENT, fakeApi, fieldRefusal } from '../../shared/testing/fake-api';
import { errorText, renderForm, renderRoute, text } from '../../shared/testing/render-route';
import { AccountForms } from './AccountForms';

afterEach(cleanup);

const user: User = {
  id: 7,
  full_name: 'Meera Rao',
  email: 'meera@example.in',
  phone: '+919812345678',
  phone_verified: true,
  role: 'user',
  date_of_birth: null,
  profile_image_url: null,
  agent_id: null,
  full_address: null,
  locality: null,
  city: null,
  state: null,
  pincode: null,
  preferences: { purposes: [], property_types: [], budget_min: null, budget_max: null, localities: [], bhk: [] },
  latitude: null,
  longitude: null,
  created_at: '2026-01-01T00:00:00Z',
};

const renderTab = (locale: Locale, tab: string) =>
  renderForm(() => <AccountForms tab={tab} user={user} />, { locale, path: '/account' });

describe.each(['en-IN', 'hi-IN'] as const)('account forms (%s)', (locale: Locale) => {
  const box = (key: Parameters<typeof text>[1]) => screen.getByLabelText(text(locale, key));

  it('profile: names an empty name and a wrong e-mail, then sends a valid profile (never the number)', async () => {
    const sent = renderTab(locale, 'profile');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'profile.edit') }));
    // The number is changed only with a code (PhonePanel), not in this form.
    expect(screen.queryByLabelText(text(locale, 'auth.phone'))).toBeNull();
    await u.clear(box('profile.fullName'));
    await u.clear(box('auth.email'));
    await u.type(box('auth.email'), 'meera@');
    await u.click(screen.getByRole('button', { name: text(locale, 'profile.save') }));
    await waitFor(() => expect(box('profile.fullName')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(box('profile.fullName')).toHaveFocus();
    expect(box('auth.email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(sent).toHaveLength(0);

    await u.type(box('profile.fullName'), 'Meera Rao');
    await u.type(box('auth.email'), 'example.in');
    await u.click(screen.getByRole('button', { name: text(locale, 'profile.save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('intent')).toBe('profile');
    expect(sent[0]?.get('email')).toBe('meera@example.in');
    expect(sent[0]?.has('phone')).toBe(false);
  });

  it('profile: a number never proved may be verified; a new one is changed only with the code sent to it', async () => {
    const api = fakeApi({
      '/api/v1/me/phone': CODE_SENT,
      '/api/v1/me/phone/verify': (body) =>
        body.code === '111111'
          ? fieldRefusal('code', 'CODE_WRONG', { left: 4 })
          : [200, { ...user, phone: body.phone }],
    });
    renderRoute(() => <AccountForms tab="profile" user={{ ...user, phone_verified: false }} />, {
      locale,
      path: '/account',
      action: ({ request }) => handleAccountAction(api.context, request),
    });
    const u = userEvent.setup();
    expect(await screen.findByText(text(locale, 'phone.unverified'))).toBeTruthy();
    expect(screen.getByRole('button', { name: text(locale, 'phone.verifyThis') })).toBeTruthy();

    await u.click(screen.getByText(text(locale, 'phone.change')));
    const number = box('phone.new');
    // The account's own number's panel (the contact numbers' panel has a button of the same name).
    const panel = within(document.getElementById('mobile-number')!);
    await u.type(number, '5812345000');
    await u.click(panel.getByRole('button', { name: text(locale, 'phone.sendCode') }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(errorText(locale, 'PHONE_START')));
    expect(api.calls).toHaveLength(0);
    await u.clear(number);
    await u.type(number, '9812345000');
    await u.click(panel.getByRole('button', { name: text(locale, 'phone.sendCode') }));

    const code = await screen.findByLabelText(text(locale, 'code.label'));
    expect(api.calls[0]).toEqual({ path: '/api/v1/me/phone', body: { phone: '+919812345000', locale } });
    expect(screen.getByText(text(locale, 'code.sentTo', { phone: '+91 98••• ••678' }), { exact: false })).toBeTruthy();
    await u.type(code, '111111');
    await u.click(screen.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() =>
      expect(screen.getByLabelText(text(locale, 'code.label'))).toHaveAccessibleDescription(
        errorText(locale, 'CODE_WRONG?left=4'),
      ),
    );
    await u.clear(screen.getByLabelText(text(locale, 'code.label')));
    await u.type(screen.getByLabelText(text(locale, 'code.label')), '222222');
    await u.click(screen.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() => expect(screen.queryByLabelText(text(locale, 'code.label'))).toBeNull());
    expect(api.calls[2]).toEqual({ path: '/api/v1/me/phone/verify', body: { phone: '+919812345000', code: '222222' } });
    // Every call carried the session's form token.
    expect(api.headers.every((h) => h.get('x-csrf-token') === 'test-csrf')).toBe(true);
  });

  it('contact numbers: the list marks the own number; another is added with the code sent to it', async () => {
    const own = { phone: '+919812345678', verified_at: '2026-01-01T00:00:00.000Z', own: true };
    const api = fakeApi({
      '/api/v1/me/contact-numbers': CODE_SENT,
      '/api/v1/me/contact-numbers/verify': (body) =>
        body.code === '111111'
          ? fieldRefusal('code', 'CODE_WRONG', { left: 4 })
          : [200, { items: [own, { phone: body.phone, verified_at: '2026-02-01T00:00:00.000Z', own: false }] }],
    });
    renderRoute(() => <AccountForms tab="profile" user={user} contactNumbers={[own]} />, {
      locale,
      path: '/account',
      action: ({ request }) => handleAccountAction(api.context, request),
    });
    const u = userEvent.setup();
    const list = within(await screen.findByTestId('contact-numbers'));
    expect(list.getByText('+91 98123 45678')).toBeTruthy();
    expect(list.getByText(text(locale, 'numbers.own'))).toBeTruthy();

    const panel = within(document.getElementById('contact-numbers')!);
    await u.click(panel.getByText(text(locale, 'numbers.add')));
    const number = box('numbers.new');
    await u.type(number, '5812345000');
    await u.click(panel.getByRole('button', { name: text(locale, 'phone.sendCode') }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(errorText(locale, 'PHONE_START')));
    expect(api.calls).toHaveLength(0);
    await u.clear(number);
    await u.type(number, '9812300011');
    await u.click(panel.getByRole('button', { name: text(locale, 'phone.sendCode') }));

    const code = await panel.findByLabelText(text(locale, 'code.label'));
    expect(api.calls[0]).toEqual({ path: '/api/v1/me/contact-numbers', body: { phone: '+919812300011', locale } });
    await u.type(code, '111111');
    await u.click(panel.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() =>
      expect(panel.getByLabelText(text(locale, 'code.label'))).toHaveAccessibleDescription(
        errorText(locale, 'CODE_WRONG?left=4'),
      ),
    );
    await u.clear(panel.getByLabelText(text(locale, 'code.label')));
    await u.type(panel.getByLabelText(text(locale, 'code.label')), '222222');
    await u.click(panel.getByRole('button', { name: text(locale, 'code.verify') }));
    await waitFor(() => expect(screen.queryByLabelText(text(locale, 'code.label'))).toBeNull());
    expect(api.calls[2]).toEqual({
      path: '/api/v1/me/contact-numbers/verify',
      body: { phone: '+919812300011', code: '222222' },
    });
    // The account's own number was never asked about.
    expect(api.calls.every((c) => c.path.startsWith('/api/v1/me/contact-numbers'))).toBe(true);
  });

  it('password change: names each mistake, then sends a valid change', async () => {
    const sent = renderTab(locale, 'change-password');
    const u = userEvent.setup();
    const submit = () => u.click(screen.getByRole('button', { name: text(locale, 'password.submit') }));
    await screen.findByRole('button', { name: text(locale, 'password.submit') });
    await submit();
    await waitFor(() => expect(box('password.current')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(box('password.new')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));

    await u.type(box('password.current'), 'secret1');
    await u.type(box('password.new'), 'secret1');
    await u.type(box('auth.confirmPassword'), 'other');
    await submit();
    await waitFor(() => expect(box('password.new')).toHaveAccessibleDescription(errorText(locale, 'PASSWORD_SAME')));
    expect(box('auth.confirmPassword')).toHaveAccessibleDescription(errorText(locale, 'CONFIRM_MISMATCH'));
    expect(sent).toHaveLength(0);

    await u.clear(box('password.new'));
    await u.type(box('password.new'), 'secret22');
    await u.clear(box('auth.confirmPassword'));
    await u.type(box('auth.confirmPassword'), 'secret22');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('new_password')).toBe('secret22');
  });

  it('address: a PIN code has six digits; empty lines may be sent', async () => {
    const sent = renderTab(locale, 'address');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'address.pincode')), '1220');
    await u.click(screen.getByRole('button', { name: text(locale, 'form.save') }));
    await waitFor(() => expect(box('address.pincode')).toHaveAccessibleDescription(errorText(locale, 'PIN_INVALID')));
    expect(sent).toHaveLength(0);
    await u.type(box('address.pincode'), '18');
    await u.click(screen.getByRole('button', { name: text(locale, 'form.save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('pincode')).toBe('122018');
  });

  it('preferences: a budget is a whole amount, the upper bound not below the lower; commas are fine', async () => {
    const sent = renderTab(locale, 'preferences');
    const u = userEvent.setup();
    const save = () => u.click(screen.getByRole('button', { name: text(locale, 'form.save') }));
    await u.type(await screen.findByLabelText(text(locale, 'prefs.budgetMin')), 'lots');
    await u.type(box('prefs.budgetMax'), '1,00,000');
    await save();
    await waitFor(() => expect(box('prefs.budgetMin')).toHaveAccessibleDescription(errorText(locale, 'NOT_NUMBER')));
    expect(sent).toHaveLength(0);

    await u.clear(box('prefs.budgetMin'));
    await u.type(box('prefs.budgetMin'), '5,00,000');
    await save();
    await waitFor(() => expect(box('prefs.budgetMax')).toHaveAccessibleDescription(errorText(locale, 'MIN_ABOVE_MAX')));
    expect(sent).toHaveLength(0);

    await u.clear(box('prefs.budgetMax'));
    await u.type(box('prefs.budgetMax'), '75,00,000');
    await u.click(screen.getByRole('checkbox', { name: text(locale, 'purpose.rent') }));
    await u.type(box('prefs.localities'), 'Sector 56, DLF Phase 2');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.getAll('purposes')).toEqual(['rent']);
    expect(sent[0]?.get('budget_max')).toBe('75,00,000');
  });
});
