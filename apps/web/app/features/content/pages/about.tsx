import { Link } from 'react-router';
import type { Route } from './+types/about';
import { Counters } from '../home/Counters';
import { LanguageNote } from '../LanguageNote';
import { localeFromPath, translate, useI18n, type Locale } from '../../../shared/i18n';
import { settle } from '../../../shared/settle';
import { siteContent, siteFigures } from '../content.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd } from '../../../shared/structured-data';
import '../content.css';

// /about-us (also /about, which points its canonical link here): who we are, the team, the parts
// of Gurugram we cover and the owner call-to-action. Team and areas are in the
// page's language where they have been translated, else in English.
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [team, areas, figures] = await Promise.all([
    settle(siteContent(context, 'team', locale)),
    settle(siteContent(context, 'service_areas', locale)),
    settle(siteFigures(context)),
  ]);
  return {
    locale,
    team: team.data?.data ?? [],
    teamLocale: team.data?.locale ?? locale,
    areaLocale: areas.data?.locale ?? locale,
    areas: await areaLinks(context, areas.data),
    figures: figures.data,
  };
}

/**
 * Each area's name as shown and what its link searches for. Search knows places by their English
 * names, so a translated list (written in the same order as the English one) searches for the
 * English name in its place; a translation that no longer lines up with it searches as written.
 */
async function areaLinks(
  context: Route.LoaderArgs['context'],
  areas: { data: string[]; locale: Locale } | null,
): Promise<{ name: string; query: string }[]> {
  if (!areas) return [];
  const english =
    areas.locale === 'en-IN'
      ? areas.data
      : ((await settle(siteContent(context, 'service_areas', 'en-IN'))).data?.data ?? []);
  const aligned = english.length === areas.data.length;
  return areas.data.map((name, i) => ({ name, query: aligned ? english[i]! : name }));
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const origin = root.origin;
  const locale = d?.locale ?? 'en-IN';
  const title = translate(locale, 'about.title');
  return [
    ...seo({ title, description: translate(locale, 'about.lead'), path: paths.about, locale, origin }),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [title, `${origin}${paths.about}`],
    ]),
  ];
}

type Data = Route.ComponentProps['loaderData'];

export default function About({ loaderData: d }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <main id="main">
      <section className="hero hero-slim">
        <div className="container">
          <h1>{t('about.title')}</h1>
          <p>{t('about.lead')}</p>
        </div>
      </section>
      <section className="container section about-story">
        <h2>{t('about.storyTitle')}</h2>
        <p>{t('about.story1')}</p>
        <p>{t('about.story2')}</p>
      </section>
      {d.figures ? (
        <section className="container section" aria-label={t('home.counters.label')}>
          <Counters figures={d.figures} />
        </section>
      ) : null}
      <Team d={d} />
      <ServiceAreas d={d} />
      <section className="section onboard">
        <div className="container onboard-inner">
          <div>
            <h2>{t('about.ctaTitle')}</h2>
            <p>{t('about.ctaText')}</p>
          </div>
          <div>
            <Link to={href(paths.postProperty)} className="btn btn-accent">
              {t('nav.postProperty')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

/** The team, each with their initials, role and a line about them. */
function Team({ d }: { d: Data }) {
  const { t, langOf } = useI18n();
  if (!d.team.length) return null;
  return (
    <section className="container section" aria-labelledby="team-title">
      <h2 id="team-title">{t('about.team')}</h2>
      {langOf(d.teamLocale) ? <LanguageNote message="content.englishOnly" /> : null}
      <ul className="team-grid" lang={langOf(d.teamLocale)}>
        {d.team.map((m) => (
          <li key={m.name} className="panel">
            <span className="avatar-initials" aria-hidden="true">
              {m.name
                .split(' ')
                .map((w) => w[0])
                .slice(0, 2)
                .join('')}
            </span>
            <h3>{m.name}</h3>
            <p className="muted">{m.role}</p>
            <p>{m.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The areas served, each a search of its listings. */
function ServiceAreas({ d }: { d: Data }) {
  const { t, href, langOf } = useI18n();
  if (!d.areas.length) return null;
  return (
    <section className="container section" aria-labelledby="areas-title">
      <h2 id="areas-title">{t('about.areas')}</h2>
      <p className="muted">{t('about.areasLead')}</p>
      <ul className="tag-cloud areas" data-testid="service-areas" lang={langOf(d.areaLocale)}>
        {d.areas.map((a) => (
          <li key={a.name}>
            <Link to={href(`${paths.properties}?q=${encodeURIComponent(a.query)}`)}>{a.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
