import { chromium } from '@playwright/test';
const [base, out, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  for (const path of paths) {
    await p.goto(base + path);
    await p.waitForLoadState('networkidle');
    const sel = process.env.SEL;
    if (sel) await p.locator(sel).first().scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${out}/${path.replace(/\W+/g, '_')}-${w}.png`, fullPage: !sel });
  }
  await p.close();
}
await b.close();
