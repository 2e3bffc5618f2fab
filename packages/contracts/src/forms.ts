// Forms people send us (spec sections 3 and 7: the form collection). Our own server stores them
// instead of a hosted service; the rules here run in the browser and again in the API, with the
// spec's error codes.
import { z } from 'zod';
import { errorEnglish, type ErrorParams, type FieldErrorCode } from './errors.ts';
import { isEmailAddress, normaliseIndianMobile } from './field-rules.ts';

export const FORM_ERROR_CODES = {
  form: [
    'BLOCKED',
    'EMPTY',
    'FILES_TOO_BIG',
    'FORM_NOT_FOUND',
    'INACTIVE',
    'NO_FILE_UPLOADS',
    'PROJECT_NOT_FOUND',
    'TOO_MANY_FILES',
  ],
  field: ['REQUIRED_FIELD_EMPTY', 'REQUIRED_FIELD_MISSING', 'TYPE_EMAIL', 'TYPE_NUMERIC', 'TYPE_TEXT'],
} as const;
export type FormFieldErrorCode = (typeof FORM_ERROR_CODES.field)[number];

export interface FieldRule {
  required?: boolean;
  type?: 'text' | 'email' | 'phone' | 'checkbox' | 'choice';
  choices?: readonly string[];
  /** Longest text accepted. */
  max?: number;
  /** Shortest text accepted (when given). */
  min?: number;
  /** What the field is, for people reading a submission. */
  label: string;
}

export interface FormDefinition {
  fields: Record<string, FieldRule>;
  next: string;
  /** One submission per e-mail address: sending it again is answered as a success, stored once. */
  oncePerEmail?: boolean;
  /** Rules across fields, run on the accepted values (and what was sent); a field already in error is not named twice. */
  check?: (values: Record<string, unknown>, data: Record<string, unknown>) => FormFieldError[];
}

export const POST_PROPERTY_TYPES = [
  'apartment',
  'villa',
  'plot',
  'commercial',
  'office',
  'shop',
  'warehouse',
  'other',
] as const;
export const POST_PROPERTY_LISTING_TYPES = ['sale', 'rent', 'both'] as const;

/** Spec section 9: why someone asks us to delete their data, and what to delete. */
export const DELETION_REASONS = [
  { value: 'privacy', label: 'Privacy concerns' },
  { value: 'inactivity', label: 'No longer using the platform' },
  { value: 'duplicate', label: 'Duplicate account' },
  { value: 'security', label: 'Security concerns' },
  { value: 'poor_experience', label: 'Poor user experience' },
  { value: 'other', label: 'Other, please specify' },
] as const;
export const DELETION_TYPES = [
  { value: 'account', label: 'Full Account Deletion' },
  { value: 'personal', label: 'Personal Information Only' },
  { value: 'properties', label: 'Property Listings Only' },
  { value: 'specific', label: 'Specific Data' },
] as const;

export const FORMS: Record<string, FormDefinition> = {
  // Footer and home newsletter (spec: email only).
  newsletter: {
    next: '/?subscribed=1',
    oncePerEmail: true,
    fields: {
      email: {
        label: 'Email',
        required: true,
        type: 'email',
        max: 200,
      },
    },
  },
  // The contact page's form (spec section 5: its rules and messages).
  contact: {
    next: '/contact?sent=1',
    fields: {
      name: {
        label: 'Name',
        required: true,
        min: 3,
        max: 120,
      },
      email: {
        label: 'Email',
        required: true,
        type: 'email',
        max: 200,
      },
      address: {
        label: 'Address',
        required: true,
        min: 3,
        max: 300,
      },
      message: { label: 'Message', min: 5, max: 5000 },
    },
  },
  // Owner enquiry (/post-property), also reached as Property Valuation.
  'post-property': {
    next: '/post-property?sent=1',
    fields: {
      full_name: { label: 'Full name', required: true, max: 120 },
      email: { label: 'Email', required: true, type: 'email', max: 200 },
      phone: { label: 'Phone', required: true, type: 'phone' },
      property_type: { label: 'Property type', required: true, type: 'choice', choices: POST_PROPERTY_TYPES },
      property_location: { label: 'Location', required: true, max: 200 },
      property_size: { label: 'Size', max: 60 },
      budget_range: { label: 'Expected price', max: 60 },
      listing_type: { label: 'Listing type', type: 'choice', choices: POST_PROPERTY_LISTING_TYPES },
      property_description: { label: 'Description', max: 2000 },
      terms_agreement: { label: 'Terms', required: true, type: 'checkbox' },
      // Which menu item brought the owner here: listing or valuation.
      enquiry: { label: 'Enquiry', type: 'choice', choices: ['listing', 'valuation'] },
    },
  },
  // The home page's owner onboarding form (spec sections 3 and 5).
  'owner-onboarding': {
    next: '/?onboarded=1',
    fields: {
      full_name: { label: 'Full name', required: true, min: 3, max: 120 },
      // A call-back needs a number to call.
      phone: { label: 'Phone', required: true, type: 'phone' },
      email: { label: 'Email', required: true, type: 'email', max: 200 },
      address: { label: 'Property address', required: true, min: 3, max: 300 },
      message: { label: 'Message', max: 2000 },
      // Hidden: where the form sat ('home', 'about').
      source: { label: 'Source', max: 60 },
      terms_agreement: { label: 'Terms', required: true, type: 'checkbox' },
    },
  },
  // Account and data deletion request (/delete-account).
  'deletion-request': {
    next: '/delete-account?sent=1',
    fields: {
      user_email: {
        label: 'Email',
        required: true,
        type: 'email',
        max: 200,
      },
      deletion_reason: {
        label: 'Reason',
        required: true,
        type: 'choice',
        choices: DELETION_REASONS.map((r) => r.value),
      },
      request_type: {
        label: 'Request type',
        required: true,
        type: 'choice',
        choices: DELETION_TYPES.map((t) => t.value),
      },
      message: { label: 'Message', max: 5000 },
    },
    // "Specific data" names the data in the message, so we know what to delete.
    check: (values, data) =>
      values.request_type === 'specific' && !values.message
        ? [
            formFieldError(
              'message',
              data.message === undefined ? 'REQUIRED_FIELD_MISSING' : 'REQUIRED_FIELD_EMPTY',
              'DELETION_DATA_REQUIRED',
            ),
          ]
        : [],
  },
};

