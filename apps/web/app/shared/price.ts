// A price's period in the page's language: its own small module, since the listing page, the
// account and the blog show prices without the cards' rules (card.ts).
import { pricePeriod } from '@aangan/contracts';
import type { MessageKey } from './i18n';

const PERIOD_KEYS = { day: 'price.perDay', month: 'price.perMonth' } as const satisfies Record<string, MessageKey>;

/** A price's period in the page's language ('/per month', '/प्रति माह'); '' for a sale price. */
export function priceUnitIn(t: (key: MessageKey) => string, p: Parameters<typeof pricePeriod>[0]): string {
  const period = pricePeriod(p);
  return period ? t(PERIOD_KEYS[period]) : '';
}
