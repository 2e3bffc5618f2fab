import { errorToken } from '@aangan/contracts';
import { type MessageKey, useI18n } from '../../shared/i18n';
import type { DroppedFilter } from './search-clean.server';
import { FILTER_LABELS } from './search-labels';
import './search.css';

/**
 * Over the results of a link that carried values the search cannot use (a reversed price range,
 * 50 bedrooms, a keyword of 3,000 characters): which were left out and why, in the page's words.
 * The search ran without them, so the results below are what the rest of the link asks for.
 */
export function DroppedNotice({
  dropped,
  labels = FILTER_LABELS,
}: {
  dropped: DroppedFilter[];
  /** The form's label of each value (the search page's by default). */
  labels?: Partial<Record<string, MessageKey>>;
}) {
  const { t, tm } = useI18n();
  if (!dropped.length) return null;
  return (
    <div className="notice notice-warn dropped-notice" role="status" data-testid="dropped-filters">
      <p>{t('search.dropped', { n: dropped.length })}</p>
      <ul>
        {dropped.map((d) => (
          <li key={d.key}>
            {t('chip.labelled', {
              label: t(labels[d.key] ?? 'search.filters'),
              value: tm(errorToken(d)),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
