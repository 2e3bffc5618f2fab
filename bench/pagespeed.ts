// Page speed (issue 9): Lighthouse (mobile emulation, simulated slow 4G) on the main public pages,
// and the first-load JavaScript of /properties and /property/{id} in gzip bytes.
//   node bench/pagespeed.ts            (Lighthouse from LIGHTHOUSE_BIN, else `npx --yes lighthouse@13.5.0`)
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startProduct } from './product.ts';

const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 1, lcpMs: 2000, cls: 0.05, tbtMs: 150, jsKb: 150 };
const product = await startProduct();
const id = ((await (await fetch(`${product.base}/api/v1/properties/?limit=1`)).json()) as { properties: { id: number }[] }).properties[0]!.id;
const pages = ['/', '/properties', `/property/${id}`, '/map-location', '/blog'];

/**
 * Every script a first visit loads, gzipped: module scripts and modulepreloads in the HTML, and
 * the modules the page adds once it has painted (apps/web/app/lib/defer-hydration.server.ts).
 */
async function firstLoadJsKb(path: string): Promise<number> {
  const html = await (await fetch(product.base + path)).text();
  const urls = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!));
  const deferred = /var go=function\(\)\{var d=document;(\[[^\]]*\])/.exec(html)?.[1];
  for (const u of deferred ? JSON.parse(deferred) as string[] : []) urls.add(u);
  if (!urls.size) throw new Error(`no scripts found on ${path}: has the page's script loading changed?`);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(Buffer.from(await (await fetch(product.base + u)).arrayBuffer())).length;
  return Math.round(bytes / 102.4) / 10;
}

try {
  const rows: Record<string, unknown>[] = [];
  for (const path of pages) {
    const out = `/tmp/aangan-lh-${process.pid}.json`;
    const [cmd, ...pre] = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ['npx', '--yes', 'lighthouse@13.5.0'];
    execFileSync(cmd!, [...pre, product.base + path, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox'],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' });
    const r = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number }>; audits: Record<string, { numericValue: number }> };
    rmSync(out, { force: true });
    const score = Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, v.score]));
    rows.push({ path, ...score, lcpMs: Math.round(r.audits['largest-contentful-paint']!.numericValue), cls: +r.audits['cumulative-layout-shift']!.numericValue.toFixed(3), tbtMs: Math.round(r.audits['total-blocking-time']!.numericValue) });
    console.log(JSON.stringify(rows.at(-1)));
  }
  for (const path of ['/properties', `/property/${id}`]) console.log(JSON.stringify({ path, firstLoadJsKbGzip: await firstLoadJsKb(path), budgetKb: BUDGET.jsKb }));
  console.log('budget', JSON.stringify(BUDGET));
} finally {
  await product.stop();
}
