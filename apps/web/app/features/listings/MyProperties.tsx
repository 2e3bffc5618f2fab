import { Link, useNavigation } from 'react-router';
import {
  formatRupees,
  LISTING_OWNER_MOVES,
  OWNER_MOVES,
  rejectionText,
  type MyListing,
  type OwnerAction,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { formatLongDate } from '../../shared/time';
import { paths } from '../../shared/paths';
import { flowPath, resumeStep } from './flow/listing-flow';
import { AccountForm } from '../../shared/ui/AccountForm';
import { useAccountToast } from '../../shared/ui/useActionToast';
import { priceUnitIn } from '../../shared/price';
import { PendingChanges } from './PendingChanges';
import { useListingTitle } from '../../shared/listing-title';
import './listings.css';

/** Which owner moves make sense for this listing (a sale is sold, anything else rented). */
function movesFor(l: MyListing): OwnerAction[] {
  const sale = l.purpose === 'buy' || (l.purpose === 'commercial' && l.price_type === 'sale');
  return LISTING_OWNER_MOVES.filter(
    (a) =>
      OWNER_MOVES[a].from.includes(l.status) &&
      !(a === 'rented' && sale) &&
      !(a === 'sold' && !sale) &&
      !(a === 'reconfirm' && l.status === 'expired' && !l.verified_at),
  );
}

/** The owner's listings in every state: what people did with them, and what to do next. */
export function MyProperties({ list }: { list: MyListing[] | null }) {
  const { t, href } = useI18n();
  useAccountToast();
  if (!list)
    return (
      <div className="panel skeleton" aria-busy="true" aria-label={t('account.loading')} style={{ height: 160 }} />
    );
  if (!list.length) {
    return (
      <div className="panel">
        <p>{t('mine.empty')}</p>
        <Link className="btn btn-primary" to={href(paths.addListing)}>
          {t('mine.addFirst')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="my-listings" data-testid="my-properties">
      {list.map((l) => (
        <MyListingItem key={l.id} l={l} />
      ))}
    </ul>
  );
}

function MyListingItem({ l }: { l: MyListing }) {
  const { t, locale } = useI18n();
  const price = formatRupees(l.price);
  const reason = rejectionText(l.rejection_code, l.rejection_reason, locale);
  return (
    <li className="panel my-listing">
      {l.thumbnail ? (
        <img src={l.thumbnail} alt="" width={160} height={120} loading="lazy" />
      ) : (
        <div className="my-listing-nophoto" aria-hidden="true" />
      )}
      <div className="my-listing-body">
        <ListingHead l={l} price={price} />
        <PendingChanges l={l} />
        {reason ? (
          <p className="field-error">
            <strong>{t('preview.reason')}:</strong> {reason}
          </p>
        ) : null}
        {l.status === 'active' && l.expires_at ? (
          <p className="muted">{t('mine.reconfirmBy', { date: formatLongDate(l.expires_at, locale) })}</p>
        ) : null}
        <ul className="my-listing-counts">
          <li>{t('mine.views', { n: l.view_count })}</li>
          <li>{t('mine.likes', { n: l.like_count })}</li>
          <li>{t('mine.visits', { n: l.visit_requests })}</li>
        </ul>
        <ListingActions l={l} />
      </div>
    </li>
  );
}

/** The listing's state, title, place and price. */
function ListingHead({ l, price }: { l: MyListing; price: string | null }) {
  const { t, href } = useI18n();
  const titleOf = useListingTitle();
  return (
    <>
      <p>
        <span className={`status-badge status-${l.status}`}>{t(`mine.status.${l.status}` as MessageKey)}</span>
      </p>
      <h2>
        <Link to={href(paths.property(l.id))}>{titleOf(l.title)}</Link>
      </h2>
      <p className="muted">
        {[l.locality, l.city].filter(Boolean).join(', ')}
        {price ? (
          <>
            {' '}
            · {price}
            {priceUnitIn(t, l)}
          </>
        ) : null}
      </p>
    </>
  );
}

/** Edit or continue, the moves the listing's state allows, and delete (which asks first). */
function ListingActions({ l }: { l: MyListing }) {
  const { t, href } = useI18n();
  const titleOf = useListingTitle();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="my-listing-actions">
      {/* A draft goes on where it still needs something; any other opens at its review. */}
      <Link className="btn btn-ghost" to={href(flowPath({ listing: l.id }, resumeStep(l)))}>
        {t(l.status === 'draft' ? 'mine.continue' : 'mine.edit')}
      </Link>
      {movesFor(l).map((a) => (
        <AccountForm key={a} intent="listing-move" ids={{ listing_id: l.id }}>
          <button
            type="submit"
            name="action"
            value={a}
            className={`btn ${a === 'submit' || a === 'reconfirm' ? 'btn-primary' : 'btn-ghost'}`}
            disabled={busy}
          >
            {t(`mine.move.${a}` as MessageKey)}
          </button>
        </AccountForm>
      ))}
      {/* Deleting asks first; a <details> needs no script. */}
      <details className="confirm-delete">
        <summary className="btn btn-ghost">{t('mine.delete')}</summary>
        <AccountForm intent="listing-delete" ids={{ listing_id: l.id }} className="confirm-box">
          <p>{t('mine.deleteConfirm', { title: titleOf(l.title) })}</p>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t('mine.deleteYes')}
          </button>
        </AccountForm>
      </details>
    </div>
  );
}
