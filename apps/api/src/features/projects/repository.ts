import type { Database, Row } from '@aangan/db';
import { isHreraClosed, type HreraStatus } from '@aangan/contracts';
import { PUBLIC_COLUMNS, type PropertyRow } from '../listings/index.ts';

/**
 * Only published projects are public: in the list, by slug, in the sitemap. Publishing needs a
 * registration number and a status past 'applied' (migration 0014), so every public project
 * has one.
 */
export const isPublicProject = (a = 'pr') => `${a}.is_published`;

/** Why a project takes no new site visits or enquiries, or null when it does. */
export type ContactClosure = 'unpublished' | 'lapsed' | 'revoked';

/**
 * Whether people may still ask about a project (visit, enquire): not when it is unpublished or
 * its registration has lapsed or was revoked. The reason, or null when it is open.
 */
export function closedToContact(row: { is_published: boolean; hrera_status: string }): ContactClosure | null {
  if (!row.is_published) return 'unpublished';
  return isHreraClosed(row.hrera_status) ? (row.hrera_status as ContactClosure) : null;
}

/** The same rule in SQL, for a projects row aliased `a`: the reason, or NULL when open. */
export const contactClosureSql = (a = 'pr') =>
  `CASE WHEN NOT ${a}.is_published THEN 'unpublished' WHEN ${a}.hrera_status IN ('lapsed', 'revoked') THEN ${a}.hrera_status END`;

/** A project as COLUMNS selects it: dates as text, and how many of its homes are listed. */
export type ProjectRow = Pick<
  Row<'projects'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'builder_name'
  | 'description'
  | 'hrera_status'
  | 'is_published'
  | 'status'
  | 'locality'
  | 'sector'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'configurations'
  | 'price_min'
  | 'price_max'
  | 'total_units'
  | 'total_towers'
  | 'land_acres'
  | 'amenities'
  | 'cover_image_url'
> & {
  /** Public projects always have one (a published project needs it, migration 0014). */
  rera_number: NonNullable<Row<'projects'>['rera_number']>;
  hrera_valid_until: string | null;
  possession_date: string | null;
  listed_units: number;
};

export interface ProjectQuery {
  q?: string;
  locality?: string;
  builder?: string;
  status?: string;
  hrera_status?: HreraStatus;
  price_min?: number;
  price_max?: number;
  bhk?: number;
  sort: 'newest' | 'price_low' | 'price_high' | 'possession' | 'name';
  limit: number;
  offset: number;
}

const COLUMNS = `pr.id, pr.slug, pr.name, pr.builder_name, pr.rera_number, pr.hrera_status, pr.hrera_valid_until::text AS hrera_valid_until,
  pr.is_published, pr.description, pr.status, pr.locality, pr.sector,
  pr.city, pr.latitude, pr.longitude, pr.configurations, pr.price_min, pr.price_max, pr.possession_date::text AS possession_date,
  pr.total_units, pr.total_towers, pr.land_acres, pr.amenities, pr.cover_image_url,
  (SELECT count(*)::int FROM properties p WHERE p.project_id = pr.id AND p.status = 'active') AS listed_units`;

const ORDER = {
  newest: 'pr.created_at DESC, pr.id DESC',
  price_low: 'pr.price_min ASC NULLS LAST, pr.id',
  price_high: 'pr.price_max DESC NULLS LAST, pr.id',
  possession: 'pr.possession_date ASC NULLS LAST, pr.id',
  name: 'pr.name, pr.id',
} as const;

export function createProjectRepository(database: Database) {
  return {
    async list(q: ProjectQuery): Promise<{ rows: ProjectRow[]; total: number }> {
      const params: unknown[] = [];
      const p = (v: unknown) => {
        params.push(v);
        return `$${params.length}`;
      };
      const where: string[] = [isPublicProject()];
      if (q.q) {
        const t = p(q.q.toLowerCase());
        where.push(
          `(lower(pr.name || ' ' || pr.builder_name || ' ' || coalesce(pr.locality, '')) LIKE '%' || ${t} || '%' OR lower(pr.name || ' ' || pr.builder_name || ' ' || coalesce(pr.locality, '')) % ${t})`,
        );
      }
      if (q.locality) {
        const t = p(q.locality.toLowerCase());
        where.push(`(lower(pr.locality) = ${t} OR lower('sector ' || pr.sector) = ${t})`);
      }
      if (q.builder) where.push(`lower(pr.builder_name) LIKE '%' || ${p(q.builder.toLowerCase())} || '%'`);
      if (q.status) where.push(`pr.status = ${p(q.status)}`);
      if (q.hrera_status) where.push(`pr.hrera_status = ${p(q.hrera_status)}`);
      // A project fits a budget when some of its homes do: its price range overlaps the budget.
      if (q.price_min !== undefined) where.push(`pr.price_max >= ${p(q.price_min)}`);
      if (q.price_max !== undefined) where.push(`pr.price_min <= ${p(q.price_max)}`);
      if (q.bhk !== undefined)
        where.push(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(pr.configurations) c WHERE (c->>'bhk')::int = ${p(q.bhk)})`,
        );
      const w = where.join(' AND ');
      const [rows, count] = await Promise.all([
        database.query<ProjectRow>(
          `SELECT ${COLUMNS} FROM projects pr WHERE ${w} ORDER BY ${ORDER[q.sort]} LIMIT ${q.limit} OFFSET ${q.offset}`,
          params,
        ),
        database.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects pr WHERE ${w}`, params),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** A public project with what only its own page shows (its specifications). */
    async bySlug(slug: string): Promise<(ProjectRow & { specifications: { label: string; value: string }[] }) | null> {
      const r = await database.query<ProjectRow & Pick<Row<'projects'>, 'specifications'>>(
        `SELECT ${COLUMNS}, pr.specifications FROM projects pr WHERE pr.slug = $1 AND ${isPublicProject()}`,
        [slug],
      );
      return r.rows[0] ?? null;
    },

    async units(projectId: number): Promise<PropertyRow[]> {
      const r = await database.query<PropertyRow>(
        `SELECT ${PUBLIC_COLUMNS} FROM properties p WHERE p.project_id = $1 AND p.status = 'active' ORDER BY p.price_value NULLS LAST, p.id LIMIT 100`,
        [projectId],
      );
      return r.rows;
    },
  };
}
export type ProjectRepository = ReturnType<typeof createProjectRepository>;
