// SSR throughput: /properties and /property/{id} against a static HTML file of the same
// size served by the same server, 8 connections, 10 s each; prints req/s, latency and the ratio.
// Twice: as visitors without cookies (whose search and listing pages the server keeps until a
// listing changes: decision 018) and as a signed-in person (rendered for every request).
//   node bench/ssr.ts [seconds]
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '@aangan/contracts';
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
const ids = (
  (await (await fetch(`${product.base}/api/v1/properties/?limit=50`)).json()) as { properties: { id: number }[] }
).properties.map((p) => p.id);

// A signed-in person: the session cookie the web app would hold.
const phone = `+9196${String(Date.now() % 1e8).padStart(8, '0')}`;
const signup = await fetch(`${product.base}/api/v1/auth/register/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    phone,
    full_name: 'Bench Person',
    email: `bench.${Date.now()}@example.in`,
    password: 'bench-1234',
  }),
});
const cookie = `${SESSION_COOKIE}=${((await signup.json()) as { access_token: string }).access_token}`;

async function run(name: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const r = await autocannon({
    url: product.base,
    connections: 8,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { ...req.headers, ...headers },
          path: paths[i++ % paths.length],
        }),
      },
    ],
  });
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(JSON.stringify(row));
  return row;
}

try {
  const stat = await run('static file (same size)', ['/bench-static.html']);
  const searches = ['/properties', '/properties?purpose=rent', '/properties?sort_by=price_low', '/properties?page=2'];
  const listings = ids.map((id) => `/property/${id}`);
  const list = await run('/properties, visitor', searches);
  const detail = await run('/property/{id}, visitor', listings);
  const listIn = await run('/properties, signed in', searches, { cookie });
  const detailIn = await run('/property/{id}, signed in', listings, { cookie });
  const ratio = (x: { rps: number }) => `${x.rps} req/s (${(x.rps / stat.rps).toFixed(2)} of static)`;
  console.log(`\nHTML size ${Math.round(listHtml.length / 1024)} KB · static ${stat.rps} req/s`);
  console.log(`visitor:   /properties ${ratio(list)} · /property/{id} ${ratio(detail)}`);
  console.log(`signed in: /properties ${ratio(listIn)} · /property/{id} ${ratio(detailIn)}`);
} finally {
  rmSync(staticPath, { force: true });
  await product.stop();
}
