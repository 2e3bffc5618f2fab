// A fresh migrated database for one test file: a clone of the template made in global-setup.
// Nothing is shared between files, so tests cannot depend on each other's data.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { adminUrl, templateDb } from './pg.ts';

export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(tpl.file)]) });
    return Object.assign(db, { drop: () => db.close() });
  }
  const name = `aangan_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(tpl.url), poolSize: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb(tpl.url)}`);
  } finally {
    await admin.close();
  }
  const u = new URL(tpl.url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString(), poolSize: 4 });
  return Object.assign(db, {
    drop: async () => {
      await db.close();
      const a = await openDatabase({ url: adminUrl(tpl.url), poolSize: 1 });
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.close();
      }
    },
  });
}
