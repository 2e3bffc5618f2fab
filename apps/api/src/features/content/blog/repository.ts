// SQL for the blog. Readers see published posts whose publication time has come; drafts and
// scheduled posts stay hidden everywhere, counts included.
import type { Database, Row } from '@aangan/db';

/** Which posts readers see (blog and sitemap). `a` is the table alias. */
export const isVisiblePost = (a = 'p') => `${a}.status = 'published' AND ${a}.published_at <= now()`;
const VISIBLE = isVisiblePost();

export const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.cover_image_url, p.author_name, p.published_at, p.updated_at,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) END AS category,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name) ORDER BY t.name, t.id)
    FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]'::json) AS tags`;

/** A post's title slug before URL-encoding (contracts titleSlug): trimmed, whitespace runs to hyphens, lowercased. */
const TITLE_SLUG = `lower(regexp_replace(regexp_replace(p.title, '^\\s+|\\s+$', '', 'g'), '\\s+', '-', 'g'))`;

/** A category or tag as a post names it. */
export type Named = Pick<Row<'blog_tags'>, 'id' | 'slug' | 'name'>;
/** A post as SUMMARY_COLUMNS selects it (the whole post adds its content). */
export type PostRow = Pick<
  Row<'blog_posts'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'cover_image_url' | 'author_name' | 'published_at' | 'updated_at'
> &
  Partial<Pick<Row<'blog_posts'>, 'content'>> & {
    category: Named | null;
    tags: Named[];
  };
/** A category with how many visible posts it has. */
export type CategoryRow = Pick<Row<'blog_categories'>, 'id' | 'slug' | 'name' | 'description'> & { count: number };
export type TagRow = Named & { count: number };
export interface PostQuery {
  category?: string;
  tag?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** A slug or a numeric id: the id when it can be one (an int4), so a huge number is no database error. */
export function idOf(identifier: string): number | null {
  return /^\d{1,10}$/.test(identifier) && Number(identifier) <= 2147483647 ? Number(identifier) : null;
}
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function createBlogRepository(db: Database) {
  return {
    posts: (q: PostQuery) => posts(db, q),
    post: (identifier: string) => post(db, identifier),
    categories: (identifier?: string) => categories(db, identifier),
    tags: (identifier?: string) => tags(db, identifier),
  };
}

const categoryCount = `(SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id AND ${VISIBLE})`;
const tagCount = `(SELECT count(*)::int FROM blog_post_tags pt JOIN blog_posts p ON p.id = pt.post_id WHERE pt.tag_id = t.id AND ${VISIBLE})`;

async function posts(db: Database, q: PostQuery): Promise<{ rows: PostRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [VISIBLE];
  if (q.category !== undefined)
    where.push(
      `p.category_id IN (SELECT id FROM blog_categories WHERE slug = ${p(q.category)} OR id = ${p(idOf(q.category))})`,
    );
  if (q.tag !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
          WHERE pt.post_id = p.id AND (t.slug = ${p(q.tag)} OR t.id = ${p(idOf(q.tag))}))`);
  }
  if (q.search) {
    const s = p(likePattern(q.search));
    where.push(`(p.title ILIKE ${s} OR p.excerpt ILIKE ${s} OR p.content ILIKE ${s})`);
  }
  const w = where.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<PostRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id
          WHERE ${w} ORDER BY p.published_at DESC, p.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts p WHERE ${w}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** One post by id, slug or title slug; an exact id, then an exact slug, wins over a title that happens to match. */
async function post(db: Database, identifier: string): Promise<PostRow | null> {
  const r = await db.query<PostRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.content FROM blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id
        WHERE ${VISIBLE} AND (p.id = $2 OR p.slug = $1 OR ${TITLE_SLUG} = $1)
        ORDER BY (p.id = $2) IS TRUE DESC, (p.slug = $1) DESC, p.published_at DESC, p.id DESC LIMIT 1`,
    [identifier, idOf(identifier)],
  );
  return r.rows[0] ?? null;
}

async function categories(db: Database, identifier?: string): Promise<CategoryRow[]> {
  const where = identifier === undefined ? '' : 'WHERE c.slug = $1 OR c.id = $2';
  const r = await db.query<CategoryRow>(
    `SELECT c.id, c.slug, c.name, c.description, ${categoryCount} AS count
        FROM blog_categories c ${where} ORDER BY c.name, c.id`,
    identifier === undefined ? [] : [identifier, idOf(identifier)],
  );
  return r.rows;
}

async function tags(db: Database, identifier?: string): Promise<TagRow[]> {
  const where = identifier === undefined ? '' : 'WHERE t.slug = $1 OR t.id = $2';
  const r = await db.query<TagRow>(
    `SELECT t.id, t.slug, t.name, ${tagCount} AS count
        FROM blog_tags t ${where} ORDER BY t.name, t.id`,
    identifier === undefined ? [] : [identifier, idOf(identifier)],
  );
  return r.rows;
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
