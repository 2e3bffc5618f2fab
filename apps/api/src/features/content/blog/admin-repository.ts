// SQL for editing the blog: posts in any status, categories and tags. Slugs are unique; one made
// from a title gets -2, -3, ... when taken. Each write runs in a transaction with its audit entry.
import type { Database, Queryable, Row } from '@aangan/db';
import { slugify, type AnyErrorCode, type ErrorParams } from '@aangan/contracts';
import { SUMMARY_COLUMNS, type PostRow } from './repository.ts';

export type AdminPostRow = PostRow & Pick<Row<'blog_posts'>, 'status' | 'created_at'>;
/** A category with how many posts (any status) it has. */
export type CategoryAdminRow = Pick<Row<'blog_categories'>, 'id' | 'slug' | 'name' | 'description'> & { posts: number };
export type TagAdminRow = Pick<Row<'blog_tags'>, 'id' | 'slug' | 'name'> & { posts: number };
export type Audit = (q: Queryable, before: unknown, after: unknown) => Promise<void>;
export type PostValues = Partial<
  Record<
    | 'slug'
    | 'title'
    | 'excerpt'
    | 'content'
    | 'cover_image_url'
    | 'author_name'
    | 'category_id'
    | 'status'
    | 'published_at',
    unknown
  >
>;

/** A slug or a name was refused: which field, and why. */
export class ContentConflict extends Error {
  readonly field: string;
  readonly code: AnyErrorCode;
  readonly params: ErrorParams | undefined;
  constructor(field: string, code: AnyErrorCode, params?: ErrorParams) {
    super(code);
    this.field = field;
    this.code = code;
    this.params = params;
  }
}

const POST_SELECT = `SELECT ${SUMMARY_COLUMNS}, p.status, p.created_at, p.content FROM blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id`;
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The first free slug of base, base-2, base-3, ... in a table. */
async function freeSlug(q: Queryable, table: string, base: string, exceptId: number | null): Promise<string> {
  const root = base || 'post';
  const taken = new Set(
    (
      await q.query<Pick<Row<'blog_posts'>, 'slug'>>(
        `SELECT slug FROM ${table} WHERE (slug = $1 OR slug LIKE $2) AND id IS DISTINCT FROM $3`,
        [root, `${root}-%`, exceptId],
      )
    ).rows.map((r) => r.slug),
  );
  for (let i = 1; ; i++) {
    const s = i === 1 ? root : `${root}-${i}`;
    if (!taken.has(s)) return s;
  }
}

