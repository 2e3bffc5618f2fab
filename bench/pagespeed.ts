// Page speed: Lighthouse (mobile emulation, simulated slow 4G) on the main public pages,
// and the first-load JavaScript of /properties and /property/{id} in gzip bytes.
//   node bench/pagespeed.ts [runs]     (Lighthouse from LIGHTHOUSE_BIN, else `npx --yes lighthouse@13.5.0`)
// Each page is measured `runs` times (default 3) and the median run is reported, as Lighthouse's
// own guidance on variability advises: on this shared 2-core machine one run's TBT can be 0 or 400 ms.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startProduct } from './product.ts';

const BUDGET = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 1,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  jsKb: 150,
};
const product = await startProduct();
const id = (
  (await (await fetch(`${product.base}/api/v1/properties/?limit=1`)).json()) as { properties: { id: number }[] }
).properties[0]!.id;
const pages = ['/', '/properties', `/property/${id}`, '/map-location', '/blog'];

/**
 * Every script a first visit loads, gzipped: module scripts and modulepreloads in the HTML, and
 * the modules the page adds once it has painted (apps/web/app/shared/defer-hydration.server.ts).
 */
async function firstLoadJsKb(path: string): Promise<number> {
  const html = await (await fetch(product.base + path)).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  const deferred = /var go=function\(\)\{var d=document;(\[[^\]]*\])/.exec(html)?.[1];
  for (const u of deferred ? (JSON.parse(deferred) as string[]) : []) urls.add(u);
  if (!urls.size) throw new Error(`no scripts found on ${path}: has the page's script loading changed?`);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(Buffer.from(await (await fetch(product.base + u)).arrayBuffer())).length;
  return Math.round(bytes / 102.4) / 10;
}

type Report = { categories: Record<string, { score: number }>; audits: Record<string, { numericValue: number }> };

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART, now and then here) is tried again. */
function lighthouse(path: string, attempt = 1): Report {
  const out = `/tmp/aangan-lh-${process.pid}.json`;
  const [cmd, ...pre] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN]
    : ['npx', '--yes', 'lighthouse@13.5.0'];
  try {
    execFileSync(
      cmd!,
      [
        ...pre,
        product.base + path,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
    );
    const r = JSON.parse(readFileSync(out, 'utf8')) as Report;
    if (r.categories.performance?.score == null) throw new Error(`no performance score for ${path}`);
    return r;
  } catch (e) {
    if (attempt >= 3) throw e;
    return lighthouse(path, attempt + 1);
  } finally {
    rmSync(out, { force: true });
  }
}

const RUNS = Number(process.argv[2] ?? 3);
try {
  // Before Lighthouse: after minutes of it, fetch's kept-alive connection here fails with EPIPE.
  for (const path of ['/properties', `/property/${id}`])
    console.log(JSON.stringify({ path, firstLoadJsKbGzip: await firstLoadJsKb(path), budgetKb: BUDGET.jsKb }));
  for (const path of pages) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(path)).sort(
      (a, b) => a.categories.performance!.score - b.categories.performance!.score,
    );
    const r = runs[Math.floor(runs.length / 2)]!;
    const score = Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, v.score]));
    const tbts = runs.map((x) => Math.round(x.audits['total-blocking-time']!.numericValue)).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        path,
        runs: RUNS,
        ...score,
        lcpMs: Math.round(r.audits['largest-contentful-paint']!.numericValue),
        cls: +r.audits['cumulative-layout-shift']!.numericValue.toFixed(3),
        tbtMs: Math.round(r.audits['total-blocking-time']!.numericValue),
        tbtRangeMs: [tbts[0], tbts.at(-1)],
        performanceRange: [runs[0]!.categories.performance!.score, runs.at(-1)!.categories.performance!.score],
      }),
    );
  }
  console.log('budget', JSON.stringify(BUDGET));
} finally {
  await product.stop();
}
