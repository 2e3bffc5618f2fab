import type { PropertyList } from '@aangan/contracts';
import { PropertyCard } from './PropertyCard';
import { useI18n } from '../../shared/i18n';

/** Liked listings; six skeleton cards while they load, the size of the first screen of cards. */
export function Favorites({ list }: { list: PropertyList | null }) {
  const { t } = useI18n();
  if (!list) {
    return (
      <div className="card-grid" aria-busy="true" aria-label={t('account.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="card skeleton" data-testid="skeleton" />
        ))}
      </div>
    );
  }
  if (!list.items.length) return <p className="muted">{t('account.favorites.empty')}</p>;
  return (
    <div className="card-grid" data-testid="favorites">
      {list.items.map((p) => (
        <PropertyCard key={p.id} p={p} />
      ))}
    </div>
  );
}
