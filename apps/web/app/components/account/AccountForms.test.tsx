// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@aangan/contracts';
import type { Locale } from '../../i18n';
import { errorText, renderForm, text } from '../../testing/render-route';
import { AccountForms } from './AccountForms';

afterEach(cleanup);

const user: User = {
  id: 7,
  full_name: 'Meera Rao',
  email: 'meera@example.in',
  phone: '+919812345678',
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

  it('profile: names an empty name, a wrong e-mail and a wrong phone, then sends a valid profile', async () => {
    const sent = renderTab(locale, 'profile');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: text(locale, 'profile.edit') }));
    await u.clear(box('profile.fullName'));
    await u.clear(box('auth.email'));
    await u.type(box('auth.email'), 'meera@');
    await u.clear(box('auth.phone'));
    await u.type(box('auth.phone'), '12');
    await u.click(screen.getByRole('button', { name: text(locale, 'profile.save') }));
    await waitFor(() => expect(box('profile.fullName')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(box('profile.fullName')).toHaveFocus();
    expect(box('auth.email')).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(box('auth.phone')).toHaveAccessibleDescription(errorText(locale, 'PHONE_INVALID'));
    expect(sent).toHaveLength(0);

    await u.type(box('profile.fullName'), 'Meera Rao');
    await u.type(box('auth.email'), 'example.in');
    await u.clear(box('auth.phone'));
    await u.type(box('auth.phone'), '+919812345678');
    await u.click(screen.getByRole('button', { name: text(locale, 'profile.save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('intent')).toBe('profile');
    expect(sent[0]?.get('email')).toBe('meera@example.in');
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
