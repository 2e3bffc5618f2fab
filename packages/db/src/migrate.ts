import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// The hand-written migrations (migrations/NNNN_*.sql, listed in meta/_journal.json; decision 053)
// are applied in code at start by Drizzle ORM's migrator, on a client that has the extensions
// loaded, so PGlite and a server get the same SQL. On a server an advisory lock, held on one
// dedicated connection, keeps two starting processes from migrating at once.
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    // PGlite learns array types when it opens; enum arrays made by migrations need telling.
    await database.pglite?.refreshArrayTypes();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7243001)');
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
