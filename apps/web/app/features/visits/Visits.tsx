import { useEffect, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { VISIT_SLOT_MINUTES, visitCancelFormSchema, visitRescheduleFormSchema, type Visit } from '@aangan/contracts';
import { formatDateTime, toIndiaLocalInput } from '../../shared/time';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { visitSlots, type VisitSlotsAnswer } from '../../shared/api-client';
import { VisitSlotPicker } from './VisitSlotPicker';
import { Field, keepFieldFocus } from '../../shared/ui/Field';
import { AccountForm, useChecked } from '../../shared/ui/AccountForm';
import { type TabActionData, useAccountResult, useAccountToast } from '../../shared/ui/useActionToast';
import { useListingTitle } from '../../shared/listing-title';
import './visits.css';

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

type Change = 'none' | 'reschedule' | 'cancel';

/** Whether a refusal names a field (shown at its box, not again under the visit). */
const hasFieldErrors = (r: TabActionData) => Object.values(r.result?.error ?? {}).some((e) => e?.length);

function VisitItem({ v, open }: { v: Visit; open: boolean }) {
  const { tm } = useI18n();
  const [mode, setMode] = useState<Change>('none');
  const result = useAccountResult();
  const mine = result?.visitId === v.id ? result : undefined;
  // A change that went through closes its form (adjusted while rendering, once per answer).
  const [seen, setSeen] = useState(mine);
  if (mine !== seen) {
    setSeen(mine);
    if (mine?.ok) setMode('none');
  }
  return (
    <li className="visit" data-status={v.status}>
      <VisitSummary v={v} />
      {open ? <VisitActions mode={mode} setMode={setMode} /> : null}
      {open && mode === 'reschedule' ? <VisitChange intent="visit-reschedule" v={v} last={mine} /> : null}
      {open && mode === 'cancel' ? <VisitChange intent="visit-cancel" v={v} last={mine} /> : null}
      {mine && !mine.ok && mine.message && !hasFieldErrors(mine) ? (
        <p className="field-error" role="alert">
          {tm(mine.message)}
        </p>
      ) : null}
    </li>
  );
}

/** What the visit is: the listing, its state, when, and who comes along. */
function VisitSummary({ v }: { v: Visit }) {
  const { t, href, locale } = useI18n();
  const titleOf = useListingTitle();
  return (
    <>
      <div className="visit-head">
        <Link to={href(paths.property(v.property_id))}>{titleOf(v.property?.title) ?? `#${v.property_id}`}</Link>
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
    </>
  );
}

/** The buttons that open the reschedule and cancel forms (one at a time). */
function VisitActions({ mode, setMode }: { mode: Change; setMode: (m: Change) => void }) {
  const { t } = useI18n();
  const toggle = (m: Change) => ({
    'aria-expanded': mode === m,
    onClick: () => setMode(mode === m ? 'none' : m),
  });
  return (
    <div className="visit-actions">
      <button type="button" className="btn btn-ghost" {...toggle('reschedule')}>
        {t('visit.reschedule')}
      </button>
      <button type="button" className="btn btn-ghost" {...toggle('cancel')}>
        {t('visit.cancel')}
      </button>
    </div>
  );
}

const CHANGES = {
  'visit-reschedule': { schema: visitRescheduleFormSchema, submit: 'visit.saveTime' },
  'visit-cancel': { schema: visitCancelFormSchema, submit: 'visit.confirmCancel' },
} as const;

/**
 * The small form under a visit that reschedules or cancels it; both take an optional reason. A
 * refused change stays open with what was typed. Its boxes' ids name the visit: several visits'
 * forms may be open at once.
 */
function VisitChange({
  intent,
  v,
  last,
}: {
  intent: keyof typeof CHANGES;
  v: Visit;
  /** The page's last answer about this visit. */
  last: TabActionData | undefined;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const { schema, submit } = CHANGES[intent];
  const { form, box } = useChecked(schema, last?.intent === intent ? last.result : undefined, {
    id: `${intent}-${v.id}`,
    defaultValue: { scheduled_date: toIndiaLocalInput(v.scheduled_date) },
  });
  return (
    <AccountForm intent={intent} form={form} ids={{ visit_id: v.id }} className="inline-form">
      {intent === 'visit-reschedule' ? (
        <NewTime propertyId={v.property_id} formId={form.id} box={box('scheduled_date')} />
      ) : null}
      <Field label={t('visit.reasonOptional')} id={`${form.id}-reason`} {...box('reason')} maxLength={500} />
      <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
        {t(submit)}
      </button>
    </AccountForm>
  );
}

/**
 * The new time of a visit: one of the listing's free slots, offered as on the listing's page
 * (VisitSlotPicker), sent as India's local time as the form reads it. Until the slots arrive, a
 * line says so; if they cannot be had, a time typed in a date-time box (checked by the API).
 */
function NewTime({
  propertyId,
  formId,
  box,
}: {
  propertyId: number;
  formId: string;
  box: { name: string; defaultValue: string | undefined; error: string | undefined };
}) {
  const { t } = useI18n();
  const slots = useVisitSlots(propertyId);
  if (slots === undefined) return <p className="muted">{t('account.loading')}</p>;
  if (slots)
    return (
      <VisitSlotPicker
        slots={slots}
        error={box.error}
        chosen={box.defaultValue}
        idPrefix={`${formId}-slot`}
        sendAs={toIndiaLocalInput}
      />
    );
  return (
    <Field
      label={t('visit.newTime')}
      type="datetime-local"
      step={VISIT_SLOT_MINUTES * 60}
      id={`${formId}-when`}
      {...box}
    />
  );
}

/** A listing's free slots once asked for: undefined while asking, null when they cannot be had. */
function useVisitSlots(propertyId: number): VisitSlotsAnswer | null | undefined {
  const [slots, setSlots] = useState<VisitSlotsAnswer | null | undefined>(undefined);
  useEffect(() => {
    const ask = new AbortController();
    void visitSlots(propertyId, ask.signal).then((answer) => {
      if (!ask.signal.aborted) setSlots(answer);
    });
    return () => ask.abort();
  }, [propertyId]);
  return slots;
}
