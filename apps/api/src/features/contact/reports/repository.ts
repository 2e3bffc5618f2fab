// SQL for reports of listings: one per person and listing, the team's queue of reported
// listings, pausing a listing that enough people reported, and the team's decision.
import type { Database, Queryable, Row } from '@aangan/db';
import type { ReportReason } from '@aangan/contracts';
import {
  pauseForReports as pauseListing,
  restoreAfterReports,
  takeDownForReports,
  writeAudit,
} from '../../listings/index.ts';
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

/**
 * Each open report of these listings, with what its reporter's weight is made of: their earlier
 * resolved reports, and their standing ($2: the days an account must have existed).
 */
const OPEN_REPORTS = `SELECT r.id, r.property_id, r.reporter_id, u.full_name AS reporter, r.reason, r.details, r.created_at,
    (SELECT count(*) FILTER (WHERE o.status = 'dismissed')::int FROM listing_reports o WHERE o.reporter_id = r.reporter_id) AS dismissed,
    (SELECT count(*) FILTER (WHERE o.status = 'upheld')::int FROM listing_reports o WHERE o.reporter_id = r.reporter_id) AS upheld,
    u.phone_verified_at IS NOT NULL AND u.created_at <= now() - $2 * interval '1 day' AS aged
  FROM listing_reports r JOIN users u ON u.id = r.reporter_id
  WHERE r.status = 'open' AND r.property_id = ANY($1::int[]) ORDER BY r.created_at, r.id`;

type OpenRow = Omit<OpenReport, 'weight'> & { dismissed: number; upheld: number; aged: boolean };
const weighed = (r: OpenRow): OpenReport => {
  const { dismissed, upheld, aged, ...rest } = r;
  return { ...rest, weight: reporterWeight({ dismissed, upheld, standing: aged || upheld > 0 }) };
};

/** What decides whether a report may be filed and what it may do. */
export interface ReportRules {
  /** Days an account must exist before its reports weigh (an upheld report also gives standing). */
  minAgeDays: number;
  /** Distinct advertisers one account may report "already rented / sold" in 24 hours. */
  unavailablePerDay: number;
  /** Listings of one advertiser with fresh open reports (24 hours) that make a burst: no more pausing. */
  burstListings: number;
}

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

export function createReportRepository(database: Database, rules: ReportRules) {
  const open = (q: Queryable, ids: number[]) => openReports(q, ids, rules.minAgeDays);
  return {
    rules,
    reportable: (id: number) => reportable(database, id),
    /** Whether the reporter's number is verified (only then may they report). */
    verifiedReporter: (userId: number) => verifiedReporter(database, userId),
    /** Whether an "already rented / sold" report of this advertiser's listing is within the reporter's daily cap. */
    unavailableAllowed: (reporterId: number, ownerId: number | null) =>
      unavailableAllowed(database, reporterId, ownerId, rules.unavailablePerDay),
    /** Whether this advertiser's listings got fresh open reports on so many listings that none should pause on its own. */
    inBurst: (tx: Queryable, ownerId: number | null) => inBurst(tx, ownerId, rules.burstListings),
    create: <T>(input: NewReport, then: (tx: Queryable, open: OpenReport[]) => Promise<T>) =>
      create(database, input, open, then),
    pauseForReports: (tx: Queryable, propertyId: number, weight: number) =>
      pauseForReports(database, tx, propertyId, weight),
    queue: (limit = 100) => queue(database, open, limit),
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
  reportsOf: OpenReports,
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
    return { id: r.rows[0]!.id, outcome: await then(tx, await reportsOf(tx, [input.propertyId])) };
  });
}

/** Takes a live listing out of search for the team's review; false if it was no longer live. */
async function pauseForReports(
  database: Database,
  tx: Queryable,
  propertyId: number,
  weight: number,
): Promise<boolean> {
  if (!(await pauseListing(tx, propertyId))) return false;
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
  reportsOf: OpenReports,
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
    reportsOf(database, ids),
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
      await restoreAfterReports(tx, propertyId);
      restored = true;
    }
    if (action === 'act' && before.status !== 'taken_down') {
      await takeDownForReports(tx, propertyId, reason);
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

type OpenReports = (q: Queryable, ids: number[]) => Promise<OpenReport[]>;

async function openReports(q: Queryable, ids: number[], minAgeDays: number): Promise<OpenReport[]> {
  return (await q.query<OpenRow>(OPEN_REPORTS, [ids, minAgeDays])).rows.map(weighed);
}

async function verifiedReporter(database: Database, userId: number): Promise<boolean> {
  const r = await database.query('SELECT 1 FROM users WHERE id = $1 AND phone_verified_at IS NOT NULL', [userId]);
  return r.rows.length > 0;
}

async function unavailableAllowed(
  database: Database,
  reporterId: number,
  ownerId: number | null,
  perDay: number,
): Promise<boolean> {
  const r = await database.query<{ others: number; same: boolean }>(
    `SELECT count(DISTINCT p.owner_id) FILTER (WHERE p.owner_id IS DISTINCT FROM $2)::int AS others,
            coalesce(bool_or(p.owner_id IS NOT DISTINCT FROM $2), false) AS same
       FROM listing_reports r JOIN properties p ON p.id = r.property_id
      WHERE r.reporter_id = $1 AND r.reason = 'unavailable' AND r.created_at > now() - interval '1 day'`,
    [reporterId, ownerId],
  );
  const x = r.rows[0]!;
  return x.same || x.others < perDay;
}

async function inBurst(tx: Queryable, ownerId: number | null, listings: number): Promise<boolean> {
  if (ownerId === null) return false;
  const r = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT r.property_id)::int AS n FROM listing_reports r JOIN properties p ON p.id = r.property_id
      WHERE p.owner_id = $1 AND r.status = 'open' AND r.created_at > now() - interval '1 day'`,
    [ownerId],
  );
  return r.rows[0]!.n >= listings;
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
