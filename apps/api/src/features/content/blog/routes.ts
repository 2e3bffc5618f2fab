// Blog reads: posts with filters and paging, one post by id, slug or title
// slug, categories and tags with counts of published posts. Public and cacheable for 5 minutes.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  blogCategorySchema,
  blogPostListSchema,
  blogPostSchema,
  blogTagSchema,
  errorSchema,
  type BlogPostSummary,
} from '@aangan/contracts';
import { HttpError } from '../../../shared/errors.ts';
import { iso } from '../../../shared/dates.ts';
import type { BlogRepository, PostRow } from './repository.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

const blank = (v: unknown) => (v === '' ? undefined : v);
/** Text PostgreSQL can hold: a NUL byte would fail the query (a 500) instead of matching nothing. */
const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), `${name} contains a character that is not allowed`);
const slugOrId = (name: string) => z.preprocess(blank, text(name, 100).optional());
const query = z.object({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE)),
  category: slugOrId('category'),
  tag: slugOrId('tag'),
  search: z.preprocess(blank, text('search', 100).optional()),
});
const identifier = z.object({ identifier: text('identifier', 300).min(1) });

function toSummary(r: PostRow): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    cover_image_url: r.cover_image_url,
    thumbnail_url: r.cover_image_url,
    author_name: r.author_name,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
    category: r.category,
    tags: r.tags,
  };
}

type Identifier = { Params: z.infer<typeof identifier> };

export function blogRoutes(blog: BlogRepository): FastifyPluginAsyncZod {
  return async (app) => {
    // Successful reads may be kept by browsers and shared caches; errors are not.
    app.addHook('onSend', async (req, reply) => {
      if (req.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
    });
    const open = access('public');
    app.get('/blog/posts', { config: open, schema: postsSchema }, (req) => listPosts(blog, req));
    app.get('/blog/posts/:identifier', { config: open, schema: postSchema }, (req) => onePost(blog, req));
    app.get('/blog/categories', { config: open, schema: categoriesSchema }, async () => ({
      items: await blog.categories(),
    }));
    app.get('/blog/categories/:identifier', { config: open, schema: categorySchema }, (req) => oneCategory(blog, req));
    app.get('/blog/tags', { config: open, schema: tagsSchema }, async () => ({ items: await blog.tags() }));
    app.get('/blog/tags/:identifier', { config: open, schema: tagSchema }, (req) => oneTag(blog, req));
  };
}

const postsSchema = {
  tags: ['blog'],
  summary: 'Published posts, newest first; filter by category or tag (slug or id) and search title, excerpt and text',
  querystring: query,
  response: { 200: blogPostListSchema, 422: errorSchema },
};

async function listPosts(blog: BlogRepository, req: FastifyRequest<{ Querystring: z.infer<typeof query> }>) {
  const q = req.query;
  const { rows, total } = await blog.posts({
    category: q.category,
    tag: q.tag,
    search: q.search,
    ...rowsOf(q),
  });
  return pageOf(q, total, rows.map(toSummary));
}

const postSchema = {
  tags: ['blog'],
  summary: 'One published post by id, slug or title slug (the title lowercased, whitespace runs as hyphens)',
  params: identifier,
  response: { 200: blogPostSchema, 404: errorSchema, 422: errorSchema },
};

async function onePost(blog: BlogRepository, req: FastifyRequest<Identifier>) {
  const row = await blog.post(req.params.identifier);
  if (!row) throw new HttpError('POST_NOT_FOUND');
  return { ...toSummary(row), content: row.content ?? '' };
}

const categoriesSchema = {
  tags: ['blog'],
  summary: 'Categories by name, each with its count of published posts',
  response: { 200: z.object({ items: z.array(blogCategorySchema) }) },
};

const categorySchema = {
  tags: ['blog'],
  summary: 'One category by id or slug',
  params: identifier,
  response: { 200: blogCategorySchema, 404: errorSchema, 422: errorSchema },
};

async function oneCategory(blog: BlogRepository, req: FastifyRequest<Identifier>) {
  const [row] = await blog.categories(req.params.identifier);
  if (!row) throw new HttpError('CATEGORY_NOT_FOUND');
  return row;
}

const tagsSchema = {
  tags: ['blog'],
  summary: 'Tags by name, each with its count of published posts',
  response: { 200: z.object({ items: z.array(blogTagSchema) }) },
};

const tagSchema = {
  tags: ['blog'],
  summary: 'One tag by id or slug',
  params: identifier,
  response: { 200: blogTagSchema, 404: errorSchema, 422: errorSchema },
};

async function oneTag(blog: BlogRepository, req: FastifyRequest<Identifier>) {
  const [row] = await blog.tags(req.params.identifier);
  if (!row) throw new HttpError('TAG_NOT_FOUND');
  return row;
}
