import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n';
import { toast } from './Toaster';

/**
 * Shares the page: the phone's own share sheet where the browser has one (Web Share API), else
 * the link is copied and "Link copied" shows and is read out (the toaster is a live region). A
 * plain button, so keys work as for any other. Without scripts there is nothing it could do, so
 * until the page's scripts run it is shown disabled.
 */
export function ShareButton({ title, compact = false }: { title: string; compact?: boolean }) {
  const { t } = useI18n();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const share = async () => {
    const url = window.location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (e) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if ((e as Error).name === 'AbortError') return;
      }
    }
    if (await copy(url)) toast(t('share.copied'), 'success');
    else toast(t('share.copyFailed', { url }), 'error');
  };
  return (
    <button
      type="button"
      className={`like-btn share-btn${compact ? ' compact' : ''}`}
      onClick={() => void share()}
      disabled={!hydrated}
      aria-label={compact ? t('share.share') : undefined}
      data-testid="share"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span>{t('share.share')}</span>}
    </button>
  );
}

const noop = () => () => {};

/** The clipboard where the browser allows it; else the old way, through a selected text field. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
