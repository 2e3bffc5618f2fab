// Proven availability (decision 024): owners answer "still available" or "rented / sold" with
// one click from an e-mail, and a listing a seeker reported gone is paused when its owner does
// not answer within REQUEST_ANSWER_HOURS. The SQL for link answers and requests lives here.
import type { Database, Queryable, Row } from '@aangan/db';
import type { ListingStatus, ReconfirmAnswer, ReconfirmLink, ReconfirmResult } from '@aangan/contracts';
import type { HttpError } from '../../shared/errors.ts';
import { iso, isoPast } from '../../shared/dates.ts';
import { notifyReconfirmRequested } from './messages.ts';
import { closingMove, ownerMove } from './lifecycle.ts';
import { readLink, type LinkClaim } from '../../shared/links.ts';
import { writeAudit, type ListingRepository, type OwnedRow } from './repository.ts';

type AnswerRow = Pick<Row<'link_answers'>, 'answer' | 'outcome' | 'answered_at'>;

const answered = (a: AnswerRow) => ({ answer: a.answer, outcome: a.outcome, at: iso(a.answered_at) });

/** Why a link cannot be used: not ours (or its listing is gone), or past its time. */
export type LinkRefusal = { refused: 'invalid' } | { refused: 'expired' } | { refused: 'cannot'; error: HttpError };

/** Who asked, for the audit row. */
export interface RequestMeta {
  ip?: string;
  requestId?: string;
}

export function createAvailability(
  database: Database,
  listings: ListingRepository,
  secret: () => Promise<string>,
  now: () => number = Date.now,
) {
  const a: Links = { database, listings, secret, now };
  return {
    describe: (token: string) => describe(a, token),
    answer: (token: string, answer: ReconfirmAnswer, meta: RequestMeta = {}) => answerLink(a, token, answer, meta),
  };
}

/** What reading and answering links needs: the listings, the links' secret and the clock. */
interface Links {
  database: Database;
  listings: ListingRepository;
  secret: () => Promise<string>;
  now: () => number;
}

const claimOf = async ({ secret }: Links, token: string): Promise<LinkClaim | null> => readLink(await secret(), token);

const answerOf = async (q: Queryable, signature: string) =>
  (await q.query<AnswerRow>('SELECT answer, outcome, answered_at FROM link_answers WHERE signature = $1', [signature]))
    .rows[0] ?? null;

/** What a link is about (the GET page), or why it cannot be used. */
async function describe(a: Links, token: string): Promise<ReconfirmLink | LinkRefusal> {
  const claim = await claimOf(a, token);
  const row = claim ? await a.listings.get(claim.listingId) : null;
  if (!claim || !row) return { refused: 'invalid' };
  const prior = await answerOf(a.database, claim.signature);
  // A used link keeps telling what was done, even after its time.
  if (!prior && claim.expiresAt.getTime() <= a.now()) return { refused: 'expired' };
  return {
    listing_id: row.id,
    title: row.title,
    purpose: row.purpose as ReconfirmLink['purpose'],
    status: row.status as ListingStatus,
    closes_as: closingMove(row.purpose, row.price_type),
    last_confirmed_at: isoPast(row.last_confirmed_at),
    expires_at: claim.expiresAt.toISOString(),
    answered: prior ? answered(prior) : null,
  };
}

/**
 * The owner's answer through a link: the owner's own move (reconfirm, rented or sold), done as
 * the owner, with an audit row for every outcome of a genuine link. The listing row is locked
 * first, so two answers through one link are taken one after the other and the second is told
 * what the first did; a move the listing cannot make now leaves the link unused.
 */
async function answerLink(
  a: Links,
  token: string,
  answer: ReconfirmAnswer,
  meta: RequestMeta,
): Promise<ReconfirmResult | LinkRefusal> {
  const claim = await claimOf(a, token);
  if (!claim) return { refused: 'invalid' };
  return a.database.transaction(async (tx) => {
    const row = (await tx.query<OwnedRow>(`SELECT p.* FROM properties p WHERE p.id = $1 FOR UPDATE`, [claim.listingId]))
      .rows[0];
    if (!row) return { refused: 'invalid' } as const;
    const audit = linkAudit(tx, row, meta);
    const prior = await answerOf(tx, claim.signature);
    if (prior) {
      await audit('property.reconfirm_link_reused', {
        asked: answer,
        answered: prior.answer,
        outcome: prior.outcome,
      });
      return {
        ...answered(prior),
        listing_id: row.id,
        already: true,
        last_confirmed_at: isoPast(row.last_confirmed_at),
      };
    }
    if (claim.expiresAt.getTime() <= a.now()) {
      await audit('property.reconfirm_link_expired', {
        asked: answer,
        link_expired_at: claim.expiresAt.toISOString(),
      });
      return { refused: 'expired' } as const;
    }
    return takeAnswer(a.listings, tx, row, claim, answer, audit);
  });
}

