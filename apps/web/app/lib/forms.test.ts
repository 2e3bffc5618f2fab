import { describe, expect, it } from 'vitest';
import { resolveTab } from './account-tabs';
import { translateMessage } from '../i18n';
import { digitsOnly, validateLogin, validateProfile, validateRegister } from './validate';

describe('account tabs', () => {
  it('reads every alias of the spec, and sends unknown tabs home', () => {
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
  it('keeps only ten digits in the phone box', () => {
    expect(digitsOnly('+91 98-123 45678 9')).toBe('9198123456');
    expect(digitsOnly('98abc76')).toBe('9876');
  });
  // Each refusal is an error code (with its parameters), which the page words in its language.
  const english = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateMessage('en-IN', v)]));
  it("checks login in the spec's order", () => {
    expect(validateLogin({ phone: '', password: '' })).toEqual({ phone: 'REQUIRED', password: 'REQUIRED' });
    expect(english(validateLogin({ phone: '', password: '' }))).toEqual({
      phone: 'This field is required',
      password: 'This field is required',
    });
    expect(validateLogin({ phone: '5812345678', password: 'x' }).phone).toBe('PHONE_START');
    expect(english(validateLogin({ phone: '5812345678', password: 'x' })).phone).toBe(
      'Please enter a valid Indian mobile number starting with 6-9',
    );
    expect(validateLogin({ phone: '981234', password: 'x' }).phone).toBe('PHONE_LENGTH');
    expect(validateLogin({ phone: '9812345678', password: 'x' })).toEqual({});
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
    expect(validateRegister(ok)).toEqual({});
    expect(validateRegister({ ...ok, first_name: 'Al', last_name: '' })).toEqual({
      first_name: 'TOO_SHORT?min=3',
      last_name: 'REQUIRED',
    });
    expect(english(validateRegister({ ...ok, first_name: 'Al' }))).toEqual({
      first_name: 'Must be at least 3 characters',
    });
    expect(validateRegister({ ...ok, password: 'abc', confirm_password: 'abc' })).toEqual({
      password: 'PASSWORD_SHORT?min=6',
    });
    expect(validateRegister({ ...ok, confirm_password: 'other' }).confirm_password).toBe('CONFIRM_MISMATCH');
    expect(validateRegister({ ...ok, email: 'm@x' }).email).toBe('EMAIL_INVALID');
  });
  it('checks the profile form', () => {
    expect(validateProfile({ full_name: '', email: 'bad', phone: '12' })).toEqual({
      full_name: 'REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
    });
    expect(validateProfile({ full_name: 'Meera', email: 'm@x.in', phone: '+919812345678' })).toEqual({});
  });
});
