// SSR throughput (issue 9): /properties and /property/{id} against a static HTML file of the same
// size served by the same server, 8 connections, 10 s each; prints req/s, latency and the ratio.
//   node bench/ssr.ts [seconds]
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startProduct } from './product.ts';

const seconds = Number(process.argv[2] ?? 10);
// The static plugin serves the files present when it starts: write the same-size page first,
// from a first run of the product, then start it again.
const staticPath = fileURLToPath(new URL('../apps/web/build/client/bench-static.html', import.meta.url));
const first = await startProduct();
const listHtml = await (await fetch(`${first.base}/properties`)).text();
await first.stop();
writeFileSync(staticPath, listHtml);
const product = await startProduct();
const ids = ((await (await fetch(`${product.base}/api/v1/properties/?limit=50`)).json()) as { properties: { id: number }[] }).properties.map((p) => p.id);

async function run(name: string, paths: string[]) {
  let i = 0;
  const r = await autocannon({
    url: product.base, connections: 8, duration: seconds,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
  console.log(JSON.stringify(row));
  return row;
}

try {
  const stat = await run('static file (same size)', ['/bench-static.html']);
  const list = await run('/properties', ['/properties', '/properties?purpose=rent', '/properties?sort_by=price_low', '/properties?page=2']);
  const detail = await run('/property/{id}', ids.map((id) => `/property/${id}`));
  console.log(`\nHTML size ${Math.round(listHtml.length / 1024)} KB · /properties ${list.rps} req/s (${(list.rps / stat.rps).toFixed(2)} of static) · /property/{id} ${detail.rps} req/s (${(detail.rps / stat.rps).toFixed(2)} of static)`);
} finally {
  rmSync(staticPath, { force: true });
  await product.stop();
}
