import { z } from 'zod';
import { PURPOSES } from './constants.ts';
import { propertySchema } from './property.ts';

// Likes (swipes) and site visits.

export const swipeInputSchema = z.object({
  property_id: z.number().int().min(1).max(2147483647),
  is_liked: z.boolean(),
});

export const swipeSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  is_liked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What a like changes, for every list showing the card: its flag and its count. */
export const swipeResultSchema = z.object({
  swipe: swipeSchema.nullable(),
  property_id: z.number(),
  liked: z.boolean(),
  like_count: z.number(),
});

export const swipeStatsSchema = z.object({
  liked: z.number(),
  disliked: z.number(),
  total: z.number(),
  by_purpose: z.record(z.enum(PURPOSES), z.object({ liked: z.number(), disliked: z.number() })),
});

export const VISIT_STATUSES = ['requested', 'confirmed', 'rescheduled', 'completed', 'cancelled', 'no_show'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** States in which a visit is still going to happen. */
export const OPEN_VISIT_STATUSES = ['requested', 'confirmed', 'rescheduled'] as const satisfies readonly VisitStatus[];
/** Visits are booked at least this far ahead, and at most this many days ahead. */
export const VISIT_MIN_LEAD_MINUTES = 60;
export const VISIT_MAX_DAYS_AHEAD = 90;
export const VISIT_TIME_ZONE = 'Asia/Kolkata' as const;
/** Visits are booked as slots of this length, from the start of the listing's visiting hours. */
export const VISIT_SLOT_MINUTES = 30;
/** How many days ahead, today included, the listing page offers slots. */
export const VISIT_SLOT_DAYS = 14;
/** Every day of the week (0 Sunday … 6 Saturday): a listing's visiting days unless its advertiser chose. */
export const VISIT_DAYS_ALL = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The free visit slots of a listing, day by day in India's time: `date` is the Indian calendar
 * day (YYYY-MM-DD), `weekday` its day of the week (0 Sunday), each slot's `at` the instant to book
 * and `time` its clock time in India (HH:MM). A day the listing takes no visits, or whose slots are
 * all taken or past, has no slots.
 */
export const visitSlotsSchema = z.object({
  time_zone: z.literal(VISIT_TIME_ZONE),
  slot_minutes: z.number(),
  start_hour: z.number(),
  end_hour: z.number(),
  visit_days: z.array(z.number()),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.number(),
      slots: z.array(z.object({ at: z.string(), time: z.string() })),
    }),
  ),
});
export type VisitSlots = z.infer<typeof visitSlotsSchema>;

export const VISIT_MESSAGES = {
  dateRequired: 'VISIT_DATE_REQUIRED',
  scheduled: 'Visit scheduled successfully',
} as const;

const when = z
  .string({ error: VISIT_MESSAGES.dateRequired })
  .trim()
  .min(1, VISIT_MESSAGES.dateRequired)
  // An instant with its offset: a bare local time would be read in the server's zone, not the visitor's.
  .pipe(
    z.iso.datetime({
      offset: true,
      local: false,
      error: 'VISIT_TIME_ZONE',
    }),
  );
const requirements = z.string().trim().max(1000).nullable().optional();

export const visitCreateSchema = z.object({
  property_id: z.number().int().min(1).max(2147483647),
  scheduled_date: when,
  special_requirements: requirements,
});
export const visitUpdateSchema = z.object({ special_requirements: requirements });
/** A date-and-time box's value (2026-12-01T11:00) read in India's time; any other text as it is. */
export const indiaLocalInstant = (local: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;

/**
 * The visit form on a listing's page: the date and time typed in India's time, then the rule the
 * API checks (visitCreateSchema), and the visitor's requirements.
 */
export const visitFormSchema = z.object({
  scheduled_date: z
    .string({ error: VISIT_MESSAGES.dateRequired })
    .trim()
    .min(1, VISIT_MESSAGES.dateRequired)
    .transform(indiaLocalInstant)
    .pipe(when),
  special_requirements: requirements,
});

export const visitRescheduleSchema = z.object({
  scheduled_date: when,
  reason: z.string().trim().max(500).nullable().optional(),
});
export const visitCancelSchema = z.object({
  reason: z.string().trim().max(500).nullable().optional(),
});

export const visitEventSchema = z.object({
  from_status: z.enum(VISIT_STATUSES).nullable(),
  to_status: z.enum(VISIT_STATUSES),
  scheduled_date: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

export const visitSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  property: propertySchema
    .pick({ id: true, title: true, locality: true, city: true, main_image_url: true, purpose: true })
    .nullable(),
  scheduled_date: z.string(),
  status: z.enum(VISIT_STATUSES),
  special_requirements: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  agent: z.object({ id: z.number(), full_name: z.string(), phone: z.string() }).nullable(),
  history: z.array(visitEventSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitListSchema = z.object({ visits: z.array(visitSchema), total: z.number() });
