import type { Route } from './+types/faq';
import { ContactForm } from '../ContactForm';
import { LanguageNote } from '../LanguageNote';
import { Counters } from '../home/Counters';
import { FaqAccordion } from '../home/FaqAccordion';
import { localeFromPath, translate, useI18n } from '../../../shared/i18n';
import { settle } from '../../../shared/settle';
import { siteContent, siteFigures } from '../content.server';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import { breadcrumbLd, faqLd } from '../../../shared/structured-data';
import '../content.css';

// /faq: the FAQ accordion, a contact form for what it does not answer, counters.
// The questions are in the page's language where they have been translated, else in English.
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [faq, figures] = await Promise.all([settle(siteContent(context, 'faq', locale)), settle(siteFigures(context))]);
  return {
    locale,
    faq: faq.data?.data ?? [],
    faqLocale: faq.data?.locale ?? locale,
    faqError: faq.error,
    figures: figures.data,
  };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const origin = root.origin;
  const locale = d?.locale ?? 'en-IN';
  const title = translate(locale, 'faq.title');
  return [
    ...seo({ title, description: translate(locale, 'faq.lead'), path: paths.faq, locale, origin }),
    ...(d?.faq.length ? [faqLd(d.faq)] : []),
    breadcrumbLd([
      [translate(locale, 'nav.home'), `${origin}/`],
      [title, `${origin}${paths.faq}`],
    ]),
  ];
}

export default function Faq({ loaderData: d }: Route.ComponentProps) {
  const { t, langOf } = useI18n();
  return (
    <main id="main" className="container section">
      <h1>{t('faq.title')}</h1>
      <p className="muted">{t('faq.lead')}</p>
      <div className="faq-page">
        <section aria-label={t('faq.title')}>
          {d.faqError ? (
            <p className="error-line" role="alert">
              {d.faqError}
            </p>
          ) : (
            <>
              {langOf(d.faqLocale) ? <LanguageNote message="content.englishOnly" /> : null}
              <FaqAccordion
                items={d.faq}
                initiallyOpen={d.faq[0]?.id ?? null}
                headingLevel={2}
                lang={langOf(d.faqLocale)}
              />
            </>
          )}
        </section>
        <section aria-labelledby="faq-ask">
          <h2 id="faq-ask">{t('faq.askTitle')}</h2>
          <p className="muted">{t('faq.askText')}</p>
          <ContactForm />
        </section>
      </div>
      {d.figures ? (
        <section className="section" aria-label={t('home.counters.label')}>
          <Counters figures={d.figures} />
        </section>
      ) : null}
    </main>
  );
}
