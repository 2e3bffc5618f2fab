import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  asksPets,
  asksTenants,
  FURNISHING_FEATURE,
  OWNER_MOVES,
  formatPhone,
  formatRupees,
  type MyListing,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { STEP_TITLE, type ListingStep } from './listing-flow';
import type { FlowData } from './listing-flow.server';
import { paths } from '../../../shared/paths';
import { formatLongDate } from '../../../shared/time';
import { choiceKey } from '../../../shared/choices';
import { petsText, tenantsText } from '../tenants';
import { FORM_ID, indianDate } from './StepFields';
import '../listings.css';

const FURNISHING_WORDS: readonly string[] = Object.values(FURNISHING_FEATURE);

/** One step's answers, with a way back to change them. */
function Section({ step, children }: { step: ListingStep; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="review-section" aria-labelledby={`review-${step}`}>
      <div className="review-head">
        <h3 id={`review-${step}`}>{t(STEP_TITLE[step])}</h3>
        <button type="submit" form={FORM_ID} name="go" value={step} className="btn btn-ghost">
          {t('flow.edit')}
          <span className="sr-only"> {t(STEP_TITLE[step])}</span>
        </button>
      </div>
      <dl className="review-list">{children}</dl>
    </section>
  );
}

/** One answer: its label and its value, or "not given". */
function Item({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value === null || value === undefined || value === '' ? (
          <span className="muted">{t('flow.notGiven')}</span>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** The listing as it will be sent: every step's answers, what is still missing, and the way to send it. */
export function ReviewStep({ data, listing: l, hidden }: { data: FlowData; listing: MyListing; hidden: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="panel review">
      <Section step="basics">
        <Item label={t('listing.purpose')} value={t(`purpose.${l.purpose}` as MessageKey)} />
        <Item label={t('listing.type')} value={t(`type.${l.property_type}` as MessageKey)} />
        <Item label={t('listing.title')} value={l.title} />
        <Item
          label={t('listing.description')}
          value={l.description ? <span className="review-text">{l.description}</span> : null}
        />
      </Section>
      <LocationReview l={l} />
      <DetailsReview l={l} />
      <MediaReview data={data} />
      <PriceReview data={data} l={l} />
      <ReviewActions data={data} l={l} hidden={hidden} />
    </div>
  );
}

function LocationReview({ l }: { l: MyListing }) {
  const { t } = useI18n();
  return (
    <Section step="location">
      <Item label={t('listing.locality')} value={l.locality} />
      <Item label={t('listing.subLocality')} value={l.sub_locality} />
      <Item label={t('listing.landmark')} value={l.landmark} />
      <Item label={t('listing.address')} value={[l.full_address, l.city, l.pincode].filter(Boolean).join(', ')} />
      <Item
        label={t('flow.onMap')}
        value={
          l.latitude !== null && l.longitude !== null
            ? t('flow.pinnedAt', { lat: l.latitude.toFixed(5), lng: l.longitude.toFixed(5) })
            : null
        }
      />
    </Section>
  );
}

function DetailsReview({ l }: { l: MyListing }) {
  const { t } = useI18n();
  const features = l.features.filter((f) => !FURNISHING_WORDS.includes(f));
  const area = `${l.area_sqft} · ${t(`listing.areaType.${l.area_type ?? 'super_built_up'}` as MessageKey)}`;
  const floor = l.total_floors
    ? t('detail.floorOf', { n: l.floor_number ?? 0, of: l.total_floors })
    : String(l.floor_number);
  return (
    <Section step="details">
      <Item label={t('listing.bhk')} value={l.bedrooms} />
      <Item label={t('listing.bathrooms')} value={l.bathrooms} />
      <Item label={t('listing.area')} value={l.area_sqft === null ? null : area} />
      <Item
        label={t('listing.furnishing')}
        value={l.furnishing ? t(`listing.furnishing.${l.furnishing}` as MessageKey) : null}
      />
      <Item label={t('listing.floor')} value={l.floor_number === null ? null : floor} />
      {asksTenants(l.purpose) ? (
        <Item label={t('listing.tenants')} value={tenantsText(t, l.preferred_tenants)} />
      ) : null}
      {asksPets(l.purpose) ? <Item label={t('listing.pets')} value={petsText(t, l.pets_allowed)} /> : null}
      <Item label={t('listing.amenities')} value={l.amenities.map((a) => t(choiceKey('amenity', a))).join(', ')} />
      <Item label={t('listing.features')} value={features.map((f) => t(choiceKey('feature', f))).join(', ')} />
    </Section>
  );
}

function MediaReview({ data }: { data: FlowData }) {
  const { t } = useI18n();
  const photos = data.images.length ? (
    <>
      {t('photos.count', { n: data.images.length, max: 20 })}
      <span className="review-thumbs">
        {data.images.slice(0, 6).map((im, i) => (
          <img
            key={im.id}
            src={im.variants['480'] ?? im.image_url}
            alt={im.caption ?? t('photos.photo', { n: i + 1 })}
            width={96}
            height={72}
            loading="lazy"
          />
        ))}
      </span>
    </>
  ) : (
    <span className="muted">{t('flow.noPhotos')}</span>
  );
  return (
    <Section step="media">
      <Item label={t('photos.title')} value={photos} />
      <Item label={t('tourEdit.title')} value={data.tour ? t('flow.tourYes') : null} />
    </Section>
  );
}

/** The purpose's price and what goes with it, and the date it is free from. */
function PriceItems({ l }: { l: MyListing }) {
  const { t, locale } = useI18n();
  const money = (v: number | null, unit = '') => (v === null ? null : `${formatRupees(v)}${unit}`);
  const perMonth = ` ${t('flow.perMonth')}`;
  const sale = l.purpose === 'buy' || (l.purpose === 'commercial' && l.price_type === 'sale');
  const stay = l.purpose === 'short_stay';
  return (
    <>
      {l.purpose === 'commercial' ? (
        <Item
          label={t('listing.priceType')}
          value={t(l.price_type === 'rent' ? 'listing.forRent' : 'listing.forSale')}
        />
      ) : null}
      {stay ? (
        <Item label={t('listing.dailyRate')} value={money(l.daily_rate, ` ${t('flow.perNight')}`)} />
      ) : (
        <Item
          label={sale ? t('listing.salePrice') : t('listing.monthlyRent')}
          value={sale ? money(l.base_price) : money(l.monthly_rent, perMonth)}
        />
      )}
      {sale || stay ? null : <Item label={t('listing.deposit')} value={money(l.security_deposit)} />}
      {l.purpose === 'pg' || stay ? null : (
        <Item label={t('listing.maintenance')} value={money(l.maintenance_charges, perMonth)} />
      )}
      <Item
        label={t('listing.availableFrom')}
        value={
          l.available_from
            ? `${indianDate(l.available_from)} (${formatLongDate(l.available_from, locale)})`
            : t('flow.rightAway')
        }
      />
    </>
  );
}

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** "Monday, Tuesday · 10:00–19:00": the days in the week's order (Monday first), then the hours. */
function visitingText(t: ReturnType<typeof useI18n>['t'], l: MyListing): string {
  const days = [1, 2, 3, 4, 5, 6, 0].filter((d) => (l.visit_days ?? []).includes(d));
  const named = days.length === 7 ? t('flow.everyDay') : days.map((d) => t(`weekday.${d}` as MessageKey)).join(', ');
  return `${named} · ${hh(l.visit_start_hour)}–${hh(l.visit_end_hour)}`;
}

/** The price step's answers: the price, then who to call (the account's own when left empty). */
function PriceReview({ data, l }: { data: FlowData; l: MyListing }) {
  const { t } = useI18n();
  return (
    <Section step="price">
      <PriceItems l={l} />
      <Item label={t('flow.contactName')} value={l.owner_name ?? (data.user?.name || null)} />
      <Item
        label={t('listing.phone')}
        value={l.owner_contact ? formatPhone(l.owner_contact) : data.user ? t('flow.accountPhone') : null}
      />
      <Item
        label={t('flow.contactEmail')}
        value={l.contact_email ?? (data.user?.email ? t('flow.accountEmail', { email: data.user.email }) : null)}
      />
      {l.purpose === 'short_stay' ? null : <Item label={t('flow.visiting')} value={visitingText(t, l)} />}
    </Section>
  );
}

/** What the owner can do now: send it for review, keep it for later, or sign in (or up) to send it. */
function ReviewActions({ data, l, hidden }: { data: FlowData; l: MyListing; hidden: ReactNode }) {
  const { t, href } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const unsent = OWNER_MOVES.submit.from.includes(l.status);
  const draft = data.ref !== null && 'draft' in data.ref;
  const mine = href(`${paths.account}?tab=my-properties`);
  const send = (intent: string, label: MessageKey, className = 'btn btn-primary') => (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {t(label)}
    </button>
  );
  return (
    <Form method="post" replace className="review-actions">
      {hidden}
      {!draft && !unsent ? (
        <>
          <p className="muted">{t('listing.reviewNote')}</p>
          <Link className="btn btn-primary" to={mine}>
            {t('flow.done')}
          </Link>
        </>
      ) : null}
      {!draft && unsent ? (
        <>
          {send('submit', 'listing.submitReview')}
          <Link className="btn btn-ghost" to={mine}>
            {t('flow.later')}
          </Link>
        </>
      ) : null}
      {draft && data.user ? (
        <>
          {send('submit', 'listing.submitReview')}
          {send('claim', 'flow.keepDraft', 'btn btn-ghost')}
        </>
      ) : null}
      {draft && !data.user ? (
        <>
          <p className="muted">{t('flow.signInToSend')}</p>
          {send('submit', 'listing.signInSubmit')}
          {send('register', 'flow.registerSubmit', 'btn btn-ghost')}
        </>
      ) : null}
    </Form>
  );
}
