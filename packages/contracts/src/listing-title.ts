// A listing title made by Aangan from a listing's structured facts ("2 BHK Apartment for Rent in
// Sector 45", "PG (double sharing) for Women in Sohna Road"), not typed by its owner: the demo
// seed writes these. They are stored in English, the words of our own lists; a page in another
// language reads the facts back out of the title's fixed shape and says them in its own words
// (decision 046). A title an owner or builder typed does not have this shape and stays as typed.

/** The kinds of property a generated title names, with the word English uses for each. */
export const TITLE_TYPES = {
  apartment: 'Apartment',
  builder_floor: 'Builder Floor',
  house: 'Independent House',
  room: 'Room',
  office: 'Office Space',
  shop: 'Shop',
  warehouse: 'Warehouse',
  plot: 'Plot',
} as const;
export type TitleType = keyof typeof TITLE_TYPES;

/** Whom or what a generated title says the listing is for. */
export const TITLE_PURPOSES = {
  sale: 'for Sale',
  rent: 'for Rent',
  lease: 'for Lease',
  short_stay: 'for Short Stay',
  pg_any: 'for All',
  pg_male: 'for Men',
  pg_female: 'for Women',
} as const;
export type TitlePurpose = keyof typeof TITLE_PURPOSES;

export const TITLE_SHARINGS = ['single', 'double', 'triple', 'dormitory'] as const;
export type TitleSharing = (typeof TITLE_SHARINGS)[number];

/** What a generated title says: a home with its BHK, a PG room with its sharing, or a kind alone. */
export type TitleFacts = {
  type: TitleType;
  /** Bedrooms, for an apartment, builder floor or house. */
  bhk: number | null;
  /** The sharing, for a PG room. */
  sharing: TitleSharing | null;
  purpose: TitlePurpose;
  /** The locality or sub-locality, a place name (shown as written in every language). */
  place: string;
};

/** The English title for the facts: the form stored with a listing. */
export function generatedTitle(f: TitleFacts): string {
  const what = f.sharing
    ? `PG (${f.sharing} sharing)`
    : f.bhk !== null
      ? `${f.bhk} BHK ${TITLE_TYPES[f.type]}`
      : TITLE_TYPES[f.type];
  return `${what} ${TITLE_PURPOSES[f.purpose]} in ${f.place}`;
}

const keyOf = <T extends Record<string, string>>(words: T, word: string) =>
  (Object.keys(words) as (keyof T)[]).find((k) => words[k] === word);

const SHAPE = new RegExp(
  `^(?:PG \\((${TITLE_SHARINGS.join('|')}) sharing\\)|(?:(\\d{1,2}) BHK )?(${Object.values(TITLE_TYPES).join('|')})) ` +
    // A place's name as the gazetteer writes them (letters, digits and plain punctuation): a
    // typed title with more after the place ("... in Sector 14 — no brokers") is the owner's own.
    `(${Object.values(TITLE_PURPOSES).join('|')}) in ([A-Za-z0-9][A-Za-z0-9 .,'&()/-]{0,80})$`,
);

/** The facts a generated title states, or null for any other title (one its owner typed). */
export function readGeneratedTitle(title: string): TitleFacts | null {
  const m = SHAPE.exec(title);
  if (!m) return null;
  const [, sharing, bhk, typeWord, purposeWord, place] = m;
  const type = sharing ? 'room' : keyOf(TITLE_TYPES, typeWord!);
  const purpose = keyOf(TITLE_PURPOSES, purposeWord!);
  if (!type || !purpose) return null;
  // Only what the generator writes: a BHK with a home, never with a room, shop or plot.
  const home = type === 'apartment' || type === 'builder_floor' || type === 'house';
  if (home !== (bhk !== undefined)) return null;
  return {
    type,
    bhk: bhk === undefined ? null : Number(bhk),
    sharing: (sharing as TitleSharing | undefined) ?? null,
    purpose,
    place: place!,
  };
}

/**
 * The captions Aangan gives the photos it draws (the demo's), by the kind of view: a page in
 * another language says them in its words; a caption an owner typed stays as typed.
 */
export const PHOTO_CAPTIONS = {
  exterior: 'Building exterior',
  living: 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  balcony: 'Balcony view',
  office: 'Office floor',
  shop: 'Shop front',
  plot: 'Plot',
} as const;
export type PhotoCaption = keyof typeof PHOTO_CAPTIONS;

/** Which of our captions a photo's caption is, or null for one its owner typed. */
export const photoCaptionKind = (caption: string): PhotoCaption | null => keyOf(PHOTO_CAPTIONS, caption) ?? null;
