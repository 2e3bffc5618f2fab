import { ALERT_FREQUENCIES, type AlertFrequency } from '@aangan/contracts';
import { Link } from 'react-router';
import type { ApiData } from '../../shared/api-result';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { AccountForm } from '../../shared/ui/AccountForm';
import { useAccountToast } from '../../shared/ui/useActionToast';
import { filtersInWords, readFilters } from '../search';

type SavedList = ApiData<'getSavedSearches'>;
type Saved = SavedList['items'][number];

/**
 * The person's saved searches: each one's filters in words, its new listings since it was last
 * opened, how often its alerts come; open (runs the search), change the alerts, delete. Above
 * them, how many alert e-mails a day at most and how many went today, and what happens past that.
 */
export function SavedSearches({ data }: { data: SavedList | null }) {
  const { t, href } = useI18n();
  useAccountToast();
  if (!data) return <p aria-busy="true">{t('account.loading')}</p>;
  if (!data.items.length)
    return (
      <p className="muted">
        {t('saved.empty')} <Link to={href(paths.properties)}>{t('saved.emptyLink')}</Link>
      </p>
    );
  return (
    <div className="saved-searches">
      <p className="muted">
        {t('saved.cap', { n: data.alerts_per_day, today: data.alerts_today, max: data.max, kept: data.items.length })}
      </p>
      <ul className="saved-list">
        {data.items.map((s) => (
          <SavedItem key={s.id} s={s} />
        ))}
      </ul>
    </div>
  );
}

function SavedItem({ s }: { s: Saved }) {
  const { t } = useI18n();
  const ids = { saved_search_id: s.id };
  const words = filtersInWords(t, readFilters(new URLSearchParams(s.query)));
  return (
    <li className="saved-item" data-testid="saved-search">
      <h2 className="saved-name">
        {s.name}
        {s.new_matches > 0 ? <span className="badge saved-new">{t('saved.new', { n: s.new_matches })}</span> : null}
      </h2>
      <p className="saved-words">{words}</p>
      <div className="saved-actions">
        <AccountForm intent="saved-open" ids={ids}>
          <button type="submit" className="btn btn-primary">
            {t('saved.open')}
          </button>
        </AccountForm>
        <AccountForm intent="saved-alerts" ids={ids} className="saved-alerts">
          <label htmlFor={`alerts-${s.id}`}>{t('saved.alerts')}</label>
          <select id={`alerts-${s.id}`} name="frequency" defaultValue={s.frequency}>
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`saved.frequency.${f satisfies AlertFrequency}` as MessageKey)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-ghost">
            {t('saved.change')}
          </button>
        </AccountForm>
        <AccountForm intent="saved-delete" ids={ids}>
          <button type="submit" className="btn btn-ghost" aria-label={t('saved.deleteNamed', { name: s.name })}>
            {t('saved.delete')}
          </button>
        </AccountForm>
      </div>
    </li>
  );
}
