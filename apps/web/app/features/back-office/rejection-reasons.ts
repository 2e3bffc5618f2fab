// Preset reasons for rejecting a listing in the review queue (back office, English only): the
// common cases in one click, by code (contracts' REJECTION_REASONS), each written for the owner,
// who reads it on My Properties and in the e-mail, there in their own language. Free text adds to
// a preset or stands alone; the API's rule (own words of at least 5 characters without a preset)
// is unchanged.
import { REJECTION_REASONS, REJECTION_REASON_CODES, type RejectionReason } from '@aangan/contracts';

/** The presets as the form offers them: code and English words. */
export const REJECTION_PRESETS = REJECTION_REASON_CODES.map((code) => ({
  code,
  label: REJECTION_REASONS[code]['en-IN'],
}));

/**
 * What the reject call sends: the chosen preset's code (only one of ours is taken, so a forged
 * value cannot pass as a preset) and the admin's own words, which the API joins into what the
 * owner reads.
 */
export function rejectionOf(preset: unknown, text: unknown): { reason_code?: RejectionReason; reason?: string } {
  const code = REJECTION_REASON_CODES.find((c) => c === preset);
  const own = typeof text === 'string' ? text.trim() : '';
  // The admin's words are sent as typed, so a too-short reason is still refused by the API.
  return { ...(code ? { reason_code: code } : {}), ...(own || !code ? { reason: own } : {}) };
}
