import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { sidewaysPx } from './helpers';
import { mainPages, type Who } from './main-pages';

// The main pages (e2e/main-pages.ts), signed out and signed in as each kind of person, in each
// language, walked once at a 390 px phone and a 1280 px desktop. On every page:
// - no console error (nor a React warning), no uncaught error and no request that fails (an
//   answer of 400 or more, or no answer); a listing page's photo viewer is opened too;
// - axe-core finds no WCAG 2.2 A/AA violation and no breach of its best practices (unique
//   landmarks, headings that do not skip a level, all content in landmarks ...);
// - the page does not scroll sideways (the back office's tables scroll in their own box).
// One walk does both, so each page is loaded once for the two checks.

// The e2e server points map tiles at an address that answers 404 on purpose (MAP_TILE_URL in
// playwright.config.ts: the maps must stay usable without tiles); those requests, and only
// those, are not counted.
const TILES = /\/no-tiles\/\d+\/\d+\/\d+\.png$/;

/** Everything that went wrong on the page while it was the current one, as readable lines. */
function watch(page: Page) {
  const found: string[] = [];
  // Requests cut off by leaving a page (the next goto) are not failures of that page.
  let leaving = false;
  const at = () => new URL(page.url()).pathname + new URL(page.url()).search;
  page.on('console', (m) => {
    const react = m.type() === 'warning' && /react|hydrat|Warning:/i.test(m.text());
    // The browser's own line for a tile's 404 names the tile as its source.
    if (TILES.test(m.location().url)) return;
    if (!leaving && (m.type() === 'error' || react)) found.push(`${at()}: console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => found.push(`${at()}: uncaught ${e.message}`));
  page.on('requestfailed', (r) => {
    if (!leaving && !TILES.test(r.url())) found.push(`${at()}: ${r.failure()?.errorText} ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !TILES.test(r.url()) && !leaving) found.push(`${at()}: ${r.status()} ${r.url()}`);
  });
  return {
    found,
    /** Opens the page, waits until it is quiet, runs `check` on it, then opens its photo viewer. */
    async visit(path: string, check: () => Promise<unknown>) {
      leaving = true;
      await page.goto(path, { waitUntil: 'load' });
      leaving = false;
      await page.waitForLoadState('networkidle');
      await check();
      // The photo viewer (loaded when wanted): its labels and counter.
      if (/\/property\/\d+$/.test(path)) {
        // A listing with a 360° tour opens on it (another spec may have given the listing one):
        // its photos are the switch's second button.
        const switcher = page.locator('.media-switch button');
        if (await switcher.count()) await switcher.last().click();
        await page.locator('.gallery-open').first().click();
        await expect(page.locator('.yarl__counter')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('.yarl__counter')).toBeHidden();
      }
    },
  };
}

// Its tests are independent of each other (each signs in on its own page) and among the longest
// of the suite: the workers share them rather than one worker taking the whole file.
test.describe.configure({ mode: 'parallel' });

const viewport = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
const inHindi = (path: string) => path === '/hi' || path.startsWith('/hi/');

for (const who of ['visitor', 'seeker', 'owner', 'admin'] as Who[])
  for (const hindi of [false, true])
    test(`the main pages of ${who === 'visitor' ? 'a visitor' : `the demo ${who}`} in ${hindi ? 'Hindi' : 'English'}: no console error, no failed request, no accessibility violation`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.setTimeout(300_000); // up to 15 pages through axe, with another worker on the same cores
      await page.setViewportSize(viewport(isMobile));
      // The listing and project pages embed OpenStreetMap's own map page in a frame; the machine
      // running the suite may have no way out to the internet, so a stand-in page answers for it.
      await page.route('https://www.openstreetmap.org/export/embed.html?**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
      );
      // Signed in first (the login page itself is walked as a visitor).
      const paths = (await mainPages(who, page, request)).filter((p) => inHindi(p) === hindi);
      const w = watch(page);
      const violations: string[] = [];
      const sideways: string[] = [];
      for (const path of paths)
        await w.visit(path, async () => {
          violations.push(...(await axeViolations(page, { also: 'best-practice' })));
          // A table or a strip wider than the screen scrolls in its own box, never the page.
          const wider = await sidewaysPx(page);
          if (wider > 0) sideways.push(`${path}: ${wider} px sideways`);
        });
      expect(w.found, w.found.join('\n')).toEqual([]);
      expect(sideways).toEqual([]);
      expect(violations, violations.join('\n')).toEqual([]);
    });
