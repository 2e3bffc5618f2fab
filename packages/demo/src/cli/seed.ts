// `npm run db:seed`: migrate and seed the configured database (idempotent).
import { migrate, openDatabase } from '@aangan/db';
import { seed } from '../seed/index.ts';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  statementTimeoutMs: 0,
});
try {
  await migrate(database);
  await seed(database, { log: (m) => console.log(m) });
  console.log(`seeded ${database.kind} database`);
} finally {
  await database.close();
}
