// SQL for public pages (the policies) and editable site content blocks, each in English (the
// original) and, where one was written, in Hindi (decision 030).
import type { ContentLocale, SiteFigures, TranslationLocale } from '@aangan/contracts';
import type { Database, Queryable, Row, ViaJson } from '@aangan/db';

export type PageRow = Pick<
  Row<'pages'>,
  'unique_name' | 'title' | 'summary' | 'content' | 'created_at' | 'updated_at'
> & {
  /** The language of title, summary and content. */
  locale: ContentLocale;
};
/** A translation as TRANSLATIONS lists it (inside JSON). */
export type TranslationRow = ViaJson<
  Pick<
    Row<'page_translations'>,
    'locale' | 'title' | 'summary' | 'content' | 'is_published' | 'created_at' | 'updated_at'
  >
>;
export type AdminPageRow = PageRow & Pick<Row<'pages'>, 'is_published'> & { translations: TranslationRow[] };
/** A page's translation in the language asked for: t_title is null when it has no published one (then all are). */
type Translated = {
  [K in 'summary' | 'content' | 'created_at' | 'updated_at' as `t_${K}`]: Row<'page_translations'>[K];
} & { t_title: Row<'page_translations'>['title'] | null };
export interface PageFields {
  title: string;
  summary: string | null;
  content: string;
  is_published: boolean;
}
type Audit = (q: Queryable, before: unknown, after: unknown) => Promise<void>;

const COLUMNS = 'unique_name, title, summary, content, created_at, updated_at';
// A page's translations as a JSON list, for the back office's one query.
const TRANSLATIONS = `coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'title', t.title, 'summary', t.summary, 'content', t.content,
  'is_published', t.is_published, 'created_at', t.created_at, 'updated_at', t.updated_at) ORDER BY t.locale)
  FROM page_translations t WHERE t.page_id = pages.id), '[]') AS translations`;

export function createPageRepository(database: Database) {
  return {
    published: (names: string[], locale: ContentLocale = 'en-IN') => published(database, names, locale),
    all: () => all(database),
    save: (name: string, p: PageFields, audit: Audit) => save(database, name, p, audit),
    saveTranslation: (name: string, locale: TranslationLocale, p: PageFields, audit: Audit) =>
      saveTranslation(database, name, locale, p, audit),
    figures: () => figures(database),
    content: (key: string, locale: ContentLocale = 'en-IN') => content(database, key, locale),
  };
}

/**
 * Published pages among the names, in one query, each in `locale` where it has a published
 * version in it and in English otherwise (the row's `locale` says which). Unknown and
 * unpublished names are simply absent: an unpublished English page hides its translations too.
 */
async function published(database: Database, names: string[], locale: ContentLocale = 'en-IN'): Promise<PageRow[]> {
  if (!names.length) return [];
  const r = await database.query<Omit<PageRow, 'locale'> & Translated>(
    `SELECT p.unique_name, p.title, p.summary, p.content, p.created_at, p.updated_at,
                t.title AS t_title, t.summary AS t_summary, t.content AS t_content, t.created_at AS t_created_at, t.updated_at AS t_updated_at
           FROM pages p LEFT JOIN page_translations t ON t.page_id = p.id AND t.locale = $2 AND t.is_published
          WHERE p.unique_name = ANY($1::text[]) AND p.is_published`,
    [names, locale],
  );
  return r.rows.map((row) =>
    row.t_title === null
      ? {
          unique_name: row.unique_name,
          title: row.title,
          summary: row.summary,
          content: row.content,
          created_at: row.created_at,
          updated_at: row.updated_at,
          locale: 'en-IN',
        }
      : {
          unique_name: row.unique_name,
          title: row.t_title,
          summary: row.t_summary,
          content: row.t_content,
          created_at: row.t_created_at,
          updated_at: row.t_updated_at,
          locale,
        },
  );
}

/** Every page, published or not, with its translations, for the back office. */
async function all(database: Database): Promise<AdminPageRow[]> {
  const r = await database.query<Omit<AdminPageRow, 'locale'>>(
    `SELECT ${COLUMNS}, is_published, ${TRANSLATIONS} FROM pages ORDER BY unique_name`,
  );
  return r.rows.map((row) => ({ ...row, locale: 'en-IN' }));
}

