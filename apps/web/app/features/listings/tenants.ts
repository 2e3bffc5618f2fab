// Whom a rental is let to and pets, worded (decision 044): on the listing page, the add-listing
// flow's review and the search's chips, in the page's language.
import type { PreferredTenant } from '@aangan/contracts';
import type { useI18n } from '../../shared/i18n';

type T = ReturnType<typeof useI18n>['t'];

/** "Family, Company lease", or "Anyone"; null when the owner has not said. */
export function tenantsText(t: T, list: readonly PreferredTenant[] | null | undefined): string | null {
  return list?.length ? list.map((k) => t(`listing.tenants.${k}`)).join(', ') : null;
}

/** "Allowed" or "Not allowed"; null when the owner has not said. */
export function petsText(t: T, allowed: boolean | null | undefined): string | null {
  return allowed === null || allowed === undefined ? null : t(allowed ? 'listing.pets.yes' : 'listing.pets.no');
}
