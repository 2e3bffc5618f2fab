import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { toast } from './Toaster';

/** Toasts a form's answer once per answer: success when `ok`, otherwise an error. */
export function useResultToast(result: { ok?: boolean; message?: string | null } | undefined): void {
  const { tm } = useI18n();
  useEffect(() => {
    if (result?.message) toast(tm(result.message), result.ok ? 'success' : 'error');
  }, [result, tm]);
}
