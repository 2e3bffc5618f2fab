import type { MessageKey } from '../shared/i18n';
import { paths } from '../shared/paths';

export interface NavItem {
  key: MessageKey;
  to?: string;
  children?: { key: MessageKey; to: string }[];
}

// The site's navigation menu. Services and Resources have no page of their own: they open submenus.
export const NAV: NavItem[] = [
  { key: 'nav.home', to: paths.home },
  { key: 'nav.properties', to: paths.properties },
  { key: 'nav.projects', to: paths.projects },
  {
    key: 'nav.services',
    children: [
      { key: 'nav.postProperty', to: paths.postProperty },
      { key: 'nav.valuation', to: paths.postProperty },
      { key: 'nav.virtualTours', to: paths.properties },
      { key: 'nav.mapSearch', to: paths.map },
    ],
  },
  {
    key: 'nav.resources',
    children: [
      { key: 'nav.blog', to: paths.blog },
      { key: 'nav.about', to: paths.about },
      { key: 'nav.faq', to: paths.faq },
      { key: 'nav.emi', to: paths.emi },
      { key: 'nav.policies', to: paths.policies },
    ],
  },
  { key: 'nav.contact', to: paths.contact },
];
