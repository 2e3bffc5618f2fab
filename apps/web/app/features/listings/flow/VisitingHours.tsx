import { useI18n, type MessageKey } from '../../../shared/i18n';
import type { ListingFormValues } from './listing-form';
import { FieldFrame } from '../../../shared/ui/Field';
import '../listings.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]; // Monday first, as an Indian week is written
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * When seekers may come to see the listing (India time): the days of the week and the hours, from
 * which the listing page offers visit slots. Every day 10:00 to 19:00 unless the advertiser chooses.
 */
export function VisitingHours({ values, errors }: { values: ListingFormValues; errors: Record<string, string> }) {
  const { t, tm } = useI18n();
  const hourSelect = (name: 'visit_start_hour' | 'visit_end_hour', label: MessageKey, from: number, to: number) => (
    <FieldFrame
      label={t(label)}
      name={name}
      error={errors[name]}
      control={(tie) => (
        <select {...tie} defaultValue={values[name]}>
          {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((h) => (
            <option key={h} value={h}>
              {hour(h)}
            </option>
          ))}
        </select>
      )}
    />
  );
  return (
    <fieldset className="flow-group" data-testid="visiting-hours">
      <legend>{t('flow.visiting')}</legend>
      <p className="field-hint">{t('flow.visitingHint')}</p>
      <fieldset className="checks" aria-describedby={errors.visit_days ? 'visit_days-err' : undefined}>
        <legend>{t('flow.visitingDays')}</legend>
        {WEEKDAYS.map((d) => (
          <label key={d}>
            <input type="checkbox" name="visit_days" value={d} defaultChecked={values.visit_days.includes(String(d))} />{' '}
            {t(`weekday.${d}` as MessageKey)}
          </label>
        ))}
        {errors.visit_days ? (
          <p id="visit_days-err" className="field-error">
            {tm(errors.visit_days)}
          </p>
        ) : null}
      </fieldset>
      <div className="field-row">
        {hourSelect('visit_start_hour', 'flow.visitingFrom', 0, 23)}
        {hourSelect('visit_end_hour', 'flow.visitingUntil', 1, 24)}
      </div>
    </fieldset>
  );
}
