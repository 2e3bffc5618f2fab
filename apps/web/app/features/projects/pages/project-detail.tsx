import { type ReactNode, useMemo } from 'react';
import { data, Link } from 'react-router';
import { formatIndianNumber, type EnquiryWant } from '@aangan/contracts';
import type { Route } from './+types/project-detail';
import { PropertyCard } from '../../listings';
import { HreraFacts, HreraWarning } from '../HreraStatus';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { formatMonthYear } from '../../../shared/time';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd } from '../../../shared/structured-data';
import { priceRange } from '../projects';
import { EnquiryForm } from '../../contact';
import { Gallery } from '../../listings';
import { ShareButton } from '../../../shared/ui/ShareButton';
import {
  ContactLinks,
  FloorPlans,
  PossessionTimeline,
  ProjectAddress,
  ProjectBar,
  ProjectRate,
  Specifications,
  projectPhotos,
} from '../ProjectSections';
import { contactAction } from '../../contact/index.server';
import { choiceLabel } from '../../../shared/choices';
import { useListingTitle } from '../../../shared/listing-title';
import '../projects.css';

// /project/{slug}: loaded by its slug alone, so a deep link or a reload shows the same page as
// arriving from the list, with its HRERA registration (a warning when it lapsed or was revoked), photos,
// price per square foot, floor plans, specifications, possession timeline, address and map,
// listed units, and the builder's contacts beside it from the first screen (a bar on phones).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw data(null, { status: 404 });
  const { data: project, response } = await serverApi(context).GET('/api/v1/projects/{slug}', {
    params: { path: { slug: params.slug } },
  });
  if (!project) throw data(null, { status: response.ok ? 500 : response.status });
  const url = new URL(request.url);
  // "Book a site visit" opens the enquiry form on a visit (?want=visit): visits are booked for
  // a listed home, a project's site visit is asked for through its builder.
  const want: EnquiryWant = url.searchParams.get('want') === 'visit' ? 'visit' : 'availability';
  return { locale: localeFromPath(url.pathname), project, want };
}

/** An enquiry to the project's builder (or the Aangan team where the builder has no account). */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw data(null, { status: 404 });
  const form = await request.formData();
  form.set('intent', 'enquiry');
  return contactAction(context, request, form, { project: params.slug });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const p = loaderData?.project;
  if (!p) return [{ title: 'Project Not Found' }];
  const origin = root.origin;
  const path = `${paths.projects}/${p.slug}`;
  return [
    ...seo({
      title: `${p.name} by ${p.builder_name}`,
      description: p.description.slice(0, 160),
      path,
      locale: loaderData.locale,
      origin,
      image: p.cover_image_url ?? undefined,
    }),
    breadcrumbLd([
      [translate(loaderData.locale, 'nav.home'), `${origin}/`],
      [translate(loaderData.locale, 'nav.projects'), `${origin}${paths.projects}`],
      [p.name, `${origin}${path}`],
    ]),
  ];
}

type Project = Route.ComponentProps['loaderData']['project'];

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useI18n();
  const p = loaderData.project;
  const place = [p.locality ?? (p.sector ? t('projects.sector', { n: p.sector }) : null), p.city]
    .filter(Boolean)
    .join(', ');
  const price = priceRange(p.price_min, p.price_max, locale) ?? t('card.priceOnRequest');
  const cover = t('projects.coverCaption', { name: p.name });
  const titleOf = useListingTitle();
  const photos = useMemo(() => projectPhotos(p, cover, titleOf), [p, cover, titleOf]);
  return (
    <main id="main" className="container property-page project-page">
      <div className="property-main">
        <p className="back-link">
          <Link to={href(paths.projects)}>← {t('projects.title')}</Link>
        </p>
        <h1 data-typed="">{p.name}</h1>
        <p className="muted" data-typed="">
          {p.builder_name} · {place}
        </p>
        <HreraWarning p={p} />
        <Gallery photos={photos} label={t('gallery.label', { title: p.name })} />
        <ProjectFacts p={p} price={price} />
        <HreraFacts p={p} />
        <section className="detail-section" aria-labelledby="overview-h">
          <h2 id="overview-h">{t('detail.overview')}</h2>
          <p className="property-desc" data-typed="">
            {p.description}
          </p>
        </section>
        <FloorPlans p={p} />
        <Specifications p={p} />
        <Amenities p={p} />
        <PossessionTimeline p={p} />
        <ProjectAddress p={p} />
        {/* A lapsed or revoked registration closes the project to enquiries (its warning says so above). */}
        {p.accepts_enquiries ? (
          <div className="detail-section project-enquiry">
            <EnquiryForm heading="enquiry.projectTitle" want={loaderData.want} />
          </div>
        ) : null}
        <Units p={p} />
      </div>
      <BuilderSide p={p} price={price} />
      {p.accepts_enquiries ? <ProjectBar p={p} /> : null}
    </main>
  );
}

