import { useState } from 'react';
import { VISIT_TIME_ZONE, type VisitSlots } from '@aangan/contracts';
import { useI18n, type Locale } from '../../shared/i18n';
import './visits.css';

type Day = VisitSlots['days'][number];

/** A day's name as the reader writes it, in India's calendar whatever the browser's zone: "Mon, 1 Dec". */
export function dayLabel(date: string, locale: Locale): string {
  // Noon in India is the same calendar day everywhere the label could be read.
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: VISIT_TIME_ZONE,
  }).format(new Date(`${date}T12:00:00+05:30`));
}

/** A slot's clock time in India, as the reader writes it: "10:30 am". */
export function timeLabel(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: VISIT_TIME_ZONE }).format(
    new Date(at),
  );
}

/**
 * The visit's time as two radio groups, usable by keyboard (arrow keys move within a group) and
 * read out by screen readers: a day of the next two weeks that has free slots, then one of that
 * day's slots, which is what the form sends (`scheduled_date`, the slot's instant). `chosen`: the
 * slot sent before a refusal, chosen again.
 */
export function VisitSlotPicker({
  slots,
  error,
  chosen,
  idPrefix = 'visit-slot',
  sendAs = (at) => at,
}: {
  slots: VisitSlots | null;
  error: string | undefined;
  chosen: string | undefined;
  /** Ids of the picker's messages: unique on the page (a page with several visits' forms names each). */
  idPrefix?: string;
  /** What the form sends for a slot (its instant unless the form reads India's local time). */
  sendAs?: (at: string) => string;
}) {
  const { t, tm, locale } = useI18n();
  const days = slots?.days.filter((d) => d.slots.length > 0) ?? [];
  const start = days.find((d) => d.slots.some((s) => sendAs(s.at) === chosen)) ?? days[0];
  const [date, setDate] = useState(start?.date);
  if (!slots) return <p className="muted">{t('visit.slotsUnavailable')}</p>;
  if (!days.length) return <p className="muted">{t('visit.noSlots')}</p>;
  const day = days.find((d) => d.date === date) ?? days[0]!;
  return (
    <>
      <fieldset className="slot-group">
        <legend>{t('visit.day')}</legend>
        <div className="slot-choices slot-days">
          {days.map((d) => (
            <label key={d.date} className="slot-choice">
              <input
                type="radio"
                name="visit_day"
                value={d.date}
                checked={d.date === day.date}
                onChange={() => setDate(d.date)}
              />
              <span>{dayName(d, days, locale, t)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SlotTimes day={day} chosen={chosen} error={error ? tm(error) : undefined} idPrefix={idPrefix} sendAs={sendAs} />
    </>
  );
}

function dayName(d: Day, days: Day[], locale: Locale, t: ReturnType<typeof useI18n>['t']) {
  const label = dayLabel(d.date, locale);
  // The API's first day is today in India: the first two are named as people say them.
  if (d === days[0] && d.date === todayInIndia()) return `${t('visit.today')} · ${label}`;
  return label;
}

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The chosen day's free slots; the error (a slot refused by the API) is said with the group. */
function SlotTimes({
  day,
  chosen,
  error,
  idPrefix,
  sendAs,
}: {
  day: Day;
  chosen: string | undefined;
  error: string | undefined;
  idPrefix: string;
  sendAs: (at: string) => string;
}) {
  const { t, locale } = useI18n();
  return (
    <fieldset className="slot-group" aria-describedby={error ? `${idPrefix}-err` : `${idPrefix}-hint`}>
      <legend>
        {t('visit.time')} <span className="muted">({t('visit.indiaTime')})</span>
      </legend>
      <div className="slot-choices slot-times" key={day.date}>
        {day.slots.map((s) => (
          <label key={s.at} className="slot-choice">
            <input
              type="radio"
              name="scheduled_date"
              value={sendAs(s.at)}
              defaultChecked={sendAs(s.at) === chosen}
              required
            />
            <span>{timeLabel(s.at, locale)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-err`} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${idPrefix}-hint`} className="muted small">
          {t('visit.slotHint')}
        </p>
      )}
    </fieldset>
  );
}
