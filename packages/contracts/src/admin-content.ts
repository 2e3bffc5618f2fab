// Back office: editing the blog (posts, categories, tags) and the policy pages.
import { z } from 'zod';
import { TRANSLATION_LOCALES, blogPostSchema, publicPageSchema } from './content.ts';
import { indiaLocalDateTime } from './field-rules.ts';

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const POST_STATUSES = ['draft', 'published'] as const;

/** Text PostgreSQL can store (a NUL byte would fail the query), trimmed; empty is REQUIRED, not TOO_SHORT. */
const text = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(Math.min(min, 1), { message: 'REQUIRED', abort: true })
    .min(min)
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'CHARACTER_NOT_ALLOWED');
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
export const slugSchema = z.string().trim().min(1).max(120).regex(SLUG_PATTERN, 'SLUG_FORMAT');
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => u === '' || u.startsWith('/') || /^https:\/\/\S+$/.test(u), 'IMAGE_URL_INVALID')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const id = () => z.number().int().min(1).max(2147483647);

const postFields = {
  title: text(200, 3),
  /** Made from the title when not given (and kept when the title changes later, so links stay). */
  slug: slugSchema.optional(),
  excerpt: optionalText(500),
  content: text(200_000, 1),
  cover_image_url: imageUrl,
  author_name: optionalText(120),
  category_id: id().nullable().optional(),
  tag_ids: z.array(id()).max(20).optional(),
  status: z.enum(POST_STATUSES),
  /** When it shows (a future time schedules it); set to now when published without one. */
  published_at: z.iso.datetime({ offset: true }).nullable().optional(),
};
export const blogPostCreateSchema = z.object({ ...postFields, status: postFields.status.default('draft') });
export const blogPostUpdateSchema = z.object(postFields).partial();
/** The post editor's form: the publish time as typed in India; the page sends it on as an instant. */
export const blogPostFormSchema = blogPostCreateSchema.extend({ published_at: indiaLocalDateTime.optional() });
export type BlogPostCreate = z.infer<typeof blogPostCreateSchema>;
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

export const adminBlogPostSchema = blogPostSchema.extend({ status: z.enum(POST_STATUSES), created_at: z.string() });
export const adminBlogPostListSchema = z.object({
  items: z.array(adminBlogPostSchema.omit({ content: true })),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});

export const blogCategoryCreateSchema = z.object({
  name: text(80, 2),
  slug: slugSchema.optional(),
  description: optionalText(500),
});
export const blogCategoryUpdateSchema = blogCategoryCreateSchema.partial();
export const blogTagCreateSchema = z.object({ name: text(60, 2), slug: slugSchema.optional() });
export const blogTagUpdateSchema = blogTagCreateSchema.partial();
export const adminBlogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  posts: z.number(),
});
export const adminBlogTagSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), posts: z.number() });

/** A page's version in another language (decision 030): written and published on its own. */
export const adminPageTranslationSchema = z.object({
  locale: z.enum(TRANSLATION_LOCALES),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPageTranslation = z.infer<typeof adminPageTranslationSchema>;
/** A page as the back office sees it: the English original, published or not, and its translations. */
export const adminPageSchema = publicPageSchema.extend({
  is_published: z.boolean(),
  translations: z.array(adminPageTranslationSchema),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const pageUpdateSchema = z.object({
  title: text(200, 3),
  summary: optionalText(1000),
  content: text(200_000, 1),
  is_published: z.boolean().default(true),
});

/** The page editor's form: a box left unticked is a hidden page (a form sends nothing for it). */
export const pageFormSchema = pageUpdateSchema.extend({ is_published: z.boolean().default(false) });

/** A URL slug from a title: lowercase ASCII letters and digits joined by single hyphens. */
export function slugify(title: string, max = 80): string {
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, max).replace(/-+$/, '');
}
