// SQL for reports of listings: one per person and listing, the team's queue of reported
// listings, pausing a listing that enough people reported, and the team's decision.
import type { Database, Queryable, Row } from '@aangan/db';
import type { ReportReason } from '@aangan/contracts';
import { writeAudit } from '../listings/repository.ts';
import { reporterWeight } from './weight.ts';

/** An open report with its reporter's name and weight (from their earlier resolved reports). */
export type OpenReport = Pick<
  Row<'listing_reports'>,
  'id' | 'property_id' | 'reporter_id' | 'reason' | 'details' | 'created_at'
> & {
  reporter: Row<'users'>['full_name'];
  weight: number;
};

export type ReportedListingRow = Pick<Row<'properties'>, 'title' | 'status' | 'paused_reason' | 'owner_id'> & {
  property_id: Row<'properties'>['id'];
  owner_name: Row<'users'>['full_name'] | null;
};

type Reportable = Pick<Row<'properties'>, 'id' | 'owner_id' | 'status' | 'title'>;

/** Each open report of these listings, with its reporter's weight from their earlier resolved reports. */
const OPEN_REPORTS = `SELECT r.id, r.property_id, r.reporter_id, u.full_name AS reporter, r.reason, r.details, r.created_at,
    (SELECT count(*) FILTER (WHERE o.status = 'dismissed')::int FROM listing_reports o WHERE o.reporter_id = r.reporter_id) AS dismissed,
    (SELECT count(*) FILTER (WHERE o.status = 'upheld')::int FROM listing_reports o WHERE o.reporter_id = r.reporter_id) AS upheld
  FROM listing_reports r JOIN users u ON u.id = r.reporter_id
  WHERE r.status = 'open' AND r.property_id = ANY($1::int[]) ORDER BY r.created_at, r.id`;

type OpenRow = Omit<OpenReport, 'weight'> & { dismissed: number; upheld: number };
const weighed = (r: OpenRow): OpenReport => {
  const { dismissed, upheld, ...rest } = r;
  return { ...rest, weight: reporterWeight({ dismissed, upheld }) };
};

export interface NewReport {
  propertyId: number;
  reporterId: number;
  reason: ReportReason;
  details: string | null;
}

/** What resolving a listing's reports tells the caller: who reported it, the listing, whether it went live again. */
export interface ResolvedReports {
  reporters: number[];
  title: string;
  owner_id: number | null;
  restored: boolean;
}

export function createReportRepository(database: Database) {
  return {
    reportable: (id: number) => reportable(database, id),
    create: <T>(input: NewReport, then: (tx: Queryable, open: OpenReport[]) => Promise<T>) =>
      create(database, input, then),
    pauseForReports: (tx: Queryable, propertyId: number, weight: number) =>
      pauseForReports(database, tx, propertyId, weight),
    queue: (limit = 100) => queue(database, limit),
    resolve: <T>(
      propertyId: number,
      by: number,
      action: 'dismiss' | 'act',
      reason: string | null,
      then: (tx: Queryable, facts: ResolvedReports) => Promise<T>,
    ) => resolve(database, propertyId, by, action, reason, then),
  };
}

/** A live listing someone may report, or null. */
async function reportable(database: Database, id: number): Promise<Reportable | null> {
  const r = await database.query<Reportable>(
    `SELECT id, owner_id, status, title FROM properties WHERE id = $1 AND status = 'active'`,
    [id],
  );
  return r.rows[0] ?? null;
}

/**
 * Stores a report and, in the same transaction, hands the listing's open reports to `then`
 * (which pauses the listing when they reach the threshold). Null when this person already
 * reported this listing.
 */
async function create<T>(
  database: Database,
  input: NewReport,
  then: (tx: Queryable, open: OpenReport[]) => Promise<T>,
): Promise<{ id: number; outcome: T } | null> {
  return database.transaction(async (tx) => {
    const r = await tx.query<Pick<Row<'listing_reports'>, 'id'>>(
      `INSERT INTO listing_reports (property_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4)
           ON CONFLICT (property_id, reporter_id) DO NOTHING RETURNING id`,
      [input.propertyId, input.reporterId, input.reason, input.details],
    );
    if (!r.rows.length) return null;
    // One report at a time per listing decides the pause: the row lock orders concurrent reports.
    await tx.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [input.propertyId]);
    return { id: r.rows[0]!.id, outcome: await then(tx, await openReports(tx, [input.propertyId])) };
  });
}

