import { useActionData } from 'react-router';
import { useResultToast } from './useResultToast';
import type { SubmissionResult } from '@conform-to/react';

/**
 * What the account page's action answers, as every tab reads it (tabs of several features share
 * the page: profile, enquiries, leads, visits, listings); the accounts feature adds its own fields.
 */
export interface TabActionData {
  intent: string;
  ok: boolean;
  /** What the toast says: the success, or a refusal no field shows. */
  message: string;
  /** The form's reply: its field errors as tokens, and the values typed (so a refused send loses nothing). */
  result?: SubmissionResult<string[]>;
  visitId?: number;
  listingId?: number;
}

/** The account page's last answer (for one intent, when given). */
export function useAccountResult<T extends TabActionData = TabActionData>(intent?: string): T | undefined {
  const result = useActionData() as T | undefined;
  return result && (!intent || result.intent === intent) ? result : undefined;
}

/** Toasts the account page's last answer once; call it in one place per tab. */
export function useAccountToast(): void {
  useResultToast(useAccountResult());
}
