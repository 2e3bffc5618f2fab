import { useEffect } from 'react';
import { useActionData } from 'react-router';
import { toast } from '../Toaster';
import { useI18n } from '../../i18n';
import type { AccountActionData } from '../../lib/account-actions.server';

/** The account page's last answer (for one intent, when given). */
export function useAccountResult(intent?: string): AccountActionData | undefined {
  const result = useActionData() as AccountActionData | undefined;
  return result && (!intent || result.intent === intent) ? result : undefined;
}

/** Toasts the account page's last answer once; call it in one place per tab. */
export function useAccountToast(): void {
  const { tm } = useI18n();
  const result = useAccountResult();
  useEffect(() => {
    if (result?.message) toast(tm(result.message), result.ok ? 'success' : 'error');
  }, [result, tm]);
}
