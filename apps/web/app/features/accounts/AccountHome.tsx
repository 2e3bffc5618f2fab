import { Link } from 'react-router';
import { type User, type Visit } from '@aangan/contracts';
import { formatDateTime } from '../../shared/time';
import { useI18n } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { displayName } from '../../shared/session';
import { useListingTitle } from '../../shared/listing-title';
import { RecentlyViewed } from '../listings';

/** Recently viewed homes the account's overview shows. */
const RECENT_SHOWN = 6;

type Agent = { full_name: string; phone: string; email: string | null } | null;

export function AccountHome({ user, agent, upcoming }: { user: User; agent: Agent; upcoming: Visit[] | null }) {
  const { t, href, locale } = useI18n();
  const titleOf = useListingTitle();
  const next = upcoming?.[0];
  return (
    <div className="account-home">
      <p>{t('account.home.welcome', { name: displayName(user) })}</p>
      <RecentlyViewed shown={RECENT_SHOWN} />
      <div className="panel">
        <h2>{t('account.agent.title')}</h2>
        {agent ? (
          <p data-testid="agent">
            <strong>{t('account.agent.assigned')}</strong>: {agent.full_name} ·{' '}
            <a href={`tel:${agent.phone}`}>{agent.phone}</a>
            {agent.email ? (
              <>
                {' '}
                · <a href={`mailto:${agent.email}`}>{agent.email}</a>
              </>
            ) : null}
          </p>
        ) : (
          <p className="muted">{t('account.agent.none')}</p>
        )}
      </div>
      <div className="panel">
        <h2>{t('account.home.nextVisit')}</h2>
        {next ? (
          <p>
            {titleOf(next.property?.title) ?? `#${next.property_id}`} — {formatDateTime(next.scheduled_date, locale)}
          </p>
        ) : (
          <p className="muted">{t('account.visits.noneUpcoming')}</p>
        )}
        <Link to={href(`${paths.account}?tab=visits`)} replace>
          {t('account.tab.visits')} →
        </Link>
      </div>
      <div className="panel">
        <h2>{t('account.home.more')}</h2>
        <p>
          <Link to={href(`${paths.account}?tab=favorites`)} replace>
            {t('account.tab.favorites')}
          </Link>{' '}
          ·{' '}
          <Link to={href(`${paths.account}?tab=preferences`)} replace>
            {t('account.tab.preferences')}
          </Link>{' '}
          · <Link to={href(paths.properties)}>{t('nav.properties')}</Link>
        </p>
      </div>
    </div>
  );
}
