import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { SITE } from '@aangan/contracts';
import { useI18n } from '../shared/i18n';
import { paths } from '../shared/paths';
import { OfficeMap } from '../features/content';
import { SocialLinks, useSocialProfiles } from '../shared/ui/SocialLinks';

/**
 * What the side panel holds (OffCanvas.tsx): a property search, how to reach us, the office on
 * a map and our social links. Loaded the first time the panel opens, so pages do not carry it.
 */
export default function OffCanvasPanel({ onClose, onSearch }: { onClose: () => void; onSearch: () => void }) {
  const { t, href } = useI18n();
  const first = useRef<HTMLButtonElement>(null);
  const social = useSocialProfiles();
  // The panel opened before this arrived: focus goes into it now.
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <div className="offcanvas-body">
      <div className="offcanvas-head">
        <h2>{t('site.name')}</h2>
        <button ref={first} type="button" className="offcanvas-close" aria-label={t('panel.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <Form action={href(paths.properties)} method="get" role="search" className="offcanvas-search" onSubmit={onSearch}>
        <label htmlFor="offcanvas-q">{t('panel.search')}</label>
        <div className="offcanvas-search-row">
          <input id="offcanvas-q" name="q" type="search" placeholder={t('panel.searchHint')} autoComplete="off" />
          <button type="submit" className="btn btn-primary">
            {t('panel.searchButton')}
          </button>
        </div>
      </Form>
      <section aria-labelledby="offcanvas-contact">
        <h3 id="offcanvas-contact">{t('panel.contact')}</h3>
        <ul className="offcanvas-contact">
          <li>{SITE.address}</li>
          <li>
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
          </li>
          <li>
            <a href={`mailto:${SITE.email}`} translate="no">
              {SITE.email}
            </a>
          </li>
        </ul>
        <OfficeMap />
      </section>
      {social.length ? (
        <section aria-labelledby="offcanvas-social">
          <h3 id="offcanvas-social">{t('panel.follow')}</h3>
          <SocialLinks className="offcanvas-social" />
        </section>
      ) : null}
    </div>
  );
}
