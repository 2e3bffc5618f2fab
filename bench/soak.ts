// Soak: a steady, realistic mix for N minutes (default 10) — searches, listing pages,
// detail API, likes and visit bookings by signed-in people, SSR pages — at a fixed rate; prints
// errors, p50/p95/p99 overall and per minute and the server's memory, and checks them against
// the budget below (exit code 1 when one is missed).
//   node bench/soak.ts [minutes] [requests per second]
import type autocannon from 'autocannon';
import { startCannon } from './cannon.ts';
import { startProduct } from './product.ts';

/** p95 of every answer under 250 ms (a page on a phone has 2 s in all); memory within 10 % of the first minute's. */
const BUDGET = { p95Ms: 250, memoryGrowth: 0.1 };
const minutes = Number(process.argv[2] ?? 10);
const rate = Number(process.argv[3] ?? 60);
const product = await startProduct();
const api = `${product.base}/api/v1`;
const ids = (
  (await (await fetch(`${api}/properties/?limit=60`)).json()) as { properties: { id: number }[] }
).properties.map((p) => p.id);

// People who like homes and book visits (each with a bearer token). One open visit per person
// and listing is the rule (a second is 409), so each booking is a new pair: 100 people x 60
// listings is more than 10 minutes of bookings at this mix.
const PEOPLE = 100;
const tokens: string[] = [];
for (let i = 0; i < PEOPLE; i++) {
  const phone = `+919${String(Date.now() % 1e7).padStart(7, '0')}${String(i).padStart(2, '0')}`;
  const r = await fetch(`${api}/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone,
      full_name: `Soak Tester ${i}`,
      email: `soak${i}.${Date.now()}@example.in`,
      password: 'soak-1234',
    }),
  });
  if (r.status !== 201 && r.status !== 200) throw new Error(`sign-up ${i} answered ${r.status}: ${await r.text()}`);
  tokens.push(((await r.json()) as { access_token: string }).access_token);
}
let booking = 0;
let n = 0;
const pick = <T>(xs: T[]) => xs[n++ % xs.length]!;
const soon = () =>
  new Date(Date.now() + (2 + (n % 20)) * 86400e3 + 5.5 * 3600e3).toISOString().slice(0, 11) + '11:00:00+05:30';
const MIX: (() => autocannon.Request)[] = [
  () => ({ method: 'GET', path: `/api/v1/properties/?purpose=${pick(['rent', 'buy'])}&sort_by=newest` }),
  () => ({ method: 'GET', path: '/api/v1/properties/?lat=28.4595&lng=77.0266&radius=5&sort_by=distance' }),
  () => ({ method: 'GET', path: `/api/v1/properties/${pick(ids)}` }),
  () => ({ method: 'GET', path: `/property/${pick(ids)}` }),
  () => ({ method: 'GET', path: '/properties?purpose=rent' }),
  () => ({ method: 'GET', path: '/' }),
  () => ({
    method: 'POST',
    path: '/api/v1/swipes/',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(tokens)}` },
    body: JSON.stringify({ property_id: pick(ids), is_liked: true }),
  }),
  () => {
    const k = booking++;
    return {
      method: 'POST',
      path: '/api/v1/visits/',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k % PEOPLE]}` },
      body: JSON.stringify({ property_id: ids[Math.floor(k / PEOPLE) % ids.length], scheduled_date: soon() }),
    };
  },
];
let i = 0;
const statuses = new Map<number, number>();
const run = startCannon({
  url: product.base,
  connections: 8,
  overallRate: rate,
  duration: minutes * 60,
  requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...MIX[i++ % MIX.length]!() }) }],
});
const all: number[] = [];
let minute: number[] = [];
run.on('response', (_c: unknown, status: number, _bytes: number, ms: number) => {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  all.push(ms);
  minute.push(ms);
});
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(s.length * p))]!) : 0;
};
const memory: number[] = [];
const timer = setInterval(() => {
  memory.push(Math.round(product.rssMb()));
  console.log(
    `minute ${memory.length}: rss ${memory.at(-1)} MB, p50 ${pct(minute, 0.5)} p95 ${pct(minute, 0.95)} p99 ${pct(minute, 0.99)} ms, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  minute = [];
}, 60_000);
const r = await run;
clearInterval(timer);
await product.stop();
const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
const result = {
  minutes,
  rate,
  requests: r.requests.total,
  errors: r.errors,
  fiveXX,
  statuses: Object.fromEntries(statuses),
  p50: pct(all, 0.5),
  p95: pct(all, 0.95),
  p99: pct(all, 0.99),
  rssMb: memory,
};
console.log(JSON.stringify(result));
const grew = memory.length > 1 ? memory.at(-1)! / memory[0]! - 1 : 0;
const missed = [
  r.errors || fiveXX ? `${r.errors} errors, ${fiveXX} 5xx` : null,
  result.p95 > BUDGET.p95Ms ? `p95 ${result.p95} ms > ${BUDGET.p95Ms}` : null,
  grew > BUDGET.memoryGrowth ? `memory grew ${Math.round(grew * 100)} %` : null,
].filter(Boolean);
console.log(missed.length ? `over budget: ${missed.join('; ')}` : `within budget ${JSON.stringify(BUDGET)}`);
process.exitCode = missed.length ? 1 : 0;
