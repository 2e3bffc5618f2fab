// Runs once before the test files: builds the migrated template every test file clones.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { adminUrl, templateDb } from './pg.ts';

export default async function setup(project: TestProject) {
  // AANGAN_TEST_DB=pglite forces the embedded database even when a server is configured, so
  // `npm test` can run the integration suite on both.
  const serverUrl = process.env.AANGAN_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const TEMPLATE_DB = templateDb(serverUrl);
    const admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    } finally {
      await admin.close();
    }
    const tpl = await openDatabase({ url: withDatabase(serverUrl, TEMPLATE_DB), poolSize: 1 });
    try {
      await migrate(tpl);
    } finally {
      await tpl.close();
    }
    project.provide('dbTemplate', { kind: 'postgres', url: serverUrl });
    return async () => {
      const a = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
      try {
        await a.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      } finally {
        await a.close();
      }
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'aangan-test-'));
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };
  }
}
