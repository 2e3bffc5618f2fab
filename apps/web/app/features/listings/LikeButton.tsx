import { useEffect, useSyncExternalStore } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/ui/Toaster';
import './listings.css';

// Like toggle for cards and the detail page. Visitors are sent to /login (and come back); a
// signed-in tap shows at once, repeats are blocked while it is on its way, and every list on the
// page shows the new state once the loaders refresh.
export function LikeButton({
  propertyId,
  liked,
  count,
  compact = false,
}: {
  propertyId: number;
  liked: boolean | undefined;
  count?: number;
  compact?: boolean;
}) {
  const { t, tm, href } = useI18n();
  const { user, csrf } = useSession();
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; message: string; liked?: boolean }>();
  // True once running in the browser: then the action answers the fetcher instead of redirecting.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.message)
      toast(tm(fetcher.data.message), 'error');
  }, [fetcher.state, fetcher.data, tm]);

  const back = location.pathname + location.search;
  if (!user) return <LoginToLike back={back} compact={compact} />;
  const busy = fetcher.state !== 'idle';
  // While the toggle is on its way (and the lists reload after it) show where it is going.
  const on = busy ? !liked : Boolean(liked);
  // The heart alone needs a name; with its words shown, they are its name (axe: label-content-name-mismatch).
  return (
    <fetcher.Form method="post" action={href('/like')} className="like-form">
      <input type="hidden" name="property_id" value={propertyId} />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={`like-btn${compact ? ' compact' : ''}${on ? ' is-on' : ''}`}
        aria-pressed={on}
        disabled={busy}
        aria-label={compact ? (on ? t('like.unlike') : t('like.like')) : undefined}
      >
        <Heart on={on} />
        {compact ? null : (
          <span>
            {on ? t('like.liked') : t('like.like')}
            {count !== undefined ? ` · ${count + (busy ? (on ? 1 : -1) : 0)}` : ''}
          </span>
        )}
      </button>
    </fetcher.Form>
  );
}

const noop = () => () => {};

/** For visitors: the heart leads to /login, and back here after. */
function LoginToLike({ back, compact }: { back: string; compact: boolean }) {
  const { t, href } = useI18n();
  return (
    <Link
      className={`like-btn${compact ? ' compact' : ''}`}
      to={`${href('/login')}?next=${encodeURIComponent(back)}`}
      aria-label={t('like.loginToLike')}
    >
      <Heart on={false} />
      {compact ? null : <span>{t('like.like')}</span>}
    </Link>
  );
}

function Heart({ on }: { on: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2 0 3.4 1.1 4.2 2.3h2.4C14 6.1 15.4 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z"
        fill={on ? '#dc2626' : 'none'}
        stroke={on ? '#dc2626' : 'currentColor'}
        strokeWidth="1.8"
      />
    </svg>
  );
}
