import { Link } from 'react-router';
import type { EnquiryList, EnquiryThread, PhoneShare } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { formatLongDate } from '../../shared/time';
import { AccountForm } from '../../shared/ui/AccountForm';
import { ThreadList, ThreadView } from './Threads';
import { useAccountToast } from '../../shared/ui/useActionToast';
import './contact.css';

/** My enquiries: the threads I started, one open, and whom I share my number with. */
export function Enquiries({
  list,
  thread,
  shares,
}: {
  list: EnquiryList | null;
  thread: EnquiryThread | null;
  shares: PhoneShare[] | null;
}) {
  const { t, href } = useI18n();
  useAccountToast();
  if (!list || !shares) return <p aria-busy="true">{t('account.loading')}</p>;
  if (thread) return <ThreadView thread={thread} back={`${paths.account}?tab=enquiries`} />;
  return (
    <div className="enquiries">
      {list.items.length ? (
        <ThreadList items={list.items} tab="enquiries" side="seeker" />
      ) : (
        <p className="muted">
          {t('enquiry.none')} <Link to={href(paths.properties)}>{t('enquiry.browse')}</Link>
        </p>
      )}
      <PhoneShares shares={shares} />
    </div>
  );
}

/** Who has my number (through enquiries where I ticked "share"), each with a way to take it back. */
function PhoneShares({ shares }: { shares: PhoneShare[] }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="shares-title" className="phone-shares">
      <h2 id="shares-title">{t('shares.title')}</h2>
      <p className="muted">{t('shares.lead')}</p>
      {shares.length === 0 ? (
        <p data-testid="no-shares">{t('shares.none')}</p>
      ) : (
        <ul className="share-list" data-testid="phone-shares">
          {shares.map((s) => (
            <li key={s.advertiser}>
              <div>
                <strong>{s.name}</strong>
                <p className="muted small">
                  {s.subjects.join(', ')} · {t('shares.since', { date: formatLongDate(s.shared_at, locale) })}
                </p>
              </div>
              <AccountForm intent="phone-withdraw" ids={{ advertiser: s.advertiser }}>
                <button type="submit" className="btn btn-ghost" aria-label={t('shares.withdrawFrom', { name: s.name })}>
                  {t('shares.withdraw')}
                </button>
              </AccountForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
