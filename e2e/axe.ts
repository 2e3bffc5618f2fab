import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe-core through its Playwright builder, as every accessibility check of the suite runs it:
// WCAG 2.2 A and AA, and where asked axe's best practices (unique landmarks, headings that do not
// skip a level, all content in landmarks ...) or heading order alone.
//
// In the builder's legacy mode (one axe.run per frame, no blank page opened to gather the
// results): about a third of the default mode's time on our pages (1.0–1.8 s against 2.3–4.5 s a
// page on an idle 2-core machine), which is most of what the accessibility specs cost. What the
// legacy mode cannot test is a frame from another site: ours are OpenStreetMap's map (unreachable
// from the test machine), whose frame element itself (its title) is still checked on our page.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheck {
  /** What the lines begin with (the page's path by default). */
  label?: string;
  /** axe's best practices too, or heading order alone. */
  also?: 'best-practice' | 'heading-order';
  /** Only this part of the page (a CSS selector). */
  include?: string;
}

/** axe's findings on the page as it is now, as readable lines: `label: rule (impact) first targets`. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  // options() replaces what withTags() set, so it comes first.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      ...(check.also === 'heading-order' ? { rules: { 'heading-order': { enabled: true } } } : {}),
    })
    .withTags(check.also === 'best-practice' ? [...WCAG, 'best-practice'] : WCAG);
  if (check.include) builder.include(check.include);
  const { violations } = await builder.analyze();
  const url = new URL(page.url());
  const label = check.label ?? `${url.pathname}${url.search}`;
  return violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
