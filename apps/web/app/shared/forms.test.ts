import { describe, expect, it } from 'vitest';
import { resolveTab } from '../features/accounts/account-tabs';
import { translateMessage } from './i18n';
import { loginFormSchema, passwordChangeFormSchema, profileFormSchema, registerFormSchema } from '@aangan/contracts';
import { parseForm } from './form';

describe('account tabs', () => {
  it('reads every alias a tab is linked by, and sends unknown tabs home', () => {
    expect(resolveTab(null)).toBe('home');
    for (const a of ['favourites', 'favorite', 'fav', 'favorites']) expect(resolveTab(a)).toBe('favorites');
    for (const a of ['account-details', 'accountdetails', 'details']) expect(resolveTab(a)).toBe('details');
    for (const a of ['changepassword', 'password', 'change-password']) expect(resolveTab(a)).toBe('change-password');
    for (const a of ['visits', 'visit', 'VISITS']) expect(resolveTab(a)).toBe('visits');
    // Owner listing tabs arrive with owner listings; until then they open the overview.
    for (const a of ['properties', 'myproperties', 'my-properties']) expect(resolveTab(a)).toBe('my-properties');
    for (const a of ['addproperty', 'add', 'add-property']) expect(resolveTab(a)).toBe('add-property');
    expect(resolveTab('castle')).toBeNull();
  });
});

describe('form rules', () => {
  // Each refusal is an error code (with its parameters), which the page words in its language.
  const errors = (schema: Parameters<typeof parseForm>[1], values: Record<string, string>) =>
    parseForm(new URLSearchParams(values), schema).reply().error ?? {};
  const english = (e: Record<string, string[] | null>) =>
    Object.fromEntries(Object.entries(e).map(([k, v]) => [k, translateMessage('en-IN', v?.[0] ?? '')]));
  it('checks login with the API’s rules', () => {
    expect(errors(loginFormSchema, { phone: '', password: '' })).toEqual({
      phone: ['REQUIRED'],
      password: ['REQUIRED'],
    });
    expect(english(errors(loginFormSchema, { phone: '', password: '' }))).toEqual({
      phone: 'This field is required',
      password: 'This field is required',
    });
    expect(errors(loginFormSchema, { phone: '5812345678', password: 'x' })).toEqual({ phone: ['PHONE_START'] });
    expect(english(errors(loginFormSchema, { phone: '5812345678', password: 'x' })).phone).toBe(
      'Please enter a valid Indian mobile number starting with 6-9',
    );
    expect(errors(loginFormSchema, { phone: '981234', password: 'x' })).toEqual({ phone: ['PHONE_LENGTH'] });
    expect(errors(loginFormSchema, { phone: '9812345678', password: 'x' })).toEqual({});
  });
  it('checks registration', () => {
    const ok = {
      first_name: 'Meera',
      last_name: 'Rao',
      email: 'm@x.in',
      phone: '9812345678',
      password: 'secret1',
      confirm_password: 'secret1',
    };
    expect(errors(registerFormSchema, ok)).toEqual({});
    expect(errors(registerFormSchema, { ...ok, first_name: 'Al', last_name: '' })).toEqual({
      first_name: ['TOO_SHORT?min=3'],
      last_name: ['REQUIRED'],
    });
    expect(english(errors(registerFormSchema, { ...ok, first_name: 'Al' }))).toEqual({
      first_name: 'Must be at least 3 characters',
    });
    expect(errors(registerFormSchema, { ...ok, password: 'abc', confirm_password: 'abc' })).toEqual({
      password: ['PASSWORD_SHORT?min=6'],
    });
    expect(errors(registerFormSchema, { ...ok, confirm_password: 'other' })).toEqual({
      confirm_password: ['CONFIRM_MISMATCH'],
    });
    // The second box is compared even while another box is refused.
    expect(errors(registerFormSchema, { ...ok, phone: '', confirm_password: '' })).toEqual({
      phone: ['REQUIRED'],
      confirm_password: ['CONFIRM_MISMATCH'],
    });
    expect(errors(registerFormSchema, { ...ok, email: 'm@x' })).toEqual({ email: ['EMAIL_INVALID'] });
  });
  it('checks the profile form', () => {
    expect(errors(profileFormSchema, { full_name: '', email: 'bad', phone: '12' })).toEqual({
      full_name: ['REQUIRED'],
      email: ['EMAIL_INVALID'],
      phone: ['PHONE_INVALID'],
    });
    expect(errors(profileFormSchema, { full_name: 'Meera', email: 'm@x.in', phone: '+919812345678' })).toEqual({});
  });
  it('checks a password change', () => {
    expect(
      errors(passwordChangeFormSchema, { current_password: '', new_password: 'abc', confirm_password: '' }),
    ).toEqual({
      current_password: ['REQUIRED'],
      new_password: ['PASSWORD_SHORT?min=6'],
      confirm_password: ['CONFIRM_MISMATCH'],
    });
    expect(
      errors(passwordChangeFormSchema, {
        current_password: 'secret1',
        new_password: 'secret1',
        confirm_password: 'secret1',
      }),
    ).toEqual({ new_password: ['PASSWORD_SAME'] });
  });
});
