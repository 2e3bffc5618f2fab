import { Link } from 'react-router';
import type { PropertyList } from '@aangan/contracts';
import type { Route } from './+types/home';
import { PropertyCard } from '../components/PropertyCard';
import { BannerSearch } from '../components/search/BannerSearch';
import { localeFromPath, translate, useI18n } from '../i18n';
import { apiGet } from '../lib/api.server';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  // The spec's home asks for 12 recommendations and shows 6.
  try {
    const list = await apiGet<PropertyList>(context, '/properties/recommendations/?limit=12', 'Failed to fetch recommendations');
    return { latest: list.properties.slice(0, 6), error: null as string | null, locale: localeFromPath(new URL(request.url).pathname) };
  } catch (err) {
    return { latest: [], error: (err as Error).message, locale: localeFromPath(new URL(request.url).pathname) };
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'home.title'), path: '/', locale, origin: root?.origin ?? '' });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { latest, error } = loaderData;
  return (
    <main id="main">
      <section className="hero">
        <div className="container">
          <h1>{t('home.hero.title')}</h1>
          <p>{t('home.hero.text')}</p>
          <BannerSearch />
        </div>
      </section>
      <section className="container section" aria-labelledby="latest-title">
        <div className="section-head">
          <div>
            <h2 id="latest-title">{t('home.latest.title')}</h2>
            <p className="muted">{t('home.latest.text')}</p>
          </div>
          <Link to={href(paths.properties)}>{t('home.latest.viewAll')} →</Link>
        </div>
        {error ? (
          <p className="error-line" role="alert">{t('home.latest.error', { message: error })}</p>
        ) : latest.length === 0 ? (
          <p className="muted">{t('home.latest.empty')}</p>
        ) : (
          <div className="card-grid" data-testid="latest-properties">
            {latest.map((p, i) => <PropertyCard key={p.id} p={p} priority={i < 2} />)}
          </div>
        )}
      </section>
    </main>
  );
}
