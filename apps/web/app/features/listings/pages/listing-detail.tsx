import {
  Link,
  data,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { formatRupees, rejectionText, type Property } from '@aangan/contracts';
import type { Route } from './+types/listing-detail';
import { LikeButton } from '../LikeButton';
import { PropertyCard } from '../PropertyCard';
import { ShareButton } from '../../../shared/ui/ShareButton';
import { EmiEstimate } from '../detail/EmiEstimate';
import { toCard } from '../card';
import { PropertyMedia } from '../detail/PropertyMedia';
import { PropertySections } from '../detail/PropertySections';
import { ContactBar, EnquiryForm, ReportForm, StillAvailable } from '../../contact';
import { ListingActions, type Stay } from '../detail/ListingActions';
import { contactAction } from '../../contact/index.server';
import { isContactIntent } from '../../contact';
import { Freshness, PostedBy } from '../Trust';
import { localeFromPath, translate, useI18n, type MessageKey, type MessageValues } from '../../../shared/i18n';
import { isTypedTitle, localLead, localTitle, useListingTitle } from '../../../shared/listing-title';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { paths } from '../../../shared/paths';
import { priceUnitIn } from '../../../shared/price';
import { seo, rootMeta } from '../../../shared/seo';
import { formatLongDate, formatShortDate } from '../../../shared/time';
import { breadcrumbLd } from '../../../shared/structured-data';
import { visitAction } from '../../visits/index.server';
import { applies, factValue } from '../detail/facts';
import { indiaToday, stayDatesOf } from '../detail/stay';
import { useSession } from '../../../shared/session';
import { useRecentViews } from '../RecentlyViewed';
import '../listings.css';

// The listing page: the media switch, the sections, the sticky side card
// with the visit form, and its own title, description, canonical URL and structured data.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const id = Number(params.id);
  // Similar listings are asked for at once, beside the listing (they need only its id); a
  // listing that is not live has none (404), and a failure leaves the section out.
  // The free visit slots too (a listing that is not live has none: 404, and the form says so).
  const [res, near, slots] = await Promise.all([
    api.GET('/api/v1/properties/{id}', { params: { path: { id } } }).then((r) => result(r)),
    api.GET('/api/v1/properties/{id}/similar', { params: { path: { id } } }),
    api.GET('/api/v1/properties/{id}/visit-slots', { params: { path: { id } } }),
  ]);
  if (res.status === 404) throw data(null, { status: 404 });
  // The server's message goes to the error boundary, which shows it under "Error Loading Property".
  if (!res.ok || !res.data)
    throw data(res.ok ? 'Failed to fetch property details' : res.message, { status: res.status });
  const similar = near.data?.items.map(toCard) ?? [];
  const stay: Stay =
    res.data.purpose === 'short_stay' ? stayDatesOf(new URL(request.url).searchParams, indiaToday()) : null;
  return {
    locale,
    property: { ...res.data, tour: res.data.tour ?? null },
    similar,
    slots: slots.data ?? null,
    stay,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  // Revealing the number, an enquiry and a report have their own forms (lib/contact.server.ts).
  if (isContactIntent(form.get('intent')))
    return contactAction(context, request, form, { property: Number(params.id) });
  return visitAction(context, request, form, Number(params.id));
}

/**
 * Revealing the number, an enquiry or a report changes nothing the page shows, so the listing is
 * not loaded again after them (a report that pauses the listing would otherwise replace the page,
 * and the reporter's thanks, with "not found").
 */
export function shouldRevalidate({ formData, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isContactIntent(formData?.get('intent'))) return false;
  // A visit refused because its slot was taken meanwhile: the slots are read again, without it.
  if (actionStatus === 409 && formData?.has('scheduled_date')) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const p = loaderData?.property;
  if (!p) return [{ title: 'Property Not Found' }, { name: 'robots', content: 'noindex, nofollow' }];
  const origin = root.origin;
  const t = (key: MessageKey, values?: MessageValues) => translate(loaderData.locale, key, values);
  const title = localTitle(t, p.title);
  const description = localLead(t, p.title, p.description);
  const tags = seo({
    title,
    description: description.slice(0, 160),
    path: paths.property(p.id),
    locale: loaderData.locale,
    origin,
    image: p.main_image_url ?? undefined,
    noindex: p.status !== 'active',
  });
  // A listing and its offer as structured data for search engines; an offer is valid a year from posting.
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description: description.slice(0, 300),
    url: `${origin}${paths.property(p.id)}`,
    datePosted: p.created_at,
    ...(p.main_image_url ? { image: `${origin}${p.main_image_url}` } : {}),
    ...(p.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: p.price,
            priceCurrency: 'INR',
            availability: p.is_available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            validThrough: new Date(Date.parse(p.created_at) + 365 * 86400e3).toISOString(),
          },
        }
      : {}),
    ...(p.latitude !== null
      ? {
          contentLocation: {
            '@type': 'Place',
            address: p.full_address ?? [p.locality, p.city].filter(Boolean).join(', '),
            geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude },
          },
        }
      : {}),
  };
  const crumbs = breadcrumbLd([
    [translate(loaderData.locale, 'nav.home'), `${origin}/`],
    [translate(loaderData.locale, 'nav.properties'), `${origin}${paths.properties}`],
    [title, `${origin}${paths.property(p.id)}`],
  ]);
  return [...tags, { 'script:ld+json': ld }, crumbs];
}

