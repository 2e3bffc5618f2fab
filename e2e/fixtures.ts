// The specs' `test`: its page waits, after each goto and reload of a page, until the page's
// scripts have taken over. Pages hydrate after their first paint (apps/web/app/shared/
// defer-hydration.server.ts); a person who types sooner gets the plain-HTML form, which the
// server checks the same way, but the specs assert what happens once scripts run.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Makes `page.goto` and `page.reload` wait for hydration of the HTML page they open. */
export function waitsForHydration(page: Page): Page {
  const hydrated = async (res: Awaited<ReturnType<Page['goto']>>) => {
    if (res && (res.headers()['content-type'] ?? '').startsWith('text/html'))
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => hydrated(await goto(...args));
  page.reload = async (...args) => hydrated(await reload(...args));
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
});
