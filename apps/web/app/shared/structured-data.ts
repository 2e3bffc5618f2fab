// schema.org structured data, so search engines can show rich results: the home page's
// organisation, website, local business and FAQ, and breadcrumbs on inner pages. Each returns a
// meta descriptor React Router renders as a JSON-LD script; pages build their own kinds
// (BlogPosting, CollectionPage) with `ld`.
import type { MetaDescriptor } from 'react-router';
import { SITE, type FaqItem } from '@aangan/contracts';

const CONTEXT = 'https://schema.org';
export const ld = (data: Record<string, unknown>): MetaDescriptor => ({
  'script:ld+json': { '@context': CONTEXT, ...data },
});

export function homeLd(
  origin: string,
  name: string,
  description: string,
  faq: FaqItem[],
  sameAs: string[],
): MetaDescriptor[] {
  const org = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: SITE.email,
    ...(sameAs.length ? { sameAs } : {}),
  };
  const out = [
    ld(org),
    ld({
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name,
      url: `${origin}/`,
      description,
      inLanguage: ['en-IN', 'hi-IN'],
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/properties?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    }),
    ld({
      '@type': 'RealEstateAgent',
      '@id': `${origin}/#business`,
      name,
      url: `${origin}/`,
      email: SITE.email,
      telephone: SITE.phone,
      image: `${origin}/favicon.svg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Sector 44',
        addressLocality: 'Gurugram',
        addressRegion: 'Haryana',
        postalCode: '122001',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 28.4503, longitude: 77.0726 },
      areaServed: { '@type': 'City', name: 'Gurugram' },
    }),
  ];
  if (faq.length) out.push(faqLd(faq));
  return out;
}

export const faqLd = (faq: FaqItem[]) =>
  ld({
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.btnText,
      acceptedAnswer: { '@type': 'Answer', text: f.bodyText },
    })),
  });

/** Breadcrumbs from the home page down: [name, absolute url] pairs. */
export const breadcrumbLd = (items: [string, string][]) =>
  ld({
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  });
