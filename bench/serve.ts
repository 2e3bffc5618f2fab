// The API alone (no web build) on BENCH_PORT against BENCH_DATABASE_URL, for bench/search.ts.
import { openDatabase } from '@aangan/db';
import { buildApp } from '@aangan/api';

const database = await openDatabase({
  url: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR,
  poolSize: 10,
});
// A load test is one address asking very fast: the per-address search limit is lifted.
const app = await buildApp({
  config: { MEDIA_DIR: '/tmp/aangan-bench-media', RATE_LIMIT_SEARCH: { max: 1e9, windowMs: 60_000 } },
  database,
});
await app.listen({ port: Number(process.env.BENCH_PORT ?? 3900), host: '127.0.0.1' });
process.send?.('ready');
// search.ts asks how the listing cache did over a run.
process.on('message', (m) => {
  if (m === 'stats') process.send?.({ stats: app.cacheStats().listings });
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