/** Shown to an owner (or admin) previewing a listing that is not live: why, and where to act. */
function PreviewBanner({ p }: { p: Property }) {
  const { t, href, locale } = useI18n();
  if (p.status === 'active') return null;
  const reason = rejectionText(p.rejection_code, p.rejection_reason, locale);
  return (
    <div className={`preview-banner preview-${p.status}`} role="status">
      <p>{t(`preview.${p.status}` as MessageKey)}</p>
      {reason ? (
        <p>
          <strong>{t('preview.reason')}:</strong> {reason}
        </p>
      ) : null}
      <a href={href(`${paths.account}?tab=my-properties`)}>{t('preview.manage')}</a>
    </div>
  );
}

type Listing = Route.ComponentProps['loaderData']['property'];

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const p = loaderData.property;
  const { user } = useSession();
  useRecentViews(p.status === 'active' ? p.id : undefined);
  // Only the listing's owner and admins get its contact number in the answer (routes.ts of the
  // API): the same people see its raw counters.
  const mine = p.owner_contact !== undefined;
  // Seekers only; a signed-out visitor's one action is in the side card (sign in, and come back).
  const contact = p.status === 'active' && !mine;
  return (
    <main id="main" className="container">
      {/* The side box stays in view beside the listing (sticky), and only beside it: similar
          listings come after the two columns, so it never slides over them. */}
      <div className="property-page">
        <PreviewBanner p={p} />
        <div className="property-main">
          <PropertyMedia p={p} />
          <ListingHeading p={p} ask={contact && user !== null} />
          <PropertySections p={p} mine={mine} />
          {contact && user ? (
            <div className="detail-section contact-forms">
              <ListingEnquiry p={p} stay={loaderData.stay} />
              <ReportForm />
            </div>
          ) : null}
        </div>
        <SideCard p={p} mine={mine} slots={loaderData.slots} stay={loaderData.stay} />
      </div>
      <SimilarListings similar={loaderData.similar} />
      {contact ? <ContactBar p={p} like={<LikeButton propertyId={p.id} liked={p.liked} compact />} /> : null}
    </main>
  );
}

/** Title, the day it was verified, who posted it and when it was last confirmed, and the price. */
function ListingHeading({ p, ask }: { p: Listing; ask: boolean }) {
  const { t, locale } = useI18n();
  const title = useListingTitle()(p.title);
  return (
    <>
      <h1 data-typed={isTypedTitle(p.title) ? '' : undefined}>{title || t('card.noTitle')}</h1>
      {p.verified_at ? (
        <p className="verified-line" data-testid="verified-on">
          ✓ {t('detail.verifiedOn', { date: formatLongDate(p.verified_at, locale) })}
        </p>
      ) : null}
      <p className="card-trust detail-trust">
        <PostedBy p={p} />
        <Freshness at={p.last_confirmed_at} />
      </p>
      {ask ? <StillAvailable /> : null}
      <Price p={p} />
      <PriceHistory p={p} />
    </>
  );
}

/** The price with its unit, or "price on request". */
function Price({ p }: { p: Listing }) {
  const { t } = useI18n();
  const price = formatRupees(p.price);
  return (
    <p className="property-price">
      {price ? (
        <>
          {price}
          <small>{priceUnitIn(t, p)}</small>
        </>
      ) : (
        t('card.priceOnRequest')
      )}
    </p>
  );
}

/**
 * The price's history: the latest change when it was a reduction ("Price reduced by ₹5,000 on
 * 12 Nov": the date says how recent), and every change since the listing was first public,
 * newest first.
 */
