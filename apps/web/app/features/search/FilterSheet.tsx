import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n';
import { trapTab } from '../../shared/focus';
import './search.css';

/** Where the filters stand beside the results instead of in a sheet (styles.css uses the same width). */
export const DESKTOP = '(min-width: 900px)';

/**
 * The search's filters on a phone: a modal dialog rising from the bottom, named by its heading.
 * The page behind is inert, Tab goes round inside, Escape, the close button or a tap beside it
 * close it (the page puts focus back on the button that opened it). Widening the window to the
 * desktop layout closes it too: the filters are in the page there.
 */
export function FilterSheet({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (!open) return;
    const wide = window.matchMedia(DESKTOP);
    const onWide = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open, onClose]);
  return (
    <dialog
      ref={dialog}
      className="filter-sheet"
      aria-labelledby="filter-sheet-title"
      data-testid="filter-sheet"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => trapTab(e, dialog.current)}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="filter-sheet-head">
        <h2 id="filter-sheet-title">{title}</h2>
        <button type="button" className="offcanvas-close" aria-label={t('search.closeFilters')} onClick={onClose}>
          ×
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
