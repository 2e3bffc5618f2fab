// Back office: deletion requests (the /delete-account form) verified and carried out.
import { z } from 'zod';
import { DELETION_TYPES, formNoteSchema } from './forms.ts';

/**
 * Timelines from the Grievance Redressal Mechanism (section 4, a personal data request under the
 * DPDP Act): acknowledged within 24 hours (also the reply the request form promises), resolved within
 * 15 days.
 */
export const DELETION_ACKNOWLEDGE_HOURS = 24;
export const DELETION_RESOLVE_DAYS = 15;

/** How the requester was shown to be the account holder (the privacy policy verifies by OTP). */
export const VERIFY_METHODS = ['otp', 'email_reply', 'phone_call', 'in_person', 'document'] as const;

/** What a "Specific Data" request can erase, one item at a time; the account itself stays. */
export const ERASABLE_FIELDS = [
  'email',
  'date_of_birth',
  'profile_image',
  'address',
  'location',
  'preferences',
  'swipes',
  'visit_notes',
  'enquiries',
  'newsletter',
] as const;
export type ErasableField = (typeof ERASABLE_FIELDS)[number];

const types = DELETION_TYPES.map((t) => t.value) as [string, ...string[]];

export const deletionRequestSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  request_type: z.enum(types),
  deletion_reason: z.string().nullable(),
  message: z.string().nullable(),
  status: z.string(),
  /** new (not verified yet), verified, done */
  stage: z.enum(['new', 'verified', 'done']),
  created_at: z.string(),
  acknowledge_by: z.string(),
  resolve_by: z.string(),
  overdue: z.boolean(),
  /** The account using this e-mail address, if any (the one verified, once verified). */
  user: z
    .object({ id: z.number(), full_name: z.string(), phone: z.string(), role: z.string(), listings: z.number() })
    .nullable(),
  verification: z
    .object({
      method: z.enum(VERIFY_METHODS),
      note: z.string().nullable(),
      by: z.number().nullable(),
      at: z.string(),
      user_id: z.number().nullable(),
    })
    .nullable(),
  execution: z
    .object({ at: z.string(), by: z.number().nullable(), result: z.record(z.string(), z.unknown()) })
    .nullable(),
  notes: z.array(formNoteSchema),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
export const deletionRequestListSchema = z.object({
  items: z.array(deletionRequestSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});

export const deletionVerifySchema = z.object({
  method: z.enum(VERIFY_METHODS),
  note: z.string().trim().max(1000).nullable().optional(),
});
export const deletionExecuteSchema = z.object({
  fields: z.array(z.enum(ERASABLE_FIELDS)).min(1).max(ERASABLE_FIELDS.length).optional(),
});