/**
 * One refused field in the form client's shape: `code` is the form service's own, `reason` (with
 * `params`) the field code people's words are chosen by, `message` its English text.
 */
export interface FormFieldError {
  field: string;
  code: FormFieldErrorCode;
  message: string;
  reason: FieldErrorCode;
  params?: ErrorParams;
}
export function formFieldError(
  field: string,
  code: FormFieldErrorCode,
  reason: FieldErrorCode,
  params?: ErrorParams,
): FormFieldError {
  const message = errorEnglish(reason, params);
  return params ? { field, code, message, reason, params } : { field, code, message, reason };
}

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1' || v === 'yes';

/**
 * Checks a submission against its form: the values to store (only the form's own fields, trimmed,
 * checkboxes as booleans, phones as +91 numbers) or the errors, one per field.
 */
export function checkForm(
  form: FormDefinition,
  data: Record<string, unknown>,
): { values: Record<string, unknown> } | { errors: FormFieldError[] } {
  const errors: FormFieldError[] = [];
  const values: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(form.fields)) {
    const raw = data[field];
    const error = (code: FormFieldErrorCode, reason: FieldErrorCode, params?: ErrorParams) =>
      errors.push(formFieldError(field, code, reason, params));
    if (rule.type === 'checkbox') {
      const on = truthy(raw);
      if (rule.required && !on)
        error(raw === undefined ? 'REQUIRED_FIELD_MISSING' : 'REQUIRED_FIELD_EMPTY', 'TERMS_REQUIRED');
      values[field] = on;
      continue;
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      error('TYPE_TEXT', 'NOT_TEXT');
      continue;
    }
    // NUL bytes mean nothing in a form and cannot be stored (PostgreSQL refuses them); nor can a
    // lone UTF-16 surrogate in jsonb, so it becomes U+FFFD as a browser would send it.
    const text = raw === undefined || raw === null ? '' : String(raw).toWellFormed().replaceAll('\u0000', '').trim();
    if (!text) {
      if (rule.required) error(raw === undefined ? 'REQUIRED_FIELD_MISSING' : 'REQUIRED_FIELD_EMPTY', 'REQUIRED');
      continue;
    }
    if (rule.min && text.length < rule.min) {
      error('TYPE_TEXT', 'TOO_SHORT', { min: rule.min });
      continue;
    }
    if (rule.max && text.length > rule.max) {
      error('TYPE_TEXT', 'TOO_LONG', { max: rule.max });
      continue;
    }
    if (rule.type === 'email' && !isEmailAddress(text)) {
      error('TYPE_EMAIL', 'EMAIL_INVALID');
      continue;
    }
    if (rule.type === 'phone') {
      const mobile = normaliseIndianMobile(text);
      if (!mobile) {
        error('TYPE_NUMERIC', 'MOBILE_INVALID');
        continue;
      }
      values[field] = mobile;
      continue;
    }
    if (rule.type === 'choice' && !rule.choices!.includes(text)) {
      error('TYPE_TEXT', 'NOT_ONE_OF', { options: rule.choices!.join(', ') });
      continue;
    }
    values[field] = text;
  }
  for (const e of form.check?.(values, data) ?? []) if (!errors.some((x) => x.field === e.field)) errors.push(e);
  return errors.length ? { errors } : { values };
}

/** Back office: what people sent, and how far our team got with it. */
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
/** Form ids the inbox filters by: each form, and valuation requests (post-property enquiries asking for a valuation). */
export const INBOX_FORM_IDS = [...Object.keys(FORMS), 'valuation'] as const;
export const formNoteSchema = z.object({
  id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});
export const formSubmissionSchema = z.object({
  id: z.number(),
  form_id: z.string(),
  email: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(SUBMISSION_STATUSES),
  created_at: z.string(),
  handled_by: z.number().nullable(),
  handled_at: z.string().nullable(),
  notes: z.array(formNoteSchema),
});
export const formSubmissionListSchema = z.object({
  items: z.array(formSubmissionSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export const formSubmissionUpdateSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES),
});
export const formNoteCreateSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .refine((s) => !s.includes('\u0000'), 'CHARACTER_NOT_ALLOWED'),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
