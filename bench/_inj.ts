import { openDatabase } from '@aangan/db';
import { buildApp } from '@aangan/api';
import { normaliseSearchParams, searchQuerySchema } from '@aangan/contracts';
import { createSearch } from '../apps/api/src/modules/properties/search.ts';
const db = await openDatabase({ dataDir: './data', poolSize: 1 });
const app = await buildApp({
  config: { MEDIA_DIR: '/tmp/aangan-bench-media', RATE_LIMIT_SEARCH: { max: 1e9, windowMs: 60_000 } },
  database: db,
});
const search = createSearch(db);
const qs = process.argv.slice(2);
for (const s of qs) {
  const u = new URLSearchParams(s);
  const o: Record<string, unknown> = {};
  for (const k of new Set(u.keys())) {
    const v = u.getAll(k);
    o[k] = v.length > 1 ? v : v[0];
  }
  const q = searchQuerySchema.parse(normaliseSearchParams(o));
  const a: number[] = [],
    b: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 80; i++) {
    let t = performance.now();
    await search.search(q, null);
    a.push(performance.now() - t);
    t = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/v1/properties/?${s}` });
    b.push(performance.now() - t);
    bytes = r.rawPayload.length;
  }
  a.splice(0, 20);
  b.splice(0, 20);
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  console.log(s.slice(0, 60).padEnd(62), 'search', a[30]!.toFixed(2), 'inject', b[30]!.toFixed(2), 'bytes', bytes);
}
await app.close();
await db.close();
