import { useActionData } from 'react-router';
import { useResultToast } from '../../shared/ui/useResultToast';
import type { AccountActionData } from './account-actions.server';

/** The account page's last answer (for one intent, when given). */
export function useAccountResult(intent?: string): AccountActionData | undefined {
  const result = useActionData() as AccountActionData | undefined;
  return result && (!intent || result.intent === intent) ? result : undefined;
}

/** Toasts the account page's last answer once; call it in one place per tab. */
export function useAccountToast(): void {
  useResultToast(useAccountResult());
}
