import { Link } from 'react-router';
import { DEFAULT_RADIUS_KM, formatRupees, TENANT_KINDS } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { FILTER_LABELS } from './search-labels';
import { filterChips, linkWithout, linkWithoutFilters, type FilterChip, type Filters } from './search-url';
import './search.css';

type T = ReturnType<typeof useI18n>['t'];

/**
 * The filters in force as chips over the results, each a link to the same search without it
 * (so it works without script too), and one to clear them all.
 */
export function ActiveFilters({ f }: { f: Filters }) {
  const { t, href } = useI18n();
  const chips = filterChips(f);
  if (!chips.length) return null;
  const km = radiusOf(f);
  const to = (search: string) => href(`${paths.properties}${search}`);
  return (
    <ul className="active-filters" aria-label={t('search.active')} data-testid="active-filters">
      {chips.map((c) => {
        const text = chipLabel(t, c, km);
        return (
          <li key={`${c.key}=${c.value}`}>
            <Link
              className="chip chip-remove"
              to={to(linkWithout(f, c))}
              aria-label={t('search.removeFilter', { label: text })}
            >
              <span className="chip-text">{text}</span>
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        );
      })}
      <li>
        <Link className="chip-clear" to={to(linkWithoutFilters(f))}>
          {t('search.clearAll')}
        </Link>
      </li>
    </ul>
  );
}

const money = (v: string) => formatRupees(Number(v)) ?? v;

/** The radius around the search's place, in km: the one chosen, else the search's default. */
const radiusOf = (f: Filters) => (Array.isArray(f.radius) ? f.radius[0] : f.radius) ?? DEFAULT_RADIUS_KM;

/** A search's filters in words, as its chips say them ("Rent, Max price: ₹45,000, Min 2 BHK"). */
export function filtersInWords(t: T, f: Filters): string {
  const km = radiusOf(f);
  return filterChips(f)
    .map((c) => chipLabel(t, c, km))
    .join(', ');
}

/** A chip's words: the place with its radius (`km`), the value worded, or "label: value". */
function chipLabel(t: T, { key, value }: FilterChip, km: string | number): string {
  switch (key) {
    case 'place':
      return value ? t('chip.near', { place: value, km }) : t('chip.nearPoint', { km });
    case 'q':
      return t('chip.keyword', { q: value });
    case 'purpose':
      return t(`purpose.${value}` as MessageKey);
    case 'property_type':
      return t(`type.${value}` as MessageKey);
    case 'price_min':
      return t('chip.priceMin', { price: money(value) });
    case 'price_max':
      return t('chip.priceMax', { price: money(value) });
    case 'bedrooms_min':
      return t('chip.bedsMin', { n: value });
    case 'bedrooms_max':
      return t('chip.bedsMax', { n: Number(value) });
    case 'posted_by':
      return t('chip.postedBy', { who: t(`card.postedBy.${value}` as MessageKey) });
    case 'amenities':
    case 'features':
      return value;
    default:
      return pgOrLabelled(t, key, value);
  }
}

/** Paying-guest choices worded as "label: value"; any other filter as its form label and value. */
function pgOrLabelled(t: T, key: FilterChip['key'], value: string): string {
  switch (key) {
    case 'pg_sharing':
      return t('chip.labelled', { label: t('listing.sharing'), value: t(`listing.sharing.${value}` as MessageKey) });
    case 'pg_gender':
      return t('chip.labelled', { label: t('listing.pgFor'), value: t(`listing.gender.${value}` as MessageKey) });
    case 'preferred_tenants':
      return t('chip.labelled', {
        label: t('search.tenant'),
        value: (TENANT_KINDS as readonly string[]).includes(value)
          ? t(`listing.tenants.${value}` as MessageKey)
          : value,
      });
    case 'pets_allowed':
      return value === 'true'
        ? t('search.petsAllowed')
        : t('chip.labelled', { label: t('listing.pets'), value: t('listing.pets.no') });
    case 'pg_food_included':
      return t('chip.labelled', {
        label: t('listing.food'),
        value: t(value === 'true' ? 'listing.yes' : 'listing.no'),
      });
    default:
      return key === 'place' ? value : t('chip.labelled', { label: t(FILTER_LABELS[key]), value });
  }
}
