import type { Property } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { confirmedMessage } from './freshness';
import './listings.css';

// What makes a listing trustworthy at a glance (decision 024): who posted it and how fresh its
// availability is. Shared by cards and the listing page, so both say the same thing.

/** "Owner", "Agent: Rohit Yadav" or "Builder: Kesar Developers". */
export function PostedBy({ p }: { p: Pick<Property, 'posted_by' | 'poster_name'> }) {
  const { t } = useI18n();
  const who = t(`card.postedBy.${p.posted_by}` as MessageKey);
  return (
    <span className={`poster poster-${p.posted_by}`} data-testid="posted-by">
      {p.poster_name && p.posted_by !== 'owner' ? (
        <>
          {who}: <span data-typed="">{p.poster_name}</span>
        </>
      ) : (
        who
      )}
    </span>
  );
}

/**
 * "Availability confirmed 3 days ago", counted from the page's own clock; the server's render and
 * the browser's can fall either side of midnight, so the browser's text is kept without a warning.
 */
export function Freshness({ at, className = 'fresh' }: { at: string | null | undefined; className?: string }) {
  const { t } = useI18n();
  const m = confirmedMessage(at);
  if (!m) return null;
  return (
    <span className={className} data-testid="confirmed" suppressHydrationWarning>
      {t(m.key, { n: m.n })}
    </span>
  );
}
