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