/** An audit row of what a link did, as its listing's owner. */
function linkAudit(tx: Queryable, row: OwnedRow, meta: RequestMeta) {
  return (action: string, after: Record<string, unknown>, before: unknown = { status: row.status }) =>
    writeAudit(tx, {
      actorId: row.owner_id,
      action,
      entityId: row.id,
      before,
      after: { ...after, by: 'link' },
      ip: meta.ip,
      requestId: meta.requestId,
    });
}

/** A fresh link's answer: the owner's move, if the listing can make it now, recorded as the link's answer. */
async function takeAnswer(
  listings: ListingRepository,
  tx: Queryable,
  row: OwnedRow,
  claim: LinkClaim,
  answer: ReconfirmAnswer,
  audit: ReturnType<typeof linkAudit>,
): Promise<ReconfirmResult | LinkRefusal> {
  const action = answer === 'available' ? 'reconfirm' : closingMove(row.purpose, row.price_type);
  const move = ownerMove(action, row.status as ListingStatus, row.verified_at !== null, row.paused_reason);
  if ('error' in move) {
    await audit('property.reconfirm_link_refused', { asked: answer, reason: move.error.message });
    return { refused: 'cannot', error: move.error } as const;
  }
  const after = (await listings.move(row, move.to, { tx }))!; // the row is locked: nobody moved it meanwhile
  const done = (
    await tx.query<AnswerRow>(
      `INSERT INTO link_answers (signature, property_id, answer, outcome) VALUES ($1, $2, $3, $4)
          RETURNING answer, outcome, answered_at`,
      [claim.signature, row.id, answer, after.status],
    )
  ).rows[0]!;
  await audit(
    `property.${action}`,
    { status: after.status, expires_at: iso(after.expires_at) },
    {
      status: row.status,
      paused_reason: row.paused_reason,
      reconfirm_requested_at: iso(row.reconfirm_requested_at),
    },
  );
  return {
    ...answered(done),
    listing_id: row.id,
    already: false,
    last_confirmed_at: isoPast(after.last_confirmed_at),
  };
}
export type Availability = ReturnType<typeof createAvailability>;

/**
 * Asks the owner of a live listing to confirm it is still available, because a seeker reported
 * it rented or sold: records when (properties.reconfirm_requested_at), writes an audit row and
 * e-mails the owner, in their language, a one-click link valid REQUEST_ANSWER_HOURS. Unanswered
 * that long, the scheduler pauses the listing (ListingRepository.pauseUnconfirmed).
 *
 * Called with the caller's transaction (the report it follows), so the request and its e-mail
 * exist exactly when the report does. A request already open is left as it is (its clock and
 * e-mail stand: further reports neither postpone the pause nor send more mail). Returns when the
 * open request was made and whether this call made it; null when the listing is not live.
 * `origin`: the site's address for the link (PUBLIC_URL, or http://localhost:PORT).
 */
export async function requestReconfirm(
  q: Queryable,
  listingId: number,
  origin: string,
): Promise<{ requestedAt: string; created: boolean; mailId: number | null } | null> {
  const made = (
    await q.query<
      Pick<Row<'properties'>, 'id' | 'owner_id' | 'title' | 'purpose' | 'price_type'> & {
        reconfirm_requested_at: NonNullable<Row<'properties'>['reconfirm_requested_at']>;
      }
    >(
      `UPDATE properties SET reconfirm_requested_at = now() WHERE id = $1 AND status = 'active' AND reconfirm_requested_at IS NULL
     RETURNING id, owner_id, title, purpose, price_type, reconfirm_requested_at`,
      [listingId],
    )
  ).rows[0];
  if (!made) {
    const open = (
      await q.query<Pick<Row<'properties'>, 'reconfirm_requested_at'>>(
        `SELECT reconfirm_requested_at FROM properties WHERE id = $1 AND status = 'active'`,
        [listingId],
      )
    ).rows[0];
    return open?.reconfirm_requested_at
      ? { requestedAt: iso(open.reconfirm_requested_at), created: false, mailId: null }
      : null;
  }
  await writeAudit(q, {
    actorId: null,
    action: 'property.reconfirm_requested',
    entityId: made.id,
    before: null,
    after: { reconfirm_requested_at: iso(made.reconfirm_requested_at), by: 'report' },
  });
  const mailId = await notifyReconfirmRequested(q, made, origin);
  return { requestedAt: iso(made.reconfirm_requested_at), created: true, mailId };
}
