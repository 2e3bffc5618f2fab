import { z } from 'zod';

// The notification centre (issue 35 §2, decision 056): what a signed-in person is told about in
// the app, behind the bell in the header. The words are written when it is shown, in the
// reader's language, from its kind and data; the database keeps no sentence.

export const NOTIFICATION_KINDS = [
  /** New listings for a saved search (with its alert). */
  'saved_search',
  /** A liked listing's price fell below every price of its last 30 days. */
  'price_drop',
  /** A liked listing was rented, sold or expired. */
  'listing_closed',
  /** The advertiser answered a "still available?" the person asked. */
  'availability_answer',
  /** A new message in one of the person's enquiry threads. */
  'enquiry_message',
  /** A site visit of theirs was requested, confirmed, moved or cancelled. */
  'visit_change',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that also come by e-mail, in one digest a day; each can be turned off. */
export const DIGEST_KINDS = ['price_drop', 'listing_closed', 'availability_answer'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** What a "still available?" question was answered with: available, or how the listing closed. */
export const AVAILABILITY_ANSWERS = ['available', 'rented', 'sold', 'expired'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Notifications on one page of the centre. */
export const NOTIFICATIONS_PAGE = 30;

/** The facts a notification's words are written from; which are there depends on its kind. */
export const notificationDataSchema = z
  .object({
    title: z.string().optional(),
    purpose: z.string().optional(),
    price_type: z.string().nullable().optional(),
    old_price: z.number().optional(),
    new_price: z.number().optional(),
    status: z.string().optional(),
    answer: z.enum(AVAILABILITY_ANSWERS).optional(),
    /** saved_search: its name and how many new listings. */
    name: z.string().optional(),
    count: z.number().int().optional(),
    /** enquiry_message: who wrote; visit_change: what happened and when. */
    from: z.string().optional(),
    change: z.string().optional(),
    at: z.string().optional(),
  })
  .loose();
export type NotificationData = z.output<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  property_id: z.number().int().nullable(),
  data: notificationDataSchema,
  /** The page it opens, without a language prefix. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** The id to pass as `before` for the next (older) page; null at the end. */
  next: z.number().int().nullable(),
});
export type NotificationList = z.output<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** Mark some read (their ids), or all of them. */
export const notificationReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationRead = z.output<typeof notificationReadSchema>;

/** Which digest kinds come by e-mail (the rest stay in the app). */
export const digestSettingsSchema = z.object({
  digest_off: z.array(z.enum(DIGEST_KINDS)).max(DIGEST_KINDS.length),
});
export type DigestSettings = z.output<typeof digestSettingsSchema>;

/** The answer to "still available?": asked of the advertiser now, or answered already by a recent confirmation. */
export const stillAvailableSchema = z.object({
  /** asked: the advertiser was asked (or had been, today); confirmed: confirmed recently, no need to ask. */
  state: z.enum(['asked', 'confirmed']),
  last_confirmed_at: z.string().nullable(),
});
export type StillAvailable = z.output<typeof stillAvailableSchema>;
