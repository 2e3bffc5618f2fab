import { Link } from 'react-router';
import type { Route } from './+types/no-payments';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../content.css';

// /cart and /checkout: Aangan takes no payments, so there is nothing to put in a cart. Old links
// and typed addresses get a page that says so and leads to what we do offer (a call back about a
// photo or 360° tour shoot, free search and contact); no menu links here.
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'orders.title'),
    path: location.pathname.replace(/^\/hi(?=\/)/, ''),
    locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function NoOnlineOrders() {
  const { t, href } = useI18n();
  return (
    <main id="main" className="container section narrow">
      <h1>{t('orders.title')}</h1>
      <p>{t('orders.none')}</p>
      <p>{t('orders.shoot')}</p>
      <p className="button-row">
        <Link to={href(paths.postProperty)} className="btn btn-primary">
          {t('orders.callBack')}
        </Link>
        <Link to={href(paths.properties)} className="btn btn-ghost">
          {t('orders.search')}
        </Link>
      </p>
    </main>
  );
}
