// Traffic: N instances of the whole product on one PostgreSQL (+ Redis), driven with a realistic
// mix at fixed rates (open loop), then the same reads without writes, then searches as fast as
// they are answered. Reports per kind and overall req/s, p50/p95/p99, errors and other statuses,
// and the hit rates of the instances' listing and page caches. Run bench/generate.ts and
// `npm run build` first (bench/README.md).
//   node bench/traffic.ts --instances 3 --seconds 60 [--modes mixed,read,max] [--scale 1]
import { parseArgs } from 'node:util';
import { SESSION_COOKIE } from '@aangan/contracts';
import { startInstances, statsDelta, sumStats, type CacheStats, type Instances } from './instances.ts';
import { closedLoop, openLoop, type Kind, type Req, type Tally } from './load.ts';
import { mulberry32 } from '@aangan/demo/seed/random';
import { longTail, portalTail, type Tail } from './traffic-mix.ts';
import { makeAccounts, readBenchData, type Accounts, type BenchData } from './traffic-setup.ts';
import { printClosed, printOpen, type ModeReport } from './traffic-report.ts';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: process.env.INSTANCES ?? '1' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    modes: { type: 'string', default: 'mixed,read,max' },
    scale: { type: 'string', default: '1' },
    connections: { type: 'string', default: '12' },
    'max-seconds': { type: 'string', default: '30' },
    port: { type: 'string', default: '3630' },
    people: { type: 'string', default: '20' },
    // "off": searches without a price ceiling (the slow shape at 1M listings), to see the rest.
    budgets: { type: 'string', default: 'on' },
    // "ranked": every combination ranked and drawn by a Zipf law; "portal": each part drawn on its own.
    mix: { type: 'string', default: 'ranked' },
  },
});
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench';

/**
 * Requests per second of each kind at --scale 1 (docs/benchmarks/2026-11-26-traffic.md lists them): a small city
 * portal's steady day. Searches with a price ceiling cost up to seconds at 1M listings, so the
 * searching kinds are kept where one instance on this 2-core machine still answers them.
 */
export const RATES = {
  search_api: 6,
  detail_api: 10,
  list_page: 4,
  listing_page: 10,
  list_page_signed_in: 1,
  like: 1,
  sign_in: 0.2,
  owner_edit: 0.2,
  admin_approve: 0.1,
};

interface Ctx {
  tail: Tail;
  data: BenchData;
  accounts: Accounts;
  random: () => number;
}

const json = (token: string, method: Req['method'], path: string, body: unknown): Req => ({
  method,
  path,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});
// Pages as a browser asks for them (compressed); API answers as search.ts asks for them (plain).
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

function readKinds({ tail, accounts, random }: Ctx, scale: number): Kind[] {
  const person = () => accounts.people[Math.floor(random() * accounts.people.length)]!;
  const q = (s: string) => (s ? `?${s}` : '');
  return [
    {
      name: 'search_api',
      rate: RATES.search_api,
      make: () => ({ method: 'GET', path: `/api/v1/properties${q(tail.search())}` }),
    },
    {
      name: 'detail_api',
      rate: RATES.detail_api,
      make: () => ({ method: 'GET', path: `/api/v1/properties/${tail.listing()}` }),
    },
    {
      name: 'list_page',
      rate: RATES.list_page,
      make: () => ({ method: 'GET', path: `/properties${q(tail.search())}`, headers: BROWSER }),
    },
    {
      name: 'listing_page',
      rate: RATES.listing_page,
      make: () => ({ method: 'GET', path: `/property/${tail.listing()}`, headers: BROWSER }),
    },
    {
      name: 'list_page_signed_in',
      rate: RATES.list_page_signed_in,
      make: () => ({
        method: 'GET',
        path: `/properties${q(tail.search())}`,
        headers: { ...BROWSER, cookie: `${SESSION_COOKIE}=${person().token}` },
      }),
    },
  ].map((k) => ({ ...k, rate: k.rate * scale }) as Kind);
}

