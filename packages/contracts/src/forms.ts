// Forms people send us (the newsletter, the contact form, owner call-backs, deletion requests).
// Our own server stores them instead of a hosted service; each form's rules become one zod
// schema (formSchema) that the browser and the API both check with, and a refused field answers
// with the form service's code and the field code it is worded by.
import { z } from 'zod';
import { errorEnglish, fieldErrorFromIssue, type ErrorParams, type FieldErrorCode } from './errors.ts';
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

/** Why someone asks us to delete their data, and what to delete. */
export const DELETION_REASONS = [
  { value: 'privacy', label: 'Privacy concerns' },
  { value: 'inactivity', label: 'No longer using the platform' },
  { value: 'duplicate', label: 'Duplicate account' },
  { value: 'security', label: 'Security concerns' },
  { value: 'poor_experience', label: 'Poor user experience' },
  { value: 'other', label: 'Other, please specify' },
] as const;
/** The subject every deletion request is sent with. */
export const DELETION_SUBJECT = 'Account Deletion Request';
export const DELETION_TYPES = [
  { value: 'account', label: 'Full Account Deletion' },
  { value: 'personal', label: 'Personal Information Only' },
  { value: 'properties', label: 'Property Listings Only' },
  { value: 'specific', label: 'Specific Data' },
] as const;

