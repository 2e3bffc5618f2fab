import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts) and integration tests on a real database (*.integration.test.ts):
// each integration file gets its own freshly migrated database, cloned from a template made
// once in globalSetup (PGlite data-folder dump, or CREATE DATABASE ... TEMPLATE on a server
// when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/*.test.ts',
      // Component tests of the web forms (each file names its DOM environment).
      'apps/web/app/**/*.test.tsx',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['./packages/db/src/testing/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Worker threads rather than child processes: each file still gets its own module graph and
    // database, and the suite takes three quarters of the time (no process to start and no
    // module cache to rebuild per file; 292 s against 390 s for the PGlite run on 2 cores).
    pool: 'threads',
    maxWorkers: 2,
  },
});
