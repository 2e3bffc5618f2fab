// How a search's words are read, as the results page reads them: "3 bhk" is a bedroom count; a
// gazetteer place named as typed ("dlf phase 2") is matched by its tags, not as loose words;
// words that match nothing are read again as a misspelt place name. Saved searches read their
// words the same way when they are saved (saved/matcher.ts).
import type { SearchQuery } from '@aangan/contracts';
import type { LocationRepository } from './locations/repository.ts';
import type { Search, SearchResult, TextMatch } from './search.ts';

/** "3 bhk", "3bhk", "3 BHK": a bedroom count, not two loose words. */
const BHK = /\b(\d{1,2})\s*bhk\b/i;
/** Similarity at which a run of words is taken to name a gazetteer place as typed. */
const EXACT_PLACE = 0.9;

export function readBhk(q: SearchQuery): { query: SearchQuery; text: string | undefined } {
  const m = q.q?.match(BHK);
  if (!m || q.bedrooms_min !== undefined || q.bedrooms_max !== undefined) return { query: q, text: q.q };
  const n = Number(m[1]);
  const text = q.q!.replace(BHK, ' ').replace(/\s+/g, ' ').trim() || undefined;
  return { query: { ...q, bedrooms_min: n, bedrooms_max: n }, text };
}

export interface SearchReading {
  /** The filters, a bedroom count in the words included. */
  query: SearchQuery;
  /** How the rest of the words are matched; null when there are none. */
  text: TextMatch | null;
  /** The answer, when reading the words took a search that is the answer. */
  result?: SearchResult;
  /** The words as corrected, when they were read as a misspelt place. */
  corrected?: string;
}

export interface TextReaders {
  search: Pick<Search, 'search'>;
  places: Pick<LocationRepository, 'resolvePlace'>;
}

export async function readSearch({ search, places }: TextReaders, asked: SearchQuery): Promise<SearchReading> {
  const { query, text } = readBhk(asked);
  if (!text) return { query, text: null };
  const place = await places.resolvePlace(text);
  const asPlace = place && { words: place.rest || null, place: place.place, placeIds: place.placeIds };
  if (place && place.similarity >= EXACT_PLACE) return { query, text: asPlace };
  const words = { words: text, place: null };
  const first = await search.search(query, words);
  if (first.total > 0 || query.cursor || !asPlace) return { query, text: words, result: first };
  const corrected = [asked.q?.match(BHK)?.[0], place.rest, place.place].filter(Boolean).join(' ');
  return { query, text: asPlace, corrected };
}
