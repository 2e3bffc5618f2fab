// Editing the blog (admin): posts in any status, categories and tags. Readers' routes stay in
// routes.ts and keep hiding drafts and scheduled posts. Every change is audited.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PAGE_SIZE,
  POST_STATUSES,
  adminBlogCategorySchema,
  adminBlogPostListSchema,
  adminBlogPostSchema,
  adminBlogTagSchema,
  blogCategoryCreateSchema,
  blogCategoryUpdateSchema,
  blogPostCreateSchema,
  blogPostUpdateSchema,
  blogTagCreateSchema,
  blogTagUpdateSchema,
  idParamsSchema,
} from '@aangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, fieldError, errorAnswers } from '../../../shared/errors.ts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import { iso } from '../../../shared/dates.ts';
import {
  ContentConflict,
  type AdminPostRow,
  type Audit,
  type BlogAdminRepository,
  type PostValues,
} from './admin-repository.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
const query = z.object({
  status: z.preprocess(blank, z.enum(POST_STATUSES).optional()),
  q: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(100)
      .refine((s) => !s.includes('\u0000'), 'CHARACTER_NOT_ALLOWED')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
});
const denied = errorAnswers(401, 403, 404, 409, 422);

function toAdminPost(r: AdminPostRow) {
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
    status: r.status as 'draft' | 'published',
    created_at: iso(r.created_at),
    content: r.content ?? '',
  };
}

/** A refused slug or reference as a field error; a unique index losing a race as the same 409. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ContentConflict) throw fieldError(['body', err.field], err.code, err.params);
    if ((err as { code?: string }).code === '23505') throw fieldError(['body', 'slug'], 'SLUG_TAKEN');
    throw err;
  }
}

type Id = { Params: z.infer<typeof idParamsSchema> };

export function blogAdminRoutes(blog: BlogAdminRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/blog/posts', { config: ADMIN, schema: postsSchema }, (req) => listPosts(blog, req));
    app.get('/admin/blog/posts/:id', { config: ADMIN, schema: postSchema }, (req) => onePost(blog, req));
    app.post('/admin/blog/posts', { config: ADMIN, schema: createPostSchema }, (req, reply) =>
      createPost(blog, req, reply),
    );
    app.put('/admin/blog/posts/:id', { config: ADMIN, schema: updatePostSchema }, (req) => updatePost(blog, req));
    app.delete('/admin/blog/posts/:id', { config: ADMIN, schema: removePostSchema }, (req, reply) =>
      removePost(blog, req, reply),
    );
    for (const t of TERMS) {
      const schemas = termSchemas(t);
      app.get(`/admin/blog/${t.path}`, { config: ADMIN, schema: schemas.list }, async () => ({
        items: await blog.terms(t.kind),
      }));
      app.post(`/admin/blog/${t.path}`, { config: ADMIN, schema: schemas.create }, (req, reply) =>
        createTerm(blog, t, req, reply),
      );
      app.put(`/admin/blog/${t.path}/:id`, { config: ADMIN, schema: schemas.update }, (req) =>
        updateTerm(blog, t, req),
      );
      app.delete(`/admin/blog/${t.path}/:id`, { config: ADMIN, schema: schemas.remove }, (req, reply) =>
        removeTerm(blog, t, req, reply),
      );
    }
  };
}

/** The audit entry of a change, in the change's transaction. */
const audit =
  (req: FastifyRequest, action: string, entity: string, id: number | null): Audit =>
  (tx, before, after) =>
    recordAudit(tx, auditOf(req, action, entity, id ?? (after as { id?: number } | null)?.id ?? null, before, after));

const postsSchema = {
  tags: ['blog'],
  summary: 'Every post, drafts and scheduled ones too, newest first (admin)',
  querystring: query,
  response: { 200: adminBlogPostListSchema, ...denied },
};

async function listPosts(blog: BlogAdminRepository, req: FastifyRequest<{ Querystring: z.infer<typeof query> }>) {
  const q = req.query;
  const { rows, total } = await blog.posts({
    status: q.status,
    q: q.q,
    ...rowsOf(q),
  });
  const items = rows.map((r) => {
    const { content: _text, ...summary } = toAdminPost(r);
    return summary;
  });
  return pageOf(q, total, items);
}

const postSchema = {
  tags: ['blog'],
  summary: 'One post in any status, with its text (admin)',
  params: idParamsSchema,
  response: { 200: adminBlogPostSchema, ...denied },
};

async function onePost(blog: BlogAdminRepository, req: FastifyRequest<Id>) {
  const row = await blog.post(req.params.id);
  if (!row) throw new HttpError('POST_NOT_FOUND');
  return toAdminPost(row);
}

const createPostSchema = {
  tags: ['blog'],
  summary: 'Write a post (a draft unless status is published); the slug is made from the title when not given (admin)',
  body: blogPostCreateSchema,
  response: { 201: adminBlogPostSchema, ...denied },
};

