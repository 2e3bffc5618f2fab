// The team's decisions about a listing (verify, reject, expire, reactivate, take down, merge),
// one at a time or in bulk: the lifecycle says what is allowed, each decision is audit-logged and
// announced through the listing hooks.
import { HttpError, fieldError } from '../../shared/errors.ts';
import { HELD_STATES, adminMove, type AdminAction } from '../listings/index.ts';
import { notify, type ListingDecision, type ListingHooks } from '../listings/index.ts';
import type { ListingRepository, OwnedRow } from '../listings/index.ts';
import type { ModerationRepository } from './repository.ts';
import type { ListingStatus, RejectionReason } from '@aangan/contracts';

export interface Actor {
  userId: number;
  ip?: string;
  requestId?: string;
}
export interface DecisionInput {
  /** A rejection's common reason; `reason` is then the reviewer's own words after it, if any. */
  reasonCode?: RejectionReason;
  reason?: string;
  policy?: string;
  into?: number;
}
export type Outcome = { ok: true; listing: OwnedRow } | { ok: false; error: HttpError };

const DECISION: Record<AdminAction, ListingDecision> = {
  verify: 'verified',
  reject: 'rejected',
  expire: 'expired',
  reactivate: 'reactivated',
  take_down: 'taken_down',
  merge: 'merged',
};
const fail = (error: HttpError): Outcome => ({ ok: false, error });

interface Deps {
  listings: ListingRepository;
  repo: ModerationRepository;
  hooks: ListingHooks;
  warn: (err: unknown) => void;
}

export function createModerator({ listings, repo, hooks, warn }: Deps) {
  /** Where a merge may go: another listing that is not itself a merged duplicate. */
  async function mergeTarget(id: number, into: number): Promise<Outcome | null> {
    if (into === id) return fail(fieldError(['body', 'into'], 'MERGE_SELF'));
    const target = await listings.get(into);
    if (!target) return fail(fieldError(['body', 'into'], 'MERGE_NO_TARGET', { into }));
    if (target.duplicate_of !== null)
      return fail(new HttpError('MERGE_CHAINED', { params: { into, target: target.duplicate_of } }));
    return null;
  }

  return {
    async decide(actor: Actor, id: number, action: AdminAction, input: DecisionInput = {}): Promise<Outcome> {
      const row = await listings.get(id);
      if (!row) return fail(new HttpError('PROPERTY_NOT_FOUND'));
      if ((action === 'verify' || action === 'reject') && row.pending_changes && HELD_STATES.includes(row.status))
        return settleChanges({ listings, repo, hooks, warn }, actor, row, action === 'verify', input);
      const move = adminMove(action, row.status as ListingStatus, row.verified_at !== null);
      if ('error' in move) return fail(move.error);
      let reason = action === 'reject' ? input.reason?.trim() || undefined : input.reason;
      if (action === 'merge') {
        const refused = await mergeTarget(id, input.into!);
        if (refused) return refused;
        reason = `This listing repeats listing #${input.into} and was merged into it.`;
      }
      // The owner reads the reason and the rule it rests on in one place (rejection_reason).
      if (action === 'take_down') reason = `${input.reason} (Policy: ${input.policy})`;
      const after = await listings.move(row, move.to, {
        by: actor.userId,
        reasonCode: action === 'reject' ? input.reasonCode : undefined,
        reason,
        duplicateOf: action === 'merge' ? input.into : undefined,
      });
      if (!after) return fail(new HttpError('LISTING_CHANGED'));
      const resolved = action === 'merge' ? await repo.resolveMerged(id, input.into!, actor.userId) : undefined;
      await listings.audit({
        actorId: actor.userId,
        action: `property.${action}`,
        entityId: id,
        ip: actor.ip,
        requestId: actor.requestId,
        before: { status: row.status, expires_at: row.expires_at },
        after: {
          status: after.status,
          ...(after.rejection_code ? { reason_code: after.rejection_code } : {}),
          reason: after.rejection_reason,
          expires_at: after.expires_at,
          ...(input.policy ? { policy: input.policy } : {}),
          ...(resolved ? { duplicate_of: input.into, resolved_findings: resolved } : {}),
        },
      });
      await notify(() => hooks.onListingDecision?.(listings.notice(after), DECISION[action]), warn);
      return { ok: true, listing: after };
    },
  };
}
export type Moderator = ReturnType<typeof createModerator>;

/** Verifying or rejecting a live listing's waiting changes: written into it, or dropped (it stays as it was). */
async function settleChanges(
  { listings, hooks, warn }: Deps,
  actor: Actor,
  row: OwnedRow,
  approve: boolean,
  input: DecisionInput,
): Promise<Outcome> {
  const after = await listings.settleChanges(row, approve, actor.userId);
  if (!after) return fail(new HttpError('LISTING_CHANGED'));
  const reason = input.reason?.trim() || null;
  await listings.audit({
    actorId: actor.userId,
    action: approve ? 'property.changes_approved' : 'property.changes_rejected',
    entityId: row.id,
    ip: actor.ip,
    requestId: actor.requestId,
    before: { pending_changes: row.pending_changes },
    after: approve ? { status: after.status } : { reason_code: input.reasonCode ?? null, reason },
  });
  const notice = {
    ...listings.notice(after),
    reason,
    ...(input.reasonCode ? { rejection: { code: input.reasonCode, own: reason } } : {}),
  };
  await notify(() => hooks.onListingDecision?.(notice, approve ? 'changes_approved' : 'changes_rejected'), warn);
  return { ok: true, listing: after };
}
