import { Form, Link, useSearchParams } from 'react-router';
import { useSession } from '../../shared/session';
import { ENQUIRY_STATUSES, type EnquiryList, type EnquiryThread, type MyListing } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { formatDateTime } from '../../shared/time';
import { ThreadList, ThreadView } from './Threads';
import { useAccountToast } from '../../shared/ui/useActionToast';
import { useListingTitle } from '../../shared/listing-title';
import './contact.css';

export interface Reveals {
  listing: { id: number; title: string };
  items: { name: string; revealed_at: string }[];
}

/** The lead inbox: enquiries about my listings, filtered by listing and status, and who saw my number. */
export function Leads({
  list,
  thread,
  listings,
  reveals,
  team,
}: {
  list: EnquiryList | null;
  thread: EnquiryThread | null;
  listings: MyListing[] | null;
  reveals: Reveals[] | null;
  team: boolean;
}) {
  const { t, href } = useI18n();
  const { user } = useSession();
  useAccountToast();
  if (!list || !listings || !reveals) return <p aria-busy="true">{t('account.loading')}</p>;
  const query = team ? '&inbox=team' : '';
  if (thread) return <ThreadView thread={thread} back={`${paths.account}?tab=leads${query}`} />;
  return (
    <div className="leads">
      {/* Admins also answer project enquiries whose builder has no account: the team's inbox. */}
      {user?.role === 'admin' ? (
        <p>
          <Link to={href(`${paths.account}?tab=leads${team ? '' : '&inbox=team'}`)}>
            {team ? t('leads.mine') : t('leads.team')}
          </Link>
        </p>
      ) : null}
      <LeadFilters listings={listings} team={team} />
      <p className="muted" role="status">
        {t('leads.count', { n: list.total })}
        {list.unread ? ` · ${t('enquiry.unread', { n: list.unread })}` : ''}
      </p>
      {list.items.length ? (
        <ThreadList items={list.items} tab="leads" side="advertiser" query={query} />
      ) : (
        <p className="muted">{t('leads.none')}</p>
      )}
      {!team ? <WhoSawMyNumber reveals={reveals} /> : null}
    </div>
  );
}

/** Which listing's and which state's leads to show (a GET form: the filters stay in the address). */
function LeadFilters({ listings, team }: { listings: MyListing[]; team: boolean }) {
  const { t } = useI18n();
  const titleOf = useListingTitle();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="lead-filters" aria-label={t('leads.filters')}>
      <input type="hidden" name="tab" value="leads" />
      {team ? <input type="hidden" name="inbox" value="team" /> : null}
      {!team ? (
        <label>
          {t('leads.listing')}
          <select name="property_id" defaultValue={params.get('property_id') ?? ''}>
            <option value="">{t('leads.allListings')}</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {titleOf(l.title)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {t('leads.status')}
        <select name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">{t('leads.allStatuses')}</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`enquiry.status.${s}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-ghost">
        {t('leads.show')}
      </button>
    </Form>
  );
}

function WhoSawMyNumber({ reveals }: { reveals: Reveals[] }) {
  const { t, locale } = useI18n();
  const titleOf = useListingTitle();
  return (
    <section aria-labelledby="reveals-title" className="reveals">
      <h2 id="reveals-title">{t('reveals.title')}</h2>
      <p className="muted">{t('reveals.lead')}</p>
      {reveals.every((r) => r.items.length === 0) ? (
        <p>{t('reveals.none')}</p>
      ) : (
        <ul className="reveal-list" data-testid="reveals">
          {reveals
            .filter((r) => r.items.length)
            .map((r) => (
              <li key={r.listing.id}>
                <details>
                  <summary>
                    <strong>{titleOf(r.listing.title)}</strong> · {t('reveals.people', { n: r.items.length })}
                  </summary>
                  <ul>
                    {r.items.map((x, i) => (
                      <li key={i}>
                        {x.name} · {formatDateTime(x.revealed_at, locale)}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