function writeKinds({ tail, data, accounts, random }: Ctx, scale: number): Kind[] {
  const person = () => accounts.people[Math.floor(random() * accounts.people.length)]!;
  let edits = 0;
  let approvals = 0;
  return [
    {
      name: 'like',
      rate: RATES.like,
      make: () =>
        json(person().token, 'POST', '/api/v1/swipes', { property_id: tail.listing(), is_liked: random() < 0.8 }),
    },
    {
      name: 'sign_in',
      rate: RATES.sign_in,
      make: (): Req => {
        const p = person();
        const body = JSON.stringify({ phone: p.phone, password: p.password });
        return { method: 'POST', path: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, body };
      },
    },
    {
      name: 'owner_edit',
      rate: RATES.owner_edit,
      make: () => {
        const id = data.ownerIds[edits++ % data.ownerIds.length]!;
        return json(accounts.ownerToken, 'PUT', `/api/v1/properties/${id}`, {
          description: `Well-kept home, lift and power back-up; owner answers calls after 6 pm (revision ${Date.now()}).`,
        });
      },
    },
    {
      name: 'admin_approve',
      rate: RATES.admin_approve,
      make: () => json(accounts.adminToken, 'PUT', `/api/v1/properties/${data.pendingIds[approvals++]}/verify`, {}),
    },
  ].map((k) => ({ ...k, rate: k.rate * scale }) as Kind);
}

async function cacheNow(instances: Instances): Promise<CacheStats> {
  return sumStats(await instances.cacheStats());
}

async function runOpen(name: string, kinds: Kind[], instances: Instances, ctx: Ctx): Promise<ModeReport> {
  const seconds = Number(args.seconds);
  const warmup = Number(args.warmup);
  if (warmup > 0) await openLoop(kinds, { seconds: warmup, next: instances.next, random: ctx.random });
  const before = await cacheNow(instances);
  const tallies: Tally[] = await openLoop(kinds, { seconds, next: instances.next, random: ctx.random });
  const cache = statsDelta(before, await cacheNow(instances));
  return { name, seconds, tallies, cache };
}

async function runMax(instances: Instances, ctx: Ctx) {
  const seconds = Number(args['max-seconds']);
  const connections = Number(args.connections);
  const path = () => {
    const s = ctx.tail.search();
    return `/api/v1/properties${s ? `?${s}` : ''}`;
  };
  await closedLoop(instances.bases, connections, 3, path);
  const before = await cacheNow(instances);
  const result = await closedLoop(instances.bases, connections, seconds, path);
  const cache = statsDelta(before, await cacheNow(instances));
  return { seconds, connections, result, cache };
}

async function main() {
  const count = Number(args.instances);
  const scale = Number(args.scale);
  const modes = args.modes.split(',');
  const t0 = Date.now();
  const data = await readBenchData(url);
  const tail = (args.mix === 'portal' ? portalTail : longTail)(data.places, data.liveIds, 42, args.budgets !== 'off');
  console.log(
    `${new Date().toISOString()} — ${data.liveIds.length} live listings, ${data.pendingIds.length} pending, ` +
      `${count} instance(s), setup ${Math.round((Date.now() - t0) / 1000)} s`,
  );
  const instances = await startInstances({ count, basePort: Number(args.port), databaseUrl: url });
  try {
    const accounts = await makeAccounts(instances.bases[0]!, Number(args.people));
    const ctx: Ctx = { tail, data, accounts, random: mulberry32(7) };
    const results: Record<string, unknown> = { instances: count, scale, budgets: args.budgets, mix: args.mix };
    if (modes.includes('mixed'))
      results.mixed = printOpen(
        await runOpen('mixed', [...readKinds(ctx, scale), ...writeKinds(ctx, scale)], instances, ctx),
      );
    if (modes.includes('read'))
      results.read = printOpen(await runOpen('read-only', readKinds(ctx, scale), instances, ctx));
    if (modes.includes('max')) results.max = printClosed(await runMax(instances, ctx));
    console.log(JSON.stringify(results));
  } finally {
    await instances.stop();
  }
}

await main();
