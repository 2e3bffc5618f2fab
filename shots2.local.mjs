// node shots2.local.mjs WIDTH PATH [scrollY...] : viewport shots at several scroll offsets
import { chromium } from '@playwright/test';
const [, , w, path, ...ys] = process.argv;
const width = Number(w);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, isMobile: width < 600, hasTouch: width < 600 });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:3421' + path, { waitUntil: 'networkidle' });
const name = path.replace(/[^a-z0-9]+/gi, '_');
for (const y of ys) {
  if (y === 'bottom') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  else await page.evaluate((y) => window.scrollTo(0, y), Number(y));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/ld-shots/${name}-${width}-at${y}.png` });
}
await browser.close();
