import { Link } from 'react-router';
import { formatIndianNumber } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../i18n';
import { paths } from '../lib/paths';
import { cardView, ICONS, type CardProperty } from '../lib/card';
import { AmenityIcon } from './AmenityIcon';
import { LikeButton } from './LikeButton';
import { Freshness, PostedBy } from './Trust';

// Card rules of spec section 2. The badge shows a real signal (verified / new) instead of the
// spec's random one (docs/decisions/005-card-badge.md); who posted it and when its availability
// was last confirmed are under the place (decision 024).
export function PropertyCard({ p, priority = false }: { p: CardProperty; priority?: boolean }) {
  const { t, href } = useI18n();
  const v = cardView(p);
  const purposeKey = `purpose.${p.purpose}` as MessageKey;
  return (
    <article className="card">
      <Link to={href(paths.property(p.id))} className="card-media">
        {p.thumbnail ? (
          <img src={p.thumbnail} srcSet={p.main_image_url ? `${p.thumbnail} 480w, ${p.main_image_url} 960w` : undefined}
            sizes="(max-width: 640px) 100vw, 360px" width={480} height={360} alt={v.title ?? t('card.noTitle')}
            loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />
        ) : <div className="card-noimg" aria-hidden="true" />}
        <span className="badge badge-status">{p.purpose ? t(purposeKey) : t('purpose.buy')}</span>
        {p.is_verified ? <span className="badge badge-signal">{p.is_new ? t('card.new') : t('card.verified')}</span> : null}
        {p.virtual_tour_url ? <span className="badge badge-tour">{t('card.tour')}</span> : null}
      </Link>
      <div className="card-body">
        <div className="card-like"><LikeButton propertyId={p.id} liked={p.liked} compact /></div>
        <p className="card-price">{v.price ? <>{v.price}<small>{v.unit}</small></> : t('card.priceOnRequest')}</p>
        <h3 className="card-title"><Link to={href(paths.property(p.id))}>{v.title ?? t('card.noTitle')}</Link></h3>
        <p className="card-loc">{v.location ?? t('card.noLocation')}{v.distance ? ` · ${v.distance}` : ''}</p>
        <p className="card-trust"><PostedBy p={p} /><Freshness at={p.last_confirmed_at} /></p>
        <ul className="card-facts">
          {p.bedrooms ? <li>{t(p.bedrooms === 1 ? 'card.bed' : 'card.beds', { n: p.bedrooms })}</li> : null}
          {p.bathrooms ? <li>{t(p.bathrooms === 1 ? 'card.bath' : 'card.baths', { n: p.bathrooms })}</li> : null}
          {p.area_sqft ? <li>{t('card.area', { n: formatIndianNumber(p.area_sqft) })}</li> : null}
        </ul>
        {v.icons.length ? <p className="card-icons">{v.icons.map((a) => <AmenityIcon key={a} name={ICONS[a]!} label={a} />)}</p> : null}
        {v.amenities.length + v.features.length > 0 && (
          <ul className="card-tags">
            {v.amenities.map((a) => <li key={a}>{a}</li>)}
            {v.features.map((f) => <li key={f} className="feature">{f}</li>)}
            {v.more > 0 ? <li className="more">{t('card.more', { n: v.more })}</li> : null}
          </ul>
        )}
      </div>
    </article>
  );
}
