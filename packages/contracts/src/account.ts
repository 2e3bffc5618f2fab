import { z } from 'zod';
import { PROPERTY_TYPES, PURPOSES, ROLES } from './constants.ts';
import type { FieldErrorCode } from './errors.ts';
import { emailAddress, indianMobile, priceAmount, profilePhone } from './field-rules.ts';

// Accounts: sign-up, sign-in, the profile and its preferences. Rules name field codes
// (errors.ts), so the web forms and the API say the same thing about the same mistake, in the
// page's language.

/** The field codes of the account forms' rules, by what they are about. */
export const MESSAGES = {
  phoneRequired: 'REQUIRED',
  phoneStart: 'PHONE_START',
  phoneLength: 'PHONE_LENGTH',
  required: 'REQUIRED',
  tooShort: 'TOO_SHORT',
  emailInvalid: 'EMAIL_INVALID',
  passwordShort: 'PASSWORD_SHORT',
  confirmMismatch: 'CONFIRM_MISMATCH',
  phoneInvalid: 'PHONE_INVALID',
  samePassword: 'PASSWORD_SAME',
} as const satisfies Record<string, FieldErrorCode>;

export const PASSWORD_MIN = 6;
/** argon2 hashes any length, but a megabyte "password" is an attack on the CPU, not a password. */
export const PASSWORD_MAX = 128;

const mobile = indianMobile;
const email = emailAddress;
const password = z.string().min(1).min(PASSWORD_MIN, MESSAGES.passwordShort).max(PASSWORD_MAX);
const fullName = z.string().trim().min(1).min(3).max(120);

/** The language of the pages a person signs up or in on: their e-mail is written in it. */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type SiteLocale = (typeof LOCALES)[number];
const locale = z.enum(LOCALES).optional();
export const registerSchema = z.object({ phone: mobile, full_name: fullName, email, password, locale });
export type RegisterInput = z.input<typeof registerSchema>;

/** A one-time code sent by SMS: 6 digits (spaces a person typed between them are dropped). */
export const CODE_LENGTH = 6;
export const oneTimeCode = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'CODE_FORMAT' satisfies FieldErrorCode));

/** Asking for a code: the number it goes to (sign-in, a new number, a listing's contact number). */
export const codeRequestSchema = z.object({ phone: mobile, locale });
/** Proving a number with the code it received (`device`: as for a password login, when signing in). */
export const codeCheckSchema = z.object({
  phone: mobile,
  code: oneTimeCode,
  locale,
  device: z.string().max(200).optional(),
});
/** The answer to a request for a code: the same whether or not the number has an account. */
export const codeSentSchema = z.object({
  detail: z.string(),
  phone: z.string(),
  /** Seconds the code works for, and until another may be asked for. */
  expires_in: z.number(),
  resend_in: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const loginSchema = z.object({
  phone: mobile,
  // Only presence is checked at login: a rule that changed since sign-up must not lock anyone out.
  password: z.string().min(1).max(PASSWORD_MAX),
  locale,
  /** The device token an earlier login on this device was given (loginResponseSchema). */
  device: z.string().max(200).optional(),
});

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    new_password: password,
  })
  .refine((v) => v.current_password !== v.new_password, { message: MESSAGES.samePassword, path: ['new_password'] });

/** Asking for a password reset link: the mobile number people log in with. */
export const passwordResetRequestSchema = z.object({ phone: mobile });

/** Setting a new password with a mailed reset link: the same rule as at sign-up. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
  new_password: password,
});

// The web's account forms validate with the rules above (in the browser and again in their
// actions), plus what only a form has: a name in two boxes, a new password typed twice. The
// actions then send the API the body it checks with the schemas above.

/** A new password's second box: the same text as the first (checked even when another box fails). */
const confirmedPassword = <T extends Record<string, unknown>>(first: keyof T & string) => ({
  check: (v: T) => (v.confirm_password ?? '') === (v[first] ?? ''),
  params: { path: ['confirm_password'], message: MESSAGES.confirmMismatch, when: () => true },
});

