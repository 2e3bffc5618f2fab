import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type Visit } from '@aangan/contracts';
import { formatDateTime } from '../../lib/time';
import { useI18n, type MessageKey } from '../../i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toIndiaLocalInput } from '../../lib/time';
import { useAccountResult, useAccountToast } from './useActionToast';

export function Visits({ upcoming, past }: { upcoming: Visit[] | null; past: Visit[] | null }) {
  const { t } = useI18n();
  useAccountToast();
  if (!upcoming || !past) return <p aria-busy="true">{t('account.loading')}</p>;
  return (
    <div className="visits">
      <h2>{t('account.visits.upcoming')}</h2>
      {upcoming.length ? (
        <ul className="visit-list" data-testid="upcoming-visits">
          {upcoming.map((v) => (
            <VisitItem key={v.id} v={v} open />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('account.visits.noneUpcoming')}</p>
      )}
      <h2>{t('account.visits.past')}</h2>
      {past.length ? (
        <ul className="visit-list" data-testid="past-visits">
          {past.map((v) => (
            <VisitItem key={v.id} v={v} open={false} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('account.visits.nonePast')}</p>
      )}
    </div>
  );
}

function VisitItem({ v, open }: { v: Visit; open: boolean }) {
  const { t, tm, href, locale } = useI18n();
  const [mode, setMode] = useState<'none' | 'reschedule' | 'cancel'>('none');
  const result = useAccountResult();
  const mine = result?.visitId === v.id ? result : undefined;
  const err = mine && !mine.ok ? (mine.errors.scheduled_date ?? mine.message) : undefined;
  return (
    <li className="visit" data-status={v.status}>
      <div className="visit-head">
        <Link to={href(paths.property(v.property_id))}>{v.property?.title ?? `#${v.property_id}`}</Link>
        <span className={`status status-${v.status}`}>{t(`visit.status.${v.status}` as MessageKey)}</span>
      </div>
      <p className="visit-when">
        {formatDateTime(v.scheduled_date, locale)} <span className="muted">({t('visit.indiaTime')})</span>
      </p>
      {v.special_requirements ? <p className="muted">{v.special_requirements}</p> : null}
      {v.cancel_reason ? (
        <p className="muted">
          {t('visit.reason')}: {v.cancel_reason}
        </p>
      ) : null}
      {v.agent ? (
        <p className="muted">
          {t('account.agent.assigned')}: {v.agent.full_name} · <a href={`tel:${v.agent.phone}`}>{v.agent.phone}</a>
        </p>
      ) : null}
      {open && (
        <div className="visit-actions">
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={mode === 'reschedule'}
            onClick={() => setMode(mode === 'reschedule' ? 'none' : 'reschedule')}
          >
            {t('visit.reschedule')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={mode === 'cancel'}
            onClick={() => setMode(mode === 'cancel' ? 'none' : 'cancel')}
          >
            {t('visit.cancel')}
          </button>
        </div>
      )}
      {open && mode === 'reschedule' && (
        <VisitChange
          intent="visit-reschedule"
          visitId={v.id}
          submit={t('visit.saveTime')}
          onDone={() => setMode('none')}
        >
          <label>
            {t('visit.newTime')}{' '}
            <input
              type="datetime-local"
              name="scheduled_date"
              required
              defaultValue={toIndiaLocalInput(v.scheduled_date)}
            />
          </label>
        </VisitChange>
      )}
      {open && mode === 'cancel' && (
        <VisitChange
          intent="visit-cancel"
          visitId={v.id}
          submit={t('visit.confirmCancel')}
          onDone={() => setMode('none')}
        />
      )}
      {err ? (
        <p className="field-error" role="alert">
          {tm(err)}
        </p>
      ) : null}
    </li>
  );
}

/** The small form under a visit that reschedules or cancels it; both take an optional reason. */
function VisitChange({
  intent,
  visitId,
  submit,
  onDone,
  children,
}: {
  intent: string;
  visitId: number;
  submit: string;
  onDone: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" replace preventScrollReset className="inline-form" onSubmit={onDone}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="visit_id" value={visitId} />
      {children}
      <label>
        {t('visit.reasonOptional')} <input name="reason" maxLength={500} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}
