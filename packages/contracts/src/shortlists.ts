import { z } from 'zod';

// Shortlists shared with family (issue 35 §3, decision 057): a person keeps named lists of
// listings and projects, and invites others by a revocable link; members add and remove items,
// vote yes or no and comment, and everyone sees who voted what. Nobody outside a list can read it.

/** Lists one account may own; members one list may have (its owner included); items one list may hold. */
export const SHORTLISTS_MAX = 20;
export const SHORTLIST_MEMBERS_MAX = 10;
export const SHORTLIST_ITEMS_MAX = 100;
/** Comments one account may write a day, across its lists. */
export const SHORTLIST_COMMENTS_PER_DAY = 200;
export const SHORTLIST_NAME_MAX = 60;
export const SHORTLIST_COMMENT_MAX = 1000;

export const SHORTLIST_VOTES = ['yes', 'no'] as const;
export type ShortlistVote = (typeof SHORTLIST_VOTES)[number];

const name = z.string().trim().min(1).max(SHORTLIST_NAME_MAX);

export const shortlistInputSchema = z.object({ name });
export type ShortlistInput = z.output<typeof shortlistInputSchema>;

/** A listing (its id) or a project (its slug) to add. */
export const shortlistItemInputSchema = z.union([
  z.object({ property_id: z.number().int().positive().max(2147483647) }).strict(),
  z.object({ project_slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'SLUG_FORMAT') }).strict(),
]);
export type ShortlistItemInput = z.output<typeof shortlistItemInputSchema>;

/** A vote, or none (taking one's vote back). */
export const shortlistVoteInputSchema = z.object({ vote: z.enum(SHORTLIST_VOTES).nullable() });

export const shortlistCommentInputSchema = z.object({
  body: z.string().trim().min(1).max(SHORTLIST_COMMENT_MAX),
});

export const shortlistItemParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  item: z.coerce.number().int().min(1).max(2147483647),
});
export const shortlistMemberParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  member: z.coerce.number().int().min(1).max(2147483647),
});
export const shortlistTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

const person = z.object({ id: z.number().int(), name: z.string() });

export const shortlistSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's place in it. */
  role: z.enum(['owner', 'member']),
  owner: person,
  items: z.number().int(),
  members: z.number().int(),
  updated_at: z.string(),
});
export type ShortlistSummary = z.output<typeof shortlistSummarySchema>;

export const shortlistListSchema = z.object({
  items: z.array(shortlistSummarySchema),
  max: z.number().int(),
});

/** What an item shows: enough for a card, whichever kind it is. */
export const shortlistItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['property', 'project']),
  /** The listing's id or the project's slug, and the page to open. */
  ref: z.string(),
  link: z.string(),
  title: z.string(),
  /** Whole rupees: the rent a month, the sale price or the rate a night; a project's lowest price. */
  price: z.number().nullable(),
  purpose: z.string().nullable(),
  price_type: z.string().nullable(),
  bedrooms: z.number().nullable(),
  locality: z.string().nullable(),
  image: z.string().nullable(),
  /** A listing no longer live (rented, sold, paused…) still shows, marked. */
  live: z.boolean(),
  added_by: person.nullable(),
  added_at: z.string(),
  votes: z.array(person.extend({ vote: z.enum(SHORTLIST_VOTES) })),
  comments: z.array(
    z.object({ id: z.number().int(), author: person.nullable(), body: z.string(), created_at: z.string() }),
  ),
});
export type ShortlistItem = z.output<typeof shortlistItemSchema>;

export const shortlistSchema = shortlistSummarySchema.extend({
  members_list: z.array(person.extend({ role: z.enum(['owner', 'member']) })),
  /** The invite link's token: its owner only, null when there is no link. */
  invite_token: z.string().nullable(),
  entries: z.array(shortlistItemSchema),
});
export type Shortlist = z.output<typeof shortlistSchema>;

/** What an invite link is about, before joining. */
export const shortlistInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: person,
  members: z.number().int(),
  /** The caller is in it already. */
  joined: z.boolean(),
});
export type ShortlistInvite = z.output<typeof shortlistInviteSchema>;
