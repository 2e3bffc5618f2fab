import { translate } from '../i18n';
import { enIN, type MessageKey } from '../i18n/en-IN';

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
