// Preset reasons for rejecting a listing in the review queue (back office, English only): the
// common cases in one click, each written for the owner, who reads it on My Properties. Free text
// adds to a preset or stands alone; the API's rule (at least 5 characters) is unchanged.
export const REJECTION_PRESETS = [
  'Photos do not show this property',
  'Price looks wrong for this area',
  'Address or location is incomplete',
  'Duplicate of another listing',
  'Contact details missing or wrong',
  'Description breaks our content rules',
] as const;

/**
 * The reason sent to the API: the chosen preset (only one of ours is taken, so a forged value
 * cannot pass as a preset) followed by the admin's own words.
 * 'Photos do not show this property' + 'Add the kitchen.' → 'Photos do not show this property. Add the kitchen.'
 */
export function composeReason(preset: unknown, text: unknown): string {
  const chosen = REJECTION_PRESETS.find((p) => p === preset);
  const own = typeof text === 'string' ? text.trim() : '';
  // The admin's words are sent as typed, so a too-short reason is still refused by the API.
  if (!chosen) return own;
  return own ? `${chosen}. ${own}` : chosen;
}
