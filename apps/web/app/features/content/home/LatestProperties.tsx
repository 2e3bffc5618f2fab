import { Link, useLocation, useNavigation } from 'react-router';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import type { CardProperty } from '../../listings';
import { paths } from '../../../shared/paths';
import { LATEST_TABS } from './latest-tabs';
import { PropertyCard } from '../../listings';
import '../content.css';

// Latest Properties: tabs Houses, Apartments, Bedrooms and Swimming Pool (no Smart House tab: no
// listing carries a smart-home feature) over a grid of 6 (recommendations until a tab is chosen),
// 6 placeholders while a tab loads and an error line. Tabs are links (?latest=...), so they work
// without scripts and the chosen tab can be shared.
export function LatestProperties({
  items,
  error,
  tab,
}: {
  items: CardProperty[];
  error: string | null;
  tab: string | null;
}) {
  const { t, href } = useI18n();
  const more = LATEST_TABS.find((x) => x.id === tab)?.query ?? '';
  return (
    <section className="container section" aria-labelledby="latest-title" id="latest">
      <div className="section-head">
        <div>
          <h2 id="latest-title">{t('home.latest.title')}</h2>
          <p className="muted">{t('home.latest.text')}</p>
        </div>
        <Link to={href(`${paths.properties}${more ? `?${more}` : ''}`)}>{t('home.latest.viewAll')} →</Link>
      </div>
      <LatestTabs tab={tab} />
      <LatestGrid items={items} error={error} />
    </section>
  );
}

function LatestTabs({ tab }: { tab: string | null }) {
  const { t } = useI18n();
  return (
    <nav className="tabs" aria-label={t('home.latest.title')}>
      {LATEST_TABS.map((x) => (
        <Link
          key={x.id}
          to={`?latest=${x.id}#latest`}
          preventScrollReset
          replace
          className={`tab${tab === x.id ? ' active' : ''}`}
          aria-current={tab === x.id ? 'true' : undefined}
        >
          {t(`home.latest.tab.${x.id}` as MessageKey)}
        </Link>
      ))}
    </nav>
  );
}

/** Placeholders while a tab loads, the error, the empty state, or the cards. */
function LatestGrid({ items, error }: { items: CardProperty[]; error: string | null }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const nav = useNavigation();
  const loading =
    nav.state === 'loading' &&
    nav.location.pathname === pathname &&
    new URLSearchParams(nav.location.search).has('latest');
  if (loading)
    return (
      <div className="card-grid" data-testid="loading">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="card skeleton" />
        ))}
      </div>
    );
  if (error)
    return (
      <p className="error-line" role="alert">
        {t('home.latest.error', { message: error })}
      </p>
    );
  if (items.length === 0) return <p className="muted">{t('home.latest.empty')}</p>;
  return (
    <div className="card-grid" data-testid="latest-properties">
      {items.map((p) => (
        <PropertyCard key={p.id} p={p} />
      ))}
    </div>
  );
}
