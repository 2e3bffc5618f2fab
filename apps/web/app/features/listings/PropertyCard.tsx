import { Link } from 'react-router';
import { formatIndianNumber } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { cardView, type CardProperty } from './card';
import { priceUnitIn } from '../../shared/price';
import { distanceIn } from '../../shared/units';
import { choiceLabel } from '../../shared/choices';
import { isTypedTitle, useListingTitle } from '../../shared/listing-title';
import { AmenityIcon } from './AmenityIcon';
import { LikeButton } from './LikeButton';
import { Freshness, PostedBy } from './Trust';
import './listings.css';
import { CompareToggle } from './CompareTray';

const AREA_KINDS = new Set(['carpet', 'built_up', 'super_built_up', 'plot']);
const HOMES = new Set(['apartment', 'house', 'builder_floor']);

type View = ReturnType<typeof cardView>;

// A listing's card. The badge shows a real signal (verified / new), never a random one
// (docs/decisions/005-card-badge.md); who posted it and when its availability was last confirmed
// are under the facts (decision 024). The facts are the ones people compare listings by: price
// with ₹/sq ft or deposit, rooms, area and what it is measured as, furnishing.
/**
 * `stay`: the search's check-in and check-out (`?check_in=…&check_out=…`), carried to a short
 * stay's page, which fills its enquiry with them.
 */
export function PropertyCard({ p, priority = false, stay }: { p: CardProperty; priority?: boolean; stay?: string }) {
  const { t, href, locale } = useI18n();
  const v = cardView(p, useListingTitle());
  const to = `${href(paths.property(p.id))}${stay && p.purpose === 'short_stay' ? stay : ''}`;
  return (
    <article className="card">
      <CardMedia p={p} v={v} priority={priority} to={to} />
      <div className="card-body">
        <div className="card-like">
          <CompareToggle id={p.id} title={v.title ?? t('card.noTitle')} />
          <LikeButton propertyId={p.id} liked={p.liked} compact />
        </div>
        <CardPrice p={p} v={v} />
        {/* What the owner typed (title, the place they chose) is shown as written, in any language;
            a title made from the listing's facts is said in the page's (lib/listing-title.ts). */}
        <h3 className="card-title">
          <Link to={to} data-typed={isTypedTitle(p.title) ? '' : undefined}>
            {v.title ?? t('card.noTitle')}
          </Link>
        </h3>
        <p className="card-loc">
          {v.location ? <span data-typed="">{v.location}</span> : t('card.noLocation')}
          {p.distance_km !== undefined ? ` · ${distanceIn(p.distance_km, locale)}` : ''}
        </p>
        <CardFacts p={p} v={v} />
        <p className="card-trust">
          <PostedBy p={p} />
          <Freshness at={p.last_confirmed_at} />
        </p>
        <CardTags v={v} />
      </div>
    </article>
  );
}

/** The photo (or an empty frame) with the purpose, signal, tour and photo-count badges over it. */
function CardMedia({ p, v, priority, to }: { p: CardProperty; v: View; priority: boolean; to: string }) {
  const { t } = useI18n();
  return (
    <Link to={to} className="card-media">
      {p.thumbnail ? (
        <img
          src={p.thumbnail}
          srcSet={p.main_image_url ? `${p.thumbnail} 480w, ${p.main_image_url} 960w` : undefined}
          sizes="(max-width: 640px) 100vw, 360px"
          width={480}
          height={360}
          alt={v.title ?? t('card.noTitle')}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className="card-noimg" aria-hidden="true" />
      )}
      <span className="badge badge-status">
        {p.purpose ? t(`purpose.${p.purpose}` as MessageKey) : t('purpose.buy')}
      </span>
      {p.is_verified ? (
        <span className="badge badge-signal">{p.is_new ? t('card.new') : t('card.verified')}</span>
      ) : null}
      {p.virtual_tour_url ? <span className="badge badge-tour">{t('card.tour')}</span> : null}
      {p.photo_count > 0 ? <PhotoCount n={p.photo_count} /> : null}
    </Link>
  );
}

function PhotoCount({ n }: { n: number }) {
  const { t } = useI18n();
  return (
    <span className="badge badge-photos" data-testid="photo-count">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          d="M4 7h3l2-3h6l2 3h3v13H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">{t('card.photos', { n })}</span>
    </span>
  );
}

/** The price with its unit (or "price on request"), and the rate per square foot or the deposit. */
function CardPrice({ p, v }: { p: CardProperty; v: View }) {
  const { t } = useI18n();
  return (
    <>
      <p className="card-price">
        {v.price ? (
          <>
            {v.price}
            <small>{priceUnitIn(t, p)}</small>
          </>
        ) : (
          t('card.priceOnRequest')
        )}
      </p>
      {v.perSqft || v.deposit ? (
        <p className="card-price-note" data-testid="price-note">
          {v.perSqft ? t('card.perSqft', { price: v.perSqft }) : t('card.deposit', { price: v.deposit! })}
        </p>
      ) : null}
    </>
  );
}

/** Rooms, area and furnishing, those that are known. */
function CardFacts({ p, v }: { p: CardProperty; v: View }) {
  const { t } = useI18n();
  // BHK describes a home; a PG or a room to let is counted in beds.
  const rooms =
    p.bhk && HOMES.has(p.property_type)
      ? t('card.bhk', { n: p.bhk })
      : p.bedrooms
        ? t('card.beds', { n: p.bedrooms })
        : null;
  const areaKind = p.area_type && AREA_KINDS.has(p.area_type) ? p.area_type : 'super_built_up';
  const facts = [
    rooms,
    p.area_sqft ? t(`card.areaOf.${areaKind}` as MessageKey, { n: formatIndianNumber(p.area_sqft) }) : null,
    v.furnishing ? t(`listing.furnishing.${v.furnishing}` as MessageKey) : null,
  ].filter((x): x is string => x !== null);
  if (!facts.length) return null;
  return (
    <ul className="card-facts" aria-label={t('card.facts')}>
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

function CardTags({ v }: { v: View }) {
  const { t } = useI18n();
  if (!v.tags.length) return null;
  return (
    <ul className="card-tags" aria-label={t('listing.amenities')}>
      {v.tags.map((a) => (
        <li key={a.label} className={a.feature ? 'feature' : undefined}>
          {a.icon ? <AmenityIcon name={a.icon} /> : null}
          {choiceLabel(t, a.feature ? 'feature' : 'amenity', a.label)}
        </li>
      ))}
      {v.more > 0 ? <li className="more">{t('card.more', { n: v.more })}</li> : null}
    </ul>
  );
}
