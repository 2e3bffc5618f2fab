// Which pages the host may keep in memory and hand to visitors without cookies
// (apps/api/src/page-cache.ts): the search and listing pages, built only from listings (whose
// changes empty that memory at once) and the interface text. Anything with account, form or
// editorial content is rendered for every request. The search page is also kept for signed-in
// people, built per kind of viewer and filled in (lib/viewer.ts, decision 040).
import { paths } from './paths';

export interface PageCachePolicy {
  /** The listing a listing page shows: a page served from memory still counts as its view. */
  listingId: number | null;
  /**
   * Signed-in people may get it built once for every viewer of their kind and filled in (lib/viewer.ts):
   * true where the person shows only in the header and the like buttons.
   */
  perViewer: boolean;
}

export function pageCachePolicy(pathname: string): PageCachePolicy | null {
  const bare = pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  if (bare === paths.properties) return { listingId: null, perViewer: true };
  const m = /^\/property\/(\d{1,9})$/.exec(bare);
  return m ? { listingId: Number(m[1]), perViewer: false } : null;
}
