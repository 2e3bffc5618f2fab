// Form rules of spec section 5, shared by the pages (as people type) and their actions (again on
// the server, since a browser without JavaScript skips the first check).
import { MESSAGES, PASSWORD_MIN, errorToken, mobileDigitsError } from '@aangan/contracts';

// Each error is a field code as a token (errorToken): the page shows it in its language (tm).
const TOO_SHORT = errorToken({ code: MESSAGES.tooShort, params: { min: 3 } });
const PASSWORD_SHORT = errorToken({ code: MESSAGES.passwordShort, params: { min: PASSWORD_MIN } });

export type Errors = Record<string, string>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The phone box takes digits only, at most 10. */
export const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, 10);

export function validateLogin(v: { phone: string; password: string }): Errors {
  const e: Errors = {};
  const phone = mobileDigitsError(v.phone);
  if (phone) e.phone = phone;
  if (!v.password) e.password = MESSAGES.required;
  return e;
}

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

export function validateRegister(v: RegisterValues): Errors {
  const e: Errors = {};
  if (!v.first_name.trim()) e.first_name = MESSAGES.required;
  else if (v.first_name.trim().length < 3) e.first_name = TOO_SHORT;
  if (!v.last_name.trim()) e.last_name = MESSAGES.required;
  else if (v.last_name.trim().length < 3) e.last_name = TOO_SHORT;
  if (!v.email.trim()) e.email = MESSAGES.required;
  else if (!EMAIL.test(v.email.trim())) e.email = MESSAGES.emailInvalid;
  const phone = mobileDigitsError(v.phone);
  if (phone) e.phone = phone;
  if (!v.password) e.password = MESSAGES.required;
  else if (v.password.length < 6) e.password = PASSWORD_SHORT;
  if (v.confirm_password !== v.password) e.confirm_password = MESSAGES.confirmMismatch;
  return e;
}

export interface ProfileValues {
  full_name: string;
  email: string;
  phone: string;
}

export function validateProfile(v: ProfileValues): Errors {
  const e: Errors = {};
  if (!v.full_name.trim()) e.full_name = MESSAGES.required;
  else if (v.full_name.trim().length < 3) e.full_name = TOO_SHORT;
  if (!v.email.trim()) e.email = MESSAGES.required;
  else if (!EMAIL.test(v.email.trim())) e.email = MESSAGES.emailInvalid;
  if (!v.phone.trim()) e.phone = MESSAGES.required;
  else if (!/^\+?\d{10,15}$/.test(v.phone.trim())) e.phone = MESSAGES.phoneInvalid;
  return e;
}

export function validatePasswordChange(v: {
  current_password: string;
  new_password: string;
  confirm_password: string;
}): Errors {
  const e: Errors = {};
  if (!v.current_password) e.current_password = MESSAGES.required;
  if (!v.new_password) e.new_password = MESSAGES.required;
  else if (v.new_password.length < 6) e.new_password = PASSWORD_SHORT;
  else if (v.new_password === v.current_password) e.new_password = MESSAGES.samePassword;
  if (v.confirm_password !== v.new_password) e.confirm_password = MESSAGES.confirmMismatch;
  return e;
}

/** A new password chosen through a reset link: the sign-up rule, typed twice alike. */
export function validatePasswordReset(v: { new_password: string; confirm_password: string }): Errors {
  const e: Errors = {};
  if (!v.new_password) e.new_password = MESSAGES.required;
  else if (v.new_password.length < PASSWORD_MIN) e.new_password = PASSWORD_SHORT;
  if (v.confirm_password !== v.new_password) e.confirm_password = MESSAGES.confirmMismatch;
  return e;
}

/** FormData as plain strings (a missing field reads as ''). */
export function formValues<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, String(form.get(k) ?? '')])) as Record<K, string>;
}
