// The app as integration tests build it: on a fresh test database (PGlite or a PostgreSQL
// database of its own, as AANGAN_TEST_DB says) with uploads in a temporary folder of its own,
// and one call that closes the app and removes both. It sits with the wiring because it builds
// the whole app; only tests import it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp, type AppOptions } from './app.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  mediaDir: string;
  close(): Promise<void>;
}

type TestAppOptions = Partial<Omit<AppOptions, 'database' | 'config'>> & { config?: Partial<AppOptions['config']> };

/** An app on a fresh database; `name` marks its media folder in /tmp. */
export async function testApp(name: string, opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const mediaDir = mkdtempSync(join(tmpdir(), `aangan-${name}-`));
  const app = await buildApp({ ...opts, config: { MEDIA_DIR: mediaDir, ...opts.config }, database: db });
  return {
    app,
    db,
    mediaDir,
    async close() {
      await app.close();
      await db.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
