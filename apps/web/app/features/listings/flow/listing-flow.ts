// The add-listing flow's steps and addresses, shared by its page and its server code. Where the
// flow is kept between steps: on the server, in the listing itself (a signed-in owner's draft,
// `?listing=<id>`) or in a visitor's draft reached by its token (`?draft=<token>`); the address
// carries only which one and which step (docs/decisions/028-stepped-add-listing-flow.md).
import { LISTING_STEPS, type ListingStep, type MyListing } from '@aangan/contracts';
import type { MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';

export { LISTING_STEPS, type ListingStep };

/** Which saved draft the flow is on: an owner's listing, a visitor's draft token, or none yet. */
export type FlowRef = { listing: number } | { draft: string } | null;

export const STEP_TITLE: Record<ListingStep, MessageKey> = {
  basics: 'flow.step.basics',
  location: 'flow.step.location',
  details: 'flow.step.details',
  media: 'flow.step.media',
  price: 'flow.step.price',
  review: 'flow.step.review',
};

export const DRAFT_TOKEN = /^[\w-]{32}$/;

export function parseStep(v: string | null | undefined): ListingStep | null {
  return (LISTING_STEPS as readonly string[]).includes(v ?? '') ? (v as ListingStep) : null;
}

export const stepIndex = (s: ListingStep) => LISTING_STEPS.indexOf(s);

/** The flow's address for a draft and step (without the language prefix). */
export function flowPath(ref: FlowRef, step: ListingStep, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (ref && 'listing' in ref) q.set('listing', String(ref.listing));
  if (ref && 'draft' in ref) q.set('draft', ref.draft);
  q.set('step', step);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return `${paths.addListing}?${q}`;
}

/** Where an owner picks up a listing: the first step still missing something, else the review. */
export function resumeStep(l: Pick<MyListing, 'status' | 'locality' | 'price'>): ListingStep {
  if (l.status !== 'draft' && l.status !== 'rejected') return 'review';
  if (!l.locality) return 'location';
  if (l.price === null || l.price === undefined) return 'price';
  return 'review';
}
