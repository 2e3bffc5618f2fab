// SQL for the sitemap: every public page that lives in the database, in one stable order
// (listings, projects, posts, policies; each by id) so chunks can be cut with LIMIT/OFFSET.
import type { Database, Row } from '@aangan/db';
import { isPublicListing } from '../../listings/index.ts';
import { isVisiblePost } from '../blog/repository.ts';
import { isPublicProject } from '../../projects/index.ts';

/** The tables ALL unites: each SitemapRow field is the union of their columns (slug is NULL for listings). */
type Sources = 'properties' | 'projects' | 'blog_posts' | 'pages';
/** A public page: a listing (by id), a project, post or policy (by slug), and when it last changed. */
export interface SitemapRow {
  kind: 'property' | 'project' | 'post' | 'policy';
  id: { [T in Sources]: Row<T>['id'] }[Sources];
  slug: Row<'projects'>['slug'] | Row<'blog_posts'>['slug'] | Row<'pages'>['unique_name'] | null;
  lastmod: { [T in Sources]: Row<T>['updated_at'] }[Sources];
}

const ALL = `
  SELECT 1 AS rank, 'property' AS kind, p.id, NULL::text AS slug, p.updated_at AS lastmod FROM properties p WHERE ${isPublicListing('p')}
  UNION ALL SELECT 2, 'project', pr.id, pr.slug, pr.updated_at FROM projects pr WHERE ${isPublicProject('pr')}
  UNION ALL SELECT 3, 'post', b.id, b.slug, b.updated_at FROM blog_posts b WHERE ${isVisiblePost('b')}
  UNION ALL SELECT 4, 'policy', pg.id, pg.unique_name, pg.updated_at FROM pages pg WHERE pg.is_published`;

export function createSitemapRepository(database: Database) {
  return {
    async count(): Promise<number> {
      const r = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${ALL}) u`);
      return r.rows[0]?.n ?? 0;
    },
    async rows(limit: number, offset: number): Promise<SitemapRow[]> {
      if (limit <= 0) return [];
      const r = await database.query<SitemapRow>(
        `SELECT kind, id, slug, lastmod FROM (${ALL}) u ORDER BY rank, id LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return r.rows;
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
