import { data, Link, redirect } from 'react-router';
import pannellumCss from 'pannellum/build/pannellum.css?url';
import type { Route } from './+types/tour';
import { TourViewer } from '../TourViewer';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../listings.css';

// /tour/{id}: a listing's own 360° tour, full width (the listing page shows it in a frame). A tour
// hosted elsewhere is that host's page.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const { data: p, response } = await serverApi(context).GET('/api/v1/properties/{id}', {
    params: { path: { id: Number(params.id) } },
  });
  if (!p) throw data(null, { status: response.ok ? 500 : response.status });
  if (!p.tour) throw data(null, { status: 404 });
  if (p.tour.kind === 'external' && p.tour.external_url) throw redirect(p.tour.external_url);
  return { locale, id: p.id, title: p.title, tour: p.tour };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pannellumCss }];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData) return [{ title: 'Tour Not Found' }];
  const locale = loaderData.locale;
  return seo({
    title: translate(locale, 'tour.title', { title: loaderData.title }),
    path: `/tour/${loaderData.id}`,
    locale,
    origin: root.origin,
  });
}

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container tour-page">
      <p>
        <Link to={href(paths.property(loaderData.id))}>← {loaderData.title}</Link>
      </p>
      <h1>{t('tour.title', { title: loaderData.title })}</h1>
      <TourViewer tour={loaderData.tour} title={loaderData.title} />
    </main>
  );
}