/** One fact of the project's list. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Status, price, rate, possession and size; the size facts only when known. */
function ProjectFacts({ p, price }: { p: Project; price: string }) {
  const { t, locale } = useI18n();
  return (
    <dl className="facts project-facts" data-testid="project-facts">
      <Fact label={t('near.status')}>{t(`projects.status.${p.status}` as MessageKey)}</Fact>
      <Fact label={t('detail.price')}>{price}</Fact>
      <Fact label={t('detail.perSqft')} testId="project-rate">
        <ProjectRate p={p} />
      </Fact>
      {p.possession_date ? (
        <Fact label={t('projects.possession')}>{formatMonthYear(p.possession_date, locale)}</Fact>
      ) : null}
      {p.total_towers ? <Fact label={t('projects.towers')}>{p.total_towers}</Fact> : null}
      {p.total_units ? <Fact label={t('projects.units')}>{formatIndianNumber(p.total_units)}</Fact> : null}
      {p.land_acres ? <Fact label={t('projects.land')}>{p.land_acres}</Fact> : null}
    </dl>
  );
}

function Amenities({ p }: { p: Project }) {
  const { t, tm } = useI18n();
  if (!p.amenities.length) return null;
  return (
    <section className="detail-section" aria-labelledby="amenities-h">
      <h2 id="amenities-h">{t('listing.amenities')}</h2>
      <ul className="card-tags">
        {p.amenities.map((a) => (
          <li key={a}>{tm(choiceLabel(t, 'amenity', a))}</li>
        ))}
      </ul>
    </section>
  );
}

/** The homes listed in the project. */
function Units({ p }: { p: Project }) {
  const { t } = useI18n();
  return (
    <section className="detail-section" aria-labelledby="units-h">
      <h2 id="units-h">{t('projects.available', { n: p.units.length })}</h2>
      {p.units.length ? (
        <div className="card-grid" data-testid="project-units">
          {p.units.map((u) => (
            <PropertyCard key={u.id} p={u} />
          ))}
        </div>
      ) : (
        <p className="muted">{t('projects.noUnits')}</p>
      )}
    </section>
  );
}

/** Beside the page from the first screen: price, possession and the builder's contacts (closed when the registration lapsed). */
function BuilderSide({ p, price }: { p: Project; price: string }) {
  const { t, locale, href } = useI18n();
  return (
    <aside className="property-side panel" aria-labelledby="builder-h" data-testid="project-side">
      <p className="property-price">{price}</p>
      <p className="muted">
        <ProjectRate p={p} />
      </p>
      {p.possession_date ? (
        <p>
          {t(p.status === 'ready_to_move' ? 'projects.readySince' : 'projects.possessionOn', {
            date: formatMonthYear(p.possession_date, locale),
          })}
        </p>
      ) : null}
      <h2 id="builder-h">{t('projects.contactBuilder')}</h2>
      <p className="advertiser-name" data-typed="">
        {p.builder_name}
      </p>
      {p.accepts_enquiries ? (
        <div className="side-contact">
          <ContactLinks block />
        </div>
      ) : (
        <p className="hrera-bad">{t('hrera.closed')}</p>
      )}
      <div className="side-actions">
        <ShareButton title={p.name} />
        <Link to={href(`${paths.account}?tab=shortlists&add_project=${p.slug}`)} className="btn btn-ghost">
          {t('detail.addToShortlist')}
        </Link>
      </div>
    </aside>
  );
}
