// Where other parts of the product (the notification outbox) hear about a listing's life without
// the listing code knowing them: passed to buildApp as `listingHooks`.
import type { RejectionReason } from '@aangan/contracts';
import type { Queryable, Row } from '@aangan/db';

/** A rejection for one of the common reasons, which each language words its own way. */
export interface RejectionNote {
  code: RejectionReason;
  own: string | null;
}

/** What a notification needs to know about a listing. */
export type ListingNotice = Pick<Row<'properties'>, 'id' | 'owner_id' | 'title' | 'status'> & {
  /** With price_type, says whether the listing closes as rented or sold. */
  purpose: Row<'properties'>['purpose'];
  price_type: Row<'properties'>['price_type'];
  expires_at: string | null;
  /** The reason the owner is shown (rejection, take-down, merge), if any. */
  reason: Row<'properties'>['rejection_reason'];
  /** A rejection for a common reason: its code and the reviewer's own words after it. */
  rejection?: RejectionNote;
};

export type ListingDecision =
  | 'verified'
  | 'rejected'
  | 'expired'
  | 'reactivated'
  | 'taken_down'
  | 'merged'
  /** The changes that waited on a live listing were written into it, or dropped (decision 043). */
  | 'changes_approved'
  | 'changes_rejected';

/**
 * `q`, when given, is the transaction that made the change: what a hook writes there (an e-mail
 * in the outbox) commits or rolls back with it, and a hook that throws undoes the change.
 */
export interface ListingHooks {
  /** A live listing expires within a few days (called once per listing and expiry date). */
  onListingExpiring?(listing: ListingNotice, q?: Queryable): void | Promise<void>;
  /** The team (or the expiry job) decided about a listing. */
  onListingDecision?(listing: ListingNotice, decision: ListingDecision, q?: Queryable): void | Promise<void>;
}

/** Runs a hook without letting its failure undo or fail what already happened. */
export async function notify(call: () => void | Promise<void>, warn: (err: unknown) => void): Promise<void> {
  try {
    await call();
  } catch (err) {
    warn(err);
  }
}
