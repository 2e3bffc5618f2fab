import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n';
import { COMPARE_MAX, clearCompare, toggleCompare, useCompareIds } from './compare-store';

/** A card's "Compare" toggle (pressed while the listing is in the tray; refused when the tray is full). */
export function CompareToggle({ id, title }: { id: number; title: string }) {
  const { t } = useI18n();
  const ids = useCompareIds();
  const on = ids.includes(id);
  const full = !on && ids.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      className={`compare-toggle${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={t('compare.toggle', { title })}
      title={full ? t('compare.full', { max: COMPARE_MAX }) : undefined}
      disabled={full}
      onClick={() => toggleCompare(id)}
    >
      {t('compare.short')}
    </button>
  );
}

/** The tray: how many homes are picked, a link to compare them (from two), and a way to clear. */
export function CompareTray() {
  const { t, href } = useI18n();
  const ids = useCompareIds();
  if (!ids.length) return null;
  return (
    <aside className="compare-tray" aria-label={t('compare.tray')} data-testid="compare-tray">
      <span>{t('compare.picked', { count: ids.length, max: COMPARE_MAX })}</span>
      {ids.length >= 2 ? (
        <Link className="btn btn-primary" to={href(`/compare?ids=${ids.join(',')}`)}>
          {t('compare.go', { count: ids.length })}
        </Link>
      ) : (
        <span className="muted">{t('compare.pickMore')}</span>
      )}
      <button type="button" className="btn btn-ghost" onClick={clearCompare}>
        {t('compare.clear')}
      </button>
    </aside>
  );
}
