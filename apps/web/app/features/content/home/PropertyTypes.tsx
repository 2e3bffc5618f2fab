import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { LineIcon } from '../../../shared/ui/LineIcon';
import '../content.css';

// The Property Type section: each kind of place opens the search with that type chosen.
const TYPES = ['apartment', 'house', 'builder_floor', 'room', 'office', 'shop', 'warehouse', 'plot'] as const;

export function PropertyTypes() {
  const { t, href } = useI18n();
  return (
    <section className="container section" aria-labelledby="types-title">
      <h2 id="types-title">{t('home.types.title')}</h2>
      <p className="muted">{t('home.types.text')}</p>
      <ul className="type-grid">
        {TYPES.map((type) => (
          <li key={type}>
            <Link to={href(`${paths.properties}?property_type=${type}`)}>
              <span className="type-icon">
                <LineIcon name={type} />
              </span>
              <span>{t(`type.${type}` as MessageKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
