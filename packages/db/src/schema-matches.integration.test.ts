// schema.ts is what every Drizzle query and every Row<'table'> type is written against; the
// hand-written migrations are what the database really has. Nothing generates one from the
// other (decision 053), so this test migrates a fresh database and reads its catalogue back: each
// table, column (SQL name, type with array-ness and enum name, nullability, default, generated
// or not), enum and listed CHECK must be the schema's, and the database may hold nothing the
// schema does not declare beyond the short list below.
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, isPgEnum, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import * as schema from './schema.ts';
import { createTestDatabase } from './testing/test-db.ts';

/**
 * In the database but deliberately not in schema.ts: kept by the database itself and read only
 * by raw SQL that names them, so no Row<> type is built on them.
 */
const OUTSIDE_SCHEMA = {
  tables: [
    // The change counter the API's caches watch (migration 0012): one row, bumped by triggers.
    'listing_generation',
  ],
  columns: [
    // Full-text search vector kept by a trigger (0002); tsvector has no Drizzle column type.
    'properties.search_vector',
    // Generated sort key for 'popular' (0003).
    'properties.popularity',
    // The gazetteer places a listing mentions, kept by a trigger (0007).
    'properties.place_ids',
  ],
};

interface ColumnFacts {
  type: string;
  notNull: boolean;
  /** The default as PostgreSQL prints it (pg_get_expr), null without one or when generated. */
  default: string | null;
  generated: boolean;
}
type Tables = Record<string, Record<string, ColumnFacts>>;

let db: Database & { drop(): Promise<void> };
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const dialect = new PgDialect();
const exported: unknown[] = Object.values(schema);
const tableConfigs = exported.filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableConfig(t));

/** A schema default written as PostgreSQL prints a column's default expression. */
/** serial and bigserial are integer and bigint with a sequence default, not types of their own. */
const SERIALS: Record<string, string> = { PgSerial: 'integer', PgBigSerial53: 'bigint', PgBigSerial64: 'bigint' };

function declaredDefault(table: string, column: PgColumn): string | null {
  if (column.generated) return null;
  if (SERIALS[column.columnType]) return `nextval('${table}_${column.name}_seq'::regclass)`;
  const value: unknown = column.default;
  if (value === undefined) return null;
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'::${column.getSQLType()}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${JSON.stringify(value)}'::jsonb`;
}

function declaredTables(): Tables {
  const tables: Tables = {};
  for (const { name, columns } of tableConfigs) {
    tables[name] = Object.fromEntries(
      columns.map((c) => [
        c.name,
        {
          type: SERIALS[c.columnType] ?? c.getSQLType(),
          notNull: c.notNull,
          default: declaredDefault(name, c),
          generated: c.generated !== undefined,
        },
      ]),
    );
  }
  return tables;
}

async function migratedTables(): Promise<Tables> {
  const { rows } = await db.query<{ table: string; column: string } & ColumnFacts>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS "notNull", a.attgenerated <> '' AS generated,
            CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, d.adrelid) END AS default
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`,
  );
  const tables: Tables = {};
  for (const { table, column, ...facts } of rows) (tables[table] ??= {})[column] = facts;
  return tables;
}

/** The migrated tables without the objects the schema leaves out on purpose. */
function withoutOutsiders(tables: Tables): Tables {
  const kept = structuredClone(tables);
  for (const t of OUTSIDE_SCHEMA.tables) delete kept[t];
  for (const tc of OUTSIDE_SCHEMA.columns) {
    const [t, c] = tc.split('.') as [string, string];
    delete kept[t]?.[c];
  }
  return kept;
}

async function migratedEnums(): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ name: string; values: string[] }>(
    `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE t.typnamespace = 'public'::regnamespace
      GROUP BY t.typname`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.values]));
}

/**
 * Text columns the database limits to a list (CHECK (col IN (...)), which PostgreSQL prints as
 * `col = ANY (ARRAY[...])`, or `col = '...'` for a list of one), keyed table.column.
 */
async function migratedLists(): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ table: string; def: string }>(
    `SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace AND conrelid <> 0`,
  );
  const lists: Record<string, string[]> = {};
  for (const { table, def } of rows) {
    const m = /^CHECK \(\((\w+) = (?:ANY \(ARRAY\[(.*)\]\)|('[^']*'::text))\)\)$/.exec(def);
    if (!m) continue;
    const literals = m[2] ?? m[3]!;
    lists[`${table}.${m[1]}`] = [...literals.matchAll(/'((?:[^']|'')*)'::text/g)].map((v) =>
      v[1]!.replaceAll("''", "'"),
    );
  }
  return lists;
}

/** Text columns declared with `{ enum: [...] }`: in this schema, exactly those the database checks. */
function declaredLists(): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const { name, columns } of tableConfigs) {
    for (const c of columns)
      if (c.columnType === 'PgText' && c.enumValues) lists[`${name}.${c.name}`] = [...c.enumValues];
  }
  return lists;
}

describe('the migrated database is the one schema.ts describes', () => {
  it('has every table and column of the schema, with its type, nullability and default, and no others', async () => {
    expect(withoutOutsiders(await migratedTables())).toEqual(declaredTables());
  });

  it('still has each object the schema leaves out on purpose (the list above is not stale)', async () => {
    const tables = await migratedTables();
    for (const t of OUTSIDE_SCHEMA.tables) expect(tables, t).toHaveProperty([t]);
    for (const tc of OUTSIDE_SCHEMA.columns) expect(tables, tc).toHaveProperty(tc.split('.'));
  });

  it("has the schema's enums, each with its values in order", async () => {
    const declared = exported.filter(isPgEnum);
    expect(await migratedEnums()).toEqual(Object.fromEntries(declared.map((e) => [e.enumName, [...e.enumValues]])));
  });

  it('checks each listed text column against the list the schema declares for it', async () => {
    expect(await migratedLists()).toEqual(declaredLists());
  });
});
