import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FURNISHING_FEATURE, OWNER_MOVES, formatPhone, formatRupees, type MyListing } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../i18n';
import { STEP_TITLE, type ListingStep } from '../../lib/listing-flow';
import type { FlowData } from '../../lib/listing-flow.server';
import { paths } from '../../lib/paths';
import { formatLongDate } from '../../lib/time';
import { choiceKey } from '../../lib/choices';
import { FORM_ID, indianDate } from './StepFields';

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

/** The listing as it will be sent: every step's answers, what is still missing, and the way to send it. */
export function ReviewStep({ data, listing: l, hidden }: { data: FlowData; listing: MyListing; hidden: ReactNode }) {
  const { t, href, locale } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const none = <span className="muted">{t('flow.notGiven')}</span>;
  const item = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? none : value}</dd>
    </div>
  );
  const money = (v: number | null, unit = '') => (v === null ? null : `${formatRupees(v)}${unit}`);
  const perMonth = ` ${t('flow.perMonth')}`;
  const features = l.features.filter((f) => !FURNISHING_WORDS.includes(f));
  const sale = l.purpose === 'buy' || (l.purpose === 'commercial' && l.price_type === 'sale');
  const unsent = OWNER_MOVES.submit.from.includes(l.status);
  const draft = data.ref !== null && 'draft' in data.ref;

  return (
    <div className="panel review">
      <Section step="basics">
        {item(t('listing.purpose'), t(`purpose.${l.purpose}` as MessageKey))}
        {item(t('listing.type'), t(`type.${l.property_type}` as MessageKey))}
        {item(t('listing.title'), l.title)}
        {item(t('listing.description'), l.description ? <span className="review-text">{l.description}</span> : null)}
      </Section>
      <Section step="location">
        {item(t('listing.locality'), l.locality)}
        {item(t('listing.subLocality'), l.sub_locality)}
        {item(t('listing.landmark'), l.landmark)}
        {item(t('listing.address'), [l.full_address, l.city, l.pincode].filter(Boolean).join(', '))}
        {item(
          t('flow.onMap'),
          l.latitude !== null && l.longitude !== null
            ? t('flow.pinnedAt', { lat: l.latitude.toFixed(5), lng: l.longitude.toFixed(5) })
            : null,
        )}
      </Section>
      <Section step="details">
        {item(t('listing.bhk'), l.bedrooms)}
        {item(t('listing.bathrooms'), l.bathrooms)}
        {item(
          t('listing.area'),
          l.area_sqft === null
            ? null
            : `${l.area_sqft} · ${t(`listing.areaType.${l.area_type ?? 'super_built_up'}` as MessageKey)}`,
        )}
        {item(t('listing.furnishing'), l.furnishing ? t(`listing.furnishing.${l.furnishing}` as MessageKey) : null)}
        {item(
          t('listing.floor'),
          l.floor_number === null
            ? null
            : l.total_floors
              ? t('detail.floorOf', { n: l.floor_number, of: l.total_floors })
              : String(l.floor_number),
        )}
        {item(t('listing.amenities'), l.amenities.map((a) => t(choiceKey('amenity', a))).join(', '))}
        {item(t('listing.features'), features.map((f) => t(choiceKey('feature', f))).join(', '))}
      </Section>
      <Section step="media">
        {item(
          t('photos.title'),
          data.images.length ? (
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
          ),
        )}
        {item(t('tourEdit.title'), data.tour ? t('flow.tourYes') : null)}
      </Section>
      <Section step="price">
        {l.purpose === 'commercial'
          ? item(t('listing.priceType'), t(l.price_type === 'rent' ? 'listing.forRent' : 'listing.forSale'))
          : null}
        {l.purpose === 'short_stay'
          ? item(t('listing.dailyRate'), money(l.daily_rate, ` ${t('flow.perNight')}`))
          : item(
              sale ? t('listing.salePrice') : t('listing.monthlyRent'),
              sale ? money(l.base_price) : money(l.monthly_rent, perMonth),
            )}
        {sale || l.purpose === 'short_stay' ? null : item(t('listing.deposit'), money(l.security_deposit))}
        {l.purpose === 'pg' || l.purpose === 'short_stay'
          ? null
          : item(t('listing.maintenance'), money(l.maintenance_charges, perMonth))}
        {item(
          t('listing.availableFrom'),
          l.available_from
            ? `${indianDate(l.available_from)} (${formatLongDate(l.available_from, locale)})`
            : t('flow.rightAway'),
        )}
        {item(t('flow.contactName'), l.owner_name ?? (data.user?.name || null))}
        {item(
          t('listing.phone'),
          l.owner_contact ? formatPhone(l.owner_contact) : data.user ? t('flow.accountPhone') : null,
        )}
        {item(
          t('flow.contactEmail'),
          l.contact_email ?? (data.user?.email ? t('flow.accountEmail', { email: data.user.email }) : null),
        )}
      </Section>

      <Form method="post" replace className="review-actions">
        {hidden}
        {!draft && !unsent ? (
          <>
            <p className="muted">{t('listing.reviewNote')}</p>
            <Link className="btn btn-primary" to={href(`${paths.account}?tab=my-properties`)}>
              {t('flow.done')}
            </Link>
          </>
        ) : null}
        {!draft && unsent ? (
          <>
            <button type="submit" name="intent" value="submit" className="btn btn-primary" disabled={busy}>
              {t('listing.submitReview')}
            </button>
            <Link className="btn btn-ghost" to={href(`${paths.account}?tab=my-properties`)}>
              {t('flow.later')}
            </Link>
          </>
        ) : null}
        {draft && data.user ? (
          <>
            <button type="submit" name="intent" value="submit" className="btn btn-primary" disabled={busy}>
              {t('listing.submitReview')}
            </button>
            <button type="submit" name="intent" value="claim" className="btn btn-ghost" disabled={busy}>
              {t('flow.keepDraft')}
            </button>
          </>
        ) : null}
        {draft && !data.user ? (
          <>
            <p className="muted">{t('flow.signInToSend')}</p>
            <button type="submit" name="intent" value="submit" className="btn btn-primary" disabled={busy}>
              {t('listing.signInSubmit')}
            </button>
            <button type="submit" name="intent" value="register" className="btn btn-ghost" disabled={busy}>
              {t('flow.registerSubmit')}
            </button>
          </>
        ) : null}
      </Form>
    </div>
  );
}
