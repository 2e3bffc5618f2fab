import { Link } from 'react-router';
import type { Route } from './+types/home';
import { BannerSearch } from '../../search';
import { BlogCard } from '../blog/BlogCard';
import { Counters } from '../home/Counters';
import { LanguageNote } from '../LanguageNote';
import { FaqAccordion } from '../home/FaqAccordion';
import { LatestProperties } from '../home/LatestProperties';
import { NewsletterBlock } from '../home/NewsletterBlock';
import { OwnerOnboarding } from '../home/OwnerOnboarding';
import { PropertyTypes } from '../home/PropertyTypes';
import { Testimonials } from '../home/Testimonials';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { dataOf, serverApi } from '../../../shared/api.server';
import { RecentlyViewed, toCard } from '../../listings';
import { settle } from '../../../shared/settle';
import { blogPosts, siteContent, siteFigures } from '../content.server';
import { latestTab } from '../home/latest-tabs';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { homeLd } from '../../../shared/structured-data';
import '../content.css';

// Home (/) and its variants /home-two and /home-three: the same sections, with
// the variants' own hero layout. Variants point their canonical link at /.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bare = url.pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  const variant = bare === '/home-two' ? 'two' : bare === '/home-three' ? 'three' : 'one';
  const tab = latestTab(url.searchParams.get('latest'));
  // The home asks for 12 recommendations and shows the first 6; a chosen tab is a search for 6.
  const api = serverApi(context);
  const latest = tab
    ? dataOf(
        api.GET('/api/v1/properties', { querySerializer: () => `${tab.query}&sort_by=newest&limit=6` }),
        'Failed to fetch properties',
      )
    : dataOf(
        api.GET('/api/v1/properties/recommendations', { params: { query: { limit: 12 } } }),
        'Failed to fetch recommendations',
      );
  const locale = localeFromPath(url.pathname);
  const [list, faq, testimonials, figures, posts] = await Promise.all([
    settle(latest),
    settle(siteContent(context, 'faq', locale)),
    settle(siteContent(context, 'testimonials', locale)),
    settle(siteFigures(context)),
    settle(blogPosts(context, 'page=1&limit=6')),
  ]);
  return {
    locale,
    variant,
    tab: tab?.id ?? null,
    latest: list.data?.properties.slice(0, 6).map(toCard) ?? [],
    latestError: list.error,
    faq: faq.data?.data ?? [],
    faqLocale: faq.data?.locale ?? locale,
    testimonials: testimonials.data?.data ?? [],
    testimonialsLocale: testimonials.data?.locale ?? locale,
    figures: figures.data,
    posts: posts.data?.items.slice(0, 3) ?? [],
    postsError: posts.error,
    subscribed: url.searchParams.get('subscribed') === '1',
    onboarded: url.searchParams.get('onboarded') === '1',
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  const origin = root.origin;
  return [
    ...seo({ title: translate(locale, 'home.title'), path: '/', locale, origin }),
    ...homeLd(
      origin,
      translate(locale, 'site.name'),
      translate(locale, 'site.description'),
      loaderData?.faq ?? [],
      root.social.map((p) => p.url),
    ),
  ];
}

type Data = Route.ComponentProps['loaderData'];

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className={`home home-${d.variant}`}>
      <section className="hero">
        <div className="container hero-inner">
          <div>
            <h1>{t('home.hero.title')}</h1>
            <p>{t('home.hero.text')}</p>
          </div>
          <BannerSearch />
        </div>
      </section>

      <div className="container">
        <RecentlyViewed />
      </div>
      <AboutStrip />
      <PropertyTypes />
      <LatestProperties items={d.latest} error={d.latestError} tab={d.tab} />
      <Onboarding d={d} />
      <FaqSection d={d} />
      <TestimonialsSection d={d} />

      {d.figures ? (
        <section className="container section" aria-label={t('home.counters.label')}>
          <Counters figures={d.figures} />
        </section>
      ) : null}

      <NewsletterBlock subscribed={d.subscribed} />
      <LatestPosts d={d} />
    </main>
  );
}

function AboutStrip() {
  const { t, href } = useI18n();
  return (
    <section className="container section about-strip" aria-labelledby="about-title">
      <div>
        <p className="eyebrow">{t('home.about.eyebrow')}</p>
        <h2 id="about-title">{t('home.about.title')}</h2>
        <p>{t('home.about.text')}</p>
        <Link to={href(paths.about)} className="btn btn-ghost">
          {t('home.about.more')}
        </Link>
      </div>
      <ul className="about-points">
        <li>
          <strong>{t('home.about.point1.title')}</strong>
          <span>{t('home.about.point1.text')}</span>
        </li>
        <li>
          <strong>{t('home.about.point2.title')}</strong>
          <span>{t('home.about.point2.text')}</span>
        </li>
        <li>
          <strong>{t('home.about.point3.title')}</strong>
          <span>{t('home.about.point3.text')}</span>
        </li>
      </ul>
    </section>
  );
}

/** Why list with us, beside the owner's first step. */
function Onboarding({ d }: { d: Data }) {
  const { t } = useI18n();
  return (
    <section className="section onboard" aria-labelledby="onboard-title">
      <div className="container onboard-inner">
        <div>
          <h2 id="onboard-title">{t('home.onboard.title')}</h2>
          <p>{t('home.onboard.text')}</p>
          <ul className="ticks">
            <li>{t('home.onboard.tick1')}</li>
            <li>{t('home.onboard.tick2')}</li>
            <li>{t('home.onboard.tick3')}</li>
          </ul>
        </div>
        <OwnerOnboarding source={`home-${d.variant}`} done={d.onboarded} />
      </div>
    </section>
  );
}

/** The questions, when there are any; a note says when they are in English on a Hindi page. */
function FaqSection({ d }: { d: Data }) {
  const { t, langOf } = useI18n();
  if (!d.faq.length) return null;
  return (
    <section className="container section faq-section" aria-labelledby="faq-title">
      <div className="faq-art" aria-hidden="true" />
      <div>
        <h2 id="faq-title">{t('home.faq.title')}</h2>
        {langOf(d.faqLocale) ? <LanguageNote message="content.englishOnly" /> : null}
        <FaqAccordion items={d.faq} lang={langOf(d.faqLocale)} />
      </div>
    </section>
  );
}

function TestimonialsSection({ d }: { d: Data }) {
  const { t, langOf } = useI18n();
  if (!d.testimonials.length) return null;
  return (
    <section className="section testimonials-section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{t('home.testimonials.title')}</h2>
        {langOf(d.testimonialsLocale) ? <LanguageNote message="content.englishOnly" /> : null}
        <Testimonials items={d.testimonials} lang={langOf(d.testimonialsLocale)} />
      </div>
    </section>
  );
}

/** The newest blog posts (written in English only: a Hindi reader is told). */
function LatestPosts({ d }: { d: Data }) {
  const { t, tm, href, langOf } = useI18n();
  return (
    <section className="container section" aria-labelledby="blog-title">
      <div className="section-head">
        <h2 id="blog-title">{t('home.blog.title')}</h2>
        <Link to={href(paths.blog)}>{t('home.blog.all')} →</Link>
      </div>
      {langOf('en-IN') && d.posts.length ? <LanguageNote message="blog.englishNote" /> : null}
      {d.postsError ? (
        <p className="error-line" role="alert">
          {tm(d.postsError)}
        </p>
      ) : (
        <div className="card-grid blog-grid" data-testid="home-blog">
          {d.posts.map((p) => (
            <BlogCard key={p.id} post={p} />
          ))}
        </div>
      )}
    </section>
  );
}
