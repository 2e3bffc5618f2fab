import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { similarity, trigrams } from './trigram.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('trigram similarity', () => {
  it('equals pg_trgm on place names, typos and mixed text', async () => {
    const pairs: [string, string][] = [
      ['golf course road', 'golf corse road'],
      ['sector 45', 'sector 54'],
      ['dlf phase 2', 'dlf phase ii'],
      ['Sohna Road', 'sohna'],
      ['M.G. Road', 'mg road'],
      ['Sushant Lok 1', 'sushant lok'],
      ['a', 'b'],
      ['', 'x'],
      ['Nirvana Country', 'nirvana countr'],
      ['Sector 10A', 'sector-10a'],
    ];
    for (const [a, b] of pairs) {
      const r = await db.query<{ s: number }>('SELECT similarity($1, $2)::float8 AS s', [a, b]);
      expect(similarity(trigrams(a), trigrams(b)), `${a} ~ ${b}`).toBeCloseTo(Number(r.rows[0]!.s), 5);
    }
  });
});
