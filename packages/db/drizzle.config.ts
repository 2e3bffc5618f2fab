import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied in code (src/migrate.ts) on a client that has
// the extensions loaded, identically on PGlite and on a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
