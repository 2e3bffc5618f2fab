// Row types for raw SQL, derived from the Drizzle schema so no column's type is written twice.
// Raw statements (database.query) answer rows keyed by the columns' SQL names, with values as the
// drivers parse them; Drizzle's own $inferSelect is keyed by the schema's property names and maps
// some values differently, so it fits only rows read through Drizzle.
//
//   Row<'properties'>                              a whole row of the properties table
//   Pick<Row<'properties'>, 'id' | 'title'>        the columns a statement selects
//   Pick<Row<'users'>, 'id'> & { listings: number }  plus what it computes
//
// Inline row types ({ n: number }) are for computed values only (count(*), EXISTS, expressions);
// a column selected under its own name, or aliased (Row<'users'>['full_name']), is typed from here,
// so renaming or retyping it in schema.ts fails the typecheck of every statement that reads it.
import type { Column, GetColumnData, Table } from 'drizzle-orm';
import type * as schema from './schema.ts';

type Schema = typeof schema;

/** The schema's tables by their SQL name. */
export type Tables = {
  [K in keyof Schema as Schema[K] extends Table ? Schema[K]['_']['name'] : never]: Schema[K];
};
export type TableName = keyof Tables;

/**
 * A column's value as the raw drivers hand it back. Where that differs from Drizzle's mapped
 * type: node-postgres reads bigint as text (PGlite as a number), so whole-rupee amounts come as
 * either; both drivers parse a `date` into a Date (select `col::text` for the calendar day).
 */
export type RawValue<C extends Column> = C['_']['columnType'] extends 'PgBigInt53'
  ? GetColumnData<C, 'query'> | string
  : C['_']['columnType'] extends 'PgDateString'
    ? Exclude<GetColumnData<C, 'query'>, string> | Date
    : GetColumnData<C, 'query'>;

/** A table's row as a raw SELECT * answers it: keys are the SQL column names. */
export type RowOf<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: RawValue<T['_']['columns'][K]>;
};

/** A row of the table with this SQL name, as raw SQL answers it. */
export type Row<N extends TableName> = RowOf<Tables[N]>;

/** The values of a Postgres enum of the schema, e.g. Enum<'listingStatus'>. */
export type Enum<
  K extends { [E in keyof Schema]: Schema[E] extends { enumValues: readonly string[] } ? E : never }[keyof Schema],
> = Schema[K] extends { enumValues: readonly (infer V)[] } ? V : never;

type ViaJsonValue<V> = V extends Date ? string : V;
/** A row read inside json_build_object or json_agg: its timestamps and dates arrive as ISO text. */
export type ViaJson<T> = { [K in keyof T]: ViaJsonValue<T[K]> };

type EitherWayValue<V> = V extends Date ? Date | string : V;
/** A row some statements select directly and others inside JSON: timestamps and dates as either. */
export type EitherWay<T> = { [K in keyof T]: EitherWayValue<T[K]> };

/** Columns of a table on the optional side of a LEFT JOIN: each may be null. */
export type OuterJoined<T> = { [K in keyof T]: T[K] | null };
