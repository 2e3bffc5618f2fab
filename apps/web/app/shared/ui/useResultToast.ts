import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';
import { dismissToasts, toast } from './Toaster';

/**
 * Toasts a form's answer once per answer: success when `ok`, otherwise an error. With `source`, a
 * new answer replaces the form's earlier toast (a success takes the refusal before it away).
 */
export function useResultToast(result: { ok?: boolean; message?: string | null } | undefined, source?: string): void {
  const { tm } = useI18n();
  useEffect(() => {
    if (result && source) dismissToasts(source);
    if (result?.message) toast(tm(result.message), result.ok ? 'success' : 'error', source);
  }, [result, tm, source]);
}

/**
 * How many times a form's answer was a success: a form keyed by it starts afresh after each one,
 * so the messages of an earlier refusal go with it instead of staying beside the success.
 */
export function useSuccessRound(result: { ok?: boolean } | undefined): number {
  // Counted while rendering, as React advises for state that follows a prop (not in an effect).
  const [seen, setSeen] = useState(result);
  const [round, setRound] = useState(0);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setRound(round + 1);
  }
  return round;
}
