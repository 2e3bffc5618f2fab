import { formatPhone, formatRupees } from '@aangan/contracts';
import { translate } from '../../shared/i18n';
import { enIN, type MessageKey } from '../../shared/i18n/en-IN';
import { pendingLabel } from '../listings';

// The back office (English only) shows stored values as words, from the public pages' English
// catalogue so a type reads the same to staff as to visitors ('builder_floor' → 'Builder floor').
// A value with no entry is still readable: underscores become spaces.

const words = (value: string) => value.replace(/[_.]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
const fromCatalogue = (key: string, value: string) =>
  key in enIN ? translate('en-IN', key as MessageKey) : words(value);

export const propertyTypeLabel = (v: string) => fromCatalogue(`type.${v}`, v);
export const purposeLabel = (v: string) => fromCatalogue(`purpose.${v}`, v);
export const furnishingLabel = (v: string) => fromCatalogue(`listing.furnishing.${v}`, v);
export const postedByLabel = (v: string) => fromCatalogue(`card.postedBy.${v}`, v);
export const listingStatusLabel = (v: string) => fromCatalogue(`mine.status.${v}`, v);

/** An audit row's action in words: 'property.findings_refresh' → 'Findings refresh'. */
const ACTIONS: Record<string, string> = {
  'property.create': 'Created',
  'property.submit': 'Sent for review',
  'property.update': 'Edited',
  'property.verify': 'Verified',
  'property.reject': 'Rejected',
  'property.take_down': 'Taken down',
  'property.merge': 'Merged as a duplicate',
  'property.findings_refresh': 'Checks run again',
  'property.pause': 'Paused',
  'property.reactivate': 'Live again',
  'property.reconfirm': 'Reconfirmed by the owner',
  'property.expire': 'Expired',
};
export const auditActionLabel = (a: string) => ACTIONS[a] ?? words(a.replace(/^property\./, ''));

/** A field of a listing that can wait for review, by the owner's form's label ('monthly_rent' → 'Monthly rent'). */
export function changeFieldLabel(field: string): string {
  const key = pendingLabel(field);
  return key ? translate('en-IN', key) : words(field);
}

const MONEY = ['base_price', 'monthly_rent', 'daily_rate', 'security_deposit', 'maintenance_charges'];

/**
 * A listing's value as the team reads it beside a waiting change: money in rupees, stored words
 * as words, a number as its owner would dial it, nothing as a dash.
 */
export function changeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY.includes(field) && typeof value === 'number') return formatRupees(value) ?? '—';
  if (field === 'purpose') return purposeLabel(String(value));
  if (field === 'property_type') return propertyTypeLabel(String(value));
  if (field === 'price_type') return value === 'rent' ? 'For rent' : 'For sale';
  if (field === 'owner_contact') return formatPhone(String(value));
  if (field === 'area_sqft') return `${String(value)} sqft`;
  if (field === 'bedrooms' || field === 'bhk') return `${String(value)} BHK`;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
