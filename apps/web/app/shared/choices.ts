// Amenities and features in the page's language: the catalogue's words (amenity.power_backup,
// feature.park_facing) for the ones listings are offered, and as stored for any other.
import { AMENITIES, FEATURES } from '@aangan/contracts';
import type { MessageKey } from './i18n';

/** An amenity's or feature's words as a message key ('Power Backup' → amenity.power_backup). */
export const choiceKey = (kind: 'amenity' | 'feature', name: string) =>
  `${kind}.${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}` as MessageKey;

const KNOWN = { amenity: new Set<string>(AMENITIES), feature: new Set<string>(FEATURES) };

export function choiceLabel(t: (key: MessageKey) => string, kind: 'amenity' | 'feature', name: string): string {
  return KNOWN[kind].has(name) ? t(choiceKey(kind, name)) : name;
}
