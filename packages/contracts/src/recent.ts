import { z } from 'zod';
import { propertySchema } from './property.ts';

// Recently viewed (issue 35 §5): the last listings a person opened, on the account and the home
// page ("Continue where you left off"); kept on the server for signed-in people and in the
// browser for visitors, merged in at sign-in.

/** Listings kept per person. */
export const RECENT_MAX = 20;

const ids = z.array(z.number().int().positive().max(2147483647)).min(1).max(RECENT_MAX);

/** Listings viewed, newest first: the browser's list, merged in at sign-in. */
export const recentInputSchema = z.object({ property_ids: ids });

/** A visitor's list from their browser, as `ids=3,1,2` (newest first). */
export const recentQuerySchema = z.object({
  ids: z
    .string()
    .max(400)
    .transform((v) => v.split(',').map(Number))
    .pipe(ids),
});

export const recentListSchema = z.object({ items: z.array(propertySchema) });
export type RecentList = z.output<typeof recentListSchema>;
