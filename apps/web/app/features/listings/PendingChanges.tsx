import type { MyListing } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { pendingFields, pendingLabel } from './pending-changes';
import { formatLongDate } from '../../shared/time';
import './listings.css';

/**
 * The owner's line about changes that wait for the team (decision 043): that seekers see the
 * listing as it was verified until they are approved, which fields wait, and since when. `lead`
 * says it another way where the owner has just saved one.
 */
export function PendingChanges({
  l,
  lead = 'pending.lead',
}: {
  l: Pick<MyListing, 'pending_changes' | 'changes_submitted_at'>;
  lead?: MessageKey;
}) {
  const { t, locale } = useI18n();
  if (!l.pending_changes) return null;
  const fields = pendingFields(l.pending_changes).map((f) => {
    const key = pendingLabel(f);
    return key ? t(key) : f.replace(/_/g, ' ');
  });
  return (
    <div className="pending-changes" data-testid="pending-changes">
      <p>
        <strong>{t('pending.title')}</strong> — {t(lead)}
      </p>
      <p className="pending-fields">
        {t('pending.fields', { fields: fields.join(', ') })}
        {l.changes_submitted_at
          ? ` · ${t('pending.since', { date: formatLongDate(l.changes_submitted_at, locale) })}`
          : null}
      </p>
    </div>
  );
}
