import { z } from 'zod';
import { PROPERTY_TYPES, PURPOSES, ROLES } from './constants.ts';
import type { FieldErrorCode } from './errors.ts';

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

/** The ten digits the login and register forms hold; the code of the first rule broken. */
export function mobileDigitsError(digits: string): FieldErrorCode | null {
  if (!digits) return MESSAGES.phoneRequired;
  if (!/^[6-9]/.test(digits)) return MESSAGES.phoneStart;
  if (!/^\d{10}$/.test(digits)) return MESSAGES.phoneLength;
  return null;
}

const mobile = z
  .string()
  .trim()
  .min(1)
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
  .string()
  .trim()
  .min(1)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());
const password = z.string().min(1).min(PASSWORD_MIN, MESSAGES.passwordShort).max(PASSWORD_MAX);
const fullName = z.string().trim().min(1).min(3).max(120);

/** The language of the pages a person signs up or in on: their e-mail is written in it. */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type SiteLocale = (typeof LOCALES)[number];
const locale = z.enum(LOCALES).optional();
export const registerSchema = z.object({ phone: mobile, full_name: fullName, email, password, locale });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  phone: mobile,
  // Only presence is checked at login: a rule that changed since sign-up must not lock anyone out.
  password: z.string().min(1).max(PASSWORD_MAX),
  locale,
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
    message: 'MIN_ABOVE_MAX',
    path: ['budget_max'],
  });
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
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .pipe(z.email())
    .transform((v) => v.toLowerCase())
    .optional(),
  phone: z
    .string()
    .trim()
    .min(1)
    .regex(/^\+?\d{10,15}$/, MESSAGES.phoneInvalid)
    .optional(),
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

export const locationUpdateSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
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
