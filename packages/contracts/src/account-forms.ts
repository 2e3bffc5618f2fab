import { z } from 'zod';
import { BUDGET_ORDER, LOCALITIES_MAX, LOCALITY_LENGTH_MAX, budgetInOrder, preferencesFields } from './account.ts';
import { enquiryMessageCreateSchema, enquiryStatusSchema, phoneShareAdvertiserSchema } from './contact.ts';
import { VISIT_MESSAGES, visitCancelSchema, visitRescheduleSchema } from './engagement.ts';
import { idParamsSchema } from './errors.ts';
import { emailAddress, priceAmount } from './field-rules.ts';
import { DELETION_REASONS, DELETION_SUBJECT, DELETION_TYPES, FORMS } from './forms.ts';
import { listingMoveSchema } from './listing.ts';
import { ALERT_FREQUENCIES } from './saved-searches.ts';
import { DIGEST_KINDS } from './notifications.ts';
import { shortlistInputSchema } from './shortlists.ts';

// The forms of the account pages, made of the rules the API checks their bodies with (decision
// 036): the web validates with these in the browser and again in the action, then sends the API
// the body it checks once more. What only a form has is added here: the record a form is about
// (a hidden id), a budget typed with commas, localities in one box, a visit's time in India's.

/** The record a form acts on, from its hidden box. */
const recordId = idParamsSchema.shape.id;

/** A budget as people type it, in whole rupees grouped by commas or spaces (5,00,000); empty is none. */
const typedBudget = z
  .string()
  .trim()
  .transform((v) => Number(v.replace(/[,\s]/g, '')))
  .pipe(priceAmount)
  .optional();

/** Localities in one box, separated by commas; each is one of the preferences' localities. */
const typedLocalities = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length <= LOCALITIES_MAX, { message: 'TOO_MANY', params: { max: LOCALITIES_MAX } })
  .refine((list) => list.every((x) => x.length <= LOCALITY_LENGTH_MAX), {
    message: 'TOO_LONG',
    params: { max: LOCALITY_LENGTH_MAX },
  });

/** The preferences form: ticked boxes, two budget boxes and the localities, by the preferences' rules. */
export const preferencesFormSchema = z
  .object({
    purposes: preferencesFields.purposes,
    property_types: preferencesFields.property_types,
    bhk: preferencesFields.bhk,
    budget_min: typedBudget,
    budget_max: typedBudget,
    localities: typedLocalities,
  })
  .refine(budgetInOrder, { ...BUDGET_ORDER, when: () => true });

/**
 * A visit's new time as a datetime-local box gives it (2026-12-01T16:00), read as India's time
 * by the action; the API then checks the instant with its offset.
 */
const localVisitTime = z
  .string({ error: VISIT_MESSAGES.dateRequired })
  .trim()
  .min(1, VISIT_MESSAGES.dateRequired)
  .pipe(z.iso.datetime({ local: true, error: 'VISIT_TIME_INVALID' }));

export const visitRescheduleFormSchema = visitRescheduleSchema.extend({
  visit_id: recordId,
  scheduled_date: localVisitTime,
});
export const visitCancelFormSchema = visitCancelSchema.extend({ visit_id: recordId });

export const enquiryReplyFormSchema = enquiryMessageCreateSchema.extend({ enquiry_id: recordId });
export const enquiryStatusFormSchema = enquiryStatusSchema.extend({ enquiry_id: recordId });
export const phoneWithdrawFormSchema = phoneShareAdvertiserSchema;

export const listingMoveFormSchema = listingMoveSchema.extend({ listing_id: recordId });

/** A saved search's buttons on the account page: open it, delete it, or change how often its alerts come. */
export const savedSearchFormSchema = z.object({ saved_search_id: recordId });
export const savedSearchAlertsFormSchema = savedSearchFormSchema.extend({ frequency: z.enum(ALERT_FREQUENCIES) });
export const listingDeleteFormSchema = z.object({ listing_id: recordId });
const projectSlug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'SLUG_FORMAT');
/** A new shortlist, with the listing or project being added to it when it was made for one. */
export const shortlistCreateFormSchema = shortlistInputSchema.extend({
  property_id: recordId.optional(),
  project_slug: projectSlug.optional(),
});
/** A listing or a project added to one of the person's shortlists. */
export const shortlistAddFormSchema = z.object({
  shortlist_id: recordId,
  property_id: recordId.optional(),
  project_slug: projectSlug.optional(),
});
/** A notification opened (marked read, then its page) from the account's list. */
export const notificationOpenFormSchema = z.object({ notification_id: recordId });
/** The digest kinds ticked: those come by e-mail, the rest are turned off. */
export const digestFormSchema = z.object({
  digest_on: z
    .union([z.enum(DIGEST_KINDS), z.array(z.enum(DIGEST_KINDS))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

const deletion = FORMS['deletion-request']!.fields;
/** One value of a list of choices; none chosen is REQUIRED, as the forms API says it. */
const choiceOf = <T extends readonly { value: string }[]>(list: T) =>
  z.enum(list.map((x) => x.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]], {
    error: (issue) => (issue.input === undefined ? 'REQUIRED' : undefined),
  });

/**
 * The account deletion request, by the rules the forms API checks it with: a reason and a kind of
 * data from their lists, the e-mail on the account, and a message, which "specific data" needs
 * to say which data.
 */
export const deletionRequestFormSchema = z
  .object({
    deletion_reason: choiceOf(DELETION_REASONS),
    request_type: choiceOf(DELETION_TYPES),
    user_email: z.string().trim().min(1).max(deletion.user_email!.max!).pipe(emailAddress),
    message: z.string().trim().max(deletion.message!.max!).optional(),
    subject: z.literal(DELETION_SUBJECT).optional(),
    deletion_type: choiceOf(DELETION_TYPES).optional(),
  })
  .refine((v) => v.request_type !== 'specific' || !!v.message, {
    message: 'DELETION_DATA_REQUIRED',
    path: ['message'],
    when: (p) => (p.value as { request_type?: string }).request_type === 'specific',
  });
