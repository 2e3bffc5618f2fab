// The back office's moderation calls: automatic findings, the review queue, bulk
// decisions and the admin's view of every listing.
import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { myListingSchema, rejectionFields, rejectionRule } from './listing.ts';

export const FINDING_KINDS = [
  'duplicate_photo',
  'duplicate_place',
  'shared_phone',
  'price_outlier',
  'outside_gurugram',
  'no_photos',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export const FINDING_STATUSES = ['open', 'dismissed', 'merged'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** At most this many listings in one bulk decision. */
export const BULK_MAX = 100;

export const findingSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  property_title: z.string(),
  kind: z.enum(FINDING_KINDS),
  /** For people: 'Photo 2 matches photo 1 of listing #123 (distance 2 of 64)'. */
  message: z.string(),
  /** The facts behind the message (distances, prices, counts), by kind. */
  detail: z.record(z.string(), z.unknown()),
  related_property_id: z.number().nullable(),
  status: z.enum(FINDING_STATUSES),
  created_at: z.string(),
  resolved_by: z.number().nullable(),
  resolved_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type Finding = z.infer<typeof findingSchema>;
const page = { page: z.number(), limit: z.number(), total: z.number(), total_pages: z.number() };
export const findingListSchema = z.object({ items: z.array(findingSchema), ...page });

/** The body is optional: a call without one (null) dismisses without a note. */
export const findingDismissSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ note: z.string().trim().max(500).optional() }),
);
export const listingMergeSchema = z.object({
  into: z.number().int().min(1).max(2147483647),
});
export const listingTakeDownSchema = z.object({
  reason: z.string().trim().min(10, 'REASON_REQUIRED').max(1000),
  // A clause of the content takedown policy ('content-takedown-policy#3') or the rule in words.
  policy: z.string({ error: 'POLICY_REQUIRED' }).trim().min(3, 'POLICY_REQUIRED').max(200),
});

/** An admin's view of a listing: the owner's view plus who owns it, what it duplicates and open findings. */
export const adminListingSchema = myListingSchema.extend({
  owner_id: z.number().nullable(),
  duplicate_of: z.number().nullable(),
  open_findings: z.number(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingListSchema = z.object({
  properties: z.array(adminListingSchema),
  items: z.array(adminListingSchema),
  ...page,
});

export const BULK_ACTIONS = ['verify', 'reject'] as const;
export const bulkDecisionSchema = z
  .object({
    ids: z.array(z.number().int().min(1).max(2147483647)).min(1).max(BULK_MAX),
    action: z.enum(BULK_ACTIONS),
    ...rejectionFields,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject') rejectionRule(v, ctx);
  });
export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      ok: z.boolean(),
      status: z.string().optional(),
      /** Why this listing was not decided: the error code, and its English text. */
      code: z.enum(ERROR_CODES).optional(),
      error: z.string().optional(),
    }),
  ),
  succeeded: z.number(),
  failed: z.number(),
});

export const queueItemSchema = z.object({
  listing: adminListingSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  photos: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      phash: z.string().nullable(),
      position: z.number(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
  owner: z
    .object({
      id: z.number(),
      full_name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      role: z.string(),
      listings: z.object({
        total: z.number(),
        active: z.number(),
        pending_review: z.number(),
        rejected: z.number(),
        taken_down: z.number(),
      }),
    })
    .nullable(),
  /** Its audit-log rows, newest first. */
  history: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actor_id: z.number().nullable(),
      actor_name: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      created_at: z.string(),
    }),
  ),
  findings: z.array(findingSchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema), ...page });
