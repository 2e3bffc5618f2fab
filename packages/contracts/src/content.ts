// Blog, public pages (policies) and editable site content: what the public reads and the back
// office edits.
import { z } from 'zod';
import { anyErrorCodeSchema } from './errors.ts';
export * from './content-rules.ts';

export const blogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  count: z.number(),
});
export const blogTagSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number() });

export const blogPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  author_name: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogTag = z.infer<typeof blogTagSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/**
 * The languages editorial content (policies, site content blocks) is written in: English is the
 * original of each, Hindi a translation of it that may not exist yet (decision 030).
 */
export const CONTENT_LOCALES = ['en-IN', 'hi-IN'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** The languages a translation may be in (English is the original, never a translation). */
export const TRANSLATION_LOCALES = ['hi-IN'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
/**
 * `?locale=` of the public page and content routes: the language asked for. The answer is in it
 * when that version exists and says which language it is in (`locale`) either way.
 */
export const localeQuerySchema = z.object({ locale: z.enum(CONTENT_LOCALES).default('en-IN') });

export const publicPageSchema = z.object({
  unique_name: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** The language this answer is written in: the one asked for, or English when that has no version. */
  locale: z.enum(CONTENT_LOCALES),
});
export type PublicPage = z.infer<typeof publicPageSchema>;
/** GET /pages/{uniqueName}/public answers the page wrapped in `page`. */
export const publicPageResponseSchema = z.object({ page: publicPageSchema });
/** POST /pages/public/batch: each asked name maps to its page or to the error met fetching it. */
export const pageBatchResponseSchema = z.object({
  pages: z.record(
    z.string(),
    z.object({
      page: publicPageSchema.optional(),
      /** Why there is no page: the code's English text, and the code. */
      error: z.string().optional(),
      code: anyErrorCodeSchema.optional(),
    }),
  ),
});
export type PageBatchResponse = z.infer<typeof pageBatchResponseSchema>;

/** Editable site content (FAQ, testimonials, team, service areas). */
export const CONTENT_KEYS = ['faq', 'testimonials', 'team', 'service_areas'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export const faqItemSchema = z.object({ id: z.number(), btnText: z.string(), bodyText: z.string() });
export const testimonialSchema = z.object({
  image: z.string(),
  name: z.string(),
  designation: z.string(),
  desc: z.string(),
});
export const teamMemberSchema = z.object({ name: z.string(), role: z.string(), bio: z.string() });
/** The shape of each content block: the API answers its `data` as stored, so a reader checks it with these. */
export const contentDataSchemas = {
  faq: z.array(faqItemSchema),
  testimonials: z.array(testimonialSchema),
  team: z.array(teamMemberSchema),
  service_areas: z.array(z.string()),
} satisfies Record<ContentKey, z.ZodType>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type ContentData = { [K in ContentKey]: z.infer<(typeof contentDataSchemas)[K]> };
/** A content block's `data` as the API answers it, checked against its key's shape (throws when it does not fit). */
export function readContentBlock<K extends ContentKey>(key: K, data: unknown): ContentData[K] {
  const schemas: { [C in ContentKey]: z.ZodType<ContentData[C]> } = contentDataSchemas;
  return schemas[key].parse(data);
}
/**
 * GET /content/{key}: the block as stored (its shape per key is ContentData[key]), in the language
 * asked for when it has a version in it, else in English; `locale` says which.
 */
export const contentResponseSchema = z.object({
  key: z.enum(CONTENT_KEYS),
  locale: z.enum(CONTENT_LOCALES),
  data: z.unknown(),
});
export type ContentResponse<K extends ContentKey = ContentKey> = {
  key: K;
  locale: ContentLocale;
  data: ContentData[K];
};

/**
 * The site's figures, counted from its own data when asked (never typed in): what the home,
 * about and FAQ pages show as "Aangan in numbers".
 */
export const siteFiguresSchema = z.object({
  /** Listings in search now. */
  live_listings: z.number().int(),
  /** Of those, verified by the team in the last 30 days. */
  verified_last_30_days: z.number().int(),
  /** Distinct localities (sectors, neighbourhoods) with at least one live listing. */
  localities: z.number().int(),
  /** Published projects (a published project always shows its HRERA registration). */
  projects: z.number().int(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;
