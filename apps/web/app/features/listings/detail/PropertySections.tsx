import type { ReactNode } from 'react';
import { formatIndianNumber, formatRupees, type Property } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { choiceLabel } from '../../../shared/choices';
import { formatLongDate } from '../../../shared/time';
import { EmiEstimate } from './EmiEstimate';
import { priceUnitIn } from '../../../shared/price';
import { applies, factValue, type Fact as FactName } from './facts';
import { petsText, tenantsText } from '../tenants';
import '../listings.css';

/** A labelled list of facts; facts without a value are left out, and a section without any is too. */
function Facts({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: [string, ReactNode][];
  children?: ReactNode;
}) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
  if (!shown.length) return null;
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="facts">
        {shown.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/**
 * The place on OpenStreetMap, with its coordinates written out: under the embedded map, so it is
 * there when the map cannot load (no connection to the map server, frames blocked) as well.
 */
export function MapLink({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useI18n();
  const at = { lat: lat.toFixed(5), lng: lng.toFixed(5) };
  return (
    <p className="map-link">
      <a
        href={`https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=17/${at.lat}/${at.lng}`}
        data-testid="map-link"
      >
        {t('detail.viewOnMap')}
      </a>{' '}
      <span className="muted">{t('detail.coordinates', at)}</span>
    </p>
  );
}

const rupees = (n: number | null) => formatRupees(n);

/**
 * The detail page's sections: Overview, Key Details, Pricing & Costs, Building & Area, Features,
 * Address, Engagement. The raw counters of Engagement are for the listing's owner (and admins):
 * `mine`. To anyone else "89 views" says little and invites reading too much into it.
 */
export function PropertySections({ p, mine }: { p: Property; mine: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <section className="detail-section" aria-labelledby="overview-h">
        <h2 id="overview-h">{t('detail.overview')}</h2>
        <p className="property-desc" data-typed={p.description ? '' : undefined}>
          {p.description || t('detail.noDescription')}
        </p>
      </section>
      <KeyDetails p={p} />
      <Pricing p={p} />
      <Building p={p} />
      <Features p={p} />
      <Address p={p} />
      {mine ? <Engagement p={p} /> : null}
    </>
  );
}

/** One fact of a list whose facts are always shown. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The kind of listing, its rooms (what applies to it: lib/facts.ts), a PG's terms, and when it is free. */
function KeyDetails({ p }: { p: Property }) {
  const { t, locale } = useI18n();
  const tx = (k: string) => t(k as MessageKey);
  const fact = (f: FactName, label: MessageKey, value: ReactNode) => {
    const v = factValue(f, p, value);
    return v === null ? null : <Fact label={t(label)}>{v}</Fact>;
  };
  return (
    <section className="detail-section" aria-labelledby="key-h">
      <h2 id="key-h">{t('detail.keyDetails')}</h2>
      <dl className="facts" data-testid="key-details">
        <Fact label={t('listing.type')}>{tx(`type.${p.property_type}`)}</Fact>
        <Fact label={t('listing.purpose')}>{tx(`purpose.${p.purpose}`)}</Fact>
        {fact('bedrooms', 'listing.bhk', p.bedrooms)}
        {fact('bathrooms', 'listing.bathrooms', p.bathrooms)}
        {fact('balconies', 'listing.balconies', p.balconies)}
        {p.furnishing ? fact('furnishing', 'listing.furnishing', tx(`listing.furnishing.${p.furnishing}`)) : null}
        <PgFacts p={p} />
        <TenantFacts p={p} />
        <Fact label={t('detail.availability')}>
          {p.is_available
            ? p.available_from
              ? t('detail.availableFrom', { date: formatLongDate(p.available_from, locale) })
              : t('detail.availableNow')
            : t('detail.notAvailable')}
        </Fact>
      </dl>
      {p.tags.length ? (
        <ul className="card-tags">
          {p.tags.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What a PG tenant asks first: the sharing, whether food is included, whom the rooms are for. */
function PgFacts({ p }: { p: Property }) {
  const { t } = useI18n();
  const tx = (k: string) => t(k as MessageKey);
  if (!applies('pg', p)) return null;
  return (
    <>
      {p.pg_sharing ? <Fact label={t('listing.sharing')}>{tx(`listing.sharing.${p.pg_sharing}`)}</Fact> : null}
      {p.pg_food_included !== null ? (
        <Fact label={t('listing.food')}>{t(p.pg_food_included ? 'listing.yes' : 'listing.no')}</Fact>
      ) : null}
      {p.pg_gender ? <Fact label={t('listing.pgFor')}>{tx(`listing.gender.${p.pg_gender}`)}</Fact> : null}
    </>
  );
}

/** Whom it is let to and pets, when the owner has said (decision 044). */
function TenantFacts({ p }: { p: Property }) {
  const { t } = useI18n();
  const tenants = tenantsText(t, p.preferred_tenants);
  const pets = petsText(t, p.pets_allowed);
  return (
    <>
      {tenants ? <Fact label={t('listing.tenants')}>{tenants}</Fact> : null}
      {pets ? <Fact label={t('listing.pets')}>{pets}</Fact> : null}
    </>
  );
}

function Pricing({ p }: { p: Property }) {
  const { t } = useI18n();
  return (
    <Facts
      id="price-h"
      title={t('detail.pricing')}
      rows={[
        [
          t('detail.price'),
          p.price !== null ? (
            <>
              {rupees(p.price)}
              {priceUnitIn(t, p)}
            </>
          ) : (
            t('card.priceOnRequest')
          ),
        ],
        [t('listing.deposit'), rupees(p.security_deposit)],
        [t('listing.maintenance'), rupees(factValue('maintenance', p, p.maintenance_charges))],
        [t('detail.perSqft'), rupees(factValue('per_sqft', p, p.price_per_sqft))],
        [t('listing.minStay'), p.minimum_stay_days],
        [t('listing.maxGuests'), p.max_occupancy],
      ]}
    >
      <EmiEstimate p={p} />
    </Facts>
  );
}

function Building({ p }: { p: Property }) {
  const { t } = useI18n();
  const tx = (k: string) => t(k as MessageKey);
  return (
    <Facts
      id="building-h"
      title={t('detail.building')}
      rows={[
        [
          t('listing.area'),
          factValue('area', p, p.area_sqft)
            ? `${formatIndianNumber(p.area_sqft!)}${p.area_type ? ` (${tx(`listing.areaType.${p.area_type}`)})` : ''}`
            : null,
        ],
        [
          t('listing.floor'),
          p.floor_number !== null && applies('floor', p)
            ? p.total_floors
              ? t('detail.floorOf', { n: p.floor_number, of: p.total_floors })
              : String(p.floor_number)
            : null,
        ],
        [t('listing.parking'), factValue('parking', p, p.parking_spaces)],
        [t('listing.age'), factValue('age', p, p.age_of_property)],
      ]}
    />
  );
}

function Features({ p }: { p: Property }) {
  const { t } = useI18n();
  if (!(p.amenities.length + p.features.length)) return null;
  return (
    <section className="detail-section" aria-labelledby="features-h">
      <h2 id="features-h">{t('detail.features')}</h2>
      <ul className="card-tags">
        {p.amenities.map((a) => (
          <li key={a}>{choiceLabel(t, 'amenity', a)}</li>
        ))}
        {p.features.map((f) => (
          <li key={f} className="feature">
            {choiceLabel(t, 'feature', f)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The address as written (or put together from its parts), and the place on a map when it is known. */
function Address({ p }: { p: Property }) {
  const { t } = useI18n();
  const bbox =
    p.latitude !== null && p.longitude !== null
      ? `${p.longitude - 0.008},${p.latitude - 0.005},${p.longitude + 0.008},${p.latitude + 0.005}`
      : null;
  const address =
    p.full_address || [p.landmark, p.sub_locality, p.locality, p.city, p.state, p.pincode].filter(Boolean).join(', ');
  return (
    <section className="detail-section" aria-labelledby="address-h">
      <h2 id="address-h">{t('detail.address')}</h2>
      <p data-typed={address ? '' : undefined}>{address || t('card.noLocation')}</p>
      {bbox ? (
        <iframe
          className="detail-map"
          title={t('detail.mapTitle')}
          loading="lazy"
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${p.latitude},${p.longitude}`}
        />
      ) : null}
      {p.latitude !== null && p.longitude !== null ? <MapLink lat={p.latitude} lng={p.longitude} /> : null}
    </section>
  );
}

function Engagement({ p }: { p: Property }) {
  const { t } = useI18n();
  return (
    <section className="detail-section" aria-labelledby="engagement-h" data-testid="engagement">
      <h2 id="engagement-h">{t('detail.engagement')}</h2>
      <p className="muted small">{t('detail.engagementOwner')}</p>
      <ul className="my-listing-counts">
        <li>{t('mine.views', { n: p.view_count })}</li>
        <li>{t('mine.likes', { n: p.like_count })}</li>
        <li>{t('detail.interested', { n: p.interest_count })}</li>
      </ul>
    </section>
  );
}