const namePart = z.string().trim().min(1).min(3).max(60);
const registerConfirm = confirmedPassword<{ password?: string; confirm_password?: string }>('password');
export const registerFormSchema = z
  .object({
    first_name: namePart,
    last_name: namePart,
    email,
    phone: mobile,
    password,
    confirm_password: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine(registerConfirm.check, registerConfirm.params);

export const loginFormSchema = loginSchema.omit({ locale: true });

const newPasswordConfirm = confirmedPassword<{ new_password?: string; confirm_password?: string }>('new_password');
export const passwordChangeFormSchema = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    new_password: password,
    confirm_password: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((v) => v.current_password !== v.new_password, { message: MESSAGES.samePassword, path: ['new_password'] })
  .refine(newPasswordConfirm.check, newPasswordConfirm.params);

export const passwordResetFormSchema = z
  .object({ new_password: password, confirm_password: z.string().max(PASSWORD_MAX).optional() })
  .refine(newPasswordConfirm.check, newPasswordConfirm.params);

/** The most localities a person's preferences name, and the longest name of one. */
export const LOCALITIES_MAX = 20;
export const LOCALITY_LENGTH_MAX = 80;
/** The fields of a person's preferences; the web's preferences form reads its boxes into the same rules. */
export const preferencesFields = {
  purposes: z.array(z.enum(PURPOSES)).max(PURPOSES.length).default([]),
  property_types: z.array(z.enum(PROPERTY_TYPES)).max(PROPERTY_TYPES.length).default([]),
  budget_min: priceAmount.nullable().default(null),
  budget_max: priceAmount.nullable().default(null),
  localities: z.array(z.string().trim().min(1).max(LOCALITY_LENGTH_MAX)).max(LOCALITIES_MAX).default([]),
  bhk: z.array(z.number().int().min(0).max(20)).max(10).default([]),
};
/** A budget's lower bound is not above its upper one (a refused pair is named on the upper bound). */
export const budgetInOrder = (p: { budget_min?: number | null; budget_max?: number | null }) =>
  p.budget_min == null || p.budget_max == null || p.budget_min <= p.budget_max;
export const BUDGET_ORDER = { message: 'MIN_ABOVE_MAX', path: ['budget_max'] };
export const preferencesSchema = z.object(preferencesFields).refine(budgetInOrder, BUDGET_ORDER);
export type Preferences = z.infer<typeof preferencesSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const profileUpdateSchema = z.object({
  full_name: fullName.optional(),
  email: emailAddress.optional(),
  phone: profilePhone.optional(),
  date_of_birth: z.iso
    .date()
    .nullable()
    .optional()
    .refine((d) => !d || (d >= '1900-01-01' && new Date(d) <= new Date()), 'DATE_NOT_PAST'),
  profile_image_url: z
    .string()
    .trim()
    .max(500)
    .refine((u) => u === '' || u.startsWith('/') || /^https:\/\//.test(u), 'HTTPS_REQUIRED')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  full_address: optionalText(300),
  locality: optionalText(80),
  city: optionalText(80),
  state: optionalText(80),
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'PIN_INVALID')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});

/** The profile form: the profile's rules, with a name, an e-mail and a phone it cannot leave empty. */
export const profileFormSchema = profileUpdateSchema
  .pick({ full_name: true, email: true, phone: true, date_of_birth: true, profile_image_url: true })
  .required({ full_name: true, email: true, phone: true });
/** The account details form: the name and the e-mail. */
export const accountDetailsFormSchema = profileUpdateSchema
  .pick({ full_name: true, email: true })
  .required({ full_name: true, email: true });
export const ADDRESS_FIELDS = ['full_address', 'locality', 'city', 'state', 'pincode'] as const;
/** The address form: every line may be left empty; a PIN code has six digits. */
export const addressFormSchema = profileUpdateSchema.pick({
  full_address: true,
  locality: true,
  city: true,
  state: true,
  pincode: true,
});

export const locationUpdateSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const userSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** Whether a one-time code proved the phone (accounts made before codes existed may not have). */
  phone_verified: z.boolean(),
  role: z.enum(ROLES),
  date_of_birth: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  agent_id: z.number().nullable(),
  full_address: z.string().nullable(),
  locality: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  preferences: preferencesSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The header's name for a person: full name, else e-mail, else "User". */
export function displayName(u: Pick<User, 'full_name' | 'email'>): string {
  return u.full_name?.trim() || u.email || 'User';
}

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userSchema,
  /**
   * Proof that this device signed in to this account before: sent back with later logins, it lets
   * the right password in even while the number is locked by failures from elsewhere.
   */
  device_token: z.string().optional(),
});

export const agentSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  profile_image_url: z.string().nullable(),
});
export const assignedAgentSchema = z.object({ agent: agentSchema.nullable() });