async function createPost(
  blog: BlogAdminRepository,
  req: FastifyRequest<{ Body: z.infer<typeof blogPostCreateSchema> }>,
  reply: FastifyReply,
) {
  const { tag_ids, ...values } = req.body;
  const row = await saving(() =>
    blog.createPost(
      values as PostValues & { title: string },
      tag_ids,
      audit(req, 'blog_post.create', 'blog_post', null),
    ),
  );
  return reply.code(201).send(toAdminPost(row));
}

const updatePostSchema = {
  tags: ['blog'],
  summary: 'Change a post (only the fields sent; tag_ids replaces the tags) (admin)',
  params: idParamsSchema,
  body: blogPostUpdateSchema,
  response: { 200: adminBlogPostSchema, ...denied },
};

async function updatePost(
  blog: BlogAdminRepository,
  req: FastifyRequest<Id & { Body: z.infer<typeof blogPostUpdateSchema> }>,
) {
  const { tag_ids, ...rest } = req.body;
  const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as PostValues;
  const row = await saving(() =>
    blog.updatePost(req.params.id, values, tag_ids, audit(req, 'blog_post.update', 'blog_post', req.params.id)),
  );
  if (!row) throw new HttpError('POST_NOT_FOUND');
  return toAdminPost(row);
}

const removePostSchema = {
  tags: ['blog'],
  summary: 'Delete a post (admin)',
  params: idParamsSchema,
  response: { 204: z.null(), ...denied },
};

async function removePost(blog: BlogAdminRepository, req: FastifyRequest<Id>, reply: FastifyReply) {
  if (!(await blog.removePost(req.params.id, audit(req, 'blog_post.delete', 'blog_post', req.params.id))))
    throw new HttpError('POST_NOT_FOUND');
  return reply.code(204).send(null);
}

/** Categories and tags: the same four routes each. */
const TERMS = [
  {
    kind: 'category' as const,
    path: 'categories',
    label: 'Category',
    notFound: 'CATEGORY_NOT_FOUND' as const,
    schema: adminBlogCategorySchema,
    create: blogCategoryCreateSchema,
    update: blogCategoryUpdateSchema,
  },
  {
    kind: 'tag' as const,
    path: 'tags',
    label: 'Tag',
    notFound: 'TAG_NOT_FOUND' as const,
    schema: adminBlogTagSchema,
    create: blogTagCreateSchema,
    update: blogTagUpdateSchema,
  },
];
type Term = (typeof TERMS)[number];
type TermBody = z.infer<Term['create']> | z.infer<Term['update']>;

function termSchemas(t: Term) {
  return {
    list: {
      tags: ['blog'],
      summary: `${t.label === 'Tag' ? 'Tags' : 'Categories'} with how many posts (any status) use each (admin)`,
      response: { 200: z.object({ items: z.array(t.schema) }), ...denied },
    },
    create: {
      tags: ['blog'],
      summary: `Add a ${t.kind}; the slug is made from the name when not given (admin)`,
      body: t.create,
      response: { 201: t.schema, ...denied },
    },
    update: {
      tags: ['blog'],
      summary: `Change a ${t.kind} (admin)`,
      params: idParamsSchema,
      body: t.update,
      response: { 200: t.schema, ...denied },
    },
    remove: {
      tags: ['blog'],
      summary: `Delete a ${t.kind}; its posts stay (admin)`,
      params: idParamsSchema,
      response: { 204: z.null(), ...denied },
    },
  };
}

const oneTerm = async (blog: BlogAdminRepository, t: Term, id: number) =>
  (await blog.terms(t.kind)).find((x) => x.id === id)!;

async function createTerm(
  blog: BlogAdminRepository,
  t: Term,
  req: FastifyRequest<{ Body: TermBody }>,
  reply: FastifyReply,
) {
  const id = await saving(() =>
    blog.saveTerm(t.kind, null, req.body, audit(req, `blog_${t.kind}.create`, `blog_${t.kind}`, null)),
  );
  return reply.code(201).send(await oneTerm(blog, t, id!));
}

async function updateTerm(blog: BlogAdminRepository, t: Term, req: FastifyRequest<Id & { Body: TermBody }>) {
  const changes = Object.fromEntries(
    Object.entries(req.body as Record<string, unknown>).filter(([, v]) => v !== undefined),
  );
  const id = await saving(() =>
    blog.saveTerm(t.kind, req.params.id, changes, audit(req, `blog_${t.kind}.update`, `blog_${t.kind}`, req.params.id)),
  );
  if (id === null) throw new HttpError(t.notFound);
  return oneTerm(blog, t, id);
}

async function removeTerm(blog: BlogAdminRepository, t: Term, req: FastifyRequest<Id>, reply: FastifyReply) {
  if (
    !(await blog.removeTerm(
      t.kind,
      req.params.id,
      audit(req, `blog_${t.kind}.delete`, `blog_${t.kind}`, req.params.id),
    ))
  )
    throw new HttpError(t.notFound);
  return reply.code(204).send(null);
}
