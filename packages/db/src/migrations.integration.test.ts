// Migrations that change rows must apply to databases that have them, not only to the empty
// one every test starts from: here a listing as the demo seed wrote it before 0025.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-db.ts';
import { migrationsFolder } from './migrate.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A migration's statements in one transaction, as the migrator applies them. */
async function apply(file: string) {
  const statements = readFileSync(join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.query(statement);
  });
}

describe('0025: price types', () => {
  it("clears the seed's 'daily' from live short stays, then refuses any value but sale or rent", async () => {
    await db.query('ALTER TABLE properties DROP CONSTRAINT properties_price_type_check');
    const { id } = (
      await db.query<{ id: number }>(
        `INSERT INTO properties (title, purpose, property_type, status, price_type, daily_rate, latitude, longitude, locality, city)
         VALUES ('A seeded short stay', 'short_stay', 'apartment', 'active', 'daily', 3500, 28.42, 77.1, 'Sector 56', 'Gurugram')
         RETURNING id`,
      )
    ).rows[0]!;
    await apply('0025_price_type_values.sql');
    const row = await db.query<{ price_type: string | null }>('SELECT price_type FROM properties WHERE id = $1', [id]);
    expect(row.rows[0]!.price_type).toBeNull();
    await expect(db.query(`UPDATE properties SET price_type = 'daily' WHERE id = $1`, [id])).rejects.toThrow(
      /price_type_check/,
    );
  });
});

describe('0026: rejection codes', () => {
  it('splits a rejection written as a common reason (and own words) into its code and the words', async () => {
    await db.query('ALTER TABLE properties DROP COLUMN rejection_code');
    const insert = async (status: string, reason: string) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO properties (title, purpose, property_type, status, rejection_reason, monthly_rent, latitude, longitude, locality, city)
           VALUES ('A flat', 'rent', 'apartment', $1, $2, 30000, 28.42, 77.1, 'Sector 56', 'Gurugram') RETURNING id`,
          [status, reason],
        )
      ).rows[0]!.id;
    const alone = await insert('rejected', 'Duplicate of another listing');
    const joined = await insert('rejected', 'Photos do not show this property. Add the kitchen.');
    const own = await insert('rejected', 'Photos do not show this propertyy, sorry');
    const takenDown = await insert('taken_down', 'Duplicate of another listing');
    await apply('0026_rejection_code.sql');
    const rows = await db.query<{ id: number; rejection_code: string | null; rejection_reason: string | null }>(
      'SELECT id, rejection_code, rejection_reason FROM properties WHERE id = ANY($1) ORDER BY id',
      [[alone, joined, own, takenDown]],
    );
    expect(rows.rows).toEqual([
      { id: alone, rejection_code: 'DUPLICATE', rejection_reason: null },
      { id: joined, rejection_code: 'PHOTOS_MISMATCH', rejection_reason: 'Add the kitchen.' },
      { id: own, rejection_code: null, rejection_reason: 'Photos do not show this propertyy, sorry' },
      { id: takenDown, rejection_code: null, rejection_reason: 'Duplicate of another listing' },
    ]);
    await expect(db.query(`UPDATE properties SET rejection_code = 'LOOKS_BAD' WHERE id = $1`, [own])).rejects.toThrow(
      /rejection_code_check/,
    );
  });
});
