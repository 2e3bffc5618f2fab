// The policies index: five cards from the fixed catalogue, filled in from the
// batch page call where it answered. Titles and summaries fall back to the catalogue's texts.
import { POLICY_CATALOGUE, policySummary, type ContentLocale, type PageBatchResponse } from '@aangan/contracts';

export interface PolicyCard {
  uniqueName: string;
  title: string;
  summary: string;
  updatedAt: string | null;
  offline: boolean;
  /** The language of title and summary: the page's answer's, English for the catalogue's texts. */
  locale: ContentLocale;
}

export function policyCards(batch: PageBatchResponse | null): PolicyCard[] {
  return POLICY_CATALOGUE.map((c) => {
    const entry = batch?.pages[c.uniqueName];
    const page = entry?.page;
    return {
      uniqueName: c.uniqueName,
      title: page?.title || c.fallbackTitle,
      summary: page
        ? page.summary || policySummary(withoutTitle(page.content, page.title)) || c.description
        : c.description,
      updatedAt: page?.updated_at ?? page?.created_at ?? null,
      // A card whose page is missing with an error is marked 'Offline'.
      offline: Boolean(entry && !page && entry.error),
      locale: page?.locale ?? 'en-IN',
    };
  });
}

/**
 * Policies open with their title as a heading; the card's summary (policySummary: the first
 * non-empty line) would then repeat the card's title, so that heading is skipped first.
 */
function withoutTitle(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (
    first >= 0 &&
    lines[first]!.replace(/^\s*#+\s*/, '')
      .trim()
      .toLowerCase() === title.trim().toLowerCase()
  )
    lines.splice(first, 1);
  return lines.join('\n');
}

/** Known slugs have their own titles; any other slug is titled 'Policy', never its raw slug. */
export const policyTitle = (slug: string) =>
  POLICY_CATALOGUE.find((c) => c.uniqueName === slug)?.fallbackTitle ?? 'Policy';