function PriceHistory({ p }: { p: Listing }) {
  const { t, locale } = useI18n();
  const changes = p.price_history ?? [];
  if (!changes.length) return null;
  const unit = priceUnitIn(t, p);
  const money = (v: number) => `${formatRupees(v)}${unit}`;
  const last = changes[0]!;
  const recent = last.new_price < last.old_price;
  return (
    <div className="price-history">
      {recent ? (
        <p className="price-drop" data-testid="price-drop">
          {t('detail.priceReduced', {
            by: money(last.old_price - last.new_price),
            date: formatShortDate(last.changed_at, locale),
          })}
        </p>
      ) : null}
      <details>
        <summary>{t('detail.priceHistory')}</summary>
        <ul>
          {changes.map((c) => (
            <li key={c.changed_at}>
              {t('detail.priceChange', {
                date: formatLongDate(c.changed_at, locale),
                from: money(c.old_price),
                to: money(c.new_price),
              })}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** Deciding with family: add it to a shortlist (signing in first if need be), or send it on WhatsApp. */
function Together({ p, title, place }: { p: Listing; title: string; place: string }) {
  const { t, href } = useI18n();
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const url = `${root?.origin ?? ''}${href(paths.property(p.id))}`;
  const text = [title, place, url].filter(Boolean).join(' · ');
  return (
    <p className="side-together">
      <Link to={href(`${paths.account}?tab=shortlists&add=${p.id}`)} className="btn btn-ghost">
        {t('detail.addToShortlist')}
      </Link>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        className="btn btn-ghost"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('detail.shareWhatsapp')}
      </a>
    </p>
  );
}

/** The sticky side card: price, EMI, like and share, the place and its badges, the advertiser, and the visit form. */
function SideCard({
  p,
  mine,
  slots,
  stay,
}: {
  p: Listing;
  mine: boolean;
  slots: Route.ComponentProps['loaderData']['slots'];
  stay: Stay;
}) {
  const { t } = useI18n();
  const title = useListingTitle()(p.title);
  const place = [p.sub_locality, p.locality, p.city].filter(Boolean).join(', ');
  const perSqft = formatRupees(factValue('per_sqft', p, p.price_per_sqft));
  const maintenance = formatRupees(factValue('maintenance', p, p.maintenance_charges));
  return (
    <aside className="property-side panel">
      <Price p={p} />
      <EmiEstimate p={p} brief />
      <div className="side-actions">
        <LikeButton propertyId={p.id} liked={p.liked} count={mine ? p.like_count : undefined} />
        {p.status === 'active' ? <ShareButton title={title} /> : null}
      </div>
      {p.status === 'active' && !mine ? <Together p={p} title={title} place={place} /> : null}
      <p className="muted" data-typed={place ? '' : undefined}>
        {place || t('card.noLocation')}
      </p>
      <ul className="card-tags side-badges">
        {perSqft ? <li>{t('detail.badgeSqft', { price: perSqft })}</li> : null}
        {maintenance ? <li>{t('detail.badgeMaintenance', { price: maintenance })}</li> : null}
        {p.floor_number !== null && applies('floor', p) && p.total_floors ? (
          <li>{t('detail.floorOf', { n: p.floor_number, of: p.total_floors })}</li>
        ) : null}
      </ul>
      {p.status === 'active' ? <ListingActions p={p} mine={mine} slots={slots} stay={stay} /> : null}
    </aside>
  );
}

/**
 * The enquiry of the main column: a short stay's is about the seeker's dates (its message filled in
 * from them); any other listing's starts on its availability.
 */
function ListingEnquiry({ p, stay }: { p: Listing; stay: Stay }) {
  const { t, locale } = useI18n();
  if (p.purpose !== 'short_stay') return <EnquiryForm />;
  const dates = stay && stay !== 'bad' ? stay : null;
  const message = dates
    ? t('enquiry.stayMessage', {
        from: formatLongDate(dates.check_in, locale),
        to: formatLongDate(dates.check_out, locale),
        nights: dates.nights,
      })
    : t('enquiry.stayMessageNoDates');
  return <EnquiryForm heading="enquiry.stayTitle" want="availability" message={message} />;
}

function SimilarListings({ similar }: { similar: Route.ComponentProps['loaderData']['similar'] }) {
  const { t } = useI18n();
  if (!similar.length) return null;
  return (
    <section className="detail-section similar" aria-labelledby="similar-h" data-testid="similar-listings">
      <h2 id="similar-h">{t('detail.similar')}</h2>
      <p className="muted">{t('detail.similarLead')}</p>
      <div className="card-grid">
        {similar.map((s) => (
          <PropertyCard key={s.id} p={s} />
        ))}
      </div>
    </section>
  );
}

/** Not found and failures keep the page's frame and say what happened, in the page's own words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t, tm, locale } = useI18n();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="container not-found">
      <title>{`${translate(locale, missing ? 'detail.notFoundTitle' : 'detail.errorTitle')} | ${translate(locale, 'site.name')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1>{t(missing ? 'detail.notFoundTitle' : 'detail.errorTitle')}</h1>
      <p>
        {missing
          ? t('detail.notFound')
          : isRouteErrorResponse(error)
            ? typeof error.data === 'string' && error.data
              ? tm(error.data)
              : `${error.status} ${error.statusText}`
            : ((error as Error)?.message ?? '')}
      </p>
    </main>
  );
}
