// The embedded database runs parameterised queries as named prepared statements
// (pglite-prepared.ts): callers must not be able to tell, except by speed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLANS_UP_TO_ROWS, openDatabase, type Database } from './client.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await db.query(
    `CREATE TABLE t (id int PRIMARY KEY, name text, tags text[], at timestamptz, big bigint, doc jsonb, day date)`,
  );
});
afterAll(async () => {
  await db.close();
});

describe('prepared statements on PGlite', () => {
  it('answers with the same values and types as an unprepared query, run after run', async () => {
    await db.query(`INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      1,
      'Sector 45',
      ['a', 'b c'],
      new Date('2026-11-23T10:00:00Z'),
      9007199254740991n,
      { x: [1, 2] },
      '2026-12-01',
    ]);
    const sql = `SELECT * FROM t WHERE id = $1 AND name = ANY($2::text[])`;
    const viaPglite = (await db.pglite!.query(sql, [1, ['Sector 45']])).rows;
    for (let run = 0; run < 7; run++) {
      // past the fifth run, when PostgreSQL may switch to a generic plan
      expect((await db.query(sql, [1, ['Sector 45']])).rows).toEqual(viaPglite);
    }
    expect(viaPglite[0]).toMatchObject({
      tags: ['a', 'b c'],
      at: new Date('2026-11-23T10:00:00Z'),
      doc: { x: [1, 2] },
    });
    expect((await db.query(sql, [2, ['Sector 45']])).rows).toEqual([]);
  });

  it('sends arrays of types made after it opened (enums from migrations)', async () => {
    await db.query(`CREATE TYPE mood AS ENUM ('calm', 'busy')`);
    await db.query(`CREATE TABLE moods (id int, m mood)`);
    await db.query(`INSERT INTO moods VALUES (1, 'calm'), (2, 'busy')`);
    expect(
      (await db.query(`SELECT id FROM moods WHERE m = ANY($1::mood[]) ORDER BY id`, [['busy', 'calm']])).rows,
    ).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('reports a failed statement with its code and keeps answering', async () => {
    await expect(db.query(`INSERT INTO t (id, name) VALUES ($1, $2)`, [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(db.query(`SELECT nothing FROM t WHERE id = $1`, [1])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query(`SELECT name FROM t WHERE id = $1`, [1])).rows).toEqual([{ name: 'Sector 45' }]);
  });

  it('waits for an open transaction instead of reading its uncommitted rows', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (q) => {
      await q.query(`INSERT INTO t (id, name) VALUES ($1, $2)`, [2, 'pending']);
      await held;
      throw new Error('roll back');
    });
    await new Promise((r) => setTimeout(r, 20));
    const read = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM t WHERE id >= $1`, [2]);
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('plans once per statement only while every table is small', async () => {
    const mode = async () =>
      (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]!.plan_cache_mode;
    await db.analyze();
    expect(await mode()).toBe('force_generic_plan');
    await db.query(`INSERT INTO t (id) SELECT g FROM generate_series(10, $1::int + 10) g`, [GENERIC_PLANS_UP_TO_ROWS]);
    await db.analyze();
    expect(await mode()).toBe('force_custom_plan');
  });
});
