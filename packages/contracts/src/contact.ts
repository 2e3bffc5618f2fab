import { z } from 'zod';

// Contact by consent: revealing an advertiser's number, enquiries to one advertiser and their
// threads, the advertiser's lead inbox, and reports of listings. Messages name the field so a
// form can show each next to its box.

export const ENQUIRY_WANTS = ['visit', 'price', 'availability', 'other'] as const;
export type EnquiryWant = (typeof ENQUIRY_WANTS)[number];
export const ENQUIRY_STATUSES = ['new', 'replied', 'visit_booked', 'closed', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** A thread in these states takes no more messages. */
export const CLOSED_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['closed', 'spam'];
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 1000;

/** The bounds of an enquiry's text, as the parameters of its field code. */
export const MESSAGE_LENGTH = { min: ENQUIRY_MESSAGE_MIN, max: ENQUIRY_MESSAGE_MAX } as const;
// No text at all is REQUIRED (MESSAGE_LENGTH needs its bounds, which only the refinement has).
const messageText = z
  .string()
  .trim()
  .refine((v) => v.length >= ENQUIRY_MESSAGE_MIN && v.length <= ENQUIRY_MESSAGE_MAX, {
    message: 'MESSAGE_LENGTH',
    params: MESSAGE_LENGTH,
  });

export const enquiryCreateSchema = z.object({
  message: messageText,
  want: z.enum(ENQUIRY_WANTS, { error: 'WANT_REQUIRED' }),
  /** Off unless the seeker ticks it: the advertiser then sees their number on this thread. */
  share_phone: z.boolean().default(false),
});
export type EnquiryCreate = z.input<typeof enquiryCreateSchema>;

export const enquiryMessageCreateSchema = z.object({ body: messageText });

export const enquiryStatusSchema = z.object({
  status: z.enum(['replied', 'visit_booked', 'closed', 'spam']),
});

export const enquiryMessageSchema = z.object({
  id: z.number(),
  /** Which side wrote it: the seeker, or the advertiser (the Aangan team for an inbox without one). */
  from: z.enum(['seeker', 'advertiser']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const enquirySchema = z.object({
  id: z.number(),
  /** The caller's side of the thread. */
  role: z.enum(['seeker', 'advertiser', 'admin']),
  status: z.enum(ENQUIRY_STATUSES),
  want: z.enum(ENQUIRY_WANTS),
  subject: z.object({
    kind: z.enum(['property', 'project']),
    id: z.number(),
    /** The project's slug; null for a listing. */
    slug: z.string().nullable(),
    title: z.string(),
    locality: z.string().nullable(),
  }),
  seeker: z.object({
    name: z.string(),
    /** The whole number while the seeker shares it with this advertiser, masked otherwise. */
    phone: z.string(),
    phone_shared: z.boolean(),
  }),
  advertiser: z.object({ name: z.string(), team: z.boolean() }),
  unread: z.number(),
  last_message: z.string(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryMessage = z.infer<typeof enquiryMessageSchema>;

export const enquiryThreadSchema = z.object({ enquiry: enquirySchema, messages: z.array(enquiryMessageSchema) });
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;
export const enquiryListSchema = z.object({ items: z.array(enquirySchema), total: z.number(), unread: z.number() });
export type EnquiryList = z.infer<typeof enquiryListSchema>;

export const leadQuerySchema = z.object({
  property_id: z.coerce.number().int().min(1).max(2147483647).optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  /** Admins: the Aangan team's inbox (project enquiries whose builder has no account). */
  inbox: z.enum(['mine', 'team']).default('mine'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** Whom a seeker shares their number with: `user-<id>`, or `team` for the Aangan team. */
export const phoneShareAdvertiserSchema = z.object({
  advertiser: z.string().regex(/^(user-\d{1,10}|team)$/, 'INVALID'),
});

export const phoneShareSchema = z.object({
  /** `user-<id>`, or `team` for the Aangan team. */
  advertiser: z.string(),
  name: z.string(),
  subjects: z.array(z.string()),
  shared_at: z.string(),
});
export const phoneShareListSchema = z.object({ items: z.array(phoneShareSchema) });
export type PhoneShare = z.infer<typeof phoneShareSchema>;

export const contactRevealSchema = z.object({ phone: z.string(), name: z.string().nullable() });
export const revealListSchema = z.object({
  items: z.array(z.object({ name: z.string(), revealed_at: z.string() })),
  total: z.number(),
});

/** `+91 98100 10020`: an Indian mobile number as people write it (anything else as it came). */
export function formatPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** `+91 98••• ••004`: enough to recognise a number, not to call it. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '').slice(-10);
  if (d.length < 10) return '••••••••••';
  return `+91 ${d.slice(0, 2)}••• ••${d.slice(7)}`;
}

export const REPORT_REASONS = [
  'unavailable',
  'wrong_price',
  'wrong_photos',
  'broker_as_owner',
  'fake',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportCreateSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'REPORT_REASON_REQUIRED' }),
    details: z.string().trim().max(1000).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'DETAILS_REQUIRED' });
  });
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportResolveSchema = z
  .object({
    action: z.enum(['dismiss', 'act']),
    reason: z.string().trim().max(1000).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'act' && (!v.reason || v.reason.length < 5))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'REASON_REQUIRED', params: { min: 5 } });
  });

export const reportedListingSchema = z.object({
  property_id: z.number(),
  title: z.string(),
  status: z.string(),
  paused_reason: z.string().nullable(),
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Distinct accounts with open reports, and their weighted sum (what the threshold compares). */
  open_reports: z.number(),
  weight: z.number(),
  by_reason: z.record(z.string(), z.number()),
  reports: z.array(
    z.object({
      id: z.number(),
      reason: z.enum(REPORT_REASONS, { error: 'REPORT_REASON_REQUIRED' }),
      details: z.string().nullable(),
      reporter: z.string(),
      reporter_id: z.number(),
      reporter_weight: z.number(),
      created_at: z.string(),
    }),
  ),
  first_reported_at: z.string(),
});
export const reportedListSchema = z.object({ items: z.array(reportedListingSchema), threshold: z.number() });
export type ReportedListing = z.infer<typeof reportedListingSchema>;

export const spamSeekerListSchema = z.object({
  items: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      phone: z.string(),
      spam_marks: z.number(),
      enquiries: z.number(),
      last_marked_at: z.string(),
    }),
  ),
});
