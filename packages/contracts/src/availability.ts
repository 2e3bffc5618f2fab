// One-click reconfirm links (decision 024): what a link is about, and the owner's answer.
import { z } from 'zod';
import { LISTING_STATUSES, PURPOSES } from './constants.ts';

/** 'available': still available (a fresh period); 'closed': rented or sold (out of search). */
export const RECONFIRM_ANSWERS = ['available', 'closed'] as const;
export type ReconfirmAnswer = (typeof RECONFIRM_ANSWERS)[number];

export const reconfirmAnswerSchema = z.object({
  answer: z.enum(RECONFIRM_ANSWERS),
});

/** The answer a link was already used for, and what it did. */
export const reconfirmAnsweredSchema = z.object({
  answer: z.enum(RECONFIRM_ANSWERS),
  /** The status the answer left the listing in: active, rented or sold. */
  outcome: z.enum(LISTING_STATUSES),
  at: z.string(),
});

/** GET /reconfirm/{token}: the listing a link is about, and whether it was used. */
export const reconfirmLinkSchema = z.object({
  listing_id: z.number(),
  title: z.string(),
  purpose: z.enum(PURPOSES),
  status: z.enum(LISTING_STATUSES),
  /** What 'closed' is called for this listing: rented (lettings) or sold (sales). */
  closes_as: z.enum(['rented', 'sold']),
  last_confirmed_at: z.string().nullable(),
  expires_at: z.string(),
  answered: reconfirmAnsweredSchema.nullable(),
});
export type ReconfirmLink = z.infer<typeof reconfirmLinkSchema>;

/** POST /reconfirm/{token}: what was done; `already` when the link had been used (nothing new done). */
export const reconfirmResultSchema = reconfirmAnsweredSchema.extend({
  listing_id: z.number(),
  already: z.boolean(),
  last_confirmed_at: z.string().nullable(),
});
export type ReconfirmResult = z.infer<typeof reconfirmResultSchema>;
