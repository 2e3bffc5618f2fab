import { TENANT_KINDS } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import type { Filters } from './search-url';
import './search.css';

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/**
 * Who is renting (listings that let to them or to anyone) and pets allowed (decision 044): shown
 * by the stylesheet only while the purpose chosen is one whose listings say them (rent; pets for
 * PGs too), and dropped from the address otherwise (search-url.ts).
 */
export function TenantFilters({ f }: { f: Filters }) {
  const { t } = useI18n();
  return (
    <div className="sf-row" data-for="rent pg">
      <label className="sf-field" data-for="rent">
        <span>{t('search.tenant')}</span>
        <select name="preferred_tenants" defaultValue={str(f.preferred_tenants)}>
          <option value="">{t('search.any')}</option>
          {TENANT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`listing.tenants.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="sf-field sf-check">
        <input type="checkbox" name="pets_allowed" value="true" defaultChecked={str(f.pets_allowed) === 'true'} />
        <span>{t('search.petsAllowed')}</span>
      </label>
    </div>
  );
}