export const FORMS: Record<string, FormDefinition> = {
  // Footer and home newsletter: an e-mail address only.
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
  // The contact page's form (also on the FAQ page).
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
      // What the message is about, as the specification's external contact form asks (optional).
      subject: { label: 'Subject', max: 150 },
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
  // The home page's owner onboarding form: the team calls the owner back.
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
      // Hidden, as the specification's form sends them: the request's fixed subject, and the
      // chosen option copied (what the back office files the request under).
      subject: { label: 'Subject', type: 'choice', choices: [DELETION_SUBJECT] },
      deletion_type: { label: 'Deletion type', type: 'choice', choices: DELETION_TYPES.map((t) => t.value) },
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

/** Why a field's value is refused: its field code and the code's parameters. */
interface Refusal {
  reason: FieldErrorCode;
  params?: ErrorParams;
}

/** A form's text as stored: trimmed, without NUL bytes, lone UTF-16 surrogates as U+FFFD. */
function cleanText(raw: unknown): string | Refusal {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' && typeof raw !== 'number') return { reason: 'NOT_TEXT' };
  // NUL bytes mean nothing in a form and cannot be stored (PostgreSQL refuses them); nor can a
  // lone UTF-16 surrogate in jsonb, so it becomes U+FFFD as a browser would send it.
  return String(raw).toWellFormed().replaceAll('\u0000', '').trim();
}

/** A text field's value to store (undefined when left empty), or why it is refused. */
function checkText(rule: FieldRule, raw: unknown): { value: string | undefined } | Refusal {
  const text = cleanText(raw);
  if (typeof text !== 'string') return text;
  if (!text) return rule.required ? { reason: 'REQUIRED' } : { value: undefined };
  if (rule.min && text.length < rule.min) return { reason: 'TOO_SHORT', params: { min: rule.min } };
  if (rule.max && text.length > rule.max) return { reason: 'TOO_LONG', params: { max: rule.max } };
  if (rule.type === 'email' && !isEmailAddress(text)) return { reason: 'EMAIL_INVALID' };
  if (rule.type === 'phone') {
    const mobile = normaliseIndianMobile(text);
    return mobile ? { value: mobile } : { reason: 'MOBILE_INVALID' };
  }
  if (rule.type === 'choice' && !rule.choices!.includes(text))
    return { reason: 'NOT_ONE_OF', params: { options: rule.choices!.join(', ') } };
  return { value: text };
}

/** A field's value to store (undefined when left empty), or why it is refused. */
function checkField(rule: FieldRule, raw: unknown): { value: unknown } | Refusal {
  if (rule.type !== 'checkbox') return checkText(rule, raw);
  const on = truthy(raw);
  return rule.required && !on ? { reason: 'TERMS_REQUIRED' } : { value: on };
}

/** A refused field as a zod issue whose message is its field code (a value outside a list names the list). */
function refusalIssue(field: string, refusal: Refusal, rule: FieldRule | undefined, input: unknown) {
  const path = [field];
  if (refusal.reason === 'NOT_ONE_OF' && rule?.choices)
    return { code: 'invalid_value' as const, path, message: refusal.reason, values: [...rule.choices], input };
  return { code: 'custom' as const, path, message: refusal.reason, params: refusal.params, input };
}

/**
 * A form's zod schema, built from its field rules: the forms API checks a submission with it
 * (checkForm) and the web page checks the same form with it as people type (lib/form.ts). Its
 * value holds the form's own fields only, an empty optional field left out; each refused field
 * has one issue.
 */
export function formSchema(form: FormDefinition) {
  return z.record(z.string(), z.unknown()).transform((data, ctx) => {
    const values: Record<string, unknown> = {};
    const refused = new Set<string>();
    for (const [field, rule] of Object.entries(form.fields)) {
      const checked = checkField(rule, data[field]);
      if ('reason' in checked) {
        refused.add(field);
        ctx.addIssue(refusalIssue(field, checked, rule, data[field]));
      } else if (checked.value !== undefined) values[field] = checked.value;
    }
    // Rules across fields see the accepted values; a field already refused is not named twice.
    for (const e of form.check?.(values, data) ?? [])
      if (!refused.has(e.field)) {
        refused.add(e.field);
        ctx.addIssue(refusalIssue(e.field, e, form.fields[e.field], data[e.field]));
      }
    return refused.size ? z.NEVER : values;
  });
}

/** The form service's code for a refused field: a missing or empty required one, or the kind of value it wanted. */
function serviceCode(reason: FieldErrorCode, raw: unknown): FormFieldErrorCode {
  if (reason === 'REQUIRED' || reason === 'TERMS_REQUIRED' || reason === 'DELETION_DATA_REQUIRED')
    return raw === undefined ? 'REQUIRED_FIELD_MISSING' : 'REQUIRED_FIELD_EMPTY';
  if (reason === 'EMAIL_INVALID') return 'TYPE_EMAIL';
  if (reason === 'MOBILE_INVALID') return 'TYPE_NUMERIC';
  return 'TYPE_TEXT';
}

const schemas = new WeakMap<FormDefinition, ReturnType<typeof formSchema>>();

/**
 * Checks a submission against its form's schema: the values to store (only the form's own
 * fields, trimmed, checkboxes as booleans, phones as +91 numbers) or the errors, one per field.
 */
export function checkForm(
  form: FormDefinition,
  data: Record<string, unknown>,
): { values: Record<string, unknown> } | { errors: FormFieldError[] } {
  let schema = schemas.get(form);
  if (!schema) schemas.set(form, (schema = formSchema(form)));
  const parsed = schema.safeParse(data);
  if (parsed.success) return { values: parsed.data };
  const errors: FormFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors.some((x) => x.field === field)) continue;
    const { code, params } = fieldErrorFromIssue(issue as never);
    const reason = code as FieldErrorCode;
    errors.push(formFieldError(field, serviceCode(reason, data[field]), reason, params));
  }
  return { errors };
}

/** The newsletter's, the contact page's and the owner call-back forms' schemas, as the forms API checks them. */
export const newsletterFormSchema = namedFields(FORMS.newsletter!, ['email']);
export const contactFormSchema = namedFields(FORMS.contact!, ['name', 'email', 'address', 'subject', 'message']);
export const ownerOnboardingFormSchema = namedFields(FORMS['owner-onboarding']!, [
  'full_name',
  'phone',
  'email',
  'address',
  'message',
  'source',
  'terms_agreement',
]);
export const postPropertyFormSchema = namedFields(FORMS['post-property']!, [
  'full_name',
  'email',
  'phone',
  'property_type',
  'property_location',
  'property_size',
  'budget_range',
  'listing_type',
  'property_description',
  'terms_agreement',
  'enquiry',
]);

/** A form's schema, typed with its field names (for a page to address its fields by name). */
function namedFields<K extends string>(form: FormDefinition, _names: readonly K[]) {
  type Values = Partial<Record<K, unknown>>;
  return formSchema(form) as unknown as z.ZodType<Values, Values>;
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
