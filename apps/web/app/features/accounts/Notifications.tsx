import { DIGEST_KINDS, formatRupeesShort, type Notification } from '@aangan/contracts';
import { Link } from 'react-router';
import type { TabData } from './account-data.server';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { priceUnitIn } from '../../shared/price';
import { formatDateTime } from '../../shared/time';
import { AccountForm } from '../../shared/ui/AccountForm';
import { useAccountToast } from '../../shared/ui/useActionToast';

type T = ReturnType<typeof useI18n>['t'];

/** A price as the notification's listing shows it: ₹45,000/month, ₹1.25 Cr. */
function priceOf(t: T, n: Notification, value: number | undefined): string {
  const d = n.data;
  const amount = formatRupeesShort(value) ?? '';
  const daily = d.purpose === 'short_stay' ? 1 : null;
  return amount + priceUnitIn(t, { purpose: d.purpose ?? '', daily_rate: daily, price_type: d.price_type ?? null });
}

/** What a notification says, in the page's language, from its kind and facts. */
export function notificationText(t: T, locale: string, n: Notification): string {
  const d = n.data;
  const title = d.title ?? '';
  switch (n.kind) {
    case 'saved_search':
      return t('notif.saved_search', { count: d.count ?? 0, name: d.name ?? '' });
    case 'price_drop':
      return t('notif.price_drop', {
        title,
        by: priceOf(t, n, (d.old_price ?? 0) - (d.new_price ?? 0)),
        price: priceOf(t, n, d.new_price),
      });
    case 'listing_closed':
      return t('notif.listing_closed', { title, status: d.status ?? 'expired' });
    case 'availability_answer':
      return t('notif.availability_answer', { title, answer: d.answer ?? 'expired' });
    case 'enquiry_message':
      return t('notif.enquiry_message', { title, from: d.from ?? '' });
    case 'visit_change':
      return t('notif.visit_change', {
        title,
        change: d.change ?? 'other',
        from: d.from ?? '',
        at: d.at ? formatDateTime(d.at, locale) : '',
      });
  }
}

/**
 * The notification centre: the person's notifications newest first (unread ones marked), each
 * opening its page and counting as read; "mark all as read"; older ones a page at a time; and
 * which kinds also come by e-mail in the daily digest.
 */
export function Notifications({ data }: { data: TabData['notifications'] }) {
  const { t, href } = useI18n();
  useAccountToast();
  if (!data) return <p aria-busy="true">{t('account.loading')}</p>;
  const { list, digestOff } = data;
  return (
    <div className="notifications">
      {list.items.length ? (
        <>
          <div className="notifications-head">
            <p className="muted">{t('notif.unread', { count: list.unread })}</p>
            {list.unread > 0 ? (
              <AccountForm intent="notifications-read">
                <button type="submit" className="btn btn-ghost">
                  {t('notif.readAll')}
                </button>
              </AccountForm>
            ) : null}
          </div>
          <ul className="notification-list">
            {list.items.map((n) => (
              <NotificationItem key={n.id} n={n} />
            ))}
          </ul>
          {list.next ? (
            <p>
              <Link to={href(`${paths.notifications}&before=${list.next}`)}>{t('notif.older')}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('notif.empty')}</p>
      )}
      <DigestSettings off={digestOff} />
    </div>
  );
}

function NotificationItem({ n }: { n: Notification }) {
  const { t, locale } = useI18n();
  return (
    <li className={`notification${n.read ? '' : ' is-unread'}`} data-testid="notification">
      <AccountForm intent="notification-open" ids={{ notification_id: n.id }}>
        <input type="hidden" name="link" value={n.link} />
        <button type="submit" className="notification-open">
          {n.read ? null : <span className="sr-only">{t('notif.new')} </span>}
          <span className="notification-text">{notificationText(t, locale, n)}</span>
          <time className="muted" dateTime={n.created_at}>
            {formatDateTime(n.created_at, locale)}
          </time>
        </button>
      </AccountForm>
    </li>
  );
}

/** Which kinds come by e-mail once a day (ticked), the rest only here. */
function DigestSettings({ off }: { off: string[] }) {
  const { t } = useI18n();
  return (
    <AccountForm intent="digest-settings" className="panel digest-settings">
      <fieldset>
        <legend>{t('notif.digest.title')}</legend>
        <p className="muted">{t('notif.digest.help')}</p>
        {DIGEST_KINDS.map((k) => (
          <label key={k} className="check">
            <input type="checkbox" name="digest_on" value={k} defaultChecked={!off.includes(k)} />{' '}
            {t(`notif.digest.${k}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        {t('notif.digest.save')}
      </button>
    </AccountForm>
  );
}
