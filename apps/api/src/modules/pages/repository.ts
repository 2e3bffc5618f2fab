// SQL for public pages (the policies) and editable site content blocks.
import type { SiteFigures } from '@aangan/contracts';
import type { Database, Queryable } from '@aangan/db';

export interface PageRow {
  unique_name: string; title: string; summary: string | null; content: string; created_at: Date | string; updated_at: Date | string | null;
}
const COLUMNS = 'unique_name, title, summary, content, created_at, updated_at';

export function createPageRepository(database: Database) {
  return {
    /** Published pages among the names, in one query; unknown and unpublished names are simply absent. */
    async published(names: string[]): Promise<PageRow[]> {
      if (!names.length) return [];
      const r = await database.query<PageRow>(`SELECT ${COLUMNS} FROM pages WHERE unique_name = ANY($1::text[]) AND is_published`, [names]);
      return r.rows;
    },

    /** Every page, published or not, for the back office. */
    async all(): Promise<(PageRow & { is_published: boolean })[]> {
      return (await database.query<PageRow & { is_published: boolean }>(`SELECT ${COLUMNS}, is_published FROM pages ORDER BY unique_name`)).rows;
    },

    /** Writes a page (created when new), bumping updated_at; `audit` runs in the same transaction. */
    async save(name: string, p: { title: string; summary: string | null; content: string; is_published: boolean },
      audit: (q: Queryable, before: unknown, after: unknown) => Promise<void>): Promise<{ row: PageRow & { is_published: boolean }; created: boolean }> {
      return database.transaction(async (tx) => {
        const before = (await tx.query<{ title: string; is_published: boolean; updated_at: Date }>('SELECT title, is_published, updated_at FROM pages WHERE unique_name = $1 FOR UPDATE', [name])).rows[0];
        const r = await tx.query<PageRow & { is_published: boolean }>(`INSERT INTO pages (unique_name, title, summary, content, is_published) VALUES ($1, $2, $3, $4, $5)
          ON CONFLICT (unique_name) DO UPDATE SET title = excluded.title, summary = excluded.summary, content = excluded.content,
            is_published = excluded.is_published, updated_at = greatest(now(), pages.updated_at + interval '1 millisecond')
          RETURNING ${COLUMNS}, is_published`, [name, p.title, p.summary, p.content, p.is_published]);
        const row = r.rows[0]!;
        // The trail keeps what changed in outline; the text itself is in the page.
        await audit(tx, before ? { title: before.title, is_published: before.is_published } : null, { title: row.title, is_published: row.is_published, length: row.content.length });
        return { row, created: !before };
      });
    },

    /** The site's figures, counted from the listings and projects as they are now. */
    async figures(): Promise<SiteFigures> {
      const r = await database.query<SiteFigures>(`SELECT
          (SELECT count(*)::int FROM properties WHERE status = 'active') AS live_listings,
          (SELECT count(*)::int FROM properties WHERE status = 'active' AND verified_at > now() - interval '30 days' AND verified_at <= now()) AS verified_last_30_days,
          (SELECT count(DISTINCT lower(trim(locality)))::int FROM properties WHERE status = 'active' AND trim(locality) <> '') AS localities,
          (SELECT count(*)::int FROM projects WHERE is_published) AS projects`);
      return r.rows[0]!;
    },

    async content(key: string): Promise<unknown> {
      const r = await database.query<{ data: unknown }>('SELECT data FROM content_blocks WHERE key = $1', [key]);
      return r.rows[0]?.data;
    },
  };
}
export type PageRepository = ReturnType<typeof createPageRepository>;