/** Writes a page's English original (created when new), bumping updated_at; `audit` runs in the same transaction. */
async function save(
  database: Database,
  name: string,
  p: PageFields,
  audit: Audit,
): Promise<{ row: AdminPageRow; created: boolean }> {
  return database.transaction(async (tx) => {
    const before = (
      await tx.query<Pick<Row<'pages'>, 'title' | 'is_published' | 'updated_at'>>(
        'SELECT title, is_published, updated_at FROM pages WHERE unique_name = $1 FOR UPDATE',
        [name],
      )
    ).rows[0];
    const r = await tx.query<Pick<Row<'pages'>, 'title' | 'is_published' | 'content'>>(
      `INSERT INTO pages (unique_name, title, summary, content, is_published) VALUES ($1, $2, $3, $4, $5)
          ON CONFLICT (unique_name) DO UPDATE SET title = excluded.title, summary = excluded.summary, content = excluded.content,
            is_published = excluded.is_published, updated_at = greatest(now(), pages.updated_at + interval '1 millisecond')
          RETURNING title, is_published, content`,
      [name, p.title, p.summary, p.content, p.is_published],
    );
    const row = r.rows[0]!;
    // The trail keeps what changed in outline; the text itself is in the page.
    await audit(tx, before ? { title: before.title, is_published: before.is_published } : null, {
      title: row.title,
      is_published: row.is_published,
      length: row.content.length,
    });
    return { row: (await adminPage(tx, name))!, created: !before };
  });
}

/**
 * Writes a page's version in another language (created when new), bumping its updated_at;
 * `audit` runs in the same transaction. Undefined when there is no English page to translate.
 */
async function saveTranslation(
  database: Database,
  name: string,
  locale: TranslationLocale,
  p: PageFields,
  audit: Audit,
): Promise<{ row: AdminPageRow; created: boolean } | undefined> {
  return database.transaction(async (tx) => {
    const page = (
      await tx.query<Pick<Row<'pages'>, 'id'>>('SELECT id FROM pages WHERE unique_name = $1 FOR UPDATE', [name])
    ).rows[0];
    if (!page) return undefined;
    const before = (
      await tx.query<Pick<Row<'page_translations'>, 'title' | 'is_published'>>(
        'SELECT title, is_published FROM page_translations WHERE page_id = $1 AND locale = $2',
        [page.id, locale],
      )
    ).rows[0];
    const r = await tx.query<Pick<Row<'page_translations'>, 'title' | 'is_published' | 'content'>>(
      `INSERT INTO page_translations (page_id, locale, title, summary, content, is_published) VALUES ($1, $2, $3, $4, $5, $6)
          ON CONFLICT (page_id, locale) DO UPDATE SET title = excluded.title, summary = excluded.summary, content = excluded.content,
            is_published = excluded.is_published, updated_at = greatest(now(), page_translations.updated_at + interval '1 millisecond')
          RETURNING title, is_published, content`,
      [page.id, locale, p.title, p.summary, p.content, p.is_published],
    );
    const row = r.rows[0]!;
    await audit(tx, before ? { locale, title: before.title, is_published: before.is_published } : null, {
      locale,
      title: row.title,
      is_published: row.is_published,
      length: row.content.length,
    });
    return { row: (await adminPage(tx, name))!, created: !before };
  });
}

/** The site's figures, counted from the listings and projects as they are now. */
async function figures(database: Database): Promise<SiteFigures> {
  const r = await database.query<SiteFigures>(`SELECT
          (SELECT count(*)::int FROM properties WHERE status = 'active') AS live_listings,
          (SELECT count(*)::int FROM properties WHERE status = 'active' AND verified_at > now() - interval '30 days' AND verified_at <= now()) AS verified_last_30_days,
          (SELECT count(DISTINCT lower(trim(locality)))::int FROM properties WHERE status = 'active' AND trim(locality) <> '') AS localities,
          (SELECT count(*)::int FROM projects WHERE is_published) AS projects`);
  return r.rows[0]!;
}

/** A content block in `locale` where it has a version in it, else in English; undefined when there is none. */
async function content(
  database: Database,
  key: string,
  locale: ContentLocale = 'en-IN',
): Promise<{ data: unknown; locale: ContentLocale } | undefined> {
  const r = await database.query<
    Pick<Row<'content_blocks'>, 'data'> & { translated: Row<'content_block_translations'>['data'] | null }
  >(
    `SELECT b.data, t.data AS translated
          FROM content_blocks b LEFT JOIN content_block_translations t ON t.key = b.key AND t.locale = $2 WHERE b.key = $1`,
    [key, locale],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return row.translated === null ? { data: row.data, locale: 'en-IN' } : { data: row.translated, locale };
}

async function adminPage(q: Queryable, name: string): Promise<AdminPageRow | undefined> {
  const r = await q.query<Omit<AdminPageRow, 'locale'>>(
    `SELECT ${COLUMNS}, is_published, ${TRANSLATIONS} FROM pages WHERE unique_name = $1`,
    [name],
  );
  return r.rows[0] && { ...r.rows[0], locale: 'en-IN' };
}

export type PageRepository = ReturnType<typeof createPageRepository>;
