// The API's OpenAPI document without a running server or a database: the routes and their zod
// schemas are registered as usual, and nothing is answered, so no query is ever made. The web
// app's client types are generated from it (scripts/api-types.ts).
import type { Database } from '@aangan/db';
import { buildApp } from './app.ts';

/**
 * A database that refuses every query: building the app must not touch it. It only tells what
 * starting the app asks without querying: its kind (an embedded one: no lock connection is
 * opened), and a listener for listing changes that never hears anything.
 */
const allowed: Partial<Database> = {
  kind: 'pglite',
  listen: async () => async () => {},
  writes: () => 0,
};
const noDatabase = new Proxy({} as Database, {
  get(_target, key) {
    if (key === 'then') return undefined; // not a promise
    if (key in allowed) return allowed[key as keyof Database];
    throw new Error(`The OpenAPI document was being built and the database was used (${String(key)})`);
  },
});

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({ config: { MEDIA_DIR: '/nonexistent' }, database: noDatabase });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