/** Takes a live listing out of search for the team's review; false if it was no longer live. */
async function pauseForReports(
  database: Database,
  tx: Queryable,
  propertyId: number,
  weight: number,
): Promise<boolean> {
  const r = await tx.query(
    `UPDATE properties SET status = 'paused', paused_reason = 'reports', updated_at = now()
        WHERE id = $1 AND status = 'active' RETURNING id`,
    [propertyId],
  );
  if (!r.rows.length) return false;
  await writeAudit(tx, {
    actorId: null,
    action: 'property.pause',
    entityId: propertyId,
    before: { status: 'active' },
    after: { status: 'paused', reason: 'reports', weight, by: 'system' },
  });
  return true;
}

/** Listings with open reports, most weighted first, each with its reports. */
async function queue(
  database: Database,
  limit = 100,
): Promise<{ listing: ReportedListingRow; reports: OpenReport[] }[]> {
  const ids = (
    await database.query<Pick<Row<'listing_reports'>, 'property_id'>>(
      `SELECT property_id FROM listing_reports WHERE status = 'open' GROUP BY property_id ORDER BY count(*) DESC, min(created_at) LIMIT $1`,
      [limit],
    )
  ).rows.map((r) => r.property_id);
  if (!ids.length) return [];
  const [listings, reports] = await Promise.all([
    database.query<ReportedListingRow>(
      `SELECT p.id AS property_id, p.title, p.status, p.paused_reason, p.owner_id, u.full_name AS owner_name
          FROM properties p LEFT JOIN users u ON u.id = p.owner_id WHERE p.id = ANY($1::int[])`,
      [ids],
    ),
    openReports(database, ids),
  ]);
  const byId = new Map(listings.rows.map((l) => [l.property_id, l]));
  return ids
    .filter((id) => byId.has(id))
    .map((id) => ({ listing: byId.get(id)!, reports: reports.filter((r) => r.property_id === id) }));
}

/**
 * The team's decision on a listing's open reports, in one transaction: dismissed (a listing
 * paused for them goes back to search) or upheld (the listing is taken down with the reason).
 * Returns the reporters to tell and the listing's state, or null when nothing was open.
 */
async function resolve<T>(
  database: Database,
  propertyId: number,
  by: number,
  action: 'dismiss' | 'act',
  reason: string | null,
  then: (tx: Queryable, facts: ResolvedReports) => Promise<T>,
): Promise<T | null> {
  return database.transaction(async (tx) => {
    const reports = await tx.query<Pick<Row<'listing_reports'>, 'reporter_id'>>(
      `UPDATE listing_reports SET status = $2, resolved_by = $3, resolved_at = now()
          WHERE property_id = $1 AND status = 'open' RETURNING reporter_id`,
      [propertyId, action === 'dismiss' ? 'dismissed' : 'upheld', by],
    );
    if (!reports.rows.length) return null;
    const before = (
      await tx.query<Pick<Row<'properties'>, 'status' | 'paused_reason' | 'title' | 'owner_id'>>(
        'SELECT status, paused_reason, title, owner_id FROM properties WHERE id = $1 FOR UPDATE',
        [propertyId],
      )
    ).rows[0]!;
    let restored = false;
    if (action === 'dismiss' && before.status === 'paused' && before.paused_reason === 'reports') {
      await tx.query(
        `UPDATE properties SET status = 'active', paused_reason = NULL, updated_at = now() WHERE id = $1`,
        [propertyId],
      );
      restored = true;
    }
    if (action === 'act' && before.status !== 'taken_down') {
      await tx.query(
        `UPDATE properties SET status = 'taken_down', paused_reason = NULL, rejection_code = NULL, rejection_reason = $2, updated_at = now() WHERE id = $1`,
        [propertyId, reason],
      );
    }
    await writeAudit(tx, {
      actorId: by,
      action: action === 'dismiss' ? 'reports.dismiss' : 'reports.uphold',
      entityId: propertyId,
      before: { status: before.status, paused_reason: before.paused_reason },
      after: {
        status: action === 'act' ? 'taken_down' : restored ? 'active' : before.status,
        reports: reports.rows.length,
        reason,
      },
    });
    return then(tx, {
      reporters: reports.rows.map((r) => r.reporter_id),
      title: before.title,
      owner_id: before.owner_id,
      restored,
    });
  });
}

async function openReports(q: Queryable, ids: number[]): Promise<OpenReport[]> {
  return (await q.query<OpenRow>(OPEN_REPORTS, [ids])).rows.map(weighed);
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
