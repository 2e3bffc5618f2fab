import { z } from 'zod';
import { PROPERTY_TYPES, PURPOSES, ROLES } from './constants.ts';

// Accounts: sign-up, sign-in, the profile and its preferences. Messages are spec section 5's, so
// the web forms and the API say the same thing about the same mistake.

export const MESSAGES = {
  phoneRequired: 'Mobile number is required',
  phoneStart: 'Please enter a valid Indian mobile number starting with 6-9',
  phoneLength: 'Mobile number must be exactly 10 digits',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  tooShort: 'Too Short! Must be at least 3 characters long',
  emailInvalid: 'Your Email is not valid! Provide valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  confirmMismatch: "Confirm password doesn't match with password",
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 3 characters',
  profileEmailInvalid: 'Invalid email format',
  profilePhoneInvalid: 'Enter a valid phone number',
  profilePhoneRequired: 'Phone number is required',
  badCredentials: 'Invalid phone number or password',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must differ from the current one',
} as const;

export const PASSWORD_MIN = 6;
/** argon2 hashes any length, but a megabyte "password" is an attack on the CPU, not a password. */
export const PASSWORD_MAX = 128;

/**
 * An Indian mobile number as people type it (+91 98123 45678, 09812345678, 9812345678) to
 * E.164 (+919812345678); null when it is not one.
 */
export function normaliseIndianMobile(input: string): string | null {
  let d = input.replace(/[\s\-().]/g, '');
  if (d.startsWith('+91')) d = d.slice(3);
  else if (d.length === 12 && d.startsWith('91')) d = d.slice(2);
  else if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  return /^[6-9]\d{9}$/.test(d) ? `+91${d}` : null;
}

/** The ten digits the login and register forms hold; the message for the first rule broken. */
export function mobileDigitsError(digits: string): string | null {
  if (!digits) return MESSAGES.phoneRequired;
  if (!/^[6-9]/.test(digits)) return MESSAGES.phoneStart;
  if (!/^\d{10}$/.test(digits)) return MESSAGES.phoneLength;
  return null;
}

const mobile = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(20, MESSAGES.phoneLength)
  .transform((v, ctx) => {
    const e164 = normaliseIndianMobile(v);
    if (!e164) {
      const digits = v.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
      ctx.addIssue({ code: 'custom', message: /^[6-9]/.test(digits) ? MESSAGES.phoneLength : MESSAGES.phoneStart });
      return z.NEVER;
    }
    return e164;
  });
const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const fullName = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .min(3, MESSAGES.nameShort)
  .max(120, 'Name must be at most 120 characters');

/** The language of the pages a person signs up or in on: their e-mail is written in it. */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type SiteLocale = (typeof LOCALES)[number];
const locale = z.enum(LOCALES, { error: `locale must be ${LOCALES.join(' or ')}` }).optional();
export const registerSchema = z.object({ phone: mobile, full_name: fullName, email, password, locale });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  phone: mobile,
  // Only presence is checked at login: a rule that changed since sign-up must not lock anyone out.
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, MESSAGES.badCredentials),
  locale,
});

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX),
    new_password: password,
  })
  .refine((v) => v.current_password !== v.new_password, { message: MESSAGES.samePassword, path: ['new_password'] });

/** Asking for a password reset link: the mobile number people log in with. */
export const passwordResetRequestSchema = z.object({ phone: mobile });

/** Setting a new password with a mailed reset link: the same rule as at sign-up. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
  new_password: password,
});

export const preferencesSchema = z
  .object({
    purposes: z.array(z.enum(PURPOSES)).max(PURPOSES.length).default([]),
    property_types: z.array(z.enum(PROPERTY_TYPES)).max(PROPERTY_TYPES.length).default([]),
    budget_min: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
    budget_max: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
    localities: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
    bhk: z.array(z.number().int().min(0).max(20)).max(10).default([]),
  })
  .refine((p) => p.budget_min === null || p.budget_max === null || p.budget_min <= p.budget_max, {
    message: 'budget_min must not exceed budget_max',
    path: ['budget_max'],
  });
export type Preferences = z.infer<typeof preferencesSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const profileUpdateSchema = z.object({
  full_name: fullName.optional(),
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(MESSAGES.profileEmailInvalid))
    .transform((v) => v.toLowerCase())
    .optional(),
  phone: z
    .string()
    .trim()
    .min(1, MESSAGES.profilePhoneRequired)
    .regex(/^\+?\d{10,15}$/, MESSAGES.profilePhoneInvalid)
    .optional(),
  date_of_birth: z.iso
    .date('Enter the date as YYYY-MM-DD')
    .nullable()
    .optional()
    .refine((d) => !d || (d >= '1900-01-01' && new Date(d) <= new Date()), 'Date of birth must be in the past'),
  profile_image_url: z
    .string()
    .trim()
    .max(500)
    .refine((u) => u === '' || u.startsWith('/') || /^https:\/\//.test(u), 'Use an https address')
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
    .regex(/^(\d{6})?$/, 'PIN code must be 6 digits')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});

export const locationUpdateSchema = z.object({
  latitude: z.number({ error: 'latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'longitude must be a number' }).min(-180).max(180),
});

export const userSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
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

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userSchema,
});

export const agentSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  profile_image_url: z.string().nullable(),
});
export const assignedAgentSchema = z.object({ agent: agentSchema.nullable() });
