import { data } from 'react-router';
import type { Property, Tour } from '@aangan/contracts';
import pannellumCss from 'pannellum/build/pannellum.css?url';
import { formatRupees, priceUnit } from '@aangan/contracts';
import type { Route } from './+types/property';
import { LikeButton } from '../components/LikeButton';
import { TourViewer } from '../components/TourViewer';
import { VisitForm } from '../components/VisitForm';
import { localeFromPath, useI18n, type MessageKey } from '../i18n';
import { apiContext } from '../lib/api.server';
import { indiaInstant } from '../lib/time';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { apiSend, fieldErrors, loginRedirect } from '../lib/session.server';

// The listing page. This issue gives it the like toggle and the visit form; the full layout
// (tour, gallery, sections, map) comes with the discovery pages.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const res = await context.get(apiContext)(`/properties/${params.id}`);
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.status !== 200) throw data(null, { status: res.status });
  return { locale, property: res.data as Property & { owner_contact: string | null; tour: Tour | null } };
}

// The built-in tour viewer's styles (10 KB, cached); the viewer script loads only when there is a tour.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pannellumCss }];

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const when = String(form.get('scheduled_date') ?? '');
  if (!when) return data({ ok: false, message: '', errors: { scheduled_date: 'Please choose a date and time for the visit' } }, { status: 422 });
  const r = await apiSend(context, '/visits/', {
    method: 'POST', csrf: String(form.get('csrf') ?? ''),
    body: { property_id: Number(params.id), scheduled_date: indiaInstant(when), special_requirements: String(form.get('special_requirements') ?? '') || null },
  }, 'Failed to schedule visit');
  if (r.status === 401) throw loginRedirect(request);
  if (!r.ok) return data({ ok: false, message: r.message, errors: fieldErrors(r.data) }, { status: r.status });
  return { ok: true, message: 'Visit scheduled successfully', errors: {} as Record<string, string> };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const p = loaderData?.property;
  if (!p) return [{ title: 'Property Not Found' }];
  return seo({ title: p.title, description: p.description.slice(0, 160), path: paths.property(p.id), locale: loaderData.locale, origin: root?.origin ?? '', image: p.main_image_url ?? undefined });
}

const srcSet = (variants: Record<string, string>) => Object.entries(variants).map(([w, url]) => `${url} ${w}w`).join(', ');

/** The main photo at the size the screen needs, as AVIF where the browser reads it. */
function Hero({ p }: { p: Property }) {
  if (!p.main_image_url) return null;
  const main = p.images?.find((i) => i.is_main_image) ?? p.images?.[0];
  const sizes = '(min-width: 900px) calc(100vw - 420px), 100vw';
  return (
    <picture>
      {main && Object.keys(main.avif_variants).length ? <source type="image/avif" srcSet={srcSet(main.avif_variants)} sizes={sizes} /> : null}
      <img className="property-hero" src={p.main_image_url} srcSet={main ? srcSet(main.variants) : undefined} sizes={sizes} alt={p.title} width={960} height={720} fetchPriority="high" />
    </picture>
  );
}

/** The listing's 360° tour: our own panoramas in the built-in viewer, a hosted one in a frame. */
function PropertyTour({ p }: { p: Property & { tour: Tour | null } }) {
  const { t } = useI18n();
  if (!p.tour) return null;
  if (p.tour.kind === 'panorama' && p.tour.scenes.length) return <TourViewer tour={p.tour} title={p.title} />;
  if (p.tour.kind === 'external' && p.tour.external_url) {
    return (
      <section className="tour-viewer" aria-label={t('tour.label', { title: p.title })}>
        <iframe className="tour-pano" src={p.tour.external_url} title={t('tour.label', { title: p.title })} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" allowFullScreen loading="lazy" />
      </section>
    );
  }
  return null;
}

/** Shown to an owner (or admin) previewing a listing that is not live: why, and where to act. */
function PreviewBanner({ p }: { p: Property }) {
  const { t, href } = useI18n();
  if (p.status === 'active') return null;
  return (
    <div className={`preview-banner preview-${p.status}`} role="status">
      <p>{t(`preview.${p.status}` as MessageKey)}</p>
      {p.rejection_reason ? <p><strong>{t('preview.reason')}:</strong> {p.rejection_reason}</p> : null}
      <a href={href(`${paths.account}?tab=my-properties`)}>{t('preview.manage')}</a>
    </div>
  );
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const p = loaderData.property;
  const price = formatRupees(p.price);
  const place = [p.sub_locality, p.locality, p.city].filter(Boolean).join(', ');
  return (
    <main id="main" className="container property-page">
      <PreviewBanner p={p} />
      <div className="property-main">
        <Hero p={p} />
        <PropertyTour p={p} />
        <h1>{p.title || t('card.noTitle')}</h1>
        <p className="muted">{place || t('card.noLocation')}</p>
        <p className="property-price">{price ? <>{price}<small>{priceUnit(p)}</small></> : t('card.priceOnRequest')}</p>
        <ul className="card-facts">
          {p.bedrooms ? <li>{t(p.bedrooms === 1 ? 'card.bed' : 'card.beds', { n: p.bedrooms })}</li> : null}
          {p.bathrooms ? <li>{t(p.bathrooms === 1 ? 'card.bath' : 'card.baths', { n: p.bathrooms })}</li> : null}
          {p.area_sqft ? <li>{t('card.area', { n: p.area_sqft.toLocaleString('en-IN') })}</li> : null}
        </ul>
        <p className="property-desc">{p.description}</p>
      </div>
      <aside className="property-side panel">
        <p className="property-price">{price ? <>{price}<small>{priceUnit(p)}</small></> : t('card.priceOnRequest')}</p>
        <LikeButton propertyId={p.id} liked={p.liked} count={p.like_count} />
        {p.owner_name || p.builder_name ? <p>{p.builder_name ?? p.owner_name}{p.owner_contact ? <> · <a href={`tel:${p.owner_contact}`}>{p.owner_contact}</a></> : null}</p> : null}
        <VisitForm />
      </aside>
    </main>
  );
}
