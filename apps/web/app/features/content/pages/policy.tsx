import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/policy';
import { LanguageNote } from '../LanguageNote';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { renderMarkdown } from '../markdown.server';
import { paths } from '../../../shared/paths';
import { policyTitle } from '../policies';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd } from '../../../shared/structured-data';
import { formatLongDate } from '../../../shared/time';
import '../content.css';

// /policies/{slug}: the page by its uniqueName, its markdown rendered on the
// server with safe links only. A slug that changes mid-load supersedes the older load (the
// router drops the stale answer). An unknown slug is titled 'Policy' and answered 404.
// On a Hindi page: the Hindi version where there is one, else the English one, said so in Hindi
// and marked lang="en" (decision 030).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const slug = params.slug;
  const res = /^[a-z0-9-]{1,80}$/.test(slug)
    ? result(
        await serverApi(context).GET('/api/v1/pages/{uniqueName}/public', {
          params: { path: { uniqueName: slug }, query: { locale } },
        }),
      )
    : { ok: false as const, status: 404, data: undefined, message: 'Request failed' };
  if (res.ok && res.data) {
    const page = res.data.page;
    const title = page.title || policyTitle(slug);
    return {
      locale,
      slug,
      title,
      html: renderMarkdown(page.content, title),
      updatedAt: page.updated_at,
      contentLocale: page.locale,
      error: null,
    };
  }
  const error = res.ok ? 'Request failed' : res.message;
  return data(
    {
      locale,
      slug,
      title: policyTitle(slug),
      html: '',
      updatedAt: null as string | null,
      contentLocale: 'en-IN' as const,
      error,
    },
    { status: res.status === 404 ? 404 : 503 },
  );
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const origin = root.origin;
  const locale = d?.locale ?? 'en-IN';
  const path = paths.policy(d?.slug ?? '');
  return [
    // The page title is the policy title followed by the product name.
    ...seo({ title: d?.title ?? 'Policy', path, locale, origin, noindex: Boolean(d?.error) }),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [translate(locale, 'policies.title'), `${origin}${paths.policies}`],
      [d?.title ?? 'Policy', `${origin}${path}`],
    ]),
  ];
}

export default function Policy({ loaderData: d }: Route.ComponentProps) {
  const { t, href, locale, langOf } = useI18n();
  const nav = useNavigation();
  const loading = nav.state === 'loading' && nav.location.pathname.includes('/policies/');
  return (
    <main id="main" className="container section narrow">
      <div className="page-head">
        <nav aria-label={t('blog.breadcrumb')} className="breadcrumb">
          <Link to={href(paths.policies)}>{t('policies.title')}</Link>
        </nav>
        <Link to={href(paths.addListing)} className="btn btn-accent">
          {t('policies.addListing')}
        </Link>
      </div>
      {loading ? (
        <div className="loading-block" role="status">
          <span className="spinner" aria-hidden="true" /> {t('policies.loadingOne')}
        </div>
      ) : (
        <article className="panel policy" data-testid="policy">
          <h1 lang={langOf(d.contentLocale)}>{d.title}</h1>
          {d.updatedAt ? (
            <p className="muted">{t('policies.lastUpdated', { date: formatLongDate(d.updatedAt, locale) })}</p>
          ) : null}
          {d.error ? (
            <p className="error-line" role="alert">
              {t('policies.failed')}
            </p>
          ) : (
            <>
              {langOf(d.contentLocale) ? <LanguageNote message="policies.englishOnly" /> : null}
              <div className="prose" lang={d.contentLocale.slice(0, 2)} dangerouslySetInnerHTML={{ __html: d.html }} />
            </>
          )}
        </article>
      )}
    </main>
  );
}
