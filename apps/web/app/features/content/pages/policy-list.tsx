import { Link, useNavigation } from 'react-router';
import { POLICY_CATALOGUE } from '@aangan/contracts';
import type { Route } from './+types/policy-list';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { dataOf, serverApi } from '../../../shared/api.server';
import { settle } from '../../../shared/settle';
import { paths } from '../../../shared/paths';
import { policyCards } from '../policies';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd, ld } from '../../../shared/structured-data';
import { formatLongDate } from '../../../shared/time';
import '../content.css';

// /policies: the five policies in one batch call; if it fails, a warning and the
// catalogue's texts; a card whose page answered with an error carries an 'Offline' badge. On a
// Hindi page each card is in Hindi where its policy has a Hindi version, else in English, marked
// as such (decision 030).
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const uniqueNames = POLICY_CATALOGUE.map((c) => c.uniqueName);
  const batch = await settle(
    dataOf(serverApi(context).GET('/api/v1/pages/public', { params: { query: { uniqueNames, locale } } })),
  );
  return { locale, cards: policyCards(batch.data), failed: batch.error !== null };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const origin = root.origin;
  const locale = d?.locale ?? 'en-IN';
  const title = translate(locale, 'policies.title');
  return [
    ...seo({ title, description: translate(locale, 'policies.lead'), path: paths.policies, locale, origin }),
    ld({
      '@type': 'CollectionPage',
      name: title,
      url: `${origin}${paths.policies}`,
      description: translate(locale, 'policies.lead'),
      hasPart: (d?.cards ?? []).map((c) => ({
        '@type': 'WebPage',
        name: c.title,
        url: `${origin}${paths.policy(c.uniqueName)}`,
        ...(c.updatedAt ? { dateModified: c.updatedAt } : {}),
      })),
    }),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [title, `${origin}${paths.policies}`],
    ]),
  ];
}

export default function Policies({ loaderData: d }: Route.ComponentProps) {
  const { t, href, locale, langOf } = useI18n();
  const nav = useNavigation();
  const loading = nav.state === 'loading' && nav.location.pathname.endsWith(paths.policies);
  return (
    <main id="main" className="container section">
      <h1>{t('policies.title')}</h1>
      <p className="muted">{t('policies.lead')}</p>
      {loading ? <p role="status">{t('policies.loading')}</p> : null}
      {d.failed ? (
        <p className="warning-line" role="alert">
          {t('policies.warning')}
        </p>
      ) : null}
      <ul className="policy-grid" data-testid="policy-cards">
        {d.cards.map((c) => (
          <li key={c.uniqueName} className="panel policy-card">
            <h2>
              <span lang={langOf(c.locale)}>{c.title}</span>{' '}
              {c.offline ? <span className="badge badge-muted">{t('policies.offline')}</span> : null}
              {langOf(c.locale) ? <span className="badge badge-muted">{t('policies.englishOnlyBadge')}</span> : null}
            </h2>
            <p lang={langOf(c.locale)}>{c.summary}</p>
            {c.updatedAt ? (
              <p className="muted small">{t('policies.updated', { date: formatLongDate(c.updatedAt, locale) })}</p>
            ) : null}
            <Link to={href(paths.policy(c.uniqueName))} aria-label={`${t('policies.read')}: ${c.title}`}>
              {t('policies.read')} →
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
