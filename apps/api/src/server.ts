// The one process of `npm start`: validate configuration, open and migrate the database, seed
// an empty one, serve API + web on PORT, and close cleanly on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '@aangan/db';
import { buildApp } from './app.ts';
import { formatConfigError, loadConfig, type Config } from './config.ts';
import { transportFor } from './shared/notifications/transport.ts';
import { smsTransportFor } from './shared/notifications/sms.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(formatConfigError(err) + '\n');
  process.exit(1);
}

const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
const started = Date.now();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DB_POOL_SIZE,
});
await migrate(database);
// E-mail written to the outbox goes out every 30 s (SMTP, or .eml files in MAIL_DIR).
const mail = transportFor(config);
// SMS (one-time codes) every 3 s: an HTTP provider, or .json files in SMS_DIR.
const sms = smsTransportFor(config);
const app = await buildApp({
  config,
  database,
  logger: { level: config.LOG_LEVEL },
  jobs: { mail, sms },
  // Without a web build the API still runs on its own (it is deployable alone).
  web: existsSync(join(webBuildDir, 'server', 'index.js')) ? { buildDir: webBuildDir } : undefined,
});
if (!existsSync(join(webBuildDir, 'server', 'index.js')))
  app.log.warn('no web build found: serving the API only (npm run build)');
app.log.info({ transport: mail.name, dir: config.SMTP_URL ? undefined : config.MAIL_DIR }, 'e-mail delivery started');
app.log.info(
  { transport: sms.name, dir: config.SMS_PROVIDER_URL ? undefined : config.SMS_DIR },
  'SMS delivery started',
);
if (config.SEED_ON_START) {
  // Loaded only here: a server that does not seed never loads the demo data and its generators.
  const { seedIfEmpty } = await import('@aangan/demo/seed/index');
  const seeded = await seedIfEmpty(database, { log: (msg) => app.log.info(msg) });
  if (seeded) app.log.info({ ms: Date.now() - started }, 'seeded an empty database with demo data');
}
// Embedded PostgreSQL has no autovacuum: its planner statistics are brought up to date before
// the first search (search picks plans and totals from them, bench/README.md), then every 30
// minutes by the background jobs that start with listening (background.ts).
if (database.kind === 'pglite')
  await database.analyze().catch((err: unknown) => app.log.warn({ err }, 'ANALYZE failed'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ database: database.kind, ms: Date.now() - started }, `Aangan is serving on port ${config.PORT}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close(); // stops accepting, lets in-flight requests finish, stops the background jobs
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
