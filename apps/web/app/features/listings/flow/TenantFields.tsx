import { asksPets, asksTenants, PREFERRED_TENANTS } from '@aangan/contracts';
import { FieldFrame } from '../../../shared/ui/Field';
import { useI18n } from '../../../shared/i18n';
import type { ListingFormValues } from './listing-form';
import '../listings.css';

/**
 * Whom a home to rent is let to (boxes: a set, "Anyone" for no restriction) and whether pets are
 * welcome (rent and PG), asked in the details step of the purposes that have them (decision 044).
 */
export function TenantFields({ values, errors }: { values: ListingFormValues; errors: Record<string, string> }) {
  const { t, tm } = useI18n();
  const tenants = asksTenants(values.purpose);
  if (!tenants && !asksPets(values.purpose)) return null;
  return (
    <>
      {tenants ? (
        <fieldset
          className="checks"
          aria-describedby={`tenants-hint${errors.preferred_tenants ? ' tenants-err' : ''}`}
          data-testid="preferred-tenants"
        >
          <legend>{t('listing.tenants')}</legend>
          <p id="tenants-hint" className="field-hint">
            {t('flow.tenantsHint')}
          </p>
          {PREFERRED_TENANTS.map((k) => (
            <label key={k}>
              <input
                type="checkbox"
                name="preferred_tenants"
                value={k}
                defaultChecked={values.preferred_tenants.includes(k)}
              />{' '}
              {t(`listing.tenants.${k}`)}
            </label>
          ))}
          {errors.preferred_tenants ? (
            <p id="tenants-err" className="field-error">
              {tm(errors.preferred_tenants)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FieldFrame
        label={t('listing.pets')}
        name="pets_allowed"
        error={errors.pets_allowed}
        control={(tie) => (
          <select {...tie} defaultValue={values.pets_allowed}>
            <option value="">{t('flow.notSaying')}</option>
            <option value="yes">{t('listing.pets.yes')}</option>
            <option value="no">{t('listing.pets.no')}</option>
          </select>
        )}
      />
    </>
  );
}
