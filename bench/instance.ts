// One instance of the product for the multi-instance benchmarks (bench/instances.ts forks it):
// runs apps/api/src/server.ts unchanged, and answers the parent's 'stats' message with the app's
// cache counters (app.cacheStats()). The app object is not exported by server.ts; Fastify
// announces every instance it creates on the 'fastify.initialization' diagnostics channel, so the
// app is picked up there instead of by a second copy of the start-up code, which would drift from
// the real one as server.ts changes.
import { subscribe } from 'node:diagnostics_channel';

interface StatsApp {
  cacheStats?: () => unknown;
}

const apps: StatsApp[] = [];
subscribe('fastify.initialization', (message) => {
  apps.push((message as { fastify: StatsApp }).fastify);
});

process.on('message', (message) => {
  if (message !== 'stats') return;
  const app = apps.find((a) => typeof a.cacheStats === 'function');
  process.send?.({ stats: app?.cacheStats?.() ?? null });
});

// A parent that is gone (killed, crashed) leaves no server behind: shut down as on SIGTERM.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

// React picks its build from NODE_ENV when first loaded (as scripts/start.ts sets it).
process.env.NODE_ENV ??= 'production';
await import('../apps/api/src/server.ts');
