// A search's query string read as the route reads it: normalised, validated, and "3 bhk" in the
// text taken as a bedroom count (readBhk). The search benchmarks time the search module with it.
import { normaliseSearchParams, searchQuerySchema } from '@aangan/contracts';
import { readBhk } from '../apps/api/src/features/search/search-text.ts';

export const readSearch = (queryString: string) =>
  readBhk(searchQuerySchema.parse(normaliseSearchParams(Object.fromEntries(new URLSearchParams(queryString)))));
