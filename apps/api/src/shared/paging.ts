// Every list the API serves is paged the same way: `page` (from 1) and `limit` in the query, and
// an answer with the page's items, where it is and how many there are in all.

export interface PageQuery {
  page: number;
  limit: number;
}

/** The rows a repository reads for the page asked for. */
export function rowsOf(q: PageQuery): { limit: number; offset: number } {
  return { limit: q.limit, offset: (q.page - 1) * q.limit };
}

/** One page of a list as the API answers it. */
export function pageOf<T>(q: PageQuery, total: number, items: T[]) {
  return { items, page: q.page, limit: q.limit, total, total_pages: Math.ceil(total / q.limit) };
}
