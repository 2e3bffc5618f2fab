export * from './client.ts';
export { migrate, migrationsFolder } from './migrate.ts';
export * as schema from './schema.ts';
export type { EitherWay, Enum, OuterJoined, Row, RowOf, TableName, ViaJson } from './rows.ts';