async function slugTaken(q: Queryable, table: string, slug: string, exceptId: number | null): Promise<boolean> {
  return (
    (await q.query(`SELECT 1 FROM ${table} WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, exceptId])).rows.length >
    0
  );
}

export function createBlogAdminRepository(db: Database) {
  return {
    posts: (f: PostFilter) => posts(db, f),
    post: (id: number) => post(db, id),
    createPost: (v: PostValues & { title: string }, tagIds: number[] | undefined, audit: Audit) =>
      createPost(db, v, tagIds, audit),
    updatePost: (id: number, v: PostValues, tagIds: number[] | undefined, audit: Audit) =>
      updatePost(db, id, v, tagIds, audit),
    removePost: (id: number, audit: Audit) => removePost(db, id, audit),
    terms: (kind: TermKind) => terms(db, kind),
    saveTerm: (kind: TermKind, id: number | null, v: TermValues, audit: Audit) => saveTerm(db, kind, id, v, audit),
    removeTerm: (kind: TermKind, id: number, audit: Audit) => removeTerm(db, kind, id, audit),
  };
}

type PostFilter = { status?: string; q?: string; limit: number; offset: number };
type TermKind = 'category' | 'tag';
type TermValues = { name?: string; slug?: string; description?: string | null };

const post = async (q: Queryable, id: number) =>
  (await q.query<AdminPostRow>(`${POST_SELECT} WHERE p.id = $1`, [id])).rows[0] ?? null;

/** Checks the category and tags exist; a conflict names the field. */
async function checkRefs(q: Queryable, categoryId: unknown, tagIds: number[] | undefined) {
  if (
    typeof categoryId === 'number' &&
    !(await q.query('SELECT 1 FROM blog_categories WHERE id = $1', [categoryId])).rows.length
  ) {
    throw new ContentConflict('category_id', 'CATEGORY_UNKNOWN', { id: categoryId });
  }
  if (tagIds?.length) {
    const found = new Set(
      (
        await q.query<Pick<Row<'blog_tags'>, 'id'>>('SELECT id FROM blog_tags WHERE id = ANY($1::int[])', [tagIds])
      ).rows.map((r) => r.id),
    );
    const missing = tagIds.filter((t) => !found.has(t));
    if (missing.length) throw new ContentConflict('tag_ids', 'TAG_UNKNOWN', { ids: missing.join(', ') });
  }
}

async function setTags(q: Queryable, postId: number, tagIds: number[] | undefined) {
  if (tagIds === undefined) return;
  await q.query('DELETE FROM blog_post_tags WHERE post_id = $1', [postId]);
  if (tagIds.length)
    await q.query('INSERT INTO blog_post_tags (post_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      postId,
      [...new Set(tagIds)],
    ]);
}

/** Every post, drafts and scheduled ones too, newest first. */
async function posts(db: Database, f: PostFilter): Promise<{ rows: AdminPostRow[]; total: number }> {
  const where = `($1::text IS NULL OR p.status = $1) AND ($2::text IS NULL OR p.title ILIKE $2 OR p.slug ILIKE $2)`;
  const params = [f.status ?? null, f.q ? likePattern(f.q) : null];
  const [rows, count] = await Promise.all([
    db.query<AdminPostRow>(
      `${POST_SELECT} WHERE ${where} ORDER BY coalesce(p.published_at, p.created_at) DESC, p.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts p WHERE ${where}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

async function createPost(
  db: Database,
  v: PostValues & { title: string },
  tagIds: number[] | undefined,
  audit: Audit,
): Promise<AdminPostRow> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, v.category_id, tagIds);
    if (typeof v.slug === 'string' && (await slugTaken(tx, 'blog_posts', v.slug, null)))
      throw new ContentConflict('slug', 'SLUG_TAKEN');
    const values = { ...v, slug: v.slug ?? (await freeSlug(tx, 'blog_posts', slugify(v.title), null)) };
    if (values.status === 'published' && !values.published_at) values.published_at = new Date().toISOString();
    const cols = Object.keys(values);
    const r = await tx.query<Pick<Row<'blog_posts'>, 'id'>>(
      `INSERT INTO blog_posts (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      cols.map((k) => values[k as keyof PostValues] ?? null),
    );
    await setTags(tx, r.rows[0]!.id, tagIds);
    const row = (await post(tx, r.rows[0]!.id))!;
    await audit(tx, null, { id: row.id, title: row.title, slug: row.slug, status: row.status });
    return row;
  });
}

async function updatePost(
  db: Database,
  id: number,
  v: PostValues,
  tagIds: number[] | undefined,
  audit: Audit,
): Promise<AdminPostRow | null> {
  return db.transaction(async (tx) => {
    const before = await post(tx, id);
    if (!before) return null;
    await checkRefs(tx, v.category_id, tagIds);
    if (typeof v.slug === 'string' && (await slugTaken(tx, 'blog_posts', v.slug, id)))
      throw new ContentConflict('slug', 'SLUG_TAKEN');
    const values = { ...v };
    // Publishing a post that never had a date shows it from now.
    if (values.status === 'published' && values.published_at === undefined && !before.published_at)
      values.published_at = new Date().toISOString();
    const cols = Object.keys(values);
    await tx.query(
      `UPDATE blog_posts SET ${cols.map((c, i) => `${c} = $${i + 2}, `).join('')}updated_at = now() WHERE id = $1`,
      [id, ...cols.map((k) => values[k as keyof PostValues] ?? null)],
    );
    await setTags(tx, id, tagIds);
    const row = (await post(tx, id))!;
    await audit(
      tx,
      { title: before.title, slug: before.slug, status: before.status },
      { title: row.title, slug: row.slug, status: row.status },
    );
    return row;
  });
}

async function removePost(db: Database, id: number, audit: Audit): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query<Pick<Row<'blog_posts'>, 'title' | 'slug'>>(
      'DELETE FROM blog_posts WHERE id = $1 RETURNING title, slug',
      [id],
    );
    if (r.rows[0]) await audit(tx, r.rows[0], null);
    return r.rows.length > 0;
  });
}

/** Categories or tags with how many posts (any status) use each. */
async function terms(db: Database, kind: TermKind): Promise<(CategoryAdminRow | TagAdminRow)[]> {
  const sql =
    kind === 'category'
      ? 'SELECT c.id, c.slug, c.name, c.description, (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id) AS posts FROM blog_categories c ORDER BY c.name, c.id'
      : 'SELECT t.id, t.slug, t.name, (SELECT count(*)::int FROM blog_post_tags pt WHERE pt.tag_id = t.id) AS posts FROM blog_tags t ORDER BY t.name, t.id';
  return (await db.query<CategoryAdminRow | TagAdminRow>(sql)).rows;
}

/** Creates (id null) or changes a category or tag; null when there is no such one. */
async function saveTerm(db: Database, kind: TermKind, id: number | null, v: TermValues, audit: Audit) {
  const table = kind === 'category' ? 'blog_categories' : 'blog_tags';
  return db.transaction(async (tx) => {
    const before =
      id === null
        ? null
        : (await tx.query<Row<'blog_categories'> | Row<'blog_tags'>>(`SELECT * FROM ${table} WHERE id = $1`, [id]))
            .rows[0];
    if (id !== null && !before) return null;
    if (v.slug && (await slugTaken(tx, table, v.slug, id))) throw new ContentConflict('slug', 'SLUG_TAKEN');
    const values: Record<string, unknown> = { ...v };
    if (id === null && !values.slug) values.slug = await freeSlug(tx, table, slugify(v.name ?? '') || kind, null);
    const cols = Object.keys(values);
    const r =
      id === null
        ? await tx.query<Pick<Row<'blog_categories'> | Row<'blog_tags'>, 'id'>>(
            `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
            cols.map((k) => values[k] ?? null),
          )
        : await tx.query<Pick<Row<'blog_categories'> | Row<'blog_tags'>, 'id'>>(
            `UPDATE ${table} SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ') || 'id = id'} WHERE id = $1 RETURNING id`,
            [id, ...cols.map((k) => values[k] ?? null)],
          );
    const after = (
      await tx.query<Row<'blog_categories'> | Row<'blog_tags'>>(`SELECT * FROM ${table} WHERE id = $1`, [r.rows[0]!.id])
    ).rows[0]!;
    await audit(tx, before ?? null, after);
    return after.id as number;
  });
}

async function removeTerm(db: Database, kind: TermKind, id: number, audit: Audit): Promise<boolean> {
  const table = kind === 'category' ? 'blog_categories' : 'blog_tags';
  return db.transaction(async (tx) => {
    const r = await tx.query<Row<'blog_categories'> | Row<'blog_tags'>>(
      `DELETE FROM ${table} WHERE id = $1 RETURNING *`,
      [id],
    );
    if (r.rows[0]) await audit(tx, r.rows[0], null);
    return r.rows.length > 0;
  });
}
export type BlogAdminRepository = ReturnType<typeof createBlogAdminRepository>;
