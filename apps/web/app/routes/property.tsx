import { data, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import { formatPhone, formatRupees, rejectionText, type Property } from '@aangan/contracts';
import type { Route } from './+types/property';
import { LikeButton } from '../components/LikeButton';
import { PropertyCard } from '../components/PropertyCard';
import { ShareButton } from '../components/ShareButton';
import { EmiEstimate } from '../components/property/EmiEstimate';
import { toCard } from '../lib/card';
import { PropertyMedia } from '../components/property/PropertyMedia';
import { PropertySections } from '../components/property/PropertySections';
import { VisitForm } from '../components/VisitForm';
import { ContactBar, EnquiryForm, ReportForm, RevealNumber } from '../components/property/ContactBox';
import { contactAction } from '../lib/contact.server';
import { isContactIntent } from '../lib/contact';
import { Freshness, PostedBy } from '../components/Trust';
import { localeFromPath, translate, useI18n, type MessageKey, type MessageValues } from '../i18n';
import { isTypedTitle, localLead, localTitle, useListingTitle } from '../lib/listing-title';
import { serverApi } from '../lib/api.server';
import { result } from '../lib/api-result';
import { paths } from '../lib/paths';
import { priceUnitIn } from '../lib/price';
import { seo } from '../lib/seo';
import { formatLongDate } from '../lib/time';
import { breadcrumbLd } from '../lib/structured-data';
import { visitAction } from '../lib/visit.server';

// The listing page: the media switch, the sections, the sticky side card
// with the visit form, and its own title, description, canonical URL and structured data.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const id = Number(params.id);
  // Similar listings are asked for at once, beside the listing (they need only its id); a
  // listing that is not live has none (404), and a failure leaves the section out.
  const [res, near] = await Promise.all([
    api.GET('/api/v1/properties/{id}', { params: { path: { id } } }).then((r) => result(r)),
    api.GET('/api/v1/properties/{id}/similar', { params: { path: { id } } }),
  ]);
  if (res.status === 404) throw data(null, { status: 404 });
  // The server's message goes to the error boundary, which shows it under "Error Loading Property".
  if (!res.ok || !res.data)
    throw data(res.ok ? 'Failed to fetch property details' : res.message, { status: res.status });
  const similar = near.data?.items.map(toCard) ?? [];
  return { locale, property: { ...res.data, tour: res.data.tour ?? null }, similar };
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
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isContactIntent(formData?.get('intent')) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const p = loaderData?.property;
  if (!p) return [{ title: 'Property Not Found' }, { name: 'robots', content: 'noindex, nofollow' }];
  const origin = root?.origin ?? '';
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
  // Only the listing's owner and admins get its contact number in the answer (routes.ts of the
  // API): the same people see its raw counters.
  const mine = p.owner_contact !== undefined;
  return (
    <main id="main" className="container">
      {/* The side box stays in view beside the listing (sticky), and only beside it: similar
          listings come after the two columns, so it never slides over them. */}
      <div className="property-page">
        <PreviewBanner p={p} />
        <div className="property-main">
          <PropertyMedia p={p} />
          <ListingHeading p={p} />
          <PropertySections p={p} mine={mine} />
          {p.status === 'active' && !mine ? (
            <div className="detail-section contact-forms">
              <EnquiryForm />
              <ReportForm />
            </div>
          ) : null}
        </div>
        <SideCard p={p} mine={mine} />
      </div>
      <SimilarListings similar={loaderData.similar} />
      {p.status === 'active' && !mine ? <ContactBar p={p} /> : null}
    </main>
  );
}

/** Title, the day it was verified, who posted it and when it was last confirmed, and the price. */
function ListingHeading({ p }: { p: Listing }) {
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
      <Price p={p} />
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

/** The sticky side card: price, EMI, like and share, the place and its badges, the advertiser, and the visit form. */
function SideCard({ p, mine }: { p: Listing; mine: boolean }) {
  const { t } = useI18n();
  const title = useListingTitle()(p.title);
  const place = [p.sub_locality, p.locality, p.city].filter(Boolean).join(', ');
  const perSqft = formatRupees(p.price_per_sqft);
  const maintenance = formatRupees(p.maintenance_charges);
  return (
    <aside className="property-side panel">
      <Price p={p} />
      <EmiEstimate p={p} brief />
      <div className="side-actions">
        <LikeButton propertyId={p.id} liked={p.liked} count={mine ? p.like_count : undefined} />
        {p.status === 'active' ? <ShareButton title={title} /> : null}
      </div>
      <p className="muted" data-typed={place ? '' : undefined}>
        {place || t('card.noLocation')}
      </p>
      <ul className="card-tags side-badges">
        {perSqft ? <li>{t('detail.badgeSqft', { price: perSqft })}</li> : null}
        {maintenance ? <li>{t('detail.badgeMaintenance', { price: maintenance })}</li> : null}
        {p.floor_number !== null && p.total_floors ? (
          <li>{t('detail.floorOf', { n: p.floor_number, of: p.total_floors })}</li>
        ) : null}
      </ul>
      {p.status === 'active' ? <Advertiser p={p} mine={mine} /> : null}
      <VisitForm />
    </aside>
  );
}

/** Who advertises the listing; the owner previewing their own listing sees their number, seekers reveal it (recorded, capped). */
function Advertiser({ p, mine }: { p: Listing; mine: boolean }) {
  const { t } = useI18n();
  return (
    <section className="contact-box" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.advertiserTitle')}</h2>
      {p.owner_name || p.builder_name ? (
        <p className="advertiser-name" data-typed="">
          {p.builder_name ?? p.owner_name}
        </p>
      ) : null}
      {mine ? (
        p.owner_contact ? (
          <p>
            <a href={`tel:${p.owner_contact}`}>{formatPhone(p.owner_contact)}</a>
          </p>
        ) : null
      ) : (
        <>
          <RevealNumber />
          <a className="btn btn-primary btn-block" href="#enquiry-form">
            {t('contact.enquireInstead')}
          </a>
        </>
      )}
    </section>
  );
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
