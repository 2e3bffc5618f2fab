// Blog, public pages (policies) and editable site content (spec sections 3, 5, 7 and 9).
import { z } from 'zod';

export const BLOG_MAX_PAGE_SIZE = 50;
export const POLICY_SUMMARY_LIMIT = 200;
export const MAX_BATCH_PAGES = 50;

/** The fixed policy catalogue: fallback title and description when the server gives nothing. */
export const POLICY_CATALOGUE = [
  { uniqueName: 'terms-of-service', fallbackTitle: 'Terms of Service', description: 'The rules for using Aangan: accounts, listings, visits and what we and you may expect of each other.' },
  { uniqueName: 'privacy-policy', fallbackTitle: 'Privacy Policy', description: 'What personal data we collect, why, how long we keep it and how to reach us about it.' },
  { uniqueName: 'content-guidelines', fallbackTitle: 'Content Guidelines', description: 'What a listing, photo, tour or review may contain, and what gets it taken down.' },
  { uniqueName: 'content-takedown-policy', fallbackTitle: 'Content Takedown Policy', description: 'How to ask us to remove content and how we handle such requests.' },
  { uniqueName: 'grievance-redressal-mechanism', fallbackTitle: 'Grievance Redressal Mechanism', description: 'How to raise a complaint, who handles it and how soon you hear back.' },
] as const;
export type PolicyName = (typeof POLICY_CATALOGUE)[number]['uniqueName'];

export const blogCategorySchema = z.object({
  id: z.number(), slug: z.string(), name: z.string(), description: z.string().nullable(), count: z.number(),
});
export const blogTagSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number() });

export const blogPostSummarySchema = z.object({
  id: z.number(), slug: z.string(), title: z.string(), excerpt: z.string().nullable(),
  cover_image_url: z.string().nullable(), thumbnail_url: z.string().nullable(),
  author_name: z.string().nullable(), published_at: z.string().nullable(), updated_at: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export const blogPostListSchema = z.object({
  items: z.array(blogPostSummarySchema), page: z.number(), limit: z.number(), total: z.number(), total_pages: z.number(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogTag = z.infer<typeof blogTagSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const publicPageSchema = z.object({
  unique_name: z.string(), title: z.string(), summary: z.string().nullable(), content: z.string(),
  created_at: z.string(), updated_at: z.string().nullable(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;
/** GET /pages/{uniqueName}/public answers the page wrapped in `page` (the spec's client also reads `data`). */
export const publicPageResponseSchema = z.object({ page: publicPageSchema });
/** POST /pages/public/batch: each asked name maps to its page or to the error met fetching it. */
export const pageBatchResponseSchema = z.object({
  pages: z.record(z.string(), z.object({ page: publicPageSchema.optional(), error: z.string().optional() })),
});
export type PageBatchResponse = z.infer<typeof pageBatchResponseSchema>;

/** Editable site content (FAQ, testimonials, counters, team, service areas). */
export const CONTENT_KEYS = ['faq', 'testimonials', 'counters', 'counter_variants', 'team', 'service_areas'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export interface FaqItem { id: number; btnText: string; bodyText: string }
export interface Testimonial { image: string; name: string; designation: string; desc: string }
export interface Counter { icon: string; number: number; suffix: string; text: string }
export interface TeamMember { name: string; role: string; bio: string }
export interface ContentData {
  faq: FaqItem[]; testimonials: Testimonial[]; counters: Counter[]; counter_variants: Counter[];
  team: TeamMember[]; service_areas: string[];
}
/** GET /content/{key}: the block as stored (its shape per key is ContentData[key]). */
export const contentResponseSchema = z.object({ key: z.enum(CONTENT_KEYS), data: z.unknown() });
export type ContentResponse<K extends ContentKey = ContentKey> = { key: K; data: ContentData[K] };

/**
 * The spec's title slug for /blog/{title-slug}: the title lowercased with whitespace runs turned
 * into hyphens, then URL-encoded.
 */
export function titleSlug(title: string): string {
  return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
}

/** Where a blog post lives: its own slug when it has one, else the title slug. */
export function blogPostPath(post: { slug?: string | null; title: string }): string {
  return `/blog/${post.slug ? encodeURIComponent(post.slug) : titleSlug(post.title)}`;
}

/**
 * The policy card summary (spec section 5): strip markdown (code spans, images, link markup,
 * emphasis and heading characters), take the first non-empty line, cut to 197 characters plus
 * '...' when over 200.
 */
export function policySummary(markdown: string, limit = POLICY_SUMMARY_LIMIT): string {
  let plain = markdown
    .replace(/`([^`]*)`/g, '$1')
    // An image is stripped whole: its alt text ("Aangan logo") is no summary.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s*/gm, '')
    .replace(/^\s*(?:>\s?|[-*+]\s+)/gm, '');
  // Only delimiters around text are emphasis: "user_email" and "5 * 3" keep theirs. Nested
  // emphasis (**a *b* c**) takes a second pass.
  for (let i = 0; i < 3; i++) {
    const before = plain;
    plain = plain
      .replace(/(\*{1,3}|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(?<![\p{L}\p{N}_])(_{1,3})(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}_])/gu, '$2');
    if (plain === before) break;
  }
  const line = plain.split('\n').map((l) => l.trim()).find((l) => l.length > 0) ?? '';
  return line.length > limit ? `${line.slice(0, limit - 3)}...` : line;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/** Spec: markdown links are kept for http, https, irc, ircs, mailto, xmpp or relative URLs; others are blanked. */
export function safeLinkUrl(url: string): string {
  const trimmed = url.trim();
  // Control characters and whitespace inside a scheme are how "java\tscript:" slips past checks
  // (browsers drop them before reading the scheme).
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return trimmed; // relative
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) ? trimmed : '';
}
