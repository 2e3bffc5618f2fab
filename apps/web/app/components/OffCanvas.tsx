import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { SITE } from '@aangan/contracts';
import { useI18n } from '../i18n';
import { paths } from '../lib/paths';
import { OfficeMap } from './map/OfficeMap';

const SOCIAL = [['facebook', 'Facebook'], ['x', 'X'], ['linkedin', 'LinkedIn'], ['instagram', 'Instagram']] as const;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The header's side panel (spec section 2, Header): a property search, how to reach us, the
 * office on a map and our social links. A modal dialog: the page behind is inert, Tab and
 * Shift+Tab go round inside it, Escape or the close button close it and focus goes back to the
 * button that opened it. The map is made only once the panel has been opened.
 */
export function OffCanvas() {
  const { t, href } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false); // the map stays once made

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) { d.showModal(); setOpened(true); }
    if (!open && d.open) d.close();
  }, [open]);

  const close = () => { setOpen(false); opener.current?.focus(); };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0], last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
  };

  return (
    <>
      <button ref={opener} type="button" className="panel-toggle" aria-haspopup="dialog" aria-expanded={open}
        aria-label={t('panel.open')} onClick={() => setOpen(true)}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M4 12h16M10 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </button>
      {/* Escape fires 'cancel' on a modal dialog: close it our way, so focus goes back. */}
      <dialog ref={dialog} className="offcanvas" aria-labelledby="offcanvas-title" data-testid="offcanvas"
        onCancel={(e) => { e.preventDefault(); close(); }} onKeyDown={onKeyDown}
        onClick={(e) => { if (e.target === dialog.current) close(); }}>
        <div className="offcanvas-body">
          <div className="offcanvas-head">
            <h2 id="offcanvas-title">{t('site.name')}</h2>
            <button type="button" className="offcanvas-close" aria-label={t('panel.close')} onClick={close}>×</button>
          </div>
          <Form action={href(paths.properties)} method="get" role="search" className="offcanvas-search" onSubmit={() => setOpen(false)}>
            <label htmlFor="offcanvas-q">{t('panel.search')}</label>
            <div className="offcanvas-search-row">
              <input id="offcanvas-q" name="q" type="search" placeholder={t('panel.searchHint')} autoComplete="off" />
              <button type="submit" className="btn btn-primary">{t('panel.searchButton')}</button>
            </div>
          </Form>
          <section aria-labelledby="offcanvas-contact">
            <h3 id="offcanvas-contact">{t('panel.contact')}</h3>
            <ul className="offcanvas-contact">
              <li>{SITE.address}</li>
              <li><a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a></li>
              <li><a href={`mailto:${SITE.email}`}>{SITE.email}</a></li>
            </ul>
            {opened ? <OfficeMap /> : null}
          </section>
          <section aria-labelledby="offcanvas-social">
            <h3 id="offcanvas-social">{t('panel.follow')}</h3>
            <ul className="offcanvas-social">
              {SOCIAL.map(([key, name]) => <li key={key}><a href={SITE.social[key]} target="_blank" rel="noopener noreferrer">{name}</a></li>)}
            </ul>
          </section>
        </div>
      </dialog>
    </>
  );
}
