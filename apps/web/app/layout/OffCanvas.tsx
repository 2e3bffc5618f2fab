import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../shared/i18n';
import { trapTab } from '../shared/focus';

const Panel = lazy(() => import('./OffCanvasPanel'));

/**
 * The header's side panel. A modal dialog: the page behind is inert,
 * Tab and Shift+Tab go round inside it, Escape, the close button or a click beside it close it
 * and focus goes back to the button that opened it. Its content (OffCanvasPanel.tsx) is loaded
 * the first time it opens.
 */
export function OffCanvas() {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false); // the content stays once loaded

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      setOpened(true);
    }
    if (!open && d.open) d.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="panel-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('panel.open')}
        onClick={() => setOpen(true)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M10 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Escape fires 'cancel' on a modal dialog: close it our way, so focus goes back. */}
      <dialog
        ref={dialog}
        className="offcanvas"
        aria-label={t('site.name')}
        data-testid="offcanvas"
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onKeyDown={(e) => trapTab(e, dialog.current)}
        onClick={(e) => {
          if (e.target === dialog.current) close();
        }}
      >
        {opened ? (
          <Suspense fallback={null}>
            <Panel onClose={close} onSearch={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
