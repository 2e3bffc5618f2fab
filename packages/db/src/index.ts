export * from './client.ts';
export { migrate, migrationsFolder } from './migrate.ts';
export * as schema from './schema.ts';
