// SQL for the back office's projects: every project, published or not, and the edit of its HRERA
// registration (number, status, valid-until, published), audited in the same transaction; and the
// scheduled step that marks registrations past their date as lapsed.
import type { Database, Queryable, Row } from '@aangan/db';
import type { FieldErrorCode, HreraStatus } from '@aangan/contracts';
import { hreraProblem, type HreraState } from './hrera.ts';

export type AdminProjectRow = HreraState &
  Pick<Row<'projects'>, 'id' | 'slug' | 'name' | 'builder_name' | 'updated_at'> & { listed_units: number };

const COLUMNS = `pr.id, pr.slug, pr.name, pr.builder_name, pr.rera_number, pr.hrera_status, pr.hrera_valid_until::text AS hrera_valid_until,
  pr.is_published, pr.updated_at, (SELECT count(*)::int FROM properties p WHERE p.project_id = pr.id AND p.status = 'active') AS listed_units`;

export type HreraChange = Partial<HreraState>;
export type UpdateResult =
  | { kind: 'ok'; row: AdminProjectRow }
  | { kind: 'not_found' }
  | { kind: 'invalid'; field: keyof HreraState; code: FieldErrorCode }
  | { kind: 'number_taken' };

/** A project lapsed by the scheduled job. */
export type LapsedProject = Pick<Row<'projects'>, 'id' | 'slug'> & { hrera_valid_until: string };

const pick = (r: HreraState): HreraState => ({
  rera_number: r.rera_number,
  hrera_status: r.hrera_status,
  hrera_valid_until: r.hrera_valid_until,
  is_published: r.is_published,
});

export function createProjectAdminRepository(database: Database) {
  return {
    list: (f: { q?: string; hrera_status?: HreraStatus; published?: boolean; limit: number; offset: number }) =>
      list(database, f),
    get: (slug: string) => one(database, slug),
    update: (
      slug: string,
      change: HreraChange,
      now: Date,
      audit: (q: Queryable, id: number, before: HreraState, after: HreraState) => Promise<void>,
    ) => update(database, slug, change, now, audit),
    lapseDue: (now: Date) => lapseDue(database, now),
  };
}

async function list(
  database: Database,
  f: { q?: string; hrera_status?: HreraStatus; published?: boolean; limit: number; offset: number },
): Promise<{ rows: AdminProjectRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['true'];
  if (f.q) {
    const t = p(f.q.toLowerCase());
    where.push(`(strpos(lower(pr.name || ' ' || pr.builder_name || ' ' || coalesce(pr.rera_number, '')), ${t}) > 0)`);
  }
  if (f.hrera_status) where.push(`pr.hrera_status = ${p(f.hrera_status)}`);
  if (f.published !== undefined) where.push(`pr.is_published = ${p(f.published)}`);
  const w = where.join(' AND ');
  const [rows, count] = await Promise.all([
    database.query<AdminProjectRow>(
      `SELECT ${COLUMNS} FROM projects pr WHERE ${w} ORDER BY pr.name, pr.id LIMIT ${f.limit} OFFSET ${f.offset}`,
      params,
    ),
    database.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects pr WHERE ${w}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/**
 * Changes the fields given, when the result keeps the rules (hrera.ts); `audit` writes the
 * trail entry (before and after) in the same transaction, so a change is never unrecorded.
 */
async function update(
  database: Database,
  slug: string,
  change: HreraChange,
  now: Date,
  audit: (q: Queryable, id: number, before: HreraState, after: HreraState) => Promise<void>,
): Promise<UpdateResult> {
  return database.transaction(async (tx) => {
    const before = await one(tx, slug, true);
    if (!before) return { kind: 'not_found' } as const;
    const next: HreraState = {
      ...pick(before),
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    };
    const problem = hreraProblem(next, now);
    if (problem) return { kind: 'invalid', ...problem } as const;
    if (next.rera_number) {
      const taken = await tx.query('SELECT 1 FROM projects WHERE rera_number = $1 AND id <> $2', [
        next.rera_number,
        before.id,
      ]);
      if (taken.rows.length) return { kind: 'number_taken' } as const;
    }
    await tx.query(
      `UPDATE projects SET rera_number = $2, hrera_status = $3, hrera_valid_until = $4, is_published = $5, updated_at = now() WHERE id = $1`,
      [before.id, next.rera_number, next.hrera_status, next.hrera_valid_until, next.is_published],
    );
    const row = (await one(tx, slug))!;
    await audit(tx, row.id, pick(before), pick(row));
    return { kind: 'ok', row } as const;
  });
}

/**
 * Marks as lapsed every registered project whose valid-until date has passed in India (the
 * date itself is still valid), writing one audit row each, by the system. One statement: a
 * project lapsed by one process is no longer 'registered' for another, so nothing happens twice.
 */
async function lapseDue(database: Database, now: Date): Promise<LapsedProject[]> {
  const r = await database.query<LapsedProject>(
    `WITH due AS (
          UPDATE projects pr SET hrera_status = 'lapsed', updated_at = now()
           WHERE pr.hrera_status = 'registered' AND pr.hrera_valid_until < ($1::timestamptz AT TIME ZONE INTERVAL '05:30')::date
          RETURNING pr.id, pr.slug, pr.hrera_valid_until),
        logged AS (INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
          SELECT NULL, 'project.hrera_lapse', 'project', id::text, jsonb_build_object('hrera_status', 'registered', 'hrera_valid_until', hrera_valid_until),
                 jsonb_build_object('hrera_status', 'lapsed', 'by', 'system') FROM due)
        SELECT id, slug, hrera_valid_until::text AS hrera_valid_until FROM due ORDER BY id`,
    [now.toISOString()],
  );
  return r.rows;
}

const one = async (q: Queryable, slug: string, lock = false) =>
  (
    await q.query<AdminProjectRow>(
      `SELECT ${COLUMNS} FROM projects pr WHERE pr.slug = $1${lock ? ' FOR UPDATE' : ''}`,
      [slug],
    )
  ).rows[0] ?? null;

export type ProjectAdminRepository = ReturnType<typeof createProjectAdminRepository>;
