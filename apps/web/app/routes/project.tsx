import { data, Link } from 'react-router';
import { formatIndianNumber, type Project } from '@aangan/contracts';
import type { Route } from './+types/project';
import { PropertyCard } from '../components/PropertyCard';
import { HreraFacts, HreraWarning } from '../components/HreraStatus';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { formatMonthYear } from '../lib/time';
import { apiContext } from '../lib/api.server';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';
import { breadcrumbLd } from '../lib/structured-data';
import { priceRange } from '../lib/projects';
import { EnquiryForm } from '../components/property/ContactBox';
import { contactAction } from '../lib/contact.server';

// /project/{slug}: loaded by its slug (the spec passed it from the list; a deep link or a reload
// works here), with its HRERA registration (a warning when it lapsed or was revoked),
// configurations, possession, map and listed units.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw data(null, { status: 404 });
  const res = await context.get(apiContext)(`/projects/${params.slug}`);
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.status !== 200) throw data(null, { status: res.status });
  return { locale: localeFromPath(new URL(request.url).pathname), project: res.data as Project };
}

/** An enquiry to the project's builder (or the Aangan team where the builder has no account). */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw data(null, { status: 404 });
  const form = await request.formData();
  form.set('intent', 'enquiry');
  return contactAction(context, request, form, `/projects/${params.slug}`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const p = loaderData?.project;
  if (!p) return [{ title: 'Project Not Found' }];
  const origin = root?.origin ?? '';
  const path = `${paths.projects}/${p.slug}`;
  return [
    ...seo({ title: `${p.name} by ${p.builder_name}`, description: p.description.slice(0, 160), path, locale: loaderData.locale, origin, image: p.cover_image_url ?? undefined }),
    breadcrumbLd([[translate(loaderData.locale, 'nav.home'), `${origin}/`], [translate(loaderData.locale, 'nav.projects'), `${origin}${paths.projects}`], [p.name, `${origin}${path}`]]),
  ];
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useI18n();
  const p = loaderData.project;
  const bbox = p.latitude !== null && p.longitude !== null ? `${p.longitude - 0.01},${p.latitude - 0.006},${p.longitude + 0.01},${p.latitude + 0.006}` : null;
  return (
    <main id="main" className="container search-page">
      <p><Link to={href(paths.projects)}>← {t('projects.title')}</Link></p>
      <h1>{p.name}</h1>
      <p className="muted">{p.builder_name} · {[p.locality ?? (p.sector ? `Sector ${p.sector}` : null), p.city].filter(Boolean).join(', ')}</p>
      <HreraWarning p={p} />
      {p.cover_image_url ? <img className="property-hero" src={p.cover_image_url} alt={p.name} width={960} height={540} /> : null}
      <dl className="facts" data-testid="project-facts">
        <div><dt>{t('near.status')}</dt><dd>{t(`projects.status.${p.status}` as MessageKey)}</dd></div>
        <div><dt>{t('detail.price')}</dt><dd>{priceRange(p.price_min, p.price_max) ?? t('card.priceOnRequest')}</dd></div>
        {p.possession_date ? <div><dt>{t('projects.possession')}</dt><dd>{formatMonthYear(p.possession_date, locale)}</dd></div> : null}
        {p.total_towers ? <div><dt>{t('projects.towers')}</dt><dd>{p.total_towers}</dd></div> : null}
        {p.total_units ? <div><dt>{t('projects.units')}</dt><dd>{formatIndianNumber(p.total_units)}</dd></div> : null}
        {p.land_acres ? <div><dt>{t('projects.land')}</dt><dd>{p.land_acres}</dd></div> : null}
      </dl>
      <HreraFacts p={p} />
      <section className="detail-section"><h2>{t('detail.overview')}</h2><p className="property-desc">{p.description}</p></section>
      <section className="detail-section">
        <h2>{t('projects.configurations')}</h2>
        <table className="config-table">
          <thead><tr><th>{t('projects.config')}</th><th>{t('listing.area')}</th><th>{t('detail.price')}</th></tr></thead>
          <tbody>{p.configurations.map((c) => (
            <tr key={c.label}><td>{c.label}</td><td>{formatIndianNumber(c.area_min)}–{formatIndianNumber(c.area_max)}</td><td>{priceRange(c.price_min, c.price_max)}</td></tr>
          ))}</tbody>
        </table>
      </section>
      {p.amenities.length ? <section className="detail-section"><h2>{t('listing.amenities')}</h2><ul className="card-tags">{p.amenities.map((a) => <li key={a}>{a}</li>)}</ul></section> : null}
      {bbox ? (
        <section className="detail-section"><h2>{t('detail.address')}</h2>
          <iframe className="detail-map" title={t('detail.mapTitle')} loading="lazy" src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${p.latitude},${p.longitude}`} />
        </section>
      ) : null}
      {/* A lapsed or revoked registration closes the project to enquiries (its warning says so above). */}
      {p.accepts_enquiries ? <div className="detail-section project-enquiry"><EnquiryForm heading="enquiry.projectTitle" /></div> : null}
      <section className="detail-section">
        <h2>{t('projects.available', { n: p.units.length })}</h2>
        {p.units.length ? <div className="card-grid" data-testid="project-units">{p.units.map((u) => <PropertyCard key={u.id} p={u} />)}</div> : <p className="muted">{t('projects.noUnits')}</p>}
      </section>
    </main>
  );
}
