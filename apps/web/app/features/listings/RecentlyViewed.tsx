import { useEffect, useState } from 'react';
import { RECENT_MAX, type Property } from '@aangan/contracts';
import { browserApi } from '../../shared/api-client';
import { useI18n } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { PropertyCard } from './PropertyCard';

// Recently viewed (issue 35 §5): the last listings a person opened. Signed in, the server keeps
// them (the listing's page records each view); a visitor's stay in this browser (localStorage)
// and move to the server at the first page they open signed in. The strip is drawn in the
// browser: it is one person's, and the pages around it are kept for everyone.

const KEY = 'aangan.recent';

function readIds(): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((x): x is number => Number.isInteger(x) && x > 0).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** A visitor opened this listing: it goes to the front of the browser's list. */
function remember(id: number) {
  try {
    localStorage.setItem(KEY, JSON.stringify([id, ...readIds().filter((x) => x !== id)].slice(0, RECENT_MAX)));
  } catch {
    // Storage refused (private mode, full): the list just is not kept.
  }
}

/**
 * On a listing's page (`viewing`) and wherever the strip shows: a visitor's view is kept in the
 * browser; once signed in, the browser's list is sent to the server and forgotten here. Answers
 * the server's list (signed in, after any merge) when `load` is set.
 */
export function useRecentViews(viewing?: number) {
  const { user, csrf } = useSession();
  useEffect(() => {
    if (!user) {
      if (viewing) remember(viewing);
      return;
    }
    const kept = readIds();
    if (!kept.length) return;
    void browserApi(csrf)
      .POST('/api/v1/me/recently-viewed', { body: { property_ids: kept } })
      .then((r) => {
        if (r.response.ok) localStorage.removeItem(KEY);
      })
      .catch(() => {});
  }, [user, csrf, viewing]);
}

/** "Continue where you left off": the person's recently viewed listings, newest first; nothing when there are none. */
export function RecentlyViewed({ shown = 8 }: { shown?: number }) {
  const { t } = useI18n();
  const { user, csrf } = useSession();
  const [items, setItems] = useState<Property[]>([]);
  useEffect(() => {
    const api = browserApi(csrf);
    const kept = readIds();
    const load = user
      ? kept.length
        ? api.POST('/api/v1/me/recently-viewed', { body: { property_ids: kept } })
        : api.GET('/api/v1/me/recently-viewed')
      : kept.length
        ? api.GET('/api/v1/properties/recent', { params: { query: { ids: kept.join(',') } } })
        : null;
    let live = true;
    void load
      ?.then((r) => {
        if (user && kept.length && r.response.ok) localStorage.removeItem(KEY);
        if (live && r.data) setItems(r.data.items);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [user, csrf]);
  if (!items.length) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recent-title" data-testid="recently-viewed">
      <h2 id="recent-title">{t('recent.title')}</h2>
      <div className="card-strip">
        {items.slice(0, shown).map((p) => (
          <PropertyCard key={p.id} p={p} />
        ))}
      </div>
    </section>
  );
}
